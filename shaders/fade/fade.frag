// Fade family in ONE pass: the outgoing and incoming slide textures, each with its own opacity (and,
// with STRATA_PAN, its Ken Burns uv transform), composited "over" in the order SR7's zOrder picks.
// The through-colour of fadethroughdark/light is the renderer's clear colour underneath (no extra
// draw). sampleOut/sampleIn come from a prelude: plain reads, or the filter chunk's blur + matrix.
// With STRATA_PLACE a side is a slide moved or scaled as one piece (blurstrong's incoming slide grows
// from 1.05): its uv is mapped into the slide's own and it is transparent off the slide, as the cells
// program's one full-stage cell would be — without shading the covered slide a second time.
in vec2 vUV;
out vec4 finalColor;

uniform float uAlphaOut;
uniform float uAlphaIn;
uniform float uOutOnTop;
#ifdef STRATA_PAN
uniform mat3 uUvOut;
uniform mat3 uUvIn;
#endif
#ifdef STRATA_PLACE
uniform vec4 uPlaceOut;
uniform vec4 uPlaceIn;

// 1 on the slide (uv in 0..1), 0 off it.
float onSlide(vec2 uv) {
  vec2 inside = step(vec2(0.0), uv) * step(uv, vec2(1.0));
  return inside.x * inside.y;
}
#endif

void main() {
  vec2 uvOut = vUV;
  vec2 uvIn = vUV;
  float alphaOut = uAlphaOut;
  float alphaIn = uAlphaIn;
#ifdef STRATA_PLACE
  uvOut = vUV * uPlaceOut.xy + uPlaceOut.zw;
  uvIn = vUV * uPlaceIn.xy + uPlaceIn.zw;
  alphaOut *= onSlide(uvOut);
  alphaIn *= onSlide(uvIn);
#endif
#ifdef STRATA_PAN
  uvOut = (uUvOut * vec3(uvOut, 1.0)).xy;
  uvIn = (uUvIn * vec3(uvIn, 1.0)).xy;
#endif
  vec4 from = sampleOut(uvOut) * alphaOut;
  vec4 to = sampleIn(uvIn) * alphaIn;
  vec4 bottom = uOutOnTop > 0.5 ? to : from;
  vec4 top = uOutOnTop > 0.5 ? from : to;
  finalColor = top + bottom * (1.0 - top.a);
}
