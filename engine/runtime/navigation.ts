import type { SlideModel } from '../model/types.ts';

/**
 * A navigation request (SPEC §2, FORMAT.md §3): relative `'+1'`/`'-1'`/`'+n'`, `'#key'`, a 0-based
 * index, or `'first' | 'last' | 'random'`.
 */
export type SlideRequest = number | string;

/** A request read once (issue 18): what it asks for, whatever form it came in. */
export type ParsedRequest =
  | { readonly kind: 'index'; readonly index: number }
  | { readonly kind: 'key'; readonly key: string }
  | { readonly kind: 'edge'; readonly edge: 'first' | 'last' }
  | { readonly kind: 'random' }
  /** Relative: +n forward, -n back, across the slides shown in navigation. */
  | { readonly kind: 'step'; readonly steps: number }
  /** Names nothing a module can show (logged by the caller with the text). */
  | { readonly kind: 'invalid'; readonly text: string };

export function parseRequest(request: SlideRequest): ParsedRequest {
  if (typeof request === 'number') return Number.isInteger(request) && request >= 0 ? { kind: 'index', index: request } : { kind: 'invalid', text: String(request) };
  const text = request.trim();
  if (text.startsWith('#')) return { kind: 'key', key: text.slice(1) };
  if (text === 'first' || text === 'last') return { kind: 'edge', edge: text };
  if (text === 'random') return { kind: 'random' };
  const relative = /^([+-])(\d+)$/.exec(text);
  if (relative) return { kind: 'step', steps: Number(relative[2]) * (relative[1] === '-' ? -1 : 1) };
  if (/^\d+$/.test(text)) return { kind: 'index', index: Number(text) };
  return { kind: 'invalid', text };
}

/** Which way a request travels: a step says so; a jump is decided by comparing indexes. */
export const stepDirection = (parsed: ParsedRequest): 1 | -1 | undefined => (parsed.kind === 'step' ? (parsed.steps < 0 ? -1 : 1) : undefined);

/**
 * Resolves a request to a slide index, or null when it names no slide. Relative, first/last and
 * random requests skip slides hidden from navigation (`hfn`); a key or an index addresses any slide.
 */
export function resolveRequest(
  request: SlideRequest | ParsedRequest,
  slides: readonly SlideModel[],
  current: number,
  random: () => number,
): number | null {
  const parsed = typeof request === 'object' ? request : parseRequest(request);
  const count = slides.length;
  if (count === 0) return null;
  switch (parsed.kind) {
    case 'invalid':
      return null;
    case 'index':
      return parsed.index < count ? parsed.index : null;
    case 'key': {
      const index = slides.findIndex((slide) => slide.key === parsed.key);
      return index >= 0 ? index : null;
    }
    default:
      break;
  }
  const navigable = slides.map((slide, index) => (slide.slideshow.hfn ? -1 : index)).filter((i) => i >= 0);
  if (navigable.length === 0) return null;
  if (parsed.kind === 'edge') return (parsed.edge === 'first' ? navigable[0] : navigable[navigable.length - 1]) ?? null;
  if (parsed.kind === 'random') {
    const others = navigable.filter((i) => i !== current);
    if (others.length === 0) return current;
    return others[Math.min(others.length - 1, Math.floor(random() * others.length))] ?? null;
  }
  // Walk from the current slide's place among the navigable ones (or its nearest neighbour when
  // the current slide is itself hidden from navigation), wrapping around.
  const steps = parsed.steps;
  let position = navigable.indexOf(current);
  if (position < 0) {
    const after = navigable.findIndex((i) => i > current);
    position = steps > 0 ? (after < 0 ? 0 : after) - 1 : after < 0 ? navigable.length : after;
  }
  const target = (((position + steps) % navigable.length) + navigable.length) % navigable.length;
  return navigable[target] ?? null;
}
