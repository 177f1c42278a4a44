/**
 * The hosting site's responsive widths (SPEC §9 "Module": "Named sizes: xs 0, sm 480, md 768, lg 1025, xl 1440,
 * xxl 1600. Breakpoints mobile 767, tablet 1024, others disabled"; "Hosting site": "Mobile layout below 1024 px").
 * One place for them, so the theme's behaviours (mobile header, equal heights, mouse helper, carousels) never
 * carry their own copies of these numbers. CSS media queries cannot import them: those cite this file.
 */

/** Named sizes: each is the smallest viewport width (px) at which the size applies. */
export const NAMED_SIZES = { xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 } as const;

export type SizeName = keyof typeof NAMED_SIZES;

/** Device breakpoints: each is the LARGEST viewport width (px) of the device; wider is the next one up. */
export const DEVICE_BREAKPOINTS = { mobile: 767, tablet: 1024 } as const;

/** Mobile ≤ 767 px, tablet 768–1024 px, desktop from 1025 px (the other page-builder breakpoints are disabled). */
export type Device = 'mobile' | 'tablet' | 'desktop';

/** The theme's mobile layout (off-canvas menu, mobile sticky header) applies below this width (SPEC §9). */
export const MOBILE_LAYOUT_BELOW_PX = DEVICE_BREAKPOINTS.tablet;

const SIZES_WIDEST_FIRST = (Object.entries(NAMED_SIZES) as [SizeName, number][]).sort((a, b) => b[1] - a[1]);

function checkedWidth(width: number, caller: string): number {
  if (typeof width !== 'number' || Number.isNaN(width)) throw new TypeError(`${caller}: expected a viewport width in px, got ${String(width)}`);
  return width;
}

/** The named size of a viewport width: the largest size whose start is at or below it (negative widths are xs). */
export function sizeAt(width: number): SizeName {
  const w = checkedWidth(width, 'sizeAt');
  return SIZES_WIDEST_FIRST.find(([, from]) => w >= from)?.[0] ?? 'xs';
}

export function deviceAt(width: number): Device {
  const w = checkedWidth(width, 'deviceAt');
  if (w <= DEVICE_BREAKPOINTS.mobile) return 'mobile';
  if (w <= DEVICE_BREAKPOINTS.tablet) return 'tablet';
  return 'desktop';
}

/** Whether the theme shows its mobile layout at this width (< 1024 px). */
export function isMobileLayout(width: number): boolean {
  return checkedWidth(width, 'isMobileLayout') < MOBILE_LAYOUT_BELOW_PX;
}
