import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stampResizes, waitForStage, watchConsole } from './helpers.ts';

/**
 * Module runtime details (issue 9): the zero-width parent warning and re-layout (SPEC §5/§8), resize handling
 * (SPEC §9: 400 ms, 30 px on mobile), the stage pixel ratio (settings.general.dpr), editor mode (SPEC §6),
 * fixed modules and justified carousels (SPEC §3 size). Modules: fixtures/modules/strata-hero.json (through
 * routes that change one setting), fixtures/test/fixed.json and fixtures/test/carousel-justify.json.
 */
const HERO = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/modules/strata-hero.json'), 'utf8')) as { settings: Record<string, unknown> };
const ZERO_WIDTH = 'check the parent element';

/** Serves strata-hero with `settings` merged in, beside the original so its relative asset paths still resolve. */
async function serveHero(page: Page, name: string, settings: Record<string, unknown>) {
  const json = { ...HERO, settings: { ...HERO.settings, ...settings } };
  await page.route((url) => url.pathname === `/fixtures/modules/${name}.json`, (route) => route.fulfill({ json }));
  return `/fixtures/modules/${name}.json`;
}

const moduleHeight = (page: Page) => page.locator('[data-strata-module]').evaluate((el) => el.getBoundingClientRect().height);

test('a module in a hidden parent warns once per zero-width episode and lays out when the parent is shown', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && m.text().includes(ZERO_WIDTH) && warnings.push(m.text()));
  // The viewer's #root starts as a display:none tab would: no width.
  await page.route((url) => url.pathname === '/viewer.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</head>', '<style>#root { display: none }</style></head>');
    await route.fulfill({ response, body });
  });
  await page.goto('/viewer.html?src=/fixtures/modules/strata-hero.json');
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('strata-hero');
  expect(await page.locator('[data-strata-module] [data-strata-slide]').count()).toBe(0);

  // The tab is shown: the ResizeObserver lays the module out, no page resize needed.
  await page.evaluate(() => (document.getElementById('root')!.style.display = 'block'));
  await expect(page.locator('[data-strata-slide="1"]')).toBeVisible();
  await expect.poll(() => moduleHeight(page)).toBeGreaterThan(100);
  await page.waitForTimeout(300);
  expect(warnings).toHaveLength(1);

  // Hidden again: a new episode, one more warning; shown again: laid out at the same size.
  const shown = await moduleHeight(page);
  await page.evaluate(() => (document.getElementById('root')!.style.display = 'none'));
  await expect.poll(() => warnings.length).toBe(2);
  await page.evaluate(() => (document.getElementById('root')!.style.display = 'block'));
  await expect.poll(() => moduleHeight(page)).toBeCloseTo(shown, 0);
  expect(warnings).toHaveLength(2);
});

test('a window resize re-lays the module out 400 ms after the last resize event', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await stampResizes(page);
  await page.goto('/viewer.html?src=/fixtures/modules/strata-hero.json');
  await expect(page.locator('[data-strata-slide="1"]')).toBeVisible();
  const before = await moduleHeight(page);
  // Measured in the page, so a slow test runner cannot blur the delay.
  await page.evaluate(() => {
    const w = window as unknown as { strataLastResize: number; relayoutDelays: number[] };
    w.relayoutDelays = [];
    const root = document.querySelector('[data-strata-module]')!;
    new MutationObserver(() => w.relayoutDelays.push(performance.now() - w.strataLastResize)).observe(root, { attributes: true, attributeFilter: ['style'] });
  });
  await page.setViewportSize({ width: 1000, height: 800 });
  // At 1280 px the page's breakpoints give largedesktop, which the module did not design (uSize): it shows its
  // desktop grid, 1240 × 600, unscaled. At 1000 px: the notebook grid 1024, scaled 1000/1024 of its 560.
  await expect.poll(() => moduleHeight(page)).toBeCloseTo((560 * 1000) / 1024, 0);
  expect(before).toBeCloseTo(600, 0);
  const delays = await page.evaluate(() => (window as unknown as { relayoutDelays: number[] }).relayoutDelays);
  expect(delays.length).toBeGreaterThan(0);
  expect(Math.min(...delays)).toBeGreaterThanOrEqual(399);
});

test('on a phone, browser bars changing the height by under 30 px do not re-lay out a full-height module', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const src = await serveHero(page, 'hero-full-height', { size: { ...(HERO.settings['size'] as object), fullHeight: true } });
  await page.goto(`/viewer.html?src=${src}`);
  await expect.poll(() => moduleHeight(page)).toBe(700);
  await page.setViewportSize({ width: 390, height: 720 });
  await page.waitForTimeout(1000);
  expect(await moduleHeight(page)).toBe(700);
  // 35 px from the last layout is a real resize.
  await page.setViewportSize({ width: 390, height: 735 });
  await expect.poll(() => moduleHeight(page)).toBe(735);
  await context.close();
});

test('the GPU stage renders at the device pixel ratio capped at 2, or at the ratio general.dpr fixes', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const errors = watchConsole(page);
  const backing = async () => {
    await waitForStage(page);
    return page.locator('canvas.strata-canvas').evaluate((c: HTMLCanvasElement) => ({ width: c.width, css: c.getBoundingClientRect().width }));
  };
  await page.goto('/viewer.html?src=/fixtures/modules/strata-hero.json');
  const device = await backing();
  expect(device.width).toBe(Math.round(device.css * 2));

  const src = await serveHero(page, 'hero-dpr-1', { general: { dpr: '1' } });
  await page.goto(`/viewer.html?src=${src}`);
  const fixed = await backing();
  expect(fixed.width).toBe(Math.round(fixed.css));
  expect(errors).toEqual([]);
  await context.close();
});

test('mode=editor builds the module for an editor; the visitor build is the default', async ({ page }) => {
  await page.goto('/viewer.html?src=/fixtures/modules/strata-hero.json&mode=editor');
  await expect(page.locator('[data-strata-module][data-strata-mode="editor"] [data-strata-slide="1"]')).toBeVisible();
  await page.goto('/viewer.html?src=/fixtures/modules/strata-hero.json');
  await expect(page.locator('[data-strata-module][data-strata-mode="visitor"] [data-strata-slide="1"]')).toBeVisible();
});

test('a fixed module stays put in the window while the page scrolls, and takes no height in the page', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1240, height: 800 });
  await page.goto('/viewer.html?src=/fixtures/test/fixed.json');
  const menu = page.locator('[data-strata-layer="1"]');
  await expect(menu).toBeVisible();
  // Page content after the module starts at the module's place: the overlay takes no room.
  const flow = await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.getElementById('root')!.append(spacer);
    return spacer.getBoundingClientRect().top;
  });
  expect(flow).toBe(0);
  const top = await menu.boundingBox();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  const scrolled = await menu.boundingBox();
  if (!top || !scrolled) throw new Error('menu layer not rendered');
  // Right-aligned 24 px from the window's edge, 20 px from its top, before and after scrolling.
  expect(scrolled.y).toBeCloseTo(top.y, 0);
  expect(scrolled.x).toBeCloseTo(top.x, 0);
  expect(top.y).toBeCloseTo(20, 0);
  expect(1240 - (top.x + top.width)).toBeLessThan(60);
  expect(errors).toEqual([]);
});

test('a justified carousel gives every card its image ratio at one height, edge to edge', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/viewer.html?src=/fixtures/test/carousel-justify.json');
  const card = (key: string) => page.locator(`[data-strata-card="${key}"]`).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, width: r.width, height: r.height };
  });
  // 300 px high cards: imgs 1080×608, 960×960, 810×1080; one measured by the browser (1080×720); one from bg.image.ratio (0.8).
  await expect.poll(async () => (await card('wide')).width).toBeCloseTo((300 * 1080) / 608, 0);
  expect((await card('wide')).height).toBeCloseTo(300, 0);
  const module = await page.locator('[data-strata-module]').boundingBox();
  const wide = await card('wide');
  expect((wide.left + wide.right) / 2).toBeCloseTo((module?.x ?? 0) + (module?.width ?? 0) / 2, 0);
  expect((await card('square')).width).toBeCloseTo(300, 0);
  expect((await card('square')).left).toBeCloseTo(wide.right + 12, 0);
  expect((await card('tall')).width).toBeCloseTo(225, 0);
  // Next: the square card comes to the centre.
  await page.evaluate(() => (window as unknown as { strata: { get(a: string): { next(): void } } }).strata.get('test-justify').next());
  await expect.poll(async () => {
    const sq = await card('square');
    return Math.round((sq.left + sq.right) / 2 - ((module?.x ?? 0) + (module?.width ?? 0) / 2));
  }).toBe(0);
  await page.evaluate(() => (window as unknown as { strata: { get(a: string): { show(k: string): void } } }).strata.get('test-justify').show('measured'));
  await expect.poll(async () => (await card('measured')).width).toBeCloseTo(450, 0);
  await page.evaluate(() => (window as unknown as { strata: { get(a: string): { show(k: string): void } } }).strata.get('test-justify').show('ratio'));
  await expect.poll(async () => (await card('ratio')).width).toBeCloseTo(240, 0);
  expect(errors).toEqual([]);
});
