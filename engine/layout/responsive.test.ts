import { describe, expect, it } from 'vitest';
import { designedLevel, levelForWidth } from './responsive.ts';

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
