/**
 * The mouse helper's decisions (SPEC §3 page settings `mouse_helper`, `mouse_helper_delay`, `mouse_helper_centered`,
 * `msg_mouse_helper_anchor`, `mouse_helper_on_swiper_slider`; §9 "1025 px for … mouse helper; mouse helper off;
 * delay 10"): a circle that trails the cursor, shows the anchor message over links, and stays off the slider unless
 * the settings allow it there. Pure: MouseHelper.tsx feeds it the pointer and the element under it.
 */
import type { PageSettings } from '../../page-settings.ts';

/** Off-centre, the circle sits this far below and right of the cursor, clear of its tip (the floating box's 20 px, SPEC §9). */
export const MOUSE_HELPER_OFFSET_PX = 20;
/** One frame at 60 Hz: the delay is counted in these. */
export const FRAME_MS = 1000 / 60;

export type MouseHelperSettings = Pick<
  PageSettings,
  'mouse_helper' | 'mouse_helper_delay' | 'mouse_helper_centered' | 'msg_mouse_helper_anchor' | 'mouse_helper_on_swiper_slider' | 'mobile_breakpoints'
>;

export interface MouseHelperEnvironment {
  readonly viewportWidth: number;
  /** A mouse or trackpad (`(hover: hover) and (pointer: fine)`): on touch there is no cursor to follow. */
  readonly finePointer: boolean;
  /** `prefers-reduced-motion: reduce`: a trailing circle is motion the visitor asked not to see. */
  readonly reducedMotion: boolean;
}

/** Whether the page shows a mouse helper at all: switched on, wide enough (≥ 1025 px), a real cursor, motion allowed. */
export function mouseHelperEnabled(settings: MouseHelperSettings, env: MouseHelperEnvironment): boolean {
  return settings.mouse_helper && env.viewportWidth >= settings.mobile_breakpoints.mouse_helper && env.finePointer && !env.reducedMotion;
}

/** What is under the cursor, as far as the helper cares. */
export interface PointerTarget {
  /** A link or a button. */
  readonly overLink: boolean;
  /** A slider module (`[data-strata-module]`: the theme's swiper sliders are Strata modules here). */
  readonly overSlider: boolean;
}

export type MouseHelperMode = 'hidden' | 'idle' | 'anchor' | 'slider';

export interface MouseHelperLook {
  readonly mode: MouseHelperMode;
  /** Text inside the circle: the anchor message over links, nothing otherwise. */
  readonly label: string;
}

export function helperLook(settings: MouseHelperSettings, target: PointerTarget | null): MouseHelperLook {
  if (!target) return { mode: 'hidden', label: '' };
  // The slider has its own drag cursor; the helper joins it only when the settings say so.
  if (target.overSlider && !settings.mouse_helper_on_swiper_slider) return { mode: 'hidden', label: '' };
  if (target.overLink) return { mode: 'anchor', label: settings.msg_mouse_helper_anchor };
  if (target.overSlider) return { mode: 'slider', label: '' };
  return { mode: 'idle', label: '' };
}

/** The circle's diameter (px) per mode: a small ring that grows to hold the anchor message or the drag arrows. */
export function helperSize(mode: MouseHelperMode): number {
  return mode === 'anchor' || mode === 'slider' ? 84 : 36;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * One step of the trail: each 60 Hz frame the circle closes 1/delay of its distance to the cursor (delay 10: a soft
 * trail; 1 or less: glued to it). `dtMs` makes it frame-rate independent: two 30 Hz frames move as far as four 60 Hz ones.
 */
export function followStep(from: Point, to: Point, delay: number, dtMs: number): Point {
  if (!(delay > 1)) return to;
  const keep = Math.pow(1 - 1 / delay, Math.max(0, dtMs) / FRAME_MS);
  const x = to.x + (from.x - to.x) * keep;
  const y = to.y + (from.y - to.y) * keep;
  // Within a tenth of a pixel it has arrived: snapping lets the frame loop stop.
  return Math.abs(to.x - x) < 0.1 && Math.abs(to.y - y) < 0.1 ? to : { x, y };
}

/** Where the circle's centre goes for a cursor position: on it (centred) or off its tip by the offset plus a radius. */
export function helperCentre(cursor: Point, centered: boolean, size: number): Point {
  if (centered) return cursor;
  const shift = MOUSE_HELPER_OFFSET_PX + size / 2;
  return { x: cursor.x + shift, y: cursor.y + shift };
}
