import { describe, it, expect } from 'vitest';
import { NEUTRAL_PAN, type PanState } from '../anim/pan.ts';
import { panUvMatrix } from './pan.ts';

/** Applies a column-major mat3 to a uv point, as GLSL's `(m * vec3(uv, 1.0)).xy` does. */
function apply(m: Float32Array, u: number, v: number): [number, number] {
  return [m[0]! * u + m[3]! * v + m[6]!, m[1]! * u + m[4]! * v + m[7]!];
}
const state = (over: Partial<PanState>): PanState => ({ ...NEUTRAL_PAN, ...over });
const close = (got: [number, number], want: [number, number]) => {
  expect(got[0]).toBeCloseTo(want[0], 5);
  expect(got[1]).toBeCloseTo(want[1], 5);
};

describe('panUvMatrix', () => {
  it('is the identity for no pan', () => {
    expect([...panUvMatrix(NEUTRAL_PAN, 800, 400)]).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('scale 2 about the centre samples the middle quarter: uv (0,0) → (0.25,0.25)', () => {
    const m = panUvMatrix(state({ scaleX: 2, scaleY: 2 }), 800, 400);
    close(apply(m, 0, 0), [0.25, 0.25]);
    close(apply(m, 1, 1), [0.75, 0.75]);
    close(apply(m, 0.5, 0.5), [0.5, 0.5]);
  });

  it('scales about the origin: at origin (0,0) the top-left corner stays put', () => {
    const m = panUvMatrix(state({ scaleX: 2, scaleY: 2, originX: 0, originY: 0 }), 800, 400);
    close(apply(m, 0, 0), [0, 0]);
    close(apply(m, 1, 1), [0.5, 0.5]);
  });

  it('translate x +10% (or +80 px on an 800 px stage) samples from further left: uv 0.5 → 0.4', () => {
    close(apply(panUvMatrix(state({ xFraction: 0.1 }), 800, 400), 0.5, 0.5), [0.4, 0.5]);
    close(apply(panUvMatrix(state({ x: 80 }), 800, 400), 0.5, 0.5), [0.4, 0.5]);
    close(apply(panUvMatrix(state({ y: 40, yFraction: 0.1 }), 800, 400), 0.5, 0.5), [0.5, 0.3]);
  });

  it('rotates clockwise on screen in px, so a non-square stage keeps right angles', () => {
    // 90° clockwise about the centre of an 800 × 400 stage: the texture point 100 px above the centre
    // ends up 100 px right of it, so screen (500, 200) px samples texture (400, 100) px.
    const m = panUvMatrix(state({ rotation: 90 }), 800, 400);
    close(apply(m, 500 / 800, 200 / 400), [400 / 800, 100 / 400]);
  });

  it('inverts "scale about origin, rotate, translate" (round trip through the forward transform)', () => {
    const s = state({ x: 30, yFraction: -0.05, scaleX: 1.3, scaleY: 1.1, rotation: 12, originX: 0.3, originY: 0.7 });
    const [w, h] = [1280, 720];
    const m = panUvMatrix(s, w, h);
    const forward = (px: number, py: number): [number, number] => {
      const r = (s.rotation * Math.PI) / 180;
      const [ox, oy] = [s.originX * w, s.originY * h];
      const [dx, dy] = [(px - ox) * s.scaleX, (py - oy) * s.scaleY];
      return [ox + s.x + s.xFraction * w + Math.cos(r) * dx - Math.sin(r) * dy, oy + s.y + s.yFraction * h + Math.sin(r) * dx + Math.cos(r) * dy];
    };
    for (const [tx, ty] of [[100, 50], [640, 360], [1200, 700]] as const) {
      const [sx, sy] = forward(tx, ty);
      close(apply(m, sx / w, sy / h), [tx / w, ty / h]);
    }
  });

  it('stays finite for a zero scale or a zero-size stage, and can fill a given array', () => {
    const out = new Float32Array(9);
    expect(panUvMatrix(state({ scaleX: 0, scaleY: 0 }), 0, 0, out)).toBe(out);
    expect([...out].every(Number.isFinite)).toBe(true);
  });
});
