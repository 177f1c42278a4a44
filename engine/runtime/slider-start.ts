/**
 * The slider's start (`slider.init()`): the first slide shows once what it needs is in, its layers play in, and the
 * slideshow, scroll-driven layers and a request that came early follow. Kept apart from the composition root
 * (create-slider.ts), which only wires.
 */
import type { ModuleModel } from '../model/types.ts';
import type { ChangePipeline } from './change-pipeline.ts';
import type { Clock } from './clock.ts';
import type { LazySlides } from './lazy-slides.ts';
import type { Emit } from './module-events.ts';
import type { Motion } from './motion.ts';
import type { SlideRequest } from './navigation.ts';
import type { PanPlayer } from './pan.ts';
import { loadRareEases, slidesUseRareEase } from './rare-eases.ts';
import type { Backdrop, Environment, LayerHost } from './ports.ts';
import type { Scenes } from './scenes.ts';
import type { ScrollTimeline } from './feature-units.ts';
import type { SlideshowControl } from './slideshow-control.ts';
import type { SliderStore } from './store.ts';

export interface SliderStartDeps {
  readonly model: Pick<ModuleModel, 'htmlId' | 'defaultSlideLength' | 'staticSlides'>;
  readonly store: SliderStore;
  readonly clock: Clock;
  readonly motion: Motion;
  readonly env: Pick<Environment, 'mark' | 'log'>;
  readonly scenes: Pick<Scenes, 'play' | 'syncGlobals' | 'setScrollProgress' | 'setScrollTime'>;
  readonly lazy: Pick<LazySlides, 'ensure'>;
  readonly pan: Pick<PanPlayer, 'play'>;
  readonly control: Pick<SlideshowControl, 'begin'>;
  readonly pipeline: Pick<ChangePipeline, 'takeQueued'>;
  readonly emit: Emit;
  backdrop(): Backdrop | null;
  host(): LayerHost | null;
  /**
   * What must be in before the first slide shows: SR6 custom code on a page with jQuery binds before ready, so the
   * shim comes first; slide add-ons already registered on the page have prepared the slides that name them; a module
   * with modifiers shows its layers already posed for the pointer and the scroll position;
   * a carousel has its position; the keyboard, wheel and swipe a module switches on answer from the first slide on.
   * Not the media coordinator: it plays the shown slide's media when its code is in (create-slider.ts).
   */
  before(): readonly (Promise<unknown> | null)[];
  /** The scroll-based timeline, for a module with layers that follow it (in by now: `before` waits for it). */
  scrollTimeline(): ScrollTimeline | null;
  /** Keep and preload the slides around this one (preload.ts). */
  retain(index: number): void;
  /** The slide's media may play (the media coordinator, when the module has one). */
  showMedia(key: string): void;
  request(req: SlideRequest): void;
  /** Registers a teardown with the instance's lifetime. */
  own(dispose: () => void): void;
  /** The first slide shows and its scenes have started: code that waited for it may load now. */
  shown(): void;
  /** Every layer of the first slide has entered (or the start gave up). */
  entered(): void;
  alive(): boolean;
}

/** Returns `init`: idempotent, and a no-op once the slider is killed. */
export function createSliderStart(deps: SliderStartDeps): () => Promise<void> {
  const { model, store, env, scenes } = deps;
  const slides = () => store.getState().slides;
  let started = false;
  return async function init() {
    if (started || !deps.alive()) return;
    started = true;
    // A deep link may start on a lazy slide: complete it before the first paint.
    const startKey = slides()[store.getState().index]?.key;
    if (startKey) await deps.lazy.ensure(startKey);
    const first = slides()[store.getState().index];
    if (!deps.alive() || !first) return;
    // The rarer ease curves, when this slide or a global one plays one (rare-eases.ts; else after the first slide).
    const eases = slidesUseRareEase([first, ...model.staticSlides]) ? loadRareEases(env.log) : null;
    await Promise.all([deps.backdrop()?.prepare(first.key), eases, ...deps.before()]);
    if (!deps.alive()) return;
    deps.backdrop()?.show(first.key);
    deps.pan.play(first);
    deps.host()?.setActiveSlide(first, null);
    store.setState({ phase: 'idle', backdrop: deps.backdrop()?.kind ?? 'none' });
    deps.retain(store.getState().index);
    deps.emit('ready', { id: model.htmlId });
    deps.showMedia(first.key);
    const duration = () => slides()[store.getState().index]?.slideshow.len ?? model.defaultSlideLength;
    const follow = deps.scrollTimeline()?.follow(scenes.setScrollProgress, { setTime: scenes.setScrollTime, motion: deps.motion, clock: deps.clock, duration });
    if (follow) deps.own(follow);
    // Every layer of the first slide and of the global slides has entered: the bench compares this with
    // strata:first-visible, and the heavy things (the GPU stage) wait for it, so they never stall an entry.
    const layersIn = scenes.play(first, 'in');
    void Promise.all([layersIn, scenes.syncGlobals(model.staticSlides, store.getState().index)]).then(() => {
      if (deps.alive()) env.mark('strata:layers-entered');
      deps.entered();
    });
    deps.control.begin();
    const next = deps.pipeline.takeQueued();
    if (next !== null) deps.request(next);
    deps.shown();
  };
}
