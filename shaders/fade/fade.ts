import vertex from '../common/fullscreen.vert?raw';
import body from './fade.frag?raw';
import plain from './plain.glsl?raw';
import filtered from './filtered.glsl?raw';
import { filterChunk } from '../filter/filter.ts';

/** The fade program (cheapest path: one full-stage quad sampling both slides), without and with filters. */
// Pixi compiles a program as GLSL ES 3.00 only when the fragment source carries the version line.
const ES300 = '#version 300 es';
export const fadeSource = { vertex, fragment: `${ES300}\n${plain}\n${body}` } as const;
export const fadeFilteredSource = { vertex, fragment: `${ES300}\n${filterChunk}\n${filtered}\n${body}` } as const;
export { fadePixel } from './fade-math.ts';
