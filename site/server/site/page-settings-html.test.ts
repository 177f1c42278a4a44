import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SETTINGS } from '../../page-settings.ts';
import { makeSite, siteFactory } from '../test-helpers.ts';
import { injectSettings, SERVICES_POST, settingsJson } from './page-settings-html.ts';
import { settingsInPage, visit } from './test-visitor.ts';

const site = siteFactory(() => makeSite());

describe('injectSettings', () => {
  const settings = { ...DEFAULT_PAGE_SETTINGS, msg_mouse_helper_anchor: '</script><script>alert(1)</script> & \u2028' };

  it('puts the element before </head>, and the page script reads back the same object', () => {
    const html = injectSettings('<!doctype html><html><head><title>t</title></HEAD><body></body></html>', settings);
    expect(html).toMatch(/<title>t<\/title><script id="strata-page-settings" type="application\/json">.*<\/script><\/HEAD>/s);
    expect(settingsInPage(html)).toEqual(settings);
  });

  it('escapes <, >, & and line separators so the JSON cannot close its script element', () => {
    const json = settingsJson(settings);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(settings);
  });

  it('appends the element to a page without a head', () => {
    const html = injectSettings('<!doctype html><title>x</title>', settings);
    expect(html.startsWith('<!doctype html><title>x</title><script id="strata-page-settings"')).toBe(true);
  });
});

describe('pages served from dist', () => {
  it('carry a fresh visitor cookie and that visitor\'s nonces, and are never stored', async () => {
    const s = site();
    const res = await s.app.request('/');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toMatch(/^strata_visitor=[0-9a-f]{32}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const settings = settingsInPage(await res.text());
    for (const key of ['like_nonce', 'cart_nonce', 'rest_nonce', 'ajax_nonce'] as const) expect(settings[key]).toMatch(/^[0-9a-f]{10}$/);
    expect(new Set([settings.like_nonce, settings.cart_nonce, settings.rest_nonce, settings.ajax_nonce]).size).toBe(4);
    expect(settings.ajax_url).toBe('/wp-admin/admin-ajax.php');
  });

  it('carry the services page\'s post: id 4740, Turkish title and excerpt, a featured image the site serves', async () => {
    // SPEC §3 "Page config post fields: id, title, excerpt, featuredImage".
    const s = site();
    const settings = settingsInPage(await (await s.app.request('/')).text());
    expect(settings.post).toEqual(SERVICES_POST);
    expect(settings.post.id).toBe(4740);
    expect(settings.post.id).toBe(settings.post_id);
    expect(settings.post.title).toBe('Hizmetlerimiz');
    expect(settings.post.excerpt).toMatch(/dijital çözümler/);
    // An image of the project's fixtures/ (served at /fixtures/ by app.ts), not a made-up path.
    expect(settings.post.featuredImage).toMatch(/^\/fixtures\/.+\.jpg$/);
    expect(existsSync(resolve(import.meta.dirname, '../../..', settings.post.featuredImage.slice(1)))).toBe(true);
  });

  it('carry the server clock, which the newsletter prints as its _mc4wp_timestamp', async () => {
    const before = Math.floor(Date.now() / 1000);
    const settings = settingsInPage(await (await site().app.request('/')).text());
    expect(settings.server_time).toBeGreaterThanOrEqual(before);
    expect(settings.server_time).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('keep a returning visitor\'s id (no new cookie, the same nonces) and give another visitor others', async () => {
    const s = site();
    const first = await visit(s);
    const again = await s.app.request('/viewer.html', { headers: { cookie: first.cookie } });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(settingsInPage(await again.text()).like_nonce).toBe(first.settings.like_nonce);
    const other = await visit(s);
    expect(other.cookie).not.toBe(first.cookie);
    expect(other.settings.like_nonce).not.toBe(first.settings.like_nonce);
  });

  it('replace a forged cookie value with a new id', async () => {
    const res = await site().app.request('/', { headers: { cookie: 'strata_visitor=../../etc' } });
    expect(res.headers.get('set-cookie')).toMatch(/^strata_visitor=[0-9a-f]{32};/);
  });

  it('mark the cookie Secure over https', async () => {
    const res = await site().app.request('https://example.test/');
    expect(res.headers.get('set-cookie')).toContain('; Secure');
  });

  it('leave other files alone (no settings, no cookie, cacheable)', async () => {
    const res = await site().app.request('/assets/viewer-Ab12Cd34.js');
    expect(await res.text()).toBe('export {}');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('answer HEAD with the page headers and no body', async () => {
    const res = await site().app.request('/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});
