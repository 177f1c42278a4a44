import { describe, expect, it } from 'vitest';
import { makeSite, siteFactory, type TestSite } from '../test-helpers.ts';
import { clicksOf } from './clicks-db.ts';
import { postForm, rows, visit, type TestVisitor } from './test-visitor.ts';

const AJAX = '/wp-admin/admin-ajax.php';

const site = siteFactory(() => makeSite());

const track = (s: TestSite, who: TestVisitor | undefined, fields: Record<string, string> = {}) =>
  postForm(s, AJAX, { action: 'strata_track_click', nonce: who?.settings.ajax_nonce ?? '', button: 'whatsapp', ...fields }, who);

describe('strata_track_click (SPEC §7 floating-button click tracking)', () => {
  it('counts clicks per button with the page\'s theme ajax nonce', async () => {
    const s = site();
    const [a, b] = [await visit(s), await visit(s)];
    const first = await track(s, a);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ success: true, data: { button: 'whatsapp', clicks: 1 } });
    expect(await (await track(s, b)).json()).toEqual({ success: true, data: { button: 'whatsapp', clicks: 2 } });
    expect(await (await track(s, a, { button: 'phone' })).json()).toEqual({ success: true, data: { button: 'phone', clicks: 1 } });
    expect([clicksOf(s.db, 'whatsapp'), clicksOf(s.db, 'phone')]).toEqual([2, 1]);
    const row = s.db.sql.prepare('SELECT last_click_at FROM floating_button_clicks WHERE button = ?').get('whatsapp') as { last_click_at: string };
    expect(Number.isNaN(Date.parse(row.last_click_at))).toBe(false);
  });

  it('answers a bad, missing, another action\'s or another visitor\'s nonce with 403 "-1" and stores nothing', async () => {
    const s = site();
    const [a, b] = [await visit(s), await visit(s)];
    for (const nonce of ['abcdef0123', '', b.settings.ajax_nonce, a.settings.like_nonce, 'x'.repeat(300)]) {
      const res = await track(s, a, { nonce });
      expect(res.status, nonce).toBe(403);
      expect(await res.text()).toBe('-1');
    }
    // Without the visitor cookie the nonce belongs to nobody.
    const anonymous = await postForm(s, AJAX, { action: 'strata_track_click', nonce: a.settings.ajax_nonce, button: 'whatsapp' });
    expect(anonymous.status).toBe(403);
    expect(rows(s, 'floating_button_clicks')).toBe(0);
  });

  it('names a missing or unknown button id with 400 and stores nothing', async () => {
    const s = site();
    const a = await visit(s);
    const cases: [string, RegExp][] = [
      ['', /button: required \(one of whatsapp, phone\)/],
      ['   ', /button: required/],
      ['email', /button: unknown floating button "email" \(one of whatsapp, phone\)/],
      ["whatsapp'; DROP TABLE floating_button_clicks; --", /unknown floating button/],
      ['WHATSAPP', /unknown floating button "WHATSAPP"/],
    ];
    for (const [button, message] of cases) {
      const res = await track(s, a, { button });
      expect(res.status, button).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    expect(rows(s, 'floating_button_clicks')).toBe(0);
    expect((await track(s, a)).status).toBe(200); // the table is still there, and takes a good click
  });

  it('takes the beacon\'s urlencoded body and a multipart one; an oversized body is 413', async () => {
    const s = site();
    const a = await visit(s);
    const form = new FormData();
    for (const [k, v] of Object.entries({ action: 'strata_track_click', nonce: a.settings.ajax_nonce, button: 'phone' })) form.append(k, v);
    const multipart = await s.app.request(AJAX, { method: 'POST', body: form, headers: { cookie: a.cookie } });
    expect(multipart.status).toBe(200);
    const huge = await track(s, a, { pad: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(clicksOf(s.db, 'phone')).toBe(1);
    expect(clicksOf(s.db, 'whatsapp')).toBe(0);
  });
});
