/**
 * Between two style values at a ratio: numbers directly; strings number by number and colour by colour when both
 * have the same shape ("blur(0px) brightness(100%)…" → "blur(4px) brightness(100%)…", "inset(0% 100% 0% 0%)" →
 * "inset(0% 0% 0% 0%)", "#ff0000" → "rgba(…)"); anything else (keywords, a different shape) switches at the end.
 * The ends are the values as written, so a finished tween leaves exactly its frame's value.
 */
import type { StyleValue } from './styles.ts';

type Rgba = [number, number, number, number];

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

const TOKEN = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^)]*\)|\b(?:transparent|black|white|red|green|lime|blue|yellow|orange|gr[ae]y|silver|purple|pink|cyan|aqua|navy|teal|olive|maroon)\b|[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;

function hue(p: number, q: number, t: number): number {
  const h = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (h < 1 / 6) return p + (q - p) * 6 * h;
  if (h < 1 / 2) return q;
  if (h < 2 / 3) return p + (q - p) * (2 / 3 - h) * 6;
  return p;
}

/** A colour token as rgba (0–255, alpha 0–1), or null when the token is a plain number. */
export function parseColor(token: string): Rgba | null {
  const t = token.trim().toLowerCase();
  if (t in NAMED) return [...(NAMED[t] as Rgba)];
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

const lerp = (a: number, b: number, r: number) => a + (b - a) * r;
const round = (n: number) => Math.round(n * 10000) / 10000;

function mixColor(a: Rgba, b: Rgba, r: number): string {
  const c = (i: number) => Math.round(lerp(a[i] as number, b[i] as number, r));
  return `rgba(${c(0)}, ${c(1)}, ${c(2)}, ${round(lerp(a[3], b[3], r))})`;
}

interface Shape {
  readonly text: readonly string[];
  readonly tokens: readonly string[];
}

/** Shapes of the strings tweens met (the same few filter, clip and colour strings recur on every layer). */
const shapes = new Map<string, Shape>();

function shapeOf(value: string): Shape {
  let shape = shapes.get(value);
  if (!shape) {
    if (shapes.size > 512) shapes.clear();
    shapes.set(value, (shape = tokenize(value)));
  }
  return shape;
}

function tokenize(written: string): Shape {
  // The same CSS as the browser gives it back and as an export writes it: `a,b` and `a, b` are one shape.
  const value = written.replace(/\s*,\s*/g, ', ').replace(/\s+/g, ' ').trim();
  const text: string[] = [];
  const tokens: string[] = [];
  let last = 0;
  for (const m of value.matchAll(TOKEN)) {
    text.push(value.slice(last, m.index));
    tokens.push(m[0]);
    last = (m.index ?? 0) + m[0].length;
  }
  text.push(value.slice(last));
  return { text, tokens };
}

/** Prepares the in-betweens of `from` → `to` once per tween; the returned function runs per frame. */
export function mixer(from: StyleValue, to: StyleValue): (ratio: number) => StyleValue {
  if (typeof to === 'number') {
    const a = typeof from === 'number' ? from : parseFloat(from);
    if (Number.isNaN(a)) return (r) => (r >= 1 ? to : from);
    return (r) => (r >= 1 ? to : r <= 0 && typeof from === 'number' ? from : round(lerp(a, to, r)));
  }
  if (from === to) return () => to;
  const a = shapeOf(String(from));
  const b = shapeOf(to);
  const same = a.tokens.length === b.tokens.length && a.tokens.length > 0 && a.text.every((text, i) => text === b.text[i]);
  const pairs = same
    ? a.tokens.map((token, i) => {
        const other = b.tokens[i] as string;
        const ca = parseColor(token);
        const cb = parseColor(other);
        if (ca && cb) return (r: number) => mixColor(ca, cb, r);
        if (ca || cb) return null;
        const na = parseFloat(token);
        const nb = parseFloat(other);
        return (r: number) => String(round(lerp(na, nb, r)));
      })
    : [];
  if (!same || pairs.some((pair) => pair === null)) return (r) => (r >= 1 ? to : from);
  return (r) => {
    if (r >= 1) return to;
    if (r <= 0) return from;
    let out = b.text[0] as string;
    pairs.forEach((pair, i) => (out += (pair as (r: number) => string)(r) + (b.text[i + 1] as string)));
    return out;
  };
}
