import { describe, expect, it, vi } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import { createAddOnRegistry } from './addons.ts';
import { fetchModalSettings } from './backend.ts';
import { loadModule } from './load-module.ts';
import { ModuleLoadError } from './load-error.ts';

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

  it("loads a module kept under one key (a page's SR7.JSON copied whole) as that module, from where it says", async () => {
    const deps = { fetch: fakeFetch({}).fetch, base, endpoints: {}, log: log() };
    const inner = { id: 7, settings: { alias: 'kept' }, slides: { 1: slide('1', {}) } };
    const loaded = await loadModule({ SR7_7_1: inner }, deps);
    expect(loaded.json).toBe(inner);
    expect(loaded.origin).toEqual({ alias: 'kept', id: 7 });
    expect(loaded.diagnostics.map((d) => [d.path, d.used])).toEqual([['module', 'module["SR7_7_1"]']]);
    expect(normalizeModule(loaded.json, { diagnostics: loaded.diagnostics }).diagnostics.map((d) => d.path)).toEqual(['module']);
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

  it('by alias over admin-ajax: the payload names the alias with forcealias; success 0 or "0" is a failure too', async () => {
    const ajax = { restUrl: '/wp-json/', ajaxUrl: '/wp-admin/admin-ajax.php' };
    const unreachable = () => {
      throw new TypeError('Failed to fetch');
    };
    const { fetch, calls } = fakeFetch({ 'GET https://site.test/wp-json/': unreachable, 'POST https://site.test/wp-admin/admin-ajax.php': [200, JSON.stringify(reply)] });
    await loadModule({ remote: true, alias: 'hero' }, { fetch, base, endpoints: ajax, log: log() });
    expect(JSON.parse(new URLSearchParams(calls[1]?.body).get('data') ?? '')).toEqual({ version: 7, alias: 'hero', forcealias: 'hero' });
    for (const success of [0, '0']) {
      const failing = fakeFetch({ 'GET https://site.test/wp-json/': [200, JSON.stringify({ success, message: 'Slider not found' })] });
      const logger = log();
      const error = await loadModule({ remote: true, alias: 'gone' }, { fetch: failing.fetch, base, endpoints: ajax, log: logger }).catch((e: unknown) => e);
      expect((error as ModuleLoadError).reported).toBe(true);
      expect(logger.log).toHaveBeenCalledWith('[strata] Module "gone" could not be loaded from the database (Slider not found)');
    }
  });

  it('a REST root of a site without pretty permalinks keeps its query', async () => {
    const { fetch, calls } = fakeFetch({ 'GET https://site.test/index.php': [200, JSON.stringify(reply)] });
    await loadModule({ remote: true, id: 12 }, { fetch, base, endpoints: { restUrl: '/index.php?rest_route=/' }, log: log() });
    expect(calls[0]?.url).toBe('https://site.test/index.php?rest_route=/sliderrevolution/sliders/12&srengine=7');
  });

  it('add-ons named by a script path, as real exports write them, load nothing and ask the page registry for nothing', async () => {
    const exported = { ...reply, addOns: { transitionpack: 'revslider-transitionpack-addon/public/js/transitionpack.js', tpackURL: './revslider-transitionpack-addon/' } };
    const { fetch } = fakeFetch({ 'GET https://site.test/wp-json/': [200, JSON.stringify(exported)] });
    const required: unknown[] = [];
    const addOns = { require: async (list: unknown) => void required.push(list), handles: () => [] };
    const loaded = await loadModule({ remote: true, alias: 'hero' }, { fetch, base, endpoints: { restUrl: '/wp-json/' }, log: log(), addOns, addOnOrigins: ['https://site.test'] });
    await loaded.ready;
    expect(loaded.addOns).toEqual([]);
    expect(required).toEqual([]);
  });

  it('registers add-ons with the page registry; ready settles when they loaded', async () => {
    const { fetch } = fakeFetch({ 'GET https://site.test/wp-json/': [200, JSON.stringify(reply)] });
    const scripts: string[] = [];
    const addOns = createAddOnRegistry({ loadScript: async (u) => void scripts.push(u), loadStyle: async () => {} });
    const deps = { fetch, base, endpoints: { restUrl: '/wp-json/' }, log: log(), addOns, addOnOrigins: ['https://site.test'] };
    await (await loadModule({ remote: true, alias: 'hero' }, deps)).ready;
    await (await loadModule({ remote: true, alias: 'hero' }, deps)).ready;
    expect(scripts).toEqual(['https://site.test/addons/tw.js']);
  });

  describe('add-on scripts run only where the page vouches for them (issue 19)', () => {
    const named = (js: string[]) => ({ settings: { alias: 'hero' }, slides: reply.slides, addOns: { x: { js, css: ['x.css'] } } });
    const page = () => {
      const loaded: string[] = [];
      const addOns = createAddOnRegistry({ loadScript: async (u) => void loaded.push(u), loadStyle: async (u) => void loaded.push(u) });
      return { loaded, addOns, log: log() };
    };

    it('an inline module of the page loads its own origin\'s add-ons, and those of origins the page allows', async () => {
      const { loaded, addOns, log } = page();
      const deps = { fetch: fakeFetch({}).fetch, base, endpoints: {}, log, addOns, addOnOrigins: ['https://site.test', 'https://cdn.allowed'] };
      await (await loadModule(named(['/a/x.js', 'https://cdn.allowed/x.js', 'https://evil.example/x.js']), deps)).ready;
      expect(loaded).toEqual(['https://site.test/page/x.css', 'https://site.test/a/x.js', 'https://cdn.allowed/x.js']);
      expect(log.warn).toHaveBeenCalledWith('[strata] add-on x: https://evil.example/x.js not loaded: https://evil.example is not an allowed add-on origin (strataConfig.addOnOrigins)');
    });

    it('a module the visitor pasted or dropped loads none, even from the page\'s own origin', async () => {
      const { loaded, addOns, log } = page();
      const deps = { fetch: fakeFetch({}).fetch, base, endpoints: {}, log, addOns, addOnOrigins: ['https://site.test'], untrusted: true };
      await (await loadModule(JSON.stringify(named(['/a/x.js'])), deps)).ready;
      expect(loaded).toEqual([]);
      expect(log.warn).toHaveBeenCalledWith('[strata] add-on x: https://site.test/a/x.js not loaded: the module came from the visitor');
    });

    it('a module fetched from another origin loads none, even scripts of the page\'s own origin', async () => {
      const { loaded, addOns, log } = page();
      const { fetch } = fakeFetch({ 'GET https://evil.example/m.json': [200, JSON.stringify(named(['https://site.test/a/x.js']))] });
      const deps = { fetch, base, endpoints: {}, log, addOns, addOnOrigins: ['https://site.test'] };
      await (await loadModule('https://evil.example/m.json', deps)).ready;
      expect(loaded).toEqual([]);
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('not loaded: the module came from https://evil.example, not from an allowed origin'));
      // The same file on the page's own origin loads them.
      const own = fakeFetch({ 'GET https://site.test/m.json': [200, JSON.stringify(named(['/a/x.js']))] });
      await (await loadModule('/m.json', { ...deps, fetch: own.fetch })).ready;
      expect(loaded).toEqual(['https://site.test/x.css', 'https://site.test/a/x.js']);
    });

    it('without allowed origins nothing loads (a caller that set no policy)', async () => {
      const { loaded, addOns, log } = page();
      await (await loadModule(named(['/a/x.js']), { fetch: fakeFetch({}).fetch, base, endpoints: {}, log, addOns })).ready;
      expect(loaded).toEqual([]);
    });
  });

  it('refuses things that are not modules with a clear message', async () => {
    const deps = { fetch: fakeFetch({}).fetch, base, endpoints: {}, log: log() };
    await expect(loadModule('[1,2]', deps)).rejects.toThrow('module: expected an SR7 module object, got a list');
    await expect(loadModule({ remote: true }, { ...deps, endpoints: { restUrl: '/wp-json/' } })).rejects.toThrow('an id or an alias is required');
    await expect(loadModule({ remote: true, alias: 'a' }, deps)).rejects.toThrow('no backend address');
  });
});

/** A post feed module whose template slide shows the item title. */
function feedModule(source: Record<string, unknown>) {
  return {
    id: 77,
    settings: { alias: 'akis', type: 'standard', source },
    slides: { tpl: { id: 'tpl', slide: { id: 'tpl', order: 1, title: 'Şablon' }, layers: { 1: { id: 1, type: 'text', content: { text: 'Şablon {{title}}' } } } } },
  };
}
const feedItem = (n: number, extra: Record<string, unknown> = {}) => ({ id: String(n), title: `Yazı ${n}`, link: `https://site.test/yazi/${n}`, ...extra });
/** The source slide a feed item asks for: its one text layer says where it came from. */
const sourceSlide = (key: string, words: string) => ({ id: key, slide: { id: key, order: 1, title: `Kaynak ${key}` }, layers: { 9: { id: 9, type: 'text', content: { text: `${words} {{title}}` } } } });
const feedTexts = (json: Record<string, unknown>) =>
  Object.values(json.slides as Record<string, { layers: Record<string, { content: { text: string } }> }>).map((entry) => Object.values(entry.layers)[0]?.content.text);

describe('loadModule: feeds (SPEC §7 get_stream_data, get_full_slider_object for a feed item\'s source module)', () => {
  it('asks get_stream_data by the module db id, then fetches each source slide once with get_full_slider_object (REST and admin-ajax)', async () => {
    const stream = { success: true, data: [feedItem(1, { sourceModuleId: 12, sourceSlideId: '5' }), feedItem(2, { sourceModuleId: '12', sourceSlideId: '5' }), feedItem(3)] };
    const { fetch, calls } = fakeFetch({
      'GET https://site.test/wp-json/sliderrevolution/sliders/stream/': [200, JSON.stringify(stream)],
      'GET https://site.test/wp-json/sliderrevolution/sliders/12': () => {
        throw new TypeError('Failed to fetch');
      },
      'POST https://site.test/wp-admin/admin-ajax.php': [200, JSON.stringify({ success: true, slides: { 5: sourceSlide('5', 'Kaynak') } })],
    });
    const loaded = await loadModule(feedModule({ type: 'post', count: 8 }), { fetch, base, endpoints: { restUrl: '/wp-json/', ajaxUrl: '/wp-admin/admin-ajax.php' }, log: log() });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET https://site.test/wp-json/sliderrevolution/sliders/stream/77?srengine=7',
      'GET https://site.test/wp-json/sliderrevolution/sliders/12?srengine=7&slideid=5',
      'POST https://site.test/wp-admin/admin-ajax.php',
    ]);
    const form = new URLSearchParams(calls[2]?.body);
    expect([form.get('client_action'), form.get('version'), JSON.parse(form.get('data') ?? '')]).toEqual(['get_full_slider_object', '7', { version: 7, id: '12', slideid: '5' }]);
    expect(feedTexts(loaded.json)).toEqual(['Kaynak Yazı 1', 'Kaynak Yazı 2', 'Şablon Yazı 3']);
  });

  it('falls back to the module\'s own template slide when a source slide cannot be fetched, and says so', async () => {
    const stream = { success: true, data: [feedItem(1, { sourceModuleId: 12, sourceSlideId: '5' })] };
    const { fetch } = fakeFetch({
      'GET https://site.test/wp-json/sliderrevolution/sliders/stream/': [200, JSON.stringify(stream)],
      'GET https://site.test/wp-json/sliderrevolution/sliders/12': [200, '{"success":false,"message":"Slide \\"5\\" not found in slider \\"hero\\""}'],
    });
    const logger = log();
    const loaded = await loadModule(feedModule({ type: 'post' }), { fetch, base, endpoints: { restUrl: '/wp-json/' }, log: logger });
    expect(feedTexts(loaded.json)).toEqual(['Şablon Yazı 1']);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("feed item source slide 12/5: module \"12\" could not be loaded from the database"));
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("the module's own slide is used"));
  });

  it('sends the source engine as version: an SR6 source slide id is asked with version 6 and resolved through v6v7ids', async () => {
    const stream = { success: true, data: [feedItem(1, { sourceModuleId: 12, sourceSlideId: '7', sourceModuleEngine: '6' })] };
    // A backend that ignores slideid answers the whole module: SR6 slide 7 became SR7 slide 8; SR7 slide 7 is another one.
    const whole = { success: true, id: 12, slides: { 7: sourceSlide('7', 'Başka'), 8: sourceSlide('8', 'Taşınmış') }, v6v7ids: { n: { 7: 8 }, s: {} } };
    const forms: URLSearchParams[] = [];
    const ajax = (async (_input: string | URL | Request, init?: RequestInit) => {
      const form = new URLSearchParams(String(init?.body));
      forms.push(form);
      return new Response(JSON.stringify(form.get('client_action') === 'get_stream_data' ? stream : whole));
    }) as typeof globalThis.fetch;
    const loaded = await loadModule(feedModule({ type: 'post' }), { fetch: ajax, base, endpoints: { ajaxUrl: '/wp-admin/admin-ajax.php' }, log: log() });
    expect([forms[1]?.get('client_action'), forms[1]?.get('version'), JSON.parse(forms[1]?.get('data') ?? '')]).toEqual([
      'get_full_slider_object',
      '6',
      { version: 6, id: '12', slideid: '7' },
    ]);
    expect(feedTexts(loaded.json)).toEqual(['Taşınmış Yazı 1']);

    const rest = fakeFetch({
      'GET https://site.test/wp-json/sliderrevolution/sliders/stream/': [200, JSON.stringify(stream)],
      'GET https://site.test/wp-json/sliderrevolution/sliders/12': [200, JSON.stringify({ success: true, slides: { 8: sourceSlide('8', 'Taşınmış') }, v6v7ids: { n: { 7: 8 } } })],
    });
    const viaRest = await loadModule(feedModule({ type: 'post' }), { fetch: rest.fetch, base, endpoints: { restUrl: '/wp-json/' }, log: log() });
    expect(rest.calls[1]?.url).toBe('https://site.test/wp-json/sliderrevolution/sliders/12?srengine=6&slideid=7');
    expect(feedTexts(viaRest.json)).toEqual(['Taşınmış Yazı 1']);
  });

  it('get_stream_data: a wp-gallery asks by its source ids, other kinds by the db id, else the alias', async () => {
    const stream = JSON.stringify({ success: true, data: [feedItem(1)] });
    const asked = async (json: Record<string, unknown>) => {
      const { fetch, calls } = fakeFetch({ 'GET https://site.test/wp-json/': [200, stream] });
      await loadModule(json, { fetch, base, endpoints: { restUrl: '/wp-json/' }, log: log() });
      return calls.map((c) => c.url);
    };
    expect(await asked(feedModule({ type: 'wp-gallery', ids: '31, 32,33' }))).toEqual(['https://site.test/wp-json/sliderrevolution/sliders/stream/31%2C32%2C33?srengine=7']);
    expect(await asked(feedModule({ type: 'wp-gallery' }))).toEqual(['https://site.test/wp-json/sliderrevolution/sliders/stream/77?srengine=7']);
    const { id: _id, ...noId } = feedModule({ type: 'post' });
    expect(await asked({ ...noId, settings: { ...noId.settings, dbid: 41 } })).toEqual(['https://site.test/wp-json/sliderrevolution/sliders/stream/41?srengine=7']);
    expect(await asked(noId)).toEqual(['https://site.test/wp-json/sliderrevolution/sliders/stream/akis?srengine=7']);
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

describe('loadModule: addresses that are not URLs (issue 17 "a bad base URL")', () => {
  it('names the base URL when that is what does not parse, and the address when that is', async () => {
    const deps = (b: string) => ({ fetch: fakeFetch({}).fetch, base: b, endpoints: {}, log: log() });
    await expect(loadModule('/m/hero.json', deps('http://[broken'))).rejects.toThrow('the base URL "http://[broken" the module address "/m/hero.json" is read against is not a URL (baseUrl?)');
    await expect(loadModule('http://[broken/x.json', deps('https://site.test/'))).rejects.toThrow('module address "http://[broken/x.json" is not a URL');
  });
});
