import vertex from '../common/fullscreen.vert?raw';
import body from './fade.frag?raw';
import plain from './plain.glsl?raw';
import filtered from './filtered.glsl?raw';
import { filterChunk } from '../filter/filter.ts';
import { withFeatures, type FeatureUniforms, type ProgramFeatures } from '../common/features.ts';

/** The fade program (cheapest path: one full-stage quad sampling both slides). */
export function fadeSource(features: ProgramFeatures): { vertex: string; fragment: string } {
  const prelude = features.filter || features.blur ? `${filterChunk}\n${filtered}` : plain;
  return { vertex, fragment: withFeatures(`${prelude}\n${body}`, features) };
}
export { fadePixel } from './fade-math.ts';

/** fade.frag's own uniforms (plus the features'): the painter writes them each frame. */
export interface FadeUniforms extends FeatureUniforms {
  uAlphaOut: number;
  uAlphaIn: number;
  /** 1 when the outgoing slide is drawn over the incoming one. */
  uOutOnTop: number;
}
