/**
 * Bound rules on text: minlength/maxlength (summed), minnumber/maxnumber, mindate/maxdate,
 * stepnumber (BEHAVIOURS.md §1.2). A NaN threshold never fails (comparisons with NaN are false).
 */
import { textValues } from '../form-values.ts';
import type { FormValue, RuleCheck, SwvRule } from '../types.ts';
import { floatOf, intThreshold, isDate, leaf } from './shared.ts';

/** Sum of UTF-16 code units (String#length, an emoji counts 2) over the trimmed values. */
const totalLength = (values: FormValue[]): number =>
  textValues(values).reduce((n, v) => n + v.length, 0);

export const minlength: RuleCheck = leaf((r, values) =>
  textValues(values).length === 0 || !(totalLength(values) < intThreshold(r)));

export const maxlength: RuleCheck = leaf((r, values) =>
  textValues(values).length === 0 || !(totalLength(values) > intThreshold(r)));

/** Non-numbers are ignored here (the `number` rule reports them). */
const numberBound = (tooFar: (v: number, t: number) => boolean): RuleCheck =>
  leaf((r, values) => {
    const t = floatOf(r.threshold);
    if (Number.isNaN(t)) return true;
    return textValues(values).every((v) => {
      const n = parseFloat(v);
      return Number.isNaN(n) || !tooFar(n, t);
    });
  });

export const minnumber = numberBound((v, t) => v < t);
export const maxnumber = numberBound((v, t) => v > t);

/** YYYY-MM-DD compares correctly as a string; non-dates and an invalid threshold are ignored. */
const dateBound = (tooFar: (v: string, t: string) => boolean): RuleCheck =>
  leaf((r, values) => {
    const t = String(r.threshold ?? '');
    if (!isDate(t)) return true;
    return textValues(values).every((v) => !isDate(v) || !tooFar(v, t));
  });

export const mindate = dateBound((v, t) => v < t);
export const maxdate = dateBound((v, t) => v > t);

const nearZero = (x: number): boolean => Number(Math.abs(x).toFixed(6)) === 0;

/** Whether `value` lies on the grid `base + k·interval` (k any integer), to 6 decimal places. */
export function onStep(value: number, base: number, interval: number): boolean {
  const r = (value - base) % interval;
  // JS `%` keeps the dividend's sign, so a value just below a grid point on the negative side
  // gives r ≈ -interval; r + interval covers it (CF7 checks r and r − interval only).
  return nearZero(r) || nearZero(r - interval) || nearZero(r + interval);
}

/** interval > 0 is required, else the rule passes; a missing base means 0; "xxx" fails (CF7 JS). */
export const stepnumber: RuleCheck = leaf((r: SwvRule, values) => {
  const interval = floatOf(r.interval);
  if (!(interval > 0)) return true;
  const rawBase = floatOf(r.base);
  const base = Number.isNaN(rawBase) ? 0 : rawBase;
  return textValues(values).every((v) => onStep(parseFloat(v), base, interval));
});
