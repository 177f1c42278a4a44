/** What createSlider is given (its ports) and what it answers (the slider), kept apart from the wiring itself. */
import type { Level, ModuleModel } from '../model/types.ts';
import type { MediaHost } from '../media/types.ts';
import type { StrataApi } from './api-types.ts';
import type { Carousel } from './carousel.ts';
import type { Clock } from './clock.ts';
import type { SlideLoader } from './lazy-slides.ts';
import type { Motion } from './motion.ts';
import type { Backdrop, Environment, LayerHost, LayerInputType } from './ports.ts';
import type { PauseReason, SliderStore } from './store.ts';

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
  /** Carousel mode (model.type 'carousel'): the position, drag input and visible window, once its code is in (by the end of init); null otherwise. */
  readonly carousel: Carousel | null;
}

/** The environment outside a page (Node, tests): no globals, no events, no marks. */
export const silentEnv = (random: () => number): Environment => ({
  global: null,
  eventTarget: null,
  mark: () => {},
  log: console,
  random,
  level: () => 1,
});
