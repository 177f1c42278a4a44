/**
 * A resolved slide background transition: plain data the renderer turns into ONE draw call per frame.
 * Shaped after SR7's slot engine (FORMAT.md §7) so all 190 presets map onto it: a grid of cells,
 * each tweening opacity/offset/rotation/scale from `in` values to neutral (incoming) and from neutral
 * to `out` values (outgoing), optionally through a colour, in a stagger order.
 */

/** One side of a slot tween. Offsets are fractions of the canvas (or cell when `mask`). */
export interface SlotTween {
  /** Opacity at the animated end (incoming starts here; outgoing ends here). */
  readonly o: number;
  readonly x: number;
  readonly y: number;
  /** Rotation in degrees. */
  readonly r: number;
  readonly sx: number;
  readonly sy: number;
  /** Clip each cell to its own box (SR7 `m`). */
  readonly mask: boolean;
  readonly ease: string;
}

export type TransitionFamily = 'none' | 'fade' | 'slot' | 'slidingoverlay' | 'd3' | 'filter';

export interface TransitionSpec {
  /** Preset name as stored (e.g. 'fade', 'fadethroughdark'), or 'custom'. */
  readonly preset: string;
  /** Which shader family draws it. */
  readonly family: TransitionFamily;
  /** Total duration in ms (through-colour transitions take two halves of the stored speed). */
  readonly duration: number;
  /** Progress ease (gsap name). */
  readonly ease: string;
  /** Colour passed through midway (SR7 `p`: dark #000, light #fff, transparent), RGBA 0..1. */
  readonly via: readonly [number, number, number, number] | null;
  /** Which slide is drawn on top (SR7 `o`). */
  readonly order: 'inout' | 'outin' | 'forceinout';
  readonly grid: { readonly cols: number; readonly rows: number };
  readonly in: SlotTween;
  /** `animate` false = the outgoing slide stays still under the incoming one (SR7 `out.a:false`). */
  readonly out: SlotTween & { readonly animate: boolean };
  readonly stagger: { readonly from: string; readonly factor: number };
}
