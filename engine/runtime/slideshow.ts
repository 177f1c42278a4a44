import type { Clock } from './clock.ts';
import type { PauseReason, SliderStore } from './store.ts';

export interface SlideshowDeps {
  readonly clock: Clock;
  readonly store: SliderStore;
  /** Length in ms of the slide at `index`. */
  readonly lengthOf: (index: number) => number;
  /** Called when the current slide's time is up. */
  readonly onElapsed: () => void;
}

export interface Slideshow {
  /**
   * Starts timing the current slide from zero (after each slide change); `delay` ms are added before its
   * length runs (the first slide's `initDelay`), paused like the rest of the time.
   */
  restart(delay?: number): void;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  /** 0..1 of the current slide's time (for the progress bar). */
  progress(): number;
  destroy(): void;
}

/**
 * The autoplay timer. It runs only while `slideshowOn` and no pause reason is held; pausing keeps
 * the elapsed time so resuming continues where it stopped (SPEC §4 "Slideshow: running or paused").
 *
 * A slide's length counts from the start of the change that brings it in, as in Slider Revolution (measured on the
 * original: 1200 ms slides with 1000 ms transitions change every 1200 ms), so the timer is restarted when a change
 * begins and runs through it. A length shorter than the transition elapses when the change has finished.
 */
export function createSlideshow({ clock, store, lengthOf, onElapsed }: SlideshowDeps): Slideshow {
  let elapsed = 0;
  /** Extra time before the current slide's length starts counting (initDelay); 0 after the first slide. */
  let delay = 0;
  let startedAt: number | null = null;
  let cancel: (() => void) | null = null;

  /** Time ran out while a change was still under way: the next one starts when it has finished. */
  let overdue = false;
  const running = () => {
    const state = store.getState();
    return state.slideshowOn && state.pausedBy.size === 0 && (state.phase === 'idle' || state.phase === 'changing');
  };
  /** The slide being timed: the incoming one while a change runs. */
  const timedIndex = () => {
    const state = store.getState();
    return state.phase === 'changing' && state.nextIndex !== null ? state.nextIndex : state.index;
  };
  const elapse = () => {
    elapsed = 0;
    delay = 0;
    if (store.getState().phase === 'changing') overdue = true;
    else onElapsed();
  };
  const stopTimer = () => {
    if (startedAt !== null) elapsed += clock.now() - startedAt;
    startedAt = null;
    cancel?.();
    cancel = null;
  };
  const startTimer = () => {
    if (cancel || !running()) return;
    const remaining = Math.max(0, delay + lengthOf(timedIndex()) - elapsed);
    startedAt = clock.now();
    cancel = clock.after(remaining, () => {
      cancel = null;
      startedAt = null;
      elapse();
    });
  };
  const setReason = (reason: PauseReason, held: boolean) => {
    const current = store.getState().pausedBy;
    // No new set when nothing changes: store subscribers (React) only hear real changes.
    if (current.has(reason) === held) return;
    const next = new Set(current);
    if (held) next.add(reason);
    else next.delete(reason);
    store.setState({ pausedBy: next });
  };
  // The timer follows the store: any change of phase, pause reasons or slideshowOn re-evaluates it.
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.phase === 'killed') return stopTimer();
    if (state.pausedBy === previous.pausedBy && state.phase === previous.phase && state.slideshowOn === previous.slideshowOn) return;
    if (overdue && state.phase === 'idle') {
      overdue = false;
      // Not from inside the store update that ends the change: that change finishes landing first (its afterChange,
      // the request it held), so a listener can still pause, and the next beforeChange never precedes it.
      queueMicrotask(() => {
        if (running() && store.getState().phase === 'idle' && !cancel) onElapsed();
      });
      return;
    }
    if (running()) startTimer();
    else stopTimer();
  });

  return {
    restart(extra = 0) {
      stopTimer();
      overdue = false;
      elapsed = 0;
      delay = Math.max(0, extra);
      startTimer();
    },
    pause: (reason) => setReason(reason, true),
    resume: (reason) => setReason(reason, false),
    progress() {
      const length = lengthOf(timedIndex());
      const total = elapsed + (startedAt === null ? 0 : clock.now() - startedAt) - delay;
      return length > 0 ? Math.min(1, Math.max(0, total) / length) : 0;
    },
    destroy() {
      stopTimer();
      unsubscribe();
    },
  };
}
