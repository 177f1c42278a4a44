/**
 * The normalizer's last line of "degrade per value, never per module" (diagnostics.ts). The typed readers already fall
 * back value by value; a reader that still throws a ModuleError (a value it cannot fall back from on its own) names
 * the JSON path of that value, and the module is normalized again without it: the key is dropped, so it takes its
 * default, and the drop is reported. Only a fatal ModuleError (the module cannot be used at all) refuses the module.
 */
import { collectDiagnostics, type Diagnostic } from './diagnostics.ts';
import { ModuleError } from './errors.ts';

/** More drops than this and the document is not an SR7 module with a few odd values: give up with the last error. */
const MAX_DROPS = 200;

type Segment = string | number;

/** `module.slides["466"].layers["3"].lh[0]` → `['slides', '466', 'layers', '3', 'lh', 0]` (read.ts `at` in reverse). */
export function pathSegments(path: string): Segment[] | null {
  const root = /^[A-Za-z_$][\w$]*/.exec(path);
  if (!root) return null;
  const segments: Segment[] = [];
  const token = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  token.lastIndex = root[0].length;
  while (token.lastIndex < path.length) {
    const m = token.exec(path);
    if (!m) return null;
    if (m[1] !== undefined) segments.push(m[1]);
    else if (m[2] !== undefined) segments.push(Number(m[2]));
    else segments.push(JSON.parse(m[3] as string) as string);
  }
  return segments;
}

/**
 * Drops the value at `path` from `doc` (an object key is deleted, a list entry set to null, which every reader reads
 * as missing). Where the path goes further than the document (a reader named a key it derived), the deepest value
 * that exists is dropped. Returns the segments of what was dropped, or null when nothing below the root exists.
 */
export function dropAt(doc: Record<string, unknown>, path: string): Segment[] | null {
  const segments = pathSegments(path);
  if (!segments || segments.length === 0) return null;
  let parent: unknown = doc;
  let depth = 0;
  for (; depth < segments.length - 1; depth++) {
    const next = (parent as Record<string | number, unknown>)[listIndex(parent as Record<string | number, unknown>, segments[depth] as Segment)];
    if (typeof next !== 'object' || next === null) break;
    parent = next;
  }
  const container = parent as Record<string | number, unknown>;
  const key = listIndex(container, segments[depth] as Segment);
  if (!Object.hasOwn(container, key)) return depth === 0 ? null : dropAt(doc, pathOf(segments.slice(0, depth)));
  // Already dropped (a reader throws on the missing value too): drop what holds it instead.
  if ((container[key] === null || container[key] === undefined) && depth > 0) return dropAt(doc, pathOf(segments.slice(0, depth)));
  if (Array.isArray(container)) container[key as number] = null;
  else delete container[key];
  return segments.slice(0, depth + 1);
}

/**
 * A path segment as an index into a list: read.ts entriesOf keys list items by their `id` (slides or layers written
 * as lists), so `["466"]` names the item whose id is 466, wherever it sits.
 */
function listIndex(container: Record<string | number, unknown>, segment: Segment): Segment {
  if (!Array.isArray(container) || typeof segment === 'number') return segment;
  const byId = container.findIndex((item) => typeof item === 'object' && item !== null && String((item as { id?: unknown }).id) === segment);
  return byId >= 0 ? byId : /^\d+$/.test(segment) ? Number(segment) : segment;
}

function pathOf(segments: readonly Segment[]): string {
  return segments.reduce<string>((path, s) => (typeof s === 'number' ? `${path}[${s}]` : /^[A-Za-z_$][\w$]*$/.test(s) ? `${path}.${s}` : `${path}[${JSON.stringify(s)}]`), 'module');
}

/**
 * Runs `normalize` over `doc`, dropping each value it cannot read, until it succeeds. The document is copied before
 * the first drop; the caller's object is never changed.
 */
export function normalizeDegrading<T>(doc: Record<string, unknown>, normalize: (doc: Record<string, unknown>) => T): { result: T; diagnostics: Diagnostic[] } {
  let current = doc;
  const dropped: Diagnostic[] = [];
  for (;;) {
    try {
      const { result, diagnostics } = collectDiagnostics(() => normalize(current));
      const named = new Set(dropped.map((d) => d.path));
      return { result, diagnostics: [...dropped, ...diagnostics.filter((d) => !named.has(d.path))] };
    } catch (error) {
      if (!(error instanceof ModuleError) || error.fatal) throw error;
      if (dropped.length >= MAX_DROPS) throw new ModuleError(error.path, `${error.expected} (and ${MAX_DROPS} other values could not be read: this is not an SR7 module)`, error.got, { fatal: true });
      if (current === doc) current = structuredClone(doc);
      const gone = dropAt(current, error.path);
      // Nothing to drop (the value is the module itself, or not in it), or it is all the slides: the error stands.
      if (gone === null || (gone.length === 1 && gone[0] === 'slides')) throw error;
      dropped.push({ path: error.path, expected: error.expected, found: error.got, used: undefined });
    }
  }
}
