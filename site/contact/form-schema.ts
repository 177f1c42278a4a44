/**
 * The SWV schema of a form, built the way CF7's modules add their rules (`wpcf7_swv_add_*_rules` in
 * modules/text.php, textarea.php, number.php, date.php, select.php, checkbox.php, file.php). The
 * server serves it from `GET contact-forms/{id}/feedback/schema` AND validates submissions with it, so
 * the browser and the server run one rule set (BEHAVIOURS §1.1).
 */
import type { FieldDefinition, FormDefinition } from './form-definition.ts';
import { FIXED_MESSAGES, messageFor, type MessageKey } from './messages.ts';
import type { SwvRule, SwvSchema } from './types.ts';

export const SWV_SCHEMA_VERSION = 'Contact Form 7 SWV Schema 2024-10';

/** CF7 always emits a maxlength: 400 for one-line text inputs, 2000 for a textarea (BEHAVIOURS §1.2). */
export const DEFAULT_MAXLENGTH = { line: 400, textarea: 2000 } as const;

/** CF7's default upload limit (1 MB). */
export const DEFAULT_MAX_FILE_SIZE = 1048576;

const FORMAT_RULE = { email: 'invalid_email', url: 'invalid_url', tel: 'invalid_tel' } as const;

export function maxlengthOf(field: FieldDefinition): number | undefined {
  if (field.type === 'textarea') return field.maxlength ?? DEFAULT_MAXLENGTH.textarea;
  if (field.type === 'text' || field.type === 'email' || field.type === 'url' || field.type === 'tel') {
    return field.maxlength ?? DEFAULT_MAXLENGTH.line;
  }
  return undefined;
}

/** The rules of one field, in CF7's order: presence, format, then bounds. */
function rulesOf(field: FieldDefinition, say: (key: MessageKey) => string): SwvRule[] {
  const rule = (name: string, error: string, extra: Partial<SwvRule> = {}): SwvRule => ({ rule: name, field: field.name, error, ...extra });
  // 6.2 serialises thresholds as strings (BEHAVIOURS §1.1); the rule engine parses both forms.
  const threshold = (v: number | string) => ({ threshold: String(v) });
  const out: SwvRule[] = [];
  switch (field.type) {
    case 'text': case 'email': case 'url': case 'tel': case 'textarea':
      if (field.required) out.push(rule('required', say('invalid_required')));
      if (field.type in FORMAT_RULE) out.push(rule(field.type, say(FORMAT_RULE[field.type as keyof typeof FORMAT_RULE])));
      if (field.minlength !== undefined) out.push(rule('minlength', say('invalid_too_short'), threshold(field.minlength)));
      out.push(rule('maxlength', say('invalid_too_long'), threshold(maxlengthOf(field) as number)));
      break;
    case 'number':
      if (field.required) out.push(rule('required', say('invalid_required')));
      out.push(rule('number', say('invalid_number')));
      if (field.min !== undefined) out.push(rule('minnumber', say('number_too_small'), threshold(field.min)));
      if (field.max !== undefined) out.push(rule('maxnumber', say('number_too_large'), threshold(field.max)));
      break;
    case 'date':
      if (field.required) out.push(rule('required', say('invalid_required')));
      out.push(rule('date', say('invalid_date')));
      if (field.min !== undefined) out.push(rule('mindate', say('date_too_early'), threshold(field.min)));
      if (field.max !== undefined) out.push(rule('maxdate', say('date_too_late'), threshold(field.max)));
      break;
    case 'select': case 'checkbox': case 'radio':
      // CF7 treats every radio group as required: one button is always meant to be on.
      if (field.required || field.type === 'radio') out.push(rule('required', say('invalid_required')));
      out.push(rule('enum', FIXED_MESSAGES.enum, { accept: [...field.options] }));
      if (field.type === 'radio' || field.exclusive) out.push(rule('maxitems', FIXED_MESSAGES.maxitems, threshold(1)));
      break;
    case 'file':
      if (field.required) out.push(rule('requiredfile', say('invalid_required')));
      out.push(rule('file', say('upload_file_type_invalid'), { accept: [...field.accept] }));
      out.push(rule('maxfilesize', say('upload_file_too_large'), threshold(field.maxfilesize ?? DEFAULT_MAX_FILE_SIZE)));
      break;
    case 'acceptance':
      // Acceptance is not validation: the server's acceptance step reports it (acceptance_missing).
      break;
  }
  return out;
}

/**
 * @example
 * ```ts
 * buildSwvSchema(form4811).rules[0];
 * // → { rule: 'required', field: 'your-name', error: 'Lütfen bu alanı doldurun.' }
 * ```
 */
export function buildSwvSchema(form: FormDefinition): Required<SwvSchema> {
  const say = (key: MessageKey) => messageFor(form, key);
  return { version: SWV_SCHEMA_VERSION, locale: form.locale, rules: form.fields.flatMap((f) => rulesOf(f, say)) };
}
