import { describe, expect, it, vi } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import { createAddOnRegistry } from './addons.ts';
import { fetchModalSettings } from './backend.ts';
import { loadModule } from './load-module.ts';
import { ModuleLoadError } from './transport.ts';

const base = 'https://site.test/page/';

/** A fetch that answers from a table of `METHOD url-prefix` → [status, body]; records every call. */
function fakeFetch(routes: Record<string, [number, string] | (() => never)>) {
  const calls: { method: string; url: string; body: string }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? String(init.body) : '' });
    const hit = Object.entries(routes).find(([key]) => {
      const [m, prefix] = key.split(' ') as [string, string];
      return m === method && url.startsWith(prefix);
    });
    if (!hit) return new Response('Not found', { status: 404 });
    const answer = hit[1];
    if (typeof answer === 'function') answer();
    const [status, body] = answer as [number, string];
    return new Response(body, { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const log = () => ({ log: vi.fn(), warn: vi.fn(), error: vi.fn() });

const slide = (key: string, layers: unknown) => ({ id: key, slide: { id: key, order: Number(key), title: `S${key}` }, layers });
const text = (id: string) => ({ id, type: 'text', content: { text: `Layer ${id}` } });
const reply = {
  success: true,
  id: 12,
  alias: 'hero',
  settings: { title: 'Hero', type: 'standard' },
  slides: { 1: slide('1', { a: text('a') }), 2: slide('2', []) },
  addOns: { typewriter: { js: ['/addons/tw.js'] } },
};

describe('loadModule', () => {
  it('loads an inline object and JSON text as they are', async () => {
    const deps = { fetch: fakeFetch({}).fetch, base, endpoints: {}, log: log() };
    const json = { settings: { alias: 'x' }, slides: {} };
    expect((await loadModule(json, deps)).json).toBe(json);
    expect((await loadModule(' {"settings":{"alias":"y"},"slides":{}} ', deps)).json).toEqual({ settings: { alias: 'y' }, slides: {} });
  });

  it('fetches a .json URL, repairs a damaged file and resolves media against it', async () => {
    const { fetch, calls } = fakeFetch({ 'GET https://site.test/m/': [200, 'Notice: x\n{"settings":{"alias":"m"},"slides":{},}'] });
    const loaded = await loadModule('../m/hero.json', { fetch, base, endpoints: {}, log: log() });
    expect(calls[0]?.url).toBe('https://site.test/m/hero.json');
    expect(loaded.base).toBe('https://site.test/m/hero.json');
    expect(loaded.json).toEqual({ settings: { alias: 'm' }, slides: {} });
    expect(loaded.origin).toEqual({ alias: 'm', id: undefined });
  });

  it('names the URL and status when a .json file is missing', async () => {
    const deps = { fetch: fakeFetch({}).fetch, base, endpoints: {}, log: log() };
    await expect(loadModule('/nope.json', deps)).rejects.toThrow('Module https://site.test/nope.json could not be loaded: HTTP 404');
  });

  it('fetches get_full_slider_object over REST by alias; a full reply\'s [] layers are "no layers", not lazy', async () => {
    const { fetch, calls } = fakeFetch({ 'GET https://site.test/wp-json/sliderrevolution/sliders/hero': [200, JSON.stringify(reply)] });
    const loaded = await loadModule({ remote: true, alias: 'hero' }, { fetch, base, endpoints: { restUrl: '/wp-json/' }, log: log() });
    expect(calls.map((c) => c.url)).toEqual(['https://site.test/wp-json/sliderrevolution/sliders/hero?srengine=7&alias=true']);
    expect(loaded.json.settings).toEqual({ title: 'Hero', type: 'standard', alias: 'hero' });
    const model = normalizeModule(loaded.json);
    expect(model.slides.map((s) => [s.key, s.lazy, s.layers.length])).toEqual([
      ['1', false, 1],
      ['2', false, 0],
    ]);
    expect(loaded.addOns).toEqual([{ handle: 'typewriter', js: ['https://site.test/addons/tw.js'], css: [] }]);
  });

  it('cuts an html id to the db id and falls back to admin-ajax when REST cannot be reached', async () => {
    const { fetch, calls } = fakeFetch({
      'GET https://site.test/wp-json/': () => {
        throw new TypeError('Failed to fetch');
      },
      'POST https://site.test/wp-admin/admin-ajax.php': [200, JSON.stringify(reply) + '0'],
    });
    const logger = log();
    const loaded = await loadModule({ remote: true, id: 'SR7_12_1' }, { fetch, base, endpoints: { restUrl: '/wp-json/', ajaxUrl: '/wp-admin/admin-ajax.php' }, log: logger });
    expect(calls[0]?.url).toBe('https://site.test/wp-json/sliderrevolution/sliders/12?srengine=7');
    const form = new URLSearchParams(calls[1]?.body);
    expect([form.get('action'), form.get('client_action'), form.get('version'), JSON.parse(form.get('data') ?? '')]).toEqual([
      'revslider_ajax_call_front',
      'get_full_slider_object',
      '7',
      { version: 7, id: '12' },
    ]);
    expect(loaded.json.id).toBe(12);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('over REST failed (Failed to fetch); trying admin-ajax'));
  });

  it('success false logs SPEC §8\'s line and rejects quietly (reported)', async () => {
    const { fetch } = fakeFetch({ 'GET https://site.test/wp-json/': [404, '{"success":false,"message":"Slider not found"}'] });
    const logger = log();
    const error = await loadModule({ remote: true, alias: 'gone' }, { fetch, base, endpoints: { restUrl: '/wp-json/' }, log: logger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect((error as ModuleLoadError).reported).toBe(true);
    expect(logger.log).toHaveBeenCalledWith('[strata] Module "gone" could not be loaded from the database (Slider not found)');
  });

  it('a REST root of a site without pretty permalinks keeps its query', async () => {
    const { fetch, calls } = fakeFetch({ 'GET https://site.test/index.php': [200, JSON.stringify(reply)] });
    await loadModule({ remote: true, id: 12 }, { fetch, base, endpoints: { restUrl: '/index.php?rest_route=/' }, log: log() });
    expect(calls[0]?.url).toBe('https://site.test/index.php?rest_route=/sliderrevolution/sliders/12&srengine=7');
  });

  it('registers add-ons with the page registry; ready settles when they loaded', async () => {
    const { fetch } = fakeFetch({ 'GET https://site.test/wp-json/': [200, JSON.stringify(reply)] });
    const scripts: string[] = [];
    const addOns = createAddOnRegistry({ loadScript: async (u) => void scripts.push(u), loadStyle: async () => {} });
    const deps = { fetch, base, endpoints: { restUrl: '/wp-json/' }, log: log(), addOns };
    await (await loadModule({ remote: true, alias: 'hero' }, deps)).ready;
    await (await loadModule({ remote: true, alias: 'hero' }, deps)).ready;
    expect(scripts).toEqual(['https://site.test/addons/tw.js']);
  });

  it('refuses things that are not modules with a clear message', async () => {
    const deps = { fetch: fakeFetch({}).fetch, base, endpoints: {}, log: log() };
    await expect(loadModule('[1,2]', deps)).rejects.toThrow('module: expected an SR7 module object, got a list');
    await expect(loadModule({ remote: true }, { ...deps, endpoints: { restUrl: '/wp-json/' } })).rejects.toThrow('an id or an alias is required');
    await expect(loadModule({ remote: true, alias: 'a' }, deps)).rejects.toThrow('no backend address');
  });
});

describe('fetchModalSettings', () => {
  it('asks the modal route and returns its settings', async () => {
    const { fetch, calls } = fakeFetch({ 'GET https://site.test/wp-json/sliderrevolution/sliders/modal/': [200, '{"success":true,"id":3,"sp":500,"bg":"transparent","pS":true,"h":"left","v":"top"}'] });
    const settings = await fetchModalSettings({ alias: 'promo' }, { fetch, base, endpoints: { restUrl: '/wp-json/' }, log: log() });
    expect(calls[0]?.url).toBe('https://site.test/wp-json/sliderrevolution/sliders/modal/promo?srengine=7&alias=true');
    expect(settings).toMatchObject({ id: 3, sp: 500, bg: 'transparent', pS: true, h: 'left', v: 'top' });
  });
});
