/**
 * The theme's decorative particles (`.particle-js-animation`, BEHAVIOURS §6 "Particles"; SPEC §9 "30 decorative
 * particles with 5 colours"): not particles.js, but 30 `.ball` divs, each drifting with a Web Animation. The
 * random source is injected so the layout is testable.
 */

export const PARTICLE_COUNT = 30;
export const PARTICLE_COLORS = ['#f1c40f', '#74b9ff', '#9b59b6', '#2ecc71', '#6c5ce7'] as const;

export interface ParticleSpec {
  color: string;
  /** Position in the host, 0–99 %. */
  leftPercent: number;
  topPercent: number;
  /** 0–1. */
  scale: number;
  /** Diameter, 0–10 px. */
  sizePx: number;
  /** Where the drift ends: x ±11 rem (alternating sign), y 0–12 rem. */
  driftXRem: number;
  driftYRem: number;
  /** (1..2) × 2000 ms. */
  durationMs: number;
}

export function createParticleSpecs(random: () => number, count = PARTICLE_COUNT): ParticleSpec[] {
  if (!Number.isInteger(count) || count < 0) throw new Error(`Particles: count must be a whole number ≥ 0, got ${count}`);
  return Array.from({ length: count }, (_, i) => ({
    color: PARTICLE_COLORS[Math.floor(random() * PARTICLE_COLORS.length)] ?? PARTICLE_COLORS[0],
    leftPercent: Math.floor(random() * 100),
    topPercent: Math.floor(random() * 100),
    scale: random(),
    sizePx: random() * 10,
    driftXRem: random() * (i % 2 === 0 ? -11 : 11),
    driftYRem: random() * 12,
    durationMs: (random() + 1) * 2000,
  }));
}

export function particleKeyframes(p: ParticleSpec): Keyframe[] {
  return [{ transform: 'translate(0, 0)' }, { transform: `translate(${p.driftXRem}rem, ${p.driftYRem}rem)` }];
}

export function particleTiming(p: ParticleSpec): KeyframeAnimationOptions {
  return { duration: p.durationMs, direction: 'alternate', fill: 'both', iterations: Infinity, easing: 'ease-in-out' };
}
