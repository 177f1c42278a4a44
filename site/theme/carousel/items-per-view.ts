/**
 * How many cards the theme's carousels show side by side (SPEC §9 "Theme slider breakpoints: 0, 576, 768, 992,
 * 1200, 1400 px with 1, 1, 2, 3, 4, 4 items and space 15"; "Carousel default 3 slides, 1 on mobile, 2 on tablet"),
 * and how wide each card is then. Pure, so the numbers are tested without a browser.
 */
import { deviceAt, type Device } from '../../breakpoints.ts';

/** From this viewport width (px) on, `items` cards are shown. */
export interface ItemsBreakpoint {
  readonly from: number;
  readonly items: number;
}

/** The theme slider's table (SPEC §9). */
export const THEME_SLIDER_BREAKPOINTS: readonly ItemsBreakpoint[] = [
  { from: 0, items: 1 },
  { from: 576, items: 1 },
  { from: 768, items: 2 },
  { from: 992, items: 3 },
  { from: 1200, items: 4 },
  { from: 1400, items: 4 },
];

/** Gap between neighbouring cards (SPEC §9 "space 15"). */
export const THEME_SLIDER_SPACE_PX = 15;

/** The carousel widget's default per device (SPEC §9): 3 on desktop, 2 on tablet, 1 on mobile. */
export const CAROUSEL_DEFAULT_ITEMS: Readonly<Record<Device, number>> = { desktop: 3, tablet: 2, mobile: 1 };

/** Throws, naming the entry, unless the table starts at 0, rises strictly and gives whole item counts ≥ 1. */
export function checkBreakpoints(table: readonly ItemsBreakpoint[]): void {
  if (table[0]?.from !== 0) throw new RangeError('carousel breakpoints: the first entry must start at 0 px');
  table.forEach((entry, i) => {
    if (!Number.isInteger(entry.items) || entry.items < 1) throw new RangeError(`carousel breakpoints[${i}].items: expected a whole number ≥ 1, got ${entry.items}`);
    const before = table[i - 1];
    if (before && !(entry.from > before.from)) throw new RangeError(`carousel breakpoints[${i}].from: expected more than ${before.from} px, got ${entry.from}`);
  });
}

/** Cards per view at a viewport width: the last entry whose `from` the width has reached. */
export function itemsPerView(viewportWidth: number, table: readonly ItemsBreakpoint[] = THEME_SLIDER_BREAKPOINTS): number {
  checkBreakpoints(table);
  let items = table[0]?.items ?? 1;
  for (const entry of table) if (viewportWidth >= entry.from) items = entry.items;
  return items;
}

/** The carousel widget's default: 3 / 2 / 1 by device (site/breakpoints.ts). */
export function defaultCarouselItems(viewportWidth: number): number {
  return CAROUSEL_DEFAULT_ITEMS[deviceAt(viewportWidth)];
}

/** Width of one card when `items` cards and their gaps fill `containerWidth` exactly (whole px, at least 1). */
export function cardWidth(containerWidth: number, items: number, space: number = THEME_SLIDER_SPACE_PX): number {
  if (!(containerWidth > 0)) return 1;
  return Math.max(1, Math.floor((containerWidth - (items - 1) * space) / items));
}
