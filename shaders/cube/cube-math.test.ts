import { describe, expect, it } from 'vitest';
import { read3d } from '../../engine/transition/extras.ts';
import type { D3Spec } from '../../engine/transition/spec.ts';
import { facesAt, multiply, rotateY, transformPoint, translate } from './cube-math.ts';

const W = 1240;
const H = 600;
const d3 = (raw: Record<string, unknown>): D3Spec => {
  const spec = read3d(raw, () => 0.5);
  if (!spec) throw new Error('no 3D spec');
  return spec;
};

/** Screen x (px from the centre) of a face point after the perspective divide. */
const screenX = (m: Float32Array, persp: number, x: number, y: number) => {
  const [px, , pz] = transformPoint(m, x, y, 0);
  return (px * persp) / (persp - pz);
};

describe('3D faces', () => {
  it('matrix helpers compose like column-major GL matrices', () => {
    const m = multiply(translate(10, 0, 0), rotateY(90));
    const [x, , z] = transformPoint(m, 1, 0, 0);
    expect(x).toBeCloseTo(10);
    expect(z).toBeCloseTo(-1); // positive rotateY pushes the right edge away
  });

  for (const kind of ['cube', 'incube', 'fly', 'turn'] as const) {
    it(`${kind}: progress 0 is the outgoing face flat and alone, progress 1 the incoming face flat and alone`, () => {
      const spec = d3({ f: kind, d: 'horizontal', z: 400 });
      const start = facesAt(spec, 0, W, H, 1);
      const flat = (m: Float32Array) => [...m].map((v) => +v.toFixed(6) + 0);
      expect(flat(start.out.matrix)).toEqual(flat(translate(0, 0, 0)));
      // fly: waiting off-canvas; incube: a side wall of the room, seen edge-on at the canvas edge.
      if (kind === 'fly' || kind === 'incube') expect(screenX(start.in.matrix, spec.perspective, -W / 2, 0), 'the incoming face is off-canvas').toBeGreaterThanOrEqual(W / 2 - 1e-6);
      else if (kind !== 'turn') expect(start.in.visible, 'the incoming face is turned away').toBe(false);
      const end = facesAt(spec, 1, W, H, 1);
      expect(flat(end.in.matrix)).toEqual(flat(translate(0, 0, 0)));
      if (kind === 'incube') expect(screenX(end.out.matrix, spec.perspective, W / 2, 0), 'the outgoing face is the left wall, off-canvas').toBeLessThanOrEqual(-W / 2 + 1e-6);
      else if (kind !== 'fly') expect(end.out.visible, 'the outgoing face is turned past edge-on: culled as a back face').toBe(false);
    });
  }

  it('cube: at half way both faces meet at the centre line, the incoming one on the right when moving forward', () => {
    const spec = d3({ f: 'cube', d: 'horizontal', z: 0 });
    const mid = facesAt(spec, 0.5, W, H, 1);
    expect(mid.out.visible && mid.in.visible).toBe(true);
    // The shared edge: the outgoing face's right edge and the incoming face's left edge.
    const outRight = screenX(mid.out.matrix, spec.perspective, W / 2, 0);
    const inLeft = screenX(mid.in.matrix, spec.perspective, -W / 2, 0);
    expect(outRight).toBeCloseTo(inLeft, 3);
    expect(outRight).toBeCloseTo(0, 3);
    expect(screenX(mid.in.matrix, spec.perspective, W / 2, 0)).toBeGreaterThan(0);
    const backward = facesAt(spec, 0.5, W, H, -1);
    expect(screenX(backward.in.matrix, spec.perspective, -W / 2, 0)).toBeLessThan(0);
  });

  it('shadows follow the turn: none flat, the maximum edge-on, off without su', () => {
    const spec = d3({ f: 'cube', d: 'vertical', su: 'true', smi: '0', sma: '1' });
    expect(facesAt(spec, 0, W, H, 1).out.shade).toBeCloseTo(0);
    expect(facesAt(spec, 0.5, W, H, 1).out.shade).toBeCloseTo(Math.SQRT1_2, 3);
    expect(facesAt(d3({ f: 'cube' }), 0.5, W, H, 1).out.shade).toBe(0);
  });

  it('recedes by the depth z and tilts by t at half way only', () => {
    const spec = d3({ f: 'fly', z: 500, t: 30 });
    const [, , zMid] = transformPoint(facesAt(spec, 0.5, W, H, 1).out.matrix, 0, 0, 0);
    expect(zMid).toBeLessThan(-400);
    const [, , zEnd] = transformPoint(facesAt(spec, 1, W, H, 1).in.matrix, 0, 0, 0);
    expect(zEnd).toBeCloseTo(0, 6);
  });
});
