/**
 * Shapes of the Contact Form 7 SWV schema and of the validation result
 * (site/BEHAVIOURS.md §1.1, CF7 6.2 `contact-forms/{id}/feedback/schema`).
 */

/** A File-like value: a browser `File`, or a plain object in Node. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** One submitted value after the common pre-pass (trimmed string or non-empty file). */
export type FormValue = string | FileLike;

/** Anything with FormData's `getAll`; `entries()` (optional) lets nested names like `a[]` be found. */
export interface FormDataLike {
  getAll(name: string): Array<string | FileLike>;
  entries?(): Iterable<[string, string | FileLike]>;
}

/** Plain-object form data, e.g. a parsed server body: `{ 'your-name': 'Ada', 'topics[]': ['a', 'b'] }`. */
export type FormRecord = Record<string, string | FileLike | Array<string | FileLike> | undefined>;

/** One rule as CF7 emits it. `threshold` is a string in 6.2 output and a number in 6.1 output. */
export interface SwvRule {
  rule: string;
  field: string;
  error: string;
  threshold?: string | number;
  accept?: Array<string | number>;
  base?: string | number;
  interval?: string | number;
  /** Children of `all` / `any`. */
  rules?: SwvRule[];
  [extra: string]: unknown;
}

export interface SwvSchema {
  version?: string;
  locale?: string;
  rules: SwvRule[];
}

/** Per-field outcome: the first error, or the field's (trimmed, non-blank) values when it passed. */
export type FieldResult = { error: string } | { validInputs: FormValue[] };

export type ValidationResult = Record<string, FieldResult>;

/** Read access to the pre-processed values of one field (by schema field name). */
export type ValuesOf = (field: string) => FormValue[];

/** A failed rule: the field the error belongs to and its message. */
export interface Failure {
  field: string;
  error: string;
}

/**
 * A rule implementation. Leaf rules look only at their own field; composite rules (`all`, `any`)
 * use `evaluate` to run their children through the same registry.
 */
export type RuleCheck = (
  rule: SwvRule,
  ctx: { valuesOf: ValuesOf; evaluate: (child: SwvRule) => Failure | null },
) => Failure | null;
