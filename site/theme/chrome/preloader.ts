/**
 * When the preloader shows (SPEC §9 "Preloader shows after 150 ms"; BEHAVIOURS §6 "a preloader that fades out on
 * load"): only for a page still loading 150 ms after navigation started, so a fast load never flashes it.
 */

export const PRELOADER_DELAY_MS = 150;
/** Its fade-out, in ms (CSS transition of the same length). */
export const PRELOADER_FADE_MS = 400;
/** A load that never ends (a stalled third-party request) must not hide the page for good. */
export const PRELOADER_GIVE_UP_MS = 8000;

/**
 * How long from now to wait before showing the preloader: null when the page has loaded already; otherwise
 * what is left of the 150 ms since navigation start (`sinceNavigationMs`: performance.now()).
 */
export function preloaderShowIn(sinceNavigationMs: number, loaded: boolean, delay = PRELOADER_DELAY_MS): number | null {
  if (loaded) return null;
  return Math.max(0, delay - sinceNavigationMs);
}
