/**
 * SR7's per-cell value syntax (SR7.F.getSpecialValue / getOffset, TRANSITIONS.md header):
 *   `(v)`        v times the slide direction (+1 forward, -1 backward)
 *   `[a,b,…]`    cycled per cell index (gsap.utils.wrap); `|` separators mean `,` (SR7.migrate)
 *   `{min,max}`  random per cell (gsap.utils.random)
 *   `v%`         a fraction of the reference box (canvas, or the cell when masked)
 * Parsed once into a function of the cell index, evaluated at resolve time with the injected random.
 */

export interface CellNumber {
  readonly value: number;
  /** True when the value was given in % (value is then a fraction: 100% → 1). */
  readonly relative: boolean;
}

export type CellValueFn = (cell: number, random: () => number) => CellNumber;

const ZERO: CellNumber = { value: 0, relative: false };

function parseItem(item: string, direction: number): CellNumber | null {
  let text = item.trim();
  let sign = 1;
  if (text.startsWith('(') && text.endsWith(')')) {
    text = text.slice(1, -1).trim();
    sign = direction;
  }
  const relative = text.endsWith('%');
  const n = Number.parseFloat(relative ? text.slice(0, -1) : text);
  if (!Number.isFinite(n)) return null;
  return { value: (relative ? n / 100 : n) * sign, relative };
}

function splitList(inner: string): string[] {
  return inner.replaceAll('|', ',').split(',').map((s) => s.trim()).filter((s) => s.length > 0);
}

/**
 * Parses one stored value. Anything unreadable yields `fallback` for every cell rather than NaN, so a
 * hand-edited export can never put NaN into a vertex buffer.
 */
export function parseCellValue(raw: unknown, direction: number, fallback: number): CellValueFn {
  const constant = (n: CellNumber): CellValueFn => () => n;
  const fallbackValue = constant({ value: fallback, relative: false });
  if (typeof raw === 'number') return Number.isFinite(raw) ? constant({ value: raw, relative: false }) : fallbackValue;
  if (typeof raw === 'boolean') return constant({ value: raw ? 1 : 0, relative: false });
  if (typeof raw !== 'string') return fallbackValue;
  const text = raw.trim();
  if (text.startsWith('[') && text.endsWith(']')) {
    const items = splitList(text.slice(1, -1)).map((item) => parseItem(item, direction) ?? { value: fallback, relative: false });
    if (items.length === 0) return fallbackValue;
    return (cell) => items[((cell % items.length) + items.length) % items.length] ?? ZERO;
  }
  if (text.startsWith('{') && text.endsWith('}')) {
    const [min, max] = splitList(text.slice(1, -1)).map((item) => parseItem(item, direction));
    if (!min || !max) return fallbackValue;
    const relative = min.relative || max.relative;
    return (_cell, random) => ({ value: min.value + (max.value - min.value) * random(), relative });
  }
  const single = parseItem(text, direction);
  return single ? constant(single) : fallbackValue;
}

/** The mirrored value SR7 7.0 uses for a missing out key: same cells, sign flipped. */
export function negateCellValue(fn: CellValueFn): CellValueFn {
  return (cell, random) => {
    const n = fn(cell, random);
    return { value: -n.value, relative: n.relative };
  };
}
