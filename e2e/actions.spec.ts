import { expect, test, type Page } from '@playwright/test';
import { currentIndex, hasSr7, SR7_ABSENT, watchConsole } from './helpers.ts';

const ALIAS = 'test-actions';
const layer = (page: Page, id: string, slide = 'one') => page.locator(`[data-strata-slide="${slide}"] [data-strata-layer="${id}"]`);

async function openActions(page: Page) {
  await page.goto('/viewer.html?src=/fixtures/test/actions.json');
  await page.waitForFunction((alias) => !!(window as unknown as { strata?: { get(a: string): unknown } }).strata?.get(alias), ALIAS);
  await expect(layer(page, '1')).toBeVisible();
}

/** Records every scroll position the page passes through (a smooth scroll passes many). */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __ys: number[] };
    w.__ys = [];
    window.addEventListener('scroll', () => w.__ys.push(window.scrollY));
  });
}
/** A glide from the top to `target`: positions between the two, each at or past the one before. */
function expectGlide(path: number[], target: number) {
  expect(path.filter((y) => y > 1 && y < target - 1).length).toBeGreaterThan(0);
  path.forEach((y, i) => expect(y).toBeGreaterThanOrEqual(path[i - 1] ?? 0));
}
const scrolledThrough = (page: Page) => page.evaluate(() => (window as unknown as { __ys: number[] }).__ys);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Document Y of the anchor layer's top edge. */
const anchorTop = (page: Page) => page.evaluate(() => (document.getElementById('actions-anchor')?.getBoundingClientRect().top ?? NaN) + window.scrollY);

test('a scroll action glides to the anchor minus its offset, without touching the URL', async ({ page }) => {
  const errors = watchConsole(page);
  await openActions(page);
  const target = (await anchorTop(page)) - 50;
  expect(target).toBeGreaterThan(500);
  await recordScroll(page);
  await layer(page, '1').click();
  await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBeCloseTo(target, 0);
  const path = await scrolledThrough(page);
  // Smooth, not one jump: it passes through the way between start and end, always onwards. (How many frames it
  // takes depends on the runner; the clock advances at most 500 ms a frame, so a 600 ms glide shows at least one.)
  expectGlide(path, target);
  expect(new URL(page.url()).hash).toBe('');
  expect(errors).toEqual([]);
});

test('a same-page layer link scrolls smoothly instead of jumping; mailto stays as is; no javascript: link', async ({ page }) => {
  await openActions(page);
  const link = layer(page, '7').locator('a');
  await expect(link).toHaveAttribute('href', '#actions-anchor');
  await expect(layer(page, '8').locator('a')).toHaveAttribute('href', 'mailto:hi@example.test');
  const external = layer(page, '9').locator('a');
  await expect(external).toHaveAttribute('href', 'https://example.test/');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'nofollow noopener');
  await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
  await expect(layer(page, '13').locator('a')).toHaveCount(0);

  const target = await anchorTop(page);
  await recordScroll(page);
  await link.click();
  await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBeCloseTo(target, 0);
  const path = await scrolledThrough(page);
  expectGlide(path, target);
  // The default jump was prevented: the hash never changed.
  expect(new URL(page.url()).hash).toBe('');
});

test('scroll to the module end with an offset (speed 0 jumps)', async ({ page }) => {
  await openActions(page);
  const bottom = await page.evaluate(() => (document.querySelector('[data-strata-module]')?.getBoundingClientRect().bottom ?? NaN) + window.scrollY);
  await layer(page, '11').click();
  await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBeCloseTo(bottom - 1000, 0);
});

test('toggleClass, simulate and hover actions change the target layers', async ({ page }) => {
  await openActions(page);
  await layer(page, '2').click();
  await expect(layer(page, '5')).toHaveClass(/\bis-picked\b/);
  await layer(page, '2').click();
  await expect(layer(page, '5')).not.toHaveClass(/\bis-picked\b/);

  // "Simulate" clicks layer 6 through the DOM, which runs layer 6's own click action.
  await layer(page, '3').click();
  await expect(layer(page, '6')).toHaveClass(/\bwas-simulated\b/);

  await layer(page, '12').hover();
  await expect(layer(page, '12')).toHaveClass(/\bhovered\b/);
  await page.mouse.move(5, 600);
  await expect(layer(page, '12')).not.toHaveClass(/\bhovered\b/);
});

test('a next action changes the slide', async ({ page }) => {
  await openActions(page);
  expect(await currentIndex(page, ALIAS)).toBe(0);
  await layer(page, '4').click();
  await expect.poll(() => currentIndex(page, ALIAS), { timeout: 15_000 }).toBe(1);
  await expect(page.locator('[data-strata-slide="two"]')).toHaveAttribute('aria-hidden', 'false');
});

test('real export SR7_225_1: menu entries scroll to page anchors, and warn when the page has none', async ({ page }, testInfo) => {
  testInfo.skip(!hasSr7, SR7_ABSENT);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/viewer.html?src=/sr7/SR7_225_1.json');
  await page.waitForSelector('[data-strata-slide="465"] [data-strata-layer="12"]', { state: 'attached' });
  await page.waitForFunction(() => (window as unknown as { strata?: { list(): unknown[] } }).strata?.list().length === 1);
  await expect(page.locator('[data-strata-slide="465"] [data-strata-layer="16"] a')).toHaveAttribute('href', 'https://discord.com/invite/dKaMedXuNf');
  const before = await scrollY(page);
  // The menu is closed (its group waits for the toggle), so the click is dispatched rather than aimed.
  await page.locator('[data-strata-slide="465"] [data-strata-layer="12"]').dispatchEvent('click');
  await expect.poll(() => warnings.some((w) => w.includes('"whychooseus"')), { timeout: 5_000 }).toBe(true);
  expect(await scrollY(page)).toBe(before);
});
