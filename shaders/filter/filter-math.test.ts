import { describe, expect, it } from 'vitest';
import type { FilterSpec } from '../../engine/transition/spec.ts';
import {
  BLUR_TAPS,
  NEUTRAL_FILTER,
  applyFilterToRgb,
  blurKernel,
  blurLod,
  blurRadiusUv,
  filterAt,
} from './filter-math.ts';
import { filterChunk } from './filter.ts';

type Rgb = [number, number, number];

const NEUTRAL_SPEC: FilterSpec = {
  timing: 'default',
  blur: 0,
  grayscale: 0,
  brightness: 100,
  sepia: 0,
  contrast: 100,
  invert: 0,
  saturate: 100,
  hue: 0,
};

const spec = (values: Partial<FilterSpec>): FilterSpec => ({ ...NEUTRAL_SPEC, ...values });

function expectRgb(actual: readonly number[], expected: readonly number[], digits = 5) {
  expect(actual).toHaveLength(3);
  actual.forEach((v, i) => expect(v, `channel ${i}`).toBeCloseTo(expected[i]!, digits));
}

/** Row-major 3×3 times a colour, as written in the Filter Effects spec, clamped. */
function cssMatrix(rows: readonly number[], rgb: Rgb): Rgb {
  return [0, 1, 2].map((r) =>
    Math.min(1, Math.max(0, rows[r * 3]! * rgb[0] + rows[r * 3 + 1]! * rgb[1] + rows[r * 3 + 2]! * rgb[2])),
  ) as Rgb;
}

const IDENTITY_MAT4 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

describe('filter maths: colour matrix', () => {
  it('neutral is the exact identity and leaves colours unchanged', () => {
    expect(Array.from(NEUTRAL_FILTER.matrix)).toEqual(IDENTITY_MAT4);
    expect(Array.from(NEUTRAL_FILTER.offset)).toEqual([0, 0, 0, 0]);
    expect(NEUTRAL_FILTER.blurPx).toBe(0);
    expect(applyFilterToRgb([0.2, 0.4, 0.6], NEUTRAL_FILTER)).toEqual([0.2, 0.4, 0.6]);
    // Amount 0 of a spec full of values is neutral too (every function skipped, not merely ~identity).
    const u = filterAt(spec({ blur: 12, grayscale: 100, brightness: 40, sepia: 80, contrast: 10, invert: 100, saturate: 300, hue: 90 }), 0);
    expect(Array.from(u.matrix)).toEqual(IDENTITY_MAT4);
    expect(Array.from(u.offset)).toEqual([0, 0, 0, 0]);
    expect(u.blurPx).toBe(0);
  });

  it('grayscale(100%) of pure red gives the CSS luminance weight of red, and the matrix is column-major', () => {
    const u = filterAt(spec({ grayscale: 100 }), 1);
    expectRgb(applyFilterToRgb([1, 0, 0], u), [0.2126, 0.2126, 0.2126]);
    expectRgb(applyFilterToRgb([0, 1, 0], u), [0.7152, 0.7152, 0.7152]);
    expectRgb(applyFilterToRgb([0, 0, 1], u), [0.0722, 0.0722, 0.0722]);
    // column 1 (green input) row 0 (red output) = 0.7152 at matrix[1 * 4 + 0]
    expect(u.matrix[4]).toBeCloseTo(0.7152, 6);
    expect(u.matrix[1]).toBeCloseTo(0.2126, 6);
    expect(u.matrix[3]).toBe(0);
    expect(u.matrix[15]).toBe(1);
  });

  it('sepia(100%) of white follows the CSS sepia matrix (row sums, red and green clamped)', () => {
    const u = filterAt(spec({ sepia: 100 }), 1);
    expectRgb(applyFilterToRgb([1, 1, 1], u), [1, 1, 0.272 + 0.534 + 0.131]);
    expectRgb(applyFilterToRgb([0.5, 0.5, 0.5], u), [1.351 / 2, 1.203 / 2, 0.937 / 2]);
  });

  it('brightness(200%) doubles and then clamps', () => {
    const u = filterAt(spec({ brightness: 200 }), 1);
    expectRgb(applyFilterToRgb([0.3, 0.6, 0.1], u), [0.6, 1, 0.2]);
  });

  it('contrast(0%) turns everything 0.5 grey (all in the offset)', () => {
    const u = filterAt(spec({ contrast: 0 }), 1);
    expectRgb(applyFilterToRgb([0.1, 0.9, 0.3], u), [0.5, 0.5, 0.5]);
    expect(Array.from(u.offset)).toEqual([0.5, 0.5, 0.5, 0]);
    const c = filterAt(spec({ contrast: 200 }), 1);
    expectRgb(applyFilterToRgb([0.6, 0.5, 0.3], c), [0.7, 0.5, 0.1]);
  });

  it('invert(100%) of (0.2, 0.4, 0.6) is (0.8, 0.6, 0.4); invert(50%) is flat grey', () => {
    expectRgb(applyFilterToRgb([0.2, 0.4, 0.6], filterAt(spec({ invert: 100 }), 1)), [0.8, 0.6, 0.4]);
    expectRgb(applyFilterToRgb([0.2, 0.4, 0.6], filterAt(spec({ invert: 50 }), 1)), [0.5, 0.5, 0.5]);
  });

  it('hue-rotate matches the CSS hueRotate matrix (180° of red, 90° of a mixed colour)', () => {
    const hue = (deg: number): number[] => {
      const c = Math.cos((deg * Math.PI) / 180);
      const s = Math.sin((deg * Math.PI) / 180);
      return [
        0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
        0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.14, 0.072 - c * 0.072 - s * 0.283,
        0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
      ];
    };
    expectRgb(applyFilterToRgb([1, 0, 0], filterAt(spec({ hue: 180 }), 1)), [0, 0.426, 0.426]);
    const mixed: Rgb = [0.6, 0.4, 0.2];
    expectRgb(applyFilterToRgb(mixed, filterAt(spec({ hue: 90 }), 1)), cssMatrix(hue(90), mixed));
    // A grey has no hue: rows sum to 1.
    expectRgb(applyFilterToRgb([0.3, 0.3, 0.3], filterAt(spec({ hue: 137 }), 1)), [0.3, 0.3, 0.3]);
  });

  it('saturate follows the CSS saturate matrix (0% = luminance grey, 200% oversaturates)', () => {
    expectRgb(applyFilterToRgb([1, 0, 0], filterAt(spec({ saturate: 0 }), 1)), [0.213, 0.213, 0.213]);
    const s = 2;
    const rows = [
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
    ];
    const c: Rgb = [0.5, 0.4, 0.3];
    expectRgb(applyFilterToRgb(c, filterAt(spec({ saturate: 200 }), 1)), cssMatrix(rows, c));
  });

  it('amount 0.5 lands halfway between neutral and the spec in each CSS value', () => {
    // grayscale 100 at half = grayscale(50%), which is not the halfway colour of red and its grey.
    expectRgb(applyFilterToRgb([1, 0, 0], filterAt(spec({ grayscale: 100 }), 0.5)), [0.2126 + 0.7874 * 0.5, 0.1063, 0.1063]);
    expectRgb(applyFilterToRgb([0, 1, 0], filterAt(spec({ grayscale: 100 }), 0.5)), [0.3576, 0.7152 + 0.2848 * 0.5, 0.3576]);
    expectRgb(applyFilterToRgb([0, 0, 1], filterAt(spec({ sepia: 100 }), 0.5)), [0.0945, 0.084, 0.131 + 0.869 * 0.5]);
    expectRgb(applyFilterToRgb([0.4, 0.2, 0.1], filterAt(spec({ brightness: 200 }), 0.5)), [0.6, 0.3, 0.15]);
    expectRgb(applyFilterToRgb([0.2, 0.4, 0.6], filterAt(spec({ invert: 100 }), 0.5)), [0.5, 0.5, 0.5]);
    expectRgb(
      applyFilterToRgb([1, 0, 0], filterAt(spec({ hue: 180 }), 0.5)),
      applyFilterToRgb([1, 0, 0], filterAt(spec({ hue: 90 }), 1)),
    );
  });

  it('composes in CSS order: brightness, contrast, …, invert last', () => {
    // brightness(50%) then invert: 0.8 → 0.4 → 0.6 (invert first would give 0.1).
    expectRgb(applyFilterToRgb([0.8, 0.8, 0.8], filterAt(spec({ brightness: 50, invert: 100 }), 1)), [0.6, 0.6, 0.6]);
    // brightness(50%) then contrast(200%): 0.6 → 0.3 → 0.1 (contrast first would give 0.35).
    expectRgb(applyFilterToRgb([0.6, 0.6, 0.6], filterAt(spec({ brightness: 50, contrast: 200 }), 1)), [0.1, 0.1, 0.1]);
    // grayscale then sepia: red → 0.2126 grey → sepia of that grey.
    const g = 0.2126;
    expectRgb(applyFilterToRgb([1, 0, 0], filterAt(spec({ grayscale: 100, sepia: 100 }), 1)), [1.351 * g, 1.203 * g, 0.937 * g]);
  });

  it('reuses the out arrays when given', () => {
    const out = filterAt(NEUTRAL_SPEC, 1);
    const { matrix, offset } = out;
    const u = filterAt(spec({ contrast: 0, blur: 4 }), 1, out);
    expect(u).toBe(out);
    expect(u.matrix).toBe(matrix);
    expect(u.offset).toBe(offset);
    expect(Array.from(offset)).toEqual([0.5, 0.5, 0.5, 0]);
    expect(u.blurPx).toBe(4);
  });
});

describe('filter maths: blur', () => {
  it('interpolates blurPx linearly from 0 and never goes negative', () => {
    const s = spec({ blur: 20 });
    expect(filterAt(s, 1).blurPx).toBe(20);
    expect(filterAt(s, 0.25).blurPx).toBe(5);
    expect(filterAt(s, 0).blurPx).toBe(0);
    expect(filterAt(s, -0.1).blurPx).toBe(0); // back-ease undershoot
  });

  it('turns a CSS blur sigma into a per-axis uv radius of 2σ', () => {
    expect(blurRadiusUv(10, 1000, 500)).toEqual([0.02, 0.04]);
    expect(blurRadiusUv(0, 1000, 500)).toEqual([0, 0]);
    expect(blurRadiusUv(5, 0, 0)).toEqual([0, 0]);
  });

  it('kernel: centre tap plus BLUR_TAPS taps inside the unit disc, weights normalised and falling off', () => {
    const k = blurKernel();
    expect(k).toHaveLength(BLUR_TAPS + 1);
    expect(k[0]).toMatchObject({ x: 0, y: 0 });
    expect(k.reduce((s, t) => s + t.w, 0)).toBeCloseTo(1, 12);
    for (let i = 1; i < k.length; i++) {
      const t = k[i]!;
      expect(Math.hypot(t.x, t.y)).toBeLessThanOrEqual(1);
      expect(t.w).toBeLessThan(k[i - 1]!.w);
    }
  });
});

/** A mip chain as GL builds it (2 × 2 box averages, odd sizes floored) of a grey image, and trilinear sampling of it. */
function mipChain(data: Float32Array, width: number, height: number) {
  const levels = [{ data, width, height }];
  for (let l = levels[0]!; l.width > 1 || l.height > 1; l = levels[levels.length - 1]!) {
    const w = Math.max(1, l.width >> 1);
    const h = Math.max(1, l.height >> 1);
    const next = new Float32Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let sum = 0;
        for (let j = 0; j < 2; j++) for (let i = 0; i < 2; i++) sum += l.data[Math.min(l.height - 1, 2 * y + j) * l.width + Math.min(l.width - 1, 2 * x + i)]!;
        next[y * w + x] = sum / 4;
      }
    levels.push({ data: next, width: w, height: h });
  }
  const bilinear = (l: (typeof levels)[number], u: number, v: number) => {
    const x = u * l.width - 0.5;
    const y = v * l.height - 0.5;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const at = (i: number, j: number) => l.data[Math.min(l.height - 1, Math.max(0, j)) * l.width + Math.min(l.width - 1, Math.max(0, i))]!;
    const fx = x - x0;
    const fy = y - y0;
    return (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
  };
  return (u: number, v: number, lod: number) => {
    const l0 = Math.min(levels.length - 1, Math.floor(lod));
    const f = lod - l0;
    const a = bilinear(levels[l0]!, u, v);
    return f > 0 && l0 + 1 < levels.length ? a * (1 - f) + bilinear(levels[l0 + 1]!, u, v) * f : a;
  };
}

/** A separable gaussian of sigma px with clamped edges: what CSS blur(sigma px) draws. */
function gaussian(data: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const r = Math.ceil(sigma * 3);
  const weights = Array.from({ length: 2 * r + 1 }, (_, i) => Math.exp(-((i - r) ** 2) / (2 * sigma * sigma)));
  const total = weights.reduce((a, b) => a + b, 0);
  const pass = (src: Float32Array, dx: number, dy: number) => {
    const out = new Float32Array(src.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let i = -r; i <= r; i++) {
          const sx = Math.min(width - 1, Math.max(0, x + i * dx));
          const sy = Math.min(height - 1, Math.max(0, y + i * dy));
          sum += src[sy * width + sx]! * weights[i + r]!;
        }
        out[y * width + x] = sum / total;
      }
    return out;
  };
  return pass(pass(data, 1, 0), 0, 1);
}

describe('filter maths: the mipmapped blur (filter.glsl STRATA_MIP_BLUR)', () => {
  it('blurLod: level 0 (the sharp slide) for no blur, log2 of 2.5 sigma in texels, -1 without a mip chain', () => {
    expect(blurLod(0, 1)).toBe(0);
    expect(blurLod(0.2, 1)).toBe(0); // a blur under a texel: still the sharp level, never negative
    expect(blurLod(4, 1)).toBeCloseTo(Math.log2(10), 12);
    expect(blurLod(4, 2)).toBeCloseTo(Math.log2(20), 12); // a 2x texture: the level of its own texels
    expect(blurLod(4, 0)).toBe(-1);
  });

  it("one trilinear tap at blurLod's level is as close to CSS blur as the level whose texels are sigma wide is not", () => {
    // Edges, 1 px lines, a disc and an 8 px checker: the shapes a slide's text, borders and photos are made of.
    const W = 256;
    const H = 128;
    const image = new Float32Array(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const q = x >> 6;
        image[y * W + x] =
          q === 0 ? (((x >> 3) + (y >> 3)) & 1 ? 0.9 : 0.1) : q === 1 ? (x % 16 < 1 || y % 20 < 1 ? 1 : 0.15) : q === 2 ? (Math.hypot(x - 160, y - 64) < 24 ? 0.95 : 0.05) : 0.2 + 0.6 * ((x - 192) / 64);
      }
    const sample = mipChain(image, W, H);
    const rmse = (sigma: number, lod: number) => {
      const want = gaussian(image, W, H, sigma);
      let sum = 0;
      for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) sum += (sample((x + 0.5) / W, (y + 0.5) / H, lod) - want[y * W + x]!) ** 2;
      return Math.sqrt(sum / (W * H)) * 255;
    };
    for (const sigma of [1, 2, 4, 6, 10]) {
      const ours = rmse(sigma, blurLod(sigma, 1));
      // Within 16 of 255 of the true gaussian at every size (5 trilinear taps, before: 7–12 on the same image)…
      expect(ours, `sigma ${sigma}`).toBeLessThan(16);
      // …and closer than sampling the level of sigma itself (the level is the blur's whole control).
      expect(ours, `sigma ${sigma}`).toBeLessThan(rmse(sigma, Math.log2(sigma)));
    }
  });
});

describe('filter.glsl chunk', () => {
  it('is a chunk (no #version, no main) declaring the two functions with the documented signatures', () => {
    const code = filterChunk.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code).not.toMatch(/#version/);
    expect(code).not.toMatch(/\bvoid\s+main\s*\(/);
    expect(code).not.toMatch(/^\s*(uniform|in|out)\s/m); // the including shader owns its interface
    expect(filterChunk).toContain('vec4 strataFilterColor(vec4 premultipliedColor, mat4 colorMatrix, vec4 colorOffset)');
    expect(filterChunk).toContain('vec4 strataBlurSample(sampler2D tex, vec2 uv, vec2 radiusUv, float lod)');
    // The mipmapped blur (issue 18): one trilinear tap at blurLod's level, compiled without the disc or a branch.
    const mip = /#ifdef STRATA_MIP_BLUR([\s\S]*?)#else([\s\S]*?)#endif/.exec(code);
    expect(mip?.[1]?.match(/textureLod\(tex, /g)).toHaveLength(1);
    expect(mip?.[1]).not.toMatch(/\bif\b|\bfor\b/);
    expect(mip?.[2]).toMatch(/return texture\(tex, uv\);/);
  });

  it('bakes the same blur kernel as blurKernel()', () => {
    const taps = Number(/const int STRATA_BLUR_TAPS = (\d+);/.exec(filterChunk)?.[1]);
    expect(taps).toBe(BLUR_TAPS);
    const centre = Number(/STRATA_BLUR_CENTER_WEIGHT = ([-\d.]+);/.exec(filterChunk)?.[1]);
    const table = /STRATA_BLUR_KERNEL\[STRATA_BLUR_TAPS\] = vec3\[STRATA_BLUR_TAPS\]\(([\s\S]*?)\);/.exec(filterChunk)?.[1] ?? '';
    const glsl = [...table.matchAll(/vec3\(([-\d.]+), ([-\d.]+), ([-\d.]+)\)/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      w: Number(m[3]),
    }));
    const k = blurKernel();
    expect(glsl).toHaveLength(BLUR_TAPS);
    expect(centre).toBeCloseTo(k[0]!.w, 6);
    glsl.forEach((t, i) => {
      expect(t.x).toBeCloseTo(k[i + 1]!.x, 6);
      expect(t.y).toBeCloseTo(k[i + 1]!.y, 6);
      expect(t.w).toBeCloseTo(k[i + 1]!.w, 6);
    });
  });
});
