/**
 * Reads `fixtures/forms/<id>.json` into a FormDefinition, or throws a FormDefinitionError naming the
 * JSON path and what was expected. Checked once on both sides, so a typo in a fixture is reported
 * where it is, instead of surfacing as a form that silently accepts anything.
 */
import {
  FIELD_NAME, FIELD_TYPES, TEXT_TYPES,
  type FieldDefinition, type FieldType, type FormDefinition,
} from './form-definition.ts';
import { MESSAGE_KEYS, type MessageKey } from './messages.ts';
import { isDate } from './rules/shared.ts';

export class FormDefinitionError extends Error {
  constructor(readonly path: string, expected: string, got: unknown) {
    super(`Contact form definition: ${path} must be ${expected}, got ${describe(got)}`);
    this.name = 'FormDefinitionError';
  }
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  return String(v);
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `fields[2]` + `name` → `fields[2].name`; the root's keys are bare. */
const at = (path: string, key: string): string => (path ? `${path}.${key}` : key);

function oneOf<T extends string>(o: Obj, key: string, path: string, values: readonly T[]): T | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (!values.includes(v as T)) throw new FormDefinitionError(at(path, key), `one of ${values.map((x) => `"${x}"`).join(', ')}`, v);
  return v as T;
}

interface StrOpts {
  pattern?: RegExp;
  what?: string;
}

function str(o: Obj, key: string, path: string, opts: StrOpts = {}): string {
  const v = o[key];
  if (typeof v !== 'string' || v.trim() === '' || (opts.pattern && !opts.pattern.test(v))) {
    throw new FormDefinitionError(at(path, key), opts.what ?? 'a non-empty string', v);
  }
  return v;
}

const optStr = (o: Obj, key: string, path: string, opts: StrOpts = {}): string | undefined =>
  o[key] === undefined ? undefined : str(o, key, path, opts);

function int(o: Obj, key: string, path: string, min: number, optional = true): number | undefined {
  const v = o[key];
  if (v === undefined && optional) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min) throw new FormDefinitionError(at(path, key), `an integer ≥ ${min}`, v);
  return v;
}

function num(o: Obj, key: string, path: string): number | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new FormDefinitionError(at(path, key), 'a finite number', v);
  return v;
}

function bool(o: Obj, key: string, path: string): boolean | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') throw new FormDefinitionError(at(path, key), 'true or false', v);
  return v;
}

function strings(o: Obj, key: string, path: string, optional = false): string[] {
  const v = o[key];
  if (v === undefined && optional) return [];
  if (!Array.isArray(v) || (!optional && v.length === 0)) throw new FormDefinitionError(at(path, key), 'a non-empty array of strings', v);
  v.forEach((item, i) => {
    if (typeof item !== 'string' || item.trim() === '') throw new FormDefinitionError(`${at(path, key)}[${i}]`, 'a non-empty string', item);
  });
  return v as string[];
}

const date = (o: Obj, key: string, path: string) => optStr(o, key, path, { what: 'a YYYY-MM-DD date', pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/ });

function parseField(raw: unknown, path: string): FieldDefinition {
  if (!isObj(raw)) throw new FormDefinitionError(path, 'an object', raw);
  const type = raw.type as FieldType;
  if (!FIELD_TYPES.includes(type)) throw new FormDefinitionError(at(path, 'type'), `one of ${FIELD_TYPES.join(', ')}`, raw.type);
  const base = {
    name: str(raw, 'name', path, { pattern: FIELD_NAME, what: 'a CF7 field name (a letter, then letters, digits, -, _ or :)' }),
    label: str(raw, 'label', path),
    help: optStr(raw, 'help', path),
    width: oneOf(raw, 'width', path, ['half', 'full'] as const),
  };
  const required = bool(raw, 'required', path);
  if (TEXT_TYPES.includes(type)) {
    const counter = oneOf(raw, 'counter', path, ['up', 'down'] as const);
    const minlength = int(raw, 'minlength', path, 0);
    const maxlength = int(raw, 'maxlength', path, 1);
    if (minlength !== undefined && maxlength !== undefined && minlength > maxlength) throw new FormDefinitionError(at(path, 'minlength'), `at most maxlength (${maxlength})`, minlength);
    return {
      ...base, type: type as 'text', required, minlength, maxlength, counter,
      placeholder: optStr(raw, 'placeholder', path), autocomplete: optStr(raw, 'autocomplete', path),
    };
  }
  switch (type) {
    case 'number':
      return { ...base, type, required, min: num(raw, 'min', path), max: num(raw, 'max', path) };
    case 'date': {
      const min = date(raw, 'min', path), max = date(raw, 'max', path);
      for (const [k, d] of [['min', min], ['max', max]] as const) if (d !== undefined && !isDate(d)) throw new FormDefinitionError(at(path, k), 'a real calendar date', d);
      return { ...base, type, required, min, max };
    }
    case 'select': case 'checkbox': case 'radio': {
      const options = strings(raw, 'options', path);
      if (new Set(options).size !== options.length) throw new FormDefinitionError(at(path, 'options'), 'options without duplicates', options.join(', '));
      const exclusive = bool(raw, 'exclusive', path);
      if (exclusive && type !== 'checkbox') throw new FormDefinitionError(at(path, 'exclusive'), 'left out (only checkboxes can be exclusive)', exclusive);
      const freeTextLabel = optStr(raw, 'freeTextLabel', path);
      if (freeTextLabel && type === 'select') throw new FormDefinitionError(at(path, 'freeTextLabel'), 'left out (a select has no free-text option)', freeTextLabel);
      return { ...base, type, required, options, exclusive, freeTextLabel, blankLabel: optStr(raw, 'blankLabel', path) };
    }
    case 'file':
      return { ...base, type, required, accept: strings(raw, 'accept', path), maxfilesize: int(raw, 'maxfilesize', path, 1) };
    default:
      return { ...base, type: 'acceptance', optional: bool(raw, 'optional', path), invert: bool(raw, 'invert', path) };
  }
}

function parseMessages(raw: unknown, path: string): Partial<Record<MessageKey, string>> {
  if (raw === undefined) return {};
  if (!isObj(raw)) throw new FormDefinitionError(path, 'an object of CF7 message keys', raw);
  const out: Partial<Record<MessageKey, string>> = {};
  for (const [key, text] of Object.entries(raw)) {
    if (!MESSAGE_KEYS.includes(key as MessageKey)) throw new FormDefinitionError(at(path, key), `a CF7 message key (${MESSAGE_KEYS.join(', ')})`, key);
    if (typeof text !== 'string' || text.trim() === '') throw new FormDefinitionError(at(path, key), 'a non-empty string', text);
    out[key as MessageKey] = text;
  }
  return out;
}

/** @throws FormDefinitionError naming the JSON path (`fields[3].options`) and what was expected. */
export function parseFormDefinition(raw: unknown): FormDefinition {
  if (!isObj(raw)) throw new FormDefinitionError('(the file)', 'an object', raw);
  const id = int(raw, 'id', '', 1, false) as number;
  if (!Array.isArray(raw.fields) || raw.fields.length === 0) throw new FormDefinitionError('fields', 'a non-empty array', raw.fields);
  const fields = raw.fields.map((f, i) => parseField(f, `fields[${i}]`));
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    if (seen.has(f.name)) throw new FormDefinitionError(`fields[${i}].name`, 'unique in the form', f.name);
    seen.add(f.name);
  });
  return {
    id,
    title: str(raw, 'title', ''),
    locale: str(raw, 'locale', '', { pattern: /^[a-z]{2,3}(_[A-Z]{2})?$/, what: 'a WordPress locale such as "tr_TR"' }),
    submitLabel: str(raw, 'submitLabel', ''),
    fields,
    messages: parseMessages(raw.messages, 'messages'),
    disallowedWords: strings(raw, 'disallowedWords', '', true).map((w) => w.trim()),
  };
}
