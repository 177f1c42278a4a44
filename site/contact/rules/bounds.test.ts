import { describe, expect, it } from 'vitest';
import { passes } from '../test-utils.ts';
import { onStep } from './bounds.ts';

describe('minlength / maxlength', () => {
  it('counts the trimmed value', () => {
    expect(passes({ rule: 'minlength', threshold: '3' }, '  abc  ')).toBe(true);
    expect(passes({ rule: 'minlength', threshold: '4' }, '  abc  ')).toBe(false);
    expect(passes({ rule: 'maxlength', threshold: '3' }, '  abc  ')).toBe(true);
    expect(passes({ rule: 'maxlength', threshold: 2 }, 'abc')).toBe(false);
  });
  it('sums over all values', () => {
    expect(passes({ rule: 'maxlength', threshold: '4' }, ['ab', 'cd'])).toBe(true);
    expect(passes({ rule: 'maxlength', threshold: '3' }, ['ab', 'cd'])).toBe(false);
    expect(passes({ rule: 'minlength', threshold: '4' }, ['ab', 'cd'])).toBe(true);
  });
  it('counts UTF-16 code units (an emoji is 2)', () => {
    expect(passes({ rule: 'maxlength', threshold: '1' }, '😀')).toBe(false);
    expect(passes({ rule: 'maxlength', threshold: '2' }, '😀')).toBe(true);
    expect(passes({ rule: 'minlength', threshold: '3' }, 'çğ')).toBe(false);
  });
  it('passes on an empty field (minlength is not required)', () => {
    expect(passes({ rule: 'minlength', threshold: '5' }, '   ')).toBe(true);
  });
});

describe('minnumber / maxnumber', () => {
  it('compares parseFloat(value) inclusively', () => {
    expect(passes({ rule: 'minnumber', threshold: '10' }, '10')).toBe(true);
    expect(passes({ rule: 'minnumber', threshold: '10' }, '9.99')).toBe(false);
    expect(passes({ rule: 'maxnumber', threshold: '1.5' }, '1.5')).toBe(true);
    expect(passes({ rule: 'maxnumber', threshold: 1.5 }, '1.6')).toBe(false);
    expect(passes({ rule: 'maxnumber', threshold: '0' }, ['-1', '1'])).toBe(false);
  });
  it('ignores non-numbers and a NaN threshold', () => {
    expect(passes({ rule: 'minnumber', threshold: '10' }, 'abc')).toBe(true);
    expect(passes({ rule: 'minnumber', threshold: 'abc' }, '1')).toBe(true);
  });
});

describe('mindate / maxdate', () => {
  it('compares YYYY-MM-DD inclusively', () => {
    expect(passes({ rule: 'mindate', threshold: '2024-05-01' }, '2024-05-01')).toBe(true);
    expect(passes({ rule: 'mindate', threshold: '2024-05-01' }, '2024-04-30')).toBe(false);
    expect(passes({ rule: 'maxdate', threshold: '2024-05-01' }, '2024-05-01')).toBe(true);
    expect(passes({ rule: 'maxdate', threshold: '2024-05-01' }, ['2024-01-01', '2024-05-02'])).toBe(false);
  });
  it('ignores non-dates and an invalid threshold', () => {
    expect(passes({ rule: 'mindate', threshold: '2024-05-01' }, 'yesterday')).toBe(true);
    expect(passes({ rule: 'maxdate', threshold: 'soon' }, '2999-01-01')).toBe(true);
  });
});

describe('stepnumber', () => {
  it('passes on base + k·interval, including negative k', () => {
    const r = { rule: 'stepnumber', base: '1', interval: '5' };
    for (const v of ['1', '6', '-4', '101']) expect(passes(r, v)).toBe(true);
    for (const v of ['2', '5', '0']) expect(passes(r, v)).toBe(false);
  });
  it('tolerates float error to 6 decimal places', () => {
    expect(passes({ rule: 'stepnumber', base: '0', interval: '0.1' }, '0.3')).toBe(true);
    expect(passes({ rule: 'stepnumber', base: '0', interval: '0.01' }, '0.015')).toBe(false);
    expect(onStep(-0.3, 0, 0.1)).toBe(true);
    expect(onStep(-2.9999999, 0, 1)).toBe(true);
  });
  it('passes when interval is missing, zero or negative', () => {
    expect(passes({ rule: 'stepnumber', base: '0' }, '1.5')).toBe(true);
    expect(passes({ rule: 'stepnumber', base: '0', interval: '0' }, '1.5')).toBe(true);
    expect(passes({ rule: 'stepnumber', base: '0', interval: '-1' }, '1.5')).toBe(true);
  });
  it('treats a missing base as 0 and checks every value', () => {
    expect(passes({ rule: 'stepnumber', interval: 2 }, ['2', '4'])).toBe(true);
    expect(passes({ rule: 'stepnumber', interval: 2 }, ['2', '3'])).toBe(false);
  });
  it('passes on an empty field', () => expect(passes({ rule: 'stepnumber', interval: 2 }, '')).toBe(true));
});
