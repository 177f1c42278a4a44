import type { Clock } from './clock.ts';
import type { Motion } from './motion.ts';

/** SPEC §9: the frame rate is checked every 4000 ms; under 30 fps the module reports low fps. */
export const FPS_CHECK_MS = 4000;
export const LOW_FPS = 30;
/**
 * A pause longer than this between two drawn frames means nothing moved in between (the loop detached),
 * not a slow frame: it is left out of the measured time.
 */
const GAP_MS = 250;
/** A window needs this much drawn time before its rate means anything (a lone 1-frame tween does not). */
const MIN_SAMPLE_MS = 500;

export interface FpsMonitorDeps {
  readonly clock: Clock;
  readonly motion: Motion;
  readonly onLow: (fps: number) => void;
}

/**
 * Measures the frame rate from the frames the engine draws (motion.afterFrame fires only on frames where
 * something moved), so it adds no frame listener of its own and an idle page still does no work. Every
 * FPS_CHECK_MS of clock time that saw enough drawn frames, the average rate is checked against LOW_FPS.
 */
export function createFpsMonitor({ clock, motion, onLow }: FpsMonitorDeps): { destroy(): void } {
  let windowStart: number | null = null;
  let last: number | null = null;
  let frames = 0;
  let drawnMs = 0;

  const off = motion.afterFrame(() => {
    const now = clock.now();
    windowStart ??= now;
    if (last !== null && now - last <= GAP_MS && now > last) {
      frames += 1;
      drawnMs += now - last;
    }
    last = now;
    if (now - windowStart < FPS_CHECK_MS) return;
    if (drawnMs >= MIN_SAMPLE_MS) {
      const fps = (frames * 1000) / drawnMs;
      if (fps < LOW_FPS) onLow(Math.round(fps * 10) / 10);
    }
    windowStart = now;
    frames = 0;
    drawnMs = 0;
  });

  return {
    destroy() {
      off();
    },
  };
}
