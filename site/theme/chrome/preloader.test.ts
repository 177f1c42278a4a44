import { describe, expect, it } from 'vitest';
import { preloaderShowIn } from './preloader.ts';

describe('preloaderShowIn', () => {
  it('never shows for a page that has loaded', () => {
    expect(preloaderShowIn(40, true)).toBeNull();
    expect(preloaderShowIn(4000, true)).toBeNull();
  });

  it('waits for the rest of the 150 ms since navigation start', () => {
    expect(preloaderShowIn(0, false)).toBe(150);
    expect(preloaderShowIn(100, false)).toBe(50);
  });

  it('shows at once for a page still loading past 150 ms', () => {
    expect(preloaderShowIn(150, false)).toBe(0);
    expect(preloaderShowIn(900, false)).toBe(0);
  });
});
