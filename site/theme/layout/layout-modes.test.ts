import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SETTINGS } from '../../page-settings.ts';
import { layoutClassNames, layoutModes, stickySidebarTop, topNavAnimated } from './layout-modes.ts';

const bp = DEFAULT_PAGE_SETTINGS.mobile_breakpoints;

describe('layoutModes (SPEC §9 mobile breakpoints 768 and 1025)', () => {
  it('stacks sections and lets fixed rows and columns go below 768; full height only from 1025', () => {
    expect(layoutModes(767, bp)).toEqual({ fullHeight: false, stackSections: true, fixedRows: false, fixedColumns: false });
    expect(layoutModes(769, bp)).toEqual({ fullHeight: false, stackSections: false, fixedRows: true, fixedColumns: true });
    expect(layoutModes(1024, bp)).toEqual({ fullHeight: false, stackSections: false, fixedRows: true, fixedColumns: true });
    expect(layoutModes(1025, bp)).toEqual({ fullHeight: true, stackSections: false, fixedRows: true, fixedColumns: true });
    expect(layoutClassNames(layoutModes(1280, bp))).toEqual(['tm-full-height-on', 'tm-fixed-rows-on', 'tm-fixed-columns-on']);
    expect(layoutClassNames(layoutModes(390, bp))).toEqual(['tm-stack-sections']);
  });

  it('follows breakpoints the server moved, and names a width that is not one', () => {
    const moved = { ...bp, stack_sections: 600, full_height: 1400 };
    expect(layoutModes(700, moved).stackSections).toBe(false);
    expect(layoutModes(1300, moved).fullHeight).toBe(false);
    expect(() => layoutModes(Number.NaN, bp)).toThrow('layoutModes: expected a viewport width in px, got NaN');
  });
});

describe('stickySidebarTop (SPEC §9 sticky sidebar top offset 50 px, only wider than 768 px)', () => {
  it('sticks 50 px from the top only on viewports wider than 768 px', () => {
    expect(stickySidebarTop(1280, bp)).toBe(50);
    expect(stickySidebarTop(769, bp)).toBe(50);
    expect(stickySidebarTop(768, bp)).toBeNull();
    expect(stickySidebarTop(390, bp)).toBeNull();
    expect(stickySidebarTop(900, { ...bp, fixed_columns: 1000 })).toBeNull(); // fixed columns off there
    expect(stickySidebarTop(1280, bp, 76)).toBe(126); // kept below a shown 76 px sticky header
  });
});

describe('topNavAnimated (SPEC §9 top-nav animation threshold 50 px)', () => {
  it('starts once the page is scrolled past 50 px', () => {
    expect([0, 50, 51, 400].map(topNavAnimated)).toEqual([false, false, true, true]);
  });
});
