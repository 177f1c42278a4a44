/**
 * Contact Form 7 SWV (Schema-Woven Validation) rule engine, shared by the browser form and the
 * reference server (DESIGN.md "Library entries"; rule semantics in site/BEHAVIOURS.md §1).
 * Pure: no DOM, no side effects at import.
 */
import { readFormValues } from './form-values.ts';
import { RULES, isKnownRule } from './rules/index.ts';
import type { Failure, FormDataLike, FormRecord, SwvRule, SwvSchema, ValidationResult } from './types.ts';

export type * from './types.ts';
export { RULES } from './rules/index.ts';

function checkRule(raw: unknown, path: string): SwvRule {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`SWV schema: ${path} must be an object`);
  }
  const r = raw as Record<string, unknown>;
  if (typeof r.rule !== 'string') throw new Error(`SWV schema: ${path}.rule must be a string`);
  if (r.field !== undefined && typeof r.field !== 'string') throw new Error(`SWV schema: ${path}.field must be a string`);
  if (r.error !== undefined && typeof r.error !== 'string') throw new Error(`SWV schema: ${path}.error must be a string`);
  if (r.rules !== undefined && !Array.isArray(r.rules)) throw new Error(`SWV schema: ${path}.rules must be an array`);
  const rules = Array.isArray(r.rules) ? r.rules.map((c, i) => checkRule(c, `${path}.rules[${i}]`)) : undefined;
  return { ...r, rule: r.rule, field: r.field ?? '', error: r.error ?? '', ...(rules ? { rules } : {}) } as SwvRule;
}

/** Validates the schema's shape and returns its rules; throws an Error naming the bad part. */
export function parseSchema(schema: unknown): SwvRule[] {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    throw new Error(`SWV schema must be an object, got ${schema === null ? 'null' : Array.isArray(schema) ? 'an array' : typeof schema}`);
  }
  const rules = (schema as { rules?: unknown }).rules;
  if (!Array.isArray(rules)) throw new Error('SWV schema: rules must be an array');
  return rules.map((r, i) => checkRule(r, `rules[${i}]`));
}

/** Every field a rule (or a composite's children) names, in schema order. */
function fieldsOf(rules: SwvRule[], out: string[] = []): string[] {
  for (const r of rules) {
    if (r.field && !out.includes(r.field)) out.push(r.field);
    if (r.rules) fieldsOf(r.rules, out);
  }
  return out;
}

/**
 * Runs a CF7 SWV schema against submitted form data, as CF7 6.2 does in the browser.
 *
 * - Values are trimmed and blank ones ('', whitespace, 0-byte files) dropped first; `a[]` and
 *   `a[b]` count as field `a`.
 * - Rules run in schema order; only the first error per field is kept. Unknown rule names are
 *   ignored with no error (CF7 filters out rules it has no validator for).
 * - Fields with values and no error get `{validInputs}` (their values); fields with neither are
 *   absent, so the UI leaves them as they are.
 *
 * @param schema `{version, locale, rules}` as served by `GET contact-forms/{id}/feedback/schema`.
 * @param formData a `FormData`, any `{getAll(name)}` (with optional `entries()`), or a plain
 *   record such as `{'your-name': 'Ada', 'topics[]': ['a', 'b']}`. Files are `{name, size, type}`.
 * @throws Error when the schema is not an object, `rules` is not an array, a rule is malformed,
 *   or formData is not an object.
 *
 * @example
 * ```ts
 * const schema = { version: 'Contact Form 7 SWV Schema 2024-10', locale: 'tr_TR', rules: [
 *   { rule: 'required', field: 'your-email', error: 'Lütfen bu alanı doldurun.' },
 *   { rule: 'email', field: 'your-email', error: 'Lütfen bir e-posta adresi girin.' },
 * ] };
 * validate(schema, { 'your-email': 'not-an-email' });
 * // → { 'your-email': { error: 'Lütfen bir e-posta adresi girin.' } }
 * validate(schema, { 'your-email': ' ada@example.com ' });
 * // → { 'your-email': { validInputs: ['ada@example.com'] } }
 * ```
 */
export function validate(schema: SwvSchema | unknown, formData: FormDataLike | FormRecord): ValidationResult {
  const rules = parseSchema(schema);
  const values = readFormValues(formData);
  const errors = new Map<string, string>();

  const evaluate = (rule: SwvRule): Failure | null => {
    const check = isKnownRule(rule.rule) ? RULES[rule.rule] : undefined;
    return check ? check(rule, { valuesOf: values.get, evaluate }) : null;
  };

  for (const rule of rules) {
    if (errors.has(rule.field)) continue;
    const failure = evaluate(rule);
    // An `all` child's error lands on the child's field, which may already hold an earlier error.
    if (failure && !errors.has(failure.field)) errors.set(failure.field, failure.error);
  }

  const result: ValidationResult = {};
  for (const field of [...fieldsOf(rules), ...values.names(), ...errors.keys()]) {
    if (Object.hasOwn(result, field)) continue;
    const error = errors.get(field);
    if (error !== undefined) result[field] = { error };
    else if (field !== '' && values.get(field).length > 0) result[field] = { validInputs: values.get(field) };
  }
  return result;
}
