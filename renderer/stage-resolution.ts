import type { StageDpr } from '../engine/index.ts';

/**
 * The most the stage follows a dense screen in 'device' mode. The canvas holds photos and gradients drawn
 * through shaders at full stage size: a 3x phone would fill 2.25 times the pixels of 2x for no visible gain,
 * and a transition samples two slide textures per pixel.
 */
export const MAX_DEVICE_STAGE_DPR = 2;

/**
 * The Pixi stage's `resolution` for a module's `general.dpr` policy (FORMAT.md §9, types.ts StageDpr) on a
 * screen of `devicePixelRatio`: 'device' follows the screen up to MAX_DEVICE_STAGE_DPR (a missing or broken
 * ratio counts as 1); 'fixed' is the module's own ratio, whatever the screen.
 */
export function stageResolution(dpr: StageDpr, devicePixelRatio: number): number {
  if (dpr.mode === 'fixed') return dpr.ratio;
  const screen = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.min(MAX_DEVICE_STAGE_DPR, screen);
}
