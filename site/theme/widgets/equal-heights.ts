/**
 * When the theme evens out the heights of a row of boxes (SPEC §9 "Equal heights apply at 1025 px and wider,
 * between 768 and 1024 px unless a tablet-disable class is set, and under 768 px unless a mobile-disable class
 * is set"). use-equal-heights.ts applies it and re-runs it 400 ms after the last resize.
 */

import { deviceAt } from '../../breakpoints.ts';

/** Classes on the container that switch the rule off at tablet and mobile widths. */
export const EQUAL_HEIGHTS_TABLET_DISABLE = 'equal-height-disable-tablet';
export const EQUAL_HEIGHTS_MOBILE_DISABLE = 'equal-height-disable-mobile';

export interface EqualHeightsOptOut {
  tabletDisabled: boolean;
  mobileDisabled: boolean;
}

/** Desktop from 1025 px, tablet 768–1024 px, mobile below: the device breakpoints of site/breakpoints.ts. */
export function equalHeightsApply(viewportWidth: number, optOut: EqualHeightsOptOut): boolean {
  const device = deviceAt(viewportWidth);
  if (device === 'desktop') return true;
  if (device === 'tablet') return !optOut.tabletDisabled;
  return !optOut.mobileDisabled;
}

/** The height every box gets: the tallest natural one (0 for none). */
export function tallestHeight(heights: readonly number[]): number {
  return heights.reduce((max, h) => (h > max ? h : max), 0);
}
