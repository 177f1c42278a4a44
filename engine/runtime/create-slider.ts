import type { Level, ModuleModel, SlideModel } from '../model/types.ts';
import type { ModalAction } from '../model/types-actions.ts';
import { modalSlideArgument } from '../model/normalize-actions.ts';
import { createActions } from './actions.ts';
import { createPageScroller } from './page-scroll.ts';
import type { StrataApi, StrataEvents, SlideRef } from './api-types.ts';
import type { TransitionSpec } from '../transition/spec.ts';
import { sr7EventName } from './api-types.ts';
import { createMediaCoordinator } from '../media/coordinator.ts';
import type { MediaHost } from '../media/types.ts';
import { createFrameClock, type Clock } from './clock.ts';
import { createEmitter } from './events.ts';
import { createMotion, type Motion } from './motion.ts';
import { resolveRequest, type SlideRequest } from './navigation.ts';
import { createPan } from './pan.ts';
import { createBackdropHandover } from './backdrop-handover.ts';
import { createModifiers } from './modifiers.ts';
import type { Backdrop, Environment, LayerHost, LayerInputType } from './ports.ts';
import { createPublicApi } from './public-api.ts';
import { createSr7Api, registerApi, type StrataModalApi } from './registry.ts';
import { attachLegacyApi, type LegacyAttachment } from './legacy/attach.ts';
import { prepareSlideAddOns } from './addon-hooks.ts';
import { createLazySlides, type SlideLoader } from './lazy-slides.ts';
import { createScenes } from './scenes.ts';
import { followScroll, scrollDrivenOffset } from './scroll-timeline.ts';
import { createSlideshow } from './slideshow.ts';
import { createCarousel, type Carousel } from './carousel.ts';
import { createDragChange, createPreparedKeys, type DragSession } from './drag-change.ts';
import { createSlideshowControl } from './slideshow-control.ts';
import { firstSlideIndex } from './slideshow-order.ts';
import { createFpsMonitor } from './fps.ts';
import { createNavInput, deepLinkStart } from './input/index.ts';
import { createRequestRules, type RequestSource } from './requests.ts';
import { createTransitionLoader, cut, type SpecFor } from './transition-loader.ts';
import { createSliderStore, type PauseReason, type SliderStore } from './store.ts';

export interface SliderPorts {
  /** Defaults to the browser's animation frames (createFrameClock). */
  readonly clock?: Clock;
  readonly backdrop?: Backdrop | null;
  readonly layers?: LayerHost | null;
  readonly env?: Partial<Environment>;
  /** Responsive level at start. */
  readonly level?: Level;
  /** Completes MIX lazy slides (`layers: []`) from the backend before they show (engine/load/slide-fetcher.ts). */
  readonly slideLoader?: SlideLoader | null;
  /** Adapters for video/audio layers and background videos (react-ui DomMediaHost); without it nothing plays. */
  readonly media?: MediaHost | null;
}

export interface Slider {
  readonly model: ModuleModel;
  readonly store: SliderStore;
  readonly api: StrataApi;
  /** The frame loop; the GPU stage renders in `motion.afterFrame`. */
  readonly motion: Motion;
  readonly clock: Clock;
  /** Shows the first slide, plays its layers in and starts the slideshow. Idempotent. */
  init(): Promise<void>;
  /**
   * Settles once the first slide's layers have entered (their in scenes' finite parts ended), or the slider was
   * killed first: the view loads heavy things (the GPU stage) after it, so they never stall the first animation.
   */
  readonly entered: Promise<void>;
  /** Swaps the backdrop (the DOM one first, the GPU stage when it has loaded; back to DOM on context loss). */
  setBackdrop(backdrop: Backdrop | null): void;
  setLayerHost(host: LayerHost | null): void;
  setLevel(level: Level): void;
  /**
   * A visitor interacted with a layer: the view delegates DOM events here (one listener per module),
   * and the engine routes them to slide actions and hover scenes.
   */
  layerInput(slideKey: string, layerId: string, type: LayerInputType): void;
  /**
   * Holds (true) or releases a slideshow pause reason from the view, e.g. 'interaction' while a drag or a
   * scrub is under way (SPEC §4); other reasons stay independent.
   */
  hold(reason: PauseReason, held: boolean): void;
  /**
   * 0..1 of the current slide's slideshow time. Read per frame by the progress bar (from a mover, never
   * through React or the store: DESIGN.md "One clock").
   */
  progress(): number;
  /** Same as `api.kill()`. */
  kill(): void;
  /** Carousel mode (model.type 'carousel'): the position, drag input and visible window; null otherwise. */
  readonly carousel: Carousel | null;
}

const silentEnv = (random: () => number): Environment => ({
  global: null,
  eventTarget: null,
  mark: () => {},
  log: console,
  random,
  level: () => 1,
});

/**
 * The composition root (DESIGN.md "Habits": small factories wired in one place, like Embla's Engine).
 *
 * @example
 * const slider = createSlider(normalizeModule(json), { backdrop, layers, env });
 * await slider.init();
 * slider.api.next();
 */
export function createSlider(model: ModuleModel, ports: SliderPorts = {}): Slider {
  const clock = ports.clock ?? createFrameClock();
  const env: Environment = { ...silentEnv(ports.env?.random ?? Math.random), ...ports.env };
  let host = ports.layers ?? null;
  let level: Level = ports.level ?? 1;

  // firstSlide, or a random one under shuffle (slideshow-order.ts).
  // A URL hash naming a slide wins (SPEC §2 deep link in); then firstSlide, or a random one under shuffle (slideshow-order.ts).
  const firstIndex = deepLinkStart(model, env.navInputs) ?? firstSlideIndex(model.slides, model.slideshow, env.random);
  const store = createSliderStore(model, firstIndex, level);
  const motion = createMotion(clock);
  const emitter = createEmitter<StrataEvents>((error) => env.log.error('[strata] event listener failed:', error));
  const slides = () => store.getState().slides;
  const ref = (index: number): SlideRef => ({ index, key: slides()[index]?.key ?? '', order: index + 1 });

  const emit = <K extends keyof StrataEvents>(type: K, detail: StrataEvents[K]) => {
    emitter.emit(type, detail);
    const target = env.eventTarget;
    if (target && typeof CustomEvent === 'function') {
      target.dispatchEvent(new CustomEvent(sr7EventName(type, detail), { detail: { id: model.htmlId, ...detail }, bubbles: true }));
    }
  };

  const scenes = createScenes({
    host: () => host,
    level: () => level,
    motion,
    clock,
    perspective: model.general.perspective,
    scrollDriven: (layer) => scrollDrivenOffset(model, layer),
    onLayerEvent: (slide, layer, eventtype, detail) => emit('layer', { slide, layer, eventtype, ...detail }),
  });

  // The DOM backdrop first, the GPU stage once it has drawn the current slide (backdrop-handover.ts).
  const handover = createBackdropHandover({
    initial: ports.backdrop ?? null,
    store,
    currentKey: () => slides()[store.getState().index]?.key ?? null,
    busy: () => store.getState().phase !== 'idle' || drag.active(),
    tookOver: () => {
      pan.refresh();
      retainAround(store.getState().index);
    },
  });
  const backdropNow = () => handover.current();
  const pan = createPan({ clock, motion, backdrop: backdropNow, still: () => control.reduced });
  // Mouse / orientation parallax and scroll effects (SPEC §1); subscribes to page input only if the module has them.
  const modifiers = createModifiers({ model, store, host: () => host, motion, inputs: env.modifierInputs });

  let queued: SlideRequest | null = null;
  let killed = false;
  let markEntered: () => void = () => {};
  const entered = new Promise<void>((resolve) => (markEntered = resolve));
  let started = false;
  const disposers: (() => void)[] = [];
  let stopTransition: (() => void) | null = null;

  // Background transitions load once the first slide's layers have entered (transition-loader.ts).
  const transitions = createTransitionLoader(model, env.random);
  void entered.then(() => {
    if (!killed) transitions.load().catch(() => {});
  });

  // Which slides the backdrop has ready: a swipe follows the finger only when the neighbour can be drawn at once.
  const prepared = createPreparedKeys();
  const lazy = createLazySlides({
    store,
    loader: model.carousel ? null : (ports.slideLoader ?? null),
    rendered: (key) => host?.whenRendered?.(key) ?? Promise.resolve(),
    log: env.log,
    alias: model.alias,
  });
  const retainAround = (index: number) => {
    const list = slides();
    // The slide itself, then the one a `next` reaches, then the previous one: preload order follows likely use.
    const keys = [index, index + 1, index - 1].map((i) => list[(i + list.length) % list.length]?.key).filter((k): k is string => !!k);
    const target = backdropNow();
    if (!target) return;
    target.retain([...new Set(keys)]);
    prepared.keep(target, keys);
    // Neighbours are preloaded (lazy layers and backgrounds) so the next change does not wait for the network (SPEC §4).
    for (const key of keys) {
      if (lazy.pending(key)) void lazy.ensure(key).then(() => {
          if (!killed && backdropNow() === target) void prepared.prepare(target, key);
        });
      else void prepared.prepare(target, key);
    }
  };
  // The lazy slide a change is waiting for; a later request replaces it (the older fetch still completes the slide).
  let awaitingSlide: number | null = null;

  const slideshow = createSlideshow({
    clock,
    store,
    lengthOf: (index) => slides()[index]?.slideshow.len ?? model.defaultSlideLength,
    onElapsed: () => control.elapsed(),
  });
  const finish = () => {
    store.setState({ slideshowOn: false });
    emit('finished', { id: model.htmlId });
  };
  // Order (loop, stopAt, shuffle, hal, per-slide stop), pause reasons from the page, reduced motion.
  const control = createSlideshowControl({
    model,
    store,
    slideshow,
    inputs: env.slideshowInputs,
    random: env.random,
    go: (index) => void change(index, 1),
    remove: (key) => api.remove(key),
    finish,
  });
  // Media layers and background videos (engine/media/coordinator.ts): told only which slide is current.
  const media = createMediaCoordinator({
    model,
    store,
    clock,
    host: () => ports.media ?? null,
    backdrop: backdropNow,
    hold: (reason, held) => control.hold(reason, held),
    request: (req) => request(req),
    emit: (detail) => emit('media', detail),
    reduced: () => control.reduced,
    log: env.log,
  });
  const fps = createFpsMonitor({ clock, motion, onLow: (value) => emit('lowFps', { fps: value }) });
  // Carousel mode moves one continuous position instead of running background transitions (carousel.ts).
  const carousel = model.carousel
    ? createCarousel({
        settings: model.carousel,
        clock,
        motion,
        store,
        scenes,
        host: () => host,
        announce: {
          before: (from, to) => {
            emit('beforeChange', { current: ref(from), next: ref(to) });
            env.mark('strata:transition-start');
          },
          after: (to, from) => {
            env.mark('strata:transition-end');
            emit('afterChange', { current: ref(to), previous: ref(from) });
          },
        },
        settled: (index, left) => {
          if (left) {
            actions.forget(left.key);
            control.arrived(index);
            media.show(ref(index).key);
          }
          scenes.syncGlobals(model.staticSlides, index);
          slideshow.restart();
        },
        hold: (held) => control.hold('interaction', held),
      })
    : null;

  async function change(index: number, direction?: 1 | -1): Promise<void> {
    const target = slides()[index];
    if (!carousel && target && lazy.pending(target.key) && index !== store.getState().index) {
      // The change waits for the layers only as long as the fetch itself (SPEC §4 slide preparation).
      awaitingSlide = index;
      await lazy.ensure(target.key);
      if (killed || awaitingSlide !== index) return;
    }
    awaitingSlide = null;
    return changeNow(index, direction);
  }

  async function changeNow(index: number, direction?: 1 | -1): Promise<void> {
    const state = store.getState();
    if (killed) return;
    // A carousel retargets its move instead of queueing (carousel.ts); before init the request waits as usual.
    if (carousel && state.phase !== 'loading') return carousel.goTo(index, direction);
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
    // The transitions load on demand (transition-loader.ts); they are usually in by now, like the slide's images.
    let specOf: SpecFor;
    try {
      [specOf] = await Promise.all([transitions.load(), backdropNow()?.prepare(to.key)]);
    } catch (error) {
      env.log.error(`[strata] ${model.alias}: the background transitions did not load; the slide changes without one:`, error);
      specOf = (_to, direction) => cut(direction);
    }
    if (killed) return;
    // next/prev say which way we travel (last → first on next is still forward); jumps compare indexes.
    const spec = specOf(to, direction ?? (index >= state.index ? 1 : -1), control.reduced);
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
    if (killed) return;
    complete(from, to, index, run);
  }

  // The steps of a change, shared by change() above and a swipe that follows the finger (drag-change.ts).

  /** beforeChange and the transition-start mark; from here the change is certain and requests queue behind it. */
  function announce(fromIndex: number, toIndex: number): void {
    emit('beforeChange', { current: ref(fromIndex), next: ref(toIndex) });
    env.mark('strata:transition-start');
    store.setState({ phase: 'changing', nextIndex: toIndex });
    // The incoming slide's time starts with its transition (slideshow.ts).
    slideshow.restart();
  }

  function openTransition(from: SlideModel, to: SlideModel, spec: TransitionSpec) {
    // The incoming background enters at its pan start; the outgoing one keeps panning until afterChange.
    pan.prime(to);
    return backdropNow()?.transition(from.key, to.key, spec) ?? null;
  }

  function startScenes(from: SlideModel, to: SlideModel, index: number): void {
    host?.setActiveSlide(to, from);
    void scenes.play(from, 'out');
    void scenes.play(to, 'in');
    scenes.syncGlobals(model.staticSlides, index);
  }

  function complete(from: SlideModel, to: SlideModel, index: number, run: { finish(): void } | null): void {
    run?.finish();
    scenes.reset(from);
    actions.forget(from.key);
    host?.setActiveSlide(to, null);
    store.setState({ phase: 'idle', index, nextIndex: null });
    retainAround(index);
    env.mark('strata:transition-end');
    emit('afterChange', { current: ref(index), previous: ref(slides().indexOf(from)) });
    pan.play(to);
    pan.reset(from);
    control.arrived(index);
    media.show(to.key);
    handover.settle();
    dequeue();
  }

  function dequeue(): void {
    const next = queued;
    queued = null;
    if (next !== null) request(next);
  }

  /**
   * A swipe that follows the finger (issue 5): the background transition is drawn at the drag's fraction, layer
   * scenes wait for the release. Only from an idle standard slider whose neighbour is ready, and only when visitor
   * input would be accepted now (SPEC §4 navigation delay); otherwise the swipe decides on release as before.
   * beforeChange is emitted at a committing release, never for a drag rolled back (SR7 emits nothing for those).
   */
  const drag = createDragChange({
    clock,
    motion,
    open(direction): DragSession | null {
      const state = store.getState();
      const backdrop = backdropNow();
      if (killed || carousel || control.reduced || state.phase !== 'idle' || !backdrop || !rules.accepts('input')) return null;
      const index = resolveRequest(direction > 0 ? '+1' : '-1', slides(), state.index, env.random);
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
      control.hold('interaction', true);
      const spec = specOf(to, direction, false);
      return { from, to, index, spec, run: openTransition(from, to, spec) };
    },
    commit(session) {
      announce(store.getState().index, session.index);
      control.hold('interaction', false);
      startScenes(session.from, session.to, session.index);
    },
    complete: (session) => complete(session.from, session.to, session.index, session.run),
    restore(session) {
      pan.reset(session.to);
      backdropNow()?.show(session.from.key);
      control.hold('interaction', false);
      handover.settle();
      dequeue();
    },
  });

  /** Every request passes the rules of SPEC §4 (viewport margin, scene in progress, mobile delay) first (requests.ts). */
  function request(req: SlideRequest, source: RequestSource = 'api'): void {
    rules.request(req, source);
  }

  function draw(req: SlideRequest): void {
    const state = store.getState();
    const base = state.phase === 'changing' && state.nextIndex !== null ? state.nextIndex : state.index;
    const index = resolveRequest(req, slides(), base, env.random);
    if (index === null) {
      env.log.warn(`[strata] ${model.alias}: no slide matches request ${JSON.stringify(req)}`);
      return;
    }
    const step = typeof req === 'string' ? /^([+-])\d+$/.exec(req.trim())?.[1] : undefined;
    void change(index, step === '-' ? -1 : step === '+' ? 1 : undefined);
  }

  // One page scroller for the module's scroll actions, same-page links and api.scroll, on the one clock.
  const scroller = createPageScroller({ clock, motion, env });
  disposers.push(scroller.destroy);
  const api: StrataApi = createPublicApi({
    model,
    store,
    emitter,
    emit,
    request: (req) => request(req),
    ref,
    slideshow,
    started: () => control.started(),
    playLayerScene: (slideKey, layerId, scene) => scenes.playLayerScene(slideKey, layerId, scene),
    backdrop: backdropNow,
    scrollBelow: (offset, speed, ease) => scroller.scrollTo({ anchor: null, offset, speed, ease, history: false }),
    kill: () => kill(),
  });

  /** Consumers of layer input (slide actions, hover scenes), each registered once by the composition root. */
  const layerInputHandlers: ((slideKey: string, layerId: string, type: LayerInputType) => void)[] = [scenes.input];
  const actions = createActions({
    clock,
    scroller,
    request,
    scenes,
    env,
    host: () => host,
    slides: () => [...slides(), ...model.staticSlides],
    slideshow: { start: () => api.start(), stop: () => api.pause(), running: () => store.getState().slideshowOn && !store.getState().pausedBy.has('api') },
    media: media.run,
    modal: (action) => runModalAction(env, action),
  });
  layerInputHandlers.push(actions.handle);

  const sr7Api = createSr7Api(api, () => null);
  let legacy: LegacyAttachment | null = null;
  if (env.global) {
    // SR6's revapi methods, revolution.* events and jQuery plugins, each logging its deprecation notice (SPEC §8).
    legacy = attachLegacyApi(env.global, {
      api,
      revapi: sr7Api,
      log: env.log,
      keyAt: (i) => slides()[i]?.key,
      modifierInputs: env.modifierInputs,
      isReady: () => started && store.getState().phase !== 'loading',
      later: entered,
      onError: (error) => env.log.warn(`[strata] ${model.alias}: the SR6 custom-code shim did not load; SR6 calls stay unanswered:`, error),
    });
    disposers.push(legacy.detach);
    disposers.push(registerApi(env.global, api, model.dbid, sr7Api));
    disposers.push(prepareSlideAddOns({ global: env.global, api, slides: [...model.slides, ...model.staticSlides], log: env.log }));
  }

  const navInputs = env.navInputs;
  const rules = createRequestRules({ model, store, level: () => level, now: navInputs ? () => navInputs.now() : () => clock.now(), inputs: navInputs, run: draw });
  // Keyboard, wheel, swipe and URL hash (engine/runtime/input/); subscribes only to what settings.nav switches on.
  const navInput = createNavInput({ model, store, inputs: navInputs, request, busy: () => rules.busy() || drag.active(), follow: drag.begin });
  disposers.push(navInput.destroy, rules.destroy, drag.destroy);

  function kill() {
    if (killed) return;
    killed = true;
    markEntered();
    store.setState({ phase: 'killed' });
    stopTransition?.();
    for (const dispose of disposers.splice(0)) dispose();
    media.destroy();
    slideshow.destroy();
    control.destroy();
    fps.destroy();
    scenes.destroy();
    lazy.destroy();
    actions.destroy();
    pan.destroy();
    modifiers.destroy();
    carousel?.destroy();
    motion.destroy();
    handover.destroy();
    host = null;
    emitter.clear();
    env.removeElement?.();
  }

  return {
    model,
    store,
    api,
    motion,
    clock,
    entered,
    async init() {
      if (started || killed) return;
      started = true;
      // A deep link may start on a lazy slide: complete it before the first paint.
      const startKey = slides()[store.getState().index]?.key;
      if (startKey) await lazy.ensure(startKey);
      if (killed) return;
      const first = slides()[store.getState().index];
      if (!first) return;
      // SR6 custom code on a page with jQuery binds before ready: the shim (loading since creation) comes first.
      await Promise.all([backdropNow()?.prepare(first.key), legacy?.eager ? legacy.installed : null]);
      if (killed) return;
      const backdrop = backdropNow();
      backdrop?.show(first.key);
      pan.play(first);
      host?.setActiveSlide(first, null);
      store.setState({ phase: 'idle', backdrop: backdrop?.kind ?? 'none' });
      retainAround(store.getState().index);
      emit('ready', { id: model.htmlId });
      media.show(first.key);
      disposers.push(followScroll(model, env.modifierInputs, scenes.setScrollProgress, { setTime: scenes.setScrollTime, motion, clock, duration: () => slides()[store.getState().index]?.slideshow.len ?? model.defaultSlideLength }));
      // Every layer of the first slide has entered: the bench compares this with strata:first-visible.
      void scenes.play(first, 'in').then(() => {
        if (!killed) env.mark('strata:layers-entered');
        markEntered();
      });
      scenes.syncGlobals(model.staticSlides, store.getState().index);
      control.begin();
      if (queued !== null) {
        const next = queued;
        queued = null;
        request(next);
      }
    },
    setBackdrop(next) {
      if (!killed) handover.offer(next);
    },
    setLayerHost(next) {
      host = next;
      modifiers.refresh();
    },
    hold(reason, held) {
      if (!killed) control.hold(reason, held);
    },
    progress: () => (killed ? 0 : slideshow.progress()),
    layerInput(slideKey, layerId, type) {
      if (killed) return;
      for (const handle of layerInputHandlers) handle(slideKey, layerId, type);
    },
    setLevel(next) {
      level = next;
      store.setState({ level: next });
    },
    kill,
    carousel,
  };
}

/**
 * open_modal / close_modal actions go to the page's modal host (`window.strata.openModal / closeModal`, installed
 * by react-ui's <StrataModal> or mountModalHost). Without one there is nothing to open: say so, once per call.
 */
function runModalAction(env: Pick<Environment, 'global' | 'log'>, action: ModalAction): void {
  const registry = env.global?.['strata'] as Partial<StrataModalApi> | undefined;
  if (action.op === 'open') {
    if (registry?.openModal) return registry.openModal(action.target, modalSlideArgument(action.slide));
    return env.log.warn(`[strata] open_modal action: no modal host on this page to open "${action.target}" (mount <StrataModal> once)`);
  }
  if (registry?.closeModal) return registry.closeModal(action.target || 'current');
  env.log.warn(`[strata] close_modal action: no modal host on this page`);
}
