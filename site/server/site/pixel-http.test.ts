import { describe, expect, it } from 'vitest';
import { makeSite, siteFactory, type TestSite } from '../test-helpers.ts';
import { pageViewsOf } from './page-views-db.ts';
import { MAX_PIXEL_PATH } from './pixel-http.ts';

const site = siteFactory(() => makeSite());

const pixel = (s: TestSite, query: string) => s.app.request(`/wp-json/strata/v1/pixel?${query}`);
const allRows = (s: TestSite) => s.db.sql.prepare('SELECT path, views FROM page_views ORDER BY path').all();

describe('GET /wp-json/strata/v1/pixel (SPEC §7 a page-view call from a pixel tracker)', () => {
  it('counts a PageView per page path and answers a 1×1 GIF no cache keeps', async () => {
    const s = site();
    const res = await pixel(s, 'ev=PageView&dl=%2F');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const gif = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(gif.slice(0, 6))).toBe('GIF89a');
    expect([gif[6], gif[8]]).toEqual([1, 1]); // logical screen 1×1 (little-endian width, height)
    await pixel(s, 'ev=PageView&dl=%2F');
    await pixel(s, `ev=PageView&dl=${encodeURIComponent("/contact-demo.html?x=1'; DROP TABLE page_views;--")}`);
    expect(pageViewsOf(s.db, '/')).toBe(2);
    expect(allRows(s)).toEqual([
      { path: '/', views: 2 },
      { path: "/contact-demo.html?x=1'; DROP TABLE page_views;--", views: 1 }, // stored as data, never run
    ]);
  });

  it('answers bad input with 400 naming what was wrong, and stores nothing', async () => {
    const s = site();
    const cases: [string, RegExp][] = [
      ['dl=%2F', /^ev: expected PageView/],
      ['ev=Lead&dl=%2F', /^ev: expected PageView, got "Lead"/],
      ['ev=PageView', /^dl: required/],
      ['ev=PageView&dl=', /^dl: required/],
      ['ev=PageView&dl=https%3A%2F%2Fevil.example%2F', /is not a path of this site/],
      ['ev=PageView&dl=%2F%2Fevil.example%2F', /is not a path of this site/],
      ['ev=PageView&dl=%2Fa%0Ab', /control characters/],
      [`ev=PageView&dl=%2F${'a'.repeat(MAX_PIXEL_PATH)}`, /longer than 512 characters/],
    ];
    for (const [query, message] of cases) {
      const res = await pixel(s, query);
      expect(res.status, query).toBe(400);
      expect(await res.text(), query).toMatch(message);
    }
    expect(allRows(s)).toEqual([]);
  });

  it('refuses paths a browser would read as another host, or that are not valid percent-encoding (400, nothing stored)', async () => {
    const s = site();
    const cases: [string, RegExp][] = [
      // `/\evil.example`: browsers treat a backslash as a slash, so this is `//evil.example`.
      ['dl=%2F%5Cevil.example', /is not a path of this site/],
      ['dl=/%5Cevil.example', /is not a path of this site/],
      ['dl=%5C%5Cevil.example', /is not a path of this site/],
      ['dl=%2Fpage%5Cother', /backslash/],
      // Encoded once more inside the path: decoded, these are the same foreign or broken paths.
      ['dl=%2F%255Cevil.example', /is not a path of this site/],
      ['dl=%2F%252Fevil.example', /is not a path of this site/],
      ['dl=%2Fa%255Cb', /backslash/],
      ['dl=%2Fa%2500b', /control characters/],
      ['dl=%2Fa%C2%85b', /control characters/],
      // Not UTF-8: a lone byte, a cut-off sequence, a broken escape.
      ['dl=/%ff', /not valid UTF-8 percent-encoding/],
      ['dl=%2F%25ff', /not valid UTF-8 percent-encoding/],
      ['dl=/caf%C3', /not valid UTF-8 percent-encoding/],
      ['dl=%2Fcaf%25C3', /not valid UTF-8 percent-encoding/],
      ['dl=/%zz', /not valid UTF-8 percent-encoding/],
      ['dl=%2Fa%25', /not valid UTF-8 percent-encoding/],
    ];
    for (const [query, message] of cases) {
      const res = await pixel(s, `ev=PageView&${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.text(), query).toMatch(message);
    }
    expect(allRows(s)).toEqual([]);
  });

  it('counts real paths: percent-encoded UTF-8 as location.pathname sends it, raw UTF-8, a query, a + and a space', async () => {
    const s = site();
    for (const dl of ['/caf%C3%A9', '/café', '/search?q=a+b', '/a b', '/x%2Fy']) {
      const res = await pixel(s, new URLSearchParams({ ev: 'PageView', dl }).toString());
      expect(res.status, dl).toBe(200);
    }
    expect(allRows(s).map((r) => (r as { path: string }).path).sort()).toEqual(['/a b', '/caf%C3%A9', '/café', '/search?q=a+b', '/x%2Fy'].sort());
  });
});
