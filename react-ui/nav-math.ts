/**
 * Pure geometry of the navigation elements: item sizes scaled by the viewport, the window of items shown
 * under a max count, navigable slides (hidden-from-nav skipped), and where an element sits around the slider.
 */
import type { Level, NavListSettings, NavPlacement, SlideModel } from '../engine/index.ts';

/** SPEC §9: thumbs and tabs widths scale between these viewport widths. */
export const NAV_SCALE_MIN_VIEWPORT = 480;
export const NAV_SCALE_MAX_VIEWPORT = 980;

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Sides {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export const NO_SIDES: Sides = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * An item's size at a viewport width, as SR7 scales tabs and thumbnails: `width × e`, with e going from 0 at 480 px
 * to 1 at 980 px and above, but never under `minWidth`; the height keeps the item's aspect ratio. A `minWidth` above
 * `width` is read as `width`. (umaiboz's tabs, nw 300 × nh 80, mw 265, are 300 × 80 at 1240 px and 265 × 70.7 at
 * 778 px in the original's screenshots: the min width, not a blend towards it.)
 *
 * @example
 * scaleNavSize(880, 100, 50, 50) // → { width: 80, height: 40 }
 */
export function scaleNavSize(viewportWidth: number, width: number, height: number, minWidth: number): Size {
  const e = Math.min(1, Math.max(0, (viewportWidth - NAV_SCALE_MIN_VIEWPORT) / (NAV_SCALE_MAX_VIEWPORT - NAV_SCALE_MIN_VIEWPORT)));
  const w = Math.max(width * e, Math.min(minWidth, width));
  return { width: w, height: width > 0 ? (height * w) / width : height };
}

/**
 * The items shown when at most `max` fit: a run of `max` centred on `position` (the current item), shifted
 * to stay inside [0, count). `max` ≤ 0 shows all.
 *
 * @example
 * navWindow(10, 9, 5) // → { start: 5, end: 10 }
 */
export function navWindow(count: number, position: number, max: number): { start: number; end: number } {
  if (max <= 0 || max >= count) return { start: 0, end: count };
  const size = Math.floor(max);
  const start = Math.min(Math.max(0, position - Math.floor(size / 2)), count - size);
  return { start, end: start + size };
}

/** One entry per slide that navigation may show (SPEC §5: hidden-from-nav slides are skipped). */
export interface NavEntry {
  readonly slide: SlideModel;
  /** Index in the slider's slide list (what api.show takes). */
  readonly index: number;
}

export function navEntries(slides: readonly SlideModel[]): NavEntry[] {
  return slides.flatMap((slide, index) => (slide.slideshow.hfn ? [] : [{ slide, index }]));
}

/** Position of the current slide among the entries; a hidden current slide counts as the one before it. */
export function navPosition(entries: readonly NavEntry[], current: number): number {
  let position = 0;
  entries.forEach((entry, i) => {
    if (entry.index <= current) position = i;
  });
  return position;
}

export type OuterSide = 'top' | 'right' | 'bottom' | 'left';

/** Which side of the slider an outer element sits on: horizontal lists above/below, vertical ones beside. */
export function outerSide(place: NavPlacement, level: Level, vertical: boolean): OuterSide {
  if (vertical) return place.h[level] === 'left' ? 'left' : 'right';
  return place.v[level] === 'top' ? 'top' : 'bottom';
}

/** Where an element's shell goes in the module root: its left/top corner point and a CSS `translate`. */
export interface PlaceStyle {
  readonly left: number;
  readonly top: number;
  /** Percentages of the element's own size, so nothing has to be measured (e.g. "-50% 0%"). */
  readonly translate: string;
}

/**
 * Places an element inside `box` (inner), or just outside the slider box on `outer` (outer), offset by the
 * placement's x/y (px, already scaled). Right/bottom/centre alignment uses a translate of the element's own
 * size, as SR7's placement classes (`sr7-nph<h> sr7-npv<v>`) do.
 */
export function placeStyle(place: NavPlacement, level: Level, offset: { x: number; y: number }, box: Box, slider: Box, outer: OuterSide | null): PlaceStyle {
  const h = place.h[level];
  const v = place.v[level];
  let left = h === 'left' ? box.left + offset.x : h === 'right' ? box.left + box.width - offset.x : box.left + box.width / 2 + offset.x;
  let tx = h === 'left' ? 0 : h === 'right' ? -100 : -50;
  let top = v === 'top' ? box.top + offset.y : v === 'bottom' ? box.top + box.height - offset.y : box.top + box.height / 2 + offset.y;
  let ty = v === 'top' ? 0 : v === 'bottom' ? -100 : -50;
  if (outer === 'bottom') [top, ty] = [slider.top + slider.height + offset.y, 0];
  else if (outer === 'top') [top, ty] = [slider.top - offset.y, -100];
  else if (outer === 'left') [left, tx] = [slider.left - offset.x, -100];
  else if (outer === 'right') [left, tx] = [slider.left + slider.width + offset.x, 0];
  return { left, top, translate: `${tx}% ${ty}%` };
}

/** Room an outer element needs on its side: its thickness plus its offset from the slider. */
export function outerRoom(side: OuterSide, size: Size, offset: { x: number; y: number }): Sides {
  const across = side === 'top' || side === 'bottom' ? size.height + Math.abs(offset.y) : size.width + Math.abs(offset.x);
  return { ...NO_SIDES, [side]: across };
}

/** Room on each side for several outer elements (the larger one per side; they share it). */
export function maxSides(a: Sides, b: Sides): Sides {
  return { top: Math.max(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom), left: Math.max(a.left, b.left) };
}

/** Item and wrapper sizes of a list element (tabs, thumbs) showing `count` items at a viewport width. */
export function listGeometry(s: NavListSettings, level: Level, viewportWidth: number, count: number): { item: Size; wrapper: Size; padding: number } {
  const natural = s.size.natural ?? { width: s.size.width[level], height: s.size.height[level] };
  const item = scaleNavSize(viewportWidth, natural.width, natural.height, s.size.minWidth);
  const padding = Math.max(0, s.wrapper.padding[level]);
  const shown = Math.max(0, count);
  const vertical = s.direction[level] === 'vertical';
  const along = (vertical ? item.height : item.width) * shown + s.gap * Math.max(0, shown - 1) + 2 * padding;
  const across = (vertical ? item.width : item.height) + 2 * padding;
  return { item, padding, wrapper: vertical ? { width: across, height: along } : { width: along, height: across } };
}
