/**
 * Scrubber maths (SPEC §9: snap, slide change 0.2 s after the snap, drag duration 0.1–1.5 s, edge
 * resistance 0.8). Positions are in slots: 0 is the first navigable slide, `count - 1` the last.
 */

/** The slide changes this long after the handle is let go, or (cor off) after it enters another slot (SPEC §9). */
export const SCRUB_CHANGE_DELAY_MS = 200;
/** Snap animation bounds (SPEC §9 "drag duration 0.1 to 1.5 s"). */
export const SCRUB_MIN_MS = 100;
export const SCRUB_MAX_MS = 1500;
/** Share of the pointer's travel past either end that the handle does NOT follow (SPEC §9). */
export const SCRUB_EDGE_RESISTANCE = 0.8;
/** Slowest speed (px/s) a snap is timed by, so a slow release still settles briskly. */
export const SCRUB_MIN_SPEED = 600;

/** Slot under a pointer `offset` px from the track's start (slot centres at (i + ½)·slot). */
export function slotAt(offset: number, slot: number): number {
  return slot > 0 ? offset / slot - 0.5 : 0;
}

/**
 * A dragged position with edge resistance: inside [0, count-1] unchanged; past an end only
 * (1 - resistance) of the overshoot is kept.
 *
 * @example
 * resist(-1, 5) // → -0.2
 */
export function resist(position: number, count: number, resistance = SCRUB_EDGE_RESISTANCE): number {
  const last = Math.max(0, count - 1);
  if (position < 0) return position * (1 - resistance);
  if (position > last) return last + (position - last) * (1 - resistance);
  return position;
}

/** The slot a released handle snaps to: the nearest one, inside the track. */
export function snapTarget(position: number, count: number): number {
  return Math.min(Math.max(0, Math.round(position)), Math.max(0, count - 1));
}

/**
 * How long the snap takes: the distance at the release speed (no slower than SCRUB_MIN_SPEED), clamped to
 * 0.1–1.5 s.
 *
 * @example
 * snapDuration(60, 0) // → 100 (60 px at 600 px/s is 0.1 s)
 */
export function snapDuration(distancePx: number, speedPxPerS: number): number {
  const speed = Math.max(Math.abs(speedPxPerS), SCRUB_MIN_SPEED);
  const ms = (Math.abs(distancePx) / speed) * 1000;
  return Math.min(SCRUB_MAX_MS, Math.max(SCRUB_MIN_MS, ms));
}

/** Ease-out used for the snap (decelerates into the slot). */
export function easeOut(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) * (1 - c);
}

/** A slide change the scrubber asked for and the clock has not run yet (see createScrubChange). */
export interface ScrubChange {
  /** Runs `change` SCRUB_CHANGE_DELAY_MS from now, replacing a change still waiting. */
  request(change: () => void): void;
  /** Drops a waiting change (a new drag started, or the scrubber unmounts). */
  cancel(): void;
  /** Whether a change is waiting. */
  readonly pending: boolean;
}

/**
 * The scrubber's delayed slide change (SPEC §9 "Scrubber snap with 0.2 s delayed slide change"): the handle
 * snaps at once, the slide follows 0.2 s later, and only the latest request of a quick series runs (SR7
 * restarts its `delayedCall(.2)` on every slot change). `after` is the slider clock's timer (Clock#after).
 */
export function createScrubChange(after: (ms: number, fn: () => void) => () => void): ScrubChange {
  let cancelTimer: (() => void) | null = null;
  return {
    request(change) {
      cancelTimer?.();
      cancelTimer = after(SCRUB_CHANGE_DELAY_MS, () => {
        cancelTimer = null;
        change();
      });
    },
    cancel() {
      cancelTimer?.();
      cancelTimer = null;
    },
    get pending() {
      return cancelTimer !== null;
    },
  };
}

/** SR7's skew follower closes this share of its lag behind the handle per 60 fps frame. */
export const SCRUB_SKEW_FOLLOW = 0.2;
/** A lag (px) of this much or more gives the full skew. */
export const SCRUB_SKEW_FULL_LAG_PX = 100;
const FRAME_MS = 1000 / 60;

export interface SkewFollower {
  /**
   * The handle is at `position` px, `dt` ms after the last step: returns the skew (degrees) for the lag of the
   * follower behind it, and whether the follower has caught up (nothing left to draw).
   */
  step(position: number, dt: number): { readonly skew: number; readonly settled: boolean };
  /** Puts the follower on the handle (a jump that should not skew). */
  reset(position: number): void;
}

/**
 * SR7 scrubber `sk` (skew on drag): the handle leans by `maxSkew` × lag / 100 px (clamped to ±1), where the lag
 * is how far a follower that closes 20% of the gap each frame trails the handle. SR7 counts per frame; this counts
 * per 1/60 s, so the lean is the same at any frame rate.
 */
export function createSkewFollower(maxSkew: number): SkewFollower {
  let follower: number | null = null;
  return {
    step(position, dt) {
      follower ??= position;
      const lag = position - follower;
      const closed = 1 - Math.pow(1 - SCRUB_SKEW_FOLLOW, Math.max(0, dt) / FRAME_MS);
      follower += lag * closed;
      const skew = maxSkew * Math.max(-1, Math.min(1, lag / SCRUB_SKEW_FULL_LAG_PX));
      return { skew, settled: Math.abs(lag) < 0.5 };
    },
    reset(position) {
      follower = position;
    },
  };
}
