// Fade family in ONE pass: the outgoing and incoming slide textures, each with its own opacity (and,
// with STRATA_PAN, its Ken Burns uv transform), composited "over" in the order SR7's zOrder picks.
// The through-colour of fadethroughdark/light is the renderer's clear colour underneath (no extra
// draw). sampleOut/sampleIn come from a prelude: plain reads, or the filter chunk's blur + matrix.
in vec2 vUV;
out vec4 finalColor;

uniform float uAlphaOut;
uniform float uAlphaIn;
uniform float uOutOnTop;
#ifdef STRATA_PAN
uniform mat3 uUvOut;
uniform mat3 uUvIn;
#endif

void main() {
#ifdef STRATA_PAN
  vec4 from = sampleOut((uUvOut * vec3(vUV, 1.0)).xy) * uAlphaOut;
  vec4 to = sampleIn((uUvIn * vec3(vUV, 1.0)).xy) * uAlphaIn;
#else
  vec4 from = sampleOut(vUV) * uAlphaOut;
  vec4 to = sampleIn(vUV) * uAlphaIn;
#endif
  vec4 bottom = uOutOnTop > 0.5 ? to : from;
  vec4 top = uOutOnTop > 0.5 ? from : to;
  finalColor = top + bottom * (1.0 - top.a);
}
