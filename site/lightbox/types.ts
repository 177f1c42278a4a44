/** The lightbox's public types (Magnific Popup 1.2.0 semantics, BEHAVIOURS §3; SPEC §4 "Lightbox"). */

export type LightboxType = 'image' | 'iframe' | 'ajax' | 'inline';

export const LIGHTBOX_TYPES: readonly LightboxType[] = ['image', 'iframe', 'ajax', 'inline'];

/** SPEC §4: closed, loading, ready, error. The open states are mirrored as `mfp-s-<status>` on the container. */
export type LightboxStatus = 'closed' | 'loading' | 'ready' | 'error';

export interface LightboxItem {
  type: LightboxType;
  /** image/ajax/iframe: a URL; inline: `#id` of an element on the page. */
  src: string;
  /** Shown under an image (Magnific `titleSrc: 'title'`: the opener's title attribute); set as text, never HTML. */
  title?: string;
}

/** Magnific's options that our pages use; every one defaults to Magnific 1.2.0's value. */
export interface LightboxOptions {
  /** Default true. */
  closeOnBgClick: boolean;
  /** Default false. */
  closeOnContentClick: boolean;
  /** Default true (Esc on keyup). */
  enableEscapeKey: boolean;
  /** Default true. */
  showCloseBtn: boolean;
  /** `true` turns off background and content clicks, the close button and Esc. Default false. */
  modal: boolean;
  /** Classes added to the background and the wrap while open (ThemeMascot uses 'mfp-fade'). Default ''. */
  mainClass: string;
  /** How long `mfp-removing` is shown before the popup leaves the DOM, ms. Default 0. */
  removalDelay: number;
  /** Gallery mode (arrows, keys, counter, preload). Default: on when there is more than one item. */
  gallery: boolean;
  /** Default true. */
  loop: boolean;
  /** [before, after] in the direction of travel. Default [0, 2]. */
  preload: readonly [number, number];
  /** A click on the image shows the next one. Default true. */
  navigateByImgClick: boolean;
  /** Default true. */
  arrows: boolean;
  /** Fit the image's max-height to the window. Default true. */
  verticalFit: boolean;
}

export interface OpenRequest extends Partial<LightboxOptions> {
  items: readonly LightboxItem[];
  /** Index of the item to show first. Default 0. */
  index?: number;
}

/** Payloads of the callbacks, named as Magnific's events (`mfp` + name on the document). */
export interface LightboxEventMap {
  BeforeOpen: Record<string, never>;
  Open: Record<string, never>;
  BeforeClose: Record<string, never>;
  Close: Record<string, never>;
  AfterClose: Record<string, never>;
  Change: { index: number; item: LightboxItem };
  UpdateStatus: { status: Exclude<LightboxStatus, 'closed'>; text: string };
  /** An item was preloaded (Magnific's LazyLoad). */
  LazyLoad: { index: number; item: LightboxItem };
}

export type LightboxEventName = keyof LightboxEventMap;
