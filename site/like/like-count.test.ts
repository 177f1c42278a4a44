import { describe, expect, it } from 'vitest';
import { formatLikeCount } from './like-count.ts';

const LIKE = 'Beğen';

describe('formatLikeCount (BEHAVIOURS §2 count text)', () => {
  it('shows the Like label for 0, negatives and non-numbers', () => {
    for (const n of [0, -1, -1000, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatLikeCount(n, LIKE)).toBe(LIKE);
  });

  it('shows counts under 1000 as they are', () => {
    expect(formatLikeCount(1, LIKE)).toBe('1');
    expect(formatLikeCount(42, LIKE)).toBe('42');
    expect(formatLikeCount(999, LIKE)).toBe('999');
  });

  it('uses K, M and B with two decimals and drops ".00"', () => {
    expect(formatLikeCount(1000, LIKE)).toBe('1K');
    expect(formatLikeCount(1250, LIKE)).toBe('1.25K');
    expect(formatLikeCount(1500, LIKE)).toBe('1.50K');
    expect(formatLikeCount(12_345, LIKE)).toBe('12.35K');
    expect(formatLikeCount(1_000_000, LIKE)).toBe('1M');
    expect(formatLikeCount(2_500_000, LIKE)).toBe('2.50M');
    expect(formatLikeCount(1_000_000_000, LIKE)).toBe('1B');
    expect(formatLikeCount(1_234_567_890_123, LIKE)).toBe('1,234.57B');
  });

  it('rounds half up like PHP number_format, with thousands separators', () => {
    expect(formatLikeCount(1005, LIKE)).toBe('1.01K');
    expect(formatLikeCount(1004, LIKE)).toBe('1K');
    expect(formatLikeCount(999_999, LIKE)).toBe('1,000K');
    expect(formatLikeCount(999_994, LIKE)).toBe('999.99K');
  });
});
