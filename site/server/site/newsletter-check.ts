import { isEmail } from '../../contact/rules/format.ts';
import { isShown } from '../../newsletter/conditions.ts';
import {
  HONEYPOT_FIELD,
  MAX_FIELD_LENGTH,
  NEWSLETTER_FORM,
  TIMESTAMP_FIELD,
  type NewsletterFormDefinition,
} from '../../newsletter/newsletter-form.ts';

/**
 * The server's checks of a newsletter submission, in mc4wp's order (BEHAVIOURS §4, `class-form.php`): spam
 * (honeypot, timestamp), then the email, then required fields, with mc4wp's message keys as error codes. A
 * field is required only while it is visible, which the same conditional rules as the browser decide.
 */

/** mc4wp's default messages (config/default-form-messages.php). */
export const MC4WP_MESSAGES = {
  subscribed: 'Thank you, your sign-up request was successful! Please check your email inbox to confirm.',
  already_subscribed: 'Given email address is already subscribed, thank you!',
  invalid_email: 'Please provide a valid email address.',
  required_field_missing: 'Please fill in the required fields.',
  spam: 'Your submission was marked as spam.',
  error: 'Oops. Something went wrong. Please try again later.',
} as const;

export type SubmissionError = 'invalid_field' | 'spam' | 'invalid_email' | 'required_field_missing';

export type SubmissionCheck =
  | { ok: true; email: string; fields: Record<string, string> }
  | { ok: false; code: SubmissionError; message: string };

const DAY_S = 24 * 60 * 60;
/** mc4wp: the form must have been on screen at least 2 s (bots fill at once) and at most 90 days. */
export const MIN_FILL_S = 2;
export const MAX_AGE_S = 90 * DAY_S;
/** RFC 5321's limit on an address. */
const MAX_EMAIL_LENGTH = 254;

/** mc4wp's message for the code, with what exactly was wrong after it; invalid_field (ours) is the detail alone. */
function fail(code: SubmissionError, detail?: string): SubmissionCheck {
  if (code === 'invalid_field') return { ok: false, code, message: detail ?? 'A field has an invalid value.' };
  return { ok: false, code, message: detail ? `${MC4WP_MESSAGES[code]} (${detail})` : MC4WP_MESSAGES[code] };
}

export function checkSubmission(
  body: Record<string, unknown>,
  nowS: number,
  form: NewsletterFormDefinition = NEWSLETTER_FORM,
): SubmissionCheck {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const raw = body[field.name];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') {
      return fail('invalid_field', `${field.name}: expected a string, got ${Array.isArray(raw) ? 'an array' : typeof raw}`);
    }
    if (raw.length > MAX_FIELD_LENGTH) return fail('invalid_field', `${field.name}: longer than ${MAX_FIELD_LENGTH} characters`);
    values[field.name] = raw.trim();
  }

  if (body[HONEYPOT_FIELD] !== '') return fail('spam', `${HONEYPOT_FIELD} must be present and empty`);
  const stamp = body[TIMESTAMP_FIELD];
  const timestamp = typeof stamp === 'number' ? stamp : typeof stamp === 'string' && /^\d{1,12}$/.test(stamp) ? Number(stamp) : NaN;
  if (!Number.isInteger(timestamp) || timestamp > nowS - MIN_FILL_S || timestamp < nowS - MAX_AGE_S) {
    return fail('spam', `${TIMESTAMP_FIELD} must be a Unix time between 90 days and ${MIN_FILL_S} seconds ago`);
  }

  const email = values['EMAIL'] ?? '';
  if (email.length > MAX_EMAIL_LENGTH || !isEmail(email)) return fail('invalid_email');

  const shown = (field: (typeof form.fields)[number]) =>
    isShown(field, (name) => (values[name] !== undefined ? [values[name]] : []));
  const visible = form.fields.filter(shown);
  const missing = visible.filter((f) => f.required && !values[f.name]).map((f) => f.name);
  if (missing.length > 0) return fail('required_field_missing', `missing: ${missing.join(', ')}`);

  const kept: Record<string, string> = {};
  for (const field of visible) {
    const value = values[field.name];
    if (!value) continue;
    if (field.options && !field.options.some((o) => o.value === value)) {
      return fail('invalid_field', `${field.name}: "${value}" is not one of ${field.options.map((o) => o.value).join(', ')}`);
    }
    kept[field.name] = value;
  }
  // One address, one subscription: stored lower-cased (the domain is case-insensitive, and mail providers treat
  // the local part so too).
  kept['EMAIL'] = email.toLowerCase();
  return { ok: true, email: kept['EMAIL'], fields: kept };
}
