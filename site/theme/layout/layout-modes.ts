/**
 * The hosting theme's width-dependent layout switches (SPEC §9 "Hosting site": "Mobile breakpoint 768 px for fixed
 * rows, fixed columns and stack sections; 1025 px for full height"; "Sticky sidebar top offset 50 px, only wider
 * than 768 px"; "Top-nav animation threshold 50 px"), as pure functions of a width or a scroll position. The
 * breakpoints are the page settings' `mobile_breakpoints` (SPEC §3), so a server can move them; CSS media queries
 * could not read them, hence classes on <html> (use-layout-modes.ts) that layout.css keys on.
 */
import type { MobileBreakpoints } from '../../page-settings.ts';

/** The header's top-nav animation starts once the page is scrolled further than this (SPEC §9). */
export const TOP_NAV_ANIMATION_THRESHOLD_PX = 50;
/** A sticky sidebar sticks this far below the viewport's top (SPEC §9)… */
export const STICKY_SIDEBAR_TOP_PX = 50;
/** …and only on viewports wider than this (SPEC §9); narrower, it scrolls with its section. */
export const STICKY_SIDEBAR_WIDER_THAN_PX = 768;

/** Which switches are on at a viewport width. Each breakpoint is the width from which the desktop form applies. */
export interface LayoutModes {
  /** `.tm-full-height-section` fills the viewport (off below `full_height`, 1025: mobile browser bars resize it). */
  fullHeight: boolean;
  /** `.tm-section-columns` stack into one column (below `stack_sections`, 768). */
  stackSections: boolean;
  /** `.tm-fixed-row` keeps its background fixed to the viewport (off below `fixed_rows`, 768). */
  fixedRows: boolean;
  /** `.tm-fixed-column` stays in view while its section scrolls: the sticky sidebar (see stickySidebarTop). */
  fixedColumns: boolean;
}

function checkedWidth(width: number): number {
  if (typeof width !== 'number' || !Number.isFinite(width)) throw new TypeError(`layoutModes: expected a viewport width in px, got ${String(width)}`);
  return width;
}

export function layoutModes(viewportWidth: number, breakpoints: MobileBreakpoints): LayoutModes {
  const w = checkedWidth(viewportWidth);
  return {
    fullHeight: w >= breakpoints.full_height,
    stackSections: w < breakpoints.stack_sections,
    fixedRows: w >= breakpoints.fixed_rows,
    fixedColumns: stickySidebarTop(w, breakpoints) !== null,
  };
}

/**
 * The sticky sidebar's `top` (px) at a width, or null where it does not stick: fixed columns on, and wider than 768.
 * `headerBottom`: where a shown sticky header ends (0 when none shows), so the 50 px are kept below it, not under it.
 * (layout.css computes the same from CSS variables; use-sticky-header-bottom.ts publishes the header's edge.)
 */
export function stickySidebarTop(viewportWidth: number, breakpoints: MobileBreakpoints, headerBottom = 0): number | null {
  const w = checkedWidth(viewportWidth);
  return w >= breakpoints.fixed_columns && w > STICKY_SIDEBAR_WIDER_THAN_PX ? STICKY_SIDEBAR_TOP_PX + headerBottom : null;
}

/** The <html> class of each switch while it is on. */
export const LAYOUT_CLASSES: Readonly<Record<keyof LayoutModes, string>> = {
  fullHeight: 'tm-full-height-on',
  stackSections: 'tm-stack-sections',
  fixedRows: 'tm-fixed-rows-on',
  fixedColumns: 'tm-fixed-columns-on',
};

export function layoutClassNames(modes: LayoutModes): string[] {
  return (Object.keys(LAYOUT_CLASSES) as (keyof LayoutModes)[]).filter((key) => modes[key]).map((key) => LAYOUT_CLASSES[key]);
}

/** Whether the header runs its top-nav animation at this scroll position (strictly past 50 px). */
export function topNavAnimated(scrollTop: number): boolean {
  return scrollTop > TOP_NAV_ANIMATION_THRESHOLD_PX;
}
