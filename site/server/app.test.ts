import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { importModule, openDb } from './db.ts';
import { createApp } from './app.ts';
import { form, hasSharedSr7, makeSite, sharedSr7Dir, siteFactory, SR7_SKIP, tinyModule } from './test-helpers.ts';

const site = siteFactory(makeSite);

const REST = '/wp-json/sliderrevolution/sliders';
const AJAX = '/wp-admin/admin-ajax.php';

describe('seeding and /api/modules', () => {
  it('lists the modules seeded from fixtures/modules', async () => {
    const { app } = site();
    const res = await app.request('/api/modules');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual([{ id: 12, alias: 'hero', title: 'Title of hero' }]);
  });

  it('starts with an empty list when there are no fixture modules', async () => {
    const { app } = site({ modules: {} });
    expect(await (await app.request('/api/modules')).json()).toEqual([]);
  });
});

describe('get_full_slider_object over REST', () => {
  it('answers by numeric id with the SR7 full object', async () => {
    const { app } = site();
    const body = await (await app.request(`${REST}/12?srengine=7`)).json();
    expect(body).toMatchObject({ success: true, id: 12, alias: 'hero', settings: { alias: 'hero', type: 'hero' }, addOns: [] });
    expect(Object.keys(body.slides)).toEqual(['40', '41']);
    expect(body.slides['40']).toEqual({
      id: 40,
      slide: { id: 40, order: 1 },
      layers: { '0': { id: 0, type: 'text', content: { text: 'Hello' } } },
    });
  });

  it('answers by alias, with and without alias=true', async () => {
    const { app } = site();
    for (const url of [`${REST}/hero?srengine=7&alias=true`, `${REST}/hero?srengine=7`]) {
      const body = await (await app.request(url)).json();
      expect(body.success).toBe(true);
      expect(body.id).toBe(12);
    }
    // With alias=true a number is an alias, not an id.
    expect(await (await app.request(`${REST}/12?srengine=7&alias=true`)).json()).toEqual({
      success: false,
      message: 'Slider not found',
    });
  });

  it('cuts html ids like SR7_12_1 to the module id', async () => {
    const { app } = site();
    for (const id of ['SR7_12_1', 'SR7_12']) {
      const body = await (await app.request(`${REST}/${id}?srengine=7`)).json();
      expect(body).toMatchObject({ success: true, id: 12, alias: 'hero' });
    }
  });

  it('with slideid answers only that slide', async () => {
    const { app } = site();
    const body = await (await app.request(`${REST}/SR7_12_1?srengine=7&slideid=41`)).json();
    expect(body).toEqual({ success: true, slides: { '41': { id: 41, slide: { id: 41, order: 2 }, layers: [] } } });
    const missing = await (await app.request(`${REST}/12?srengine=7&slideid=999`)).json();
    expect(missing.success).toBe(false);
    expect(missing.message).toContain('999');
  });

  it('answers an unknown module with HTTP 200 and success:false', async () => {
    const { app } = site();
    const res = await app.request(`${REST}/nope?srengine=7`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false, message: 'Slider not found' });
  });

  it('also answers the ?rest_route= form WordPress uses without pretty permalinks', async () => {
    const { app } = site();
    const body = await (await app.request(`/?rest_route=/sliderrevolution/sliders/hero&srengine=7&alias=true`)).json();
    expect(body).toMatchObject({ success: true, id: 12 });
  });

  it('treats an SQL-looking alias as data', async () => {
    const { app, db } = site();
    const evil = `x' OR '1'='1`;
    expect(await (await app.request(`${REST}/${encodeURIComponent(evil)}?alias=true`)).json()).toEqual({
      success: false,
      message: 'Slider not found',
    });
    const drop = `a'; DROP TABLE modules; --`;
    const { id } = importModule(db, tinyModule(drop, { id: undefined }));
    const body = await (await app.request(`${REST}/${encodeURIComponent(drop)}?alias=true`)).json();
    expect(body).toMatchObject({ success: true, id, alias: drop });
    expect(db.count()).toBe(2);
  });

  it('answers other REST routes with a JSON 404', async () => {
    const { app } = site();
    for (const url of [`${REST}/stream/12/more?srengine=7`, `${REST}/?srengine=7`, '/wp-json/other/route', '/?rest_route=/other/12']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect((await res.json()).message, url).toContain('Unknown REST route');
    }
  });
});

describe('get_full_slider_object over admin-ajax', () => {
  const call = { action: 'revslider_ajax_call_front', client_action: 'get_full_slider_object', version: '7' };

  it('reads jQuery-style form fields', async () => {
    const { app } = site();
    const byId = await (await app.request(AJAX, form({ ...call, 'data[id]': 'SR7_12_1' }))).json();
    expect(byId).toMatchObject({ success: true, id: 12, alias: 'hero' });
    const byAlias = await (await app.request(AJAX, form({ ...call, 'data[alias]': 'hero' }))).json();
    expect(byAlias).toMatchObject({ success: true, id: 12 });
    const slide = await (await app.request(AJAX, form({ ...call, 'data[id]': '12', 'data[slideid]': '40' }))).json();
    expect(Object.keys(slide.slides)).toEqual(['40']);
    expect(slide).not.toHaveProperty('settings');
  });

  it('reads a JSON data field and a JSON body', async () => {
    const { app } = site();
    const a = await (await app.request(AJAX, form({ ...call, data: JSON.stringify({ id: 12, slideid: '41' }) }))).json();
    expect(a).toEqual({ success: true, slides: { '41': { id: 41, slide: { id: 41, order: 2 }, layers: [] } } });
    const b = await app.request(AJAX, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...call, data: { alias: 'hero' } }),
    });
    expect(await b.json()).toMatchObject({ success: true, id: 12 });
  });

  it('answers an unknown module with success:false', async () => {
    const { app } = site();
    const res = await app.request(AJAX, form({ ...call, 'data[id]': '404' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false, message: 'Slider not found' });
  });

  it('rejects unknown actions and bad input with a 400 naming the field', async () => {
    const { app } = site();
    const cases: [Record<string, string>, string][] = [
      [{ ...call, action: 'heartbeat', 'data[id]': '12' }, 'action'],
      [{ ...call, client_action: 'get_everything', 'data[id]': '12' }, 'client_action'],
      [{ ...call, client_action: '', 'data[id]': '12' }, 'client_action: required'],
      [{ ...call, version: '5', 'data[id]': '12' }, 'version'],
      [{ ...call, data: '["x", {"a":1}]' }, 'data: expected a JSON object'],
      [{ ...call, 'data[__proto__][x]': '1', 'data[id]': '12' }, '__proto__'],
      [{ client_action: 'get_full_slider_object', 'data[id]': '12' }, 'action'],
      [{ ...call }, 'data[id] or data[alias]'],
      [{ ...call, data: '{"id":' }, 'data: not valid JSON'],
    ];
    for (const [fields, named] of cases) {
      const res = await app.request(AJAX, form(fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const body = await res.json();
      expect(body.success).toBe(false);
      expect(body.message).toContain(named);
    }
  });

  it('refuses a body over 1 MiB with 413 JSON', async () => {
    const { app } = site();
    const res = await app.request(AJAX, form({ ...call, 'data[id]': '12', pad: 'x'.repeat(1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, message: expect.stringContaining('1 MiB') });
  });

  it('enforces the limit on a streamed body without content-length', async () => {
    const { app } = site();
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(ctrl) {
        if (sent++ < 20) ctrl.enqueue(chunk);
        else ctrl.close();
      },
    });
    const res = await app.request(AJAX, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});

describe('real SR7 exports through the REST route', () => {
  it.skipIf(!hasSharedSr7)(`every shared export imports and comes back as sent${hasSharedSr7 ? '' : ` — ${SR7_SKIP}`}`, async () => {
    const db = openDb(':memory:');
    const app = createApp({ db, distDir: '/nonexistent', fixturesDir: '/nonexistent', sr7Dir: sharedSr7Dir });
    const files = readdirSync(sharedSr7Dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const original = JSON.parse(readFileSync(join(sharedSr7Dir, file), 'utf8'));
      const { id } = importModule(db, original);
      const body = await (await app.request(`${REST}/SR7_${id}_1?srengine=7`)).json();
      expect(body.success, file).toBe(true);
      expect(body.settings, file).toEqual(original.settings);
      expect(body.slides, file).toEqual(original.slides);
      // The lazy "MIX" module asks for its other slides one by one.
      for (const key of Object.keys(original.slides)) {
        const one = await (await app.request(`${REST}/${id}?srengine=7&slideid=${key}`)).json();
        expect(one.slides[key], `${file} slide ${key}`).toEqual(original.slides[key]);
      }
    }
    db.close();
  });
});
