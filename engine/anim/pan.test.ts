import { describe, it, expect } from 'vitest';
import type { PanFrame, SlidePan } from '../model/types.ts';
import { NEUTRAL_PAN, panEndTime, panStateAt } from './pan.ts';
import { resolveEase } from './eases.ts';
import { NEUTRAL_PAN_FRAME } from '../model/normalize-pan.ts';

const frame = (over: Partial<PanFrame>): PanFrame => ({ ...NEUTRAL_PAN_FRAME, ...over });

/** The Ken Burns of standard-bullets-mix.json slide 1: 100% → 115% from 300 ms to 7300 ms, linear. */
const kenBurns: SlidePan = {
  origin: { x: 0.5, y: 0.5 },
  frames: [frame({ start: 300 }), frame({ start: 300, duration: 7000, scale: { x: 1.15, y: 1.15 } })],
};

describe('panStateAt', () => {
  it('holds the start state until the tween starts, and the end state after the last frame', () => {
    for (const t of [-50, 0, 150, 300]) expect(panStateAt(kenBurns, t).scaleX).toBe(1);
    expect(panStateAt(kenBurns, 7300).scaleX).toBeCloseTo(1.15, 10);
    expect(panStateAt(kenBurns, 60_000)).toEqual({ ...NEUTRAL_PAN, scaleX: 1.15, scaleY: 1.15 });
    expect(panEndTime(kenBurns)).toBe(7300);
  });

  it('is linear mid-way with ease "none"', () => {
    expect(panStateAt(kenBurns, 3800).scaleX).toBeCloseTo(1.075, 10);
    expect(panStateAt(kenBurns, 300 + 7000 * 0.25).scaleY).toBeCloseTo(1.0375, 10);
  });

  it('applies the frame ease (legacy spelling too) to every channel', () => {
    const pan: SlidePan = {
      origin: { x: 0.2, y: 0.8 },
      frames: [frame({}), frame({ duration: 1000, ease: 'Power2.easeOut', x: { px: 100, fraction: 0.1 }, rotation: 20, blur: 4 })],
    };
    const p = resolveEase('power2.out')(0.5);
    const s = panStateAt(pan, 500);
    expect(p).toBeCloseTo(0.875, 10); // gsap's power2 is cubic: 1 − 0.5³
    expect(s).toMatchObject({ originX: 0.2, originY: 0.8 });
    expect(s.x).toBeCloseTo(100 * p, 10);
    expect(s.xFraction).toBeCloseTo(0.1 * p, 10);
    expect(s.rotation).toBeCloseTo(20 * p, 10);
    expect(s.blur).toBeCloseTo(4 * p, 10);
  });

  it('chains frames: each tweens from the state the previous one left, zero-length frames jump', () => {
    const pan: SlidePan = {
      origin: { x: 0.5, y: 0.5 },
      frames: [
        frame({ scale: { x: 2, y: 2 } }),
        frame({ start: 0, duration: 1000, scale: { x: 1, y: 1 } }),
        frame({ start: 1500, duration: 0, x: { px: 30, fraction: 0 }, scale: { x: 1, y: 1 } }),
        frame({ start: 2000, duration: 1000, x: { px: 0, fraction: -0.2 }, scale: { x: 1, y: 1 } }),
      ],
    };
    expect(panStateAt(pan, 0).scaleX).toBe(2);
    expect(panStateAt(pan, 500).scaleX).toBeCloseTo(1.5, 10);
    expect(panStateAt(pan, 1499)).toMatchObject({ scaleX: 1, x: 0 });
    expect(panStateAt(pan, 1500)).toMatchObject({ scaleX: 1, x: 30 });
    const half = panStateAt(pan, 2500);
    expect(half.x).toBeCloseTo(15, 10);
    expect(half.xFraction).toBeCloseTo(-0.1, 10);
    expect(panStateAt(pan, 3000)).toMatchObject({ x: 0, xFraction: -0.2 });
    expect(panEndTime(pan)).toBe(3000);
  });

  it('a single-frame pan is a still state; NaN time gives the start, never NaN values', () => {
    const still: SlidePan = { origin: { x: 0.5, y: 0.5 }, frames: [frame({ start: 900, duration: 400, rotation: 5 })] };
    expect(panEndTime(still)).toBe(0);
    expect(panStateAt(still, 0).rotation).toBe(5);
    const s = panStateAt(kenBurns, Number.NaN);
    expect(Object.values(s).every(Number.isFinite)).toBe(true);
    expect(s.scaleX).toBe(1);
    expect(panStateAt(kenBurns, Number.POSITIVE_INFINITY).scaleX).toBeCloseTo(1.15, 10);
  });
});
