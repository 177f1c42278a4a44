import { PRESETS, RANDOM_SETS, type RandomSet } from './presets.ts';

/** SPEC §5: the random-preset lookup gives up after depth 10. */
const MAX_DEPTH = 10;
const FALLBACK = 'fade';

function setFor(name: string): RandomSet {
  // Legacy `rnd:true, rndmain:<main>` arrives as `rnd:<main>`; the old `random` name means all.
  if (name.startsWith('rnd:')) {
    const main = name.slice(4);
    return { main: main === 'basic' || main === 'columns' || main === 'rows' || main === 'boxes' ? main : 'all', subs: [] };
  }
  return RANDOM_SETS[name] ?? { main: 'all', subs: [] };
}

/** The preset names a random set draws from (SR7's random sets, TRANSITIONS.md "random"). */
export function randomCandidates(name: string): string[] {
  const set = setFor(name);
  return Object.entries(PRESETS)
    .filter(([, preset]) => (set.main === 'all' || preset.main === set.main) && (set.subs.length === 0 || set.subs.includes(preset.sub)))
    .map(([key]) => key);
}

/**
 * Draws a preset from a random set. SR7 redraws when it lands on something unusable (another random
 * entry, the no-transition) and gives up after 10 tries with a plain fade.
 */
export function pickRandomPreset(name: string, random: () => number): string {
  const candidates = randomCandidates(name);
  for (let depth = 0; depth < MAX_DEPTH && candidates.length > 0; depth++) {
    const pick = candidates[Math.floor(random() * candidates.length)];
    if (pick && pick !== 'notransition' && PRESETS[pick]) return pick;
  }
  return FALLBACK;
}
