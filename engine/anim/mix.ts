/**
 * Between two style values at a ratio: numbers directly; strings number by number and colour by colour when both
 * have the same shape ("blur(0px) brightness(100%)…" → "blur(4px) brightness(100%)…", "inset(0% 100% 0% 0%)" →
 * "inset(0% 0% 0% 0%)", "#ff0000" → "rgba(…)"); anything else (keywords, a different shape) switches at the end.
 * The ends are the values as written, so a finished tween leaves exactly its frame's value.
 */
import { COLOR_NAMES, parseCssColor, type Rgba } from './css-color.ts';
import type { StyleValue } from './styles.ts';

const TOKEN = new RegExp(`#[0-9a-f]{3,8}\\b|(?:rgba?|hsla?)\\([^)]*\\)|\\b(?:${COLOR_NAMES.join('|')})\\b|[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[-+]?\\d+)?`, 'gi');

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
        const ca = parseCssColor(token);
        const cb = parseCssColor(other);
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
