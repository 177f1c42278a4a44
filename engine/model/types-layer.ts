/** A layer in the normalized model (types.ts re-exports it): kind, box, content, timelines, hover and media. */
import type { LayerAppearance } from './types-appearance.ts';
import type { LayerModifiers } from './types-modifiers.ts';
import type { MediaOptions } from '../media/types.ts';
import type { ImageFill, Ladder, LayerType, Length, Level, Sides } from './types.ts';
import type { FrameFilter, FrameValue, SceneTimeline } from './types-timeline.ts';
import type { LayerEditorFields } from './types-editor.ts';
import type { PatternOverlay } from './normalize-overlay.ts';

/**
 * A layer's static base transform (wire `tr`, SPEC §3; engine/model/normalize-transform.ts): rotations in degrees
 * and an opacity, applied on a wrapper outside everything the timelines move, with a 600 px perspective.
 */
export interface LayerStaticTransform {
  readonly rotationX: number;
  readonly rotationY: number;
  readonly rotationZ: number;
  /** 0–1; SR7 drops a 0, so it is never 0 here. */
  readonly opacity: number;
}

/** Hover state of a layer (wire `hov` with `u` on): a reversible tween from the idle look (SPEC §4, 300 ms default). */
export interface LayerHover {
  /** Duration in ms (wire `frame.d`, default 300) and ease (wire `frame.e`, default power3.inOut). */
  readonly duration: number;
  readonly ease: string;
  readonly color: string | null;
  readonly bgColor: string | null;
  /**
   * A gradient hover background (wire `color.bg` {type: linear/radial, string}), as CSS; `color.gAnim` "fading" (the
   * only value exports show) is read as easing from the idle background: a gradient of the same shape turns and
   * recolours stop by stop, anything else changes at the end of the hover.
   */
  readonly bgGradient: string | null;
  readonly borderColor: string | null;
  readonly borderStyle: string | null;
  /** Border widths in px per side at the module's levels, or null when the hover leaves borders alone. */
  readonly borderWidth: Sides<Ladder<number>> | null;
  /** CSS radius per corner (t r b l), or null when unchanged. */
  readonly radius: Sides<string> | null;
  /** Transform/opacity the hover tweens to; 'inherit' keeps the idle value. */
  readonly frame: {
    readonly x: FrameValue;
    readonly y: FrameValue;
    readonly z: number | 'inherit';
    readonly o: number | 'inherit';
    readonly sX: number | 'inherit';
    readonly sY: number | 'inherit';
    readonly rX: number | 'inherit';
    readonly rY: number | 'inherit';
    readonly rZ: number | 'inherit';
    readonly skX: number;
    readonly skY: number;
    readonly origin: readonly [string, string, string];
  };
  readonly filter: FrameFilter | null;
  /** Text decoration while hovered (wire `deco`), or null. */
  readonly decoration: string | null;
  /** Pointer cursor (wire layer `cursor`). */
  readonly zIndex: number | null;
}

export interface LayerFluid {
  readonly text: boolean;
  readonly transform: boolean;
  readonly spacing: boolean;
  /** Size (w/h/min/max), position (x/y) and border widths follow the responsive scale. */
  readonly geometry: boolean;
}

export interface LayerModel {
  readonly id: string;
  readonly alias: string;
  /** Parent layer id, or null for top-level layers. */
  readonly parentId: string | null;
  readonly type: LayerType;
  /** HTML tag of the layer's content element (unknown tags fall back to the type's default). */
  readonly tag: string;
  /** Align to 'slide' (the whole slide) or 'grid' (the centered layer grid). */
  readonly alignTo: 'slide' | 'grid';
  readonly content: {
    /** Sanitized HTML (text/button layers). */
    readonly html: string;
    readonly textTransform: string;
    readonly src: string | null;
    readonly poster: string | null;
  };
  readonly link: { readonly href: string; readonly target: string; readonly rel: string } | null;
  readonly size: {
    readonly w: Ladder<Length>;
    readonly h: Ladder<Length>;
    readonly minW: Ladder<Length | null>;
    readonly minH: Ladder<Length | null>;
    readonly maxW: Ladder<Length | null>;
    readonly maxH: Ladder<Length | null>;
    /** Cover modes become custom 100% w/h (SPEC §5). */
    readonly cover: boolean;
    /** Column fraction, e.g. 1/3 → 0.3333; null when not a column. */
    readonly col: number | null;
  };
  readonly pos: {
    readonly x: Ladder<Length>;
    readonly y: Ladder<Length>;
    readonly h: Ladder<'left' | 'center' | 'right'>;
    readonly v: Ladder<'top' | 'middle' | 'bottom'>;
    /**
     * Where an inline-block flow layer sits in its line: in a column, the column's `vA` (home: "JSC HACK" centres with
     * the "Register Now" group beside it in a middle-aligned column; putnam's hamburger lines, `v` top, middle and bottom,
     * all sit at the top of theirs); elsewhere its own `v`.
     */
    readonly lineAlign: Ladder<'top' | 'middle' | 'bottom'>;
    readonly position: 'absolute' | 'relative';
    readonly float: Ladder<'none' | 'left' | 'right'>;
    readonly clear: Ladder<'none' | 'left' | 'right' | 'both'>;
  };
  readonly margin: Sides<Ladder<number>>;
  readonly padding: Sides<Ladder<number>>;
  readonly zIndex: number;
  /** Place among its siblings in a row, column or group (wire `order`; 5 without one, as in SR7's runtime). */
  readonly order: number;
  readonly display: Ladder<string>;
  /** Vertical align of content inside columns ('top' | 'middle' | 'bottom'). */
  readonly verticalAlign: 'top' | 'middle' | 'bottom';
  readonly visible: Ladder<boolean>;
  readonly overflow: 'visible' | 'hidden';
  readonly pointerEvents: 'auto' | 'none';
  readonly blend: string;
  readonly bg: {
    readonly color: string | null;
    /** CSS gradient when the layer's wire bg colour is a gradient (then `color` is null). Added by engine/model. */
    readonly gradient?: string | null;
    readonly image: ImageFill | null;
    /** SR7's pixel-pattern overlay (wire `bg.overlay`), drawn over video and audio layers; absent = none. */
    readonly overlay?: PatternOverlay;
  };
  readonly border: {
    readonly style: string;
    readonly color: string;
    readonly width: Sides<Ladder<number>>;
  };
  readonly radius: Sides<string>;
  readonly font: {
    readonly family: string;
    readonly size: Ladder<number>;
    readonly weight: Ladder<string>;
    readonly letterSpacing: Ladder<number>;
    readonly style: 'normal' | 'italic';
  };
  /** Line height in px per level (or null for 'normal'). */
  readonly lineHeight: Ladder<number | null>;
  readonly color: Ladder<string>;
  readonly textAlign: Ladder<string>;
  readonly whiteSpace: Ladder<string>;
  /**
   * Classes and ids for the page's CSS: `class` on the content, `wrapClass` / `wrapId` on the wrapper, `innerClass`
   * (wire `iClass`: SR7's own look classes such as `sr7-btn`, `sr7-hiddenicon`) on the content beside `class`.
   */
  readonly attr: { readonly id: string; readonly class: string; readonly wrapClass: string; readonly wrapId: string; readonly innerClass: string };
  /**
   * Which sizes follow the responsive scale (SR7 `fluid`): font sizes and line heights (`text`),
   * keyframe depth and blur (`transform`; SR7 never scales keyframe x/y offsets), paddings and margins (`spacing`).
   * Unscaled values stay in grid px.
   */
  readonly fluid: LayerFluid;
  /** Rows only: from this responsive level on, the columns stack below each other (SR7 `break`). */
  readonly rowBreak: Level | null;
  /** Scene timelines by name: 'in', 'out', 'scene_N'. */
  readonly timeline: Readonly<Record<string, SceneTimeline>>;
  /** Shadows, text stroke, accessibility attributes, SVG colouring, image fit, background video (types-appearance.ts). */
  readonly appearance: LayerAppearance;
  /** Hover look, or null when the layer has none (wire `hov.u` off). */
  readonly hover?: LayerHover | null;
  /** Toggle layers: the sanitized toggled HTML the layer alternates with its default text on click; null = not a toggle. */
  readonly toggle?: { readonly html: string } | null;
  /** Global (static) layers: 1-based slide range in which the layer is shown (wire `sStart`/`sEnd`, end default = module length). */
  readonly range?: { readonly start: number; readonly end: number } | null;
  /** Mouse cursor over the layer (wire `cursor`), e.g. 'pointer'; null = default. */
  readonly cursor?: string | null;
  /**
   * SR7 `uS` resolved against the module's `settings.uS`: the layer's text can be selected (the module's layers
   * are unselectable otherwise, so a swipe never selects text) and the layer takes the pointer whatever `pE` says.
   */
  readonly userSelect: boolean;
  /** SR7 `spike` (when `use` is on): zig-zag cuts on the left and right edges (engine/layout/spike.ts); null = none. */
  readonly spike: LayerSpike | null;
  /** SR7 `mF`: a media filter look by name (engine/model/media-filters.ts); null = none. */
  readonly mediaFilter: string | null;
  /** Shown only while the pointer is over the module (wire `viSH`, SR7's "show on slider hover"). */
  readonly showOnHover?: boolean;
  /**
   * Wire `viOC`: in a carousel whose `showAllLayers` is "individual", the layer also shows on the slides out of focus
   * (it enters when its card is placed and never leaves with the focus); the others follow the focus.
   */
  readonly outOfFocus?: boolean;
  /** Mouse parallax, scroll effect, parallax mask (wire `mod`, types-modifiers.ts); null = none. */
  readonly mod: LayerModifiers | null;
  /**
   * Video and audio layers: the media options (wire `content`, or a `media {…}` object; normalize-media.ts);
   * null for every other layer type. `content.src` / `content.poster` repeat `src` / `poster.src`.
   */
  readonly media: MediaOptions | null;
  /** Static base transform (wire `tr {rX, rY, rZ, o}`, SPEC §3); null when it changes nothing. */
  readonly staticTransform: LayerStaticTransform | null;
  /**
   * Whether the layer's back face shows (SPEC §5 "Rotation beyond 90 degrees triggers backface visibility"):
   * true once a frame or `tr` turns it past 90° about X or Y, or it has clip frames; otherwise hidden, as in SR7.
   */
  readonly backfaceVisible: boolean;
  /** Editor mode only (types-editor.ts): the layer's full attribute set; absent for visitors. */
  readonly editor?: LayerEditorFields;
}

/** SR7 spike edge styles: how many teeth an edge has and where they point. */
export type SpikeType = 'none' | 'top' | 'middle' | 'bottom' | 'two' | 'three' | 'four' | 'five';

export interface SpikeEdge {
  readonly type: SpikeType;
  /** How deep the cut goes into the layer, % of its width (SR7 `lw` / `rw`, default 10). */
  readonly depth: number;
}

export interface LayerSpike {
  readonly left: SpikeEdge;
  readonly right: SpikeEdge;
}
