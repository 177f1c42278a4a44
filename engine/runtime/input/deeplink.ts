import type { ModuleModel, SlideModel } from '../../model/types.ts';

/** What deep linking reads of the module: whether it writes its hash, and the slides' deepLinks. */
export type DeepLinkModel = Pick<ModuleModel, 'deepLinkOut' | 'slides'>;

/** SPEC §2: a hash number above this is treated as slide 0. */
export const HASH_NUMBER_LIMIT = 50;

/** Deep linking is on for a module that writes its hash (SR7 `browser.useURLDeeplink`) or names any slide's deepLink. */
export function deepLinking(model: DeepLinkModel): boolean {
  return model.deepLinkOut || model.slides.some((slide) => slide.deepLink !== '');
}

/**
 * The slide (index) a URL hash names, or null (SPEC §2): a slide whose deepLink equals the hash; else, on a module
 * with deep linking, a 1-based slide number, where a number above 50 means slide 0.
 */
export function hashToIndex(hash: string, model: DeepLinkModel, slides: readonly SlideModel[] = model.slides): number | null {
  const text = hash.replace(/^#/, '').trim();
  if (text === '') return null;
  const byLink = slides.findIndex((slide) => slide.deepLink !== '' && slide.deepLink === text);
  if (byLink >= 0) return byLink;
  if (!deepLinking(model) || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  if (n > HASH_NUMBER_LIMIT || n === 0) return 0;
  return n <= slides.length ? n - 1 : null;
}

/**
 * The hash a slide writes when deep linking out: its deepLink, else its 1-based number so the link reads back to
 * the same slide — except past 50, which would read back as slide 0 (then '' : no hash).
 */
export function slideHash(slide: SlideModel, index: number): string {
  if (slide.deepLink) return slide.deepLink;
  return index + 1 <= HASH_NUMBER_LIMIT ? String(index + 1) : '';
}
