import { describe, expect, it } from 'vitest';
import { fmt, kb, median, medianRatio, quantile, round, table } from './stats.ts';

describe('bench statistics', () => {
  it('interpolates quantiles and ignores what is not finite', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(quantile([0, 10, Number.NaN], 0.95)).toBeCloseTo(9.5);
    expect(median([])).toBeNaN();
  });

  it('takes a ratio within each round, then the median: drift between rounds cancels', () => {
    // The machine slows down round by round; within a round ours is always 1.1 × the floor.
    const floor = [10, 20, 40];
    const ours = [11, 22, 44];
    expect(medianRatio(ours, floor)).toBeCloseTo(1.1);
    expect(median(ours) / median(floor)).toBeCloseTo(1.1);
    // With an outlier round the ratio of medians moves, the median of ratios does not.
    expect(medianRatio([11, 22, 90], [10, 20, 30])).toBeCloseTo(1.1);
    expect(median([11, 22, 90]) / median([10, 20, 30])).toBeCloseTo(1.1);
    expect(medianRatio([11, 40, 44], [10, 20, 40])).toBeCloseTo(1.1);
    expect(median([11, 40, 44]) / median([10, 20, 40])).toBeCloseTo(2);
    expect(medianRatio([1, 2], [0, Number.NaN])).toBeNaN();
  });

  it('formats for tables and JSON', () => {
    expect(fmt(1.234, 2)).toBe('1.23');
    expect(fmt(Number.NaN)).toBe('—');
    expect(kb(123_600)).toBe('123.6 kB');
    expect(round(Number.POSITIVE_INFINITY)).toBeNull();
    expect(table([['a', 'bb'], ['ccc', '1']])).toBe('a    bb\n---  --\nccc   1');
  });
});
