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
