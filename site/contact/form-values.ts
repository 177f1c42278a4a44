/**
 * Turns FormData (browser), a getAll-only object, or a plain record into per-field value lists,
 * applying the CF7 6.2 pre-pass once (BEHAVIOURS.md §1.1): every string is trimmed and blank
 * values — '', whitespace-only, 0-byte files — are dropped before any rule runs.
 * Names like `a[]` and `a[b]` are nested under `a`, so the schema field `a` sees all of them.
 */
import type { FileLike, FormDataLike, FormRecord, FormValue } from './types.ts';

export interface FieldValues {
  /** Non-blank values of a field, in submission order. */
  get(field: string): FormValue[];
  /** Field names known up front (from entries/keys); empty for a getAll-only source. */
  names(): string[];
}

export function isFileLike(v: unknown): v is FileLike {
  return typeof v === 'object' && v !== null
    && typeof (v as FileLike).name === 'string' && typeof (v as FileLike).size === 'number';
}

/** `a[b][]` → `a`: the tree root a schema field names. */
export function rootName(name: string): string {
  const i = name.indexOf('[');
  return i > 0 ? name.slice(0, i) : name;
}

function clean(raw: unknown): FormValue | null {
  if (typeof raw === 'string') {
    const t = raw.trim();
    return t === '' ? null : t;
  }
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (isFileLike(raw)) return raw.size > 0 ? raw : null;
  return null;
}

function fromEntries(entries: Iterable<[string, unknown]>): FieldValues {
  const map = new Map<string, FormValue[]>();
  for (const [name, raw] of entries) {
    const key = rootName(name);
    const list = map.get(key) ?? [];
    const v = clean(raw);
    if (v !== null) list.push(v);
    map.set(key, list);
  }
  return { get: (f) => map.get(f) ?? [], names: () => [...map.keys()] };
}

function* recordEntries(rec: FormRecord): Iterable<[string, unknown]> {
  for (const [name, v] of Object.entries(rec)) {
    if (Array.isArray(v)) for (const item of v) yield [name, item];
    else yield [name, v];
  }
}

/** Accepts FormData, `{getAll}` (optionally with `entries`), or a plain record; throws on anything else. */
export function readFormValues(formData: FormDataLike | FormRecord): FieldValues {
  if (typeof formData !== 'object' || formData === null) {
    throw new Error(`SWV validate: formData must be a FormData-like object or a record, got ${formData === null ? 'null' : typeof formData}`);
  }
  const fd = formData as FormDataLike;
  if (typeof fd.getAll === 'function') {
    if (typeof fd.entries === 'function') return fromEntries(fd.entries());
    // Without entries we cannot see `a[x]` names; `a` and `a[]` cover CF7's own controls.
    const cache = new Map<string, FormValue[]>();
    const get = (f: string): FormValue[] => {
      let list = cache.get(f);
      if (!list) {
        list = [...fd.getAll(f), ...fd.getAll(`${f}[]`)].map(clean).filter((v): v is FormValue => v !== null);
        cache.set(f, list);
      }
      return list;
    };
    return { get, names: () => [] };
  }
  return fromEntries(recordEntries(formData as FormRecord));
}

/** The string values of a field (text rules ignore files). */
export const textValues = (values: FormValue[]): string[] =>
  values.filter((v): v is string => typeof v === 'string');

/** The file values of a field (file rules ignore strings). */
export const fileValues = (values: FormValue[]): FileLike[] => values.filter(isFileLike);
