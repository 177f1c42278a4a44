/** Shared placement of every navigation element: the box it aligns to and its offset (nav-math.ts). */
import type { Level, ModuleModel, NavInOut, NavPlacement, Slider } from '../engine/index.ts';
import type { NavFrame } from './nav-frame.ts';
import { outerSide, placeStyle, type Box, type PlaceStyle } from './nav-math.ts';

/** What every navigation component gets from <Navigation>. */
export interface NavProps {
  readonly model: ModuleModel;
  readonly slider: Slider;
  readonly frame: NavFrame;
  /** The module has the pointer or keyboard focus (auto-hide elements show). */
  readonly attention: boolean;
  readonly resolveUrl: (src: string) => string;
}

export function alignBox(place: NavPlacement, frame: NavFrame): Box {
  return place.align === 'grid' ? frame.grid : frame.slider;
}

/**
 * The shell position of an element with this placement. Its x/y offsets are screen px at every width, as SR7 draws
 * them (and as it draws keyframe offsets): lasak's `zeus` arrows (x 50 on a 1320 grid) and starnext's `clean_arrows`
 * (x 10) sit 50 and 10 px from the window's edges at 1240, where the module's scale is 0.94 and 1.
 */
export function placeFor(place: NavPlacement, frame: NavFrame, inOut: NavInOut = 'inner', vertical = false): PlaceStyle {
  const level: Level = frame.layout.level;
  const offset = { x: place.x[level], y: place.y[level] };
  const outer = inOut === 'outer' ? outerSide(place, level, vertical) : null;
  return placeStyle(place, level, offset, alignBox(place, frame), frame.slider, outer);
}
