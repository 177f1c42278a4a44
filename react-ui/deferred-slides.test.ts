import { describe, expect, it, vi } from 'vitest';
import { normalizeModuleDeferred, type SlideLoader, type SlideModel } from '../engine/index.ts';
import { deferredSlideLoader } from './deferred-slides.ts';

const slide = (key: string, order: number, layers: Record<string, unknown> = { t: { id: 't', type: 'text', content: { text: key } } }) => ({
  slide: { order },
  layers: { bg: { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color: '#000' } }, ...layers },
});
const wire = { settings: { alias: 'd' }, slides: { a: slide('a', 1), b: slide('b', 2), m: { slide: { order: 3 }, layers: [] } } };

describe('deferredSlideLoader', () => {
  it('reads deferred slides in the page and asks the backend only for MIX lazy ones', async () => {
    const { read } = normalizeModuleDeferred(wire);
    const fetched: string[][] = [];
    const fetcher: SlideLoader = { load: async (keys) => (fetched.push([...keys]), keys.map((key) => ({ key }) as SlideModel)) };
    const loader = deferredSlideLoader(read, fetcher, () => false, vi.fn())!;
    const slides = await loader.load(['b', 'm']);
    expect(slides.map((s) => [s.key, s.layers?.length])).toEqual([['b', 1], ['m', undefined]]);
    expect(fetched).toEqual([['m']]);
  });

  it('while the slider starts it reads at once; once it runs, after the next paint', async () => {
    const { read } = normalizeModuleDeferred(wire);
    let started = false;
    const loader = deferredSlideLoader(read, null, () => started, vi.fn())!;
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (fn: () => void) => frames.push(fn));
    try {
      expect((await loader.load(['b'])).map((s) => s.key)).toEqual(['b']);
      expect(frames).toHaveLength(0);
      started = true;
      let done = false;
      const pending = loader.load(['b']).then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(done).toBe(false);
      expect(frames).toHaveLength(1);
      frames[0]!();
      await pending;
      expect(done).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("keeps what it did not understand in the slides it read, after the backend's, for api.diagnostics()", async () => {
    const bad = { ...wire, slides: { ...wire.slides, b: slide('b', 2, { t: { id: 't', type: 'text', lh: ['\t'], content: { text: 'b' } } }) } };
    const { read } = normalizeModuleDeferred(bad);
    const logged = vi.fn();
    const late = [{ path: 'module.slides.m', expected: 'x', found: 1, used: null }];
    const loader = deferredSlideLoader(read, { load: async () => [], diagnostics: () => late }, () => false, logged)!;
    expect(loader.diagnostics!()).toEqual(late);
    await loader.load(['b']);
    expect(loader.diagnostics!().map((d) => d.path)).toEqual(['module.slides.b.layers.t.lh[0]', 'module.slides.m']);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('without deferred slides it is the backend fetcher (or none)', () => {
    const fetcher: SlideLoader = { load: async () => [] };
    expect(deferredSlideLoader(null, fetcher, () => true, vi.fn())).toBe(fetcher);
    expect(deferredSlideLoader(null, null, () => true, vi.fn())).toBeNull();
  });
});
