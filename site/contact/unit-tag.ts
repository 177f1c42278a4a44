/**
 * CF7's unit tag, `wpcf7-f{formId}-p{postId}-o{n}` (BEHAVIOURS §1.4): which form, on which post, the
 * how-manieth on the page. `-p` is there only when the form sits inside a post. It is the wrapper's id,
 * the `_wpcf7_unit_tag` hidden field, the response's `into`, and the stem of every error id.
 */

export interface UnitTag {
  formId: number;
  /** The post the form is embedded in; null outside a post. */
  postId: number | null;
  /** 1 for the first form of the page, 2 for the next … */
  ordinal: number;
}

// Up to 9 digits each: an id that does not fit a 32-bit integer is a forged tag, not a bigger site.
const UNIT_TAG = /^wpcf7-f([1-9][0-9]{0,8})(?:-p([1-9][0-9]{0,8}))?-o([1-9][0-9]{0,8})$/;

const positive = (n: number | null, what: string): void => {
  if (n !== null && (!Number.isInteger(n) || n < 1 || n > 999_999_999)) throw new Error(`Unit tag: ${what} must be an integer from 1 to 999999999, got ${n}`);
};

export function formatUnitTag({ formId, postId, ordinal }: UnitTag): string {
  positive(formId, 'formId');
  positive(postId, 'postId');
  positive(ordinal, 'ordinal');
  return `wpcf7-f${formId}${postId !== null ? `-p${postId}` : ''}-o${ordinal}`;
}

/** The parts of a well-formed unit tag, or null for anything else (including non-strings). */
export function parseUnitTag(value: unknown): UnitTag | null {
  if (typeof value !== 'string') return null;
  const m = UNIT_TAG.exec(value);
  if (!m) return null;
  return { formId: Number(m[1]), postId: m[2] === undefined ? null : Number(m[2]), ordinal: Number(m[3]) };
}

/**
 * `<unitTag>-ve-<field>`: the id of a field's screen-reader error item, which the control points at with
 * aria-describedby. Characters an id selector would need escaped are dropped, as CF7's JS does.
 */
export function errorIdFor(unitTag: string, field: string): string {
  return `${unitTag}-ve-${field}`.replace(/[^0-9a-z_-]+/gi, '');
}
