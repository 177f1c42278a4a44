/**
 * The pure parts of CF7's form helpers (includes/js/src/helpers.js; SPEC §5 "Other behaviour"). The
 * DOM wiring lives in dom/helpers.ts.
 */

/**
 * A URL field's value after `change`: trimmed, and `http://` put in front when it has a dot and no
 * scheme ("example.com" → "http://example.com"; "mailto:a@b.co" and "localhost" stay).
 */
export function prefixUrl(value: string): string {
  const v = value.trim();
  if (v === '' || /^[a-z][a-z0-9.+-]*:/i.test(v) || !v.includes('.')) return v;
  return `http://${v.replace(/^\/+/, '')}`;
}

export interface CounterLimits {
  /** `.down` counters show `starting − length`. */
  down: boolean;
  /** data-starting-value (the maxlength for a down counter). */
  starting: number;
  /** data-maximum-value; 0 = no maximum. */
  maximum: number;
  /** data-minimum-value; 0 = no minimum. */
  minimum: number;
}

export interface CounterState {
  count: number;
  tooLong: boolean;
  tooShort: boolean;
}

/**
 * A character counter's number and flags. Lengths are of the TRIMMED value in UTF-16 code units, the
 * measure the minlength/maxlength rules use, so the flags agree with what validation will say (CF7's
 * counter flags the untrimmed length, which can disagree by a trailing space).
 */
export function characterCount(value: string, limits: CounterLimits): CounterState {
  const length = value.trim().length;
  return {
    count: limits.down ? limits.starting - length : length,
    tooLong: limits.maximum > 0 && length > limits.maximum,
    tooShort: limits.minimum > 0 && length < limits.minimum,
  };
}

/** CF7's absInt: a non-negative integer from an attribute, 0 when unusable. */
export function absInt(value: unknown): number {
  const n = parseInt(String(value ?? ''), 10);
  return Number.isNaN(n) ? 0 : Math.abs(n);
}

export interface AcceptanceBox {
  checked: boolean;
  optional: boolean;
  invert: boolean;
}

/** Whether every acceptance box that counts is in its accepting state (optional boxes never count). */
export function acceptanceSatisfied(boxes: AcceptanceBox[]): boolean {
  return boxes.every((b) => b.optional || (b.invert ? !b.checked : b.checked));
}
