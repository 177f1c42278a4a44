import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Same rule as the server: STRATA_SR7_DIR, else ../shared/fixtures/sr7 beside the repository.
const sr7Dir = process.env['STRATA_SR7_DIR'] ?? fileURLToPath(new URL('../../shared/fixtures/sr7', import.meta.url));
const hasSharedSr7 = existsSync(join(sr7Dir, 'home.json'));

test.describe('reference backend', () => {
  test('lists modules and answers an unknown one the SR7 way', async ({ request }) => {
    const list = await request.get('/api/modules');
    expect(list.ok()).toBe(true);
    const modules = (await list.json()) as unknown[];
    expect(Array.isArray(modules)).toBe(true);
    for (const m of modules) expect(m).toEqual({ id: expect.any(Number), alias: expect.any(String), title: expect.anything() });

    const unknown = await request.get('/wp-json/sliderrevolution/sliders/no-such-module?srengine=7&alias=true');
    expect(unknown.status()).toBe(200);
    expect(await unknown.json()).toEqual({ success: false, message: 'Slider not found' });
  });

  test('answers get_full_slider_object for a seeded module', async ({ request }) => {
    const modules = (await (await request.get('/api/modules')).json()) as { id: number; alias: string }[];
    // Our own fixtures/modules/ are always seeded on first start.
    expect(modules.map((m) => m.alias)).toEqual(expect.arrayContaining(['strata-hero', 'nav-demo']));
    const hero = modules.find((m) => m.alias === 'strata-hero')!;
    const rest = await request.get(`/wp-json/sliderrevolution/sliders/SR7_${hero.id}_1?srengine=7`);
    expect(rest.ok()).toBe(true);
    const body = await rest.json();
    expect(body).toMatchObject({ success: true, id: hero.id, alias: hero.alias });
    expect(Object.keys(body.slides).length).toBeGreaterThan(0);
  });

  test('answers get_stream_data over REST and admin-ajax from the seeded feed tables', async ({ request, baseURL }) => {
    const rest = await request.get('/wp-json/sliderrevolution/sliders/stream/3,1?srengine=7');
    expect(rest.status()).toBe(200);
    const body = (await rest.json()) as { success: boolean; data: { id: string; link: string; image: { src: string } }[] };
    expect(body.success).toBe(true);
    expect(body.data.map((item) => item.id)).toEqual(['3', '1']);
    expect(body.data[0]?.link).toBe(`${baseURL}/fixtures/modules/assets/strata-hero-3.png`);
    // The item's image is a real file on this server.
    expect((await request.get(body.data[0]!.image.src)).ok()).toBe(true);

    const ajax = await request.post('/wp-admin/admin-ajax.php', {
      form: { action: 'revslider_ajax_call_front', client_action: 'get_stream_data', version: '7', data: JSON.stringify({ id: '2' }) },
    });
    expect(((await ajax.json()) as { data: { id: string }[] }).data.map((item) => item.id)).toEqual(['2']);

    // Our hero shows the slides made in the editor: it has no stream.
    const none = await request.get('/?rest_route=/sliderrevolution/sliders/stream/strata-hero&srengine=7');
    expect(none.status()).toBe(404);
    expect((await none.json()).message).toContain('has no feed source');
    const bad = await request.get('/wp-json/sliderrevolution/sliders/stream/1,x');
    expect(bad.status()).toBe(400);

    // The feed modules of fixtures/modules, by alias: the source says kind, count and order.
    const posts = await request.get('/wp-json/sliderrevolution/sliders/stream/feed-posts?srengine=7');
    const postItems = ((await posts.json()) as { data: { date: string; link: string }[] }).data;
    expect(postItems).toHaveLength(4);
    expect(postItems.map((p) => p.date)).toEqual(postItems.map((p) => p.date).sort().reverse());
    expect(postItems[0]?.link).toMatch(new RegExp(`^${baseURL}/blog/`));
    expect(await (await request.get('/wp-json/sliderrevolution/sliders/stream/feed-empty')).json()).toEqual({ success: true, data: [] });
  });

  test('answers get_modal_settings, get_moduleid and get_slideid for the seeded hero', async ({ request }) => {
    const modal = await request.get('/wp-json/sliderrevolution/sliders/modal/strata-hero?srengine=7&alias=true');
    expect(modal.status()).toBe(200);
    expect(await modal.json()).toMatchObject({ success: true, alias: 'strata-hero', sp: 1000, bg: 'rgba(0,0,0,0.5)', h: 'center', v: 'middle', pS: false });

    const call = (client_action: string, data: Record<string, unknown>) =>
      request.post('/wp-admin/admin-ajax.php', { form: { action: 'revslider_ajax_call_front', client_action, data: JSON.stringify(data) } });
    const id = (await (await call('get_moduleid', { alias: 'strata-hero' })).json()) as { success: boolean; id: number };
    expect(id).toMatchObject({ success: true, alias: 'strata-hero' });
    expect(await (await call('get_slideid', { id: `SR7_${id.id}_1`, slide: 3 })).json()).toEqual({ success: true, slideid: '3', order: 3 });
    const missing = await call('get_modal_data', { alias: 'no-such-module', forcealias: 'no-such-module' });
    expect(missing.status()).toBe(404);
  });

  test('serves the shared SR7 exports under /sr7/, video with byte ranges', async ({ request }, testInfo) => {
    testInfo.skip(!hasSharedSr7, '../shared/fixtures/sr7 is absent (a clone without the shared folder)');
    const home = await request.get('/sr7/home.json');
    expect(home.ok()).toBe(true);
    expect(home.headers()['content-type']).toContain('application/json');
    expect((await home.json()).settings.alias).toBe('Coworking-Space-Hero');

    const video = await request.get('/sr7/assets/IMG_2545.mp4', { headers: { range: 'bytes=0-1023' } });
    expect(video.status()).toBe(206);
    expect(video.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
    expect((await video.body()).length).toBe(1024);
  });

  test('a page can play the shared video from the server', async ({ page }, testInfo) => {
    testInfo.skip(!hasSharedSr7, '../shared/fixtures/sr7 is absent (a clone without the shared folder)');
    await page.goto('/api/modules');
    // Chromium only reaches HAVE_METADATA and seeks when the server honours Range requests.
    const state = await page.evaluate(async () => {
      const v = document.createElement('video');
      v.muted = true;
      v.preload = 'auto';
      v.src = '/sr7/assets/IMG_2545.mp4';
      document.body.append(v);
      await new Promise((ok, fail) => {
        v.onloadedmetadata = ok;
        v.onerror = () => fail(new Error(`video error ${v.error?.code}`));
      });
      v.currentTime = Math.min(1, v.duration / 2);
      await new Promise((ok) => (v.onseeked = ok));
      return { duration: v.duration, time: v.currentTime, seekable: v.seekable.length };
    });
    expect(state.duration).toBeGreaterThan(0);
    expect(state.seekable).toBeGreaterThan(0);
    expect(state.time).toBeGreaterThan(0);
  });
});
