import type { Ladder, Level, ModuleModel } from '../model/types.ts';

/**
 * The responsive level for a viewport width: the last level whose breakpoint is strictly wider than
 * the viewport, else level 0. This matches how the SR7 runtime measures (../shared/fixtures/sr7/
 * reference: at a 778 px viewport the 1024 level is used, scaled by 778/1024).
 */
export function levelForWidth(viewportWidth: number, breakpoints: Ladder<number>): Level {
  let level: Level = 0;
  breakpoints.forEach((bp, i) => {
    if (bp > viewportWidth) level = i as Level;
  });
  return level;
}

/**
 * The level whose design a viewport level shows (SR7 `uSize`): the level itself when the author designed it, else
 * the nearest designed level towards the larger screens (then towards the smaller ones, for a largedesktop that was
 * not designed). Every per-level value and the grid width are read at this level.
 */
export function designedLevel(level: Level, used: Ladder<boolean>): Level {
  for (let i = level; i >= 0; i--) if (used[i]) return i as Level;
  for (let i = level + 1; i < used.length; i++) if (used[i]) return i as Level;
  return level;
}

/** Screen px per grid px: the grid shrinks to fit a narrower viewport, and grows only with upscaling. */
export function layoutScale(viewportWidth: number, level: Level, model: ModuleModel): number {
  const grid = model.size.width[level];
  if (!grid || grid <= 0) return 1;
  const ratio = viewportWidth / grid;
  return model.size.upscaling ? ratio : Math.min(1, ratio);
}

/** The module's height in px for a stage width (SPEC §3 size: full height, min/max height). */
export function moduleHeight(model: ModuleModel, level: Level, scale: number, viewportHeight: number): number {
  if (model.size.fullHeight) return Math.max(0, viewportHeight);
  let height = model.size.height[level] * scale;
  const min = model.size.minHeight[level];
  const max = model.size.maxHeight[level];
  if (min > 0) height = Math.max(height, min);
  if (max > 0) height = Math.min(height, max);
  return Math.round(height * 10) / 10;
}
