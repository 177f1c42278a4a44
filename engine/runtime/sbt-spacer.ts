/**
 * The held module's spacer (sbt-pin.ts has the mapping from its place in the viewport to slide time): whether a
 * module is held, and how tall and where it sticks. The view reads these when it first renders a held module; the
 * rest of the scroll-based timeline loads with the module's scroll-driven layers (feature-units.ts).
 */
import type { ModuleModel, SbtSettings } from '../model/types.ts';

/**
 * RS6 sized the spacer 2 × module height + (fEnd − fStart) / 10 px: the module stays held while the page
 * scrolls its own height plus 1 px for every 10 ms of held slide time (2000 ms → 200 px more).
 */
export const HOLD_MS_PER_PX = 10;

/** The module is held while it scrolls: sbt on with `f`, and not a fixed module (that one never scrolls). */
export function holdOf(model: Pick<ModuleModel, 'sbt' | 'size'>): SbtSettings | null {
  const sbt = model.sbt;
  return sbt?.use && sbt.hold && !model.size.fixed ? sbt : null;
}

/** How far (px) the page scrolls while the module is held; the spacer is the module's height plus this. */
export function pinDistance(sbt: SbtSettings, moduleHeight: number): number {
  return Math.max(0, moduleHeight) + (sbt.holdEnd - sbt.holdStart) / HOLD_MS_PER_PX;
}

/** Where the held module sticks, px from the viewport top ('bottom': its bottom edge on the viewport's). */
export function stickTop(sbt: SbtSettings, moduleHeight: number, viewportHeight: number): number {
  return sbt.align === 'bottom' ? Math.max(0, viewportHeight - moduleHeight) : 0;
}
