/**
 * The module's frame with its navigation: outer elements (wire `io: "outer"`) sit outside the slider box, so
 * the module grows by the room they need, above/below (taller box) or beside (narrower slider), as SR7 does.
 */
import type { Level, ModuleModel, NavListSettings, ScrubberSettings } from '../engine/index.ts';
import { computeLayout, type ModuleLayout, type Viewport } from './measure.ts';
import { listGeometry, maxSides, navEntries, navWindow, NO_SIDES, outerRoom, outerSide, type Box, type Sides, type Size } from './nav-math.ts';

/** Bullets are sized by their skin's CSS; an outer row reserves this much before it is measured. */
export const OUTER_BULLET_ROOM = 24;

export interface NavFrame {
  /** Layout of the slider itself (stage offsets already include the outer room on the left). */
  readonly layout: ModuleLayout;
  /** Room taken by outer navigation on each side, px. */
  readonly outer: Sides;
  /** The slider's visible box in module-root coordinates. */
  readonly slider: Box;
  /** The layer grid's box in module-root coordinates. */
  readonly grid: Box;
  /** Window width (thumbs and tabs scale with it). */
  readonly viewportWidth: number;
}

export function scrubberGeometry(s: ScrubberSettings, level: Level, count: number): { slot: number; thickness: number; padding: number; wrapper: Size } {
  const k = s.scale / 100;
  const slot = s.slot * k;
  const thickness = s.size.height[level] * k;
  const padding = Math.max(0, s.wrapper.padding[level]);
  const along = slot * count + 2 * padding;
  const across = thickness + 2 * padding;
  return { slot, thickness, padding, wrapper: s.direction[level] === 'vertical' ? { width: across, height: along } : { width: along, height: across } };
}

type Placed = Pick<NavListSettings, 'enabled' | 'show' | 'inOut' | 'direction' | 'placement'>;

function room(s: Placed, level: Level, size: () => Size, windowLevel: Level = level): Sides {
  if (!s.enabled || !s.show[windowLevel] || s.inOut !== 'outer') return NO_SIDES;
  // Screen px, as placeFor (nav-place.ts) places them.
  const offset = { x: s.placement.x[level], y: s.placement.y[level] };
  return outerRoom(outerSide(s.placement, level, s.direction[level] === 'vertical'), size(), offset);
}

function outerFor(model: ModuleModel, level: Level, vw: number, windowLevel: Level): Sides {
  const { nav, slides } = model;
  if (slides.length < 2 || model.size.fixed) return NO_SIDES;
  const count = navEntries(slides).length;
  const list = (s: NavListSettings) => () => {
    const { start, end } = navWindow(count, 0, s.max[level]);
    return listGeometry(s, level, vw, end - start).wrapper;
  };
  return [
    room(nav.bullets, level, () => ({ width: OUTER_BULLET_ROOM, height: OUTER_BULLET_ROOM }), windowLevel),
    room(nav.tabs, level, list(nav.tabs), windowLevel),
    room(nav.thumbs, level, list(nav.thumbs), windowLevel),
    room(nav.scrubber, level, () => scrubberGeometry(nav.scrubber, level, count).wrapper, windowLevel),
  ].reduce(maxSides, NO_SIDES);
}

/** Layout plus navigation frame for a container width and window size. */
export function computeNavFrame(model: ModuleModel, containerWidth: number, viewport: Viewport, zones = 0): NavFrame {
  let layout = computeLayout(model, containerWidth, viewport, zones);
  const outer = outerFor(model, layout.level, viewport.width, layout.windowLevel);
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
