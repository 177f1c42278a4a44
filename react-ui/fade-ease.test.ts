import { describe, expect, it } from 'vitest';
import { FADE_EASE_CSS, fadeTransition, power3Out } from './fade-ease.ts';

/** y(x) of a CSS cubic-bezier(x1, y1, x2, y2), solved for x by bisection (x(s) rises monotonically). */
function bezierAt(css: string, x: number): number {
  const [x1, y1, x2, y2] = (/cubic-bezier\(([^)]+)\)/.exec(css)?.[1] ?? '').split(',').map(Number) as [number, number, number, number];
  const curve = (s: number, a: number, b: number) => 3 * (1 - s) ** 2 * s * a + 3 * (1 - s) * s ** 2 * b + s ** 3;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (curve(mid, x1, x2) < x) lo = mid;
    else hi = mid;
  }
  return curve((lo + hi) / 2, y1, y2);
}

describe('fade easing (SPEC §9 "Fade easing power3.out")', () => {
  it('the CSS curve of the modal fades follows gsap power3.out, 1 − (1 − t)⁴, to within 0.02', () => {
    let worst = 0;
    for (let i = 0; i <= 100; i++) worst = Math.max(worst, Math.abs(bezierAt(FADE_EASE_CSS, i / 100) - power3Out(i / 100)));
    expect(worst).toBeLessThan(0.02);
    // Not CSS `ease`, which starts slowly: power3.out is already 59 % there at a fifth of the time.
    expect(bezierAt(FADE_EASE_CSS, 0.2)).toBeGreaterThan(0.57);
    expect(bezierAt('cubic-bezier(0.25, 0.1, 0.25, 1)', 0.2)).toBeLessThan(0.35);
  });

  it('a modal fade lasts the modal speed and eases out with it', () => {
    expect(fadeTransition(1000)).toEqual({ transitionDuration: '1000ms', transitionTimingFunction: FADE_EASE_CSS });
    expect(fadeTransition(-5).transitionDuration).toBe('0ms');
  });
});
