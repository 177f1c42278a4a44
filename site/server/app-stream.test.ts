import { describe, it, expect } from 'vitest';
import { form, makeSite, siteFactory, type TestSite, tinyModule } from './test-helpers.ts';

const REST = '/wp-json/sliderrevolution/sliders';
const AJAX = '/wp-admin/admin-ajax.php';
const ORIGIN = 'http://localhost';

/** A module with `settings` merged over tinyModule's. */
function mod(alias: string, id: number, settings: Record<string, unknown>) {
  const base = tinyModule(alias, { id });
  return { ...base, settings: { ...base.settings, ...settings } };
}

const MODULES = {
  'hero.json': tinyModule('hero'),
  'blog.json': mod('blog', 20, { source: { type: 'post', count: '3', category: 'tasarim', sortBy: 'date', order: 'asc' } }),
  'shop.json': mod('shop', 21, { sourcetype: 'woocommerce', source: { woocommerce: { maxProducts: '2', sortBy: 'price', sortDirection: 'ASC' } } }),
  'gallery.json': mod('gallery', 22, { source: { type: 'wp-gallery', ids: '3,1' } }),
  'editor.json': mod('editor', 23, { source: { type: 'gallery' } }),
  'videos.json': mod('videos', 24, { source: { type: 'youtube', count: 2 } }),
  'broken.json': mod('broken', 25, { source: { type: 'tiktok' } }),
  'many.json': mod('many', 26, { source: { type: 'post', count: 99 } }),
  'slugs.json': mod('slugs', 27, { source: { type: 'post', ids: 'first-post' } }),
};

const site = siteFactory((opts: Parameters<typeof makeSite>[0] = {}) => makeSite({ modules: MODULES, ...opts }));

async function get(app: TestSite['app'], url: string) {
  const res = await app.request(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data?: Record<string, unknown>[] } };
}

describe('get_stream_data over REST', () => {
  it('builds a post stream from the module source: category, date ascending, count', async () => {
    const { app } = site();
    const { status, body } = await get(app, `${REST}/stream/20?srengine=7`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data?.map((i) => i.id)).toEqual(['201', '203', '206']);
    expect(body.data?.[0]).toMatchObject({ title: 'Katmanlı slaytlar nasıl kurulur', link: `${ORIGIN}/blog/katmanli-slaytlar-nasil-kurulur` });
  });

  it('finds the module by html id and alias, and through ?rest_route=', async () => {
    const { app } = site();
    for (const url of [`${REST}/stream/SR7_20_1?srengine=7&srlang=tr`, `${REST}/stream/blog`, `/?rest_route=/sliderrevolution/sliders/stream/blog&srengine=7`]) {
      const { status, body } = await get(app, url);
      expect(status, url).toBe(200);
      expect(body.data?.map((i) => i.id), url).toEqual(['201', '203', '206']);
    }
  });

  it('builds woo from an SR6 source, wp-gallery from the source ids and from ids in the URL', async () => {
    const { app } = site();
    const shop = await get(app, `${REST}/stream/shop?srengine=7`);
    expect(shop.body.data?.map((i) => [i.id, i.price])).toEqual([['303', '₺189,50'], ['307', '₺219,00']]);
    const gallery = await get(app, `${REST}/stream/22`);
    expect(gallery.body.data?.map((i) => i.id)).toEqual(['3', '1']);
    const direct = await get(app, `${REST}/stream/${encodeURIComponent('5,2')}?srengine=7`);
    expect(direct.body.data?.map((i) => i.id)).toEqual(['5', '2']);
    const one = await get(app, `${REST}/stream/4`);
    expect(one.body.data?.map((i) => i.id)).toEqual(['4']);
  });

  it('clamps the count to 30 and answers an empty category with an empty list', async () => {
    const { app } = site();
    expect((await get(app, `${REST}/stream/many`)).body.data).toHaveLength(10);
    const { app: small } = site({
      modules: { 'x.json': mod('x', 40, { source: { type: 'post', category: 'yok' } }) },
    });
    expect((await get(small, `${REST}/stream/40`)).body).toEqual({ success: true, data: [] });
  });

  it('hands social kinds to the recorded payloads, with the source count', async () => {
    const { app } = site();
    const { status, body } = await get(app, `${REST}/stream/videos?srengine=7`);
    expect(status).toBe(200);
    expect(body.data?.length).toBe(2);
    for (const item of body.data ?? []) expect(item).toMatchObject({ id: expect.any(String), title: expect.any(String), link: expect.stringMatching(/^https:/) });
  });

  it('answers 502 naming the payload when a recorded social payload is broken', async () => {
    const { app } = site({ feeds: { 'recorded/youtube.json': '{"items": 3' } });
    const { status, body } = await get(app, `${REST}/stream/videos`);
    expect(status).toBe(502);
    expect(body).toEqual({ success: false, message: expect.stringMatching(/^Feed could not be loaded: youtube: .*not valid JSON/) });
  });

  it('answers 404 for an unknown module and for modules without a stream, saying why', async () => {
    const { app } = site();
    const cases: [string, RegExp][] = [
      ['nope', /Slider "nope" not found/],
      ['9999', /Slider "9999" not found/],
      ['hero', /"hero" \(id 12\) has no feed source/],
      ['editor', /"editor" \(id 23\) has no stream: its source is "gallery", the slides made in the editor/],
    ];
    for (const [ids, message] of cases) {
      const { status, body } = await get(app, `${REST}/stream/${ids}?srengine=7`);
      expect(status, ids).toBe(404);
      expect(body.success).toBe(false);
      expect(body.message, ids).toMatch(message);
    }
  });

  it('answers 500 naming the field when the stored source is unusable', async () => {
    const { app } = site();
    const broken = await get(app, `${REST}/stream/broken`);
    expect(broken.status).toBe(500);
    expect(broken.body.message).toMatch(/"broken" \(id 25\): settings\.source\.type: unknown feed kind "tiktok"/);
    const slugs = await get(app, `${REST}/stream/slugs`);
    expect(slugs.status).toBe(500);
    expect(slugs.body.message).toContain('settings.source.ids: "first-post" is not a numeric post id');
  });

  it('answers 400 naming the field for malformed input', async () => {
    const { app } = site();
    const cases: [string, string][] = [
      [`${REST}/stream/?srengine=7`, 'ids: required'],
      [`${REST}/stream/1,abc`, 'ids: "abc" is not an attachment id'],
      [`${REST}/stream/${'9'.repeat(501)}`, 'ids: longer than 500'],
      [`${REST}/stream/20?srengine=banana`, 'srengine: expected 7'],
      [`${REST}/stream/20?srlang=${encodeURIComponent('<script>')}`, 'srlang: expected a language code'],
      [`${REST}/stream/%E0%A4%A`, 'path: "%E0%A4%A" is not valid percent-encoding'],
    ];
    for (const [url, message] of cases) {
      const { status, body } = await get(app, url);
      expect(status, url).toBe(400);
      expect(body.message, url).toContain(message);
    }
  });
});

describe('get_stream_data over admin-ajax', () => {
  const call = { action: 'revslider_ajax_call_front', client_action: 'get_stream_data', version: '7' };

  it('reads data as a bare id, a JSON id, {id}, data[id], and a wp-gallery id list', async () => {
    const { app } = site();
    const bodies = [
      { ...call, data: '20' },
      { ...call, data: 'SR7_20_1' },
      { ...call, data: JSON.stringify({ id: 20 }) },
      { ...call, 'data[id]': 'blog' },
    ];
    for (const fields of bodies) {
      const res = await app.request(AJAX, form(fields));
      expect(res.status, JSON.stringify(fields)).toBe(200);
      expect(((await res.json()) as { data: { id: string }[] }).data.map((i) => i.id)).toEqual(['201', '203', '206']);
    }
    for (const data of ['3,2', '[3,2]', JSON.stringify({ id: '3,2' })]) {
      const res = await app.request(AJAX, form({ ...call, data }));
      expect(((await res.json()) as { data: { id: string }[] }).data.map((i) => i.id), data).toEqual(['3', '2']);
    }
  });

  it('answers missing ids with 400 and unknown modules with 404', async () => {
    const { app } = site();
    const missing = await app.request(AJAX, form({ ...call }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toContain('data[id]: required');
    const unknown = await app.request(AJAX, form({ ...call, 'data[id]': 'nope' }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'Slider "nope" not found' });
  });
});
