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
  /** Single-pass blur (implies filter). */
  readonly blur: boolean;
  /** Per-side shade (3D shadows, sliding overlay). Cells program only. */
  readonly shade: boolean;
  /** Motion-blur trail taps. Cells program only. */
  readonly trail: boolean;
}

export const featureKey = (f: ProgramFeatures): string =>
  (['pan', 'filter', 'blur', 'shade', 'trail'] as const).filter((k) => f[k]).join('+') || 'plain';

/** `#version 300 es` first (Pixi compiles ES 3.00 only when the fragment carries it), then the defines. */
export function withFeatures(source: string, f: ProgramFeatures): string {
  const defines = (['pan', 'filter', 'blur', 'shade', 'trail'] as const)
    .filter((k) => f[k])
    .map((k) => `#define STRATA_${k.toUpperCase()} 1`);
  return ['#version 300 es', ...defines, source].join('\n');
}
