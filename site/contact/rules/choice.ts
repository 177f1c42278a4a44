/** Choice rules: enum and dayofweek (BEHAVIOURS.md §1.2). */
import { textValues } from '../form-values.ts';
import type { RuleCheck, SwvRule } from '../types.ts';
import { isDate, leaf } from './shared.ts';

const acceptList = (r: SwvRule): Array<string | number> => (Array.isArray(r.accept) ? r.accept : []);

/** Every value is exactly (case-sensitive, as strings) one of `accept`. */
export const enumRule: RuleCheck = leaf((r, values) => {
  const accepted = acceptList(r).map(String);
  return textValues(values).every((v) => accepted.includes(v));
});

/**
 * ISO weekday (Mon=1 … Sun=7) of a YYYY-MM-DD date. Computed in UTC so the answer does not
 * depend on the machine's time zone (CF7's JS gets the same answer in zones ≥ UTC).
 */
export function isoWeekday(value: string): number {
  const d = new Date(`${value}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Every value is a date whose weekday is in `accept`; non-dates fail (the CF7 JS side). */
export const dayofweek: RuleCheck = leaf((r, values) => {
  const accepted = acceptList(r).map((a) => parseInt(String(a), 10));
  return textValues(values).every((v) => isDate(v) && accepted.includes(isoWeekday(v)));
});
