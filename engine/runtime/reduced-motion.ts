import type { SlideModel } from '../model/types.ts';
import type { resolveTransition, TransitionModule } from '../transition/resolve.ts';
import type { TransitionSpec } from '../transition/spec.ts';

/**
 * Under `prefers-reduced-motion: reduce` every background transition becomes an instant cross-fade
 * (SPEC, issue 5 "Accessibility and motion"): SR7's crossfade preset at speed 0, so the change completes
 * on its first frame with no slicing, sliding, zooming or 3D, whatever the slide stores. The resolver comes in with
 * the transitions (transition-loader.ts).
 */
export function instantCrossFade(slide: SlideModel, module: TransitionModule, resolve: typeof resolveTransition): TransitionSpec {
  return resolve({ ...slide, transition: { ms: 0, temp: { p: 'crossfade' } } }, module);
}
