/**
 * The modifiers a module has where its JSON writes none: apart from their reader (normalize-mod.ts), which loads only
 * for a module that writes some (feature-readers.ts).
 */
import type { ModuleModifiers } from './types-modifiers.ts';

/** RS6 `parallax.levels` defaults (percent of the pointer offset), 16 levels. */
export const DEFAULT_PARALLAX_LEVELS: readonly number[] = [5, 10, 15, 20, 25, 30, 35, 40, 45, 46, 47, 48, 49, 50, 51, 55];

export const DEFAULT_MODULE_MODIFIERS: ModuleModifiers = {
  use: false,
  type: 'mouse',
  origin: 'enterpoint',
  speed: 400,
  levels: DEFAULT_PARALLAX_LEVELS,
  // SPEC §9: default 3D depth 65.
  depth3d: 65,
  scroll: false,
  mouseOffOnMobile: false,
  scrollOffOnMobile: false,
};
