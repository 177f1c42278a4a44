/**
 * Theme arrow buttons that sit outside a slider (the testimonials heading's arrows) and drive it through its API
 * (SPEC §9 "Slider arrows proxied after 300 ms"): a press is passed on 300 ms later, as the theme does, which lets
 * the button's own press feedback play before the slides start moving. Presses during the wait are not stacked:
 * the last direction pressed is the one sent, once. The clock is injected so tests need no real waiting.
 */

export const SLIDER_ARROW_PROXY_DELAY_MS = 300;

export type ArrowDirection = 'prev' | 'next';

export interface ArrowTarget {
  prev(): void;
  next(): void;
}

export interface ArrowProxyDeps {
  /** The slider's API now (null before it is ready, or after it was rebuilt away). Read when the delay ends. */
  target: () => ArrowTarget | null;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  delayMs?: number;
}

export interface ArrowProxy {
  press(direction: ArrowDirection): void;
  /**
   * A slider is there again (a theme carousel is rebuilt for a new width): a press whose delay ended while there was
   * none is passed on now, instead of being lost with the slider that went away.
   */
  retarget(): void;
  /** Drops a press still waiting. Idempotent. */
  destroy(): void;
}

export function createArrowProxy(deps: ArrowProxyDeps): ArrowProxy {
  const delay = deps.delayMs ?? SLIDER_ARROW_PROXY_DELAY_MS;
  let pending: { handle: unknown; direction: ArrowDirection } | null = null;
  /** A press whose delay ended with no slider to take it. */
  let waiting: ArrowDirection | null = null;
  let destroyed = false;
  return {
    press(direction) {
      if (destroyed) return;
      if (pending) {
        pending.direction = direction;
        return;
      }
      const entry = { direction, handle: undefined as unknown };
      entry.handle = deps.setTimeout(() => {
        pending = null;
        const target = deps.target();
        if (target) target[entry.direction]();
        else waiting = entry.direction;
      }, delay);
      pending = entry;
    },
    retarget() {
      const target = deps.target();
      if (destroyed || !waiting || !target) return;
      const direction = waiting;
      waiting = null;
      target[direction]();
    },
    destroy() {
      destroyed = true;
      if (pending) deps.clearTimeout(pending.handle);
      pending = null;
      waiting = null;
    },
  };
}
