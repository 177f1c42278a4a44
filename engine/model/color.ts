/**
 * SR7 colour values. Colours arrive as plain CSS strings, as colour objects
 * (`{type:"solid", orig:"#f2ede2", string:"rgba(242, 237, 226, 1)"}`), as gradient objects
 * (`{type:"linear"|"radial", angle, colors:[{r,g,b,a,position}]}`), or as such objects JSON-encoded in a
 * string (older SR6 migrations). Everything becomes one CSS string.
 */
import { ModuleError } from './errors.ts';

const EXPECTED = 'a colour (CSS string or SR7 colour object)';

type Obj = Readonly<Record<string, unknown>>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isCssGradient(css: string): boolean {
  return /^\s*(repeating-)?(linear|radial|conic)-gradient\(/i.test(css);
}

function num(v: unknown, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseFloat(v) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

function stopColor(stop: Obj): string {
  for (const key of ['color', 'c', 'string']) {
    const v = stop[key];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  const r = Math.round(num(stop.r, 0));
  const g = Math.round(num(stop.g, 0));
  const b = Math.round(num(stop.b, 0));
  return `rgba(${r}, ${g}, ${b}, ${num(stop.a, 1)})`;
}

/** Builds a CSS gradient from an SR7 gradient object; null when it has no usable colour stops. */
export function gradientToCss(g: Obj): string | null {
  const colors = Array.isArray(g.colors) ? g.colors.filter(isObj) : [];
  if (colors.length === 0) return null;
  const stops = colors.map((c, i) => {
    const fallbackPos = colors.length === 1 ? 0 : (i / (colors.length - 1)) * 100;
    return `${stopColor(c)} ${num(c.position, fallbackPos)}%`;
  });
  if (String(g.type).toLowerCase() === 'radial') return `radial-gradient(ellipse at center, ${stops.join(', ')})`;
  return `linear-gradient(${num(g.angle, 180)}deg, ${stops.join(', ')})`;
}

function fromObject(value: Obj, path: string): string | null {
  const type = typeof value.type === 'string' ? value.type.toLowerCase() : '';
  if (type === 'linear' || type === 'radial') {
    const css = gradientToCss(value);
    if (css !== null) return css;
  }
  for (const key of ['string', 'orig', 'color']) {
    const v = value[key];
    if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
    if (isObj(v)) return fromObject(v, `${path}.${key}`);
  }
  throw new ModuleError(path, EXPECTED, value);
}

/** A CSS colour or gradient string; missing/null/"" → null. */
export function parseColor(value: unknown, path: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const s = value.trim();
    if (s === '') return null;
    if (s.startsWith('{')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(s);
      } catch {
        throw new ModuleError(path, EXPECTED, value);
      }
      if (isObj(parsed)) return fromObject(parsed, path);
      throw new ModuleError(path, EXPECTED, value);
    }
    return s;
  }
  if (isObj(value)) return fromObject(value, path);
  throw new ModuleError(path, EXPECTED, value);
}
