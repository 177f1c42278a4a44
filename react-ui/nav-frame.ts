/**
 * The module's frame with its navigation: outer elements (wire `io: "outer"`) sit outside the slider box, so
 * the module grows by the room they need, above/below (taller box) or beside (narrower slider), as SR7 does. That
 * room's maths (nav-outer.ts) are the `outerNav` feature's: a module without outer navigation never loads them.
 */
import type { Level, ModuleModel } from '../engine/index.ts';
import { computeLayout, type ModuleLayout, type Viewport } from './measure.ts';
import type { Box, Sides } from './nav-math.ts';

export interface NavFrame {
  /** Layout of the slider itself (stage offsets already include the outer room on the left). */
  readonly layout: ModuleLayout;
  /** Room around the slider on each side, px: the module's padding (wire `size.p`) and outer navigation's. */
  readonly outer: Sides;
  /** The slider's visible box in module-root coordinates. */
  readonly slider: Box;
  /** The layer grid's box in module-root coordinates. */
  readonly grid: Box;
  /** Window width (thumbs and tabs scale with it). */
  readonly viewportWidth: number;
}

/** Whether an enabled navigation element sits outside the slider (the room's code loads then). */
export const hasOuterNav = ({ nav }: Pick<ModuleModel, 'nav'>): boolean => [nav.bullets, nav.tabs, nav.thumbs, nav.scrubber].some((el) => el?.enabled && el.inOut === 'outer');

/** The room outer navigation takes on each side (nav-outer.ts outerFor). */
export type OuterRoom = (model: ModuleModel, level: Level, viewportWidth: number, windowLevel: Level) => Sides;

// nav-math.ts NO_SIDES, written here: importing it would put nav-math (the navigation views' maths) in the core chunk.
const NONE: Sides = { top: 0, right: 0, bottom: 0, left: 0 };

/** Layout plus navigation frame for a container width and window size; `outerFor` only for a module with outer navigation. */
export function computeNavFrame(model: ModuleModel, containerWidth: number, viewport: Viewport, zones = 0, outerFor?: OuterRoom): NavFrame {
  let layout = computeLayout(model, containerWidth, viewport, zones);
  const nav = outerFor?.(model, layout.level, viewport.width, layout.windowLevel) ?? NONE;
  const { padding } = model.size;
  const level = layout.level;
  const outer: Sides = { top: nav.top + padding.top[level], right: nav.right + padding.right[level], bottom: nav.bottom + padding.bottom[level], left: nav.left + padding.left[level] };
  const beside = outer.left + outer.right;
  if (beside > 0) {
    const inner = computeLayout(model, Math.max(1, containerWidth - beside), viewport, zones);
    layout = { ...inner, stageLeft: inner.stageLeft + outer.left };
  }
  // The slides' box: a full-width module's stage reaches the window's edges past a page margin (measure.ts), and
  // SR7 places slider-aligned navigation there (starnext's and lasak's arrows sit their offset from the window's edge).
  const slider: Box = { left: layout.stageLeft, top: outer.top, width: layout.stageWidth, height: layout.height };
  const grid: Box = { left: layout.stageLeft + layout.grid.left, top: outer.top + layout.grid.top, width: layout.grid.width, height: layout.grid.height };
  return { layout, outer, slider, grid, viewportWidth: viewport.width };
}
