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

/** The shell position of an element with this placement; x/y scale with the module like SR7's offsets. */
export function placeFor(place: NavPlacement, frame: NavFrame, inOut: NavInOut = 'inner', vertical = false): PlaceStyle {
  const level: Level = frame.layout.level;
  const scale = frame.layout.scale;
  const offset = { x: place.x[level] * scale, y: place.y[level] * scale };
  const outer = inOut === 'outer' ? outerSide(place, level, vertical) : null;
  return placeStyle(place, level, offset, alignBox(place, frame), frame.slider, outer);
}
