/**
 * Small typed readers over untrusted wire data. Every property access in the normalizer goes through
 * these, so a value of the wrong kind falls back and becomes a diagnostic naming the JSON path
 * (diagnostics.ts), never a TypeError.
 */
import { recover, report } from './diagnostics.ts';
import { parseBool, parseNumber } from './units.ts';

/** A plain JSON object. */
export type Rec = Readonly<Record<string, unknown>>;

const IDENT = /^[A-Za-z_$][\w$]*$/;

/** Appends a key to a JSON path: `.name` for identifiers, `["466"]` for other keys, `[2]` for indices. */
export function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return IDENT.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

export function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object left empty as the exports write it: PHP's json_encode writes an empty associative array as `[]`, and SR7's
 * editor stores an object it never filled in as `""` (a module's `nav.bullets.def: ""` beside `cst: []`). Both are `{}`.
 */
function isEmptyObject(value: unknown): boolean {
  return (Array.isArray(value) && value.length === 0) || value === '';
}

/** An object; anything else is reported and read as `{}` (all of its keys at their defaults). */
export function readRecord(value: unknown, path: string, what = 'an object'): Rec {
  if (isRecord(value)) return value;
  if (isEmptyObject(value)) return {};
  report(path, what, value, {});
  return {};
}

/** An optional object: missing, null, `[]` or `""` → `{}`; any other non-object is reported and read as `{}`. */
export function optRecord(value: unknown, path: string, what = 'an object'): Rec {
  if (value === undefined || value === null) return {};
  return readRecord(value, path, what);
}

/**
 * Entries of an object or list (PHP lists and maps both occur for the same key). For lists the key is
 * the item's `id` when it has one, else its index.
 */
export function entriesOf(value: unknown, path: string, what: string): Array<[string, unknown]> {
  if (Array.isArray(value)) {
    // flatMap skips holes: a sparse list has no entry there, not an undefined one.
    return value.flatMap((item, i): Array<[string, unknown]> => {
      const id = isRecord(item) ? item.id : undefined;
      return [[typeof id === 'string' || typeof id === 'number' ? String(id) : String(i), item]];
    });
  }
  if (isRecord(value)) return Object.entries(value);
  report(path, what, value, []);
  return [];
}

/** A string; numbers are stringified; missing/null → fallback. */
export function readString(value: unknown, path: string, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  report(path, 'a string', value, fallback);
  return fallback;
}

/** A number (numeric strings, px/ms/deg suffixes allowed); missing/null/'' → fallback. */
export function readNumber(value: unknown, path: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  return recover(fallback, () => parseNumber(value, path));
}

/** A boolean (`true`, `"true"`, `"on"`, `1` …); missing/null/'' → fallback. */
export function readBool(value: unknown, path: string, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  return recover(fallback, () => parseBool(value, path));
}

/**
 * One of a fixed set of keywords (case-insensitive). `aliases` maps wire spellings onto members;
 * missing/null/'' → fallback; anything else is reported (naming the allowed words) and read as the fallback.
 */
export function readEnum<T extends string>(
  value: unknown,
  path: string,
  allowed: readonly T[],
  fallback: T,
  aliases: Readonly<Record<string, T>> = {},
): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    const hit = allowed.find((a) => a === word) ?? (Object.hasOwn(aliases, word) ? aliases[word] : undefined);
    if (hit !== undefined) return hit;
  }
  report(path, `one of ${allowed.join(', ')}`, value, fallback);
  return fallback;
}
