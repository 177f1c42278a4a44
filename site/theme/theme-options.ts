/**
 * Which theme setup a page runs. In WordPress these come from the theme options panel and from who is logged
 * in; our one-page site reads them from the URL so both sticky-header setups and the admin bar can be shown
 * (and tested) on the same page: `?header=always|hide-on-scroll`, `?adminbar=1`.
 */

/**
 * The two sticky-header setups of SPEC §4 "Theme": `always` (`tm-header-sticky-always`: hidden near the top,
 * otherwise shown) and `hide-on-scroll` (`tm-header-sticky`: hides scrolling down, shows scrolling up).
 */
export type StickyVariant = 'always' | 'hide-on-scroll';

export const STICKY_VARIANTS: readonly StickyVariant[] = ['always', 'hide-on-scroll'];

export interface ThemeOptions {
  stickyVariant: StickyVariant;
  /** Shows a WordPress-style admin bar (`#wpadminbar`), as for a logged-in editor (SPEC §6). */
  adminBar: boolean;
}

export const DEFAULT_THEME_OPTIONS: ThemeOptions = { stickyVariant: 'always', adminBar: false };

export function isStickyVariant(value: unknown): value is StickyVariant {
  return typeof value === 'string' && (STICKY_VARIANTS as readonly string[]).includes(value);
}

/** Reads `?header=` and `?adminbar=` from a query string; an unknown value is named and the default kept. */
export function readThemeOptions(search: string, warn: (msg: string) => void = () => {}): ThemeOptions {
  const params = new URLSearchParams(search);
  const options = { ...DEFAULT_THEME_OPTIONS };
  const header = params.get('header');
  if (header !== null) {
    if (isStickyVariant(header)) options.stickyVariant = header;
    else warn(`Theme options: ?header=${JSON.stringify(header)} is not one of ${STICKY_VARIANTS.join(', ')}; using "${options.stickyVariant}"`);
  }
  const adminBar = params.get('adminbar');
  if (adminBar !== null) {
    if (adminBar === '1' || adminBar === 'true' || adminBar === '') options.adminBar = true;
    else if (adminBar !== '0' && adminBar !== 'false') warn(`Theme options: ?adminbar=${JSON.stringify(adminBar)} should be 1 or 0; the admin bar stays off`);
  }
  return options;
}
