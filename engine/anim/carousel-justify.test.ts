import { describe, expect, it } from 'vitest';
import { readCarousel } from '../model/normalize-carousel.ts';
import { cardSize, carouselFrame, placeSlide } from './carousel.ts';
import { averageSlot, centreAt, createStrip, justifiedWidths, widthBetween } from './carousel-justify.ts';

const settings = (wire: Record<string, unknown> = {}) => readCarousel({ justify: true, space: 10, ...wire }, 'module.settings.carousel');
/** 300 px high cards: a 3:2 landscape, a square, a 2:3 portrait, and one whose image size is unknown. */
const ratios = [1.5, 1, 2 / 3, null];
const measures = { viewWidth: 1200, viewHeight: 400, gridWidth: 400, gridHeight: 300, ratios };

describe('justified carousel strip (SPEC §3 size "justify", FORMAT.md §9 justify / jMWidth)', () => {
  it('gives every card the height of the others and the width of its image ratio; unknown ratios keep the grid width', () => {
    expect(justifiedWidths(ratios, 300, 400, null)).toEqual([450, 300, 200, 400]);
    // jMWidth: never wider than the module.
    expect(justifiedWidths([4, 1], 300, 400, 1000)).toEqual([1000, 300]);
  });

  it('measures centres along the strip, interpolating between cards and repeating it when looping', () => {
    const strip = createStrip([450, 300, 200, 400], 10);
    expect(strip.length).toBe(1390);
    expect(centreAt(strip, 0)).toBe(225);
    expect(centreAt(strip, 1)).toBe(610);
    expect(centreAt(strip, 0.5)).toBe(417.5);
    // The slot before the first is the last card of the previous lap.
    expect(centreAt(strip, -1)).toBe(1180 - 1390);
    expect(centreAt(strip, 4)).toBe(1390 + 225);
    expect(widthBetween(strip, 0.5)).toBe(375);
    expect(averageSlot(strip)).toBe(347.5);
  });

  it('the frame spans the stage and carries the strip; the drag unit is the average slot', () => {
    const f = carouselFrame(settings(), measures);
    expect(f.strip?.widths).toEqual([450, 300, 200, 400]);
    expect(f.wrap).toEqual({ left: 0, top: 0, width: 1200, height: 400 });
    expect(f.slot).toBe(347.5);
    expect(cardSize(f, 2)).toEqual({ w: 200, h: 300 });
    // No strip without justify, when spinning, or before the view has given ratios.
    expect(carouselFrame(settings({ justify: false }), measures).strip).toBeNull();
    expect(carouselFrame(settings({ spin: '3d', spinA: 30 }), measures).strip).toBeNull();
    expect(carouselFrame(settings(), { ...measures, ratios: undefined }).strip).toBeNull();
  });

  it('centres the focused card and lays its neighbours edge to edge, `space` apart, whatever their widths', () => {
    const s = settings();
    const f = carouselFrame(s, measures);
    const at = (index: number, o: number, p: number) => placeSlide(index, o, s, f, p);
    const focus = at(0, 0, 0);
    expect(focus.x).toBe(600 - 225);
    const next = at(1, 1, 0);
    expect(next.x).toBe(focus.x + 450 + 10);
    const prev = at(3, -1, 0);
    expect(prev.x + 400 + 10).toBe(focus.x);
    // Halfway between slides 0 and 1: the point halfway between their centres sits in the middle of the stage.
    const half = at(0, -0.5, 0.5);
    expect(half.x + 225).toBeCloseTo(600 - (610 - 225) / 2, 9);
  });

  it('left alignment puts the focused card at the start; reverse mirrors the strip', () => {
    const left = settings({ align: 'left' });
    const f = carouselFrame(left, measures);
    expect(placeSlide(1, 0, left, f, 1).x).toBe(0);
    expect(placeSlide(2, 1, left, f, 1).x).toBe(310);
    const reverse = settings({ aDir: 'reverse' });
    const r = carouselFrame(reverse, measures);
    expect(placeSlide(1, 1, reverse, r, 0).x).toBe(600 - 385 - 150);
  });
});
