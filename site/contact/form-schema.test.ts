import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseFormDefinition } from './form-definition-parse.ts';
import type { FormDefinition } from './form-definition.ts';
import { buildSwvSchema, DEFAULT_MAX_FILE_SIZE } from './form-schema.ts';
import { DEFAULT_MESSAGES } from './messages.ts';
import { validate } from './swv.ts';

const formsDir = resolve(import.meta.dirname, '../../fixtures/forms');

const form = (fields: unknown[], messages: Record<string, string> = {}): FormDefinition =>
  parseFormDefinition({ id: 7, title: 'T', locale: 'tr_TR', submitLabel: 'Gönder', fields, messages });

describe('buildSwvSchema: the rules CF7 emits per form-tag', () => {
  it('text types: required, the format rule, minlength, and maxlength 400 unless set', () => {
    const { rules } = buildSwvSchema(form([
      { type: 'email', name: 'e', label: 'E', required: true, minlength: 6 },
      { type: 'url', name: 'u', label: 'U' },
      { type: 'tel', name: 't', label: 'T', maxlength: 20 },
      { type: 'text', name: 'x', label: 'X' },
    ]));
    expect(rules).toEqual([
      { rule: 'required', field: 'e', error: DEFAULT_MESSAGES.invalid_required },
      { rule: 'email', field: 'e', error: DEFAULT_MESSAGES.invalid_email },
      { rule: 'minlength', field: 'e', threshold: '6', error: DEFAULT_MESSAGES.invalid_too_short },
      { rule: 'maxlength', field: 'e', threshold: '400', error: DEFAULT_MESSAGES.invalid_too_long },
      { rule: 'url', field: 'u', error: DEFAULT_MESSAGES.invalid_url },
      { rule: 'maxlength', field: 'u', threshold: '400', error: DEFAULT_MESSAGES.invalid_too_long },
      { rule: 'tel', field: 't', error: DEFAULT_MESSAGES.invalid_tel },
      { rule: 'maxlength', field: 't', threshold: '20', error: DEFAULT_MESSAGES.invalid_too_long },
      { rule: 'maxlength', field: 'x', threshold: '400', error: DEFAULT_MESSAGES.invalid_too_long },
    ]);
  });

  it('textarea gets maxlength 2000 by default; number and date get their format and bound rules', () => {
    const { rules } = buildSwvSchema(form([
      { type: 'textarea', name: 'm', label: 'M' },
      { type: 'number', name: 'n', label: 'N', min: 1, max: 9 },
      { type: 'date', name: 'd', label: 'D', required: true, min: '2026-01-01', max: '2026-12-31' },
    ]));
    expect(rules.map((r) => [r.rule, r.field, r.threshold])).toEqual([
      ['maxlength', 'm', '2000'],
      ['number', 'n', undefined], ['minnumber', 'n', '1'], ['maxnumber', 'n', '9'],
      ['required', 'd', undefined], ['date', 'd', undefined], ['mindate', 'd', '2026-01-01'], ['maxdate', 'd', '2026-12-31'],
    ]);
  });

  it('choices get enum over their options; radio and exclusive checkboxes also maxitems 1; radio is always required', () => {
    const { rules } = buildSwvSchema(form([
      { type: 'select', name: 's', label: 'S', options: ['a', 'b'] },
      { type: 'checkbox', name: 'c', label: 'C', options: ['x', 'y'], exclusive: true },
      { type: 'radio', name: 'r', label: 'R', options: ['1', '2'] },
    ]));
    expect(rules).toEqual([
      { rule: 'enum', field: 's', accept: ['a', 'b'], error: 'Undefined value was submitted through this field.' },
      { rule: 'enum', field: 'c', accept: ['x', 'y'], error: 'Undefined value was submitted through this field.' },
      { rule: 'maxitems', field: 'c', threshold: '1', error: 'Too many items are selected.' },
      { rule: 'required', field: 'r', error: DEFAULT_MESSAGES.invalid_required },
      { rule: 'enum', field: 'r', accept: ['1', '2'], error: 'Undefined value was submitted through this field.' },
      { rule: 'maxitems', field: 'r', threshold: '1', error: 'Too many items are selected.' },
    ]);
  });

  it('file: requiredfile, file (accept) and maxfilesize (CF7 default 1 MB); acceptance has no rule', () => {
    const { rules } = buildSwvSchema(form([
      { type: 'file', name: 'f', label: 'F', required: true, accept: ['.pdf', 'image/*'] },
      { type: 'acceptance', name: 'ok', label: 'OK' },
    ]));
    expect(rules).toEqual([
      { rule: 'requiredfile', field: 'f', error: DEFAULT_MESSAGES.invalid_required },
      { rule: 'file', field: 'f', accept: ['.pdf', 'image/*'], error: DEFAULT_MESSAGES.upload_file_type_invalid },
      { rule: 'maxfilesize', field: 'f', threshold: String(DEFAULT_MAX_FILE_SIZE), error: DEFAULT_MESSAGES.upload_file_too_large },
    ]);
  });

  it("uses the form's own messages and falls back to CF7's English text for keys it leaves out", () => {
    const { rules, version, locale } = buildSwvSchema(form([{ type: 'email', name: 'e', label: 'E', required: true }], { invalid_required: 'Zorunlu.' }));
    expect([version, locale]).toEqual(['Contact Form 7 SWV Schema 2024-10', 'tr_TR']);
    expect(rules.map((r) => r.error)).toEqual(['Zorunlu.', DEFAULT_MESSAGES.invalid_email, DEFAULT_MESSAGES.invalid_too_long]);
  });
});

describe('the project forms (fixtures/forms)', () => {
  const files = readdirSync(formsDir).filter((f) => f.endsWith('.json'));
  it('has the contact form 4811', () => expect(files).toContain('4811.json'));
  for (const file of files) {
    it(`${file} parses, its id matches its name, and its schema accepts a sensible submission`, () => {
      const def = parseFormDefinition(JSON.parse(readFileSync(join(formsDir, file), 'utf8')));
      expect(`${def.id}.json`).toBe(file);
      const schema = buildSwvSchema(def);
      expect(schema.rules.length).toBeGreaterThan(5);
      if (def.id !== 4811) return;
      const ok = validate(schema, {
        'your-name': 'Ada', 'your-email': 'ada@example.com', 'your-subject': 'Yeni proje', 'your-message': 'Merhaba, bir teklif rica ediyorum.',
        'topics[]': ['Diğer'], 'contact-method': 'E-posta',
      });
      expect(Object.values(ok).filter((r) => 'error' in r)).toEqual([]);
    });
  }
});
