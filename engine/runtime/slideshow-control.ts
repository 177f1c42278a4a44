import type { ModuleModel } from '../model/types.ts';
import type { SlideshowInputs } from './ports-slideshow.ts';
import type { Slideshow } from './slideshow.ts';
import { chunkFailureMessage } from '../load/lazy-chunk.ts';
import { lateCode } from './late-unit.ts';
import { expiredKeys } from './rotation.ts';
import type { OrderState } from './slideshow-order.ts';
import type { PauseReason, SliderStore } from './store.ts';

/** What the slideshow control reads of the module: its slideshow settings. */
export type SlideshowControlModel = Pick<ModuleModel, 'slideshow'>;

export interface SlideshowControlDeps {
  readonly model: SlideshowControlModel;
  readonly store: SliderStore;
  readonly slideshow: Slideshow;
  readonly inputs: SlideshowInputs | undefined;
  readonly random: () => number;
  /** Starts the slideshow's change to a slide (forward). */
  readonly go: (index: number) => void;
  /** Removes a slide from the slide list (as api.remove). */
  readonly remove: (key: string) => void;
  /** The slideshow has ended (slideshowOn is off by then): the `finished` event. */
  readonly finished: () => void;
  readonly log: Pick<Console, 'error'>;
  /** Settles once the first slide shows: the order's code loads then, not in the first paint. */
  readonly after: Promise<unknown>;
}

// The order from slide to slide: needed first when the first slide's time is up; it loads once that slide shows.
const ORDER = lateCode('slideshow-order', () => import('./slideshow-order.ts'));

export interface SlideshowControl {
  /** Reduced motion is asked for (read once, at construction). */
  readonly reduced: boolean;
  /** Subscribes the pause sources and times the first slide (with `initDelay`). */
  begin(): void;
  /** The current slide's time is up: advance, wrap, or stop (SPEC §4). */
  elapsed(): void;
  /** A change (the slideshow's or a visitor's) has completed on `index`. */
  arrived(index: number): void;
  /** api.start(): after a finish, the slideshow starts over (loop count from zero, the stop slide passed). */
  started(): void;
  /** Holds or releases a pause reason (the view's drag / scrub: 'interaction'). */
  hold(reason: PauseReason, held: boolean): void;
  destroy(): void;
}

/**
 * Drives the slideshow's order (slideshow-order.ts) and its pause reasons from the page's inputs.
 *
 * Decisions (SPEC §4, FORMAT.md §4, WAI-ARIA APG carousel):
 * - `waitApi` and reduced motion start with the slideshow off (slideshowOn false): api.start() — or the
 *   rotation control — turns it on. Reduced motion is not a pause reason because a visitor who presses
 *   "start" has asked for the motion.
 * - A visitor's own navigation does not stop the slideshow (as SR7): the timer restarts on the new slide.
 *   The 'interaction' reason is held only while a drag or scrub is under way (`hold`).
 * - Hover pauses only when the module sets `sOH`; keyboard focus inside the module always pauses (APG).
 */
export function createSlideshowControl(deps: SlideshowControlDeps): SlideshowControl {
  const { model, store, slideshow, inputs } = deps;
  const settings = model.slideshow;
  const reduced = inputs?.reducedMotion() ?? false;
  let order: OrderState['order'] = null;
  let finishAt: number | null = null;
  let finished = false;
  /**
   * After a restart that follows a loop-count stop (on the rotation's last slide), the wrap that comes next
   * begins the first new loop rather than completing one: loops are counted one behind until then.
   */
  let loopOffset = 0;
  let ignoreSlideStop = false;
  const offs: (() => void)[] = [];
  let begun = false;
  let destroyed = false;

  if (settings.waitApi || reduced) store.setState({ slideshowOn: false });

  const hold = (reason: PauseReason, held: boolean) => (held ? slideshow.pause(reason) : slideshow.resume(reason));
  let stoppedBy: 'slide' | 'loops' | 'stopAt' | null = null;
  const stop = (reason: 'slide' | 'loops' | 'stopAt') => {
    finished = true;
    stoppedBy = reason;
    store.setState({ slideshowOn: false });
    deps.finished();
  };

  const control: SlideshowControl = {
    reduced,
    begin() {
      if (begun) return;
      begun = true;
      if (inputs) {
        if (settings.stopOnHover) offs.push(inputs.hover((inside) => hold('hover', inside)));
        offs.push(inputs.focus((inside) => hold('focus', inside)));
        offs.push(inputs.visibility((visible) => hold('blur', !visible)));
        offs.push(inputs.viewport((inView) => hold('viewport', !inView)));
      }
      slideshow.restart(Math.max(0, settings.initDelay));
      void deps.after.then(() => (destroyed ? undefined : ORDER.load().catch(() => undefined)));
    },
    elapsed() {
      const code = ORDER.get();
      if (!code) {
        // Time is up before the order's code arrived (or it failed): step once it is in; a failure waits a slide more.
        ORDER.load().then(
          () => void (destroyed || control.elapsed()),
          (error: unknown) => {
            if (destroyed) return;
            deps.log.error(`${chunkFailureMessage('slideshow-order', error)}; the slide stays for another slide length`);
            slideshow.restart();
          },
        );
        return;
      }
      const { nextStep } = code;
      const state = store.getState();
      const loops = state.loops - loopOffset;
      const step = nextStep({ slides: state.slides, current: state.index, state: { loops, order }, settings, random: deps.random, ignoreSlideStop });
      if (step.kind === 'stop') return stop(step.reason);
      if (step.kind === 'stay') return slideshow.restart();
      order = step.state.order;
      if (step.wrapped) loopOffset = 0;
      if (step.state.loops !== state.loops) store.setState({ loops: step.state.loops });
      finishAt = step.finishOnArrival ? step.index : null;
      deps.go(step.index);
    },
    arrived(index) {
      ignoreSlideStop = false;
      const state = store.getState();
      // `hal`: slides whose loop count ran out leave the list once they are no longer on show.
      const current = state.slides[index]?.key;
      for (const key of expiredKeys(state.slides, state.loops)) if (key !== current) deps.remove(key);
      if (finishAt !== null && finishAt === index) {
        finishAt = null;
        stop('stopAt');
      }
      finishAt = null;
    },
    started() {
      if (!finished) return;
      finished = false;
      order = null;
      loopOffset = stoppedBy === 'loops' ? 1 : 0;
      store.setState({ loops: 0 });
      const state = store.getState();
      ignoreSlideStop = state.slides[state.index]?.slideshow.stop ?? false;
    },
    hold,
    destroy() {
      destroyed = true;
      for (const off of offs.splice(0)) off();
    },
  };
  return control;
}
