import { describe, expect, it } from 'vitest';
import { formatPrice, fromKurus, toKurus } from './price.ts';

describe('prices', () => {
  it('formats lira the Turkish way', () => {
    expect(formatPrice(1299.9)).toBe('₺1.299,90');
    expect(formatPrice(249)).toBe('₺249,00');
    expect(formatPrice(0)).toBe('₺0,00');
  });

  it('adds in whole kuruş', () => {
    expect(fromKurus(toKurus(0.1) * 3)).toBe(0.3);
    expect(toKurus(249.9)).toBe(24990);
    expect(toKurus(189.5) * 3).toBe(56850);
  });
});
