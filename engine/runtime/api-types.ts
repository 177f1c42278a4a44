import type { Diagnostic } from '../model/diagnostics.ts';
import type { PauseReason } from './store.ts';
import type { SlideRequest } from './navigation.ts';
import type { MediaPublicState, MediaStateCode } from '../media/types.ts';

/** A slide as the API reports it (FORMAT.md §3 `currentSlide()`: order = index + 1). */
export interface SlideRef {
  readonly index: number;
  readonly key: string;
  readonly order: number;
}

/** Every event the slider emits; each is also dispatched as an SR7-named DOM event (see SR7_EVENT_NAMES). */
export interface StrataEvents {
  ready: { readonly id: string };
  beforeChange: { readonly current: SlideRef; readonly next: SlideRef };
  afterChange: { readonly current: SlideRef; readonly previous: SlideRef | null };
  finished: { readonly id: string };
  pause: { readonly reasons: readonly PauseReason[] };
  resume: { readonly id: string };
  /** The frame rate measured over the last check (every 4000 ms of animation) fell under 30 fps (SPEC §9). */
  lowFps: { readonly fps: number };
  /** Layer stage events (SPEC §4); frame events carry the 0-based frame index of the scene's content track. */
  layer: {
    readonly slide: string;
    readonly layer: string;
    readonly eventtype: 'enterstage' | 'enteredstage' | 'leavestage' | 'leftstage' | 'framestarted' | 'frameended' | 'framerepeated';
    readonly scene: string;
    readonly frame?: number;
  };
  /**
   * A media item changed state (SPEC §4 "Media player"): `layer` is null for the slide's background video.
   * `finished` = ended and not looping; a looping media announces `ended` and then `playing` again.
   */
  media: {
    readonly slide: string;
    readonly layer: string | null;
    readonly state: MediaPublicState;
    readonly code: MediaStateCode;
  };
}

export const SR7_EVENT_NAMES: Readonly<Record<keyof StrataEvents, string>> = {
  ready: 'sr.module.ready',
  beforeChange: 'sr.slide.beforeChange',
  afterChange: 'sr.slide.afterChange',
  finished: 'sr.module.finished',
  pause: 'sr.slide.pause',
  resume: 'sr.slide.resume',
  lowFps: 'sr.module.lowfps',
  layer: 'sr.layer.action',
  /** A prefix: the DOM event carries the state, `sr.media.playing`, `sr.media.paused` … (see sr7EventName). */
  media: 'sr.media',
};

/**
 * The SR7 DOM event name of one event: the map's name, except media events, whose name ends in their state
 * (FORMAT.md §3 `sr.media.<state>`).
 */
export function sr7EventName<K extends keyof StrataEvents>(type: K, detail: StrataEvents[K]): string {
  if (type === 'media') return `${SR7_EVENT_NAMES.media}.${(detail as StrataEvents['media']).state}`;
  return SR7_EVENT_NAMES[type];
}

/**
 * The public API object (DESIGN.md "Public surface"): `window.strata.get(idOrAlias)`.
 *
 * @example
 * const api = window.strata.get('strata-hero');
 * api.on('afterChange', ({ current }) => console.log('now on', current.key));
 * api.next();
 */
export interface StrataApi {
  readonly id: string;
  readonly alias: string;
  /** Starts the slideshow (also when the module waits for the API, or after it stopped). */
  start(): void;
  /** Pauses the slideshow until `resume()` (other pause reasons stay independent). */
  pause(): void;
  resume(): void;
  next(): void;
  prev(): void;
  /** Shows a slide by key (`'#key'` or `'key'`), 0-based index, `'+1'`/`'-1'`, or 'first' | 'last' | 'random'. */
  show(request: SlideRequest): void;
  current(): SlideRef;
  /** Number of slides. */
  max(): number;
  /** Removes a slide by key; if it is the current one, moves to the next first. */
  remove(key: string): void;
  /**
   * Plays a layer's scene ('in', 'out', 'scene_N') on the current slide, or on the global slide holding the
   * layer; like an action, it leaves the slide's other layers running (SPEC §4).
   */
  playScene(layerId: string, scene: string): void;
  /** Re-measures the module and re-lays out its layers. */
  redraw(): void;
  /** Scrolls the page to just below the module (offset px, speed ms, gsap ease). */
  scroll(offset?: number, speed?: number, ease?: string): void;
  /** Stops everything and removes every listener, tween, texture and DOM node the module made. */
  kill(): void;
  /** What draws the backdrop now, with deterministic counters (draw calls, frames, resident textures). */
  stage(): StageInfo;
  /**
   * Values of the module JSON that Strata did not understand, each with the JSON path, what was expected, what was
   * found and what was used instead; empty for a module read as written.
   *
   * @example
   * api.diagnostics(); // → [{ path: 'module.settings.vPort[0]', expected: 'a number', found: 'soon', used: 100 }]
   */
  diagnostics(): readonly Diagnostic[];
  on<K extends keyof StrataEvents>(event: K, fn: (detail: StrataEvents[K]) => void): StrataApi;
  off<K extends keyof StrataEvents>(event: K, fn: (detail: StrataEvents[K]) => void): StrataApi;
}

export interface StageInfo {
  readonly kind: 'none' | 'dom' | 'gpu';
  readonly drawCalls: number;
  readonly frames: number;
  readonly texturesResident: number;
  /** One backdrop pixel (CSS px from the stage's top-left) as RGBA 0..255; null without the GPU stage. */
  samplePixel(x: number, y: number): [number, number, number, number] | null;
}

/** The global registry at `window.strata`. */
export interface StrataRegistry {
  get(idOrAlias: string | number): StrataApi | undefined;
  list(): StrataApi[];
  /**
   * Present once a page mounts a `<StrataModal>` (engine/runtime/modal-api.ts registerModalApi); `slide` is 1-based,
   * or a slide key written `"#key"`.
   */
  openModal?(aliasOrId: string | number, slide?: number | string): void;
  /** Closes a modal by alias or id, the top one (`'current'`, the default) or all (`'all'`). */
  closeModal?(which?: string): void;
  /**
   * An add-on script registers its hooks by slug (SR7's `SR7.A[slug]`); every module on the page, now or later,
   * calls `prepareSlide` once for each slide whose `addOns` names the slug. Returns the unregister function.
   */
  registerAddOn(slug: string, hooks: AddOnHooks): () => void;
}

/** What an add-on gives the engine (engine/runtime/addon-hooks.ts). */
export interface AddOnHooks {
  /**
   * Called once per slide that names the add-on, with that slide's settings for it (SR7 `prepareSlide(id, key)`).
   * May return a cleanup, run when the module is destroyed.
   */
  prepareSlide?(slide: AddOnSlide): void | (() => void);
}

export interface AddOnSlide {
  readonly api: StrataApi;
  readonly slideKey: string;
  /** The slide's `addOns[slug]` object. */
  readonly settings: Readonly<Record<string, unknown>>;
}
