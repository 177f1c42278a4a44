// Fade family in ONE pass: outgoing and incoming slide textures composited with their opacities.
// Through-colour presets (SR7 p: dark/light/transparent) spend the first half fading the outgoing
// slide into uVia and the second half fading the incoming slide out of it.
in vec2 vUV;
out vec4 finalColor;

uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;     // eased 0..1
uniform float uInFrom;       // incoming opacity at the start (SR7 in.o)
uniform float uOutTo;        // outgoing opacity at the end (SR7 out.o)
uniform float uOutAnimated;  // 0 = outgoing stays still under the incoming slide (out.a:false)
uniform vec4 uVia;           // premultiplied via colour
uniform float uHasVia;

void main() {
  float hasVia = step(0.5, uHasVia);
  float pOut = mix(uProgress, clamp(uProgress * 2.0, 0.0, 1.0), hasVia);
  float pIn = mix(uProgress, clamp(uProgress * 2.0 - 1.0, 0.0, 1.0), hasVia);
  float outAnimated = max(uOutAnimated, hasVia);

  vec4 from = texture(uFrom, vUV);
  vec4 to = texture(uTo, vUV);
  float alphaOut = mix(1.0, uOutTo, pOut * outAnimated);
  float alphaIn = mix(uInFrom, 1.0, pIn);

  vec4 base = uVia * hasVia;
  vec4 colour = mix(base, from, alphaOut);
  finalColor = mix(colour, to, alphaIn);
}
