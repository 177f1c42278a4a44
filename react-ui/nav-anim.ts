/**
 * Timing and offsets of the navigation elements' show / hide and follow animations (SPEC §9 "Nav fade 0.2 to
 * 0.5 s, slide offset 50px, zoom-in 0.5, zoom-out 1.2", "Thumbnail transition 0.4 s"). Pure, so nav-shell.tsx
 * and the CSS it feeds (nav.css reads the custom properties) never disagree with the tested numbers.
 */
import type { NavElementBase } from '../engine/index.ts';

/** SPEC §9: navigation fades take 0.2 to 0.5 s whatever the element's `s` says. */
export const NAV_FADE_MIN_MS = 200;
export const NAV_FADE_MAX_MS = 500;
/** SPEC §9: a sliding element comes in from 50 px off its side (SR7 `anim` left / right / top / bottom). */
export const NAV_SLIDE_OFFSET_PX = 50;
/** SPEC §9: `zoomin` grows from half size, `zoomout` shrinks from 1.2. */
export const NAV_ZOOM_IN_FROM = 0.5;
export const NAV_ZOOM_OUT_FROM = 1.2;
/** SPEC §9: thumbnails, tabs and the scrubber handle move to a new current slide in 0.4 s. */
export const NAV_FOLLOW_MS = 400;

/** The fade duration of an element whose wire `s` (show / hide ms) is `animMs`, clamped to 0.2–0.5 s. */
export function navFadeMs(animMs: number): number {
  if (!Number.isFinite(animMs)) return NAV_FADE_MAX_MS;
  return Math.min(NAV_FADE_MAX_MS, Math.max(NAV_FADE_MIN_MS, animMs));
}

/**
 * The CSS transform of a hidden element: where its show animation starts and its hide animation ends.
 * A fade has none (opacity alone). SR7 moves left / top by −50 px and right / bottom by +50 px.
 *
 * @example
 * navHiddenTransform('left') // → 'translateX(-50px)'
 */
export function navHiddenTransform(anim: NavElementBase['anim']): string {
  switch (anim) {
    case 'left':
      return `translateX(-${NAV_SLIDE_OFFSET_PX}px)`;
    case 'right':
      return `translateX(${NAV_SLIDE_OFFSET_PX}px)`;
    case 'top':
      return `translateY(-${NAV_SLIDE_OFFSET_PX}px)`;
    case 'bottom':
      return `translateY(${NAV_SLIDE_OFFSET_PX}px)`;
    case 'zoomin':
      return `scale(${NAV_ZOOM_IN_FROM})`;
    case 'zoomout':
      return `scale(${NAV_ZOOM_OUT_FROM})`;
    default:
      return 'none';
  }
}
