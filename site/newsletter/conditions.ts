/**
 * The rules of mc4wp's conditional elements (BEHAVIOURS §4, `forms/conditional-elements.js`), without the DOM,
 * so the browser (conditional-elements.ts) and the server's required-field check (which fields were visible?)
 * decide alike.
 *
 * `data-show-if="FIELD:v1|v2"` / `data-hide-if="…"`: with no `:` the expected value is `*`, any non-empty value.
 * The condition is met when any of the field's values is expected.
 */

export interface Condition {
  field: string;
  expected: string[];
}

/** mc4wp splits on ":" and keeps only the first two parts, so a value cannot contain ":". */
export function parseCondition(attribute: string): Condition {
  const parts = attribute.split(':');
  return { field: parts[0] ?? '', expected: (parts.length > 1 ? (parts[1] ?? '') : '*').split('|') };
}

export function isConditionMet(values: readonly string[], expected: readonly string[]): boolean {
  const anyNonEmpty = expected.includes('*');
  return values.some((value) => expected.includes(value) || (anyNonEmpty && value.length > 0));
}

/** An element's conditions; mc4wp reads data-show-if first and ignores data-hide-if when both are set. */
export interface ConditionalRule {
  showIf?: string | null | undefined;
  hideIf?: string | null | undefined;
}

/** Whether an element with this rule is displayed, given the form's values (checked radios/boxes only). */
export function isShown(rule: ConditionalRule, valuesOf: (field: string) => readonly string[]): boolean {
  const show = Boolean(rule.showIf);
  const attribute = show ? rule.showIf : rule.hideIf;
  if (!attribute) return true;
  const { field, expected } = parseCondition(attribute);
  const met = isConditionMet(valuesOf(field), expected);
  return show ? met : !met;
}
