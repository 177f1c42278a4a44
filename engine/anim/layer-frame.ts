/**
 * Pure maths of layer keyframes → style vars (no DOM, no tweens): offsets with SR7's keywords, the clip
 * reveal as a CSS clip-path, the CSS filter string, split-text stagger order. Unit-tested in Node.
 */
import type { FrameFilter, FrameValue, KeyFrame, Level, TrackMeta } from '../model/types.ts';

export type Vars = Record<string, number | string>;

/** SPEC §9: a zero-length first in-frame gets this duration (s) so it still renders. */
export const TINY_SECONDS = 0.0075;

export interface FrameMeasure {
  /** The layer's box in slide px, and the slide size. */
  readonly box: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  readonly slide: { readonly w: number; readonly h: number };
  /** The box of the layer it sits in (row, column, group), in slide px; absent for a layer on the slide itself. */
  readonly parent?: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  /** Responsive scale (grid px → screen px). */
  readonly scale: number;
}

/**
 * A keyframe offset → style vars. Keywords put the layer just outside the slide (SR7 'left'/'right'…), just outside
 * the layer it sits in when the frame says so (`inParent`: wire `xRe`/`yRe` 1), or just outside its own box when a
 * hidden mask clips it (the text then slides in from the mask's edge). px and percent are separate channels (x, xPercent), so
 * setting one zeroes the other: a frame going from y '50%' to y 0 must end with no offset at all.
 */
export function offsetVars(value: FrameValue, axis: 'x' | 'y', m: FrameMeasure, scale: number, masked: boolean, vars: Vars, inParent = false): void {
  if (value === 'inherit') return;
  const percentKey = axis === 'x' ? 'xPercent' : 'yPercent';
  let px = 0;
  let percent = 0;
  if (typeof value === 'number') px = value * scale;
  else if (typeof value === 'object') percent = value.pct;
  else if (masked) {
    if (value === 'left') percent = axis === 'x' ? -100 : 0;
    else if (value === 'right') percent = axis === 'x' ? 100 : 0;
    else if (value === 'top') percent = axis === 'y' ? -100 : 0;
    else if (value === 'bottom') percent = axis === 'y' ? 100 : 0;
  } else {
    // The area the keyword leaves: the slide, or the parent layer's box (both in slide px).
    const area = inParent && m.parent ? m.parent : { x: 0, y: 0, ...m.slide };
    if (value === 'left') px = area.x - (m.box.x + m.box.w);
    else if (value === 'right') px = area.x + area.w - m.box.x;
    else if (value === 'top') px = area.y - (m.box.y + m.box.h);
    else if (value === 'bottom') px = area.y + area.h - m.box.y;
  }
  vars[axis] = px;
  vars[percentKey] = percent;
}

/**
 * Transform and opacity of one frame. px offsets are screen px at every width: SR7 does not scale a keyframe's
 * x/y with the module, whatever the layer's `fluid.tr` says (lasak's desktop-only title at 480 px, scale 0.36,
 * rests 11 px right and 6 px up of its place, SR7_225_1's logo 9 px up at 778 px, scale 1.3). `fluid` (`fluid.tr`)
 * scales depth (`z`) only.
 */
export function transformVars(frame: KeyFrame, level: Level, m: FrameMeasure, fluid: boolean, masked: boolean): Vars {
  const vars: Vars = {};
  offsetVars(frame.x[level], 'x', m, 1, masked, vars, frame.xInParent === true);
  offsetVars(frame.y[level], 'y', m, 1, masked, vars, frame.yInParent === true);
  if (frame.o !== 'inherit') vars['opacity'] = frame.o;
  if (frame.sX !== 'inherit') vars['scaleX'] = frame.sX;
  if (frame.sY !== 'inherit') vars['scaleY'] = frame.sY;
  if (frame.rX !== 'inherit') vars['rotationX'] = frame.rX;
  if (frame.rY !== 'inherit') vars['rotationY'] = frame.rY;
  if (frame.rZ !== 'inherit') vars['rotation'] = frame.rZ;
  if (frame.z) vars['z'] = frame.z * (fluid ? m.scale : 1);
  if (frame.skX) vars['skewX'] = frame.skX;
  if (frame.skY) vars['skewY'] = frame.skY;
  return vars;
}

/** SPEC §9 filter defaults: blur 0 px, brightness 100 %, grayscale/sepia/invert 0 %. */
export const NEUTRAL_FILTER: Required<FrameFilter> = { blur: 0, brightness: 100, grayscale: 0, sepia: 0, invert: 0, saturate: 100, contrast: 100, hue: 0 };

/**
 * The full CSS filter for a filter state, every function always present and in one order, so a tween can
 * interpolate between any two frames number by number.
 */
export function filterCss(state: Required<FrameFilter>, scale = 1): string {
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return (
    `blur(${r(state.blur * scale)}px) brightness(${r(state.brightness)}%) grayscale(${r(state.grayscale)}%) sepia(${r(state.sepia)}%) ` +
    `invert(${r(state.invert)}%) saturate(${r(state.saturate)}%) contrast(${r(state.contrast)}%) hue-rotate(${r(state.hue)}deg)`
  );
}

export function mergeFilter(state: Required<FrameFilter>, frame: FrameFilter | undefined | null): Required<FrameFilter> {
  return frame ? { ...state, ...frame } : state;
}

/**
 * The clip reveal (0 = hidden, 100 = whole box) as a clip-path. A rectangle grows from the side named
 * by the track's origin ('center' opens horizontally from the middle, 'middle' vertically); a circle grows
 * from the centre until it covers the corners (radius 71 % of the box's reference length at 100).
 */
export function clipPathCss(reveal: number, type: TrackMeta['clipType'] = 'rect', origin: TrackMeta['clipOrigin'] = 'left'): string {
  const c = Math.min(100, Math.max(0, reveal));
  const hidden = Math.round((100 - c) * 1000) / 1000;
  if (type === 'circle') return `circle(${Math.round(c * 0.7072 * 1000) / 1000}% at 50% 50%)`;
  const half = Math.round((hidden / 2) * 1000) / 1000;
  switch (origin) {
    case 'right':
      return `inset(0% 0% 0% ${hidden}%)`;
    case 'top':
      return `inset(0% 0% ${hidden}% 0%)`;
    case 'bottom':
      return `inset(${hidden}% 0% 0% 0%)`;
    case 'center':
      return `inset(0% ${half}% 0% ${half}%)`;
    case 'middle':
      return `inset(${half}% 0% ${half}% 0%)`;
    default:
      return `inset(0% ${hidden}% 0% 0%)`;
  }
}

/** SR7's split directions → a stagger's `from` (gsap's names, anim/timeline.ts). */
export function staggerFrom(direction: TrackMeta['direction']): 'start' | 'end' | 'center' | 'edges' | 'random' {
  switch (direction) {
    case 'backward':
      return 'end';
    case 'middletoedge':
      return 'center';
    case 'edgetomiddle':
      return 'edges';
    case 'random':
      return 'random';
    default:
      return 'start';
  }
}
