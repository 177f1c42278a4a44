/**
 * The rarer ease curves (anim/ease-curves.ts) as the slider loads them (issue 18: not in a first paint that needs
 * none): before a first slide that plays one, and after every first slide shows — a later slide, a hover, a
 * transition or the carousel may name one, and the modules read later are not known yet. Once per page.
 */
import { installRareEases, isRareEase } from '../anim/eases.ts';
import type { SlideModel } from '../model/types.ts';
import { chunkFailureMessage } from '../load/lazy-chunk.ts';
import { lateCode } from './late-unit.ts';

const CURVES = lateCode('ease curves', () => import('../anim/ease-curves.ts').then((code) => installRareEases(code.RARE_EASES)));

/** Loads the rarer curves once per page; a failed load is named on `log` and tried again by the next call (the default curve plays meanwhile). */
export const loadRareEases = (log?: Pick<Console, 'error'>): Promise<void> =>
  CURVES.load().catch((error: unknown) => log?.error(`${chunkFailureMessage('ease curves', error)}; the default curve plays for them`));

/**
 * Whether any of these slides names a rarer ease anywhere in its model: a frame's `e`, a hover's, a scroll effect's,
 * a Ken Burns frame's `ease`.
 */
export function slidesUseRareEase(slides: readonly SlideModel[]): boolean {
  const seen = new Set<object>();
  const walk = (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return false;
    seen.add(value);
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' ? (key === 'e' || key === 'ease') && isRareEase(item) : walk(item)) return true;
    }
    return false;
  };
  return slides.some(walk);
}
