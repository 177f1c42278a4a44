import { resolveEase, type EaseFn } from '../anim/eases.ts';
import type { CellEnd, SideSpec, TransitionSpec } from './spec.ts';

/**
 * A transition frame as plain numbers: a pure function of (spec, time, canvas size), so the renderer,
 * the pixel tests' analytic expectations and Node unit tests all read the same maths.
 */

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** One cell at one instant: opacity, offset (px), rotation (deg), scale. */
export interface CellState {
  o: number;
  x: number;
  y: number;
  r: number;
  sx: number;
  sy: number;
}

export const neutralCell = (): CellState => ({ o: 1, x: 0, y: 0, r: 0, sx: 1, sy: 1 });

/** Eases of a spec, parsed once per transition (parseEase per cell per frame would dominate the frame). */
export interface FrameEases {
  readonly in: EaseFn;
  readonly out: EaseFn;
  readonly whole: EaseFn;
  readonly filter: EaseFn;
}

const FILTER_TIMING_EASE: Readonly<Record<string, string | null>> = { default: null, late: 'late', late2: 'late2', late3: 'late3' };

export function frameEases(spec: TransitionSpec): FrameEases {
  const inEase = resolveEase(spec.in.ease);
  const timing = spec.filter ? FILTER_TIMING_EASE[spec.filter.timing] : null;
  return {
    in: inEase,
    out: resolveEase(spec.out.ease),
    whole: resolveEase(spec.ease),
    filter: timing ? resolveEase(timing) : inEase,
  };
}

const clamp01 = (v: number) => (v <= 0 ? 0 : v >= 1 ? 1 : v);

/** Linear 0..1 progress of one cell at `t` ms after the transition started. */
export function cellProgress(side: SideSpec, index: number, speed: number, t: number): number {
  const begin = side.start + (side.delays[index] ?? 0);
  return speed > 0 ? clamp01((t - begin) / speed) : t >= begin ? 1 : 0;
}

/** Linear 0..1 progress of a whole side (its first cell's start to its last cell's end). */
export function sideProgress(side: SideSpec, speed: number, t: number): number {
  const span = speed + side.delays.reduce((a, b) => Math.max(a, b), 0);
  return span > 0 ? clamp01((t - side.start) / span) : t >= side.start ? 1 : 0;
}

/**
 * The state of one cell: incoming cells travel from their end values to neutral, outgoing ones from
 * neutral to their end values. Offsets given in % are of the cell when the side is masked, else of the canvas.
 */
export function cellAt(
  side: SideSpec,
  incoming: boolean,
  index: number,
  eased: number,
  canvas: Size,
  into: CellState,
): CellState {
  const end: CellEnd | undefined = side.cells[index];
  if (!end) return Object.assign(into, neutralCell());
  const k = incoming ? 1 - eased : eased;
  const refW = side.mask ? canvas.width / side.grid.cols : canvas.width;
  const refH = side.mask ? canvas.height / side.grid.rows : canvas.height;
  into.o = 1 + (end.o - 1) * k;
  into.x = (end.x.px + end.x.frac * refW) * k;
  into.y = (end.y.px + end.y.frac * refH) * k;
  into.r = end.r * k;
  into.sx = 1 + (end.sx - 1) * k;
  into.sy = 1 + (end.sy - 1) * k;
  return into;
}

/** Eased state of a cell at time t (ms). */
export function cellAtTime(
  spec: TransitionSpec,
  eases: FrameEases,
  incoming: boolean,
  index: number,
  t: number,
  canvas: Size,
  into: CellState,
): CellState {
  const side = incoming ? spec.in : spec.out;
  const linear = cellProgress(side, index, spec.speed, t);
  cellAt(side, incoming, index, (incoming ? eases.in : eases.out)(linear), canvas, into);
  // notransition is a cut: its incoming slide is opaque from the start (in.o 1), so the cut is placed
  // at the end of its 10 ms — progress 0 still shows the outgoing slide, like every other transition.
  if (incoming && spec.family === 'none') into.o = t >= spec.duration ? 1 : 0;
  return into;
}

/**
 * When the transition ends SR7 hides the old slide, whatever is left of it (papercut's flying corners
 * end partly on screen): the last frame is the incoming slide alone.
 */
export const outgoingDrawn = (spec: TransitionSpec, t: number): boolean => t < spec.duration;

/**
 * Which side is drawn on top (SR7 `o` and its zOrder rule): `outin` puts the outgoing slide above;
 * otherwise the incoming one is on top — except when it does not move at all while the outgoing one
 * does (the "remove" presets), where only the outgoing slide on top makes the motion visible.
 */
export function outgoingOnTop(spec: TransitionSpec): boolean {
  if (spec.order === 'outin') return true;
  if (spec.order === 'forceinout') return false;
  return !spec.in.animate && spec.out.animate;
}

/**
 * Filter strength 0..1 per side at time t: the incoming slide animates from the filter back to neutral,
 * the outgoing slide from neutral into it, both over their side's span, with the filter timing ease.
 */
export function filterAmounts(spec: TransitionSpec, eases: FrameEases, t: number): { out: number; in: number } {
  if (!spec.filter) return { out: 0, in: 0 };
  return {
    out: spec.out.animate || spec.via ? eases.filter(sideProgress(spec.out, spec.speed, t)) : 0,
    in: 1 - eases.filter(sideProgress(spec.in, spec.speed, t)),
  };
}

/** Sliding-overlay engine: the outgoing slide travels half as far and darkens up to 60 % under the incoming one. */
export const OVERLAY_TRAVEL = 0.5;
export const OVERLAY_SHADE = 0.6;
