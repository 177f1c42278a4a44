/**
 * A layer's static "Base Transform & Display" (wire `tr`, SPEC §3 "tr (rX, rY, rZ, o)") and whether its back
 * face shows (SPEC §5 "Rotation beyond 90 degrees triggers backface visibility").
 *
 * SR7 7.0 (public/js/defaults.js SR7.D.layerObject) keeps only truthy `tr` members — an opacity of 0 is dropped,
 * so it reads as "no opacity change" — and the runtime (sr7.js prepareLayer / drawRawLayer) wraps a layer whose
 * rotation is not 0 or whose opacity is not 1 in an `sr7-mask` element styled
 * `perspective(600px) rotate(rZ) rotateY(rY) rotateX(rX)` with `opacity: o`, outside the content the timelines
 * move. `tr.fix` (the editor's "iOS sort mode") only reorders 3D layers on iOS and is not rendered.
 */
import type { KeyFrame, LayerStaticTransform, SceneTimeline } from './types.ts';
import { at, optRecord, readNumber } from './read.ts';

/** SPEC §9 "Perspective default 600px for layers": SR7 writes this literal perspective into the `tr` wrapper. */
export const STATIC_TRANSFORM_PERSPECTIVE = 600;
/** SPEC §5: a frame turned further than this about X or Y shows its back face. */
export const BACKFACE_ANGLE = 90;

/** Degrees as written (numbers, "45", "45deg"); missing, null, "" and 0 mean no rotation. */
function degrees(value: unknown, path: string): number {
  return readNumber(value, path, 0);
}

/**
 * The static transform of a layer, or null when it changes nothing (no rotation, full opacity) — then, as in
 * SR7, no wrapper is needed. Opacity outside 0–1 is clamped (the editor's range); 0 means unset (SR7 drops it).
 */
export function readStaticTransform(value: unknown, path: string): LayerStaticTransform | null {
  if (value === undefined || value === null || value === '') return null;
  const tr = optRecord(value, path, 'a static transform ({rX, rY, rZ, o})');
  const rotationX = degrees(tr.rX, at(path, 'rX'));
  const rotationY = degrees(tr.rY, at(path, 'rY'));
  const rotationZ = degrees(tr.rZ, at(path, 'rZ'));
  const o = readNumber(tr.o, at(path, 'o'), 0);
  const opacity = o === 0 ? 1 : Math.min(1, Math.max(0, o));
  if (rotationX === 0 && rotationY === 0 && rotationZ === 0 && opacity === 1) return null;
  return { rotationX, rotationY, rotationZ, opacity };
}

const beyond = (angle: KeyFrame['rX']): boolean => typeof angle === 'number' && Math.abs(angle) > BACKFACE_ANGLE;

/**
 * Whether the layer shows its back face. SR7 (sr7.js processFrame) hides a layer's back face by default and
 * turns it visible once any of its frames rotates about X or Y by more than 90° (either way) or it has clip
 * frames (a clip-path would otherwise drop the face it reveals); its `tr` rotation counts as a frame's, since
 * SR7 feeds it into the mask frames. A layer turned past 90° would otherwise vanish mid-turn.
 */
export function backfaceVisible(timeline: Readonly<Record<string, SceneTimeline>>, staticTransform: LayerStaticTransform | null): boolean {
  if (staticTransform && (Math.abs(staticTransform.rotationX) > BACKFACE_ANGLE || Math.abs(staticTransform.rotationY) > BACKFACE_ANGLE)) return true;
  for (const scene of Object.values(timeline)) {
    if ((scene.clip?.length ?? 0) > 0) return true;
    for (const [target, frames] of Object.entries(scene)) {
      if (target === 'meta' || !Array.isArray(frames)) continue;
      if ((frames as readonly KeyFrame[]).some((frame) => beyond(frame.rX) || beyond(frame.rY))) return true;
    }
  }
  return false;
}
