import type { SlideModel } from '../model/types.ts';
import type { TransitionSpec } from '../transition/spec.ts';
import type { Clock } from './clock.ts';
import type { Motion } from './motion.ts';
import type { BackdropTransition } from './ports.ts';

/**
 * A slide change the visitor's finger drives (issue 5 "swipe/drag", as Swiper and Embla users expect): the
 * background transition to the neighbour is drawn at the drag's fraction, and on release it settles forward
 * (the change completes) or back (nothing happened).
 */
export interface DragChange {
  /** 0..1 of the way to the neighbour. Drawn on the next frame, and only when it changed. */
  update(fraction: number): void;
  /**
   * The finger lifted. `commit` settles the rest of the way and completes the change; otherwise it rolls back.
   * `velocity`: the fling toward the neighbour in fractions per second (a fast fling settles sooner).
   */
  release(commit: boolean, velocity?: number): void;
  /** The gesture was taken away (pointercancel, a reversal): rolls back. */
  cancel(): void;
}

/** One dragged change: the two slides, the transition resolved for the drag's direction, and its drawing. */
export interface DragSession {
  readonly from: SlideModel;
  readonly to: SlideModel;
  readonly index: number;
  readonly spec: TransitionSpec;
  readonly run: BackdropTransition | null;
}

/** The steps of a change the composition root shares between `change()` and a drag (create-slider.ts). */
export interface DragChangeDeps {
  readonly clock: Clock;
  readonly motion: Motion;
  /** Opens the transition toward the neighbour in `direction` (1 = next), or null when a drag cannot follow now. */
  readonly open: (direction: 1 | -1) => DragSession | null;
  /** Released past the threshold: the change is announced (beforeChange) and the layer scenes start. */
  readonly commit: (session: DragSession) => void;
  /** Settled on the neighbour: the same completion as a normal change. */
  readonly complete: (session: DragSession) => void;
  /** Settled back: the outgoing slide is shown again as it was. */
  readonly restore: (session: DragSession) => void;
}

/** A settle never snaps: at least this long (ms), unless the transition itself is shorter. */
export const MIN_SETTLE_MS = 150;

/**
 * How long the rest of the way takes: the transition's own pace for the distance left (`distance` × `duration`),
 * or sooner when flung faster than that pace (`velocity` in fractions per second); never under MIN_SETTLE_MS.
 */
export function settleDuration(distance: number, duration: number, velocity = 0): number {
  if (distance <= 0 || duration <= 0) return 0;
  const paced = distance * duration;
  const flung = velocity > 0 ? (distance / velocity) * 1000 : paced;
  return Math.max(Math.min(MIN_SETTLE_MS, duration), Math.min(paced, flung));
}

/** Follows one drag at a time; `active()` is true from `begin` until the settle has finished. */
export function createDragChange(deps: DragChangeDeps): { begin(direction: 1 | -1): DragChange | null; active(): boolean; destroy(): void } {
  const { clock, motion } = deps;
  let stop: (() => void) | null = null;
  let live = false;
  let destroyed = false;

  const halt = () => {
    stop?.();
    stop = null;
  };

  function begin(direction: 1 | -1): DragChange | null {
    if (destroyed || live) return null;
    const session = deps.open(direction);
    if (!session) return null;
    live = true;
    let state: 'drag' | 'settle' | 'done' = 'drag';
    let fraction = 0;
    let drawn = 0;

    const settle = (target: 0 | 1, velocity: number) => {
      if (state !== 'drag') return;
      state = 'settle';
      halt();
      const from = fraction;
      const ms = settleDuration(Math.abs(target - from), session.spec.duration, velocity);
      const end = () => {
        state = 'done';
        stop = null;
        live = false;
        if (target === 1) deps.complete(session);
        else deps.restore(session);
      };
      if (ms <= 0) return end();
      const start = clock.now();
      stop = motion.run((now) => {
        const t = Math.min(1, (now - start) / ms);
        session.run?.render(from + (target - from) * t);
        if (t < 1) return false;
        end();
        return true;
      });
    };

    return {
      update(next) {
        if (state !== 'drag') return;
        fraction = Math.min(1, Math.max(0, next));
        // One draw per frame at most, and none while the finger rests: the frame loop detaches after it.
        stop ??= motion.run(() => {
          stop = null;
          if (fraction !== drawn) {
            drawn = fraction;
            session.run?.render(fraction);
          }
          return true;
        });
      },
      release(commit, velocity = 0) {
        if (state !== 'drag') return;
        // beforeChange only once the change is certain (SR7 announces a swipe's change when it starts running).
        if (commit) deps.commit(session);
        settle(commit ? 1 : 0, Math.max(0, velocity));
      },
      cancel() {
        settle(0, 0);
      },
    };
  }

  return {
    begin,
    active: () => live,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      halt();
      live = false;
    },
  };
}
