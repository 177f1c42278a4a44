import { describe, expect, it } from 'vitest';
import { file, passes } from '../test-utils.ts';

describe('required', () => {
  const r = { rule: 'required' };
  it('passes with a non-blank value', () => expect(passes(r, 'x')).toBe(true));
  it('passes when one of several values is non-blank', () => expect(passes(r, ['', ' ', 'a'])).toBe(true));
  it('fails on missing, empty and whitespace-only values', () => {
    expect(passes(r, undefined)).toBe(false);
    expect(passes(r, '')).toBe(false);
    expect(passes(r, ' \t\n ')).toBe(false);
    expect(passes(r, ['', '  '])).toBe(false);
  });
});

describe('requiredfile', () => {
  const r = { rule: 'requiredfile' };
  it('passes with a non-empty file', () => expect(passes(r, file('a.pdf', 1))).toBe(true));
  it('fails with no file, or only a 0-byte file (CF7 6.2 drops empty files)', () => {
    expect(passes(r, undefined)).toBe(false);
    expect(passes(r, file('a.pdf', 0))).toBe(false);
  });
  it('fails when only text was sent', () => expect(passes(r, 'a.pdf')).toBe(false));
});

describe('minitems / maxitems', () => {
  it('minitems counts non-blank values', () => {
    const r = { rule: 'minitems', threshold: '2' };
    expect(passes(r, ['a', 'b'])).toBe(true);
    expect(passes(r, ['a', ' '])).toBe(false);
    expect(passes({ ...r, threshold: 2 }, ['a'])).toBe(false);
  });
  it('minitems passes on an empty field (6.2)', () => expect(passes({ rule: 'minitems', threshold: '2' }, [])).toBe(true));
  it('maxitems threshold 1 (radio / exclusive checkbox)', () => {
    const r = { rule: 'maxitems', threshold: '1' };
    expect(passes(r, ['a'])).toBe(true);
    expect(passes(r, ['a', 'b'])).toBe(false);
    expect(passes(r, ['a', ''])).toBe(true);
  });
  it('a NaN threshold never fails', () => {
    expect(passes({ rule: 'maxitems', threshold: 'x' }, ['a', 'b'])).toBe(true);
    expect(passes({ rule: 'minitems', threshold: 'x' }, ['a'])).toBe(true);
  });
});
