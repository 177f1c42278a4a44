import { expect, test } from '@playwright/test';
import { readE2eDb, watchConsole } from './helpers.ts';

/**
 * The page's own analytics and post data (SPEC §7 "a page-view call from a pixel tracker"; SPEC §3 "Page config
 * post fields: id, title, excerpt, featuredImage") on the real home page and server.
 */

const PIXEL = '/wp-json/strata/v1/pixel';

function viewsOf(path: string): Promise<number> {
  return readE2eDb((db) => (db.prepare('SELECT views FROM page_views WHERE path = ?').get(path) as { views: number } | undefined)?.views ?? 0);
}

test('a page load sends one page-view pixel, which the server counts for the page path', async ({ page }) => {
  const errors = watchConsole(page);
  // /index.html is the home page under a path no other test loads, so the count is this test's alone.
  const before = await viewsOf('/index.html');
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PIXEL) beacons.push(request.url());
  });
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === PIXEL);
  await page.goto('/index.html');
  const res = await answered;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/gif');
  await expect(page.locator('[data-strata-module]').first()).toBeVisible(); // the page is up: React mounted (twice, StrictMode)
  expect(beacons).toHaveLength(1);
  expect(new URL(beacons[0]!).searchParams.get('ev')).toBe('PageView');
  expect(new URL(beacons[0]!).searchParams.get('dl')).toBe('/index.html');
  await expect.poll(() => viewsOf('/index.html')).toBe(before + 1);
  const pushed = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
  expect(pushed.filter((e) => (e as { event: string }).event === 'page_view')).toEqual([{ event: 'page_view', event_category: 'page', event_label: '/index.html' }]);
  expect(errors).toEqual([]);
});

test('the page carries its post (id 4740) as the server printed it, and shows it in its share meta', async ({ page }) => {
  await page.goto('/');
  const post = await page.evaluate(() => JSON.parse(document.getElementById('strata-page-settings')!.textContent!).post);
  expect(post).toEqual({
    id: 4740,
    title: 'Hizmetlerimiz',
    excerpt: expect.stringContaining('dijital çözümler'),
    featuredImage: '/fixtures/site/gallery/galata-geometrisi.jpg',
  });
  const meta = (property: string) => page.locator(`head meta[property="${property}"]`);
  await expect(meta('og:title')).toHaveAttribute('content', 'Hizmetlerimiz');
  await expect(meta('og:description')).toHaveAttribute('content', post.excerpt);
  const image = await meta('og:image').getAttribute('content');
  expect(new URL(image!).pathname).toBe(post.featuredImage);
  expect((await page.request.get(image!)).status()).toBe(200); // an image the site really serves
});
