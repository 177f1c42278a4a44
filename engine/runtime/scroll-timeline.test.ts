import { describe, expect, it } from 'vitest';
import { scrollTimelineProgress } from './scroll-timeline.ts';

describe('scroll-based timeline progress', () => {
  it('runs 0 → 1 as a module travels up through the viewport', () => {
    expect(scrollTimelineProgress({ top: 900, height: 600, viewportHeight: 900 }, false)).toBe(0);
    expect(scrollTimelineProgress({ top: 150, height: 600, viewportHeight: 900 }, false)).toBe(0.5);
    expect(scrollTimelineProgress({ top: -600, height: 600, viewportHeight: 900 }, false)).toBe(1);
    expect(scrollTimelineProgress({ top: 2000, height: 600, viewportHeight: 900 }, false)).toBe(0);
  });

  it('follows the page scroll for a fixed module (it never moves through the viewport)', () => {
    expect(scrollTimelineProgress({ top: 0, height: 0, viewportHeight: 900, pageScroll: 0, pageScrollMax: 2000 }, true)).toBe(0);
    expect(scrollTimelineProgress({ top: 0, height: 0, viewportHeight: 900, pageScroll: 500, pageScrollMax: 2000 }, true)).toBe(0.25);
    expect(scrollTimelineProgress({ top: 0, height: 0, viewportHeight: 900 }, true)).toBe(0);
  });
});
