import { describe, expect, it } from 'vitest';
import { readCarousel } from '../model/normalize-carousel.ts';
import type { CarouselSettings } from '../model/types-carousel.ts';
import {
  carouselFrame, carouselWindow, indexAt, isInfinite, moveDuration, normalizePosition, placeSlide, positionFor, releaseDuration,
  releaseTarget, resist,
} from './carousel.ts';

const settings = (wire: Record<string, unknown> = {}): CarouselSettings => readCarousel(wire, 'module.settings.carousel');
const measures = { viewWidth: 1280, viewHeight: 500, gridWidth: 400, gridHeight: 300 };
const windowOf = (p: number, count: number, s: CarouselSettings) => carouselWindow(p, count, s).map((slot) => [slot.index, +slot.offset.toFixed(3)]);

describe('carouselFrame', () => {
  it('centres a wrap of maxV slots (with gaps) and the focused card in it', () => {
    const f = carouselFrame(settings({ space: 20 }), measures);
    expect(f.card).toEqual({ w: 400, h: 300 });
    expect(f.wrap).toEqual({ left: 20, top: 0, width: 1240, height: 500 });
    expect(f.focus).toEqual({ x: 420, y: 100 });
    expect(f.slot).toBe(420);
  });
  it('caps the wrap at the stage, aligns it left or right, and stretches cards to the module', () => {
    expect(carouselFrame(settings({ maxV: 5 }), measures).wrap.width).toBe(1280);
    const left = carouselFrame(settings({ align: 'left' }), measures);
    expect([left.wrap.left, left.focus.x]).toEqual([0, 0]);
    const right = carouselFrame(settings({ align: 'right' }), measures);
    expect([right.wrap.left, right.focus.x]).toEqual([80, 800]);
    expect(carouselFrame(settings({ stretch: true }), measures).card.w).toBe(1280);
  });
  it('vertical: cards as tall as the stage minus the siblings (pNV) above and below', () => {
    const f = carouselFrame(settings({ type: 'v', pNV: '60px' }), measures);
    expect(f.card).toEqual({ w: 400, h: 380 });
    expect(f.focus).toEqual({ x: 440, y: 60 });
    expect(f.slot).toBe(380);
  });
});

describe('carouselWindow', () => {
  const s = settings({ infinity: true, maxV: 3 });
  it('holds the focus and maxV/2 + 1.5 slots either side, wrapping round at both ends', () => {
    expect(windowOf(0, 8, s)).toEqual([[6, -2], [7, -1], [0, 0], [1, 1], [2, 2]]);
    expect(windowOf(7, 8, s)).toEqual([[5, -2], [6, -1], [7, 0], [0, 1], [1, 2]]);
    expect(windowOf(7.6, 8, s)).toEqual([[6, -1.6], [7, -0.6], [0, 0.4], [1, 1.4], [2, 2.4]]);
    expect(windowOf(-0.4, 8, s)).toEqual(windowOf(7.6, 8, s));
  });
  it('a bounded carousel stops at its ends', () => {
    expect(windowOf(0, 8, settings())).toEqual([[0, 0], [1, 1], [2, 2]]);
    expect(windowOf(7, 8, settings())).toEqual([[5, -2], [6, -1], [7, 0]]);
  });
  it('one and two slides never loop (a slide would be needed twice)', () => {
    expect(isInfinite(s, 1)).toBe(false);
    expect(isInfinite(s, 2)).toBe(false);
    expect(isInfinite(s, 5)).toBe(true);
    expect(windowOf(0, 1, s)).toEqual([[0, 0]]);
    expect(windowOf(0, 2, s)).toEqual([[0, 0], [1, 1]]);
    expect(windowOf(1, 2, s)).toEqual([[0, -1], [1, 0]]);
  });
  it('1,000 slides: the window stays at most maxV + 2 slides wherever the position is', () => {
    for (const p of [0, 0.5, 1.25, 499.5, 998.7, 999, 999.5, -0.3]) {
      const w = carouselWindow(p, 1000, s);
      expect(w.length).toBeLessThanOrEqual(5);
      expect(new Set(w.map((slot) => slot.index)).size).toBe(w.length);
    }
    expect(windowOf(999.5, 1000, s)).toEqual([[998, -1.5], [999, -0.5], [0, 0.5], [1, 1.5]]);
    expect(carouselWindow(10, 1000, settings({ maxV: 7, infinity: true })).length).toBeLessThanOrEqual(9);
  });
});

describe('index maths', () => {
  it('indexAt wraps a looping position and clamps a bounded one', () => {
    expect(indexAt(7.6, 8, true)).toBe(0);
    expect(indexAt(-1, 8, true)).toBe(7);
    expect(indexAt(-1, 8, false)).toBe(0);
    expect(indexAt(9, 8, false)).toBe(7);
  });
  it('positionFor takes the short way round when looping (next from the last moves forward one)', () => {
    expect(positionFor(0, 7, 8, true)).toBe(8);
    expect(positionFor(7, 0, 8, true)).toBe(-1);
    expect(positionFor(3, 0, 8, true)).toBe(3);
    expect(positionFor(5, 0, 8, true)).toBe(-3);
    expect(positionFor(4, 0, 8, true, 1)).toBe(4);
    expect(positionFor(4, 0, 8, true, -1)).toBe(-4);
    // A move in progress is retargeted from where it is.
    expect(positionFor(2, 0.5, 8, true)).toBe(2);
    expect(positionFor(0, 7, 8, false)).toBe(0);
    expect(positionFor(500, 999, 1000, true)).toBe(500);
    expect(positionFor(1, 999, 1000, true)).toBe(1001);
  });
  it('normalizePosition keeps a looping position within one turn without moving any card', () => {
    const s = settings({ infinity: true });
    const f = carouselFrame(s, measures);
    expect(normalizePosition(8, 8, true)).toBe(0);
    expect(normalizePosition(-1, 8, true)).toBe(7);
    const at = (p: number) => carouselWindow(p, 8, s).map((slot) => placeSlide(slot.index, slot.offset, s, f));
    expect(at(-1)).toEqual(at(7));
  });
});

describe('releaseTarget (drag and flick)', () => {
  const s = settings({ infinity: true });
  const bounded = settings();
  const rel = (start: number, position: number, velocity: number, conf = s, count = 8) => releaseTarget({ start, position, velocity, count, settings: conf });
  it('a slow drag settles on the nearest slide: n slides dragged, n slides moved', () => {
    expect(rel(0, 0.3, 0)).toBe(0);
    expect(rel(0, 1.3, 0.2)).toBe(1);
    expect(rel(0, 2.04, 0)).toBe(2);
    expect(rel(3, 1.6, 0)).toBe(2);
  });
  it('a flick carries on to the next slide in its direction', () => {
    expect(rel(0, 0.3, 4)).toBe(1);
    expect(rel(0, 1.2, 40)).toBe(2);
    expect(rel(2, 1.7, -3)).toBe(1);
    expect(rel(0, -0.2, -3)).toBe(-1);
    // Barely moved: not a flick, whatever the speed.
    expect(rel(0, 0.01, 9)).toBe(0);
  });
  it('a bounded carousel never rests past its ends', () => {
    expect(rel(0, -0.2, -3, bounded)).toBe(0);
    expect(rel(7, 7.3, 5, bounded)).toBe(7);
  });
  it('snap off glides on and stops where it stops', () => {
    const free = settings({ snap: false, infinity: true });
    expect(rel(0, 1.3, 0, free)).toBeCloseTo(1.3);
    expect(rel(0, 1.3, 2, free)).toBeCloseTo(1.9);
    expect(rel(0, 1, 100, free)).toBeCloseTo(4);
  });
  it('resist: past the ends of a bounded carousel the drag moves at a quarter', () => {
    expect(resist(-1, 8, false)).toBe(-0.25);
    expect(resist(9, 8, false)).toBe(7.5);
    expect(resist(-1, 8, true)).toBe(-1);
  });
});

describe('durations', () => {
  it('dur 800 by default, capped at the slide length (SPEC §9)', () => {
    expect(moveDuration(settings(), 9000)).toBe(800);
    expect(moveDuration(settings({ dur: '1200' }), 500)).toBe(500);
    expect(releaseDuration(settings(), 9000, 0.1)).toBe(280);
    expect(releaseDuration(settings(), 9000, 3)).toBe(800);
  });
});

describe('placeSlide falloffs', () => {
  const f = (s: CarouselSettings) => carouselFrame(s, measures);
  it('no effects: cards one slot apart, opaque within maxV, fading out over the next slot', () => {
    const s = settings({ opacity: false });
    const at = (o: number) => placeSlide(0, o, s, f(s));
    expect([at(0).x, at(1).x, at(-1).x]).toEqual([400, 800, 0]);
    expect([at(1).opacity, at(1.5).opacity, at(2).opacity]).toEqual([1, 0.5, 0]);
    expect(at(0).scale).toBe(1);
  });
  it('scale: "Lowest" 60 % for every sibling, or falling with the distance', () => {
    const flat = settings({ scale: true, minS: 60 });
    expect(placeSlide(0, 1, flat, f(flat)).scale).toBeCloseTo(0.6);
    expect(placeSlide(0, 0.5, flat, f(flat)).scale).toBeCloseTo(0.8);
    expect(placeSlide(0, 2, flat, f(flat)).scale).toBeCloseTo(0.6);
    const dist = settings({ scale: true, minS: '60%', vScale: true });
    // Distance scale ceil(3 / 2) = 2 slots (RS6).
    expect(placeSlide(0, 1, dist, f(dist)).scale).toBeCloseTo(0.8);
    expect(placeSlide(0, 2, dist, f(dist)).scale).toBeCloseTo(0.6);
  });
  it('scale offset keeps shrunk cards edge to edge', () => {
    const s = settings({ scale: true, minS: 50, oScale: true, opacity: false, maxV: 5 });
    const frame = f(s);
    const edge = (o: number) => {
      const p = placeSlide(0, o, s, frame);
      const centre = p.x + frame.card.w / 2;
      return [centre - (frame.card.w * p.scale) / 2, centre + (frame.card.w * p.scale) / 2] as const;
    };
    expect(edge(1)[0]).toBeCloseTo(edge(0)[1]);
    expect(edge(2)[0]).toBeCloseTo(edge(1)[1]);
    expect(edge(-1)[1]).toBeCloseTo(edge(0)[0]);
  });
  it('opacity: "Lowest Fade" 40 % for siblings; maxO 100 (the default) fades nothing', () => {
    const s = settings({ opacity: true, maxO: 40 });
    expect(placeSlide(0, 1, s, f(s)).opacity).toBeCloseTo(0.4);
    expect(placeSlide(0, 0, s, f(s)).opacity).toBe(1);
    const dist = settings({ opacity: true, maxO: 40, varO: true });
    expect(placeSlide(0, 1, dist, f(dist)).opacity).toBeCloseTo(0.7);
    expect(placeSlide(0, 1, settings(), f(settings())).opacity).toBe(1);
  });
  it('rotation: siblings turn towards the focus up to maxR, mirrored on the other side', () => {
    const s = settings({ rotation: true, maxR: 30 });
    expect(placeSlide(0, 1, s, f(s)).rotateY).toBeCloseTo(-30);
    expect(placeSlide(0, -0.5, s, f(s)).rotateY).toBeCloseTo(15);
    const dist = settings({ rotation: true, maxR: 30, varR: true });
    expect(placeSlide(0, 1, dist, f(dist)).rotateY).toBeCloseTo(-15);
  });
  it('spin 3d puts the cards on a prism; 2d on a wheel; skew on the siblings', () => {
    const s = settings({ spin: '3d', spinA: 60, maxV: 5, opacity: false });
    const frame = f(s);
    const side = placeSlide(0, 1, s, frame);
    expect(side.rotateY).toBeCloseTo(60);
    expect(side.z).toBeLessThan(0);
    expect(placeSlide(0, 1.6, s, frame).opacity).toBe(0);
    const wheel = settings({ spin: '2d', spinA: 20, opacity: false });
    const spoke = placeSlide(0, 1, wheel, f(wheel));
    expect(spoke.rotateZ).toBeCloseTo(20);
    expect(spoke.y).toBeGreaterThan(f(wheel).focus.y);
    const skew = settings({ skewX: 10 });
    expect(placeSlide(0, 1, skew, f(skew)).skewX).toBe(10);
    expect(placeSlide(0, 0, skew, f(skew)).skewX).toBe(0);
  });
  it('reverse (aDir) lays later slides out before the focus', () => {
    const s = settings({ aDir: 'reverse', opacity: false });
    expect(placeSlide(0, 1, s, f(s)).x).toBe(0);
  });
  it('placements are continuous in the offset (no jumps while moving)', () => {
    const s = settings({ scale: true, minS: 50, oScale: true, vScale: true, opacity: true, maxO: 30, rotation: true, maxR: 20 });
    const frame = f(s);
    for (let o = -2.4; o < 2.4; o += 0.05) {
      const a = placeSlide(0, o, s, frame);
      const b = placeSlide(0, o + 1e-4, s, frame);
      expect(Math.abs(a.x - b.x)).toBeLessThan(0.5);
      expect(Math.abs(a.scale - b.scale)).toBeLessThan(1e-2);
      expect(Math.abs(a.opacity - b.opacity)).toBeLessThan(1e-2);
    }
  });
});
