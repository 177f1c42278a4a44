// Prelude of the fade program with filters (SR7 filter{} presets: blur, brightness, grayscale, sepia…):
// the filter chunk's colour matrix per side, and its single-pass blur with STRATA_BLUR.
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform mat4 uFilterOut;
uniform vec4 uFilterOffsetOut;
uniform mat4 uFilterIn;
uniform vec4 uFilterOffsetIn;
#ifdef STRATA_BLUR
uniform vec2 uBlurOut;
uniform vec2 uBlurIn;
uniform vec2 uBlurMip;
#endif

vec4 sampleOut(vec2 uv) {
#ifdef STRATA_BLUR
  vec4 colour = strataBlurSample(uFrom, uv, uBlurOut, uBlurMip.x);
#else
  vec4 colour = texture(uFrom, uv);
#endif
  return strataFilterColor(colour, uFilterOut, uFilterOffsetOut);
}

vec4 sampleIn(vec2 uv) {
#ifdef STRATA_BLUR
  vec4 colour = strataBlurSample(uTo, uv, uBlurIn, uBlurMip.y);
#else
  vec4 colour = texture(uTo, uv);
#endif
  return strataFilterColor(colour, uFilterIn, uFilterOffsetIn);
}
