/**
 * The transition frame's maths (frame.ts) for the DOM backdrop (renderer/dom-backdrop.ts): needed by a slide change,
 * never by the first slide, so it loads with the transitions' resolver (runtime/transition-loader.ts), which every
 * animated change awaits. The GPU stage's painter imports it with the stage.
 */
import { lateCode } from '../runtime/late-unit.ts';

export const FRAME_CODE = lateCode('transition-frame', () => import('./frame.ts'));
