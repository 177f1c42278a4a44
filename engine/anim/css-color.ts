/**
 * CSS colours as numbers: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba(), hsl()/hsla() and the colour names SR7
 * exports use. One reader for the layer tweens (mix.ts) and the transitions' wall and shadow colours
 * (transition/extras.ts).
 */

/** Red, green, blue 0–255, alpha 0–1. */
export type Rgba = [number, number, number, number];

/** The colour names SR7 exports use, besides hex, rgb() and hsl() (and what getComputedStyle answers: rgb()). */
const NAMED: Readonly<Record<string, Rgba>> = {
  transparent: [0, 0, 0, 0],
  black: [0, 0, 0, 1],
  white: [255, 255, 255, 1],
  red: [255, 0, 0, 1],
  green: [0, 128, 0, 1],
  lime: [0, 255, 0, 1],
  blue: [0, 0, 255, 1],
  yellow: [255, 255, 0, 1],
  orange: [255, 165, 0, 1],
  gray: [128, 128, 128, 1],
  grey: [128, 128, 128, 1],
  silver: [192, 192, 192, 1],
  purple: [128, 0, 128, 1],
  pink: [255, 192, 203, 1],
  cyan: [0, 255, 255, 1],
  aqua: [0, 255, 255, 1],
  navy: [0, 0, 128, 1],
  teal: [0, 128, 128, 1],
  olive: [128, 128, 0, 1],
  maroon: [128, 0, 0, 1],
};

/** The names above, for a pattern that finds colours inside a longer CSS value. */
export const COLOR_NAMES: readonly string[] = Object.keys(NAMED);

function hue(p: number, q: number, t: number): number {
  const h = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (h < 1 / 6) return p + (q - p) * 6 * h;
  if (h < 1 / 2) return q;
  if (h < 2 / 3) return p + (q - p) * (2 / 3 - h) * 6;
  return p;
}

/** A CSS colour as rgba (0–255, alpha 0–1), or null when it is none (a number, a keyword). */
export function parseCssColor(value: string): Rgba | null {
  const t = value.trim().toLowerCase();
  if (Object.hasOwn(NAMED, t)) return [...(NAMED[t] as Rgba)];
  if (t.startsWith('#')) {
    const hex = t.slice(1);
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/.test(full)) return null;
    const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), full.length === 8 ? n(6) / 255 : 1];
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(t);
  if (!fn) return null;
  const parts = (fn[2] ?? '').split(/[\s,/]+/).filter(Boolean).map((part) => parseFloat(part));
  if (parts.length < 3 || parts.some((n) => Number.isNaN(n))) return null;
  const [a = 0, b = 0, c = 0, alpha = 1] = parts;
  if ((fn[1] ?? '').startsWith('rgb')) return [a, b, c, alpha];
  const h = (((a % 360) + 360) % 360) / 360;
  const s = b / 100;
  const l = c / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return [hue(p, q, h + 1 / 3) * 255, hue(p, q, h) * 255, hue(p, q, h - 1 / 3) * 255, alpha];
}
