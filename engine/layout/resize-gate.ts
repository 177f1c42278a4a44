import type { Clock } from '../runtime/clock.ts';

/** SPEC §9 "Resize handlers delayed 400 ms": a re-layout waits until the size has been still this long. */
export const RESIZE_DELAY_MS = 400;
/**
 * SPEC §9 "Viewport change threshold 30px height on mobile": a phone's browser bars showing or hiding change the
 * window height by a few px while scrolling; below this a height-only change is not a resize.
 */
export const MOBILE_VIEWPORT_THRESHOLD_PX = 30;

/** What a module is laid out from: its container's width and the window's size (px). */
export interface ModuleMeasure {
  readonly container: number;
  readonly vw: number;
  readonly vh: number;
}

export interface ResizeGateDeps {
  /** The clock's one-shot timer (engine/runtime/clock.ts); a stepped clock in tests. */
  readonly after: Clock['after'];
  /** Whether the device counts as mobile now (a coarse pointer): only then is the height threshold applied. */
  readonly isMobile: () => boolean;
  /** Lays the module out for a measure. */
  readonly apply: (measure: ModuleMeasure) => void;
  /** SPEC §5/§8 "A parent element of zero width gives a console warning": called once per zero-width episode. */
  readonly onZeroWidth: () => void;
  /**
   * Whether a zero-width episode is already under way, shared with a previous gate of the same module (React
   * StrictMode re-runs the effect that owns the gate, and must not warn twice for one episode).
   */
  readonly episode?: { current: boolean };
}

export interface ResizeGate {
  /** A new measurement (mount, ResizeObserver, window resize). */
  measure(next: ModuleMeasure): void;
  /** Cancels a pending re-layout; idempotent. */
  destroy(): void;
}

const same = (a: ModuleMeasure, b: ModuleMeasure): boolean => a.container === b.container && a.vw === b.vw && a.vh === b.vh;

/**
 * Decides when a module is laid out again (SPEC §9). The first measure with a width applies at once (first paint
 * must not wait), and so does the first one after a zero-width episode (a module mounted in a hidden tab that is
 * now shown: nothing is on screen to keep steady). Every other change waits RESIZE_DELAY_MS after the last one;
 * on mobile a height-only change under MOBILE_VIEWPORT_THRESHOLD_PX is ignored. A zero width is never applied:
 * the module keeps its last layout while its parent has no width.
 */
export function createResizeGate(deps: ResizeGateDeps): ResizeGate {
  const episode = deps.episode ?? { current: false };
  let applied: ModuleMeasure | null = null;
  let cancelPending: (() => void) | null = null;
  let destroyed = false;

  const cancel = () => {
    cancelPending?.();
    cancelPending = null;
  };
  const applyNow = (next: ModuleMeasure) => {
    cancel();
    applied = next;
    deps.apply(next);
  };
  const browserBarsOnly = (from: ModuleMeasure, to: ModuleMeasure): boolean =>
    from.container === to.container && from.vw === to.vw && Math.abs(from.vh - to.vh) < MOBILE_VIEWPORT_THRESHOLD_PX && deps.isMobile();

  return {
    measure(next) {
      if (destroyed) return;
      if (!(next.container > 0)) {
        cancel();
        if (!episode.current) {
          episode.current = true;
          deps.onZeroWidth();
        }
        return;
      }
      const reappeared = episode.current;
      episode.current = false;
      if (applied === null || reappeared) return applyNow(next);
      if (same(applied, next) || browserBarsOnly(applied, next)) return cancel();
      cancel();
      cancelPending = deps.after(RESIZE_DELAY_MS, () => {
        cancelPending = null;
        applyNow(next);
      });
    },
    destroy() {
      destroyed = true;
      cancel();
    },
  };
}
