/** Presence and count rules: required, requiredfile, minitems, maxitems (BEHAVIOURS.md §1.2). */
import { fileValues } from '../form-values.ts';
import type { RuleCheck } from '../types.ts';
import { intThreshold, leaf } from './shared.ts';

/** At least one non-blank value (blank strings were already dropped by the pre-pass). */
export const required: RuleCheck = leaf((_r, values) => values.length > 0);

/** At least one non-empty file (0-byte files were dropped, CF7 6.2). */
export const requiredfile: RuleCheck = leaf((_r, values) => fileValues(values).length > 0);

// Count rules pass on an empty field like every other non-required rule (6.2; 1.4.1 differed).
// A NaN threshold makes the comparison false in CF7's JS, i.e. the rule passes.
export const minitems: RuleCheck = leaf((r, values) =>
  values.length === 0 || !(values.length < intThreshold(r)));

export const maxitems: RuleCheck = leaf((r, values) =>
  values.length === 0 || !(values.length > intThreshold(r)));
