import { describe, expect, it } from 'vitest';
import { passes } from '../test-utils.ts';
import { isoWeekday } from './choice.ts';

describe('enum', () => {
  const r = { rule: 'enum', accept: ['Evet', 'Hayır', 3] };
  it('passes when every value is accepted (numbers compared as strings)', () => {
    expect(passes(r, 'Evet')).toBe(true);
    expect(passes(r, ['Evet', ' Hayır ', '3'])).toBe(true);
  });
  it('is case-sensitive and checks every value', () => {
    expect(passes(r, 'evet')).toBe(false);
    expect(passes(r, ['Evet', 'Belki'])).toBe(false);
  });
  it('passes on an empty field; a missing accept list rejects any value', () => {
    expect(passes(r, '')).toBe(true);
    expect(passes({ rule: 'enum' }, 'x')).toBe(false);
  });
});

describe('dayofweek', () => {
  it('uses ISO weekdays, Mon=1 … Sun=7, independent of the time zone', () => {
    expect(isoWeekday('2024-01-01')).toBe(1); // a Monday
    expect(isoWeekday('2024-01-07')).toBe(7); // a Sunday
  });
  const weekdays = { rule: 'dayofweek', accept: [1, 2, 3, 4, 5] };
  it('passes when every date falls on an accepted day', () => {
    expect(passes(weekdays, ['2024-01-01', '2024-01-05'])).toBe(true);
    expect(passes({ rule: 'dayofweek', accept: ['6', '7'] }, '2024-01-06')).toBe(true);
  });
  it('fails when a date falls on another day', () => {
    expect(passes(weekdays, '2024-01-06')).toBe(false);
    expect(passes(weekdays, ['2024-01-01', '2024-01-07'])).toBe(false);
  });
  it('passes on an empty field', () => expect(passes(weekdays, ' ')).toBe(true));
});
