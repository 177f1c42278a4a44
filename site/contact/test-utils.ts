/** Test helpers for the SWV rule tests (imported only by *.test.ts). */
import { validate } from './swv.ts';
import type { FileLike, FormRecord, SwvRule } from './types.ts';

/** A File-like value for Node tests. */
export const file = (name: string, size = 10, type = ''): FileLike => ({ name, size, type });

/** Runs one rule on field `f` and says whether it passed. */
export function passes(rule: Partial<SwvRule> & { rule: string }, value: FormRecord[string]): boolean {
  const r = { field: 'f', error: 'bad', ...rule } as SwvRule;
  const res = validate({ rules: [r] }, { f: value });
  return !(res[r.field] && 'error' in res[r.field]!);
}
