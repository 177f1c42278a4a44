/**
 * The slide-change pipeline (issue 18: its own unit, out of the composition root): a request becomes a slide index,
 * waits for a lazy slide's layers, queues behind a running change, announces, prepares the incoming background, runs
 * the transition on the clock, starts the layer scenes and completes — and a swipe that follows the finger runs the
 * same steps (drag-change.ts). SPEC §4 "Slide change" and "Navigation".
 */
import type { ModuleModel, SlideModel } from '../model/types.ts';
import type { TransitionSpec } from '../transition/spec.ts';
import type { StrataEvents, SlideRef } from './api-types.ts';
import type { Carousel } from './carousel.ts';
import type { Clock } from './clock.ts';
import { createDragChange, type DragSession } from './drag-change.ts';
import type { LazySlides } from './lazy-slides.ts';
import type { Motion } from './motion.ts';
import { parseRequest, resolveRequest, stepDirection, type SlideRequest } from './navigation.ts';
import type { PanPlayer } from './pan.ts';
import type { createPreparedKeys } from './preload.ts';
import type { Backdrop, Environment, LayerHost } from './ports.ts';
import type { Scenes } from './scenes.ts';
import type { SliderStore } from './store.ts';
import { cut, type SpecFor, type TransitionLoader } from './transition-loader.ts';

type PreparedKeys = ReturnType<typeof createPreparedKeys>;
type DragInput = ReturnType<typeof createDragChange>;
type Emit = <K extends keyof StrataEvents>(type: K, detail: StrataEvents[K]) => void;

export interface ChangePipelineDeps {
  readonly model: Pick<ModuleModel, 'alias' | 'staticSlides' | 'carousel'>;
  readonly store: SliderStore;
  readonly clock: Clock;
  readonly motion: Motion;
  readonly env: Pick<Environment, 'mark' | 'log' | 'random'>;
  readonly scenes: Pick<Scenes, 'play' | 'reset' | 'syncGlobals'>;
  readonly lazy: Pick<LazySlides, 'pending' | 'ensure'>;
  readonly prepared: PreparedKeys;
  readonly transitions: TransitionLoader;
  readonly pan: Pick<PanPlayer, 'prime' | 'play' | 'reset'>;
  /** Carousel mode's unit once its code is in (carousel.ts); null for a standard slider. */
  carousel(): Carousel | null;
  readonly emit: Emit;
  ref(index: number): SlideRef;
  backdrop(): Backdrop | null;
  host(): LayerHost | null;
  /** prefers-reduced-motion: every change is an instant cross-fade. */
  reduced(): boolean;
  /** Whether visitor input would be accepted now (SPEC §4 navigation delay): a followed swipe needs it. */
  acceptsInput(): boolean;
  /** The slideshow's hold while a swipe is held (SPEC §4 user interaction). */
  holdInteraction(held: boolean): void;
  /** The incoming slide's time starts with its transition (slideshow.ts). */
  slideStarted(): void;
  /** The outgoing slide is gone: its pending actions are forgotten. */
  left(from: SlideModel): void;
  /** Keep and preload the slides around this one (preload.ts). */
  retain(index: number): void;
  /** The change has landed: the slideshow order moves on, the slide's media play. */
  arrived(index: number, to: SlideModel): void;
  /** A change (or a swipe rolled back) is over: the GPU stage may take over now (backdrop-handover.ts). */
  settle(): void;
  /** Runs a request through the rules of SPEC §4 again (a queued one, once the change that held it ends). */
  request(req: SlideRequest): void;
  alive(): boolean;
}

export interface ChangePipeline {
  /** Goes to slide `index` (1: forward, -1: back; a jump compares indexes). */
  change(index: number, direction?: 1 | -1): Promise<void>;
  /** A request that passed the rules: resolved against the slide the module is on (or heading to) and changed to. */
  draw(req: SlideRequest): void;
  /** The request that waits for the running change (or for the start), taken by whoever runs it. */
  takeQueued(): SlideRequest | null;
  /** Swipes that follow the finger; `drag.begin` is the navigation input's `follow`. */
  readonly drag: DragInput;
  /** Stops the running transition (kill). */
  destroy(): void;
}

export function createChangePipeline(deps: ChangePipelineDeps): ChangePipeline {
  const { store, clock, motion, env, scenes, lazy, prepared, transitions, pan } = deps;
  // Carousel mode moves one continuous position instead of running background transitions.
  const carouselMode = deps.model.carousel !== null;
  const slides = () => store.getState().slides;
  let queued: SlideRequest | null = null;
  // The lazy slide a change is waiting for; a later request replaces it (the older fetch still completes the slide).
  let awaitingSlide: number | null = null;
  let stopTransition: (() => void) | null = null;

  async function change(index: number, direction?: 1 | -1): Promise<void> {
    const target = slides()[index];
    if (!carouselMode && target && lazy.pending(target.key) && index !== store.getState().index) {
      // The change waits for the layers only as long as the fetch itself (SPEC §4 slide preparation).
      awaitingSlide = index;
      await lazy.ensure(target.key);
      if (!deps.alive() || awaitingSlide !== index) return;
    }
    awaitingSlide = null;
    return changeNow(index, direction);
  }

  async function changeNow(index: number, direction?: 1 | -1): Promise<void> {
    const state = store.getState();
    if (!deps.alive()) return;
    // A carousel retargets its move instead of queueing (carousel.ts); before init the request waits as usual.
    if (carouselMode && state.phase !== 'loading') return deps.carousel()?.goTo(index, direction);
    if (state.phase === 'changing' || state.phase === 'loading' || drag.active()) {
      // Requests during a change (or a swipe being dragged / settling) are held and the latest runs when it ends (SPEC §4).
      queued = index;
      return;
    }
    if (index === state.index) return;
    const from = slides()[state.index];
    const to = slides()[index];
    if (!from || !to) return;
    announce(state.index, index);
    // The transitions load on demand (transition-loader.ts); they are usually in by now, like the slide's images and
    // layers (the view renders the other slides' layers once the first is visible: LayerHost.whenRendered).
    // Under reduced motion every change is an instant cross-fade, which needs none of them: no wait for the chunk.
    let specOf: SpecFor;
    try {
      [specOf] = await Promise.all([deps.reduced() ? (_to: SlideModel, way: 1 | -1) => cut(way) : transitions.load(), deps.backdrop()?.prepare(to.key), deps.host()?.whenRendered?.(to.key)]);
    } catch (error) {
      env.log.error(`[strata] ${deps.model.alias}: the background transitions did not load; the slide changes without one:`, error);
      specOf = (_to, way) => cut(way);
    }
    if (!deps.alive()) return;
    // next/prev say which way we travel (last → first on next is still forward); jumps compare indexes.
    const spec = specOf(to, direction ?? (index >= state.index ? 1 : -1), deps.reduced());
    const run = openTransition(from, to, spec);
    startScenes(from, to, index);
    const start = clock.now();
    await new Promise<void>((resolve) => {
      const stop = motion.run((now) => {
        const linear = spec.duration > 0 ? Math.min(1, (now - start) / spec.duration) : 1;
        run?.render(linear);
        if (linear < 1) return false;
        resolve();
        return true;
      });
      // Only the running transition needs stopping on kill; one slot, not a disposer per change.
      stopTransition = () => {
        stop();
        resolve();
      };
    });
    stopTransition = null;
    if (!deps.alive()) return;
    complete(from, to, index, run);
  }

  // The steps of a change, shared by changeNow() above and a swipe that follows the finger (drag-change.ts).

  /** beforeChange and the transition-start mark; from here the change is certain and requests queue behind it. */
  function announce(fromIndex: number, toIndex: number): void {
    deps.emit('beforeChange', { current: deps.ref(fromIndex), next: deps.ref(toIndex) });
    env.mark('strata:transition-start');
    store.setState({ phase: 'changing', nextIndex: toIndex });
    deps.slideStarted();
  }

  function openTransition(from: SlideModel, to: SlideModel, spec: TransitionSpec) {
    // The incoming background enters at its pan start; the outgoing one keeps panning until afterChange.
    pan.prime(to);
    return deps.backdrop()?.transition(from.key, to.key, spec) ?? null;
  }

  function startScenes(from: SlideModel, to: SlideModel, index: number): void {
    deps.host()?.setActiveSlide(to, from);
    void scenes.play(from, 'out');
    void scenes.play(to, 'in');
    scenes.syncGlobals(deps.model.staticSlides, index);
  }

  function complete(from: SlideModel, to: SlideModel, index: number, run: { finish(): void } | null): void {
    run?.finish();
    scenes.reset(from);
    deps.left(from);
    deps.host()?.setActiveSlide(to, null);
    store.setState({ phase: 'idle', index, nextIndex: null });
    deps.retain(index);
    env.mark('strata:transition-end');
    deps.emit('afterChange', { current: deps.ref(index), previous: deps.ref(slides().indexOf(from)) });
    pan.play(to);
    pan.reset(from);
    deps.arrived(index, to);
    deps.settle();
    dequeue();
  }

  function dequeue(): void {
    const next = queued;
    queued = null;
    if (next !== null) deps.request(next);
  }

  /**
   * A swipe that follows the finger (issue 5): the background transition is drawn at the drag's fraction, layer
   * scenes wait for the release. Only from an idle standard slider whose neighbour and transitions are ready, and only
   * when visitor input would be accepted now (SPEC §4 navigation delay); otherwise the swipe decides on release as
   * before. beforeChange is emitted at a committing release, never for a drag rolled back (SR7 emits nothing for those).
   */
  const drag = createDragChange({
    clock,
    motion,
    open(direction): DragSession | null {
      const state = store.getState();
      const backdrop = deps.backdrop();
      if (!deps.alive() || carouselMode || deps.reduced() || state.phase !== 'idle' || !backdrop || !deps.acceptsInput()) return null;
      const index = resolveRequest({ kind: 'step', steps: direction }, slides(), state.index, env.random);
      const from = slides()[state.index];
      const to = index === null ? undefined : slides()[index];
      if (index === null || index === state.index || !from || !to) return null;
      const specOf = transitions.ready();
      if (!prepared.has(backdrop, to.key) || !specOf) {
        void prepared.prepare(backdrop, to.key);
        void transitions.load().catch(() => {});
        return null;
      }
      // The phase stays idle until the release commits; the slideshow holds meanwhile (SPEC §4 user interaction).
      deps.holdInteraction(true);
      const spec = specOf(to, direction, false);
      return { from, to, index, spec, run: openTransition(from, to, spec) };
    },
    commit(session) {
      announce(store.getState().index, session.index);
      deps.holdInteraction(false);
      startScenes(session.from, session.to, session.index);
    },
    complete: (session) => complete(session.from, session.to, session.index, session.run),
    restore(session) {
      pan.reset(session.to);
      deps.backdrop()?.show(session.from.key);
      deps.holdInteraction(false);
      deps.settle();
      dequeue();
    },
  });

  return {
    change,
    draw(req) {
      const state = store.getState();
      const base = state.phase === 'changing' && state.nextIndex !== null ? state.nextIndex : state.index;
      const parsed = parseRequest(req);
      const index = resolveRequest(parsed, slides(), base, env.random);
      if (index === null) {
        env.log.warn(`[strata] ${deps.model.alias}: no slide matches request ${JSON.stringify(req)}`);
        return;
      }
      void change(index, stepDirection(parsed));
    },
    takeQueued() {
      const next = queued;
      queued = null;
      return next;
    },
    drag,
    destroy() {
      stopTransition?.();
      drag.destroy();
    },
  };
}
