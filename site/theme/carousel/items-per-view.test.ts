import { describe, expect, it } from 'vitest';
import { cardWidth, checkBreakpoints, defaultCarouselItems, itemsPerView, THEME_SLIDER_BREAKPOINTS, THEME_SLIDER_SPACE_PX } from './items-per-view.ts';

describe('theme carousel items per view (SPEC §9)', () => {
  it('theme slider: 0/576/768/992/1200/1400 px → 1/1/2/3/4/4 items, 15 px apart', () => {
    expect(THEME_SLIDER_BREAKPOINTS.map((b) => [b.from, b.items])).toEqual([[0, 1], [576, 1], [768, 2], [992, 3], [1200, 4], [1400, 4]]);
    expect(THEME_SLIDER_SPACE_PX).toBe(15);
    const cases: [number, number][] = [[320, 1], [575, 1], [576, 1], [767, 1], [768, 2], [991, 2], [992, 3], [1199, 3], [1200, 4], [1400, 4], [2560, 4]];
    for (const [width, items] of cases) expect(itemsPerView(width), `${width}px`).toBe(items);
  });

  it('carousel default: 3 on desktop, 2 on tablet, 1 on mobile', () => {
    expect([375, 767, 768, 1024, 1025, 1920].map(defaultCarouselItems)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('takes another table, and names a broken one', () => {
    expect(itemsPerView(900, [{ from: 0, items: 2 }, { from: 800, items: 5 }])).toBe(5);
    expect(() => checkBreakpoints([{ from: 100, items: 1 }])).toThrow('the first entry must start at 0 px');
    expect(() => checkBreakpoints([{ from: 0, items: 0 }])).toThrow('breakpoints[0].items: expected a whole number ≥ 1, got 0');
    expect(() => checkBreakpoints([{ from: 0, items: 1 }, { from: 0, items: 2 }])).toThrow('breakpoints[1].from: expected more than 0 px, got 0');
  });

  it('card width: the cards and their gaps fill the container', () => {
    expect(cardWidth(1192, 3)).toBe(387); // (1192 − 2 × 15) / 3
    expect(cardWidth(720, 2)).toBe(352);
    expect(cardWidth(327, 1)).toBe(327);
    expect(cardWidth(1192, 4, 15) * 4 + 3 * 15).toBeLessThanOrEqual(1192);
    expect(cardWidth(0, 3)).toBe(1);
  });
});
