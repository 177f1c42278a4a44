import { isFileLike } from '../../contact/form-values.ts';
import {
  freeTextName, type ChoiceFieldDefinition, type FieldDefinition, type FormDefinition,
} from '../../contact/form-definition.ts';
import type { FileLike, FormRecord } from '../../contact/types.ts';
import type { StoredFile, StoredValue } from './store.ts';

/** A parsed multipart body (Hono `parseBody({all: true})`): repeated names become arrays. */
export type MultipartBody = Record<string, string | File | Array<string | File>>;

export interface PostedData {
  /**
   * What the SWV rules are run on. Each field gets only the kind of value its rules read — text for
   * text fields, files for file fields — as CF7's PHP rules are gated by context (`text` / `file`,
   * BEHAVIOURS §1.1), so a file posted under a text field's name cannot satisfy `required`.
   */
  validation: FormRecord;
  /** Field name → stored value, for the form's own fields only (unknown names are dropped). */
  fields: Record<string, StoredValue>;
  files: StoredFile[];
  /** Every piece of text the visitor sent (values, free texts, file names), for the spam check. */
  texts: string[];
}

/** Values posted as `name` and as `name[]`, in that order. */
function rawValues(body: MultipartBody, name: string): Array<string | File> {
  return [name, `${name}[]`].flatMap((key) => {
    const v = body[key];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  });
}

// NUL bytes have no business in a text field (WordPress strips them too: wp_kses_no_null).
const cleanText = (s: string): string => s.replace(/\0/g, '').trim();

const textsOf = (body: MultipartBody, name: string): string[] =>
  rawValues(body, name).filter((v): v is string => typeof v === 'string').map(cleanText);

/** CF7 free_text: the last option's value becomes "<option> <what the visitor typed>". */
function withFreeText(field: ChoiceFieldDefinition, values: string[], body: MultipartBody): string[] {
  const last = field.options[field.options.length - 1];
  if (!field.freeTextLabel || last === undefined || !values.includes(last)) return values;
  const typed = textsOf(body, freeTextName(field)).pop() ?? '';
  return values.map((v) => (v === last ? `${last} ${typed}`.trim() : v));
}

function readField(field: FieldDefinition, body: MultipartBody, out: PostedData): void {
  switch (field.type) {
    case 'file': {
      const files = rawValues(body, field.name).filter((v): v is File => isFileLike(v) && v.size > 0);
      out.validation[field.name] = files as FileLike[];
      for (const f of files) out.files.push({ field: field.name, name: f.name, size: f.size, type: f.type });
      out.texts.push(...files.map((f) => f.name));
      return;
    }
    case 'acceptance':
      out.fields[field.name] = textsOf(body, field.name).some((v) => v !== '');
      return;
    case 'checkbox': {
      const values = textsOf(body, field.name).filter((v) => v !== '');
      out.validation[field.name] = values;
      out.fields[field.name] = withFreeText(field, values, body);
      out.texts.push(...(out.fields[field.name] as string[]));
      return;
    }
    case 'radio': {
      // One value, as PHP keeps the last of repeated scalar names.
      const value = textsOf(body, field.name).pop() ?? '';
      out.validation[field.name] = value;
      out.fields[field.name] = withFreeText(field, [value], body)[0] ?? '';
      out.texts.push(String(out.fields[field.name]));
      return;
    }
    default: {
      const value = textsOf(body, field.name).pop() ?? '';
      out.validation[field.name] = value;
      out.fields[field.name] = value;
      out.texts.push(value);
    }
  }
}

/** Reads the form's fields out of a submission; names starting with `_` never reach `fields`. */
export function readPostedData(form: FormDefinition, body: MultipartBody): PostedData {
  const out: PostedData = { validation: {}, fields: {}, files: [], texts: [] };
  for (const field of form.fields) readField(field, body, out);
  out.texts = out.texts.filter((t) => t !== '');
  return out;
}
