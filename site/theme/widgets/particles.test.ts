import { describe, expect, it } from 'vitest';
import { createParticleSpecs, PARTICLE_COLORS, particleKeyframes, particleTiming } from './particles.ts';

/** A repeatable sequence of "random" numbers. */
function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

describe('createParticleSpecs', () => {
  it('makes 30 particles in the 5 theme colours by default', () => {
    const specs = createParticleSpecs(Math.random);
    expect(specs).toHaveLength(30);
    expect(PARTICLE_COLORS).toEqual(['#f1c40f', '#74b9ff', '#9b59b6', '#2ecc71', '#6c5ce7']);
    for (const p of specs) {
      expect(PARTICLE_COLORS).toContain(p.color);
      expect(p.leftPercent).toBeGreaterThanOrEqual(0);
      expect(p.leftPercent).toBeLessThanOrEqual(99);
      expect(p.sizePx).toBeLessThan(10);
      expect(p.durationMs).toBeGreaterThanOrEqual(2000);
      expect(p.durationMs).toBeLessThan(4000);
    }
  });

  it('draws each value from the injected random source in order', () => {
    // Order per particle: colour, left, top, scale, size, drift x, drift y, duration.
    const [first, second] = createParticleSpecs(sequence([0.5, 0.25, 0.999, 0.4, 0.3, 0.5, 0.5, 0.5]), 2);
    expect(first).toEqual({ color: '#9b59b6', leftPercent: 25, topPercent: 99, scale: 0.4, sizePx: 3, driftXRem: -5.5, driftYRem: 6, durationMs: 3000 });
    expect(second!.driftXRem).toBe(5.5); // odd particles drift the other way
  });

  it('names a bad count', () => {
    expect(() => createParticleSpecs(Math.random, -1)).toThrow('Particles: count must be a whole number ≥ 0, got -1');
  });
});

describe('particle animation', () => {
  it('translates there and back forever, ease-in-out', () => {
    const [p] = createParticleSpecs(sequence([0, 0, 0, 0, 0, 1, 0.5, 0]), 1);
    expect(particleKeyframes(p!)).toEqual([{ transform: 'translate(0, 0)' }, { transform: 'translate(-11rem, 6rem)' }]);
    expect(particleTiming(p!)).toEqual({ duration: 2000, direction: 'alternate', fill: 'both', iterations: Infinity, easing: 'ease-in-out' });
  });
});
