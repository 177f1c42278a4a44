import type { SlideModel } from '../model/types.ts';

/**
 * A navigation request (SPEC §2, FORMAT.md §3): relative `'+1'`/`'-1'`/`'+n'`, `'#key'`, a 0-based
 * index, or `'first' | 'last' | 'random'`.
 */
export type SlideRequest = number | string;

/**
 * Resolves a request to a slide index, or null when it names no slide. Relative, first/last and
 * random requests skip slides hidden from navigation (`hfn`); a key or an index addresses any slide.
 */
export function resolveRequest(
  request: SlideRequest,
  slides: readonly SlideModel[],
  current: number,
  random: () => number,
): number | null {
  const count = slides.length;
  if (count === 0) return null;
  const navigable = slides.map((slide, index) => (slide.slideshow.hfn ? -1 : index)).filter((i) => i >= 0);
  if (typeof request === 'number') return Number.isInteger(request) && request >= 0 && request < count ? request : null;

  const text = request.trim();
  if (text.startsWith('#')) {
    const index = slides.findIndex((slide) => slide.key === text.slice(1));
    return index >= 0 ? index : null;
  }
  if (navigable.length === 0) return null;
  if (text === 'first') return navigable[0] ?? null;
  if (text === 'last') return navigable[navigable.length - 1] ?? null;
  if (text === 'random') {
    const others = navigable.filter((i) => i !== current);
    if (others.length === 0) return current;
    return others[Math.min(others.length - 1, Math.floor(random() * others.length))] ?? null;
  }
  const relative = /^([+-])(\d+)$/.exec(text);
  if (relative) {
    const steps = Number(relative[2]) * (relative[1] === '-' ? -1 : 1);
    // Walk from the current slide's place among the navigable ones (or its nearest neighbour when
    // the current slide is itself hidden from navigation), wrapping around.
    let position = navigable.indexOf(current);
    if (position < 0) {
      const after = navigable.findIndex((i) => i > current);
      position = steps > 0 ? (after < 0 ? 0 : after) - 1 : after < 0 ? navigable.length : after;
    }
    const target = (((position + steps) % navigable.length) + navigable.length) % navigable.length;
    return navigable[target] ?? null;
  }
  if (/^\d+$/.test(text)) return resolveRequest(Number(text), slides, current, random);
  return null;
}
