import { describe, expect, it } from 'vitest';
import { RULES, parseSchema, validate } from './swv.ts';
import { file } from './test-utils.ts';

// The shape CF7 6.2 serves from GET contact-forms/{id}/feedback/schema (BEHAVIOURS.md §1.4).
const schema = {
  version: 'Contact Form 7 SWV Schema 2024-10',
  locale: 'tr_TR',
  rules: [
    { rule: 'required', field: 'your-name', error: 'name required' },
    { rule: 'maxlength', field: 'your-name', threshold: '400', error: 'name too long' },
    { rule: 'required', field: 'your-email', error: 'email required' },
    { rule: 'email', field: 'your-email', error: 'email invalid' },
    { rule: 'maxlength', field: 'your-email', threshold: '10', error: 'email too long' },
    { rule: 'maxlength', field: 'your-message', threshold: '2000', error: 'message too long' },
  ],
};

describe('validate', () => {
  it('returns validInputs (trimmed values) for fields that pass', () => {
    expect(validate(schema, { 'your-name': ' Ada ', 'your-email': 'ab@ex.io' })).toEqual({
      'your-name': { validInputs: ['Ada'] },
      'your-email': { validInputs: ['ab@ex.io'] },
    });
  });
  it('keeps only the first error per field, in schema order', () => {
    // 'not-an-email-address' fails both email and maxlength(10): email comes first.
    expect(validate(schema, { 'your-email': 'not-an-email-address' })).toEqual({
      'your-name': { error: 'name required' },
      'your-email': { error: 'email invalid' },
    });
    const reversed = { rules: [schema.rules[4]!, schema.rules[3]!] };
    expect(validate(reversed, { 'your-email': 'not-an-email-address' })).toEqual({ 'your-email': { error: 'email too long' } });
  });
  it('leaves out fields with no value and no error (UI keeps their state)', () => {
    const res = validate(schema, { 'your-name': 'Ada', 'your-email': 'ab@ex.io', 'your-message': '   ' });
    expect(Object.keys(res)).toEqual(['your-name', 'your-email']);
  });
  it('reports valid fields the schema does not name when the data is enumerable', () => {
    const res = validate({ rules: [] }, { 'your-subject': 'Hi', 'topics[]': ['a', 'b'], empty: '' });
    expect(res).toEqual({ 'your-subject': { validInputs: ['Hi'] }, topics: { validInputs: ['a', 'b'] } });
  });
  it('ignores unknown rule names with no error', () => {
    const res = validate({ rules: [{ rule: 'telepathy', field: 'x', error: 'nope' }, { rule: 'required', field: 'x', error: 'req' }] }, {});
    expect(res).toEqual({ x: { error: 'req' } });
    expect(validate({ rules: [{ rule: 'toString', field: 'x', error: 'e' }] }, {})).toEqual({});
  });
  it('works with a browser-style FormData and File', () => {
    const fd = new FormData();
    fd.append('your-file', new File(['x'.repeat(20)], 'cv.exe'));
    fd.append('days[]', '2024-01-06');
    const res = validate({ rules: [
      { rule: 'file', field: 'your-file', accept: ['.pdf'], error: 'type' },
      { rule: 'maxfilesize', field: 'your-file', threshold: '10', error: 'size' },
      { rule: 'dayofweek', field: 'days', accept: [6, 7], error: 'weekday' },
    ] }, fd);
    expect(res['your-file']).toEqual({ error: 'type' });
    expect(res.days).toEqual({ validInputs: ['2024-01-06'] });
  });
  it('works with a getAll-only object (names schema fields only)', () => {
    const data: Record<string, Array<string | ReturnType<typeof file>>> = { cv: [file('cv.pdf', 5)], other: ['x'] };
    const res = validate({ rules: [{ rule: 'requiredfile', field: 'cv', error: 'need cv' }, { rule: 'required', field: 'note', error: 'note' }] },
      { getAll: (n) => data[n] ?? [] });
    expect(res).toEqual({ cv: { validInputs: [file('cv.pdf', 5)] }, note: { error: 'note' } });
  });
  it('accepts 6.1-style integer thresholds', () => {
    expect(validate({ rules: [{ rule: 'maxlength', field: 'a', threshold: 3, error: 'long' }] }, { a: 'abcd' })).toEqual({ a: { error: 'long' } });
  });
});

describe('schema errors', () => {
  it.each([
    [null, /must be an object, got null/],
    ['{}', /must be an object, got string/],
    [[], /must be an object, got an array/],
    [{}, /rules must be an array/],
    [{ rules: {} }, /rules must be an array/],
    [{ rules: [42] }, /rules\[0\] must be an object/],
    [{ rules: [{ field: 'a' }] }, /rules\[0\]\.rule must be a string/],
    [{ rules: [{ rule: 'required', field: 3 }] }, /rules\[0\]\.field must be a string/],
    [{ rules: [{ rule: 'required', field: 'a', error: 1 }] }, /rules\[0\]\.error must be a string/],
    [{ rules: [{ rule: 'all', rules: 'x' }] }, /rules\[0\]\.rules must be an array/],
    [{ rules: [{ rule: 'all', rules: [{ rule: 'required' }, 'x'] }] }, /rules\[0\]\.rules\[1\] must be an object/],
  ])('rejects %j', (bad, msg) => {
    expect(() => validate(bad, {})).toThrow(msg);
  });
  it('fills a missing field/error with empty strings', () => {
    expect(parseSchema({ rules: [{ rule: 'all' }] })).toEqual([{ rule: 'all', field: '', error: '' }]);
  });
  it('implements every rule BEHAVIOURS.md §1.2 lists', () => {
    expect(Object.keys(RULES).sort()).toEqual([
      'all', 'any', 'date', 'dayofweek', 'email', 'enum', 'file', 'maxdate', 'maxfilesize', 'maxitems', 'maxlength',
      'maxnumber', 'mindate', 'minfilesize', 'minitems', 'minlength', 'minnumber', 'number', 'required', 'requiredfile',
      'stepnumber', 'tel', 'time', 'url',
    ]);
  });
});
