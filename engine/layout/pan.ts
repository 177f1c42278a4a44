import type { PanState } from '../anim/pan.ts';

const MIN_SCALE = 1e-6;

const safeScale = (s: number): number => (!Number.isFinite(s) ? 1 : Math.abs(s) < MIN_SCALE ? (s < 0 ? -MIN_SCALE : MIN_SCALE) : s);

/**
 * The Ken Burns transform for a shader: a column-major mat3 that maps a canvas uv (0..1, (0,0) at the
 * top-left, v downward as Pixi's texture uvs) to the texture uv to sample. It is the inverse of the pan's
 * forward transform "scale about the origin, rotate (clockwise on screen), translate", worked out in px
 * (so a rotation stays a rotation on a non-square stage) and expressed in uv.
 * `width`/`height` are the stage size in CSS px (the unit of `state.x`/`state.y`).
 *
 * @example
 * const m = panUvMatrix({ ...NEUTRAL_PAN, scaleX: 2, scaleY: 2 }, 800, 400);
 * // GLSL: vec2 src = (uUvIn * vec3(vUV, 1.0)).xy;  uv (0,0) → (0.25, 0.25)
 */
export function panUvMatrix(state: PanState, width: number, height: number, out: Float32Array = new Float32Array(9)): Float32Array {
  const w = width > 0 ? width : 1;
  const h = height > 0 ? height : 1;
  const rad = (state.rotation * Math.PI) / 180;
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  const sx = safeScale(state.scaleX);
  const sy = safeScale(state.scaleY);
  // Linear part in uv: D⁻¹·S⁻¹·R⁻¹·D with D = diag(w, h), R = [c −s; s c] (y down → clockwise).
  const m00 = c / sx;
  const m01 = (s * h) / (sx * w);
  const m10 = (-s * w) / (sy * h);
  const m11 = c / sy;
  const ox = state.originX;
  const oy = state.originY;
  // Translation in uv: the offset px plus its fraction-of-stage channel.
  const tx = state.x / w + state.xFraction;
  const ty = state.y / h + state.yFraction;
  // src = o + M·(uv − o − t)
  const px = ox + tx;
  const py = oy + ty;
  // `+ 0` turns −0 (sin 0 × −w) into 0, so an unpanned slide gives exactly the identity.
  out[0] = m00 + 0;
  out[1] = m10 + 0;
  out[2] = 0;
  out[3] = m01 + 0;
  out[4] = m11 + 0;
  out[5] = 0;
  out[6] = ox - (m00 * px + m01 * py) + 0;
  out[7] = oy - (m10 * px + m11 * py) + 0;
  out[8] = 1;
  return out;
}
