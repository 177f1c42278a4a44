import {
  OVERLAY_SHADE,
  OVERLAY_TRAVEL,
  cellAtTime,
  cellProgress,
  filterAmounts,
  frameEases,
  neutralCell,
  outgoingDrawn,
  outgoingOnTop,
  type CellState,
  type FrameEases,
  type Size,
} from '../engine/transition/frame.ts';
import type { FilterSpec, SideSpec, TransitionSpec } from '../engine/transition/spec.ts';
import type { PanState } from '../engine/anim/pan.ts';
import { panUvMatrix } from '../engine/layout/pan.ts';
import type { FeatureUniforms, ProgramFeatures } from '../shaders/common/features.ts';
import { facesAt, identity } from '../shaders/cube/cube-math.ts';
import { writeCell } from '../shaders/cells/cells.ts';
import { blurLod, blurRadiusUv, filterAt, NEUTRAL_FILTER, type FilterUniforms } from '../shaders/filter/filter.ts';
import type { Programs } from './programs.ts';
import { multiply3 } from './video-bg.ts';

/**
 * Turns a resolved TransitionSpec into uniforms (and, for the cells program, one instance buffer) at a
 * given time: the per-frame CPU work of a transition. It touches no GL itself; the backdrop renders.
 */

export interface Painter {
  /** Sets up the programs for time `t` ms into the transition. */
  paint(t: number): void;
  /** Background (clear) colour the frame needs underneath: via colour, 3D wall, or transparent. */
  readonly background: readonly [number, number, number, number];
}

/**
 * Can the one-pass fade quad draw this spec? Sides that stay put, always; sides that move or scale as one piece (one
 * cell, no rotation, no trail) when a filter makes every sample dear: the cells mesh would shade the covered slide a
 * second time (blurstrong's incoming slide grows over the outgoing one), the quad samples both in one pass (place
 * feature). Without a filter the mesh is cheaper for moves: the pixels a side leaves are not shaded at all.
 */
export function fitsFadeQuad(spec: TransitionSpec): boolean {
  if (spec.d3 || spec.overlay) return false;
  if (!whole(spec.in) || !whole(spec.out)) return false;
  return spec.filter !== null || (still(spec.in) && still(spec.out));
}

// A side that does not animate is one still full-stage cell, whatever its grid (the cells path's writeSide).
const whole = (side: SideSpec) => !side.animate || (side.grid.cols * side.grid.rows === 1 && side.motionBlur === 0 && side.cells.every((c) => !c.r));
const still = (side: SideSpec) => !side.animate || side.cells.every((c) => !c.x.px && !c.x.frac && !c.y.px && !c.y.frac && c.sx === 1 && c.sy === 1);

/** Whether a filter changes colour at all (a blur-only preset compiles no colour matrix). */
const changesColour = (f: FilterSpec): boolean =>
  f.grayscale !== 0 || f.brightness !== 100 || f.sepia !== 0 || f.contrast !== 100 || f.invert !== 0 || f.saturate !== 100 || f.hue !== 0;

/** A side drawn as one piece at time t: its one cell; a side that does not animate stays where it is (its opacity as the cell's). */
function wholeSide(spec: TransitionSpec, eases: FrameEases, incoming: boolean, t: number, size: Size, into: CellState): CellState {
  cellAtTime(spec, eases, incoming, 0, t, size, into);
  if (!(incoming ? spec.in : spec.out).animate) {
    into.x = into.y = into.r = 0;
    into.sx = into.sy = 1;
  }
  return into;
}

// The cells program's safe scale (cells.vert safeScale): a side scaled to 0 is a point, not a division by zero.
const safeScale = (s: number) => (s < 0 ? -1 : 1) * Math.max(Math.abs(s), 1e-4);

/**
 * A side drawn as one piece, as the place feature's `uv * xy + zw` from stage uv to the slide's own: the inverse of the
 * cells program's full-stage cell (cells.vert: its centre moved by x, y px, scaled by sx, sy about it).
 */
export function placeSide(out: Float32Array, cell: CellState, size: Size): void {
  const sx = safeScale(cell.sx);
  const sy = safeScale(cell.sy);
  out[0] = 1 / sx;
  out[1] = 1 / sy;
  out[2] = 0.5 - (0.5 + (size.width > 0 ? cell.x / size.width : 0)) / sx;
  out[3] = 0.5 - (0.5 + (size.height > 0 ? cell.y / size.height : 0)) / sy;
}

function setFilter(u: FeatureUniforms, side: 'out' | 'in', f: FilterUniforms, size: Size, blur: boolean, mipWidth: number): void {
  const [matrix, offset, radius] = side === 'out' ? [u.uFilterOut, u.uFilterOffsetOut, u.uBlurOut] : [u.uFilterIn, u.uFilterOffsetIn, u.uBlurIn];
  matrix?.set(f.matrix);
  offset?.set(f.offset);
  if (!blur) return;
  radius?.set(blurRadiusUv(f.blurPx, size.width, size.height));
  if (u.uBlurLod) u.uBlurLod[side === 'out' ? 0 : 1] = blurLod(f.blurPx, size.width > 0 ? mipWidth / size.width : 0);
}

function applyFilters(
  spec: TransitionSpec,
  eases: FrameEases,
  t: number,
  u: FeatureUniforms,
  size: Size,
  scratch: { out: FilterUniforms; in: FilterUniforms },
  blur: boolean,
  mipWidths: readonly [number, number],
) {
  if (!spec.filter) return;
  const amounts = filterAmounts(spec, eases, t);
  setFilter(u, 'out', filterAt(spec.filter, amounts.out, scratch.out), size, blur, mipWidths[0]);
  setFilter(u, 'in', filterAt(spec.filter, amounts.in, scratch.in), size, blur, mipWidths[1]);
}

const premultiplied = (c: readonly number[]): [number, number, number, number] => {
  const a = c[3] ?? 1;
  return [(c[0] ?? 0) * a, (c[1] ?? 0) * a, (c[2] ?? 0) * a, a];
};

/** Ken Burns state of each side, read every frame (the outgoing slide's pan keeps running). */
export interface PanSource {
  readonly out: () => PanState | null;
  readonly in: () => PanState | null;
  /**
   * A side whose texture is not stage-shaped (a background video sampled as it is): the uv fit applied
   * after the pan (renderer/video-bg.ts videoUvMatrix); null for a painted slide. Absent: none.
   */
  readonly fitOut?: () => ArrayLike<number> | null;
  readonly fitIn?: () => ArrayLike<number> | null;
  /** Compile the uv feature even while no side is panned or fitted yet (a video whose first frame may arrive mid-transition). */
  readonly uv?: boolean;
}

/** `mipmapped`: both slide textures have mip chains for the whole transition (no video side), so the blur samples one. */
export function featuresFor(spec: TransitionSpec, panned: boolean, mipmapped = false): ProgramFeatures {
  const cells = !fitsFadeQuad(spec);
  const blur = (spec.filter?.blur ?? 0) > 0;
  return {
    pan: panned,
    filter: spec.filter !== null && changesColour(spec.filter),
    blur,
    mipBlur: blur && mipmapped,
    place: !cells && !(still(spec.in) && still(spec.out)),
    shade: cells && (spec.overlay || spec.d3?.shadow != null),
    trail: cells && (spec.in.motionBlur > 0 || spec.out.motionBlur > 0),
  };
}

/** Writes both sides' Ken Burns uv matrices (identity when a side has no pan). */
const IDENTITY3 = [1, 0, 0, 0, 1, 0, 0, 0, 1] as const;

export function applyPans(u: FeatureUniforms, pans: PanSource, size: Size): void {
  if (u.uUvOut) sideUv(u.uUvOut, pans.out(), pans.fitOut?.() ?? null, size);
  if (u.uUvIn) sideUv(u.uUvIn, pans.in(), pans.fitIn?.() ?? null, size);
}

function sideUv(out: Float32Array, pan: PanState | null, fit: ArrayLike<number> | null, size: Size): void {
  if (pan) panUvMatrix(pan, size.width, size.height, out);
  else out.set(IDENTITY3);
  // The pan moves the slide in stage uv; the fit then maps stage uv into the video's own uv.
  if (fit) multiply3(fit, out, out);
}

// SR7 opacities may run outside 0..1 (o:-0.5 starts a fade late); the cells shader clamps its own.
const clampAlpha = (o: number) => Math.min(1, Math.max(0, o));

export function createPainter(spec: TransitionSpec, programs: Programs, size: Size, pans: PanSource): Painter {
  const eases = frameEases(spec);
  // A video side (pans.uv) may swap its poster for video frames, which have no mip chain, mid-transition.
  const mipmapped = pans.uv !== true && programs.mipWidths().every((w) => w > 0);
  const features = featuresFor(spec, pans.uv === true || pans.out() !== null || pans.in() !== null || pans.fitOut?.() != null || pans.fitIn?.() != null, mipmapped);
  const scratch = { out: { ...NEUTRAL_FILTER, matrix: new Float32Array(16), offset: new Float32Array(4) }, in: { ...NEUTRAL_FILTER, matrix: new Float32Array(16), offset: new Float32Array(4) } };
  const outOnTop = outgoingOnTop(spec);
  const background = premultiplied(spec.d3 ? spec.d3.wall : (spec.via ?? [0, 0, 0, 0]));

  if (fitsFadeQuad(spec)) {
    const program = programs.fade(features);
    programs.only(program.mesh);
    const u = program.uniforms;
    const cell: CellState = neutralCell();
    return {
      background,
      paint(t) {
        wholeSide(spec, eases, false, t, size, cell);
        u.uAlphaOut = outgoingDrawn(spec, t) ? clampAlpha(cell.o) : 0;
        if (u.uPlaceOut) placeSide(u.uPlaceOut, cell, size);
        wholeSide(spec, eases, true, t, size, cell);
        u.uAlphaIn = clampAlpha(cell.o);
        if (u.uPlaceIn) placeSide(u.uPlaceIn, cell, size);
        u.uOutOnTop = outOnTop ? 1 : 0;
        if (spec.filter) applyFilters(spec, eases, t, u, size, scratch, features.blur, programs.mipWidths());
        if (features.pan) applyPans(u, pans, size);
      },
    };
  }

  const program = programs.cells(features);
  programs.only(program.mesh);
  const u = program.uniforms;
  u.uCanvas.set([size.width, size.height]);
  // Programs without the shade feature have no shade uniforms; writes go here instead of allocating per frame.
  const unusedShade = { out: new Float32Array(4), in: new Float32Array(4) };
  const state: CellState = neutralCell();
  const earlier: CellState = neutralCell();
  const total = (side: SideSpec) => (side.animate ? side.cells.length : 1);
  const capacity = total(spec.in) + total(spec.out);

  /** Writes one side's cells; a side that never moves is one full-canvas cell, whatever its grid. */
  const writeSide = (data: Float32Array, at: number, incoming: boolean, t: number): number => {
    const side = incoming ? spec.in : spec.out;
    if (!incoming && !outgoingDrawn(spec, t)) return at;
    if (!side.animate) {
      writeCell(data, at, { u: 0, v: 0, w: 1, h: 1, x: 0, y: 0, r: 0, o: 1, sx: 1, sy: 1, incoming, mask: false, trailX: 0, trailY: 0 });
      return at + 1;
    }
    const { cols, rows } = side.grid;
    const travel = spec.overlay && !incoming ? OVERLAY_TRAVEL : 1;
    for (let i = 0; i < side.cells.length; i++) {
      cellAtTime(spec, eases, incoming, i, t, size, state);
      // Invisible cells cost fill rate but show nothing: leave them out of the draw.
      if (state.o <= 0.001) continue;
      let trailX = 0;
      let trailY = 0;
      // The trail is where the cell was one shutter ago; a cell at rest (done) leaves none.
      if (side.motionBlur > 0 && cellProgress(side, i, spec.speed, t) < 1) {
        cellAtTime(spec, eases, incoming, i, t - side.motionBlur, size, earlier);
        trailX = (state.x - earlier.x) * travel;
        trailY = (state.y - earlier.y) * travel;
      }
      const col = Math.floor(i / rows);
      const row = i % rows;
      writeCell(data, at++, {
        u: col / cols, v: row / rows, w: 1 / cols, h: 1 / rows,
        x: state.x * travel, y: state.y * travel, r: state.r, o: state.o, sx: state.sx, sy: state.sy,
        incoming, mask: side.mask, trailX, trailY,
      });
    }
    return at;
  };

  return {
    background,
    paint(t) {
      const data = program.reserve(capacity);
      let bottomIsOut = !outOnTop;
      const wholeProgress = eases.whole(spec.duration > 0 ? Math.min(1, Math.max(0, t / spec.duration)) : 1);
      const shadeOut = u.uShadeOut ?? unusedShade.out;
      const shadeIn = u.uShadeIn ?? unusedShade.in;
      shadeOut.fill(0);
      shadeIn.fill(0);
      if (spec.d3) {
        const faces = facesAt(spec.d3, wholeProgress, size.width, size.height, spec.direction);
        u.uFaceOut.set(faces.out.matrix);
        u.uFaceIn.set(faces.in.matrix);
        u.uPerspective = spec.d3.perspective;
        u.uHidden.set([faces.out.visible ? 0 : 1, faces.in.visible ? 0 : 1]);
        const shadow = spec.d3.shadow?.color ?? [0, 0, 0, 1];
        shadeOut.set([shadow[0], shadow[1], shadow[2], faces.out.shade]);
        shadeIn.set([shadow[0], shadow[1], shadow[2], faces.in.shade]);
        // No depth buffer: the farther face is drawn first. A turning door stays above the flat slide.
        bottomIsOut = spec.d3.kind === 'turn' ? false : faces.out.depth < faces.in.depth;
      } else {
        u.uFaceOut.set(identity());
        u.uFaceIn.set(identity());
        u.uPerspective = 1e6;
        u.uHidden.set([0, 0]);
        if (spec.overlay) shadeOut[3] = OVERLAY_SHADE * wholeProgress;
      }
      if (spec.filter) applyFilters(spec, eases, t, u, size, scratch, features.blur, programs.mipWidths());
      if (features.pan) applyPans(u, pans, size);
      let count = writeSide(data, 0, !bottomIsOut, t);
      count = writeSide(data, count, bottomIsOut, t);
      program.commit(count);
    },
  };
}
