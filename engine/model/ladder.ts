/**
 * SR7's 5-level responsive ladders (largedesktop, desktop, notebook, tablet, mobile; SPEC §5 "The
 * responsive ladder has 5 levels"). A level written as "#a" inherits: from the nearest defined level to
 * its left (the next larger screen); levels before the first defined one take that first value.
 */
import type { Ladder } from './types.ts';
import { recover, report } from './diagnostics.ts';
import { ModuleError } from './errors.ts';
import { at, isRecord } from './read.ts';

export const LEVEL_COUNT = 5;
/** The wire's "inherit from the neighbouring level" marker. */
export const INHERIT = '#a';

/** Parses one ladder entry; throws ModuleError (naming `path`) for a value of the wrong kind. */
export type EntryParser<T> = (value: unknown, path: string) => T;

/** Same value on every level. */
export function uniform<T>(value: T): Ladder<T> {
  return [value, value, value, value, value];
}

/** Maps a resolved ladder. */
export function mapLadder<T, U>(ladder: Ladder<T>, fn: (value: T, level: number) => U): Ladder<U> {
  return [fn(ladder[0], 0), fn(ladder[1], 1), fn(ladder[2], 2), fn(ladder[3], 3), fn(ladder[4], 4)];
}

function isInherit(v: unknown): boolean {
  return v === undefined || v === null || v === INHERIT;
}

/** PHP writes sparse lists as `{"1": …, "4": …}`; read those as arrays. */
function asList(raw: unknown): readonly unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (!isRecord(raw)) return null;
  const keys = Object.keys(raw);
  if (keys.length === 0 || !keys.every((k) => /^\d+$/.test(k))) return null;
  const list: unknown[] = [];
  for (const k of keys) list[Number(k)] = raw[k];
  return list;
}

function isFallbackLadder<T>(fallback: T | Ladder<T>): fallback is Ladder<T> {
  return Array.isArray(fallback) && fallback.length === LEVEL_COUNT;
}

/**
 * Resolves a responsive ladder.
 *
 * - missing / null / all "#a" → `fallback` (a single value for every level, or a whole ladder);
 * - a scalar (not an array) → that value on all 5 levels;
 * - an array: "#a" entries inherit (see the file comment); shorter arrays are padded by inheritance;
 * - an entry `parse` does not understand is reported and inherits like "#a" (a scalar: the fallback);
 * - more than 5 entries: the first 5 are read, and the rest reported.
 *
 * `T` itself must not be an array type: a 5-entry array fallback is read as a fallback ladder.
 *
 * @example
 * ```ts
 * resolveLadder(['#a', 20, '#a', '16px'], parseNumber, 0, 'font.size') // → [20, 20, 20, 16, 16]
 * ```
 */
export function resolveLadder<T>(
  raw: unknown,
  parse: EntryParser<T>,
  fallback: T | Ladder<T>,
  path: string,
): Ladder<T> {
  const fallbackLadder: Ladder<T> = isFallbackLadder(fallback) ? fallback : uniform(fallback as T);
  if (isInherit(raw)) return fallbackLadder;
  const list = asList(raw);
  if (list === null) return recover(fallbackLadder, () => uniform(parse(raw, path)));
  if (list.length > LEVEL_COUNT) report(path, `a responsive ladder of at most ${LEVEL_COUNT} levels`, raw, list.slice(0, LEVEL_COUNT));
  const given: Array<T | undefined> = [];
  const refused: Array<{ level: number; error: ModuleError }> = [];
  let firstDefined = -1;
  for (let i = 0; i < LEVEL_COUNT; i++) {
    const entry = list[i];
    let value: T | undefined;
    if (!isInherit(entry)) {
      try {
        value = parse(entry, at(path, i));
      } catch (error) {
        if (!(error instanceof ModuleError)) throw error;
        refused.push({ level: i, error });
      }
    }
    given.push(value);
    if (value !== undefined && firstDefined < 0) firstDefined = i;
  }
  let out: Ladder<T> = fallbackLadder;
  if (firstDefined >= 0) {
    const levels: T[] = [];
    let last = given[firstDefined] as T;
    for (let i = 0; i < LEVEL_COUNT; i++) {
      const v = given[i];
      if (v !== undefined) last = v;
      levels.push(last);
    }
    out = levels as unknown as Ladder<T>;
  }
  // A level that could not be read inherits like "#a"; the diagnostic says what it got.
  for (const { level, error } of refused) report(error.path, error.expected, error.got, out[level]);
  return out;
}
