import type { ModuleModel } from '../model/types.ts';
import type { SlideRef } from './api-types.ts';
import { createBackdropHandover } from './backdrop-handover.ts';
import { createFrameClock } from './clock.ts';
import { createActionsUnit, createCarouselUnit, createMediaUnit, createModifiersUnit, createScrollTimelineUnit } from './feature-units.ts';
import { createNavInput, deepLinkStart } from './input/index.ts';
import { createLatePageScroller } from './late-page-scroll.ts';
import { createLateFpsMonitor } from './late-fps.ts';
import { createLatePipeline } from './late-pipeline.ts';
import { createLazySlides } from './lazy-slides.ts';
import { createLatch, createLifetime } from './lifetime.ts';
import { createModuleEvents } from './module-events.ts';
import { createMotion } from './motion.ts';
import { joinPage } from './page-presence.ts';
import { createPan, usesPan } from './pan.ts';
import type { Backdrop, Environment } from './ports.ts';
import { createPreloader, createPreparedKeys } from './preload.ts';
import { createPublicApi } from './public-api.ts';
import { createRequestRules, type RequestOutcome, type RequestSource } from './requests.ts';
import type { SlideRequest } from './navigation.ts';
import { createScenes } from './scenes.ts';
import { createSlideshow } from './slideshow.ts';
import { createSlideshowControl } from './slideshow-control.ts';
import { firstSlideIndex } from './rotation.ts';
import { createSliderStart } from './slider-start.ts';
import { createSliderSurface, type SliderView } from './slider-surface.ts';
import { silentEnv, type Slider, type SliderPorts } from './slider-types.ts';
import { createSliderStore } from './store.ts';
import { scrollDrivenOffset } from './uses-modifiers.ts';

export type { Slider, SliderPorts } from './slider-types.ts';

/**
 * The composition root (DESIGN.md "Habits": small factories wired in one place, like Embla's Engine). It only wires;
 * every unit registers its teardown with the instance's one lifetime as it is created, so kill() is one call. Units
 * only some modules use (modifiers, media, the carousel, keyboard / wheel / swipe) load on demand (feature-units.ts,
 * input/gestures.ts); units the first slide can do without (slide changes, slide actions) load once it shows
 * (late-unit.ts). A few ports are closures over units wired further down (the slideshow's `go`, the handover's
 * `busy`): they are called only once the slider runs.
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
  const own = life.unit;
  const alive = () => !life.ended();
  const view: SliderView = { host: ports.layers ?? null, level: ports.level ?? 1 };
  const host = () => view.host;
  // The first slide's layers have entered; the first slide shows (a task later: the page marks it visible first).
  const entered = createLatch();
  const shown = createLatch();
  life.own(() => env.removeElement?.());

  // A URL hash naming a slide wins (SPEC §2 deep link in); then firstSlide, or a random one under shuffle.
  const store = createSliderStore(model, deepLinkStart(model, env.navInputs) ?? firstSlideIndex(model.slides, model.slideshow, env.random), view.level);
  const slides = () => store.getState().slides;
  const ref = (index: number): SlideRef => ({ index, key: slides()[index]?.key ?? '', order: index + 1 });
  const { emitter, emit } = createModuleEvents(model.htmlId, env);
  life.own(() => emitter.clear());
  const motion = own(createMotion(clock));
  const scenes = own(createScenes({
    host, level: () => view.level, motion, clock, perspective: model.general.perspective, scrollDriven: (layer) => scrollDrivenOffset(model, layer),
    onLayerEvent: (slide, layer, eventtype, detail) => emit('layer', { slide, layer, eventtype, ...detail }), log: env.log,
  }));
  // The DOM backdrop first, the GPU stage once it has drawn the current slide (backdrop-handover.ts).
  const handover = own(createBackdropHandover({
    initial: ports.backdrop ?? null, store, currentKey: () => slides()[store.getState().index]?.key ?? null,
    tookOver: () => { pan.refresh(); retainAround(store.getState().index); },
    busy: (): boolean => store.getState().phase !== 'idle' || pipeline.drag.active(),
  }));
  const backdrop = (): Backdrop | null => handover.current();
  const pan = own(createPan({ clock, motion, backdrop, still: (): boolean => control.reduced, wanted: usesPan(model), log: env.log }));
  const modifiers = own(createModifiersUnit({ model, store, host, motion, inputs: env.modifierInputs, log: env.log }));
  const scrollTimeline = own(createScrollTimelineUnit({ model, inputs: env.modifierInputs, log: env.log }));
  const prepared = createPreparedKeys();
  const lazy = own(createLazySlides({
    store, loader: model.carousel ? null : (ports.slideLoader ?? null), rendered: (key) => view.host?.whenRendered?.(key) ?? Promise.resolve(), log: env.log, alias: model.alias,
  }));
  const retainAround = createPreloader({ store, lazy, prepared, backdrop, alive });

  const slideshow = own(createSlideshow({ clock, store, lengthOf: (index) => slides()[index]?.slideshow.len ?? model.defaultSlideLength, onElapsed: () => control.elapsed() }));
  // Order (loop, stopAt, shuffle, hal, per-slide stop), pause reasons from the page, reduced motion.
  const control = own(createSlideshowControl({
    model, store, slideshow, inputs: env.slideshowInputs, random: env.random, go: (index) => void pipeline.change(index, 1), remove: (key) => api.remove(key),
    finished: () => emit('finished', { id: model.htmlId }), log: env.log, after: shown.reached,
  }));
  const media = own(createMediaUnit({
    model, store, clock, backdrop, host: () => ports.media ?? null, hold: (reason, held) => control.hold(reason, held), request: (req) => request(req),
    emit: (detail) => emit('media', detail), reduced: () => control.reduced, log: env.log,
  }));
  const showMedia = (key: string) => media.current()?.show(key);
  own(createLateFpsMonitor({ clock, motion, onLow: (value) => emit('lowFps', { fps: value }), after: shown.reached, log: env.log }));
  // A slide has come to rest: the slideshow order moves on, the slide's media play.
  const arrived = (index: number): void => { control.arrived(index); showMedia(ref(index).key); };
  const carousel = own(createCarouselUnit({
    model, clock, motion, store, scenes, env, emit, ref, host, hold: (held) => control.hold('interaction', held),
    arrived: (index, left) => { actions.forget(left.key); arrived(index); },
    restart: () => slideshow.restart(),
  }));
  // Its code loads once the first slide shows, or at the first request (late-pipeline.ts); the transitions once its
  // layers have entered (transition-loader.ts).
  const pipeline = own(createLatePipeline({
    model, store, clock, motion, env, scenes, lazy, prepared, pan, emit, ref, backdrop, alive, host,
    carousel: carousel.current, reduced: (): boolean => control.reduced, acceptsInput: (): boolean => rules.accepts('input'),
    holdInteraction: (held) => control.hold('interaction', held), slideStarted: () => slideshow.restart(), left: (from) => actions.forget(from.key),
    retain: retainAround, arrived, settle: () => handover.settle(), request: (req) => request(req), after: shown.reached, entered: entered.reached, log: env.log,
  }));
  /** Every request passes the rules of SPEC §4 (viewport margin, scene in progress, mobile delay) first (requests.ts). */
  const request = (req: SlideRequest, source: RequestSource = 'api'): RequestOutcome => rules.request(req, source);

  // One page scroller for the module's scroll actions, same-page links and api.scroll, on the one clock (its code at
  // the first scroll).
  const scroller = own(createLatePageScroller({ clock, motion, env }));
  const api = createPublicApi({
    model, store, emitter, emit, request, ref, slideshow, backdrop, kill: () => slider.kill(), started: () => control.started(),
    playLayerScene: (slideKey, layerId, scene) => scenes.playLayerScene(slideKey, layerId, scene),
    scrollBelow: (offset, speed, ease) => scroller.scrollTo({ anchor: null, offset, speed, ease, history: false }),
    lateDiagnostics: () => ports.slideLoader?.diagnostics?.() ?? [],
  });
  const actions = own(createActionsUnit({
    model, store, api, after: shown.reached, clock, scroller, request, scenes, env, host, media: (action) => media.current()?.run(action),
  }));

  const init = createSliderStart({
    model, store, clock, motion, env, scenes, lazy, pan, control, pipeline, emit, backdrop, host, retain: retainAround, showMedia, request, alive,
    before: () => [page.legacy?.eager ? page.legacy.installed : null, page.addOns, modifiers.ready, scrollTimeline.ready, pan.ready, carousel.ready, navInput.ready],
    scrollTimeline: scrollTimeline.current,
    own: life.own,
    shown: () => life.own(clock.after(0, shown.open)),
    entered: entered.open,
  });
  const page = joinPage({ model, api, env, keyAt: (i) => slides()[i]?.key, isReady: () => store.getState().phase !== 'loading' && store.getState().phase !== 'killed', entered: entered.reached });
  life.own(page.leave);
  const rules = own(createRequestRules({ model, store, level: () => view.level, now: () => env.navInputs?.now() ?? clock.now(), inputs: env.navInputs, run: pipeline.draw }));
  // Keyboard, wheel, swipe and URL hash (engine/runtime/input/); subscribes only to what settings.nav switches on.
  const navInput = own(createNavInput({ model, store, inputs: env.navInputs, request, busy: (): boolean => rules.busy() || pipeline.drag.active(), follow: pipeline.drag.begin, after: shown.reached, log: env.log }));

  const slider: Slider = createSliderSurface({
    model, store, api, motion, clock, entered: entered.reached, init, life, view, markEntered: entered.open,
    offerBackdrop: handover.offer, hold: control.hold, progress: slideshow.progress, carousel: carousel.current,
    hostChanged: () => modifiers.current()?.refresh(),
    // Layer input goes to hover scenes, then to slide actions.
    layerInput: [scenes.input, (slideKey, layerId, type) => actions.handle(slideKey, layerId, type)],
  });
  return slider;
}
