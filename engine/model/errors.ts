/**
 * The one error type of the model layer. DESIGN.md "Data format": bad input never throws an anonymous
 * TypeError; it names the JSON path, what was expected there, and what arrived.
 */

const MAX_GOT_CHARS = 80;

/** Short, safe rendering of an arbitrary value for an error message (never throws). */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'bigint') return `${value.toString()}n`;
  if (typeof value === 'symbol') return value.toString();
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Array.isArray(value) ? 'an array' : 'an object';
  }
  return text.length > MAX_GOT_CHARS ? `${text.slice(0, MAX_GOT_CHARS - 1)}…` : text;
}

/**
 * A module that cannot be normalized.
 *
 * @example
 * ```ts
 * try { normalizeModule(json) } catch (e) {
 *   if (e instanceof ModuleError) console.warn(e.path, e.expected, e.got);
 * }
 * // message: module.slides["466"].layers["3"].size.w[2]: expected a length (px, % or auto), got {"a":1}
 * ```
 */
export class ModuleError extends Error {
  override readonly name = 'ModuleError';
  /** JSON path of the offending value, e.g. `module.slides["466"].layers["3"].size.w[2]`. */
  readonly path: string;
  /** What the normalizer expected there, e.g. `a length (px, % or auto)`. */
  readonly expected: string;
  /** The value that arrived (as is). */
  readonly got: unknown;
  /**
   * The module cannot be used at all (not an object, no slides, a slide that is not an object). Any other
   * ModuleError is about one value, which the normalizer drops and reports (diagnostics.ts) instead of refusing.
   */
  readonly fatal: boolean;

  constructor(path: string, expected: string, got: unknown, options: { readonly fatal?: boolean } = {}) {
    super(`${path}: expected ${expected}, got ${describeValue(got)}`);
    this.path = path;
    this.expected = expected;
    this.got = got;
    this.fatal = options.fatal === true;
  }
}
