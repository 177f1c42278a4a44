import { describe, expect, it } from 'vitest';
import { scrollToTopVisible } from './scroll-to-top.ts';

describe('scrollToTopVisible', () => {
  it('shows past 600 px only', () => {
    expect(scrollToTopVisible(600)).toBe(false);
    expect(scrollToTopVisible(601)).toBe(true);
    expect(scrollToTopVisible(0)).toBe(false);
  });
});
