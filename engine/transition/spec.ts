/**
 * A resolved slide background transition: plain, typed data the renderer turns into ONE draw call per
 * frame. Shaped after SR7's slot engine (FORMAT.md §7) so all 190 presets map onto it: each side (the
 * outgoing and the incoming slide) is cut into a grid of cells; every cell tweens opacity, offset,
 * rotation and scale between neutral and its own end values, started by a stagger delay. 3D, filter
 * and sliding-overlay add whole-side effects on top. Everything random is drawn once, at resolve time,
 * so a frame is a pure function of (spec, time, canvas size) — see frame.ts.
 */

export type Rgba = readonly [number, number, number, number];

/** A length SR7 may give in px or in % (of the canvas, or of the cell when the side is masked). */
export interface Offset {
  readonly px: number;
  /** Fraction of the reference box (1 = 100 %). */
  readonly frac: number;
}

/** The animated end of one cell: where the incoming cell starts, or where the outgoing cell ends. */
export interface CellEnd {
  readonly o: number;
  readonly x: Offset;
  readonly y: Offset;
  /** Rotation about the cell centre, degrees. */
  readonly r: number;
  readonly sx: number;
  readonly sy: number;
}

export interface Grid {
  readonly cols: number;
  readonly rows: number;
}

export interface SideSpec {
  /** False = the slide is drawn still for the whole transition (SR7 `out.a:false`). */
  readonly animate: boolean;
  readonly grid: Grid;
  /** Clip each cell's content to the cell's own box (SR7 `m`). */
  readonly mask: boolean;
  /** Cell tween ease (gsap name or one of SR7's custom eases, see engine/anim/eases.ts). */
  readonly ease: string;
  /** End values per cell, column-major like SR7's slots (index = col * rows + row). */
  readonly cells: readonly CellEnd[];
  /** Stagger delay per cell in ms (same indexing). */
  readonly delays: readonly number[];
  /** When this side's tweens start, ms from the transition start (through-colour delays the incoming side). */
  readonly start: number;
  /** Motion-blur shutter in ms (SR7 `mo` with `mou`); 0 = off. */
  readonly motionBlur: number;
}

export type D3Kind = 'cube' | 'incube' | 'fly' | 'turn';

/** SR7 `d3{}`: the two slides as faces of a 3D arrangement rotating in perspective. */
export interface D3Spec {
  readonly kind: D3Kind;
  /** horizontal = rotation about the vertical axis (slides travel left/right). */
  readonly axis: 'horizontal' | 'vertical';
  /** How far the arrangement recedes at mid-transition, px (`z`). */
  readonly depth: number;
  /** Room tilt at mid-transition, degrees (`t`). */
  readonly tilt: number;
  /** Colour behind the faces (`c`). */
  readonly wall: Rgba;
  readonly ease: string;
  /** Fly distances in / out as multiples of the canvas size (`fdi`, `fdo`) and the fly roll (`fz`, degrees). */
  readonly flyIn: number;
  readonly flyOut: number;
  readonly flyRoll: number;
  readonly perspective: number;
  /** Face shading while turned away (`su`, `smi`, `sma`, `sc`); null = off. */
  readonly shadow: { readonly min: number; readonly max: number; readonly color: Rgba } | null;
}

export type FilterTiming = 'default' | 'late' | 'late2' | 'late3';

/** SR7 `filter{}`: CSS-style filter values the incoming slide animates back to neutral from (and the outgoing to). */
export interface FilterSpec {
  readonly timing: FilterTiming;
  readonly blur: number;
  /** Percentages as in CSS filter functions: grayscale/sepia/invert 0 neutral, brightness/contrast/saturate 100 neutral. */
  readonly grayscale: number;
  readonly brightness: number;
  readonly sepia: number;
  readonly contrast: number;
  readonly invert: number;
  readonly saturate: number;
  /** hue-rotate, degrees. */
  readonly hue: number;
}

/** Which look the transition belongs to — used for the bench table and to pick the cheapest GPU program. */
export type TransitionFamily =
  | 'none'
  | 'fade'
  | 'slide'
  | 'zoom'
  | 'overlay'
  | 'columns'
  | 'rows'
  | 'boxes'
  | 'd3'
  | 'filter';

export interface TransitionSpec {
  /** Preset name as stored or drawn from a random set (e.g. 'fade', 'boxfade'), or 'custom'. */
  readonly preset: string;
  readonly family: TransitionFamily;
  /** Total duration in ms: the slower side's start + largest stagger delay + slot speed. */
  readonly duration: number;
  /** One cell's tween duration in ms (SR7 `ms`/`d`/`speed`). */
  readonly speed: number;
  /** Whole-transition ease (3D arrangement, overlay travel). */
  readonly ease: string;
  /** Colour passed through (SR7 `p`: dark #000, light #fff, transparent), RGBA 0..1; not premultiplied. */
  readonly via: Rgba | null;
  /** Which slide is drawn on top (SR7 `o`): outin puts the outgoing slide above the incoming one. */
  readonly order: 'inout' | 'outin' | 'forceinout';
  /** +1 forward, -1 backward: the sign `(…)` values were multiplied with. */
  readonly direction: 1 | -1;
  readonly in: SideSpec;
  readonly out: SideSpec;
  readonly d3: D3Spec | null;
  readonly filter: FilterSpec | null;
  /** SR7 `slidingoverlay` engine: the outgoing slide travels half as far under a deepening shade. */
  readonly overlay: boolean;
}
