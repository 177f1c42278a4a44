import { designedLevel, layoutScale, levelForWidth, moduleHeight, type Level, type ModuleModel } from '../engine/index.ts';

export interface ModuleLayout {
  readonly level: Level;
  readonly scale: number;
  /** Width of the slide stage (may exceed the container for full-width modules, as in SR7). */
  readonly stageWidth: number;
  /** Stage offset from the module box's left edge. */
  readonly stageLeft: number;
  readonly height: number;
  readonly grid: { readonly left: number; readonly top: number; readonly width: number; readonly height: number };
}

/** Allowance for a vertical scrollbar when deciding whether a container spans the window. */
const SCROLLBAR_ALLOWANCE = 24;

/**
 * Module geometry for a container width and window size. SR7 sizes full-width modules to the window's
 * inner width (scrollbar included) and centres that stage in the module box; we do the same when the
 * container spans the window, and use the container width when the module sits in a narrower column.
 */
export function computeLayout(model: ModuleModel, containerWidth: number, viewport: { width: number; height: number }): ModuleLayout {
  const spansWindow = model.size.fullWidth && viewport.width - containerWidth <= SCROLLBAR_ALLOWANCE && viewport.width >= containerWidth;
  let stageWidth = spansWindow ? viewport.width : containerWidth;
  if (model.size.maxWidth > 0) stageWidth = Math.min(stageWidth, model.size.maxWidth);
  const level = designedLevel(levelForWidth(stageWidth, model.size.width), model.usedLevels);
  const scale = layoutScale(stageWidth, level, model);
  const height = moduleHeight(model, level, scale, viewport.height);
  const gridWidth = model.size.width[level] * scale;
  const gridHeight = model.size.height[level] * scale;
  return {
    level,
    scale,
    stageWidth,
    stageLeft: (containerWidth - stageWidth) / 2,
    height,
    grid: { left: (stageWidth - gridWidth) / 2, top: (height - gridHeight) / 2, width: gridWidth, height: gridHeight },
  };
}
