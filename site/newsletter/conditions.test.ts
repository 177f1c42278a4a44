import { describe, expect, it } from 'vitest';
import { isConditionMet, isShown, parseCondition } from './conditions.ts';

describe('parseCondition (mc4wp data-show-if / data-hide-if)', () => {
  it('reads FIELD:v1|v2', () => {
    expect(parseCondition('AUDIENCE:kurumsal|ajans')).toEqual({ field: 'AUDIENCE', expected: ['kurumsal', 'ajans'] });
  });

  it('uses the wildcard when there is no ":"', () => {
    expect(parseCondition('NAME')).toEqual({ field: 'NAME', expected: ['*'] });
  });

  it('keeps only the part before a second ":" (as mc4wp does)', () => {
    expect(parseCondition('URL:http://x')).toEqual({ field: 'URL', expected: ['http'] });
  });

  it('an empty value list after ":" expects the empty string', () => {
    expect(parseCondition('NAME:')).toEqual({ field: 'NAME', expected: [''] });
  });
});

describe('isConditionMet', () => {
  it('is met when any value is expected', () => {
    expect(isConditionMet(['a', 'b'], ['b'])).toBe(true);
    expect(isConditionMet(['a'], ['b', 'c'])).toBe(false);
  });

  it('the wildcard wants a non-empty value', () => {
    expect(isConditionMet(['x'], ['*'])).toBe(true);
    expect(isConditionMet([''], ['*'])).toBe(false);
    expect(isConditionMet([], ['*'])).toBe(false);
  });

  it('no values (nothing checked) never meets a condition', () => {
    expect(isConditionMet([], ['kurumsal'])).toBe(false);
  });

  it('compares exactly (case-sensitive, untrimmed)', () => {
    expect(isConditionMet(['Kurumsal'], ['kurumsal'])).toBe(false);
    expect(isConditionMet(['kurumsal '], ['kurumsal'])).toBe(false);
  });
});

describe('isShown', () => {
  const values = (map: Record<string, string[]>) => (field: string) => map[field] ?? [];

  it('show-if shows only when met', () => {
    expect(isShown({ showIf: 'AUDIENCE:kurumsal' }, values({ AUDIENCE: ['kurumsal'] }))).toBe(true);
    expect(isShown({ showIf: 'AUDIENCE:kurumsal' }, values({ AUDIENCE: ['bireysel'] }))).toBe(false);
    expect(isShown({ showIf: 'AUDIENCE:kurumsal' }, values({}))).toBe(false);
  });

  it('hide-if hides only when met', () => {
    expect(isShown({ hideIf: 'AUDIENCE:kurumsal' }, values({ AUDIENCE: ['kurumsal'] }))).toBe(false);
    expect(isShown({ hideIf: 'AUDIENCE:kurumsal' }, values({}))).toBe(true);
  });

  it('show-if wins when both are set; no rule means shown', () => {
    expect(isShown({ showIf: 'A:1', hideIf: 'A:1' }, values({ A: ['1'] }))).toBe(true);
    expect(isShown({}, values({}))).toBe(true);
    expect(isShown({ showIf: '', hideIf: null }, values({}))).toBe(true);
  });
});
