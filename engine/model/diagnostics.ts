/**
 * Values the normalizer did not understand (DESIGN.md "Data format": be liberal in what you accept). Slider
 * Revolution shows a module whatever one value says, so Strata does too: a value of a kind we do not expect falls back
 * to its default (or the nearest meaning) and is recorded here, and only a module that cannot be used at all (not an
 * object, no slides, a slide that is not an object) is refused with a ModuleError.
 *
 * Normalizing is synchronous, so the values are collected in one ambient list for the duration of a normalize call
 * (`collectDiagnostics`) rather than threading a context through every reader; outside one, `report` records nothing.
 */
import { describeValue, ModuleError } from './errors.ts';

/** One value the normalizer did not understand. */
export interface Diagnostic {
  /** JSON path of the value, e.g. `module.slides["466"].layers["3"].lh[0]`. */
  readonly path: string;
  /** What the normalizer expected there, e.g. `a number`. */
  readonly expected: string;
  /** The value as written. */
  readonly found: unknown;
  /** What Strata used instead (`undefined`: the key's default; `null`: the value, or what it stood for, was left out). */
  readonly used: unknown;
}

let active: { readonly list: Diagnostic[]; readonly paths: Set<string> } | null = null;

/** Runs `fn` with a fresh list of diagnostics and returns both; nests (an inner call collects its own). */
export function collectDiagnostics<T>(fn: () => T): { readonly result: T; readonly diagnostics: Diagnostic[] } {
  const outer = active;
  const diagnostics: Diagnostic[] = [];
  active = { list: diagnostics, paths: new Set() };
  try {
    return { result: fn(), diagnostics };
  } finally {
    active = outer;
  }
}

/** Records a value that was not understood and what was used instead; a value read twice is named once. */
export function report(path: string, expected: string, found: unknown, used: unknown): void {
  if (!active || active.paths.has(path)) return;
  active.paths.add(path);
  active.list.push({ path, expected, found, used });
}

/**
 * Per-value recovery: `read()`, or `fallback` when it throws a ModuleError (recorded as a diagnostic). Anything else
 * still throws: a TypeError is a bug of ours, not a value to fall back from.
 */
export function recover<T>(fallback: T, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ModuleError)) throw error;
    report(error.path, error.expected, error.got, fallback);
    return fallback;
  }
}

/** One line for a person: `module.settings.vPort[0]: expected a number, got "80%"; used 100`. */
export function describeDiagnostic(d: Diagnostic): string {
  const used = d.used === undefined ? 'used the default' : d.used === null ? 'left it out' : `used ${describeValue(d.used)}`;
  return `${d.path}: expected ${d.expected}, got ${describeValue(d.found)}; ${used}`;
}

/** A console with the grouping calls browsers have (Node's console has them too). */
export type DiagnosticsLog = Pick<Console, 'warn'> & Partial<Pick<Console, 'groupCollapsed' | 'groupEnd' | 'info'>>;

/**
 * One collapsed console summary for a module's diagnostics (nothing when there are none): the heading says how many
 * values fell back, the group names each one once.
 */
export function logDiagnostics(name: string, diagnostics: readonly Diagnostic[], log: DiagnosticsLog): void {
  if (diagnostics.length === 0) return;
  const heading = `[strata] ${name}: ${diagnostics.length} value${diagnostics.length === 1 ? '' : 's'} in the module JSON not understood; each fell back (api.diagnostics())`;
  if (!log.groupCollapsed || !log.groupEnd || !log.info) {
    log.warn([heading, ...diagnostics.map((d) => `  ${describeDiagnostic(d)}`)].join('\n'));
    return;
  }
  log.groupCollapsed(heading);
  for (const d of diagnostics) log.info(describeDiagnostic(d));
  log.groupEnd();
}
