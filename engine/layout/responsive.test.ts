import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import { designedLevel, layoutScale, levelForWidth, moduleHeight } from './responsive.ts';

describe('designedLevel (SR7 uSize)', () => {
  it('a level the author designed is itself; an undesigned one shows the nearest designed larger screen', () => {
    // SR7's default: desktop only. Every width shows the desktop design.
    const desktopOnly = [false, true, false, false, false] as const;
    expect([0, 1, 2, 3, 4].map((l) => designedLevel(l as 0, desktopOnly))).toEqual([1, 1, 1, 1, 1]);
    // standard-bullets-mix.json: desktop and mobile designed; notebook and tablet show the desktop design.
    const twoDesigns = [false, true, false, false, true] as const;
    expect([0, 1, 2, 3, 4].map((l) => designedLevel(l as 0, twoDesigns))).toEqual([1, 1, 1, 1, 4]);
    const all = [true, true, true, true, true] as const;
    expect([0, 1, 2, 3, 4].map((l) => designedLevel(l as 0, all))).toEqual([0, 1, 2, 3, 4]);
  });

  it('the level is the number of page breakpoints wider than the window (SR7.G.breakPoints: 1240, 1024, 778, 480)', () => {
    expect([1400, 1240, 1239, 1024, 778, 777, 480, 479, 320].map((w) => levelForWidth(w))).toEqual([0, 0, 1, 1, 2, 3, 3, 4, 4]);
    // The runtime's own five-entry fallback shifts every level by one.
    expect([1240, 778, 480].map((w) => levelForWidth(w, [1600, 1240, 1024, 778, 480]))).toEqual([1, 3, 4]);
  });

  it('combined with uSize: lasak-eduma-mix (no uSize) at a 778 px window reads its 1320 px desktop grid', () => {
    expect(levelForWidth(778)).toBe(2);
    expect(designedLevel(levelForWidth(778), [false, true, false, false, false])).toBe(1);
  });
});

describe('moduleHeight', () => {
  const model = (size: Record<string, unknown>) => normalizeModule({ settings: { size: { width: [1240, 1240, 1024, 778, 480], height: [900, 900, 768, 960, 720], ...size } }, slides: { 1: { slide: { order: 1 }, layers: {} } } });

  it('scales the grid height with the width; min and max height bound it', () => {
    const m = model({});
    expect(moduleHeight(m, 1, layoutScale(620, 1, m), 800)).toBe(450);
    const bounded = model({ minHeight: [500, 500, 500, 500, 500], maxHeight: 1000 });
    expect(moduleHeight(bounded, 1, layoutScale(620, 1, bounded), 800)).toBe(500);
  });

  it('keepBPHeight keeps the level\'s grid height at any width (the layers still scale: the layout centres their grid)', () => {
    const m = model({ keepBPHeight: true });
    expect(m.size.keepBreakpointHeight).toBe(true);
    expect(layoutScale(620, 1, m)).toBe(0.5);
    expect(moduleHeight(m, 1, layoutScale(620, 1, m), 800)).toBe(900);
    expect(moduleHeight(model({ keepBPHeight: 'true', maxHeight: [700, 700, 700, 700, 700] }), 1, 0.5, 800)).toBe(700);
  });
});
