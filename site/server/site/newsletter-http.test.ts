import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { makeSite, siteFactory, type TestSite } from '../test-helpers.ts';
import { NEWSLETTER_ROUTE } from './newsletter-http.ts';
import { rows, visit, type TestVisitor } from './test-visitor.ts';

const site = siteFactory(() => makeSite());

const fields = (extra: Record<string, unknown> = {}) => ({
  EMAIL: 'ada@example.com',
  AUDIENCE: 'bireysel',
  INTEREST: 'tasarim',
  _mc4wp_honeypot: '',
  _mc4wp_timestamp: String(Math.floor(Date.now() / 1000) - 10),
  ...extra,
});

function subscribe(s: TestSite, who: TestVisitor, body: unknown = fields(), headers: Record<string, string> = {}) {
  return s.app.request(NEWSLETTER_ROUTE, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-wp-nonce': who.settings.rest_nonce, cookie: who.cookie, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const subscriptions = (s: TestSite) => s.db.sql.prepare('SELECT email, name, fields FROM newsletter_subscriptions').all();

describe(`POST ${NEWSLETTER_ROUTE}`, () => {
  it('stores a subscription once per address (any case): 200, then 200 already_subscribed', async () => {
    const s = site();
    const a = await visit(s);
    const first = await subscribe(s, a, fields({ NAME: 'Ada' }));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, code: 'subscribed' });
    const again = await subscribe(s, a, fields({ EMAIL: 'ADA@example.COM' }));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ code: 'already_subscribed', message: 'Given email address is already subscribed, thank you!' });
    expect(subscriptions(s)).toEqual([
      { email: 'ada@example.com', name: 'Ada', fields: JSON.stringify({ EMAIL: 'ada@example.com', NAME: 'Ada', AUDIENCE: 'bireysel', INTEREST: 'tasarim' }) },
    ]);
  });

  it('answers mc4wp-style errors with a clear status and stores nothing', async () => {
    const s = site();
    const a = await visit(s);
    const cases: [unknown, Record<string, string>, number, string][] = [
      [fields(), { 'content-type': 'application/x-www-form-urlencoded' }, 415, 'rest_unsupported_media_type'],
      [fields(), { 'content-type': 'text/plain' }, 415, 'rest_unsupported_media_type'],
      [fields(), { 'x-wp-nonce': '0123456789' }, 403, 'rest_cookie_invalid_nonce'],
      [fields(), { 'x-wp-nonce': '' }, 403, 'rest_cookie_invalid_nonce'],
      ['{"EMAIL":', {}, 400, 'rest_invalid_json'],
      [['EMAIL'], {}, 400, 'rest_invalid_json'],
      [fields({ EMAIL: 'not-an-address' }), {}, 400, 'invalid_email'],
      [fields({ _mc4wp_honeypot: 'x' }), {}, 400, 'spam'],
      [fields({ _mc4wp_timestamp: String(Math.floor(Date.now() / 1000)) }), {}, 400, 'spam'],
      [fields({ AUDIENCE: 'kurumsal' }), {}, 400, 'required_field_missing'],
      [fields({ EMAIL: undefined }), {}, 400, 'invalid_email'],
    ];
    for (const [body, headers, status, code] of cases) {
      const res = await subscribe(s, a, body, headers);
      expect(res.status, code).toBe(status);
      expect(await res.json(), code).toMatchObject({ code, data: { status } });
    }
    const huge = await subscribe(s, a, fields({ NAME: 'x'.repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(rows(s, 'newsletter_subscriptions')).toBe(0);
    expect((await subscribe(s, a)).status).toBe(200); // and the server is still fine
  });

  it('binds the nonce to the visitor: another visitor\'s nonce is refused', async () => {
    const s = site();
    const [a, b] = [await visit(s), await visit(s)];
    expect((await subscribe(s, a, fields(), { 'x-wp-nonce': b.settings.rest_nonce })).status).toBe(403);
  });

  it('is POST only', async () => {
    const res = await site().app.request(NEWSLETTER_ROUTE);
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ code: 'rest_no_route' });
  });

  it('keeps its nonces valid across a restart (the secret is stored)', async () => {
    const s = site();
    const a = await visit(s);
    const restarted = createApp({ db: s.db, distDir: `${s.root}/dist`, fixturesDir: `${s.root}/fixtures`, sr7Dir: null });
    expect((await subscribe({ ...s, app: restarted }, a)).status).toBe(200);
  });
});
