import type { EaseFn } from '../anim/eases.ts';
import type { ModuleModel, ModuleModifiers, MouseModifier, ScrollModifier } from '../model/types.ts';
import type { OrientationSample, PointerSample, ViewportSample } from './ports-modifiers.ts';

/**
 * The maths of modifiers, free of clock and DOM: where a layer's modifier wrapper goes for a given pointer,
 * scroll position and orientation. engine/runtime/modifiers.ts eases toward these poses on the one clock.
 */

/** What a modifier wrapper shows: a transform, an opacity and two filters. */
export interface Pose {
  x: number;
  y: number;
  rotationX: number;
  rotationY: number;
  rotation: number;
  scale: number;
  opacity: number;
  /** px */
  blur: number;
  /** percent */
  grayscale: number;
}

export const neutralPose = (): Pose => ({ x: 0, y: 0, rotationX: 0, rotationY: 0, rotation: 0, scale: 1, opacity: 1, blur: 0, grayscale: 0 });

/** '3d' parallax tilts each parallax layer by up to d3d × this many degrees (our rule: d3d 65 → 13°). */
export const TILT_PER_DEPTH = 0.2;
/**
 * SPEC §9 "Perspective default 600px for layers and 1600 for slides": in 3D parallax mode SR7 gives every slide
 * `perspective: 1600px` and turns the slide's whole layer wrapper inside it (sr7.js prepareSlides, `mod.d3`).
 * Strata turns each parallax layer instead, so its 3D turns are seen through this perspective.
 */
export const SLIDE_PERSPECTIVE_3D = 1600;

/** The perspective (px) of modifier turns: none when isometric, the slides' 1600 px in '3d' mode, else the module's. */
export function modifierPerspective(general: Pick<ModuleModel['general'], 'perspective' | 'perspectiveType'>, settings: Pick<ModuleModifiers, 'type'>): number {
  if (general.perspectiveType === 'isometric') return 0;
  return settings.type === '3d' ? SLIDE_PERSPECTIVE_3D : general.perspective;
}
/** Orientation: this many degrees of tilt move the layers as far as the pointer at the module's edge. */
export const ORIENTATION_RANGE = 30;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/**
 * Where the module is on its way through the viewport: -1 when its top edge just enters at the bottom, 0 when
 * its centre is at the viewport's centre, +1 when its bottom edge just left at the top.
 */
export function scrollProgress(v: ViewportSample): number {
  const travel = (v.viewportHeight + v.height) / 2;
  if (!(travel > 0)) return 0;
  const centre = v.top + v.height / 2;
  return clamp((v.viewportHeight / 2 - centre) / travel, -1, 1);
}

/**
 * The pointer as a vector in [-1, 1]² from the origin: the module centre ('slidercenter') or where the pointer
 * entered ('enterpoint'), in half module sizes.
 */
export function pointerVector(p: PointerSample, origin: { x: number; y: number } | null): { x: number; y: number } {
  const hw = p.width / 2;
  const hh = p.height / 2;
  if (!(hw > 0) || !(hh > 0)) return { x: 0, y: 0 };
  const ox = origin ? origin.x : hw;
  const oy = origin ? origin.y : hh;
  return { x: clamp((p.x - ox) / hw, -1, 1), y: clamp((p.y - oy) / hh, -1, 1) };
}

/** Device tilt as the same vector: gamma (left-right) → x, beta (front-back) against the first reading → y. */
export function orientationVector(o: OrientationSample, baseBeta: number): { x: number; y: number } {
  return { x: clamp(o.gamma / ORIENTATION_RANGE, -1, 1), y: clamp((o.beta - baseBeta) / ORIENTATION_RANGE, -1, 1) };
}

/** A layer's parallax depth in percent per axis: SR7 7.0's `x` / `y`, else its own `d`, else the module level it names (RS6 levels). */
export function mouseDepth(mouse: MouseModifier, settings: ModuleModifiers): { x: number; y: number } {
  if (mouse.axes) return mouse.axes;
  const depth = mouse.depth ?? settings.levels[mouse.level - 1] ?? settings.levels[settings.levels.length - 1] ?? 0;
  return { x: depth, y: depth };
}

/**
 * Adds a mouse parallax layer's share to `out`: the layer travels `depth` % of the pointer's offset (the
 * vector times half the module size); the '3d' type also tilts it toward the pointer.
 */
export function addMousePose(
  out: Pose,
  depth: { x: number; y: number },
  vector: { x: number; y: number },
  size: { width: number; height: number },
  settings: ModuleModifiers,
): void {
  out.x += (vector.x * size.width * depth.x) / 200;
  out.y += (vector.y * size.height * depth.y) / 200;
  if (settings.type === '3d') {
    const tilt = settings.depth3d * TILT_PER_DEPTH;
    out.rotationY += vector.x * tilt;
    out.rotationX -= vector.y * tilt;
  }
}

/**
 * Adds a scroll effect's share to `out` at progress p: offsets and rotations follow ease(|p|) with the sign
 * of p; scale, opacity, blur and grayscale follow ease(|p|) whichever way the module leaves.
 * `pxScale` turns the effect's grid px into screen px; `motion` false drops movement (reduced motion).
 */
export function addScrollPose(out: Pose, s: ScrollModifier, p: number, ease: EaseFn, level: number, pxScale: number, motion: boolean): void {
  const k = ease(Math.abs(p));
  const signed = p < 0 ? -k : k;
  if (motion) {
    out.x += (s.x[level as 0] ?? 0) * pxScale * signed;
    out.y += (s.y[level as 0] ?? 0) * pxScale * signed;
    out.rotationX += s.rotationX * signed;
    out.rotationY += s.rotationY * signed;
    out.rotation += s.rotation * signed;
    out.scale *= 1 + (s.scale - 1) * k;
  }
  out.opacity *= 1 + (s.opacity - 1) * k;
  out.blur += s.blur * k;
  out.grayscale += s.grayscale * k;
}
