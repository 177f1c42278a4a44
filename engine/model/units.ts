/**
 * Scalar parsers for SR7 wire values: lengths, numbers, booleans, colours. SR7 stores most numbers as
 * strings with units ("65px", "1400", "-6px"), wraps animated values in brackets ("[-100%]", "(100%)")
 * and writes random ranges as "{-50,50}".
 */
import type { Length, Percent } from './types.ts';
import { ModuleError } from './errors.ts';

const NUM = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?`;
const NUMBER_WITH_UNIT = new RegExp(`^(${NUM})\\s*(px|ms|deg|%)?$`, 'i');
const RANDOM_RANGE = new RegExp(`^\\{\\s*(${NUM})\\s*([a-z%]*)\\s*,\\s*(${NUM})\\s*[a-z%]*\\s*\\}$`, 'i');
const FRACTION = /^#\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*#$/;

/**
 * Trims and removes SR7's value decorations: "[…]" / "(…)" wrappers (direction-dependent values in
 * frames and transitions; the sign handling is the runtime's job) and "{a,b}" random ranges. A random
 * range becomes its midpoint, keeping the first bound's unit: normalization must be deterministic
 * (the same JSON always gives the same model), so any per-show randomness belongs to the runtime.
 */
export function unwrapValue(raw: string): string {
  let s = raw.trim();
  for (;;) {
    const first = s[0];
    const last = s[s.length - 1];
    if (s.length >= 2 && ((first === '[' && last === ']') || (first === '(' && last === ')'))) {
      s = s.slice(1, -1).trim();
      continue;
    }
    break;
  }
  const range = RANDOM_RANGE.exec(s);
  if (range) {
    const mid = (Number(range[1]) + Number(range[3])) / 2;
    return `${Math.round(mid * 1e4) / 1e4}${range[2] ?? ''}`;
  }
  return s;
}

function numberPart(s: string, allowPercent: boolean): number | null {
  const m = NUMBER_WITH_UNIT.exec(s);
  if (!m) return null;
  if (m[2] === '%' && !allowPercent) return null;
  const n = Number(m[1]);
  return Number.isFinite(n) ? n : null;
}

/**
 * A number: finite numbers as is, numeric strings with an optional px/ms/deg suffix ("1400", "-6px").
 * `percent: true` also accepts "115%" → 115 (pan frames and scales that SR7 writes in percent).
 */
export function parseNumber(value: unknown, path: string, opts: { percent?: boolean } = {}): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const n = numberPart(unwrapValue(value), opts.percent === true);
    if (n !== null) return n;
  }
  throw new ModuleError(path, 'a number', value);
}

/** Booleans as SR7 writes them: true/false, "true"/"false", "on"/"off", 1/0, "1"/"0". */
export function parseBool(value: unknown, path: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const s = value.trim().toLowerCase();
    if (s === 'true' || s === 'on' || s === '1' || s === 'yes') return true;
    if (s === 'false' || s === 'off' || s === '0' || s === 'no' || s === '') return false;
  }
  throw new ModuleError(path, 'a boolean (true/false, "on"/"off")', value);
}

const LENGTH = 'a length (px, % or auto)';

/** Percent helper that keeps 4 decimals (so "#1/3#" → 33.3333, stable in snapshots). */
export function pct(n: number): Percent {
  return { pct: Math.round(n * 1e4) / 1e4 };
}

/** Parses a string length, or returns null when it is not one (callers add keywords of their own). */
export function lengthFromString(raw: string): Length | null {
  const s = unwrapValue(raw).toLowerCase();
  if (s === 'auto' || s === '') return 'auto';
  const frac = FRACTION.exec(s);
  if (frac) {
    // SR7 writes column-like fractions as "#1/3#": a share of the reference width (SR7_225_1 layer 6).
    const den = Number(frac[2]);
    return den === 0 ? null : pct((Number(frac[1]) / den) * 100);
  }
  const m = NUMBER_WITH_UNIT.exec(s);
  if (!m || m[2] === 'ms' || m[2] === 'deg') return null;
  const n = Number(m[1]);
  if (!Number.isFinite(n)) return null;
  return m[2] === '%' ? pct(n) : n;
}

/** A length: 12 / "65px" / "0" → px, "50%" / "#1/3#" → {pct}, "auto" / "" → 'auto'. */
export function parseLength(value: unknown, path: string): Length {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const l = lengthFromString(value);
    if (l !== null) return l;
  }
  throw new ModuleError(path, LENGTH, value);
}

/** A min/max length: "none", "" and null mean no limit (null). */
export function parseMinMax(value: unknown, path: string): Length | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'none')) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const l = lengthFromString(value);
    if (l !== null) return l;
  }
  throw new ModuleError(path, 'a length (px, %, auto or none)', value);
}

/** A px number where "auto"/"none"/"" mean 0 (margins, paddings, border widths, module min/max heights). */
export function parsePx(value: unknown, path: string): number {
  if (typeof value === 'string') {
    const s = value.trim().toLowerCase();
    if (s === '' || s === 'auto' || s === 'none') return 0;
  }
  return parseNumber(value, path);
}

export { parseColor, gradientToCss, isCssGradient } from './color.ts';
