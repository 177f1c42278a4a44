import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { normalizeModule } from '../engine/model/normalize.ts';
import { computeNavFrame } from '../react-ui/nav-frame.ts';
import { levelBoxCss, levelBoxes } from '../react-ui/ssr-box.ts';
import { waitForStage } from './helpers.ts';

/**
 * Server rendering (issue 17): /ssr-demo.html is the hero module rendered by the server with renderToString; its
 * first slide's layers are in the HTML, the module's box keeps its proportions before any script runs, and the
 * browser hydrates that markup without a mismatch and without moving the page.
 */

const HERO = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/modules/strata-hero.json'), 'utf8')) as {
  slides: Record<string, { layers: Record<string, { content?: { text?: string } }> }>;
};

test('the server sends the first slide\'s layers as HTML, in a box of the module\'s proportions', async ({ request }) => {
  const html = await (await request.get('/ssr-demo.html')).text();
  const firstTexts = Object.values(HERO.slides['1']!.layers)
    .map((layer) => layer.content?.text ?? '')
    .filter((text) => text.trim() !== '' && !text.includes('<'));
  expect(firstTexts.length).toBeGreaterThan(1);
  for (const text of firstTexts) expect(html).toContain(text);
  // The box of every responsive level, as media rules on the window width (react-ui/ssr-box.ts): the desktop one is
  // the grid's 1240 × 600, and none grows past 600 px (no upscaling).
  // A full-width module: its box is as tall as its slides, which span the window where the box is within a scrollbar
  // of it (ssr-box.ts), up to the grid's height.
  expect(html).toMatch(/@media \(min-width:1240px\)\{\[data-strata-module="[^"]+"\]\{aspect-ratio:auto;height:auto;max-height:none;\}\[data-strata-module="[^"]+"\]::before\{content:"";display:block;padding-top:calc\(min\(.* \* 0\.483871, 600px\) \+ 0px\);\}\}/);
  expect(html.match(/@media/g)).toHaveLength(5);
  expect(html).toContain('data-strata-slide="1"');
  // The first slide's background is in the markup too.
  expect(html).toContain('strata-hero-1.png');
});

for (const width of [1280, 1100, 900, 600, 390]) test(`at ${width} px the browser hydrates it: no mismatch, no console error, the box does not move, and the module runs`, async ({ page }) => {
  await page.setViewportSize({ width, height: 800 });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  // The module's box as the server markup lays it out: the page with its script held back, so nothing has hydrated
  // it (a script that runs before the measurement would measure the browser's layout, not the server's).
  await page.route('**/assets/ssr-demo-*.js', (route) => route.abort());
  await page.goto('/ssr-demo.html');
  const before = await page.locator('[data-strata-module]').boundingBox();
  await page.unroute('**/assets/ssr-demo-*.js');
  problems.length = 0;
  await page.goto('/ssr-demo.html');
  await waitForStage(page);
  const after = await page.locator('[data-strata-module]').boundingBox();
  expect(before).not.toBeNull();
  expect(Math.abs(after!.height - before!.height)).toBeLessThan(1);
  expect(Math.abs(after!.y - before!.y)).toBeLessThan(1);
  await expect(page.locator('[data-strata-slide="1"] [data-strata-layer]').first()).toBeVisible();
  await page.evaluate(() => (window as unknown as { strata: { get(a: string): { next(): void } } }).strata.get('strata-hero').next());
  await expect.poll(() => page.evaluate(() => (window as unknown as { strata: { get(a: string): { current(): { index: number } } } }).strata.get('strata-hero').current().index)).toBe(1);
  expect(problems).toEqual([]);
});

test('a module whose feature readers the browser loads first (a carousel) hydrates too: the server markup stays meanwhile, no mismatch', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  // The carousel's reader (engine/model/normalize-carousel.ts) is its own chunk: held back, the markup must stay.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/assets/normalize-carousel-*.js', async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await page.goto('/ssr-demo.html?module=nav-carousel', { waitUntil: 'domcontentloaded' });
  const module = page.locator('[data-strata-module]');
  await expect(module).toHaveCount(1);
  const before = await module.boundingBox();
  await page.waitForTimeout(500);
  // Hydration waits on the reader: the server's module box is still the one on screen, and no slider runs yet.
  expect(asked).toBe(1);
  await expect(module).toHaveCount(1);
  expect(await page.locator('.strata-loading').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { strata?: { list(): unknown[] } }).strata?.list().length ?? 0)).toBe(0);
  release();
  await expect.poll(() => page.evaluate(() => (window as unknown as { strata?: { list(): unknown[] } }).strata?.list().length ?? 0), { timeout: 15_000 }).toBe(1);
  const after = await module.boundingBox();
  expect(Math.abs(after!.height - before!.height)).toBeLessThan(1);
  expect(problems).toEqual([]);
});

test("the server box's rules give the height the browser lays the module out at: in a column, in a page with margins, spanning the window", async ({ page }) => {
  const model = normalizeModule(HERO);
  const css = levelBoxCss('[data-box]', levelBoxes(model, () => 0));
  for (const [windowWidth, container] of [[1920, 1140], [1920, 1904], [1300, 1280], [1100, 1084], [1100, 1100], [900, 700], [600, 600], [600, 400], [390, 374]] as const) {
    await page.setViewportSize({ width: windowWidth, height: 800 });
    await page.setContent(`<style>body{margin:0}.c{width:${container}px;margin:0 auto}.strata-module{position:relative;overflow:hidden;width:100%}${css}</style><div class="c"><div class="strata-module" data-box></div></div>`);
    const height = await page.evaluate(() => document.querySelector('[data-box]')!.getBoundingClientRect().height);
    const laidOut = computeNavFrame(model, container, { width: windowWidth, height: 800 }).layout.height;
    expect(Math.abs(height - laidOut), `${container} px box in a ${windowWidth} px window`).toBeLessThan(0.6);
  }
});
