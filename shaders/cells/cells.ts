import vertex from './cells.vert?raw';
import fragment from './cells.frag?raw';
import { filterChunk } from '../filter/filter.ts';
import { withFeatures, type FeatureUniforms, type ProgramFeatures } from '../common/features.ts';

/** The instanced cell program: every non-fade transition (slide, zoom, overlay, slots, boxes, 3D). */
export function cellsSource(features: ProgramFeatures): { vertex: string; fragment: string } {
  const chunk = features.filter || features.blur ? `${filterChunk}\n` : '';
  return { vertex, fragment: withFeatures(`${chunk}${fragment}`, features) };
}

/** Floats per instance, in attribute order: aCell(4) aMove(4) aScale(4) aTrail(2). */
export const CELL_FLOATS = 14;

export const CELL_ATTRIBUTES = [
  { name: 'aCell', size: 4, offset: 0 },
  { name: 'aMove', size: 4, offset: 4 },
  { name: 'aScale', size: 4, offset: 8 },
  { name: 'aTrail', size: 2, offset: 12 },
] as const;

export interface CellInstance {
  /** Cell rect in canvas uv. */
  readonly u: number;
  readonly v: number;
  readonly w: number;
  readonly h: number;
  /** Offset px, rotation deg, opacity, scale. */
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly o: number;
  readonly sx: number;
  readonly sy: number;
  readonly incoming: boolean;
  readonly mask: boolean;
  /** Motion-blur shutter displacement, px. */
  readonly trailX: number;
  readonly trailY: number;
}

/** Writes one instance at `index` (no allocation; called for every cell every frame). */
export function writeCell(target: Float32Array, index: number, c: CellInstance): void {
  const i = index * CELL_FLOATS;
  target[i] = c.u;
  target[i + 1] = c.v;
  target[i + 2] = c.w;
  target[i + 3] = c.h;
  target[i + 4] = c.x;
  target[i + 5] = c.y;
  target[i + 6] = (c.r * Math.PI) / 180;
  target[i + 7] = c.o;
  target[i + 8] = c.sx;
  target[i + 9] = c.sy;
  target[i + 10] = c.incoming ? 1 : 0;
  target[i + 11] = c.mask ? 1 : 0;
  target[i + 12] = c.trailX;
  target[i + 13] = c.trailY;
}

/** cells.vert / cells.frag uniforms (plus the features'): the painter writes them each frame. */
export interface CellsUniforms extends FeatureUniforms {
  /** vec2: the stage size in px. */
  readonly uCanvas: Float32Array;
  /** mat4 per side: the 3D face transform (identity when flat). */
  readonly uFaceOut: Float32Array;
  readonly uFaceIn: Float32Array;
  uPerspective: number;
  /** vec2 (out, in): 1 where a 3D face is turned away. */
  readonly uHidden: Float32Array;
}
