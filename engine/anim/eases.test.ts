import { beforeAll, describe, expect, it } from 'vitest';
import { gsap } from 'gsap';
import { SlowMo } from 'gsap/EasePack';
import { EASE_NAMES, isKnownEase, resolveEase } from './eases.ts';

const TS = [0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9];
const sample = (f: (t: number) => number) => TS.map((t) => f(t));
const gsapSample = (name: string) => sample(gsap.parseEase(name));

/** Where the curve first reaches ≥ 0.999, scanning in small steps. */
function firstImpact(f: (t: number) => number): number {
  for (let t = 0; t <= 1; t += 1e-4) if (f(t) >= 0.999) return t;
  return 1;
}
/** Lowest value after the first impact: how deep the first rebound goes. */
function reboundMin(f: (t: number) => number): number {
  let min = 1;
  for (let t = firstImpact(f); t <= 1; t += 1e-4) min = Math.min(min, f(t));
  return min;
}

describe('resolveEase: gsap names', () => {
  it.each(['power2.inOut', 'back.out', 'expo.inOut', 'circ.in', 'sine.inOut', 'elastic.out', 'bounce.in', 'none', 'linear', 'power0.inOut'])(
    '%s matches gsap.parseEase',
    (name) => {
      expect(sample(resolveEase(name))).toEqual(gsapSample(name));
      expect(isKnownEase(name)).toBe(true);
    },
  );

  // Our own table (no gsap at runtime) against gsap 3 itself, bit for bit: every family, variant and parameter form.
  it.each([
    'power4.in', 'quad.inOut', 'cubic.out', 'quart.in', 'quint.inOut', 'strong.out', 'power2', 'power1.out', 'expo.out', 'expo.in',
    'circ.inOut', 'sine.out', 'sine.in', 'bounce.inOut', 'bounce.out', 'back.in', 'back.inOut(2)', 'elastic.in', 'elastic.inOut',
    'elastic.out(1.2, 0.4)', 'elastic.in(0.5, 0.3)', 'elastic', 'back', 'steps(5)', 'steps(1)', 'linear.in', 'linear.inOut',
  ])('%s is gsap core\'s curve', (name) => {
    expect(sample(resolveEase(name))).toEqual(gsapSample(name));
  });

  // EasePack's SlowMo ("slow", SR7's ease list; the putnam export's planets rise on it).
  // registerPlugin skips it (an anonymous function has no plugin name): EasePack's own hook registers "slow".
  beforeAll(() => (SlowMo as unknown as { register(core: typeof gsap): void }).register(gsap));
  it.each([['slow', 'slow'], ['slow(0.5, 0.8)', 'slow(0.5, 0.8)'], ['slow(0.7, 0.7, true)', 'slow(0.7, 0.7, true)'], ['SlowMo.ease', 'slow']])('%s is gsap EasePack\'s curve', (name, gsapName) => {
    expect(sample(resolveEase(name))).toEqual(gsapSample(gsapName));
    expect(isKnownEase(name)).toBe(true);
  });

  it.each([
    ['Power3.easeOut', 'power3.out'],
    ['Power2.easeInOut', 'power2.inOut'],
    ['Linear.easeNone', 'none'],
    ['Back.easeOut', 'back.out'],
    ['Expo.easeInOut', 'expo.inOut'],
    ['Bounce.easeOut', 'bounce.out'],
    ['Sine.easeIn', 'sine.in'],
  ])('legacy %s equals %s', (legacy, modern) => {
    expect(sample(resolveEase(legacy))).toEqual(gsapSample(modern));
  });

  it.each([
    ['power3.Out', 'power3.out'],
    ['POWER2.INOUT', 'power2.inOut'],
    ['power2.inout', 'power2.inOut'],
    ['Circ.In', 'circ.in'],
    ['Back.out(3)', 'back.out(3)'],
  ])('case variant %s equals %s', (variant, modern) => {
    expect(sample(resolveEase(variant))).toEqual(gsapSample(modern));
    expect(isKnownEase(variant)).toBe(true);
  });

  it('power3.Out is not the fallback', () => {
    // gsap's power3.out is 1 - (1 - t)^4; power2.inOut (the fallback) gives 0.5 here.
    expect(resolveEase('power3.Out')(0.5)).toBeCloseTo(0.9375, 10);
  });

  it('clamps t and pins the ends', () => {
    const f = resolveEase('circ.in');
    expect(Object.is(f(0), 0)).toBe(true); // gsap's circ.in(0) is -0
    expect(f(-1)).toBe(0);
    expect(f(Number.NaN)).toBe(0);
    expect(f(2)).toBe(1);
    expect(resolveEase('elastic.out')(1)).toBe(1);
  });
});

describe('resolveEase: fallback', () => {
  it.each(['', 'foo.bar', undefined, null, '   ', 'power2.sideways', '((('])('%j falls back without throwing', (name) => {
    expect(() => resolveEase(name)).not.toThrow();
    expect(sample(resolveEase(name))).toEqual(gsapSample('power2.inOut'));
    expect(isKnownEase(name)).toBe(false);
  });

  it('uses the given fallback, and "default" means the fallback', () => {
    expect(sample(resolveEase('nope', 'expo.out'))).toEqual(gsapSample('expo.out'));
    expect(sample(resolveEase('default', 'Sine.easeIn'))).toEqual(gsapSample('sine.in'));
    expect(sample(resolveEase('nope', 'also-nope'))).toEqual(gsapSample('power2.inOut'));
  });

  it('caches resolved functions', () => {
    expect(resolveEase('power4.out')).toBe(resolveEase('power4.out'));
  });
});

describe('resolveEase: SR7 custom eases', () => {
  it('exports the custom names', () => {
    expect([...EASE_NAMES].sort()).toEqual(['bounceextrem', 'bouncelite', 'bouncesolid', 'bouncestrong', 'late', 'late2', 'late3']);
  });

  it.each([
    ['late', 0.25],
    ['late2', 0.5],
    ['late3', 0.75],
  ])('%s stays 0 until %d, then rises to 1', (name, start) => {
    const f = resolveEase(name);
    expect(isKnownEase(name)).toBe(true);
    for (let t = 0; t <= start; t += 0.01) expect(f(t)).toBe(0);
    let prev = 0;
    for (let t = start + 0.01; t < 1; t += 0.01) {
      const v = f(t);
      expect(v).toBeGreaterThan(prev);
      prev = v;
    }
    expect(f(1)).toBe(1);
    // power2.out over the remaining span: halfway through it, 0.75.
    expect(f(start + (1 - start) / 2)).toBeCloseTo(0.75, 10);
  });

  const BOUNCES = ['BounceLite', 'BounceSolid', 'BounceStrong', 'BounceExtrem'];

  it.each(BOUNCES)('%s hits 1 early, then rebounds', (name) => {
    for (const n of [name, name.toLowerCase(), name.toUpperCase()]) {
      const f = resolveEase(n);
      expect(isKnownEase(n)).toBe(true);
      expect(f(0)).toBe(0);
      expect(f(1)).toBe(1);
      const hit = firstImpact(f);
      expect(hit).toBeLessThan(0.5);
      expect(reboundMin(f)).toBeLessThan(0.99);
      for (let t = 0; t <= 1; t += 0.001) expect(f(t)).toBeLessThanOrEqual(1);
      expect(f(0.999)).toBeGreaterThan(0.99);
    }
  });

  it('rebound depth grows with strength', () => {
    const depths = BOUNCES.map((n) => 1 - reboundMin(resolveEase(n)));
    for (let i = 1; i < depths.length; i++) expect(depths[i]).toBeGreaterThan(depths[i - 1] ?? 0);
    // restitution r gives a first rebound peak of r²
    expect(depths[0]).toBeCloseTo(0.09, 3);
    expect(depths[3]).toBeCloseTo(0.81, 3);
  });
});
