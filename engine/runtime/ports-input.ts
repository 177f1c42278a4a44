/**
 * The input port for navigation by keyboard, wheel, swipe and URL hash: `Environment.navInputs`, implemented by
 * react-ui/nav-inputs.ts on the module element. Injected, so the engine never touches window/document; the
 * decisions (guards, cooldowns, thresholds, hash matching) are the engine's (engine/runtime/input/).
 * Each subscription attaches its DOM listeners only while subscribed, and the engine subscribes only to what the
 * module's `settings.nav` switches on, so a module without keyboard/wheel/swipe adds no listener.
 */

/** An arrow key, already filtered by the view (no modifier keys, not typed into a form field). */
export type NavKey = 'left' | 'right' | 'up' | 'down';

/** A wheel step in CSS px (line and page deltas converted by the view); positive = down / right. */
export interface WheelSample {
  readonly dx: number;
  readonly dy: number;
  /** When the event happened (Event.timeStamp, the `now()` time base); absent = now. */
  readonly time?: number;
}

/** One pointer step of a possible swipe. Coordinates are viewport px. */
export interface DragSample {
  readonly phase: 'start' | 'move' | 'end' | 'cancel';
  readonly x: number;
  readonly y: number;
  readonly pointer: 'mouse' | 'touch' | 'pen';
  /** Touch points down at this moment (1 for a mouse or pen). */
  readonly touches: number;
  /** When the event happened (Event.timeStamp, the `now()` time base); absent = now. */
  readonly time?: number;
  /**
   * The module's size along the drag axis (CSS px), so a swipe can follow the finger as a fraction of it; absent =
   * unknown, and the swipe decides on release only.
   */
  readonly span?: number;
}

/**
 * What the engine makes of a drag step: `track` keeps following it, `drag` says it moved past the tap slop (the
 * view then swallows the click that follows, SPEC §9 "touch move cancels a tap at 5px"), `ignore` drops it (the
 * page may scroll, the click goes through).
 */
export type DragVerdict = 'track' | 'drag' | 'ignore';

export interface DragOptions {
  /** The axis that swipes; the other one stays the page's (CSS touch-action). */
  readonly axis: 'x' | 'y';
  /** Mouse drags swipe too (SR7 `nav.s.desk`); touch and pen always do. */
  readonly mouse: boolean;
  /** Block page scrolling on the module altogether while a finger is on it (SR7 `nav.s.bV`). */
  readonly blockScroll: boolean;
}

/** The module's box against the viewport, CSS px. */
export interface ViewportBox {
  readonly top: number;
  readonly bottom: number;
  readonly viewportHeight: number;
}

/** The page URL's fragment, for deep links (SPEC §2). */
export interface HashPort {
  /** The current hash without `#`, decoded; '' when none. */
  get(): string;
  /** Sets the hash without adding a history entry (history.replaceState: no hashchange, no jump); '' removes it. */
  replace(hash: string): void;
  /** The visitor changed the hash (hashchange, back/forward). */
  listen(fn: (hash: string) => void): () => void;
}

export interface NavInputs {
  /**
   * Monotonic time in ms (performance.now), the time base of the keyboard guard, the wheel cooldown and the
   * navigation delay. Samples carry their event's own time in the same base: events queued behind a busy main
   * thread keep their real spacing (a trackpad's inertia stream must not look paused because the page was).
   */
  now(): number;
  /**
   * Loads what `keys`, `wheel` and `drag` need, where the view splits that code off (react-ui/nav-gestures.ts): the
   * engine asks for it with its own keyboard, wheel and swipe code, only for a module that switches one on, and
   * subscribes once both are in.
   */
  gestures?(): Promise<void>;
  /**
   * Arrow keys meant for this module: the view reports them only while focus is inside the module, or while the
   * module is at least half in view and focus is not in another control. Return true when handled (preventDefault).
   */
  keys(fn: (key: NavKey, time?: number) => boolean): () => void;
  /** Wheel over the module; return true to keep it from the page (the listener is non-passive for this). */
  wheel(fn: (sample: WheelSample) => boolean): () => void;
  /** Pointer drags starting on the module. */
  drag(options: DragOptions, fn: (sample: DragSample) => DragVerdict): () => void;
  /** The module's place in the viewport: once on subscribing, then whenever it may have changed. */
  viewport(fn: (box: ViewportBox) => void): () => void;
  /** A touch-first device (coarse pointer, no hover): the mobile rules of SPEC §9 apply. */
  touch(): boolean;
  /** The URL hash; absent where there is no page URL. */
  readonly hash?: HashPort;
  /** Scrolls the page so the module is in view (a deep link to one of its slides). */
  reveal?(): void;
}
