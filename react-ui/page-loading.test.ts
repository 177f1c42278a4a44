import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CACHE_LIFETIME_S } from '../engine/index.ts';
import { SCRIPT_TIMEOUT_MS } from './page-addons.ts';
import { loadPageAddOns, pageAddOns, pageCacheLifetime, pageEndpoints } from './page-loading.ts';
import { pageFontBaseUrl } from './page-fonts.ts';

function page(config: { strataConfig?: unknown; SR7?: unknown; localStorage?: unknown }) {
  vi.stubGlobal('window', config);
}

afterEach(() => vi.unstubAllGlobals());

describe("the page's reply cache, opened at the first backend call", () => {
  it('opens one cache per lifetime; a cache whose code does not load is no cache, said once', async () => {
    page({ localStorage: new Map() });
    const { pageCache } = await import('./page-loading.ts');
    const cache = await pageCache(30)();
    expect(cache?.lifetime).toBe(30);
    expect(await pageCache(30)()).toBe(cache);

    vi.resetModules();
    vi.doMock('./page-reply-cache.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/page-reply-cache.js');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fresh = await import('./page-loading.ts');
    expect(await fresh.pageCache(30)()).toBeNull();
    expect(await fresh.pageCache(60)()).toBeNull();
    // One note (vitest wraps the factory's error in its own, so only the frame of the line is checked).
    expect(warn.mock.calls).toHaveLength(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[strata\] Loading chunk failed: reply-cache \(.+\); loading without the cache$/);
    warn.mockRestore();
    vi.doUnmock('./page-reply-cache.ts');
    vi.resetModules();
  });
});

describe('page config of the loaders', () => {
  it('cache lifetime: the prop, else window.strataConfig.cacheLifetime, else the default', () => {
    page({ strataConfig: { cacheLifetime: 30 } });
    expect(pageCacheLifetime(5)).toBe(5);
    expect(pageCacheLifetime(0)).toBe(0);
    expect(pageCacheLifetime()).toBe(30);
    page({});
    expect(pageCacheLifetime()).toBe(DEFAULT_CACHE_LIFETIME_S);
  });

  it('a lifetime that is not seconds is reported by name and the next one used', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page({ strataConfig: { cacheLifetime: '10 dakika' } });
    expect(pageCacheLifetime(-1)).toBe(DEFAULT_CACHE_LIFETIME_S);
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      "[strata] cacheLifetime: expected seconds (0 or more), got -1; using the page's lifetime",
      `[strata] strataConfig.cacheLifetime: expected seconds (0 or more), got "10 dakika"; using ${DEFAULT_CACHE_LIFETIME_S}`,
    ]);
    error.mockRestore();
  });

  it('font base: the prop, else strataConfig.fontBaseUrl, else SR7.E.fontBaseUrl, else none', () => {
    page({ strataConfig: { fontBaseUrl: '/fonts/' }, SR7: { E: { fontBaseUrl: 'https://fonts.googleapis.com/css2?family=' } } });
    expect(pageFontBaseUrl('/own/')).toBe('/own/');
    expect(pageFontBaseUrl('')).toBeNull();
    expect(pageFontBaseUrl()).toBe('/fonts/');
    page({ SR7: { E: { fontBaseUrl: ' https://fonts.googleapis.com/css2?family= ' } } });
    expect(pageFontBaseUrl()).toBe('https://fonts.googleapis.com/css2?family=');
    page({});
    expect(pageFontBaseUrl()).toBeNull();
  });

  it('backend addresses still come from SR7.E', () => {
    page({ SR7: { E: { resturl: '/index.php?rest_route=/' } } });
    expect(pageEndpoints()).toEqual({ restUrl: '/index.php?rest_route=/', ajaxUrl: '/wp-admin/admin-ajax.php' });
  });
});

/** The DOM the add-on loader touches: tags it creates (their listeners) and what it appends to <head>. */
function fakeDom() {
  const appended: { tag: string; url: string; fire(type: 'load' | 'error'): void }[] = [];
  vi.stubGlobal('window', { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (id: number) => clearTimeout(id) });
  vi.stubGlobal('document', {
    createElement(tag: string) {
      const listeners = new Map<string, () => void>();
      const element = { tag, src: '', href: '', rel: '', async: false, remove: vi.fn(), addEventListener: (type: string, fn: () => void) => listeners.set(type, fn) };
      return Object.assign(element, { fire: (type: string) => listeners.get(type)?.() });
    },
    head: { append: (el: { tag: string; src: string; href: string; fire(type: string): void }) => appended.push({ tag: el.tag, url: el.src || el.href, fire: el.fire }) },
  });
  return appended;
}

describe('add-on scripts and styles (pageAddOns)', () => {
  // Their code loads with the first module that names an add-on (engine/load/load-module.ts).
  beforeAll(() => loadPageAddOns());
  afterEach(() => vi.useRealTimers());

  it('an add-on script that has not loaded after 120 s fails, naming its address (SPEC §9 script load time-out)', async () => {
    vi.useFakeTimers();
    const appended = fakeDom();
    let outcome = 'pending';
    const ready = pageAddOns()
      .require([{ handle: 'typewriter', js: ['https://cdn.test/slow/typewriter.js'], css: [] }])
      .then(() => (outcome = 'loaded'), (error: Error) => (outcome = error.message));
    expect(appended.map((a) => `${a.tag} ${a.url}`)).toEqual(['script https://cdn.test/slow/typewriter.js']);
    expect(SCRIPT_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    expect(outcome).toBe('add-on typewriter: https://cdn.test/slow/typewriter.js failed to load (timed out)');
  });

  it('a script and a style that load in time settle the add-on and leave no timer behind', async () => {
    vi.useFakeTimers();
    const appended = fakeDom();
    const ready = pageAddOns().require([{ handle: 'particles', js: ['https://cdn.test/ok/particles.js'], css: ['https://cdn.test/ok/particles.css'] }]);
    expect(appended.map((a) => a.tag)).toEqual(['link', 'script']);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
    for (const tag of appended) tag.fire('load');
    await expect(ready).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});
