// Samples the cell's slide texture (with that side's Ken Burns uv transform, filter and shade) and,
// for motion-blurred cells, averages taps along the shutter displacement: the trail of SR7's `mo`.
in vec2 vLocal;
flat in vec4 vCell;
flat in float vSide;
flat in float vAlpha;
flat in vec2 vTrail;
out vec4 finalColor;

uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform mat3 uUvOut;
uniform mat3 uUvIn;
uniform mat4 uFilterOut;
uniform vec4 uFilterOffsetOut;
uniform vec2 uBlurOut;
uniform mat4 uFilterIn;
uniform vec4 uFilterOffsetIn;
uniform vec2 uBlurIn;
uniform vec4 uShadeOut;   // rgb shadow colour, a = amount
uniform vec4 uShadeIn;

const int TRAIL_TAPS = 8;

vec4 slideTexel(vec2 local) {
  if (local.x < 0.0 || local.y < 0.0 || local.x > 1.0 || local.y > 1.0) return vec4(0.0);
  vec2 uv = vCell.xy + local * vCell.zw;
  vec4 colour;
  if (vSide < 0.5) {
    colour = strataBlurSample(uFrom, (uUvOut * vec3(uv, 1.0)).xy, uBlurOut);
    colour = strataFilterColor(colour, uFilterOut, uFilterOffsetOut);
    colour.rgb = mix(colour.rgb, uShadeOut.rgb * colour.a, uShadeOut.a);
  } else {
    colour = strataBlurSample(uTo, (uUvIn * vec3(uv, 1.0)).xy, uBlurIn);
    colour = strataFilterColor(colour, uFilterIn, uFilterOffsetIn);
    colour.rgb = mix(colour.rgb, uShadeIn.rgb * colour.a, uShadeIn.a);
  }
  return colour;
}

void main() {
  vec4 colour;
  if (dot(vTrail, vTrail) < 1e-8) {
    colour = slideTexel(vLocal);
  } else {
    colour = vec4(0.0);
    for (int i = 0; i < TRAIL_TAPS; i++) {
      colour += slideTexel(vLocal + vTrail * (float(i) / float(TRAIL_TAPS - 1)));
    }
    colour /= float(TRAIL_TAPS);
  }
  finalColor = colour * vAlpha;
}
