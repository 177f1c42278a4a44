import { expect, test, type Page } from '@playwright/test';
import { waitForStage, watchConsole } from './helpers.ts';

/**
 * Loading details of SPEC §3, §7, §8 and §9: the module cache in localStorage (engine/load/reply-cache.ts), the GPU
 * stage chunk that fails and is retried (engine/load/lazy-chunk.ts, react-ui/gpu-stage-chunk.ts), the fallbackURL
 * image (react-ui/module-fallback.tsx) and web fonts from the configured base (react-ui/page-fonts.ts).
 */

/** Every console line, as `type: text`. */
function watchLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  return lines;
}

const CACHE_PREFIX = 'strata:cache:v1:';
const heroModule = (page: Page) => page.locator('[data-strata-module][data-alias="strata-hero"]');

test.describe('module cache (SPEC §9 "Storage entries expire by a lifetime in seconds")', () => {
  test('the next page load takes the module from storage without a request; an expired entry is fetched and replaced', async ({ page }) => {
    const errors = watchConsole(page);
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wp-json/sliderrevolution/sliders/strata-hero') asked += 1;
    });
    await page.goto('/viewer.html?alias=strata-hero');
    await expect(heroModule(page)).toBeVisible();
    expect(asked).toBe(1);
    const keys = await page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), CACHE_PREFIX);
    expect(keys).toEqual([`${CACHE_PREFIX}get_full_slider_object:http://127.0.0.1:${new URL(page.url()).port}/wp-json/sliderrevolution/sliders/strata-hero?alias=true&srengine=7`]);
    const key = keys[0] as string;
    const storedAt = () => page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? '{}') as { at: number }).at, key);
    const firstAt = await storedAt();

    await page.reload();
    await expect(heroModule(page)).toBeVisible();
    await expect(page.locator('[data-strata-slide="1"] [data-strata-layer]').first()).toBeVisible();
    expect(asked).toBe(1);

    // The page now keeps replies for 1 s (window.strataConfig.cacheLifetime): once the entry is older, it is stale.
    await page.addInitScript(() => {
      (window as unknown as { strataConfig: unknown }).strataConfig = { cacheLifetime: 1 };
    });
    await expect.poll(() => page.evaluate((at) => Date.now() - at, firstAt)).toBeGreaterThan(1000);
    await page.reload();
    await expect(heroModule(page)).toBeVisible();
    expect(asked).toBe(2);
    await expect.poll(storedAt).toBeGreaterThan(firstAt);
    expect(errors).toEqual([]);
  });

  test('a page whose storage is denied loads over the network and says so once', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const lines = watchLines(page);
    await page.goto('/viewer.html?alias=strata-hero');
    await expect(heroModule(page)).toBeVisible();
    expect(lines.filter((l) => l.includes('[strata] cache'))).toEqual(['warning: [strata] cache: storage is not available here (SecurityError); loading without the cache']);
  });
});

test('a GPU stage chunk that fails to load: the DOM backdrop stays, SPEC §8 names the chunk, a retry upgrades to the GPU', async ({ page }) => {
  const lines = watchLines(page);
  let stageRequests = 0;
  // The first request for the stage chunk is lost on the way; the retry's goes through.
  await page.route(/\/assets\/Stage-[\w-]+\.js$/, (route) => (stageRequests++ === 0 ? route.abort('failed') : route.continue()));
  await page.goto('/viewer.html?src=/fixtures/test/crossfade.json');
  await waitForStage(page, 'dom');
  await expect.poll(() => lines.filter((l) => l.includes('Loading chunk failed'))).toEqual([
    expect.stringMatching(/^error: \[strata\] Loading chunk failed: gpu-stage \(TypeError: http:\/\/127\.0\.0\.1:\d+\/assets\/Stage-[\w-]+\.js\); the DOM backdrop stays, retrying in 2 s$/),
  ]);
  // The module works on its DOM backdrop meanwhile.
  await expect(page.locator('[data-strata-module][data-alias="test-crossfade"]')).toHaveAttribute('data-backdrop', 'dom');
  await waitForStage(page, 'gpu');
  expect(stageRequests).toBe(2);
  expect(lines.filter((l) => l.includes('Loading chunk failed'))).toHaveLength(1);
});

test.describe('fallbackURL (SPEC §3 "General")', () => {
  test('a browser without what the module needs gets its fallback image, and the console says why', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
    });
    const lines = watchLines(page);
    await page.goto('/viewer.html?src=/fixtures/test/fallback.json');
    const image = page.locator('[data-strata-fallback][data-alias="test-fallback"] img');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /\/fixtures\/modules\/assets\/strata-hero-2\.png$/);
    await expect(image).toHaveAttribute('alt', 'Yedek görsel testi');
    // Visible once laid out, which can come before the file has arrived and decoded (it did under load).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('[data-strata-module]')).toHaveCount(0);
    expect(lines).toContain('error: [strata] test-fallback: this browser lacks ResizeObserver; the module is not started and its fallback image is shown');
  });

  test('a definition that cannot be used shows the fallback image instead of the error text', async ({ page }) => {
    const lines = watchLines(page);
    await page.goto('/viewer.html?src=/fixtures/test/fallback-broken.json');
    await expect(page.locator('[data-strata-fallback] img')).toHaveAttribute('src', /\/fixtures\/modules\/assets\/strata-hero-2\.png$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(lines.some((l) => l.startsWith('error: [strata] module could not be shown:') && l.includes('module.slides'))).toBe(true);
  });

  test('a module that runs shows itself, not the fallback', async ({ page }) => {
    await page.goto('/viewer.html?src=/fixtures/test/fallback.json');
    await expect(page.locator('[data-strata-module][data-alias="test-fallback"] [data-strata-layer="1"]')).toHaveText('Modül çalışıyor');
    await expect(page.locator('[data-strata-fallback]')).toHaveCount(0);
  });
});

test.describe('web fonts (SPEC §7 "fonts from plugin asset paths")', () => {
  const title = (page: Page) => page.locator('[data-strata-module][data-alias="test-fonts"] [data-strata-layer="1"] .strata-content');
  /** The title's text width over its font size: the test font makes every character exactly 1 em. */
  const ems = (page: Page) =>
    title(page).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().width / parseFloat(getComputedStyle(el).fontSize);
    });

  test('a font from the configured asset path loads once and sets the text', async ({ page }) => {
    const errors = watchConsole(page);
    const lines = watchLines(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/fixtures/fonts/')) fetched.push(path);
    });
    await page.addInitScript(() => {
      (window as unknown as { SR7: unknown }).SR7 = { E: { fontBaseUrl: '/fixtures/fonts/' } };
    });
    await page.goto('/viewer.html?src=/fixtures/test/fonts.json');
    await expect(title(page)).toHaveText('ABCD EFGH');
    await expect.poll(() => page.evaluate(() => document.fonts.check('40px "Strata Test Sans"'))).toBe(true);
    // "ABCD EFGH": 9 characters of 1 em each, which neither fallback family comes near.
    await expect.poll(() => ems(page)).toBeCloseTo(9, 1);
    expect(fetched.sort()).toEqual(['/fixtures/fonts/strata-test-sans/strata-test-sans.css', '/fixtures/fonts/strata-test-sans/strata-test-sans.ttf']);
    await expect(page.locator('link[data-strata-font]')).toHaveCount(1);
    expect(lines.filter((l) => l.includes('[strata] font'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a remote (Google) font that cannot load is logged; the text keeps its fallback stack and the layout holds', async ({ page }) => {
    const lines = watchLines(page);
    await page.route('https://fonts.googleapis.com/**', (route) => route.abort('internetdisconnected'));
    await page.addInitScript(() => {
      (window as unknown as { strataConfig: unknown }).strataConfig = { fontBaseUrl: 'https://fonts.googleapis.com/css2?family=' };
    });
    await page.goto('/viewer.html?src=/fixtures/test/fonts.json');
    await expect
      .poll(() => lines.filter((l) => l.includes('[strata] font')))
      .toEqual([
        'warning: [strata] font "Strata Test Sans" could not be loaded from https://fonts.googleapis.com/css2?family=Strata+Test+Sans:wght@400&display=swap (the stylesheet did not load); its text keeps its fallback font stack',
      ]);
    await expect(title(page)).toHaveText('ABCD EFGH');
    expect(await ems(page)).toBeLessThan(7);
    // The module keeps its 300 px grid height at the layout's scale (the 40 px title says what the scale is) and the
    // title stays inside it.
    const moduleBox = await page.locator('[data-strata-module][data-alias="test-fonts"]').boundingBox();
    const titleBox = await title(page).boundingBox();
    const scale = (await title(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize))) / 40;
    expect(moduleBox?.height).toBeCloseTo(300 * scale, 0);
    expect(titleBox && moduleBox && titleBox.y >= moduleBox.y && titleBox.y + titleBox.height <= moduleBox.y + moduleBox.height).toBe(true);
    await expect(page.locator('link[data-strata-font]')).toHaveCount(0);
  });
});
