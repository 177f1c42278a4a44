/**
 * Filter family maths on the CPU: the CSS Filter Effects colour matrices composed into the uniforms of
 * filter.glsl's strataFilterColor, the blur radius and kernel of strataBlurSample, and the analytic
 * colour the pixel tests compare the GPU output with.
 *
 * Uniform layout (one mat4 + one vec4, see filter.glsl):
 *   rgb' = clamp((matrix * vec4(rgb, 1)).rgb + offset.rgb, 0, 1)   on un-premultiplied colour.
 *   `matrix` is column-major (GLSL order, matrix[col * 4 + row]); its upper-left 3×3 is the linear
 *   part, column 3 is (0, 0, 0, 1) and row 3 is (0, 0, 0, 1), so alpha passes through untouched.
 *   `offset.rgb` is the translation (contrast / invert intercepts); `offset.a` is always 0.
 *
 * Order of composition (first applied first) — the order SR7 writes its CSS filter string in:
 *   brightness → contrast → grayscale → sepia → saturate → hue-rotate → invert.
 * Known deviation from CSS: a browser clamps to 0..1 after every filter function; here the functions
 * are composed into one affine matrix and the result is clamped once, at the end. They agree whenever
 * no intermediate colour leaves 0..1 (e.g. they differ for brightness(200%) followed by contrast).
 */
import type { FilterSpec } from '../../engine/transition/spec.ts';

export interface FilterUniforms {
  /** 16 floats, column-major for a GLSL mat4 (uniform `mat4`). */
  matrix: Float32Array;
  /** 4 floats: rgb translation added after the matrix; a = 0. */
  offset: Float32Array;
  /** CSS blur(): the gaussian standard deviation in CSS px; 0 = no blur. */
  blurPx: number;
}

/** Row-major 3×3 linear part plus translation: v' = m·v + b. */
interface Affine {
  m: [number, number, number, number, number, number, number, number, number];
  b: [number, number, number];
}

const IDENTITY: Affine = { m: [1, 0, 0, 0, 1, 0, 0, 0, 1], b: [0, 0, 0] };

function linear(m: Affine['m']): Affine {
  return { m, b: [0, 0, 0] };
}

/** feComponentTransfer type="linear" on r, g and b alike. */
function componentLinear(slope: number, intercept: number): Affine {
  return { m: [slope, 0, 0, 0, slope, 0, 0, 0, slope], b: [intercept, intercept, intercept] };
}

/** `next` applied after `first`: v ↦ next.m·(first.m·v + first.b) + next.b. */
function then(first: Affine, next: Affine): Affine {
  const a = next.m;
  const f = first.m;
  const m = IDENTITY.m.map((_, i) => {
    const row = Math.floor(i / 3);
    const col = i % 3;
    return a[row * 3]! * f[col]! + a[row * 3 + 1]! * f[3 + col]! + a[row * 3 + 2]! * f[6 + col]!;
  }) as Affine['m'];
  const b = [0, 1, 2].map(
    (row) => a[row * 3]! * first.b[0] + a[row * 3 + 1]! * first.b[1] + a[row * 3 + 2]! * first.b[2] + next.b[row]!,
  ) as Affine['b'];
  return { m, b };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

// The matrices below are the ones the Filter Effects Module Level 1 spec gives for the shorthand
// filter functions (§ "Supported Filter Functions"); amounts are fractions (1 = 100 %).

/** grayscale(a), a clamped to 0..1. */
function grayscale(amount: number): Affine {
  const k = 1 - clamp01(amount);
  return linear([
    0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k,
    0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k,
    0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k,
  ]);
}

/** sepia(a), a clamped to 0..1. */
function sepia(amount: number): Affine {
  const k = 1 - clamp01(amount);
  return linear([
    0.393 + 0.607 * k, 0.769 - 0.769 * k, 0.189 - 0.189 * k,
    0.349 - 0.349 * k, 0.686 + 0.314 * k, 0.168 - 0.168 * k,
    0.272 - 0.272 * k, 0.534 - 0.534 * k, 0.131 + 0.869 * k,
  ]);
}

/** saturate(s) = feColorMatrix type="saturate", s ≥ 0 (may exceed 1). */
function saturate(s: number): Affine {
  return linear([
    0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
    0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
    0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
  ]);
}

/** hue-rotate(deg) = feColorMatrix type="hueRotate". */
function hueRotate(degrees: number): Affine {
  const rad = (degrees * Math.PI) / 180;
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  return linear([
    0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
    0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
    0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
  ]);
}

/** brightness(a): slope a. */
const brightness = (a: number) => componentLinear(Math.max(0, a), 0);
/** contrast(a): slope a, intercept 0.5 − 0.5a. */
const contrast = (a: number) => componentLinear(Math.max(0, a), 0.5 - 0.5 * Math.max(0, a));
/** invert(a): table [a, 1 − a] = slope 1 − 2a, intercept a; a clamped to 0..1. */
const invert = (a: number) => componentLinear(1 - 2 * clamp01(a), clamp01(a));

/** Write an affine colour transform into the uniform arrays (column-major mat4 + vec4). */
function toUniforms(t: Affine, blurPx: number, out?: FilterUniforms): FilterUniforms {
  const u = out ?? { matrix: new Float32Array(16), offset: new Float32Array(4), blurPx: 0 };
  u.matrix.fill(0);
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) u.matrix[col * 4 + row] = t.m[row * 3 + col]!;
  }
  u.matrix[15] = 1;
  u.offset[0] = t.b[0];
  u.offset[1] = t.b[1];
  u.offset[2] = t.b[2];
  u.offset[3] = 0;
  u.blurPx = blurPx;
  return u;
}

/** Identity colour transform, no blur. Shared: do not write into its arrays. */
export const NEUTRAL_FILTER: FilterUniforms = toUniforms(IDENTITY, 0);

/**
 * The filter uniforms `amount` of the way from neutral (0) to the spec's values (1). Each CSS value is
 * interpolated linearly on its own (as CSS interpolates filter lists), clamped to its legal range, and
 * the functions are then composed in the order documented above; a function at its neutral value is
 * skipped, so amount 0 gives the exact identity. Pass `out` to reuse arrays across frames.
 */
export function filterAt(spec: FilterSpec, amount: number, out?: FilterUniforms): FilterUniforms {
  const lerp = (neutral: number, full: number) => neutral + (full - neutral) * amount;
  const steps: [number, number, (v: number) => Affine][] = [
    [lerp(100, spec.brightness), 100, (v) => brightness(v / 100)],
    [lerp(100, spec.contrast), 100, (v) => contrast(v / 100)],
    [lerp(0, spec.grayscale), 0, (v) => grayscale(v / 100)],
    [lerp(0, spec.sepia), 0, (v) => sepia(v / 100)],
    [lerp(100, spec.saturate), 100, (v) => saturate(Math.max(0, v) / 100)],
    [lerp(0, spec.hue), 0, (v) => hueRotate(v)],
    [lerp(0, spec.invert), 0, (v) => invert(v / 100)],
  ];
  let t = IDENTITY;
  for (const [value, neutral, make] of steps) {
    if (value !== neutral) t = then(t, make(value));
  }
  return toUniforms(t, Math.max(0, lerp(0, spec.blur)), out);
}

/**
 * CPU reference of strataFilterColor for an opaque colour (0..1): the value the GPU must produce,
 * computed from the same float32 uniforms.
 */
export function applyFilterToRgb(
  rgb: readonly [number, number, number],
  u: FilterUniforms,
): [number, number, number] {
  const m = u.matrix;
  const out = [0, 1, 2].map((row) =>
    clamp01(m[row]! * rgb[0] + m[4 + row]! * rgb[1] + m[8 + row]! * rgb[2] + m[12 + row]! + u.offset[row]!),
  );
  return out as [number, number, number];
}

// ---- blur ---------------------------------------------------------------------------------------

/**
 * strataBlurSample's disc radius in multiples of the gaussian sigma: the kernel weights are
 * exp(-r²/(2σ²)) with σ = radius / 2, i.e. the disc stops at 2σ.
 */
export const BLUR_RADIUS_PER_SIGMA = 2;

/**
 * The `radiusUv` to pass to strataBlurSample for a CSS blur of `blurPx` (sigma, CSS px) on a texture
 * that spans `widthPx × heightPx` CSS px in uv 0..1 (separate x / y because the canvas is not square).
 */
export function blurRadiusUv(blurPx: number, widthPx: number, heightPx: number): [number, number] {
  const r = Math.max(0, blurPx) * BLUR_RADIUS_PER_SIGMA;
  return [widthPx > 0 ? r / widthPx : 0, heightPx > 0 ? r / heightPx : 0];
}

/**
 * The mip level filter.glsl's cheap blur samples for a CSS blur of `blurPx` on a texture with a mip chain,
 * `texelsPerPx` texels to a CSS px; -1 where there is no chain (`texelsPerPx` 0: the disc of taps instead). The level
 * whose texels are 2.5 sigma wide: a level-L texel is a box of 2^L texels, its bilinear magnification a tent as wide
 * again, together a spread like a gaussian of sigma ~0.4 * 2^L (checked against true gaussians of 1-10 px on a CPU
 * emulation of the mip chain and trilinear filtering).
 */
export function blurLod(blurPx: number, texelsPerPx: number): number {
  if (!(texelsPerPx > 0)) return -1;
  return Math.log2(Math.max(2.5 * Math.max(0, blurPx) * texelsPerPx, 1));
}

/** Taps around the centre tap (filter.glsl STRATA_BLUR_TAPS; the shader makes 1 + this many fetches). */
export const BLUR_TAPS = 15;

export interface BlurTap {
  /** Offset on the unit disc; multiplied by radiusUv in the shader. */
  readonly x: number;
  readonly y: number;
  /** Normalised weight (all weights, centre included, sum to 1). */
  readonly w: number;
}

/**
 * The blur kernel baked into filter.glsl: a centre tap plus BLUR_TAPS taps on a Vogel (golden-angle)
 * disc, tap i at radius sqrt((i + 0.5) / N) and angle i·golden-angle, weighted gaussian
 * exp(-2r²) (σ = half the disc radius); the weights are normalised. Index 0 is the centre tap.
 * The test suite checks the GLSL literal against this, so regenerate the GLSL from here if it changes.
 */
export function blurKernel(): BlurTap[] {
  const golden = Math.PI * (3 - Math.sqrt(5));
  const raw = [{ x: 0, y: 0, w: 1 }];
  for (let i = 0; i < BLUR_TAPS; i++) {
    const r = Math.sqrt((i + 0.5) / BLUR_TAPS);
    const a = i * golden;
    raw.push({ x: r * Math.cos(a), y: r * Math.sin(a), w: Math.exp(-2 * r * r) });
  }
  const total = raw.reduce((s, t) => s + t.w, 0);
  return raw.map((t) => ({ x: t.x, y: t.y, w: t.w / total }));
}
