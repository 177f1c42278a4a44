/**
 * CF7's message keys and their English defaults (BEHAVIOURS §1.2, CF7 `wpcf7_messages()`). A form's
 * own `messages` (site owner content, Turkish in our fixture) win; a key the form leaves out falls back
 * to the exact CF7 text, as CF7 does for a form saved before the key existed.
 */
import type { FormDefinition } from './form-definition.ts';

export const DEFAULT_MESSAGES = {
  mail_sent_ok: 'Thank you for your message. It has been sent.',
  mail_sent_ng: 'There was an error trying to send your message. Please try again later.',
  validation_error: 'One or more fields have an error. Please check and try again.',
  spam: 'There was an error trying to send your message. Please try again later.',
  accept_terms: 'You must accept the terms and conditions before sending your message.',
  invalid_required: 'Please fill out this field.',
  invalid_too_long: 'This field has a too long input.',
  invalid_too_short: 'This field has a too short input.',
  upload_failed: 'There was an unknown error uploading the file.',
  upload_file_type_invalid: 'You are not allowed to upload files of this type.',
  upload_file_too_large: 'The uploaded file is too large.',
  upload_failed_php_error: 'There was an error uploading the file.',
  invalid_date: 'Please enter a date in YYYY-MM-DD format.',
  date_too_early: 'The date is before the earliest one allowed.',
  date_too_late: 'The date is after the latest one allowed.',
  invalid_number: 'Please enter a number.',
  number_too_small: 'The number is smaller than the minimum allowed.',
  number_too_large: 'The number is larger than the maximum allowed.',
  quiz_answer_not_correct: 'The answer to the quiz is incorrect.',
  invalid_email: 'Please enter an email address.',
  invalid_url: 'Please enter a URL.',
  invalid_tel: 'Please enter a telephone number.',
} as const;

export type MessageKey = keyof typeof DEFAULT_MESSAGES;

export const MESSAGE_KEYS = Object.keys(DEFAULT_MESSAGES) as MessageKey[];

/**
 * Texts CF7 hard-codes (translated by WordPress, not editable per form). They are only reachable by a
 * forged request: the rendered controls cannot produce an unknown option or two exclusive ticks.
 */
export const FIXED_MESSAGES = {
  enum: 'Undefined value was submitted through this field.',
  maxitems: 'Too many items are selected.',
  aborted: 'Sending mail has been aborted.',
} as const;

/** The form's text for `key`, or CF7's English default. */
export function messageFor(form: Pick<FormDefinition, 'messages'>, key: MessageKey): string {
  const own = form.messages[key];
  return typeof own === 'string' && own.trim() !== '' ? own : DEFAULT_MESSAGES[key];
}
