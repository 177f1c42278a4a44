/**
 * Seeded randomness for the fuzz tests (engine/model/normalize-errors.test.ts, e2e/render-fuzz.spec.ts): the same
 * cases on every run, so a failure names the case to replay. No test-runner imports: vitest and Playwright share it.
 */

/** Deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One element of `list`, drawn with `random`. */
export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
