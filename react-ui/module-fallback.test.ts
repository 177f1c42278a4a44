import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../engine/index.ts';
import { fallbackAspect, missingBrowserFeatures, absoluteAddress } from './module-fallback.tsx';

type Win = Parameters<typeof missingBrowserFeatures>[0];

describe('fallbackURL helpers (SPEC §3 "General")', () => {
  const modern = { fetch() {}, ResizeObserver: class {}, CSS: { escape: (s: string) => s }, matchMedia() {}, structuredClone() {} };

  it('names each required feature the browser lacks, in a fixed order', () => {
    expect(missingBrowserFeatures(modern as unknown as Win)).toEqual([]);
    const old = { ...modern, ResizeObserver: undefined, CSS: {}, structuredClone: undefined };
    expect(missingBrowserFeatures(old as unknown as Win)).toEqual(['ResizeObserver', 'CSS.escape', 'structuredClone']);
  });

  it('resolves the fallback against the module base', () => {
    expect(absoluteAddress('../modules/assets/a.png', 'https://site.test/fixtures/test/fallback.json')).toBe('https://site.test/fixtures/modules/assets/a.png');
    expect(absoluteAddress(null, 'https://site.test/')).toBeNull();
    expect(absoluteAddress('x.png', 'not a base')).toBeNull();
  });

  it('keeps the module proportions of the level the window would use; full-height modules have none', () => {
    const model = normalizeModule({ settings: { size: { width: [1600, 1240, 1024, 778, 480], height: [400, 400, 500, 600, 700] } }, slides: { 1: { slide: { order: 1 }, layers: {} } } });
    expect(fallbackAspect(model.size, 1300)).toBe('1600 / 400');
    expect(fallbackAspect(model.size, 700)).toBe('778 / 600');
    expect(fallbackAspect(model.size, 400)).toBe('480 / 700');
    const tall = normalizeModule({ settings: { size: { fullHeight: true } }, slides: { 1: { slide: { order: 1 }, layers: {} } } });
    expect(fallbackAspect(tall.size, 1300)).toBeUndefined();
  });
});
