import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactSite, FORM_ID } from './contact/test-helpers.ts';
import { makeSite, siteFactory, type TestSite } from './test-helpers.ts';
import { MAX_JSON_DEPTH } from './json-body.ts';
import { NEWSLETTER_ROUTE } from './site/newsletter-http.ts';
import { visit } from './site/test-visitor.ts';

const AJAX = '/wp-admin/admin-ajax.php';
const WC = '/?wc-ajax=get_refreshed_fragments';
const MODULE_CALL = { action: 'revslider_ajax_call_front', client_action: 'get_full_slider_object', version: '7' };

/** Each site records what the server logged, so a test can tell an error was logged rather than sent. */
function loggingSite(make: (log: (msg: string) => void) => TestSite) {
  return siteFactory(() => {
    const logged: string[] = [];
    return Object.assign(make((msg) => logged.push(msg)), { logged });
  });
}
const site = loggingSite((log) => makeSite({ log }));
const formSite = loggingSite((log) => contactSite({ log }));

function multipart(body: string, contentType = 'multipart/form-data; boundary=XyZ'): RequestInit {
  return { method: 'POST', headers: { 'content-type': contentType }, body };
}

const part = (name: string, value: string) => `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** Malformed bodies and the part of the 400 message that names what is wrong with each. */
const MALFORMED: [string, RequestInit, RegExp][] = [
  ['no boundary', multipart(`${part('action', 'x')}--XyZ--\r\n`, 'multipart/form-data'), /multipart\/form-data without a boundary/],
  ['empty boundary', multipart(`${part('action', 'x')}--XyZ--\r\n`, 'multipart/form-data; boundary='), /without a boundary/],
  ['truncated', multipart(`${part('action', 'revslider_ajax_call_front')}--XyZ\r\nContent-Disposition: form-data; name="da`), /truncated/],
  ['no closing delimiter', multipart(part('action', 'x')), /truncated/],
  ['bad part headers', multipart(`--XyZ\r\nthis is not a header\r\n\r\nvalue\r\n--XyZ--\r\n`), /part headers/],
  ['part without a name', multipart(`--XyZ\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--XyZ--\r\n`), /part headers/],
  ['not multipart at all', multipart('action=revslider_ajax_call_front'), /truncated/],
];

describe('malformed multipart bodies are 400s naming the problem', () => {
  for (const [route, path] of [['admin-ajax', AJAX], ['wc-ajax', WC]] as const) {
    it(`${route}: missing boundary, truncated body, bad part headers`, async () => {
      const s = site();
      for (const [label, init, message] of MALFORMED) {
        const res = await s.app.request(path, init);
        expect(res.status, label).toBe(400);
        const body = await res.json();
        expect(body.success, label).toBe(false);
        expect(body.message, label).toMatch(/^body: /);
        expect(body.message, label).toMatch(message);
      }
      expect(s.logged).toEqual([]);
    });
  }

  it('a well-formed multipart body still works on both', async () => {
    const s = site();
    const ok = await s.app.request(AJAX, multipart(`${Object.entries({ ...MODULE_CALL, 'data[id]': '12' }).map(([k, v]) => part(k, v)).join('')}--XyZ--\r\n`));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, id: 12 });
    const cart = await s.app.request(WC, multipart('--XyZ--\r\n'));
    expect(cart.status).toBe(200);
  });
});

describe('deeply nested JSON is a 400, not a stack overflow', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const json = (body: string, headers: Record<string, string> = {}): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('admin-ajax: a JSON body, and a JSON data field of a form, nested 100,000 deep', async () => {
    const s = site();
    const cases: [string, RequestInit][] = [
      ['JSON body, deep action', json(`{"action":${deep(100_000)}}`)],
      ['JSON body, deep data', json(JSON.stringify(MODULE_CALL).replace(/}$/, `,"data":{"id":${deep(100_000)}}}`))],
      ['form data field', { method: 'POST', body: new URLSearchParams({ ...MODULE_CALL, data: `{"id":${deep(100_000)}}` }) }],
    ];
    for (const [label, init] of cases) {
      const res = await s.app.request(AJAX, init);
      expect(res.status, label).toBe(400);
      expect((await res.json()).message, label).toMatch(new RegExp(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`));
    }
    expect(s.logged).toEqual([]);
  });

  it('the nesting limit leaves room for real calls and counts brackets inside strings as text', async () => {
    const s = site();
    const res = await s.app.request(AJAX, json(JSON.stringify({ ...MODULE_CALL, data: { id: 12, note: '[[[['.repeat(100) } })));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, id: 12 });
    const atLimit = `{"action":${deep(MAX_JSON_DEPTH - 1)}}`;
    expect((await (await s.app.request(AJAX, json(atLimit))).json()).message).not.toMatch(/nested/);
    const overLimit = `{"action":${deep(MAX_JSON_DEPTH)}}`;
    expect((await (await s.app.request(AJAX, json(overLimit))).json()).message).toMatch(/nested deeper/);
  });

  it('the newsletter: a WP_Error 400 rest_invalid_json', async () => {
    const s = site();
    const who = await visit(s);
    const res = await s.app.request(NEWSLETTER_ROUTE, json(`{"EMAIL":${deep(100_000)}}`, { 'x-wp-nonce': who.settings.rest_nonce, cookie: who.cookie }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'rest_invalid_json', message: expect.stringMatching(/nested deeper than/) });
  });

  it('jQuery-style field names are limited too: data[a][a]… 100,000 deep', async () => {
    const s = site();
    const res = await s.app.request(AJAX, { method: 'POST', body: new URLSearchParams({ ...MODULE_CALL, [`data${'[a]'.repeat(100_000)}`]: '1' }) });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^data\[a\]\[a\]\[a\].*: nested deeper than \d+ levels/);
  });
});

describe('an internal error is logged and answered with a generic 500', () => {
  const GENERIC = { success: false, message: 'Internal server error' };

  it('every route family that reaches the database: admin-ajax, wc-ajax, REST, newsletter, pixel', async () => {
    const s = site();
    const who = await visit(s);
    // A closed connection: what a database gone away looks like to a handler (better-sqlite3 throws a TypeError).
    s.db.close();
    const requests: [string, string, RequestInit?][] = [
      ['admin-ajax module', AJAX, { method: 'POST', body: new URLSearchParams({ ...MODULE_CALL, 'data[id]': '12' }) }],
      ['admin-ajax like', AJAX, { method: 'POST', body: new URLSearchParams({ action: 'process_simple_like', post_id: '201', nonce: who.settings.like_nonce }), headers: { cookie: who.cookie } }],
      ['wc-ajax', WC, { method: 'POST', headers: { cookie: who.cookie } }],
      ['REST slider', '/wp-json/sliderrevolution/sliders/hero?srengine=7'],
      ['REST modal', '/wp-json/sliderrevolution/sliders/modal/hero'],
      ['rest_route slider', '/?rest_route=/sliderrevolution/sliders/hero'],
      ['REST posts', '/wp-json/strata/v1/posts'],
      ['newsletter', NEWSLETTER_ROUTE, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-wp-nonce': who.settings.rest_nonce, cookie: who.cookie },
        body: JSON.stringify({ EMAIL: 'ada@example.com', AUDIENCE: 'bireysel', INTEREST: 'tasarim', _mc4wp_honeypot: '', _mc4wp_timestamp: String(Math.floor(Date.now() / 1000) - 10) }),
      }],
      ['pixel', '/wp-json/strata/v1/pixel?ev=PageView&dl=%2F'],
    ];
    for (const [label, path, init] of requests) {
      s.logged.length = 0;
      const res = await s.app.request(path, init);
      expect(res.status, label).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text), label).toEqual(GENERIC);
      expect(text, label).not.toMatch(/database|connection|sqlite/i);
      // The detail is not lost: the server log has the method, the path and the error.
      expect(s.logged.join('\n'), label).toMatch(/^error: (GET|POST) \/\S*: TypeError: The database connection is not open/);
    }
  });

  it('contact forms: a broken form file is logged, not shown (its path is the server\'s business)', async () => {
    const s = formSite();
    writeFileSync(join(s.root, 'fixtures', 'forms', `${FORM_ID}.json`), '{"id": 4811, "fields": "broken"');
    const res = await s.app.request(`/wp-json/contact-form-7/v1/contact-forms/${FORM_ID}/feedback/schema`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(GENERIC);
    expect(text).not.toContain(s.root);
    expect(s.logged.join('\n')).toContain(join(s.root, 'fixtures', 'forms', `${FORM_ID}.json`));
  });

  it('a handler that throws anything (also a non-Error) gets the same generic answer', async () => {
    const s = site();
    // Routes added after createApp share its onError, as every route family does.
    s.app.post('/test-throws', () => {
      throw new Error('secret detail: /srv/strata/data/strata.sqlite');
    });
    s.app.post('/test-throws-string', () => {
      throw 'a bare string';
    });
    for (const path of ['/test-throws', '/test-throws-string']) {
      const res = await s.app.request(path, { method: 'POST' });
      expect(res.status, path).toBe(500);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(await res.json(), path).toEqual(GENERIC);
    }
    expect(s.logged.join('\n')).toContain('secret detail: /srv/strata/data/strata.sqlite');
    expect(s.logged.join('\n')).toContain('a bare string');
  });
});
