// Prelude of the fade program with filters (SR7 filter{} presets: blur, brightness, grayscale, sepia…):
// the filter chunk's colour matrix per side with STRATA_FILTER, its single-pass blur with STRATA_BLUR.
// A blur-only preset (blurstrong) compiles no matrix: on a software GPU the identity matrix costs a
// quarter of the frame.
uniform sampler2D uFrom;
uniform sampler2D uTo;
#ifdef STRATA_FILTER
uniform mat4 uFilterOut;
uniform vec4 uFilterOffsetOut;
uniform mat4 uFilterIn;
uniform vec4 uFilterOffsetIn;
#endif
#ifdef STRATA_BLUR
uniform vec2 uBlurOut;
uniform vec2 uBlurIn;
uniform vec2 uBlurLod;
#endif

vec4 sampleOut(vec2 uv) {
#ifdef STRATA_BLUR
  vec4 colour = strataBlurSample(uFrom, uv, uBlurOut, uBlurLod.x);
#else
  vec4 colour = texture(uFrom, uv);
#endif
#ifdef STRATA_FILTER
  colour = strataFilterColor(colour, uFilterOut, uFilterOffsetOut);
#endif
  return colour;
}

vec4 sampleIn(vec2 uv) {
#ifdef STRATA_BLUR
  vec4 colour = strataBlurSample(uTo, uv, uBlurIn, uBlurLod.y);
#else
  vec4 colour = texture(uTo, uv);
#endif
#ifdef STRATA_FILTER
  colour = strataFilterColor(colour, uFilterIn, uFilterOffsetIn);
#endif
  return colour;
}
