import { parseCssColor } from '../anim/css-color.ts';
import type { D3Kind, D3Spec, FilterSpec, FilterTiming, Rgba } from './spec.ts';

type Raw = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};
const truthy = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/** A CSS colour (anim/css-color.ts: hex, rgb(), hsl(), names) → RGBA 0..1; anything else → fallback. */
export function parseRgba(value: unknown, fallback: Rgba): Rgba {
  const c = typeof value === 'string' ? parseCssColor(value) : null;
  return c ? [c[0] / 255, c[1] / 255, c[2] / 255, c[3]] : fallback;
}

/** SR7 `p`: dark fills #000, light #fff, transparent shows the module background (FORMAT.md §7). */
export function readVia(value: unknown): Rgba | null {
  if (value === 'dark') return [0, 0, 0, 1];
  if (value === 'light') return [1, 1, 1, 1];
  if (value === 'transparent') return [0, 0, 0, 0];
  return null;
}

const D3_KINDS: readonly D3Kind[] = ['cube', 'incube', 'fly', 'turn'];

/**
 * SR7 `d3{}` with getBGAnim's defaults (z 300, t 0, c #ccc, fdi 1.5, fdo 2, smi 0, sma .5, sc #000).
 * Perspective (SPEC §9 "3D transitions 2500 or 1500 px"): 2500 for the cube kinds, whose faces swing
 * widest, 1500 for fly and turn. An unset fly roll is random ±10° (TRANSITIONS.md header).
 */
export function read3d(raw: unknown, random: () => number): D3Spec | null {
  if (!isObject(raw)) return null;
  const kind = D3_KINDS.find((k) => k === raw['f']);
  if (!kind) return null;
  const rollSet = raw['fz'] !== undefined && raw['fz'] !== '';
  return {
    kind,
    axis: raw['d'] === 'vertical' ? 'vertical' : 'horizontal',
    depth: num(raw['z'], 300),
    tilt: num(raw['t'], 0),
    wall: parseRgba(raw['c'], [0.8, 0.8, 0.8, 1]),
    ease: typeof raw['e'] === 'string' && raw['e'] ? raw['e'] : 'power2.inOut',
    flyIn: num(raw['fdi'], 1.5),
    flyOut: num(raw['fdo'], 2),
    flyRoll: rollSet ? num(raw['fz'], 0) : (random() * 2 - 1) * 10,
    perspective: kind === 'cube' || kind === 'incube' ? 2500 : 1500,
    shadow: truthy(raw['su'])
      ? { min: num(raw['smi'], 0), max: num(raw['sma'], 0.5), color: parseRgba(raw['sc'], [0, 0, 0, 1]) }
      : null,
  };
}

const TIMINGS: readonly FilterTiming[] = ['default', 'late', 'late2', 'late3'];

/**
 * SR7 `filter{}` (getBGAnim defaults b 0, g 0, h 100, s 0, c 100, i 0). `hue` (degrees) and `sat` (%) are
 * Strata additions for the hue-rotate and saturate filters SR7's table does not use. Off (`u` false) or
 * all-neutral → null, so the renderer skips the filter maths entirely.
 */
export function readFilter(raw: unknown): FilterSpec | null {
  if (!isObject(raw) || !truthy(raw['u'])) return null;
  const spec: FilterSpec = {
    timing: TIMINGS.find((t) => t === raw['e']) ?? 'default',
    blur: Math.max(0, num(raw['b'], 0)),
    grayscale: num(raw['g'], 0),
    brightness: num(raw['h'], 100),
    sepia: num(raw['s'], 0),
    contrast: num(raw['c'], 100),
    invert: num(raw['i'], 0),
    saturate: num(raw['sat'], 100),
    hue: num(raw['hue'], 0),
  };
  const neutral =
    spec.blur === 0 && spec.grayscale === 0 && spec.brightness === 100 && spec.sepia === 0 &&
    spec.contrast === 100 && spec.invert === 0 && spec.saturate === 100 && spec.hue === 0;
  return neutral ? null : spec;
}
