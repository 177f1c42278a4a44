import type { Level, SlideModel } from '../model/types.ts';
import type { TransitionSpec } from '../transition/spec.ts';
import type { PanState } from '../anim/pan.ts';

/**
 * The two small ports through which the engine drives its views (DESIGN.md "The one picture").
 * The engine never imports React or Pixi; tests give it fakes.
 */

/**
 * A background transition in flight: the engine calls `render` with LINEAR progress 0..1 of
 * `spec.duration` each frame; eases, staggers and delays are the spec's, applied per cell by the view.
 */
export interface BackdropTransition {
  render(progress: number): void;
  /** Ends the transition showing the incoming slide. Idempotent. */
  finish(): void;
}

/** Slide backgrounds (implemented by renderer/: the GPU stage, or the DOM/CSS fallback). */
export interface Backdrop {
  readonly kind: 'gpu' | 'dom';
  /** Loads what slide `key` needs (textures); resolves even when an image fails (fallback colour). */
  prepare(key: string): Promise<void>;
  /** Tells which slides are current and next to it, so everything else can be released. */
  retain(keys: readonly string[]): void;
  /** Shows slide `key` at once (first slide, or after a resize). */
  show(key: string): void;
  /** Starts a transition between two slides (by key). */
  transition(from: string, to: string, spec: TransitionSpec): BackdropTransition;
  resize(width: number, height: number): void;
  /**
   * Ken Burns: draws slide `key`'s background with this pan transform from now on (kept through show() and
   * transitions); null resets it to the plain background. Optional: a backdrop without it shows no pan.
   */
  pan?(key: string, state: PanState | null): void;
  /**
   * Slide `key`'s background video started (true) or stopped (false) playing (issue 7): a GPU backdrop updates the
   * video texture, and keeps a render loop, only while it plays. Optional: a backdrop without it shows the poster.
   */
  videoState?(key: string, playing: boolean): void;
  /** Deterministic counters for tests and the bench (GPU backdrop only). */
  stats?(): { drawCalls: number; frames: number; texturesResident: number };
  /** Renders now and reads one stage pixel (CSS px) as RGBA 0..255 (GPU backdrop only). */
  samplePixel?(x: number, y: number): [number, number, number, number];
  destroy(): void;
}

/** A layer's box in slide coordinates (px, after responsive scaling). */
export interface LayerBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The animatable parts of one layer. In the browser these are DOM elements; in tests, plain objects.
 * DOM nesting, outermost first: outer box ([data-strata-layer], never transformed: its rect IS the
 * layer's box) > modifier wrapper (mouse/scroll effects) > mask wrapper (mask offsets, overflow, clip)
 * > loop wrapper (loop timelines) > content. A wrapper exists only when the layer needs it.
 */
export interface LayerTargets {
  /** The element the `content` timeline moves (transform/opacity/filter/colours). */
  content: object;
  /** The mask wrapper (mask x/y, overflow, clip reveal), when the layer has mask or clip frames. */
  mask: object | null;
  /** The loop wrapper, when the layer has a loop timeline. */
  loop?: object | null;
  /** The modifier wrapper (mouse parallax, scroll effects), when the layer has modifiers. */
  modifier?: object | null;
  /** Split-text pieces of the content (chars, words or lines), split on first use. */
  split?: (kind: 'chars' | 'words' | 'lines') => readonly object[];
}

/** A visitor's interaction with a layer, delegated by the view to the engine (`Slider.layerInput`). */
export type LayerInputType = 'click' | 'mouseenter' | 'mouseleave' | 'focusin' | 'focusout';

/** DOM layers (implemented by react-ui/). */
export interface LayerHost {
  /** Animatable targets of a layer on a slide, or null when it is not rendered. */
  targets(slideKey: string, layerId: string): LayerTargets | null;
  /**
   * The layer's box and the slide size (for keyword offsets such as x: 'left'), and the responsive
   * scale that turns the module's grid px into screen px.
   */
  measure(slideKey: string, layerId: string): { box: LayerBox; slide: { w: number; h: number }; scale: number } | null;
  /** Marks which slide is visible/current (aria-hidden, inert, z-order). */
  setActiveSlide(slide: SlideModel, previous: SlideModel | null): void;
  /** Adds, removes (force false) or toggles a class on a layer's outer element (action toggleClass). */
  toggleClass?(slideKey: string, layerId: string, className: string, force?: boolean): void;
  /** Dispatches a synthetic DOM event (e.g. click) on a layer's content element (action simulate). */
  simulate?(slideKey: string, layerId: string, type: string): void;
  /** Sets a layer's content HTML (toggle layers swap default ↔ toggled text); the HTML is already sanitized. */
  setHtml?(slideKey: string, layerId: string, html: string): void;
  /** Resolves once a slide's layers (changed in the store, e.g. a MIX lazy slide completed) are in the DOM. */
  whenRendered?(slideKey: string): Promise<void>;
}

/** What the engine needs from the page, injected so the engine runs in Node (no globals at import). */
export interface Environment {
  /** Where `window.strata` / `window.revapiN` live; null in Node. */
  readonly global: Record<string, unknown> | null;
  /** Element that receives SR7-named DOM events (e.g. `sr.slide.afterChange`); null in Node. */
  readonly eventTarget: { dispatchEvent(event: Event): boolean } | null;
  /** Performance marks (`strata:transition-start` …); no-op in Node. */
  mark(name: string): void;
  /** Level-aware console (errors in listeners, warnings). */
  readonly log: Pick<Console, 'warn' | 'error' | 'info'>;
  readonly random: () => number;
  /** Current responsive level. */
  readonly level: () => Level;
  /** Removes the module's DOM (API `kill`); absent in Node. */
  readonly removeElement?: () => void;
  /** Pointer, scroll and orientation input for modifiers (parallax, scroll effects; ports-modifiers.ts); absent in Node. */
  readonly modifierInputs?: import('./ports-modifiers.ts').ModifierInputs;
  /** Hover, focus, tab visibility, viewport and reduced motion for the slideshow (ports-slideshow.ts); absent in Node. */
  readonly slideshowInputs?: import('./ports-slideshow.ts').SlideshowInputs;
  /** Keyboard, wheel, swipe, viewport and URL-hash input for navigation (ports-input.ts); absent in Node. */
  readonly navInputs?: import('./ports-input.ts').NavInputs;
  /** Opens a URL in the named window (link actions whose layer is not a real anchor); absent in Node. */
  readonly navigate?: (href: string, target: string) => void;
  /** The page's URL, to tell same-page links (they scroll instead of opening); absent in Node. */
  readonly pageUrl?: () => string;
  /** The page's vertical scroll (scroll actions, same-page links); absent in Node. */
  readonly pageScroll?: PageScroll;
}

/**
 * The page scroll as the engine sees it. The engine animates the position itself on the one clock
 * (DESIGN.md "One clock"), so `set` must jump (no CSS smooth scrolling in between).
 */
export interface PageScroll {
  /** Current scroll position, px from the top of the document. */
  get(): number;
  set(y: number): void;
  /** Largest reachable position (document height minus viewport height). */
  max(): number;
  /** Document Y of the top of the element with this id, or null when the page has none. */
  anchorY(id: string): number | null;
  /** Document Y of the module's bottom edge ("scroll to the module end"), below its hold spacer when held (sbt). */
  moduleEndY(): number;
  /** Adds `#id` to the history without jumping. */
  pushHash(id: string): void;
}
