/**
 * Test helpers for the normalizer's "degrade per value, never per module" rule (diagnostics.ts, degrade.ts): a bad
 * value falls back and is recorded as a Diagnostic instead of refusing the module. Only imported by tests.
 */
import { expect } from 'vitest';
import { collectDiagnostics, type Diagnostic } from './diagnostics.ts';
import { ModuleError } from './errors.ts';
import { normalizeModule, type NormalizeOptions } from './normalize.ts';
import type { ModuleModel } from './types.ts';

/** The smallest slide a module needs (an empty `slides` is refused): one slide, no layers. */
export const ONE_SLIDE = { 1: { slide: { id: 1, order: 1 }, layers: {} } } as const;

/** A module with these settings and one minimal slide, for tests of settings alone. */
export function withSettings(settings: unknown): { settings: unknown; slides: typeof ONE_SLIDE } {
  return { settings, slides: ONE_SLIDE };
}

/** Normalizes `input`; the test fails with the error when it throws. */
export function modelOf(input: unknown, options?: NormalizeOptions): ModuleModel {
  return normalizeModule(input, options);
}

/** The paths the diagnostics name, in order. */
export function pathsOf(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => d.path);
}

/** The one diagnostic at `path`: fails unless there is exactly one. */
export function diagnosticAt(diagnostics: readonly Diagnostic[], path: string): Diagnostic {
  const hits = diagnostics.filter((d) => d.path === path);
  expect(hits, `one diagnostic at ${path}; got ${JSON.stringify(pathsOf(diagnostics))}`).toHaveLength(1);
  return hits[0] as Diagnostic;
}

/** Runs a sub-reader under `collectDiagnostics`: what it returned and what it recorded. */
export function collect<T>(read: () => T): { readonly result: T; readonly diagnostics: Diagnostic[] } {
  return collectDiagnostics(read);
}

/** The ModuleError `fn` throws (fails the test when it throws nothing or something else). */
export function moduleErrorOf(fn: () => unknown): ModuleError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ModuleError);
    return e as ModuleError;
  }
  throw new Error('expected a ModuleError');
}

/** The fatal ModuleError normalizing `input` throws (the module is refused whole). */
export function fatalErrorOf(input: unknown, options?: NormalizeOptions): ModuleError {
  const error = moduleErrorOf(() => normalizeModule(input, options));
  expect(error.fatal, `${error.message} should be fatal`).toBe(true);
  return error;
}
