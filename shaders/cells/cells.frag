// Samples the cell's slide texture and, for motion-blurred cells, averages taps along the shutter
// displacement (the trail of SR7's `mo`). Features are compiled in only where a transition needs them
// (STRATA_PAN, STRATA_BLUR, STRATA_FILTER, STRATA_SHADE, STRATA_TRAIL; see cells.ts): software GL
// pays for every instruction of a branch it does not take, so a plain slide must not carry a blur loop.
in vec2 vLocal;
flat in vec4 vCell;
flat in float vSide;
flat in float vAlpha;
flat in vec2 vTrail;
flat in float vTaps;
out vec4 finalColor;

uniform sampler2D uFrom;
uniform sampler2D uTo;
#ifdef STRATA_PAN
uniform mat3 uUvOut;
uniform mat3 uUvIn;
#endif
#ifdef STRATA_BLUR
uniform vec2 uBlurOut;
uniform vec2 uBlurIn;
uniform vec2 uBlurLod;
#endif
#ifdef STRATA_FILTER
uniform mat4 uFilterOut;
uniform vec4 uFilterOffsetOut;
uniform mat4 uFilterIn;
uniform vec4 uFilterOffsetIn;
#endif
#ifdef STRATA_SHADE
uniform vec4 uShadeOut;   // rgb shadow colour, a = amount
uniform vec4 uShadeIn;
#endif

vec4 slideTexel(vec2 local) {
  if (local.x < 0.0 || local.y < 0.0 || local.x > 1.0 || local.y > 1.0) return vec4(0.0);
  vec2 uv = vCell.xy + local * vCell.zw;
  vec4 colour;
  if (vSide < 0.5) {
#ifdef STRATA_PAN
    uv = (uUvOut * vec3(uv, 1.0)).xy;
#endif
#ifdef STRATA_BLUR
    colour = strataBlurSample(uFrom, uv, uBlurOut, uBlurLod.x);
#else
    colour = texture(uFrom, uv);
#endif
#ifdef STRATA_FILTER
    colour = strataFilterColor(colour, uFilterOut, uFilterOffsetOut);
#endif
#ifdef STRATA_SHADE
    colour.rgb = mix(colour.rgb, uShadeOut.rgb * colour.a, uShadeOut.a);
#endif
  } else {
#ifdef STRATA_PAN
    uv = (uUvIn * vec3(uv, 1.0)).xy;
#endif
#ifdef STRATA_BLUR
    colour = strataBlurSample(uTo, uv, uBlurIn, uBlurLod.y);
#else
    colour = texture(uTo, uv);
#endif
#ifdef STRATA_FILTER
    colour = strataFilterColor(colour, uFilterIn, uFilterOffsetIn);
#endif
#ifdef STRATA_SHADE
    colour.rgb = mix(colour.rgb, uShadeIn.rgb * colour.a, uShadeIn.a);
#endif
  }
  return colour;
}

void main() {
#ifdef STRATA_TRAIL
  // Up to 8 taps, as many as the cell's trail needs (vTaps, flat per cell: every pixel of a cell stops together).
  const int TRAIL_TAPS = 8;
  int taps = int(vTaps);
  float span = max(1.0, vTaps - 1.0);
  vec4 colour = vec4(0.0);
  for (int i = 0; i < TRAIL_TAPS; i++) {
    if (i >= taps) break;
    colour += slideTexel(vLocal + vTrail * (float(i) / span));
  }
  colour /= vTaps;
#else
  vec4 colour = slideTexel(vLocal);
#endif
  finalColor = colour * vAlpha;
}
