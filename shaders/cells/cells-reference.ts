/**
 * CPU reference of what the transition programs draw at one canvas pixel: the analytic expectation
 * the browser pixel tests compare the GPU with. It inverts the geometry the vertex shader builds
 * (cell offset, rotation and scale about the cell centre, the mask window, the 3D face matrix and its
 * perspective) instead of running it forwards, so it is an independent check of the shaders.
 * Slides are the gallery's coordinate patterns: outgoing (1, u, v), incoming (0, u, v).
 */
import { cellAtTime, filterAmounts, frameEases, neutralCell, outgoingDrawn, outgoingOnTop, OVERLAY_SHADE, OVERLAY_TRAVEL, cellProgress } from '../../engine/transition/frame.ts';
import type { TransitionSpec } from '../../engine/transition/spec.ts';
import { facesAt, identity, type Mat4 } from '../cube/cube-math.ts';
import { applyFilterToRgb, filterAt, NEUTRAL_FILTER } from '../filter/filter-math.ts';

export interface ReferencePixel {
  /** Premultiplied RGBA 0..255. */
  readonly rgba: [number, number, number, number];
  /** True when the pixel lies within ~1.5 px of an edge (or in a blur/trail) where rasterisation may differ. */
  readonly uncertain: boolean;
}

interface Side {
  readonly incoming: boolean;
  readonly face: Mat4;
  readonly perspective: number;
  readonly visible: boolean;
  readonly shade: readonly [number, number, number, number];
}

/** Where screen point (sx, sy) (px from the canvas centre) lands on a face's plane, in the face's own px. */
function unproject(m: Mat4, persp: number, sx: number, sy: number): [number, number] | null {
  const at = (i: number) => m[i] ?? 0;
  const a11 = at(0) * persp + sx * at(2);
  const a12 = at(4) * persp + sx * at(6);
  const b1 = sx * persp - at(12) * persp - sx * at(14);
  const a21 = at(1) * persp + sy * at(2);
  const a22 = at(5) * persp + sy * at(6);
  const b2 = sy * persp - at(13) * persp - sy * at(14);
  const det = a11 * a22 - a12 * a21;
  if (Math.abs(det) < 1e-9) return null;
  return [(b1 * a22 - a12 * b2) / det, (a11 * b2 - b1 * a21) / det];
}

export function referencePixel(spec: TransitionSpec, t: number, width: number, height: number, px: number, py: number): ReferencePixel {
  const eases = frameEases(spec);
  const size = { width, height };
  const p = eases.whole(spec.duration > 0 ? Math.min(1, Math.max(0, t / spec.duration)) : 1);
  const shadow = spec.d3?.shadow?.color ?? [0, 0, 0, 1];
  let sides: Side[];
  if (spec.d3) {
    const faces = facesAt(spec.d3, p, width, height, spec.direction);
    const out: Side = { incoming: false, face: faces.out.matrix, perspective: spec.d3.perspective, visible: faces.out.visible, shade: [shadow[0], shadow[1], shadow[2], faces.out.shade] };
    const inn: Side = { incoming: true, face: faces.in.matrix, perspective: spec.d3.perspective, visible: faces.in.visible, shade: [shadow[0], shadow[1], shadow[2], faces.in.shade] };
    const outFirst = spec.d3.kind === 'turn' ? false : faces.out.depth < faces.in.depth;
    sides = outFirst ? [out, inn] : [inn, out];
  } else {
    const flat = (incoming: boolean): Side => ({
      incoming,
      face: identity(),
      perspective: 1e6,
      visible: true,
      shade: [0, 0, 0, !incoming && spec.overlay ? OVERLAY_SHADE * p : 0],
    });
    sides = outgoingOnTop(spec) ? [flat(true), flat(false)] : [flat(false), flat(true)];
  }
  const amounts = filterAmounts(spec, eases, t);
  const via = spec.d3 ? spec.d3.wall : (spec.via ?? [0, 0, 0, 0]);
  let colour = [via[0] * via[3], via[1] * via[3], via[2] * via[3], via[3]];
  let uncertain = false;
  const state = neutralCell();
  for (const side of sides) {
    if (!side.visible || (!side.incoming && !outgoingDrawn(spec, t))) continue;
    const spot = unproject(side.face, side.perspective, px + 0.5 - width / 2, py + 0.5 - height / 2);
    if (!spot) continue;
    const wx = spot[0] + width / 2;
    const wy = spot[1] + height / 2;
    const sideSpec = side.incoming ? spec.in : spec.out;
    const still = !sideSpec.animate;
    const cols = still ? 1 : sideSpec.grid.cols;
    const rows = still ? 1 : sideSpec.grid.rows;
    const count = still ? 1 : sideSpec.cells.length;
    const filter = spec.filter ? filterAt(spec.filter, side.incoming ? amounts.in : amounts.out) : NEUTRAL_FILTER;
    const travel = spec.overlay && !side.incoming ? OVERLAY_TRAVEL : 1;
    for (let i = 0; i < count; i++) {
      if (still) Object.assign(state, neutralCell());
      else cellAtTime(spec, eases, side.incoming, i, t, size, state);
      if (state.o <= 0.001) continue;
      const col = Math.floor(i / rows);
      const row = i % rows;
      const cw = width / cols;
      const ch = height / rows;
      const cx = col * cw + cw / 2 + state.x * travel;
      const cy = row * ch + ch / 2 + state.y * travel;
      const rad = (-state.r * Math.PI) / 180;
      const dx = wx - cx;
      const dy = wy - cy;
      const rx = dx * Math.cos(rad) - dy * Math.sin(rad);
      const ry = dx * Math.sin(rad) + dy * Math.cos(rad);
      const sw = cw * state.sx;
      const sh = ch * state.sy;
      if (Math.abs(sw) < 1e-6 || Math.abs(sh) < 1e-6) continue;
      const lx = rx / sw + 0.5;
      const ly = ry / sh + 0.5;
      const edge = Math.min(lx * Math.abs(sw), (1 - lx) * Math.abs(sw), ly * Math.abs(sh), (1 - ly) * Math.abs(sh));
      const inWindow = !sideSpec.mask || still || (wx >= col * cw && wx <= (col + 1) * cw && wy >= row * ch && wy <= (row + 1) * ch);
      const windowEdge = sideSpec.mask && !still ? Math.min(wx - col * cw, (col + 1) * cw - wx, wy - row * ch, (row + 1) * ch - wy) : Infinity;
      if (Math.abs(edge) < 1.5 || Math.abs(windowEdge) < 1.5) uncertain = true;
      if (lx < 0 || lx > 1 || ly < 0 || ly > 1 || !inWindow) continue;
      if (sideSpec.motionBlur > 0 && cellProgress(sideSpec, i, spec.speed, t) < 1) uncertain = true;
      const u = (col + lx) / cols;
      const v = (row + ly) / rows;
      if (filter.blurPx > 0) {
        const reach = (filter.blurPx * 2 + 2) / Math.min(width, height);
        if (u < reach || v < reach || u > 1 - reach || v > 1 - reach) uncertain = true;
      }
      let rgb = applyFilterToRgb([side.incoming ? 0 : 1, u, v], filter);
      const shade = side.shade;
      rgb = [0, 1, 2].map((k) => rgb[k]! + (shade[k]! - rgb[k]!) * shade[3]) as [number, number, number];
      const a = Math.min(1, state.o);
      const top = [rgb[0] * a, rgb[1] * a, rgb[2] * a, a];
      colour = [0, 1, 2, 3].map((k) => top[k]! + colour[k]! * (1 - top[3]!));
    }
  }
  return { rgba: colour.map((c) => Math.round(c * 255)) as [number, number, number, number], uncertain };
}
