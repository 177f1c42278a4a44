/**
 * Compile-time features of the transition programs. Each combination is its own GlProgram, built once
 * on first use and reused: software GL (SwiftShader, and weak mobile GPUs) pays for the instructions of
 * branches it does not take, so a plain slide must not carry the blur loop or the trail taps.
 */
export interface ProgramFeatures {
  /** Ken Burns uv transform per side. */
  readonly pan: boolean;
  /** Colour-matrix filters (brightness, grayscale, sepia, contrast, invert, saturate, hue). */
  readonly filter: boolean;
  /** Single-pass blur, with or without the colour matrices. */
  readonly blur: boolean;
  /**
   * The blur samples one coarser mip level (both slide textures have mip chains): no disc of taps and no branch. A
   * software GPU pays for every branch of strataBlurSample whether taken or not, a third of the frame.
   */
  readonly mipBlur: boolean;
  /**
   * Per-side placement of a slide drawn as one piece (offset and scale, clipped to the slide): the fade program draws
   * such a move in one pass where a filter makes each sample dear (transition-painter.ts fitsFadeQuad). Fade only.
   */
  readonly place: boolean;
  /** Per-side shade (3D shadows, sliding overlay). Cells program only. */
  readonly shade: boolean;
  /** Motion-blur trail taps. Cells program only. */
  readonly trail: boolean;
}

const FEATURES = ['pan', 'filter', 'blur', 'mipBlur', 'place', 'shade', 'trail'] as const;

export const featureKey = (f: ProgramFeatures): string =>
  FEATURES.filter((k) => f[k]).join('+') || 'plain';

/** `#version 300 es` first (Pixi compiles ES 3.00 only when the fragment carries it), then the defines. */
export function withFeatures(source: string, f: ProgramFeatures): string {
  const defines = FEATURES
    .filter((k) => f[k])
    .map((k) => `#define STRATA_${k.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()} 1`);
  return ['#version 300 es', ...defines, source].join('\n');
}

/**
 * Uniforms of the shared features, as the painter writes them (their GLSL: the STRATA_PAN / STRATA_FILTER /
 * STRATA_BLUR / STRATA_PLACE / STRATA_SHADE blocks of fade's preludes and cells.frag). A variant compiled without a feature has none
 * of its uniforms, hence optional in the program types.
 */
export interface PanUniforms {
  /** mat3 per side: stage uv → slide uv (Ken Burns, a video's fit). */
  readonly uUvOut: Float32Array;
  readonly uUvIn: Float32Array;
}

export interface FilterSideUniforms {
  /** mat4 + vec4 per side: filter.glsl strataFilterColor's colour matrix and offset (filter-math.ts filterAt). */
  readonly uFilterOut: Float32Array;
  readonly uFilterOffsetOut: Float32Array;
  readonly uFilterIn: Float32Array;
  readonly uFilterOffsetIn: Float32Array;
}

export interface BlurUniforms {
  /** vec2 per side: the blur's radius in uv (filter-math.ts blurRadiusUv). */
  readonly uBlurOut: Float32Array;
  readonly uBlurIn: Float32Array;
  /** vec2 (out, in): the mip level the blur samples, -1 where the bound texture has no mip chain (filter-math.ts blurLod). */
  readonly uBlurLod: Float32Array;
}

export interface PlaceUniforms {
  /** vec4 per side: stage uv → the slide's own uv, `uv * xy + zw` (transition-painter.ts placeSide). */
  readonly uPlaceOut: Float32Array;
  readonly uPlaceIn: Float32Array;
}

export interface ShadeUniforms {
  /** vec4 per side: rgb and strength of the 3D face shadow or the overlay's shade. */
  readonly uShadeOut: Float32Array;
  readonly uShadeIn: Float32Array;
}

/** Every feature's uniforms, each present only in the variants that compile it. */
export type FeatureUniforms = Partial<PanUniforms & FilterSideUniforms & BlurUniforms & PlaceUniforms & ShadeUniforms>;
