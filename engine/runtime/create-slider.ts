import type { Level, ModuleModel, SlideModel } from '../model/types.ts';
import { resolveTransition } from '../transition/resolve.ts';
import { createActions } from './actions.ts';
import type { StrataApi, StrataEvents, SlideRef } from './api-types.ts';
import { SR7_EVENT_NAMES } from './api-types.ts';
import { createGsapClock, type Clock } from './clock.ts';
import { createEmitter } from './events.ts';
import { createMotion, type Motion } from './motion.ts';
import { resolveRequest, type SlideRequest } from './navigation.ts';
import { createPan } from './pan.ts';
import { createModifiers } from './modifiers.ts';
import type { Backdrop, Environment, LayerHost, LayerInputType } from './ports.ts';
import { createSr7Api, registerApi } from './registry.ts';
import { createScenes } from './scenes.ts';
import { followScroll, scrollDrivenOffset } from './scroll-timeline.ts';
import { createSlideshow } from './slideshow.ts';
import { createSliderStore, type SliderStore } from './store.ts';

export interface SliderPorts {
  /** Defaults to gsap's ticker. */
  readonly clock?: Clock;
  readonly backdrop?: Backdrop | null;
  readonly layers?: LayerHost | null;
  readonly env?: Partial<Environment>;
  /** Responsive level at start. */
  readonly level?: Level;
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
  /** Swaps the backdrop (the DOM one first, the GPU stage when it has loaded; back to DOM on context loss). */
  setBackdrop(backdrop: Backdrop | null): void;
  setLayerHost(host: LayerHost | null): void;
  setLevel(level: Level): void;
  /**
   * A visitor interacted with a layer: the view delegates DOM events here (one listener per module),
   * and the engine routes them to slide actions and hover scenes.
   */
  layerInput(slideKey: string, layerId: string, type: LayerInputType): void;
  /** Same as `api.kill()`. */
  kill(): void;
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
  const clock = ports.clock ?? createGsapClock();
  const env: Environment = { ...silentEnv(ports.env?.random ?? Math.random), ...ports.env };
  let backdrop = ports.backdrop ?? null;
  let host = ports.layers ?? null;
  let level: Level = ports.level ?? 1;

  const firstIndex = (() => {
    const wanted = model.slideshow.firstSlide;
    return typeof wanted === 'number' && wanted >= 1 && wanted <= model.slides.length ? wanted - 1 : 0;
  })();
  const store = createSliderStore(model, firstIndex, level);
  const motion = createMotion(clock);
  const emitter = createEmitter<StrataEvents>((error) => env.log.error('[strata] event listener failed:', error));
  const slides = () => store.getState().slides;
  const ref = (index: number): SlideRef => ({ index, key: slides()[index]?.key ?? '', order: index + 1 });

  const emit = <K extends keyof StrataEvents>(type: K, detail: StrataEvents[K]) => {
    emitter.emit(type, detail);
    const target = env.eventTarget;
    if (target && typeof CustomEvent === 'function') {
      target.dispatchEvent(new CustomEvent(SR7_EVENT_NAMES[type], { detail: { id: model.htmlId, ...detail }, bubbles: true }));
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

  const pan = createPan({ clock, motion, backdrop: () => backdrop });
  // Mouse / orientation parallax and scroll effects (SPEC §1); subscribes to page input only if the module has them.
  const modifiers = createModifiers({ model, store, host: () => host, motion, inputs: env.modifierInputs });

  let queued: SlideRequest | null = null;
  let killed = false;
  let started = false;
  const disposers: (() => void)[] = [];
  let stopTransition: (() => void) | null = null;

  const retainAround = (index: number) => {
    const list = slides();
    const keys = [index - 1, index, index + 1].map((i) => list[(i + list.length) % list.length]?.key).filter((k): k is string => !!k);
    backdrop?.retain([...new Set(keys)]);
    // Neighbours are preloaded so the next change does not wait for the network (SPEC §4).
    for (const key of keys) void backdrop?.prepare(key);
  };

  const slideshow = createSlideshow({
    clock,
    store,
    lengthOf: (index) => slides()[index]?.slideshow.len ?? model.defaultSlideLength,
    onElapsed: () => {
      const state = store.getState();
      const current = slides()[state.index];
      // A per-slide stop, or the loop count / stopAt rule, ends the slideshow (SPEC §4).
      if (current?.slideshow.stop) return finish();
      const next = resolveRequest('+1', slides(), state.index, env.random);
      if (next === null) return;
      const wrapped = next <= state.index;
      const loops = state.loops + (wrapped ? 1 : 0);
      if (wrapped) store.setState({ loops });
      // Loop count, stopAt, shuffle and `hal` are the navigation issue's; here: endless or a loop limit.
      if (model.slideshow.loop >= 0 && loops > model.slideshow.loop) return finish();
      void change(next, 1);
    },
  });
  const finish = () => {
    store.setState({ slideshowOn: false });
    emit('finished', { id: model.htmlId });
  };

  async function change(index: number, direction?: 1 | -1): Promise<void> {
    const state = store.getState();
    if (killed) return;
    if (state.phase === 'changing' || state.phase === 'loading') {
      // Requests during a change are held and the latest runs when it ends (SPEC §4).
      queued = index;
      return;
    }
    if (index === state.index) return;
    const from = slides()[state.index];
    const to = slides()[index];
    if (!from || !to) return;
    emit('beforeChange', { current: ref(state.index), next: ref(index) });
    env.mark('strata:transition-start');
    store.setState({ phase: 'changing', nextIndex: index });
    await backdrop?.prepare(to.key);
    if (killed) return;
    const spec = resolveTransition(to, model, {
      random: env.random,
      // next/prev say which way we travel (last → first on next is still forward); jumps compare indexes.
      direction: direction ?? (index >= state.index ? 1 : -1),
    });
    // The incoming background enters at its pan start; the outgoing one keeps panning until afterChange.
    pan.prime(to);
    const run = backdrop?.transition(from.key, to.key, spec) ?? null;
    host?.setActiveSlide(to, from);
    void scenes.play(from, 'out');
    void scenes.play(to, 'in');
    scenes.syncGlobals(model.staticSlides, index);
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
    slideshow.restart();
    const next = queued;
    queued = null;
    if (next !== null) request(next);
  }

  function request(req: SlideRequest): void {
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

  const api: StrataApi = {
    id: model.htmlId,
    alias: model.alias,
    start() {
      store.setState({ slideshowOn: true });
      slideshow.resume('api');
    },
    pause: () => {
      slideshow.pause('api');
      emit('pause', { reasons: [...store.getState().pausedBy] });
    },
    resume: () => {
      slideshow.resume('api');
      emit('resume', { id: model.htmlId });
    },
    next: () => request('+1'),
    prev: () => request('-1'),
    show: (req) => request(typeof req === 'string' && !/^[#+-]/.test(req) && !['first', 'last', 'random'].includes(req) && !/^\d+$/.test(req) ? `#${req}` : req),
    current: () => ref(store.getState().index),
    max: () => slides().length,
    remove(key) {
      const list = slides();
      const index = list.findIndex((slide) => slide.key === key);
      if (index < 0 || list.length <= 1) return;
      const state = store.getState();
      if (index === state.index) {
        // Jump first, then drop the slide once the change is over.
        const off = emitter.on('afterChange', () => {
          off();
          api.remove(key);
        });
        request('+1');
        return;
      }
      const remaining = list.filter((slide) => slide.key !== key);
      store.setState({ slides: remaining, index: remaining.indexOf(list[state.index] as SlideModel) });
    },
    playScene(layerId, scene) {
      const current = slides()[store.getState().index];
      const holder = [current, ...model.staticSlides].find((slide) => slide?.layers.some((layer) => layer.id === String(layerId)));
      if (holder) scenes.playLayerScene(holder.key, String(layerId), scene);
    },
    redraw: () => {
      const current = slides()[store.getState().index];
      if (current) backdrop?.show(current.key);
    },
    scroll: (offset = 0, speed = 400, ease = 'power3.out') => env.scrollBelow?.(offset, speed, ease),
    kill: () => kill(),
    stage() {
      const stats = backdrop?.stats?.() ?? { drawCalls: 0, frames: 0, texturesResident: 0 };
      const current = backdrop;
      return { kind: current?.kind ?? 'none', ...stats, samplePixel: (x, y) => current?.samplePixel?.(x, y) ?? null };
    },
    on(event, fn) {
      emitter.on(event, fn);
      return api;
    },
    off(event, fn) {
      emitter.off(event, fn);
      return api;
    },
  };

  /** Consumers of layer input (slide actions, hover scenes), each registered once by the composition root. */
  const layerInputHandlers: ((slideKey: string, layerId: string, type: LayerInputType) => void)[] = [scenes.input];
  const actions = createActions({
    clock,
    motion,
    request,
    scenes,
    env,
    host: () => host,
    slides: () => [...slides(), ...model.staticSlides],
    slideshow: { start: () => api.start(), stop: () => api.pause(), running: () => store.getState().slideshowOn && !store.getState().pausedBy.has('api') },
  });
  layerInputHandlers.push(actions.handle);

  const sr7Api = createSr7Api(api, () => null);
  if (env.global) disposers.push(registerApi(env.global, api, model.dbid, sr7Api));

  function kill() {
    if (killed) return;
    killed = true;
    store.setState({ phase: 'killed' });
    stopTransition?.();
    for (const dispose of disposers.splice(0)) dispose();
    slideshow.destroy();
    scenes.destroy();
    actions.destroy();
    pan.destroy();
    modifiers.destroy();
    motion.destroy();
    backdrop?.destroy();
    backdrop = null;
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
    async init() {
      if (started || killed) return;
      started = true;
      const first = slides()[store.getState().index];
      if (!first) return;
      await backdrop?.prepare(first.key);
      if (killed) return;
      backdrop?.show(first.key);
      pan.play(first);
      host?.setActiveSlide(first, null);
      store.setState({ phase: 'idle', backdrop: backdrop?.kind ?? 'none' });
      retainAround(store.getState().index);
      emit('ready', { id: model.htmlId });
      disposers.push(followScroll(model, env.modifierInputs, scenes.setScrollProgress));
      // Every layer of the first slide has entered: the bench compares this with strata:first-visible.
      void scenes.play(first, 'in').then(() => {
        if (!killed) env.mark('strata:layers-entered');
      });
      scenes.syncGlobals(model.staticSlides, store.getState().index);
      slideshow.restart();
      if (queued !== null) {
        const next = queued;
        queued = null;
        request(next);
      }
    },
    setBackdrop(next) {
      if (killed) return;
      const old = backdrop;
      backdrop = next;
      if (old && old !== next) old.destroy();
      store.setState({ backdrop: next?.kind ?? 'none' });
      const current = slides()[store.getState().index];
      if (next && current && store.getState().phase !== 'loading') {
        void next.prepare(current.key).then(() => {
          if (backdrop !== next || store.getState().phase !== 'idle') return;
          next.show(slides()[store.getState().index]?.key ?? current.key);
          pan.refresh();
        });
        retainAround(store.getState().index);
      }
    },
    setLayerHost(next) {
      host = next;
    },
    layerInput(slideKey, layerId, type) {
      if (killed) return;
      for (const handle of layerInputHandlers) handle(slideKey, layerId, type);
    },
    setLevel(next) {
      level = next;
      store.setState({ level: next });
    },
    kill,
  };
}
