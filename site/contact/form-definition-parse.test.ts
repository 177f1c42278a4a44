import { describe, expect, it } from 'vitest';
import { FormDefinitionError, parseFormDefinition } from './form-definition-parse.ts';
import { controlName, freeTextName, type ChoiceFieldDefinition } from './form-definition.ts';

const base = { id: 7, title: 'T', locale: 'tr_TR', submitLabel: 'Gönder', fields: [{ type: 'text', name: 'a', label: 'A' }] };
const withField = (field: Record<string, unknown>) => ({ ...base, fields: [field] });

function errorOf(raw: unknown): string {
  try {
    parseFormDefinition(raw);
  } catch (err) {
    expect(err).toBeInstanceOf(FormDefinitionError);
    return (err as Error).message;
  }
  throw new Error('expected parseFormDefinition to throw');
}

describe('parseFormDefinition', () => {
  it('reads a minimal form, defaulting messages and the word list', () => {
    expect(parseFormDefinition(base)).toEqual({ ...base, fields: [{ type: 'text', name: 'a', label: 'A' }], messages: {}, disallowedWords: [] });
  });

  it.each([
    ['a non-object', null, '(the file) must be an object, got null'],
    ['a missing id', { ...base, id: undefined }, 'id must be an integer ≥ 1, got nothing'],
    ['no fields', { ...base, fields: [] }, 'fields must be a non-empty array, got an array'],
    ['an unknown type', withField({ type: 'color', name: 'a', label: 'A' }), 'fields[0].type must be one of text, email'],
    ['a bad name', withField({ type: 'text', name: '1a', label: 'A' }), 'fields[0].name must be a CF7 field name'],
    ['a dotted name', withField({ type: 'text', name: 'a.b', label: 'A' }), 'fields[0].name must be a CF7 field name'],
    ['an empty label', withField({ type: 'text', name: 'a', label: ' ' }), 'fields[0].label must be a non-empty string, got " "'],
    ['minlength above maxlength', withField({ type: 'text', name: 'a', label: 'A', minlength: 9, maxlength: 3 }), 'fields[0].minlength must be at most maxlength (3), got 9'],
    ['a bad counter', withField({ type: 'textarea', name: 'a', label: 'A', counter: 'sideways' }), 'fields[0].counter must be one of "up", "down", got "sideways"'],
    ['no options', withField({ type: 'select', name: 'a', label: 'A', options: [] }), 'fields[0].options must be a non-empty array of strings'],
    ['duplicate options', withField({ type: 'radio', name: 'a', label: 'A', options: ['x', 'x'] }), 'fields[0].options must be options without duplicates'],
    ['an exclusive select', withField({ type: 'select', name: 'a', label: 'A', options: ['x'], exclusive: true }), 'fields[0].exclusive must be left out'],
    ['an impossible date', withField({ type: 'date', name: 'a', label: 'A', min: '2026-02-30' }), 'fields[0].min must be a real calendar date'],
    ['a file without accept', withField({ type: 'file', name: 'a', label: 'A' }), 'fields[0].accept must be a non-empty array of strings, got nothing'],
    ['a string flag', withField({ type: 'acceptance', name: 'a', label: 'A', optional: 'yes' }), 'fields[0].optional must be true or false, got "yes"'],
    ['a duplicate name', { ...base, fields: [base.fields[0], base.fields[0]] }, 'fields[1].name must be unique in the form, got "a"'],
    ['an unknown message key', { ...base, messages: { thanks: 'x' } }, 'messages.thanks must be a CF7 message key'],
    ['a bad locale', { ...base, locale: 'turkish' }, 'locale must be a WordPress locale such as "tr_TR", got "turkish"'],
  ])('names the path and what was expected for %s', (_what, raw, message) => {
    expect(errorOf(raw)).toContain(message);
  });
});

describe('control names', () => {
  it('adds [] to non-exclusive checkboxes only, and names the free-text input as CF7 does', () => {
    const topics: ChoiceFieldDefinition = { type: 'checkbox', name: 'topics', label: 'T', options: ['a'] };
    expect(controlName(topics)).toBe('topics[]');
    expect(controlName({ ...topics, exclusive: true })).toBe('topics');
    expect(controlName({ type: 'text', name: 'n', label: 'N' })).toBe('n');
    expect(freeTextName(topics)).toBe('_wpcf7_checkbox_free_text_topics');
  });
});
