/**
 * The theme's quantity stepper (BEHAVIOURS §5, SPEC §5): plus reads parseInt(value, 10) and sets 1 when that is
 * not a number, else adds 1 (no maximum); minus subtracts 1 only when the value is a number above 0 (so it can
 * reach 0, the input's `min` is not consulted), and otherwise leaves the text as it is. Values are the input's
 * text in and out.
 */

export function stepUp(value: string): string {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? '1' : String(n + 1);
}

export function stepDown(value: string): string {
  const n = Number.parseInt(value, 10);
  return !Number.isNaN(n) && n > 0 ? String(n - 1) : value;
}
