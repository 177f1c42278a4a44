/** Helpers shared by the rule files. */
import type { FormValue, RuleCheck, SwvRule } from '../types.ts';

/** Wraps a one-field predicate as a RuleCheck that reports the rule's own field and error. */
export function leaf(passes: (rule: SwvRule, values: FormValue[]) => boolean): RuleCheck {
  return (rule, { valuesOf }) =>
    passes(rule, valuesOf(rule.field)) ? null : { field: rule.field, error: rule.error };
}

/** `threshold` is a string in CF7 6.2 output and an int in 6.1 output: parse both (NaN when unusable). */
export function intThreshold(rule: SwvRule): number {
  return parseInt(String(rule.threshold ?? ''), 10);
}

export function floatOf(v: unknown): number {
  return parseFloat(String(v ?? ''));
}

/** `YYYY-MM-DD` (4+ digit year) that names a real calendar day (PHP checkdate; see isDate tests). */
export function isDate(s: string): boolean {
  const m = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(s);
  if (!m) return false;
  const y = Number(m[1]), mo = Number(m[2]), d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1] ?? 0;
  return d <= days;
}
