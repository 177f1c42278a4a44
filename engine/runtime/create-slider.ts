import { usesMedia } from '../media/uses-media.ts';
import type { Level, ModuleModel } from '../model/types.ts';
import type { MediaAction } from '../model/types-actions.ts';
import { createActions } from './actions.ts';
import type { SlideRef } from './api-types.ts';
import { createBackdropHandover } from './backdrop-handover.ts';
import { createCarousel } from './carousel.ts';
import { createChangePipeline } from './change-pipeline.ts';
import { createFrameClock } from './clock.ts';
import { createPreparedKeys } from './drag-change.ts';
import { createFeatureUnit } from './feature-unit.ts';
import { createFpsMonitor } from './fps.ts';
import { createNavInput, deepLinkStart } from './input/index.ts';
import { createLazySlides } from './lazy-slides.ts';
import { createLifetime } from './lifetime.ts';
import { createModalBridge, pageModalHost } from './modal-bridge.ts';
import { usesModifiers } from './modifier-math.ts';
import { createModuleEvents } from './module-events.ts';
import { createMotion } from './motion.ts';
import { createPageScroller } from './page-scroll.ts';
import { joinPage } from './page-presence.ts';
import { createPan } from './pan.ts';
import type { Environment, LayerInputType } from './ports.ts';
import { createPreloader } from './preload.ts';
import { createPublicApi } from './public-api.ts';
import { createRequestRules, type RequestSource } from './requests.ts';
import type { SlideRequest } from './navigation.ts';
import { createScenes } from './scenes.ts';
import { followScroll, scrollDrivenOffset } from './scroll-timeline.ts';
import { createSlideshow } from './slideshow.ts';
import { createSlideshowControl } from './slideshow-control.ts';
import { firstSlideIndex } from './slideshow-order.ts';
import { silentEnv, type Slider, type SliderPorts } from './slider-types.ts';
import { createSliderStore } from './store.ts';
import { createTransitionLoader } from './transition-loader.ts';

export type { Slider, SliderPorts } from './slider-types.ts';

/**
 * The composition root (DESIGN.md "Habits": small factories wired in one place, like Embla's Engine). It only wires:
 * the change pipeline (change-pipeline.ts), preloading (preload.ts), the module's events (module-events.ts), its page
 * presence (page-presence.ts) and the modal bridge (modal-bridge.ts) are units of their own, and every unit registers
 * its teardown with the instance's one lifetime, so kill() is one call. Units only some modules use (modifiers, media)
 * are feature units (feature-unit.ts): their code is fetched only when the model asks for them. A few ports are closures over units wired
 * further down (the slideshow's `go`, the handover's `busy`): they are called only once the slider runs.
 *
 * @example
 * const slider = createSlider(normalizeModule(json), { backdrop, layers, env });
 * await slider.init();
 * slider.api.next();
 */
export function createSlider(model: ModuleModel, ports: SliderPorts = {}): Slider {
  const clock = ports.clock ?? createFrameClock();
  const env: Environment = { ...silentEnv(ports.env?.random ?? Math.random), ...ports.env };
  const life = createLifetime(env.log);
  const alive = () => !life.ended();
  let host = ports.layers ?? null;
  let level: Level = ports.level ?? 1;
  let started = false;
  let markEntered: () => void = () => {};
  const entered = new Promise<void>((resolve) => (markEntered = resolve));
  life.own(() => env.removeElement?.());

  // A URL hash naming a slide wins (SPEC §2 deep link in); then firstSlide, or a random one under shuffle.
  const store = createSliderStore(model, deepLinkStart(model, env.navInputs) ?? firstSlideIndex(model.slides, model.slideshow, env.random), level);
  const slides = () => store.getState().slides;
  const ref = (index: number): SlideRef => ({ index, key: slides()[index]?.key ?? '', order: index + 1 });
  const { emitter, emit } = createModuleEvents(model.htmlId, env);
  life.own(() => emitter.clear());
  const motion = createMotion(clock);
  life.own(() => motion.destroy());

  const scenes = createScenes({
    host: () => host,
    level: () => level,
    motion,
    clock,
    perspective: model.general.perspective,
    scrollDriven: (layer) => scrollDrivenOffset(model, layer),
    onLayerEvent: (slide, layer, eventtype, detail) => emit('layer', { slide, layer, eventtype, ...detail }),
  });
  life.own(() => scenes.destroy());
  // The DOM backdrop first, the GPU stage once it has drawn the current slide (backdrop-handover.ts).
  const handover = createBackdropHandover({
    initial: ports.backdrop ?? null,
    store,
    currentKey: () => slides()[store.getState().index]?.key ?? null,
    busy: () => store.getState().phase !== 'idle' || pipeline.drag.active(),
    tookOver: () => {
      pan.refresh();
      retainAround(store.getState().index);
    },
  });
  life.own(() => handover.destroy());
  const backdrop = () => handover.current();
  const pan = createPan({ clock, motion, backdrop, still: () => control.reduced });
  life.own(() => pan.destroy());
  // Mouse / orientation parallax and scroll effects (SPEC §1): their code loads, and page input is subscribed, only
  // for a module that has them.
  const modifiers = createFeatureUnit({
    type: 'modifiers',
    wanted: usesModifiers(model),
    load: () => import('./modifiers.ts'),
    create({ createModifiers }) {
      const unit = createModifiers({ model, store, host: () => host, motion, inputs: env.modifierInputs });
      // The layers may be in place already: measure them now, not at the first input.
      unit.refresh();
      return unit;
    },
    log: env.log,
  });
  life.own(() => modifiers.destroy());
  // Background transitions load once the first slide's layers have entered (transition-loader.ts).
  const transitions = createTransitionLoader(model, env.random);
  void entered.then(() => {
    if (alive()) transitions.load().catch(() => {});
  });
  const prepared = createPreparedKeys();
  const lazy = createLazySlides({ store, loader: model.carousel ? null : (ports.slideLoader ?? null), rendered: (key) => host?.whenRendered?.(key) ?? Promise.resolve(), log: env.log, alias: model.alias });
  life.own(() => lazy.destroy());
  const retainAround = createPreloader({ store, lazy, prepared, backdrop, alive });

  const slideshow = createSlideshow({ clock, store, lengthOf: (index) => slides()[index]?.slideshow.len ?? model.defaultSlideLength, onElapsed: () => control.elapsed() });
  life.own(() => slideshow.destroy());
  // Order (loop, stopAt, shuffle, hal, per-slide stop), pause reasons from the page, reduced motion.
  const control = createSlideshowControl({
    model,
    store,
    slideshow,
    inputs: env.slideshowInputs,
    random: env.random,
    go: (index) => void pipeline.change(index, 1),
    remove: (key) => api.remove(key),
    finish: () => {
      store.setState({ slideshowOn: false });
      emit('finished', { id: model.htmlId });
    },
  });
  life.own(() => control.destroy());
  // Media layers and background videos (engine/media/coordinator.ts): told only which slide is current. Its code loads
  // only for a module that can play media.
  const mediaUnit = createFeatureUnit({
    type: 'media',
    wanted: usesMedia(model),
    load: () => import('../media/coordinator.ts'),
    create: ({ createMediaCoordinator }) =>
      createMediaCoordinator({ model, store, clock, host: () => ports.media ?? null, backdrop, hold: (reason, held) => control.hold(reason, held), request: (req) => request(req), emit: (detail) => emit('media', detail), reduced: () => control.reduced, log: env.log }),
    log: env.log,
  });
  life.own(() => mediaUnit.destroy());
  const media = { show: (key: string) => mediaUnit.current()?.show(key), run: (action: MediaAction) => mediaUnit.current()?.run(action) };
  const fps = createFpsMonitor({ clock, motion, onLow: (value) => emit('lowFps', { fps: value }) });
  life.own(() => fps.destroy());
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
  if (carousel) life.own(() => carousel.destroy());

  const pipeline = createChangePipeline({
    model,
    store,
    clock,
    motion,
    env,
    scenes,
    lazy,
    prepared,
    transitions,
    pan,
    carousel,
    emit,
    ref,
    backdrop,
    host: () => host,
    reduced: () => control.reduced,
    acceptsInput: () => rules.accepts('input'),
    holdInteraction: (held) => control.hold('interaction', held),
    slideStarted: () => slideshow.restart(),
    left: (from) => actions.forget(from.key),
    retain: retainAround,
    arrived: (index, to) => {
      control.arrived(index);
      media.show(to.key);
    },
    settle: () => handover.settle(),
    request: (req) => request(req),
    alive,
  });
  life.own(() => pipeline.destroy());
  /** Every request passes the rules of SPEC §4 (viewport margin, scene in progress, mobile delay) first (requests.ts). */
  const request = (req: SlideRequest, source: RequestSource = 'api') => rules.request(req, source);

  // One page scroller for the module's scroll actions, same-page links and api.scroll, on the one clock.
  const scroller = createPageScroller({ clock, motion, env });
  life.own(scroller.destroy);
  const api = createPublicApi({
    model,
    store,
    emitter,
    emit,
    request,
    ref,
    slideshow,
    started: () => control.started(),
    playLayerScene: (slideKey, layerId, scene) => scenes.playLayerScene(slideKey, layerId, scene),
    backdrop,
    scrollBelow: (offset, speed, ease) => scroller.scrollTo({ anchor: null, offset, speed, ease, history: false }),
    kill: () => kill(),
  });
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
    modal: createModalBridge(pageModalHost(env.global), env.log),
  });
  life.own(() => actions.destroy());
  /** Consumers of layer input (hover scenes, slide actions), each registered once here. */
  const layerInputHandlers: ((slideKey: string, layerId: string, type: LayerInputType) => void)[] = [scenes.input, actions.handle];

  const page = joinPage({ model, api, env, keyAt: (i) => slides()[i]?.key, isReady: () => started && store.getState().phase !== 'loading', entered });
  life.own(page.leave);
  const navInputs = env.navInputs;
  const rules = createRequestRules({ model, store, level: () => level, now: navInputs ? () => navInputs.now() : () => clock.now(), inputs: navInputs, run: pipeline.draw });
  life.own(rules.destroy);
  // Keyboard, wheel, swipe and URL hash (engine/runtime/input/); subscribes only to what settings.nav switches on.
  const navInput = createNavInput({ model, store, inputs: navInputs, request, busy: () => rules.busy() || pipeline.drag.active(), follow: pipeline.drag.begin });
  life.own(navInput.destroy);

  function kill() {
    if (life.ended()) return;
    markEntered();
    store.setState({ phase: 'killed' });
    life.end();
    host = null;
  }

  return {
    model,
    store,
    api,
    motion,
    clock,
    entered,
    async init() {
      if (started || !alive()) return;
      started = true;
      // A deep link may start on a lazy slide: complete it before the first paint.
      const startKey = slides()[store.getState().index]?.key;
      if (startKey) await lazy.ensure(startKey);
      const first = slides()[store.getState().index];
      if (!alive() || !first) return;
      // SR6 custom code on a page with jQuery binds before ready: the shim (loading since creation) comes first. A
      // module with modifiers shows its layers already posed for the pointer and the scroll position; one with media
      // has its players' coordinator before the first slide autoplays.
      await Promise.all([backdrop()?.prepare(first.key), page.legacy?.eager ? page.legacy.installed : null, modifiers.ready, mediaUnit.ready]);
      if (!alive()) return;
      backdrop()?.show(first.key);
      pan.play(first);
      host?.setActiveSlide(first, null);
      store.setState({ phase: 'idle', backdrop: backdrop()?.kind ?? 'none' });
      retainAround(store.getState().index);
      emit('ready', { id: model.htmlId });
      media.show(first.key);
      life.own(followScroll(model, env.modifierInputs, scenes.setScrollProgress, { setTime: scenes.setScrollTime, motion, clock, duration: () => slides()[store.getState().index]?.slideshow.len ?? model.defaultSlideLength }));
      // Every layer of the first slide has entered: the bench compares this with strata:first-visible.
      void scenes.play(first, 'in').then(() => {
        if (alive()) env.mark('strata:layers-entered');
        markEntered();
      });
      scenes.syncGlobals(model.staticSlides, store.getState().index);
      control.begin();
      const next = pipeline.takeQueued();
      if (next !== null) request(next);
    },
    setBackdrop: (next) => alive() && handover.offer(next),
    setLayerHost(next) {
      host = next;
      modifiers.current()?.refresh();
    },
    hold: (reason, held) => alive() && control.hold(reason, held),
    progress: () => (alive() ? slideshow.progress() : 0),
    layerInput(slideKey, layerId, type) {
      if (alive()) for (const handle of layerInputHandlers) handle(slideKey, layerId, type);
    },
    setLevel(next) {
      level = next;
      store.setState({ level: next });
    },
    kill,
    carousel,
  };
}
