/** File rules: file (type by name), minfilesize, maxfilesize (BEHAVIOURS.md §1.2). */
import { fileValues } from '../form-values.ts';
import type { FormValue, RuleCheck, SwvRule } from '../types.ts';
import { extensionsForMime } from './mime-types.ts';
import { intThreshold, leaf } from './shared.ts';

/** `accept` entries → lower-case extensions with a leading dot (`.pdf`, `pdf`, `image/*`, `image/png`). */
export function acceptedExtensions(r: SwvRule): string[] {
  const accept = Array.isArray(r.accept) ? r.accept.map((a) => String(a).trim().toLowerCase()) : [];
  const exts = accept.flatMap((a) => (a.includes('/') ? extensionsForMime(a) : [a.replace(/^\.?/, '')]));
  return exts.filter((e) => e !== '').map((e) => `.${e}`);
}

/** Every file's NAME ends with an accepted extension (CF7's JS checks names only, not `type`). */
export const file: RuleCheck = leaf((r, values) => {
  const exts = acceptedExtensions(r);
  return fileValues(values).every((f) => {
    const name = f.name.toLowerCase();
    return exts.some((e) => name.endsWith(e));
  });
});

const totalSize = (values: FormValue[]): number | null => {
  const files = fileValues(values);
  return files.length === 0 ? null : files.reduce((n, f) => n + f.size, 0);
};

/** Total bytes ≥ threshold; no files passes (CF7 6.2). */
export const minfilesize: RuleCheck = leaf((r, values) => {
  const total = totalSize(values);
  return total === null || !(total < intThreshold(r));
});

export const maxfilesize: RuleCheck = leaf((r, values) => {
  const total = totalSize(values);
  return total === null || !(total > intThreshold(r));
});
