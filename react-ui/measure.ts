import type { Level, ModuleModel } from '../engine/index.ts';
import { designedLevel, layoutScale, levelForWidth, moduleHeight } from '../engine/layout/responsive.ts';

export interface ModuleLayout {
  /**
   * The level whose design is shown (SR7 uSize, designedLevel): every per-level value (sizes, positions, fonts) is
   * read here.
   */
  readonly level: Level;
  /**
   * The window's own level (levelForWidth): what SR7 compares visibility (`vis`), navigation `show` and a row's
   * `break` with, whether or not that level was designed.
   */
  readonly windowLevel: Level;
  readonly scale: number;
  /** Width of the slide stage (may exceed the container for full-width modules, as in SR7). */
  readonly stageWidth: number;
  /** Stage offset from the module box's left edge. */
  readonly stageLeft: number;
  readonly height: number;
  readonly grid: { readonly left: number; readonly top: number; readonly width: number; readonly height: number };
}

/** Allowance for a vertical scrollbar when deciding whether a container spans the window. */
export const SCROLLBAR_ALLOWANCE = 24;

/**
 * Module geometry for a container width and window size. SR7 sizes full-width modules to the window's
 * inner width (scrollbar included) and centres that stage in the module box; we do the same when the
 * container spans the window, and use the container width when the module sits in a narrower column.
 */
/** The window: its size, and the page's breakpoints (SR7.G.breakPoints; default PAGE_BREAKPOINTS). */
/** Space above the slides (wire `carousel.pT`); the module height (Strata) adds pT + pB to the module height. */
export function carouselPadding(model: ModuleModel): { top: number; bottom: number } {
  return { top: model.carousel?.paddingTop ?? 0, bottom: model.carousel?.paddingBottom ?? 0 };
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
  readonly breakpoints?: readonly number[];
}

/** `zones`: how tall the module's zones are (zone-height.ts): the module and its grid box are at least that tall. */
export function computeLayout(model: ModuleModel, containerWidth: number, viewport: Viewport, zones = 0): ModuleLayout {
  const spansWindow = model.size.fullWidth && viewport.width - containerWidth <= SCROLLBAR_ALLOWANCE && viewport.width >= containerWidth;
  let stageWidth = spansWindow ? viewport.width : containerWidth;
  if (model.size.maxWidth > 0) stageWidth = Math.min(stageWidth, model.size.maxWidth);
  if (model.size.maxWidthPercent > 0) stageWidth = Math.min(stageWidth, (containerWidth * model.size.maxWidthPercent) / 100);
  const windowLevel = levelForWidth(viewport.width, viewport.breakpoints);
  const level = designedLevel(windowLevel, model.usedLevels);
  const scale = layoutScale(stageWidth, level, model);
  const height = Math.max(moduleHeight(model, level, scale, viewport.height), zones);
  const gridWidth = model.size.width[level] * scale;
  const gridHeight = Math.max(model.size.height[level] * scale, zones);
  return {
    level,
    windowLevel,
    scale,
    stageWidth,
    stageLeft: (containerWidth - stageWidth) / 2,
    height,
    grid: { left: (stageWidth - gridWidth) / 2, top: (height - gridHeight) / 2, width: gridWidth, height: gridHeight },
  };
}
