/**
 * Ken Burns / background pan as a pure function of time, so the runtime evaluates it from the one clock
 * (DESIGN.md "One clock") and tests can check any instant without running a frame loop.
 */
import type { PanFrame, SlidePan } from '../model/types.ts';
import { resolveEase } from './eases.ts';

/**
 * The background's transform at one instant, handed to `Backdrop.pan`. The transform is "scale about the
 * origin, rotate, translate" (CSS: `transform-origin: origin; transform: translate rotate scale`).
 * The offset is split in two channels that add up, like gsap's x and xPercent, so the engine needs no
 * stage size: the offset in px is `x + xFraction × stage width` (and likewise for y).
 */
export interface PanState {
  /** Offset in px as written, applied as stage CSS px (not responsive-scaled; the DOM fallback does the same). */
  readonly x: number;
  readonly y: number;
  /** Offset as a fraction of the stage width / height ("10%" → 0.1). */
  readonly xFraction: number;
  readonly yFraction: number;
  /** Scale factors (1 = fitted). */
  readonly scaleX: number;
  readonly scaleY: number;
  /** Degrees, clockwise on screen. */
  readonly rotation: number;
  /** Blur radius in px (0 = sharp); rendering it is optional. */
  readonly blur: number;
  /** Transform origin as fractions of the stage (0.5 = centre). */
  readonly originX: number;
  readonly originY: number;
}

const lerp = (a: number, b: number, p: number): number => a + (b - a) * p;

function stateOf(pan: SlidePan, f: PanFrame): PanState {
  return {
    x: f.x.px,
    y: f.y.px,
    xFraction: f.x.fraction,
    yFraction: f.y.fraction,
    scaleX: f.scale.x,
    scaleY: f.scale.y,
    rotation: f.rotation,
    blur: f.blur,
    originX: pan.origin.x,
    originY: pan.origin.y,
  };
}

function mix(a: PanState, b: PanState, p: number): PanState {
  return {
    x: lerp(a.x, b.x, p),
    y: lerp(a.y, b.y, p),
    xFraction: lerp(a.xFraction, b.xFraction, p),
    yFraction: lerp(a.yFraction, b.yFraction, p),
    scaleX: lerp(a.scaleX, b.scaleX, p),
    scaleY: lerp(a.scaleY, b.scaleY, p),
    rotation: lerp(a.rotation, b.rotation, p),
    blur: lerp(a.blur, b.blur, p),
    originX: a.originX,
    originY: a.originY,
  };
}

/** The state that leaves the background as it is (what `Backdrop.pan(key, null)` means). */
export const NEUTRAL_PAN: PanState = { x: 0, y: 0, xFraction: 0, yFraction: 0, scaleX: 1, scaleY: 1, rotation: 0, blur: 0, originX: 0.5, originY: 0.5 };

/** When the pan reaches its end state (ms after the slide became current); 0 for a single-frame pan. */
export function panEndTime(pan: SlidePan): number {
  let end = 0;
  pan.frames.forEach((f, i) => {
    if (i > 0) end = Math.max(end, f.start + f.duration);
  });
  return end;
}

/**
 * The pan state `tMs` after the slide became current. `frames[0]` is the start state; each later frame
 * tweens from the state before it over `[start, start + duration]` with its ease; after the last frame the
 * end state holds (Ken Burns stays zoomed until the slide changes). Negative or NaN times give the start.
 *
 * @example
 * panStateAt(slide.pan, 3650).scaleX // half-way through a linear 100% → 115% zoom: 1.075
 */
export function panStateAt(pan: SlidePan, tMs: number): PanState {
  const [first, ...rest] = pan.frames;
  if (!first) return NEUTRAL_PAN;
  const t = Number.isFinite(tMs) ? tMs : tMs > 0 ? Number.POSITIVE_INFINITY : 0;
  let state = stateOf(pan, first);
  for (const f of rest) {
    if (t < f.start) break;
    const target = stateOf(pan, f);
    if (f.duration <= 0 || t >= f.start + f.duration) {
      state = target;
      continue;
    }
    return mix(state, target, resolveEase(f.ease, 'none')((t - f.start) / f.duration));
  }
  return state;
}
