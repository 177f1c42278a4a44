import { describe, expect, it } from 'vitest';
import { absInt, acceptanceSatisfied, characterCount, prefixUrl } from './helpers.ts';
import { buildEventDetail, inputsOf } from './event-detail.ts';

describe('prefixUrl', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['  www.example.com/yol ', 'http://www.example.com/yol'],
    ['//cdn.example.com', 'http://cdn.example.com'],
    ['https://example.com', 'https://example.com'],
    ['mailto:ada@example.com', 'mailto:ada@example.com'],
    ['localhost', 'localhost'],
    ['', ''],
  ])('%j → %j', (value, expected) => expect(prefixUrl(value)).toBe(expected));
});

describe('characterCount', () => {
  const limits = { down: false, starting: 0, maximum: 10, minimum: 3 };
  it('counts the trimmed length up, or down from the starting value', () => {
    expect(characterCount('  ab  ', limits)).toEqual({ count: 2, tooLong: false, tooShort: true });
    expect(characterCount('abcdef', { ...limits, down: true, starting: 10 })).toEqual({ count: 4, tooLong: false, tooShort: false });
  });
  it('flags too-long past the maximum; 0 means no limit', () => {
    expect(characterCount('x'.repeat(11), { ...limits, down: true, starting: 10 })).toEqual({ count: -1, tooLong: true, tooShort: false });
    expect(characterCount('', { down: false, starting: 0, maximum: 0, minimum: 0 })).toEqual({ count: 0, tooLong: false, tooShort: false });
  });
  it('counts UTF-16 code units, as the length rules do', () => expect(characterCount('😀', limits).count).toBe(2));
});

describe('acceptanceSatisfied', () => {
  it('needs every non-optional box accepted; invert boxes must stay unchecked', () => {
    expect(acceptanceSatisfied([])).toBe(true);
    expect(acceptanceSatisfied([{ checked: true, optional: false, invert: false }, { checked: false, optional: true, invert: false }])).toBe(true);
    expect(acceptanceSatisfied([{ checked: false, optional: false, invert: false }])).toBe(false);
    expect(acceptanceSatisfied([{ checked: false, optional: false, invert: true }])).toBe(true);
    expect(acceptanceSatisfied([{ checked: true, optional: false, invert: true }])).toBe(false);
  });
});

describe('absInt', () => {
  it('reads attribute numbers as CF7 does', () => {
    expect([absInt('4811'), absInt('-3'), absInt('12px'), absInt(''), absInt(null)]).toEqual([4811, 3, 12, 0, 0]);
  });
});

describe('event detail', () => {
  const meta = { contactFormId: 4811, pluginVersion: '6.2', contactFormLocale: 'tr_TR', unitTag: 'wpcf7-f4811-p4740-o1', containerPostId: 4740 };
  it('lists the inputs without the hidden _ fields, in form order', () => {
    const fd = new FormData();
    fd.append('_wpcf7', '4811');
    fd.append('your-name', 'Ada');
    fd.append('topics[]', 'a');
    fd.append('topics[]', 'b');
    expect(inputsOf(fd.entries())).toEqual([{ name: 'your-name', value: 'Ada' }, { name: 'topics[]', value: 'a' }, { name: 'topics[]', value: 'b' }]);
    const detail = buildEventDetail(meta, 'submitting', fd);
    expect(detail).toEqual({ ...meta, status: 'submitting', inputs: inputsOf(fd.entries()), formData: fd });
  });
});
