import { describe, it, expect } from 'vitest';
import { hasSharedSr7, makeSite, MP4_SIZE, mp4Byte, sharedSr7Dir, siteFactory, SR7_SKIP } from './test-helpers.ts';
import { resolveUnder } from './static.ts';

const site = siteFactory(makeSite);

const bytes = async (res: Response) => Array.from(new Uint8Array(await res.arrayBuffer()));
const expected = (start: number, end: number) => Array.from({ length: end - start + 1 }, (_, i) => mp4Byte(start + i));

describe('static pages from dist/', () => {
  it('serves index.html at / and pages by name, with content types', async () => {
    const { app } = site();
    const index = await app.request('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toContain('<title>site</title>');
    expect(await (await app.request('/viewer.html')).text()).toContain('<title>viewer</title>');
    const js = await app.request('/assets/viewer-Ab12Cd34.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/fixtures/modules/hero.json')).headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await app.request('/nope.html')).status).toBe(404);
  });

  it('revalidates files with the ETag (304)', async () => {
    const { app } = site();
    const first = await app.request('/assets/viewer-Ab12Cd34.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.request('/assets/viewer-Ab12Cd34.js', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('never lets HTML pages be cached or revalidated: they carry per-visitor nonces (site/server/site)', async () => {
    const { app } = site();
    const res = await app.request('/viewer.html', { headers: { 'if-none-match': '*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('answers HEAD with headers and no body', async () => {
    const { app } = site();
    const res = await app.request('/fixtures/media/clip.mp4', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(MP4_SIZE));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('rejects path traversal', async () => {
    const { app } = site();
    for (const path of ['/fixtures/..%2f..%2fsecret.txt', '/..%2fsecret.txt', '/fixtures/%2e%2e%5csecret.txt', '/fixtures/a%00b']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(400);
      expect(await res.text()).not.toContain('do not serve');
    }
    // A literal ../ is folded by the URL parser before routing; it must still not escape dist/.
    const folded = await app.request('/fixtures/../../secret.txt');
    expect(folded.status).toBe(404);
    expect((await app.request('/.git/config')).status).toBe(404);
  });

  it('resolveUnder keeps every accepted path inside the root', () => {
    expect(resolveUnder('/srv/site', '/a/b.json')).toEqual({ ok: true, file: '/srv/site/a/b.json' });
    expect(resolveUnder('/srv/site', '/a/%2e%2e/%2e%2e/etc/passwd')).toMatchObject({ ok: false, status: 400 });
    expect(resolveUnder('/srv/site', '/%E0%A4%A')).toMatchObject({ ok: false, status: 400 });
  });
});

describe('Range requests (video)', () => {
  it('answers bytes=a-b with 206 and exactly those bytes', async () => {
    const { app } = site();
    const res = await app.request('/fixtures/media/clip.mp4', { headers: { range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-range')).toBe(`bytes 10-19/${MP4_SIZE}`);
    expect(res.headers.get('content-length')).toBe('10');
    expect(await bytes(res)).toEqual(expected(10, 19));
  });

  it('answers open-ended and suffix ranges, and 416 past the end', async () => {
    const { app } = site();
    const open = await app.request('/fixtures/media/clip.mp4', { headers: { range: `bytes=${MP4_SIZE - 5}-` } });
    expect(open.status).toBe(206);
    expect(await bytes(open)).toEqual(expected(MP4_SIZE - 5, MP4_SIZE - 1));
    const suffix = await app.request('/fixtures/media/clip.mp4', { headers: { range: 'bytes=-3' } });
    expect(suffix.headers.get('content-range')).toBe(`bytes ${MP4_SIZE - 3}-${MP4_SIZE - 1}/${MP4_SIZE}`);
    const past = await app.request('/fixtures/media/clip.mp4', { headers: { range: `bytes=${MP4_SIZE}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${MP4_SIZE}`);
    const full = await app.request('/fixtures/media/clip.mp4');
    expect(full.status).toBe(200);
    expect((await full.arrayBuffer()).byteLength).toBe(MP4_SIZE);
  });
});

describe('/sr7/ (the shared real exports)', () => {
  it('answers 404 with an explanation when the shared folder is not configured', async () => {
    const { app } = site({ sr7Dir: null });
    const res = await app.request('/sr7/home.json');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('shared SR7 fixtures');
  });

  it.skipIf(!hasSharedSr7)(`serves home.json and seeks in the real mp4${hasSharedSr7 ? '' : ` — ${SR7_SKIP}`}`, async () => {
    const { app } = site({ sr7Dir: sharedSr7Dir });
    const json = await app.request('/sr7/home.json');
    expect(json.status).toBe(200);
    expect((await json.json()).settings.alias).toBe('Coworking-Space-Hero');
    const video = await app.request('/sr7/assets/IMG_2545.mp4', { headers: { range: 'bytes=0-7' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    // An ISO BMFF file starts with a box size then "ftyp".
    expect(new TextDecoder().decode((await video.arrayBuffer()).slice(4, 8))).toBe('ftyp');
  });
});
