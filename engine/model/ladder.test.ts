import { describe, it, expect } from 'vitest';
import { resolveLadder, mapLadder, uniform } from './ladder.ts';
import { ModuleError } from './errors.ts';
import { parseLength, parseNumber } from './units.ts';

const num = (raw: unknown) => resolveLadder(raw, parseNumber, 0, 'x');

describe('resolveLadder', () => {
  it('keeps a full ladder as is (strings with units parsed)', () => {
    expect(num([1, '2', '3px', 4, 5])).toEqual([1, 2, 3, 4, 5]);
  });

  it('"#a" takes the nearest defined value to its left (the larger screen)', () => {
    expect(num([10, '#a', 30, '#a', '#a'])).toEqual([10, 10, 30, 30, 30]);
  });

  it('leading "#a"s take the first defined value to their right', () => {
    expect(num(['#a', '#a', 7, '#a', 9])).toEqual([7, 7, 7, 7, 9]);
    expect(resolveLadder(['#a', 'auto', '#a', '#a', '#a'], parseLength, 0, 'w')).toEqual(uniform('auto'));
  });

  it('applies a scalar to all five levels', () => {
    expect(num(12)).toEqual([12, 12, 12, 12, 12]);
    expect(resolveLadder('inline-block', (v) => String(v), 'block', 'display')).toEqual(uniform('inline-block'));
  });

  it('uses the fallback when missing, null or all "#a"', () => {
    expect(num(undefined)).toEqual([0, 0, 0, 0, 0]);
    expect(num(null)).toEqual([0, 0, 0, 0, 0]);
    expect(num(['#a', '#a'])).toEqual([0, 0, 0, 0, 0]);
    expect(num('#a')).toEqual([0, 0, 0, 0, 0]);
  });

  it('accepts a whole fallback ladder', () => {
    expect(resolveLadder(undefined, parseNumber, [1, 2, 3, 4, 5], 'w')).toEqual([1, 2, 3, 4, 5]);
  });

  it('pads shorter arrays by inheritance', () => {
    expect(num([4, 8])).toEqual([4, 8, 8, 8, 8]);
    expect(num([])).toEqual([0, 0, 0, 0, 0]);
  });

  it('reads PHP sparse lists written as objects', () => {
    expect(num({ 1: 20, 4: 10 })).toEqual([20, 20, 20, 20, 10]);
  });

  it('rejects more than 5 entries with a ModuleError at the ladder path', () => {
    expect(() => num([1, 2, 3, 4, 5, 6])).toThrow(ModuleError);
    try {
      num([1, 2, 3, 4, 5, 6]);
    } catch (e) {
      expect((e as ModuleError).path).toBe('x');
      expect((e as ModuleError).expected).toMatch(/at most 5/);
    }
  });

  it('names the level in the path of a bad entry', () => {
    expect(() => resolveLadder(['1px', '2px', { a: 1 }], parseLength, 0, 'module.w')).toThrow(
      'module.w[2]: expected a length (px, % or auto), got {"a":1}',
    );
  });

  it('mapLadder maps every level', () => {
    expect(mapLadder([1, 2, 3, 4, 5], (v, i) => v * 10 + i)).toEqual([10, 21, 32, 43, 54]);
  });
});
