import { describe, expect, it } from 'vitest';
import { checkSubmission } from './newsletter-check.ts';

const NOW = 1_800_000_000;
const valid = (extra: Record<string, unknown> = {}) => ({
  EMAIL: 'Ada@Example.com',
  AUDIENCE: 'bireysel',
  INTEREST: 'tasarim',
  _mc4wp_honeypot: '',
  _mc4wp_timestamp: String(NOW - 30),
  ...extra,
});

describe('checkSubmission (mc4wp checks, BEHAVIOURS §4)', () => {
  it('accepts a complete submission, lower-cases the address and keeps the visible fields', () => {
    expect(checkSubmission(valid({ NAME: ' Ada ', COMPANY: 'hidden, so dropped' }), NOW)).toEqual({
      ok: true,
      email: 'ada@example.com',
      fields: { EMAIL: 'ada@example.com', NAME: 'Ada', AUDIENCE: 'bireysel', INTEREST: 'tasarim' },
    });
  });

  it('asks for the company only for a business, and the topic only otherwise (conditional required)', () => {
    const business = checkSubmission(valid({ AUDIENCE: 'kurumsal', INTEREST: undefined }), NOW);
    expect(business).toMatchObject({ ok: false, code: 'required_field_missing' });
    expect(business.ok || business.message).toMatch(/\(missing: COMPANY\)$/);
    expect(checkSubmission(valid({ AUDIENCE: 'kurumsal', INTEREST: undefined, COMPANY: 'Strata AŞ' }), NOW)).toMatchObject({
      ok: true,
      fields: { AUDIENCE: 'kurumsal', COMPANY: 'Strata AŞ' },
    });
    expect(checkSubmission(valid({ INTEREST: '' }), NOW)).toMatchObject({ ok: false, code: 'required_field_missing' });
    expect(checkSubmission(valid({ AUDIENCE: undefined }), NOW)).toMatchObject({ ok: false, code: 'required_field_missing' });
  });

  it('marks a filled or missing honeypot as spam', () => {
    expect(checkSubmission(valid({ _mc4wp_honeypot: 'http://spam' }), NOW)).toMatchObject({ ok: false, code: 'spam' });
    expect(checkSubmission(valid({ _mc4wp_honeypot: undefined }), NOW)).toMatchObject({ ok: false, code: 'spam' });
  });

  it('wants the timestamp between 90 days and 2 seconds ago (boundaries included)', () => {
    const at = (t: unknown) => checkSubmission(valid({ _mc4wp_timestamp: t }), NOW);
    expect(at(String(NOW - 2)).ok).toBe(true);
    expect(at(NOW - 90 * 86400).ok).toBe(true);
    for (const bad of [String(NOW - 1), String(NOW), String(NOW - 90 * 86400 - 1), '', 'abc', '1e9', undefined, -5]) {
      expect(at(bad), String(bad)).toMatchObject({ ok: false, code: 'spam' });
    }
  });

  it('checks the email with WordPress is_email', () => {
    for (const email of ['', 'ada', 'ada@example', 'a@b.c', 'ada@exa..mple.com', `${'a'.repeat(250)}@ex.com`]) {
      expect(checkSubmission(valid({ EMAIL: email }), NOW), email).toMatchObject({ ok: false, code: 'invalid_email' });
    }
  });

  it('names a field whose value is not a string, too long or not an option', () => {
    expect(checkSubmission(valid({ NAME: 42 }), NOW)).toMatchObject({ ok: false, code: 'invalid_field', message: 'NAME: expected a string, got number' });
    expect(checkSubmission(valid({ EMAIL: ['a@b.co', 'c@d.co'] }), NOW)).toMatchObject({ message: 'EMAIL: expected a string, got an array' });
    expect(checkSubmission(valid({ NAME: 'x'.repeat(401) }), NOW)).toMatchObject({ ok: false, code: 'invalid_field' });
    expect(checkSubmission(valid({ INTEREST: 'spor' }), NOW)).toMatchObject({
      ok: false,
      message: 'INTEREST: "spor" is not one of tasarim, gelistirme, erisilebilirlik',
    });
  });
});
