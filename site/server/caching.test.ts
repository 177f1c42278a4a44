import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { importModule } from './db.ts';
import { form, makeSite, siteFactory, tinyModule } from './test-helpers.ts';

const site = siteFactory(makeSite);

const REST = '/wp-json/sliderrevolution/sliders';
const AJAX = '/wp-admin/admin-ajax.php';
const ASSET = '/assets/index-Ab12Cd34.js';
/** A chunk big enough to be worth compressing, as a Vite chunk is: repetitive text. */
const CHUNK = Array.from({ length: 2000 }, (_, i) => `export const value${i} = "chunk line ${i % 37}";\n`).join('');

function withChunk() {
  const s = site();
  writeFileSync(join(s.root, 'dist', 'assets', 'index-Ab12Cd34.js'), CHUNK);
  return s;
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('static files: compression', () => {
  it('gzips a JS chunk for a client that takes gzip, and it decodes to the same bytes', async () => {
    const { app } = withChunk();
    const res = await app.request(ASSET, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(CHUNK.length / 4);
    expect(gunzipSync(body).toString('utf8')).toBe(CHUNK);
  });

  it('sends brotli once it is made (in the background; gzip meanwhile), decoding to the same bytes', async () => {
    const { app } = withChunk();
    const first = await app.request(ASSET, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(['br', 'gzip']).toContain(first.headers.get('content-encoding'));
    await first.arrayBuffer();
    let res = first;
    for (let i = 0; i < 100 && res.headers.get('content-encoding') !== 'br'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      res = await app.request(ASSET, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    }
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(res)).toString('utf8')).toBe(CHUNK);
  });

  it('sends the file as it is to a client that takes no compression, or refuses gzip with q=0', async () => {
    const { app } = withChunk();
    const cases: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br;q=0' }];
    for (const headers of cases) {
      const res = await app.request(ASSET, { headers });
      expect(res.headers.get('content-encoding'), JSON.stringify(headers)).toBeNull();
      expect((await bytes(res)).toString('utf8')).toBe(CHUNK);
    }
  });

  it('answers a Range request with the file\'s own bytes, uncompressed', async () => {
    const { app } = withChunk();
    const res = await app.request(ASSET, { headers: { 'accept-encoding': 'gzip', range: 'bytes=10-29' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await bytes(res)).toString('utf8')).toBe(CHUNK.slice(10, 30));
  });

  it('leaves small files and images uncompressed', async () => {
    const { app } = withChunk();
    const small = await app.request('/assets/viewer-Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('export {}');
    const video = await app.request('/fixtures/media/clip.mp4', { headers: { 'accept-encoding': 'gzip' } });
    expect(video.headers.get('content-encoding')).toBeNull();
  });

  it('serves a file changed on disk anew (the kept copy is keyed by size and mtime)', async () => {
    const s = withChunk();
    await (await s.app.request(ASSET, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
    const changed = `${CHUNK}// rebuilt\n`;
    writeFileSync(join(s.root, 'dist', 'assets', 'index-Ab12Cd34.js'), changed);
    const res = await s.app.request(ASSET, { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(await bytes(res)).toString('utf8')).toBe(changed);
  });
});

describe('static files: cache headers', () => {
  it('caches Vite\'s hashed assets for a year, immutable; other files are revalidated', async () => {
    const { app } = withChunk();
    expect((await app.request(ASSET)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/fixtures/modules/hero.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('HTML pages carry this visitor\'s nonces: never stored (no-store), rebuilt per request from the kept file', async () => {
    const s = withChunk();
    const res = await s.app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('<title>site</title><script id="strata-page-settings"');
    writeFileSync(join(s.root, 'dist', 'index.html'), '<!doctype html><title>rebuilt site</title>');
    expect(await (await s.app.request('/')).text()).toContain('<title>rebuilt site</title><script id="strata-page-settings"');
  });

  it('an HTML file outside the pages (a fixture) is revalidated, not stored: no-cache with an ETag', async () => {
    const s = withChunk();
    writeFileSync(join(s.root, 'fixtures', 'demo.html'), `<!doctype html><title>demo</title>${'<p>text</p>'.repeat(200)}`);
    const res = await s.app.request('/fixtures/demo.html', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const again = await s.app.request('/fixtures/demo.html', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('revalidates a compressed file with its ETag: 304 with no body, for gzip and identity alike', async () => {
    const { app } = withChunk();
    const gz = await app.request(ASSET, { headers: { 'accept-encoding': 'gzip' } });
    const etag = gz.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    for (const encoding of ['gzip', 'identity']) {
      const again = await app.request(ASSET, { headers: { 'accept-encoding': encoding, 'if-none-match': `"other", ${etag}` } });
      expect(again.status, encoding).toBe(304);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('module replies: ETag, Cache-Control, 304, compression', () => {
  const ajax = (clientAction: string, fields: Record<string, string>) =>
    form({ action: 'revslider_ajax_call_front', client_action: clientAction, version: '7', ...fields });

  /** Each reply kind, as a request maker that takes extra headers. */
  const replies: [string, (h: Record<string, string>) => RequestInit & { path: string }][] = [
    ['REST get_full_slider_object', (headers) => ({ path: `${REST}/hero?srengine=7`, headers })],
    ['REST slide (lazy MIX)', (headers) => ({ path: `${REST}/hero?srengine=7&slideid=41`, headers })],
    ['rest_route get_full_slider_object', (headers) => ({ path: '/?rest_route=/sliderrevolution/sliders/hero&srengine=7', headers })],
    ['REST get_modal_settings', (headers) => ({ path: `${REST}/modal/hero`, headers })],
    ['REST get_stream_data', (headers) => ({ path: `${REST}/stream/501,502`, headers })],
    ['ajax get_full_slider_object', (headers) => ({ path: AJAX, ...ajax('get_full_slider_object', { 'data[id]': '12' }), headers })],
    ['ajax get_modal_settings', (headers) => ({ path: AJAX, ...ajax('get_modal_settings', { 'data[alias]': 'hero' }), headers })],
    ['ajax get_stream_data', (headers) => ({ path: AJAX, ...ajax('get_stream_data', { 'data[id]': '501,502' }), headers })],
  ];

  for (const [name, make] of replies) {
    it(`${name}: ETag and no-cache, then 304 with no body for If-None-Match`, async () => {
      const { app } = site();
      const { path, ...init } = make({});
      const first = await app.request(path, init);
      expect(first.status).toBe(200);
      expect((await first.json()).success).toBe(true);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const { path: p2, ...again } = make({ 'if-none-match': etag! });
      const second = await app.request(p2, again);
      expect(second.status).toBe(304);
      expect(second.headers.get('etag')).toBe(etag);
      expect((await second.arrayBuffer()).byteLength).toBe(0);
      const { path: p3, ...stale } = make({ 'if-none-match': 'W/"not-it"' });
      expect((await app.request(p3, stale)).status).toBe(200);
    });
  }

  it('a re-imported module gets a new ETag (the kept reply follows the stored JSON)', async () => {
    const { app, db } = site();
    const first = await app.request(`${REST}/hero?srengine=7`);
    const etag = first.headers.get('etag')!;
    importModule(db, tinyModule('hero', { settings: { alias: 'hero', title: 'Renamed', type: 'hero' } }));
    const res = await app.request(`${REST}/hero?srengine=7`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(etag);
    expect((await res.json()).settings.title).toBe('Renamed');
  });

  it('a module reply is gzipped for a client that takes it, and decodes to the same JSON', async () => {
    const big = tinyModule('big', { id: 30, slides: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [String(100 + i), { id: 100 + i, slide: { id: 100 + i, order: i + 1 }, layers: { '0': { id: 0, type: 'text', content: { text: `Slide ${i}` } } } }])) });
    const { app } = site();
    const plain = await (await app.request(`${REST}/nope`)).json();
    expect(plain).toEqual({ success: false, message: 'Slider not found' });
    const s = site({ modules: { 'big.json': big } });
    const identity = await (await s.app.request(`${REST}/big?srengine=7`)).text();
    const res = await s.app.request(`${REST}/big?srengine=7`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = await bytes(res);
    expect(body.length).toBeLessThan(identity.length / 3);
    expect(gunzipSync(body).toString('utf8')).toBe(identity);
    expect(JSON.parse(identity)).toMatchObject({ success: true, id: 30, alias: 'big' });
  });

  it('errors are not cached: a 400 or 404 has no ETag', async () => {
    const { app } = site();
    for (const path of [`${REST}/modal/nope`, `${REST}/hero?srengine=banana`]) {
      const res = await app.request(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('etag'), path).toBeNull();
    }
  });
});
