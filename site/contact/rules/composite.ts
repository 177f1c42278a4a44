/** Composite rules: all, any (BEHAVIOURS.md §1.2). */
import type { RuleCheck, SwvRule } from '../types.ts';

const children = (r: SwvRule): SwvRule[] => (Array.isArray(r.rules) ? r.rules : []);

/**
 * Children in order; the first failure stops and reports the CHILD's field and error
 * (PHP and swv JS 1.x; the 6.2 JS bundle loses the cause, which makes the error invisible).
 */
export const all: RuleCheck = (r, { evaluate }) => {
  for (const child of children(r)) {
    const failure = evaluate(child);
    if (failure) return failure;
  }
  return null;
};

/** Passes if any child passes; otherwise reports the `any` rule's own field and error. */
export const any: RuleCheck = (r, { evaluate }) => {
  const list = children(r);
  // No children means nothing to check, so no error; an unknown child counts as passing
  // because unknown rules never fail (see swv.ts).
  if (list.length === 0 || list.some((c) => evaluate(c) === null)) return null;
  return { field: r.field, error: r.error };
};
