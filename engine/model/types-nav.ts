/**
 * Navigation element types beyond arrows and bullets: tabs, thumbnails, scrubber (`settings.nav.*`) and the
 * progress bar (`settings.pbar`). SPEC §3 "Navigation config per kind", FORMAT.md §8, SPEC §9 nav constants.
 */
import type { Ladder, NavElementBase, NavPlacement } from './types.ts';

export type NavDirection = 'horizontal' | 'vertical';

/** Inner = over the slider; outer = outside the slider box (wire `io`), which grows the module's box. */
export type NavInOut = 'inner' | 'outer';

/** The box around a list of items (wire `wr`). */
export interface NavWrapper {
  /** Padding around the items in px, per level (wire `wr.p`, default 5). */
  readonly padding: Ladder<number>;
  /** Wrapper background (wire `wr.c`, default transparent). */
  readonly color: string;
  /** The wrapper spans the whole side of the slider it sits on (wire `wr.s`). */
  readonly span: boolean;
  /** Extra horizontal / vertical offset of the wrapper in px per level (wire `wr.mx`, `wr.my`: a ladder in SR7 7.0 exports). */
  readonly marginX: Ladder<number>;
  readonly marginY: Ladder<number>;
}

/**
 * One item's size (wire `size`). Widths scale with the viewport between 480 and 980 px (SPEC §9): at 980 and
 * above an item is `width` wide, at 480 and below `minWidth`; the height keeps the item's aspect ratio.
 */
export interface NavItemSize {
  /** px per level (wire `size.w`, default 100; thumbnail default 100×50, SPEC §9). */
  readonly width: Ladder<number>;
  /** px per level (wire `size.h`, default 50). */
  readonly height: Ladder<number>;
  /** Width at a 480 px viewport (wire `size.mw`, default 50). */
  readonly minWidth: number;
  /**
   * The size SR7 scales the items from, whatever the level (wire `size.nw` / `size.nh`); null where the export has
   * no `nw`, and the level's `width` / `height` stand in.
   */
  readonly natural: { readonly width: number; readonly height: number } | null;
}

/** Settings shared by every list-like element (bullets' keys plus `io`, `m`, `size`, `wr`). */
export interface NavListSettings extends NavElementBase {
  readonly direction: Ladder<NavDirection>;
  /** Space between items in px (wire `g`). */
  readonly gap: number;
  readonly placement: NavPlacement;
  readonly inOut: NavInOut;
  /** Most items shown at once (wire `m`), windowed around the current slide; 0 = all. */
  readonly max: Ladder<number>;
  readonly size: NavItemSize;
  readonly wrapper: NavWrapper;
}

/** Tabs: items carrying the slide's title/description (template `{{title}}` …), SR7 `<sr7-tabs>`. */
export type TabsSettings = NavListSettings;

/** Thumbnails: items carrying the slide's thumb image (falling back to its background image), `<sr7-thumbs>`. */
export type ThumbsSettings = NavListSettings;

/** Tick marks of the scrubber track (wire `tp`). */
export type ScrubberPattern = 'dots' | 'vlines' | 'hlines';

/**
 * Scrubber: a track with one slot per navigable slide and a draggable handle that snaps to a slot; the slide
 * changes 0.2 s after the snap (SPEC §9). Keys are SR7's; where SR7 documents no meaning, our reading is noted.
 */
export interface ScrubberSettings extends NavListSettings {
  readonly pattern: ScrubberPattern;
  /** One slot's length along the track in px (wire `ms`, default 60). */
  readonly slot: number;
  /** Handle length as % of a slot (wire `hs`, default 100). */
  readonly handleSize: number;
  /** Tick size as % of the track thickness (wire `ts`, default 100). */
  readonly tickSize: number;
  /** Overall scale of the scrubber in % (wire `sc`, default 100). */
  readonly scale: number;
  /** Tick opacity in % (wire `to`, default 100; our reading). */
  readonly tickOpacity: number;
  /**
   * Change on release (wire `cor`, default false): the slide changes only once the handle is let go. Off, the
   * slide follows the held handle: 0.2 s after it enters another slot, unless it moves on first (SR7).
   */
  readonly changeOnRelease: boolean;
  /**
   * Skew on drag (wire `sk`, degrees, default 0 = off): while dragged or thrown the handle leans by up to this
   * much with the speed of the drag (react-ui/scrubber-math.ts createSkewFollower).
   */
  readonly skew: number;
}

export type ProgressBarType = 'horizontal' | 'vertical' | 'cw' | 'ccw';

/** The slideshow progress bar (wire `settings.pbar`, FORMAT.md §4). */
export interface ProgressBarSettings {
  readonly enabled: boolean;
  /** Horizontal / vertical bar, or a clockwise / counter-clockwise ring (wire `t`). */
  readonly type: ProgressBarType;
  /** Bar thickness in px (wire `s`, default 5px, SPEC §9). */
  readonly size: number;
  /** Ring radius in px for cw/ccw (wire `r`, default 10). */
  readonly radius: number;
  /** Bar colour (wire `c`). */
  readonly color: string;
  /** Track colour behind the bar (wire `bg`). */
  readonly background: string;
  readonly placement: NavPlacement;
  /** Time of the current slide or of the whole module (wire `base`, default "slide"). */
  readonly basedOn: 'slide' | 'module';
  /** Shown per level (wire `vis`). */
  readonly show: Ladder<boolean>;
}
