/**
 * Slide actions (SPEC §2 "Module-level behaviours", §3 "Action"), normalized from the wire array
 * `slide.actions` (`{a, evt, src:[layer ids], target, …}`, FORMAT.md §9). Every action is fully defaulted;
 * engine/runtime/actions.ts runs them when a visitor interacts with a source layer.
 */

/** A visitor event on a layer that can fire an action (the same set the view delegates to the engine). */
export type ActionEvent = 'click' | 'mouseenter' | 'mouseleave' | 'focusin' | 'focusout';

/** What every action has, whatever its kind. */
export interface ActionBase {
  /** Wire `evt`: the event on a source layer that fires the action (default click). */
  readonly event: ActionEvent;
  /** Wire `src`: ids of the layers whose event fires the action. */
  readonly sources: readonly string[];
  /** Wire `d`: delay in ms between the event and the action (0 = at once). */
  readonly delay: number;
  /** Wire `rd`: rate limit in ms; a repeat within this time of the last run is ignored (0 = none). */
  readonly rateLimit: number;
}

/** Opens a URL (wire `a: "link"`). Layers with a click link render as real anchors (normalize-layer-kind.ts). */
export interface LinkAction extends ActionBase {
  readonly kind: 'link';
  /** Wire `link`: the URL as written; script/data URLs never reach the model (the action is dropped to 'none'). */
  readonly href: string;
  /** Wire `target`: window name, `_self` by default (exports write it as a string or a one-item list). */
  readonly target: string;
  /** Wire `flw`: "nofollow" → rel nofollow. */
  readonly nofollow: boolean;
  /** Wire `ltype`: "a" (a real anchor) or "jquery" (opened by script in SR7; we keep the anchor either way). */
  readonly linkType: 'a' | 'jquery';
}

/** Scrolls the page to an anchor or to the module's end (wire `a: "scroll"`, also "scrollBelow"). */
export interface ScrollAction extends ActionBase {
  readonly kind: 'scroll';
  /** Wire `target`: the id of the element to scroll to ("#" stripped); null = the module's bottom edge. */
  readonly anchor: string | null;
  /** Wire `offset`: px added to the target position ("-50px" stops 50 px above it). */
  readonly offset: number;
  /** Wire `s`: scroll duration in ms ("1000ms" or 1000; default 1000, SPEC §2). */
  readonly speed: number;
  /** Wire `e`: gsap ease name of the scroll (default power1.inOut). */
  readonly ease: string;
  /** Wire `anchor` (when a boolean): push `#anchor` into the history once the scroll ends. */
  readonly history: boolean;
}

/** Slide navigation (wire `a: "next" | "prev" | "jumpto"`). */
export interface SlideNavAction extends ActionBase {
  readonly kind: 'next' | 'prev' | 'jump';
  /** Wire `target` (or `slide`) of a jump: a slide key or id; '' for next/prev. */
  readonly slide: string;
}

/** Plays one scene of the target layers (wire `a: "playScene"`). */
export interface PlaySceneAction extends ActionBase {
  readonly kind: 'playScene';
  /** Wire `target`: layer ids. */
  readonly targets: readonly string[];
  /** Wire `sc`: the scene ('in', 'out', 'scene_N'). */
  readonly scene: string;
}

/**
 * Alternates the target layers between two scenes (wire `a: "toggleScenes"`): a layer in `scene` plays
 * `alternate`, any other layer plays `scene` (SR7_225_1's menu: the first click opens, the next closes).
 */
export interface ToggleScenesAction extends ActionBase {
  readonly kind: 'toggleScenes';
  /** Wire `target`: layer ids. */
  readonly targets: readonly string[];
  /** Wire `scn`: the scene played first ("normal → next"). */
  readonly scene: string;
  /** Wire `scm`: the scene played when the layer is in `scene`. */
  readonly alternate: string;
  /**
   * Wire `rec`: decide from the scene the layer is really in (it may have been changed by another action);
   * false = the action keeps its own alternation per layer.
   */
  readonly respectCurrent: boolean;
}

/** Toggles a CSS class on the target layers (wire `a: "toggleClass"`). */
export interface ToggleClassAction extends ActionBase {
  readonly kind: 'toggleClass';
  /** Wire `target`: layer ids. */
  readonly targets: readonly string[];
  /** Wire `class`: the class name(s), space separated; '' does nothing. */
  readonly className: string;
}

/** Fires a synthetic event on the target layers (wire `a: "simulate"`). */
export interface SimulateAction extends ActionBase {
  readonly kind: 'simulate';
  /** Wire `target`: layer ids. */
  readonly targets: readonly string[];
  /** Wire `typ`: the event to simulate (default click). */
  readonly eventType: ActionEvent;
}

/** Starts, stops or toggles the slideshow (wire `a: "startSlideshow" | "stopSlideshow" | "toggleSlideshow"`). */
export interface SlideshowAction extends ActionBase {
  readonly kind: 'slideshow';
  readonly op: 'start' | 'stop' | 'toggle';
}

/** Media control (play, stop, toggle, mute …), run by engine/media/coordinator.ts (ops.ts reads the name). */
export interface MediaAction extends ActionBase {
  readonly kind: 'media';
  /** The wire `a` as written, e.g. "playMedia", "toggleMute". */
  readonly op: string;
  /** Wire `target`: media layer ids. */
  readonly targets: readonly string[];
}

/**
 * Opens or closes a modal module (wire `a: "open_modal" | "close_modal"`): `target` is the modal's alias (for
 * closing also 'current' or 'all'), `msl` the slide it opens at.
 */
export interface ModalAction extends ActionBase {
  readonly kind: 'modal';
  readonly op: 'open' | 'close';
  /** The modal's alias or id; for `close`, '' means the top one ('current'). */
  readonly target: string;
  /**
   * Wire `msl`, the slide the modal opens at: a 1-based slide number (SR7 writes a 0-based index; 0 here = the
   * module's first slide) or a slide key (`"#key"`, or SR6's `"rs-<id>"`, written without the prefix).
   */
  readonly slide: ModalSlide;
}

/** A slide to open a modal at: a 1-based number (0 = the first slide) or a slide key. */
export type ModalSlide = number | { readonly key: string };

/**
 * An action this engine does not run (callbacks, fullscreen, or a type it does not know, or a link
 * whose URL was refused). Kept, not rejected: one unknown action must not stop a real export from loading.
 */
export interface UnsupportedAction extends ActionBase {
  readonly kind: 'none';
  /** The wire `a` as written. */
  readonly name: string;
}

export type SlideAction =
  | LinkAction
  | ScrollAction
  | SlideNavAction
  | PlaySceneAction
  | ToggleScenesAction
  | ToggleClassAction
  | SimulateAction
  | SlideshowAction
  | MediaAction
  | ModalAction
  | UnsupportedAction;
