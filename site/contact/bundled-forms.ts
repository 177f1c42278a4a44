/**
 * The forms the pages render, bundled at build time from `fixtures/forms/` — the same files the server
 * validates against, so a field added to a form reaches both sides in one edit. Parsed on first use
 * (nothing runs at import); a broken file throws the FormDefinitionError naming its JSON path.
 */
import form4811 from '../../fixtures/forms/4811.json';
import type { FormDefinition } from './form-definition.ts';
import { parseFormDefinition } from './form-definition-parse.ts';

const BUNDLED: Readonly<Record<number, unknown>> = { 4811: form4811 };

const parsed = new Map<number, FormDefinition>();

export function bundledForm(id: number): FormDefinition | null {
  const known = parsed.get(id);
  if (known) return known;
  const raw = BUNDLED[id];
  if (raw === undefined) return null;
  const form = parseFormDefinition(raw);
  parsed.set(id, form);
  return form;
}
