/**
 * Modal display (SPEC §2 "Modal display", §3 "Modal settings", §4 "Modal"): the parsed trigger string,
 * the underlay's look, and the state the controller keeps per open modal.
 */

export type ModalH = 'left' | 'center' | 'right';
export type ModalV = 'top' | 'middle' | 'bottom';

/** How an open modal looks: the keys `sp bg pS h v` of the trigger string and of `settings.modal`. */
export interface ModalLook {
  /** Wire `sp`: underlay (and module) fade time in ms. Default 1000 (SPEC §9). */
  readonly speed: number;
  /** Wire `bg`: underlay colour; `transparent` = no underlay clicks (SR7 `cover:false`). Default rgba(0,0,0,0.5). */
  readonly bg: string;
  /** Wire `pS`: page scroll allowed while open; false locks body scroll. Default false. */
  readonly pageScroll: boolean;
  /** Wire `h`: horizontal position of the module. Default center (FORMAT.md §9). */
  readonly h: ModalH;
  /** Wire `v`: vertical position of the module. Default middle (FORMAT.md §9). */
  readonly v: ModalV;
}

export const DEFAULT_MODAL_LOOK: ModalLook = { speed: 1000, bg: 'rgba(0,0,0,0.5)', pageScroll: false, h: 'center', v: 'middle' };

/** The trigger string's keys, as SR7 writes them. */
export type ModalTriggerKey = 't' | 'so' | 's' | 'e' | 'ha' | 'co' | 'sp' | 'bg' | 'pS' | 'h' | 'v';

/** A parsed, fully-defaulted `data-modal` trigger string (FORMAT.md §5). */
export interface ModalTrigger extends ModalLook {
  /** Wire `t`: open after this many ms; null = no timer. */
  readonly delay: number | null;
  /** Wire `so`: open once `scrollY >= scrollOffset` px; null = off. Ignored when `scrollElement` is set. */
  readonly scrollOffset: number | null;
  /** Wire `s`: CSS selector; open once the element's top is at or above half the window height. */
  readonly scrollElement: string | null;
  /** Wire `e`: custom DOM event name (on document or window); `event.detail.slide` = 1-based slide. */
  readonly event: string | null;
  /** Wire `ha`: open when `location.hash` is `#<alias>` (500 ms after load, and on each matching hashchange). */
  readonly hash: boolean;
  /** Wire `co`: days the one-time cookie lives once the modal was shown; null = no cookie (SPEC §9: days). */
  readonly cookieDays: number | null;
  /** The keys the string actually carried (so look keys it set can override the module's modal settings). */
  readonly explicit: readonly ModalTriggerKey[];
  /** Keys that are not SR7 trigger keys: ignored, listed so a caller can warn. */
  readonly unknown: readonly string[];
}

/** What to open: an alias or a database id (`SR7_12_1` html ids are cut to 12 by the backend). */
export interface ModalRef {
  readonly alias?: string;
  readonly id?: string | number;
}

/**
 * The module data a modal mounts: structurally the engine/load `LoadedModule` (json, base for media paths,
 * add-on resources, and `ready`, which settles once those resources are loaded — SPEC §5).
 */
export interface ModalModuleData {
  readonly json: Record<string, unknown>;
  readonly base: string;
  readonly ready: Promise<void>;
}

/** get_modal_settings reply fields the controller reads (SPEC §7); anything missing falls back. */
export interface ModalSettingsLike {
  readonly success?: boolean;
  readonly id?: number | string;
  readonly alias?: string;
  readonly sp?: unknown;
  readonly bg?: unknown;
  readonly pS?: unknown;
  readonly h?: unknown;
  readonly v?: unknown;
  /** Strata extension: the module is a pop-up and may be both on the page and a modal (see controller). */
  readonly pop?: unknown;
}

/** How the controller fetches (engine/load's fetchModalSettings and loadModule, bound to the page's deps). */
export interface ModalLoader {
  settings(ref: ModalRef): Promise<ModalSettingsLike>;
  module(ref: ModalRef): Promise<ModalModuleData>;
}

/** loading → open → closing → (removed = closed). SPEC §4 "Modal"; closing is the fade-out. */
export type ModalPhase = 'loading' | 'open' | 'closing';

export interface ModalEntry {
  /** Unique per open request (React key). */
  readonly serial: number;
  /** The alias when known (from the request or the settings reply), else the requested id as a string. */
  readonly alias: string;
  readonly ref: ModalRef;
  readonly phase: ModalPhase;
  /** 1-based slide to open at (0 = the module's own first slide), or a slide key written `"#key"`. */
  readonly slide: number | string;
  readonly look: ModalLook;
  /** Set once loaded; the view mounts the module from it (hidden until ready). */
  readonly module: ModalModuleData | null;
  /** The element that had focus when the modal was asked for (focus returns there on close). */
  readonly opener: unknown;
}
