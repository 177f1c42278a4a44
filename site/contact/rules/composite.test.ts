import { describe, expect, it } from 'vitest';
import { validate } from '../swv.ts';

describe('all', () => {
  const schema = { rules: [{ rule: 'all', field: '', error: '', rules: [
    { rule: 'required', field: 'a', error: 'a required' },
    { rule: 'email', field: 'b', error: 'b email' },
    { rule: 'required', field: 'c', error: 'c required' },
  ] }] };
  it('reports the first failing CHILD with its own field and error', () => {
    expect(validate(schema, { a: 'x', b: 'nope' })).toEqual({ a: { validInputs: ['x'] }, b: { error: 'b email' } });
    expect(validate(schema, {})).toEqual({ a: { error: 'a required' } });
  });
  it('passes when every child passes', () => {
    expect(validate(schema, { a: 'x', b: 'ab@example.com', c: 'y' })).toEqual({
      a: { validInputs: ['x'] }, b: { validInputs: ['ab@example.com'] }, c: { validInputs: ['y'] },
    });
  });
});

describe('any', () => {
  const schema = { rules: [{ rule: 'any', field: 'contact', error: 'give a phone or an email', rules: [
    { rule: 'required', field: 'phone', error: 'p' },
    { rule: 'required', field: 'mail', error: 'm' },
  ] }] };
  it('passes if any child passes', () => {
    expect(validate(schema, { mail: 'ab@example.com' })).toEqual({ mail: { validInputs: ['ab@example.com'] } });
  });
  it('otherwise reports its own field and error', () => {
    expect(validate(schema, { phone: ' ' })).toEqual({ contact: { error: 'give a phone or an email' } });
  });
  it('nests: any inside all', () => {
    const nested = { rules: [{ rule: 'all', field: '', error: '', rules: [schema.rules[0]!, { rule: 'required', field: 'name', error: 'n' }] }] };
    expect(validate(nested, { phone: '1' })).toEqual({ phone: { validInputs: ['1'] }, name: { error: 'n' } });
  });
  it('an unknown child counts as passing, and no children means no error', () => {
    expect(validate({ rules: [{ rule: 'any', field: 'x', error: 'e', rules: [{ rule: 'bogus', field: 'x', error: '' }] }] }, {})).toEqual({});
    expect(validate({ rules: [{ rule: 'any', field: 'x', error: 'e' }] }, {})).toEqual({});
  });
});
