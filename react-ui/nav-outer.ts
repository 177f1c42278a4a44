/**
 * The room outer navigation elements (wire `io: "outer"`) take beside or around the slider (nav-frame.ts): the
 * `outerNav` feature's code (feature-views.ts), loaded before a module that has such an element is read.
 */
import type { Level, ModuleModel, NavListSettings, ScrubberSettings } from '../engine/index.ts';
import { listGeometry, maxSides, navEntries, navWindow, NO_SIDES, outerRoom, outerSide, type Sides, type Size } from './nav-math.ts';

/** Bullets are sized by their skin's CSS; an outer row reserves this much before it is measured. */
export const OUTER_BULLET_ROOM = 24;

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

function room(s: Placed | null, level: Level, size: () => Size, windowLevel: Level = level): Sides {
  if (!s?.enabled || !s.show[windowLevel] || s.inOut !== 'outer') return NO_SIDES;
  // Screen px, as placeFor (nav-place.ts) places them.
  const offset = { x: s.placement.x[level], y: s.placement.y[level] };
  return outerRoom(outerSide(s.placement, level, s.direction[level] === 'vertical'), size(), offset);
}

export function outerFor(model: ModuleModel, level: Level, vw: number, windowLevel: Level): Sides {
  const { nav, slides } = model;
  if (slides.length < 2 || model.size.fixed) return NO_SIDES;
  const count = navEntries(slides).length;
  const list = (s: NavListSettings | null) => () => {
    if (!s) return { width: 0, height: 0 };
    const { start, end } = navWindow(count, 0, s.max[level]);
    return listGeometry(s, level, vw, end - start).wrapper;
  };
  return [
    room(nav.bullets, level, () => ({ width: OUTER_BULLET_ROOM, height: OUTER_BULLET_ROOM }), windowLevel),
    room(nav.tabs, level, list(nav.tabs), windowLevel),
    room(nav.thumbs, level, list(nav.thumbs), windowLevel),
    room(nav.scrubber, level, () => (nav.scrubber ? scrubberGeometry(nav.scrubber, level, count).wrapper : { width: 0, height: 0 }), windowLevel),
  ].reduce(maxSides, NO_SIDES);
}

