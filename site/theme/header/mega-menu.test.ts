import { describe, expect, it } from 'vitest';
import { MEGA_MENU_WIDTH_FACTORS, megaMenuLayout, parseMegaMenuPosition, parseMegaMenuWidth } from './mega-menu.ts';

// A 1200 px container starting at 40 px; an item 100 px wide at 600 px.
const container = { left: 40, width: 1200 };
const item = { left: 600, width: 100 };

describe('megaMenuLayout', () => {
  it('uses the width factors 0.9 / 0.75 / 0.5 / 0.25 of the container', () => {
    expect(MEGA_MENU_WIDTH_FACTORS).toEqual({ full: 0.9, 'three-quarter': 0.75, half: 0.5, quarter: 0.25 });
    expect(megaMenuLayout('full', 'center', container, item).width).toBe(1080);
    expect(megaMenuLayout('three-quarter', 'center', container, item).width).toBe(900);
    expect(megaMenuLayout('half', 'center', container, item).width).toBe(600);
    expect(megaMenuLayout('quarter', 'center', container, item).width).toBe(300);
  });

  it('lines the panel up with the item: left, center, right', () => {
    expect(megaMenuLayout('quarter', 'left', container, item).offsetLeft).toBe(0);
    expect(megaMenuLayout('quarter', 'center', container, item).offsetLeft).toBe(-100); // 650 − 150 − 600
    expect(megaMenuLayout('quarter', 'right', container, item).offsetLeft).toBe(-200); // 700 − 300 − 600
  });

  it('keeps the panel inside the container', () => {
    // Centred under the item the full panel would start at 110 and end at 1190: inside.
    expect(megaMenuLayout('full', 'center', container, item).offsetLeft).toBe(-490);
    // Left-aligned at 600 a 900 px panel would end at 1500 > 1240: pushed back to end at 1240.
    expect(megaMenuLayout('three-quarter', 'left', container, item).offsetLeft).toBe(1240 - 900 - 600);
    // Right-aligned on an item near the start it would begin before the container.
    expect(megaMenuLayout('half', 'right', container, { left: 60, width: 80 }).offsetLeft).toBe(40 - 60);
  });
});

describe('parsing data attributes', () => {
  it('accepts the documented names and names a bad one', () => {
    expect(parseMegaMenuWidth('three-quarter')).toBe('three-quarter');
    expect(parseMegaMenuPosition('right')).toBe('right');
    expect(() => parseMegaMenuWidth('third')).toThrow('Mega-menu width "third" is not one of full, three-quarter, half, quarter');
    expect(() => parseMegaMenuWidth('toString')).toThrow(/toString/);
    expect(() => parseMegaMenuPosition('middle')).toThrow('Mega-menu position "middle" is not one of left, center, right');
  });
});
