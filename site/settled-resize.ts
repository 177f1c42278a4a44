/**
 * SPEC §9 "Resize handlers delayed 400 ms": the site's own re-layouts (the lightbox image re-fit, the theme
 * carousels' rebuild, equal heights, the portfolio gallery) run once a resize has settled, 400 ms after the last
 * `resize` event, not on every frame of a window drag. One implementation, so all of them wait the same way.
 */

export const SITE_RESIZE_DELAY_MS = 400;

/** What the helper needs of a window: its resize events, its timers and (to watch an element) ResizeObserver. */
export type SettledResizeWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  readonly ResizeObserver?: typeof ResizeObserver;
};

export interface SettledResizeOptions {
  /** Also wait after this element changes size (a container can change width without a window resize). */
  readonly element?: Element;
  readonly delayMs?: number;
}

/**
 * Runs `run` `delayMs` after the last window resize (and, with `element`, the last change of its size). Returns
 * the function that stops it: listeners removed, observer disconnected and a pending run dropped; calling it again
 * does nothing.
 */
export function onSettledResize(win: SettledResizeWindow, run: () => void, options: SettledResizeOptions = {}): () => void {
  const delay = options.delayMs ?? SITE_RESIZE_DELAY_MS;
  let timer: ReturnType<Window['setTimeout']> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    win.clearTimeout(timer);
    timer = win.setTimeout(() => {
      timer = undefined;
      if (!stopped) run();
    }, delay);
  };
  win.addEventListener('resize', schedule);
  // ResizeObserver also reports the element's size once when it starts observing; that schedules one settled run
  // too, which catches a size that changed between the caller's first measure and the first paint.
  const observer = options.element && win.ResizeObserver ? new win.ResizeObserver(schedule) : null;
  if (options.element) observer?.observe(options.element);
  return () => {
    if (stopped) return;
    stopped = true;
    win.clearTimeout(timer);
    win.removeEventListener('resize', schedule);
    observer?.disconnect();
  };
}
