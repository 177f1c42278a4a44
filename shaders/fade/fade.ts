import vertex from '../common/fullscreen.vert?raw';
import fragment from './fade.frag?raw';

export const fadeSource = { vertex, fragment } as const;
export { fadePixel, fadeUniforms } from './fade-math.ts';
export type { FadeUniforms } from './fade-math.ts';
