import { createHash } from 'node:crypto';
import type { FormDefinition } from '../../contact/form-definition.ts';
import { buildSwvSchema } from '../../contact/form-schema.ts';
import { FIXED_MESSAGES, messageFor } from '../../contact/messages.ts';
import type { ApiStatus } from '../../contact/status.ts';
import { validate } from '../../contact/swv.ts';
import { errorIdFor } from '../../contact/unit-tag.ts';
import { readPostedData, type MultipartBody, type PostedData } from './posted-data.ts';
import { spamReason } from './spam.ts';
import type { SubmissionRow } from './store.ts';

export interface InvalidField {
  field: string;
  message: string;
  /** CF7 fills this from a form-tag's `id:` option; our definitions have none. */
  idref: null;
  error_id: string;
}

/** The 200 reply of `POST contact-forms/{id}/feedback` (BEHAVIOURS §1.4). */
export interface FeedbackReply {
  contact_form_id: number;
  status: ApiStatus;
  message: string;
  posted_data_hash: string;
  into: string;
  invalid_fields: InvalidField[];
}

export interface SubmissionRequest {
  form: FormDefinition;
  /** Already checked by the route (parseUnitTag). */
  unitTag: string;
  containerPost: number;
  body: MultipartBody;
  userAgent: string | undefined;
}

/** What `wpcf7_before_send_mail` listeners get; returning `{abort: true}` stops the mail (status aborted). */
export interface PendingSubmission {
  form: FormDefinition;
  unitTag: string;
  posted: PostedData;
}

export interface SubmissionDeps {
  /** "Sends the mail": stores the row. Throwing means the mail failed. */
  store: (row: SubmissionRow) => void;
  beforeSendMail?: (submission: PendingSubmission) => { abort: true; message?: string } | void;
  now?: () => Date;
  log?: (msg: string) => void;
}

/** CF7 hashes the posted data so a page can tell a resubmission of the same data (`_wpcf7_posted_data_hash`). */
function postedDataHash(unitTag: string, posted: PostedData): string {
  return createHash('sha256').update(JSON.stringify([unitTag, posted.fields, posted.files])).digest('hex').slice(0, 32);
}

function invalidFields(form: FormDefinition, posted: PostedData, unitTag: string): InvalidField[] {
  const result = validate(buildSwvSchema(form), posted.validation);
  const out: InvalidField[] = [];
  for (const [name, outcome] of Object.entries(result)) {
    if (!('error' in outcome)) continue;
    const field = name.replaceAll('.', '_');
    out.push({ field, message: outcome.error, idref: null, error_id: errorIdFor(unitTag, field) });
  }
  return out;
}

function accepted(form: FormDefinition, posted: PostedData): boolean {
  return form.fields.every((f) => {
    if (f.type !== 'acceptance' || f.optional) return true;
    const ticked = posted.fields[f.name] === true;
    return f.invert ? !ticked : ticked;
  });
}

/**
 * One submission through CF7's steps, in CF7's order (includes/submission.php `proceed()`): validate
 * (the form's SWV schema, the same rules the browser runs) → acceptance → spam → before_send_mail →
 * "mail" (store). Nothing is stored unless every step passes.
 */
export function submit(req: SubmissionRequest, deps: SubmissionDeps): FeedbackReply {
  const { form, unitTag } = req;
  const posted = readPostedData(form, req.body);
  const reply = (status: ApiStatus, message: string, hash = '', invalid: InvalidField[] = []): FeedbackReply => ({
    contact_form_id: form.id, status, message, posted_data_hash: hash, into: `#${unitTag}`, invalid_fields: invalid,
  });

  const invalid = invalidFields(form, posted, unitTag);
  if (invalid.length > 0) return reply('validation_failed', messageFor(form, 'validation_error'), '', invalid);
  if (!accepted(form, posted)) return reply('acceptance_missing', messageFor(form, 'accept_terms'));
  const spam = spamReason({ userAgent: req.userAgent, texts: posted.texts, disallowedWords: form.disallowedWords });
  if (spam) {
    deps.log?.(`contact form ${form.id}: spam (${spam})`);
    return reply('spam', messageFor(form, 'spam'));
  }

  const hash = postedDataHash(unitTag, posted);
  const hook = deps.beforeSendMail?.({ form, unitTag, posted });
  if (hook?.abort) return reply('aborted', hook.message ?? FIXED_MESSAGES.aborted, hash);

  try {
    deps.store({
      form_id: form.id, unit_tag: unitTag, container_post: req.containerPost,
      fields: posted.fields, files: posted.files, posted_data_hash: hash,
      created_at: (deps.now?.() ?? new Date()).toISOString(),
    });
  } catch (err) {
    deps.log?.(`contact form ${form.id}: could not store the submission: ${(err as Error).message}`);
    return reply('mail_failed', messageFor(form, 'mail_sent_ng'), hash);
  }
  return reply('mail_sent', messageFor(form, 'mail_sent_ok'), hash);
}
