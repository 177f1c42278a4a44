// Prelude of the fade program with filters (SR7 filter{} presets: blur, brightness, grayscale, sepia…):
// the filter chunk's single-pass blur and colour matrix per side.
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform mat4 uFilterOut;
uniform vec4 uFilterOffsetOut;
uniform vec2 uBlurOut;
uniform mat4 uFilterIn;
uniform vec4 uFilterOffsetIn;
uniform vec2 uBlurIn;

vec4 sampleOut(vec2 uv) {
  return strataFilterColor(strataBlurSample(uFrom, uv, uBlurOut), uFilterOut, uFilterOffsetOut);
}

vec4 sampleIn(vec2 uv) {
  return strataFilterColor(strataBlurSample(uTo, uv, uBlurIn), uFilterIn, uFilterOffsetIn);
}
