/** Fade shader maths on the CPU: uniform values and the analytic pixel the pixel tests compare with. */
import type { TransitionSpec } from '../../engine/index.ts';

/** Typed uniforms of the fade shader (names match fade.frag). */
export interface FadeUniforms {
  uProgress: number;
  uInFrom: number;
  uOutTo: number;
  uOutAnimated: number;
  uVia: Float32Array;
  uHasVia: number;
}

/** Uniform values for a fade-family transition at progress 0. */
export function fadeUniforms(spec: TransitionSpec): FadeUniforms {
  const via = spec.via ?? [0, 0, 0, 0];
  const alpha = via[3];
  return {
    uProgress: 0,
    uInFrom: spec.in.o,
    uOutTo: spec.out.o,
    uOutAnimated: spec.out.animate ? 1 : 0,
    // Textures are premultiplied, so the via colour is too.
    uVia: new Float32Array([via[0] * alpha, via[1] * alpha, via[2] * alpha, alpha]),
    uHasVia: spec.via ? 1 : 0,
  };
}

/**
 * The colour the shader produces for one pixel — the analytic expectation the pixel tests compare the
 * GPU output against. Colours are premultiplied RGBA 0..1.
 */
export function fadePixel(
  from: readonly number[],
  to: readonly number[],
  progress: number,
  u: Omit<FadeUniforms, 'uProgress'>,
): number[] {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const hasVia = u.uHasVia >= 0.5 ? 1 : 0;
  const pOut = hasVia ? clamp(progress * 2) : progress;
  const pIn = hasVia ? clamp(progress * 2 - 1) : progress;
  const outAnimated = Math.max(u.uOutAnimated, hasVia);
  const alphaOut = 1 + (u.uOutTo - 1) * pOut * outAnimated;
  const alphaIn = u.uInFrom + (1 - u.uInFrom) * pIn;
  return [0, 1, 2, 3].map((i) => {
    const base = (u.uVia[i] ?? 0) * hasVia;
    const colour = base + ((from[i] ?? 0) - base) * alphaOut;
    return colour + ((to[i] ?? 0) - colour) * alphaIn;
  });
}
