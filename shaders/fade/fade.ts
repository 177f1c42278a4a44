import vertex from '../common/fullscreen.vert?raw';
import body from './fade.frag?raw';
import plain from './plain.glsl?raw';
import filtered from './filtered.glsl?raw';
import { filterChunk } from '../filter/filter.ts';

/** The fade program (cheapest path: one full-stage quad sampling both slides), without and with filters. */
export const fadeSource = { vertex, fragment: `${plain}\n${body}` } as const;
export const fadeFilteredSource = { vertex, fragment: `${filterChunk}\n${filtered}\n${body}` } as const;
export { fadePixel } from './fade-math.ts';
