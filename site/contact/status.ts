/**
 * Submission statuses (SPEC §4 "Contact form"; CF7 includes/js/src/status.js): the REST API's status
 * names, the form's `data-status` / class names, and the DOM event each result fires.
 */

/** REST `status` → form status. Form statuses map to themselves. */
const FORM_STATUS = new Map<string, string>([
  ['init', 'init'],
  ['validation_failed', 'invalid'],
  ['acceptance_missing', 'unaccepted'],
  ['spam', 'spam'],
  ['aborted', 'aborted'],
  ['mail_sent', 'sent'],
  ['mail_failed', 'failed'],
  ['submitting', 'submitting'],
  ['resetting', 'resetting'],
  ['validating', 'validating'],
  ['payment_required', 'payment-required'],
]);

const KNOWN = new Set(FORM_STATUS.values());

export type ApiStatus = 'validation_failed' | 'acceptance_missing' | 'spam' | 'aborted' | 'mail_sent' | 'mail_failed';

/**
 * The form status for a REST or form status. Anything else becomes `custom-<slug>` (a filter in a
 * WordPress plugin can return its own status). CF7 replaces only the FIRST run of other characters,
 * so "a b c" would give a class with a space, which `classList.add` throws on; every run is replaced
 * here, which gives CF7's result for every status CF7 itself can handle.
 */
export function formStatusOf(status: string): string {
  const mapped = FORM_STATUS.get(status) ?? status;
  if (KNOWN.has(mapped)) return mapped;
  const slug = mapped.replace(/[^0-9a-z]+/gi, ' ').trim().replace(/\s+/g, '-');
  return `custom-${slug}`;
}

/** The per-result DOM event CF7 fires after a submission (without the `wpcf7` prefix), if any. */
export function resultEventOf(formStatus: string): string | null {
  if (['invalid', 'unaccepted', 'spam', 'aborted'].includes(formStatus)) return formStatus;
  if (formStatus === 'sent' || formStatus === 'failed') return `mail${formStatus}`;
  return null;
}
