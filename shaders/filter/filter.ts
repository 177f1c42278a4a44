import filterChunk from './filter.glsl?raw';

/** GLSL chunk (no #version, no main) with strataFilterColor and strataBlurSample; prepend it to a fragment shader. */
export { filterChunk };
export {
  BLUR_RADIUS_PER_SIGMA,
  BLUR_TAPS,
  NEUTRAL_FILTER,
  applyFilterToRgb,
  blurKernel,
  blurLod,
  blurRadiusUv,
  filterAt,
} from './filter-math.ts';
export type { BlurTap, FilterUniforms } from './filter-math.ts';
