import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers.ts';

/** `slideid` values of the lazy-slide requests the page makes, in order. */
function watchSlideRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wp-json/sliderrevolution/sliders/') && url.searchParams.has('slideid')) asked.push(url.searchParams.get('slideid') ?? '');
  });
  return asked;
}

type Api = { current(): { key: string }; show(key: string): void; next(): void; on(event: string, fn: (detail: unknown) => void): void };
const api = (page: Page, alias: string) => page.evaluateHandle((a) => (window as unknown as { strata: { get(id: string): Api } }).strata.get(a), alias);

test.describe('module loading', () => {
  test('a module fetched from the backend by alias renders like an inline one', async ({ page }) => {
    const errors = watchConsole(page);
    const rest = page.waitForRequest((r) => r.url().includes('/wp-json/sliderrevolution/sliders/strata-hero?srengine=7&alias=true'));
    await page.goto('/viewer.html?alias=strata-hero');
    await rest;
    await expect(page.locator('[data-strata-module][data-alias="strata-hero"]')).toBeVisible();
    await expect(page.locator('[data-strata-slide="1"] [data-strata-layer]').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a module the backend does not have: the SPEC console line and nothing shown to the visitor', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
    await page.goto('/viewer.html?alias=yok-boyle-bir-modul');
    await expect(page.locator('[data-strata-error]')).toBeAttached();
    await expect(page.locator('[data-strata-error]')).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(logs.filter((l) => l.includes('yok-boyle-bir-modul') && !l.includes('404 (Not Found)'))).toEqual([
      'log: [strata] Module "yok-boyle-bir-modul" could not be loaded from the database (Slider not found)',
    ]);
  });

  test('a damaged reply (PHP notices, a raw newline, a trailing comma, wp_die\'s 0) is repaired and renders', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/viewer.html?src=/fixtures/test/damaged-reply.json');
    const title = page.locator('[data-strata-slide="1"] [data-strata-layer="1"]');
    await expect(title).toBeVisible();
    await expect(title).toHaveText(/Önce ilk\s*slayt/);
    expect(errors).toEqual([]);
  });

  test('MIX lazy slides: neighbours are fetched by slide id, next first; a change waits only for its own fetch', async ({ page }) => {
    const asked = watchSlideRequests(page);
    let releaseThird: () => void = () => {};
    const thirdHeld = new Promise<void>((resolve) => (releaseThird = resolve));
    // Hold slide 3's reply (the real server's) until the test lets it go.
    await page.route('**/wp-json/sliderrevolution/sliders/lazy-demo?*slideid=3*', async (route) => {
      await thirdHeld;
      await route.continue();
    });
    await page.goto('/viewer.html?src=/fixtures/test/lazy-demo.mix.json');
    await expect(page.locator('[data-strata-slide="1"] [data-strata-layer="1"]')).toBeVisible();
    await expect.poll(() => asked.length).toBe(2);
    expect(asked).toEqual(['2', '4']);
    // Slide 2's layers arrive in the DOM before anyone asks for slide 2.
    await expect(page.locator('[data-strata-slide="2"] [data-strata-layer="1"]')).toHaveText('Katmanlar sonra gelir');
    expect(await page.locator('[data-strata-slide="3"] [data-strata-layer]').count()).toBe(0);

    const slider = await api(page, 'lazy-demo');
    await slider.evaluate((a) => {
      const w = window as unknown as { changes: string[] };
      w.changes = [];
      a.on('beforeChange', (d) => w.changes.push(`before ${(d as { next: { key: string } }).next.key}`));
      a.show('#3');
    });
    await expect.poll(() => asked).toEqual(['2', '4', '3']);
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual([]);
    expect(await slider.evaluate((a) => a.current().key)).toBe('1');
    releaseThird();
    await expect.poll(() => slider.evaluate((a) => a.current().key), { timeout: 10_000 }).toBe('3');
    expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual(['before 3']);
    await expect(page.locator('[data-strata-slide="3"] [data-strata-layer="1"]')).toBeVisible();
    await expect(page.locator('[data-strata-slide="3"] [data-strata-layer="2"]')).toHaveText('Geçiş, yalnızca getirme süresi kadar bekler.');
    // Each slide was asked for once.
    expect([...asked].sort()).toEqual(['2', '3', '4']);
  });
});

test('add-on resources a module names are registered and loaded once (engine/load/addons.test.ts covers several modules)', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/viewer.html?src=/fixtures/test/addons.json');
  await expect(page.locator('[data-strata-module][data-alias="test-addons"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { strataGlowRuns?: number }).strataGlowRuns)).toBe(1);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--strata-glow-loaded').trim())).toBe('1');
  expect(await page.locator('script[src$="/fixtures/test/addons/strata-glow.js"]').count()).toBe(1);
  // The add-on script registered its prepareSlide hook; the slide that names it (slide addOns) was prepared once,
  // with its own settings.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { strataGlowPrepared?: unknown[] }).strataGlowPrepared))
    .toEqual([{ module: 'test-addons', slide: '1', settings: { color: '#f59e0b', strength: 24 } }]);
  expect(errors).toEqual([]);
});

test('a viewer link: the server preloads the module it names, and the viewer reads that one download', async ({ page }) => {
  const errors = watchConsole(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/fixtures/test/slideshow.json') asked.push(request.url());
  });
  await page.goto('/viewer.html?src=/fixtures/test/slideshow.json');
  await expect(page.locator('[data-strata-module][data-alias="test-slideshow"]')).toBeVisible();
  // The download starts from the page's <link rel="preload"> (while the scripts load), not from the viewer's fetch.
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/fixtures/test/slideshow.json')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(entries).toEqual(['link']);
  expect(asked).toHaveLength(1);
  expect(errors).toEqual([]);
});

test.describe('viewer: a module given by the visitor', () => {
  test('JSON pasted into the form is shown', async ({ page, request }) => {
    const text = await (await request.get('/fixtures/test/crossfade.json')).text();
    await page.goto('/viewer.html');
    await page.getByLabel(/Modül JSON'unu yapıştırın/).fill(text);
    await page.getByRole('button', { name: 'Göster' }).click();
    await expect(page.locator('[data-strata-module][data-alias="test-crossfade"]')).toBeVisible();
  });

  test('a .json file dropped on the page replaces the module shown; a broken one names what is wrong', async ({ page, request }) => {
    const text = await (await request.get('/fixtures/test/crossfade.json')).text();
    await page.goto('/viewer.html?src=/fixtures/test/slideshow.json');
    await expect(page.locator('[data-strata-module][data-alias="test-slideshow"]')).toBeVisible();
    const drop = (json: string) =>
      page.evaluate((body) => {
        const data = new DataTransfer();
        data.items.add(new File([body], 'module.json', { type: 'application/json' }));
        document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      }, json);
    await drop(text);
    await expect(page.locator('[data-strata-module][data-alias="test-crossfade"]')).toBeVisible();
    await expect(page.locator('[data-strata-module][data-alias="test-slideshow"]')).toHaveCount(0);
    await drop('{"settings": {"alias": "x"}, "slides": 5}');
    await expect(page.getByRole('alert')).toContainText('module.slides');
  });
});
