import type { Ladder, Level, ModuleModel } from '../model/types.ts';

/**
 * The breakpoints a WordPress page prints for SR7 (`SR7.G.breakPoints`: desktop, notebook, tablet, mobile). The
 * runtime's own fallback has a fifth (1600) in front; the page's list is what the original uses (the references:
 * a 778 px window shows the notebook level, 480 the tablet one), and SPEC §9 names both.
 */
export const PAGE_BREAKPOINTS: readonly number[] = [1240, 1024, 778, 480];

/**
 * The responsive level for a window width, as SR7's page script counts it: the number of breakpoints wider than the
 * window (`closestGE`). With the page's four breakpoints, 1240 px and wider is level 0, 1024–1239 level 1, 778–1023
 * level 2, 480–777 level 3, narrower level 4. It is the window's level, not the module's: a module in a narrow column
 * reads the same level and is scaled to its box (layoutScale).
 */
export function levelForWidth(windowWidth: number, breakpoints: readonly number[] = PAGE_BREAKPOINTS): Level {
  const wider = breakpoints.filter((bp) => bp > windowWidth).length;
  return Math.min(4, wider) as Level;
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
  // keepBPHeight: the level's grid height as designed, whatever the width does to the layers (computeLayout centres the grid).
  let height = model.size.height[level] * (model.size.keepBreakpointHeight ? 1 : scale);
  const min = model.size.minHeight[level];
  const max = model.size.maxHeight[level];
  if (min > 0) height = Math.max(height, min);
  if (max > 0) height = Math.min(height, max);
  return Math.round(height * 10) / 10;
}
