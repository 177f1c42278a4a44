/**
 * A contact form as data: the fields CF7 would declare with form-tags (`[text* your-name]`,
 * `[checkbox topics use_label_element free_text "…"]`, `[acceptance your-consent optional]` …), the
 * per-form messages and the spam word list. `fixtures/forms/<id>.json` holds one; the browser renders
 * it (ContactForm) and the server validates and stores submissions against the same object, so the
 * two can never disagree about what a field is (SPEC §3 "Contact form submission").
 */
import type { MessageKey } from './messages.ts';

interface FieldBase {
  /** CF7 field name: `^[A-Za-z][-A-Za-z0-9_:]*$` (BEHAVIOURS §1.1); the wrap's `data-name`. */
  name: string;
  /** Visible label (plain text, never HTML). */
  label: string;
  /** A hint under the control (plain text). */
  help?: string;
  /** Two `half` fields share a row on wide screens. */
  width?: 'half' | 'full';
}

export interface TextFieldDefinition extends FieldBase {
  type: 'text' | 'email' | 'tel' | 'url' | 'textarea';
  required?: boolean;
  minlength?: number;
  /** Defaults to CF7's 400 (2000 for textarea) when left out. */
  maxlength?: number;
  placeholder?: string;
  autocomplete?: string;
  /** A CF7 `[count]` tag after the control: counts up, or down from maxlength. */
  counter?: 'up' | 'down';
}

export interface NumberFieldDefinition extends FieldBase {
  type: 'number';
  required?: boolean;
  min?: number;
  max?: number;
}

export interface DateFieldDefinition extends FieldBase {
  type: 'date';
  required?: boolean;
  /** YYYY-MM-DD, inclusive. */
  min?: string;
  max?: string;
}

export interface ChoiceFieldDefinition extends FieldBase {
  type: 'select' | 'checkbox' | 'radio';
  required?: boolean;
  options: string[];
  /** select: the label of a first, empty option (CF7 `include_blank` / `first_as_label`). */
  blankLabel?: string;
  /** checkbox: at most one box may be ticked (`.wpcf7-exclusive-checkbox`, CF7 `exclusive`). */
  exclusive?: boolean;
  /** checkbox/radio: the LAST option carries a text input (CF7 `free_text`); its accessible name. */
  freeTextLabel?: string;
}

export interface FileFieldDefinition extends FieldBase {
  type: 'file';
  required?: boolean;
  /** `.pdf`, `pdf` or a MIME type such as `image/*` (CF7 `filetypes:`). */
  accept: string[];
  /** Bytes; CF7's default is 1 MB (1048576). */
  maxfilesize?: number;
}

export interface AcceptanceFieldDefinition extends FieldBase {
  type: 'acceptance';
  /** `.optional`: never blocks the submit button or the submission. */
  optional?: boolean;
  /** `.invert`: the box must stay UNchecked. */
  invert?: boolean;
}

export type FieldDefinition =
  | TextFieldDefinition
  | NumberFieldDefinition
  | DateFieldDefinition
  | ChoiceFieldDefinition
  | FileFieldDefinition
  | AcceptanceFieldDefinition;

export type FieldType = FieldDefinition['type'];

export interface FormDefinition {
  id: number;
  title: string;
  /** WordPress locale, e.g. `tr_TR` (sent as `_wpcf7_locale`, echoed by the schema). */
  locale: string;
  submitLabel: string;
  fields: FieldDefinition[];
  /** Per-form messages (site owner content); a key left out falls back to CF7's English default. */
  messages: Partial<Record<MessageKey, string>>;
  /** WordPress "Disallowed Comment Keys": a submission containing any of these is spam. */
  disallowedWords: string[];
}

export const FIELD_TYPES: readonly FieldType[] = [
  'text', 'email', 'tel', 'url', 'textarea', 'number', 'date', 'select', 'checkbox', 'radio', 'file', 'acceptance',
];

/** The input types whose values are free text (CF7 `text` module, plus textarea). */
export const TEXT_TYPES: readonly FieldType[] = ['text', 'email', 'tel', 'url', 'textarea'];

export const FIELD_NAME = /^[A-Za-z][-A-Za-z0-9_:]*$/;

/** Whether a checkbox field posts one value (`name`) or many (`name[]`): CF7 adds `[]` unless exclusive. */
export const postsManyValues = (f: FieldDefinition): boolean => f.type === 'checkbox' && !f.exclusive;

/** The `name` attribute of the field's controls. */
export const controlName = (f: FieldDefinition): string => (postsManyValues(f) ? `${f.name}[]` : f.name);

/** The name CF7 gives a free-text option's text input. */
export const freeTextName = (f: ChoiceFieldDefinition): string => `_wpcf7_${f.type}_free_text_${f.name}`;
