import { describe, it, expect } from 'vitest';
import { resolveLadder, mapLadder, uniform } from './ladder.ts';
import { describeDiagnostic } from './diagnostics.ts';
import { collect } from './test-diagnostics.ts';
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

  it('reads the first 5 of more than 5 entries and reports the ladder at its path', () => {
    const { result, diagnostics } = collect(() => num([1, 2, 3, 4, 5, 6]));
    expect(result).toEqual([1, 2, 3, 4, 5]);
    expect(diagnostics).toEqual([{ path: 'x', expected: 'a responsive ladder of at most 5 levels', found: [1, 2, 3, 4, 5, 6], used: [1, 2, 3, 4, 5] }]);
  });

  it('names the level in the path of a bad entry, which inherits like "#a"', () => {
    const { result, diagnostics } = collect(() => resolveLadder(['1px', '2px', { a: 1 }, '#a', '5px'], parseLength, 0, 'module.w'));
    expect(result).toEqual([1, 2, 2, 2, 5]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ path: 'module.w[2]', expected: 'a length (px, % or auto)', found: { a: 1 } });
    expect(describeDiagnostic(diagnostics[0]!)).toMatch(/^module\.w\[2\]: expected a length \(px, % or auto\), got \{"a":1\}; /);
    // A bad first level takes the first good one to its right; no good level at all → the fallback.
    expect(collect(() => resolveLadder(['x', '#a', '7px'], parseLength, 0, 'w')).result).toEqual([7, 7, 7, 7, 7]);
    expect(collect(() => resolveLadder(['x', 'y'], parseLength, 3, 'w')).result).toEqual([3, 3, 3, 3, 3]);
  });

  it('a bad scalar gives the fallback on every level', () => {
    const { result, diagnostics } = collect(() => resolveLadder('wide', parseLength, [1, 2, 3, 4, 5], 'module.w'));
    expect(result).toEqual([1, 2, 3, 4, 5]);
    expect(diagnostics).toEqual([{ path: 'module.w', expected: 'a length (px, % or auto)', found: 'wide', used: [1, 2, 3, 4, 5] }]);
  });

  it('mapLadder maps every level', () => {
    expect(mapLadder([1, 2, 3, 4, 5], (v, i) => v * 10 + i)).toEqual([10, 21, 32, 43, 54]);
  });
});
