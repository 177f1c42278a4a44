/**
 * SPEC §9 "Fade easing power3.out": SR7 fades its modal underlay (and the module with it) in and out with gsap's
 * `power3.out` (sr7.js SR7.F.modal.underlay). Our modal fades are CSS transitions, so the curve is written as the
 * cubic Bézier that follows power3.out, 1 − (1 − t)⁴, to within 0.02 (fade-ease.test.ts measures it).
 */
import type { CSSProperties } from 'react';

export const FADE_EASE_CSS = 'cubic-bezier(0.25, 1, 0.5, 1)';

/** gsap's power3.out (a quartic ease-out), for comparison with FADE_EASE_CSS. */
export function power3Out(t: number): number {
  return 1 - (1 - t) ** 4;
}

/** The transition of a modal fade lasting `ms` (SPEC §3 modal speed, default 1000 ms). */
export function fadeTransition(ms: number): Pick<CSSProperties, 'transitionDuration' | 'transitionTimingFunction'> {
  return { transitionDuration: `${Math.max(0, ms)}ms`, transitionTimingFunction: FADE_EASE_CSS };
}
