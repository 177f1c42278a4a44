/**
 * Layer appearance beyond fills, borders and fonts (SPEC §3 "Appearance", §5, §7): shadows, text stroke,
 * accessibility attributes, SVG colouring, the image fit of image layers and a layer's background video.
 * Built by engine/model/normalize-appearance.ts; every field is defaulted (null = "the layer has none").
 */
import type { ImageFill, Ladder } from './types.ts';

/** Box shadow (wire `bShdw`), px per level, unscaled grid px (the view scales them like borders). */
export interface BoxShadow {
  /** Horizontal offset (wire `h`). */
  readonly h: Ladder<number>;
  /** Vertical offset (wire `v`). */
  readonly v: Ladder<number>;
  readonly blur: Ladder<number>;
  readonly spread: Ladder<number>;
  readonly color: Ladder<string>;
  /** Inner shadow (wire `inset`). */
  readonly inset: boolean;
}

/** Text shadow (wire `tShdw`; CSS text-shadow has no spread). */
export interface TextShadow {
  readonly h: Ladder<number>;
  readonly v: Ladder<number>;
  readonly blur: Ladder<number>;
  readonly color: Ladder<string>;
}

/** Text stroke (wire `tStr`): an outline drawn with -webkit-text-stroke. */
export interface TextStroke {
  readonly width: Ladder<number>;
  readonly color: Ladder<string>;
}

export type AriaLive = 'off' | 'polite' | 'assertive';

/**
 * Accessibility attributes of a layer (wire `acc`, SPEC §3). Rendered only when the module's
 * `accessibility` flag is on (SPEC §5). Empty strings mean "not set".
 */
export interface LayerAccessibility {
  /** aria-label. */
  readonly label: string;
  /** aria-hidden="true". */
  readonly hidden: boolean;
  /** ARIA role, e.g. "img", "heading". */
  readonly role: string;
  /** aria-live, or null when not set. */
  readonly live: AriaLive | null;
}

/** How an SVG layer's shapes are coloured (wire `svg: {c, stroke: {c, w, d, o}}`, as in SR7's hover `svg`). */
export interface SvgStyle {
  /** Fill of every shape, or null to keep the file's own fills. */
  readonly fill: string | null;
  /** Stroke of every shape, or null to keep the file's own strokes (a transparent or 0-width stroke is null). */
  readonly stroke: null | {
    readonly color: string;
    /** Width in px. */
    readonly width: number;
    /** stroke-dasharray as CSS ('' = solid). */
    readonly dash: string;
    /** stroke-dashoffset in px. */
    readonly offset: number;
  };
}

/** A layer's background video (wire `bg.video`), drawn behind the layer's content, playing while its slide shows. */
export interface LayerBgVideo {
  readonly src: string;
  readonly poster: string | null;
  readonly loop: boolean;
  readonly mute: boolean;
  /** Plays while its slide is shown (wire `autoPlay`, default true). */
  readonly autoPlay: boolean;
}

export interface LayerAppearance {
  readonly boxShadow: BoxShadow | null;
  readonly textShadow: TextShadow | null;
  readonly textStroke: TextStroke | null;
  /** Null when the layer has no `acc` settings. */
  readonly accessibility: LayerAccessibility | null;
  /** SVG layers only: colouring of the inlined shapes; null for other layers or when the wire has no `svg`. */
  readonly svg: SvgStyle | null;
  /**
   * Image layers only: how the image fills the box (content `size`/`pos`/`repeat`; "100% 100%" → cover,
   * SPEC §5). `src` repeats `content.src`. Null for other layers or without a src.
   */
  readonly image: ImageFill | null;
  readonly bgVideo: LayerBgVideo | null;
}
