/**
 * mulberry32: a tiny seeded PRNG for the places that need the same "random" twice — the gallery's seeks
 * (the same random cells on every seek), and tests and fuzzers that must repeat exactly.
 * @example resolveTransition(slide, model, { random: seededRandom(7) })
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
