import { expect, test, type Page } from '@playwright/test';
import { hasSr7, SR7_ABSENT, watchConsole } from './helpers.ts';

/**
 * Layer scenes in a real browser: split text, hover, toggle, playScene / toggleScenes actions, waiting
 * in-frames, global-layer ranges and stage events (fixtures/test/scenes.json), then SR7_225_1's menu.
 */
const ALIAS = 'test-scenes';
const layer = (page: Page, id: string, slide = 'one') => page.locator(`[data-strata-slide="${slide}"] [data-strata-layer="${id}"]`);
const content = (page: Page, id: string, slide = 'one') => layer(page, id, slide).locator('.strata-content').first();
const style = (page: Page, id: string, prop: string, slide = 'one') =>
  content(page, id, slide).evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);

async function open(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layerEvents: string[] };
    w.__layerEvents = [];
    document.addEventListener('sr.layer.action', (event) => {
      const d = (event as CustomEvent<{ layer: string; eventtype: string; scene: string }>).detail;
      w.__layerEvents.push(`${d.layer}:${d.eventtype}:${d.scene}`);
    });
  });
  await page.goto('/viewer.html?src=/fixtures/test/scenes.json');
  await page.waitForFunction((alias) => !!(window as unknown as { strata?: { get(a: string): unknown } }).strata?.get(alias), ALIAS);
}

test('split text enters char by char, and stage events reach the page as SR7 DOM events', async ({ page }) => {
  const errors = watchConsole(page);
  await open(page);
  const chars = content(page, '1').locator('.strata-char');
  await expect(chars).toHaveCount('Harf harf gelen başlık'.replace(/ /g, '').length);
  // The text itself is kept: splitting only wraps it.
  await expect(content(page, '1')).toHaveText('Harf harf gelen başlık');
  await expect.poll(() => chars.last().evaluate((el) => Number(getComputedStyle(el).opacity)), { timeout: 5_000 }).toBe(1);
  const events = () => page.evaluate(() => (window as unknown as { __layerEvents: string[] }).__layerEvents);
  await expect.poll(events).toEqual(expect.arrayContaining(['1:enterstage:in', '1:enteredstage:in', '2:framestarted:in', '2:frameended:in']));
  const seen = await events();
  // Stage events frame the layer's frame events.
  expect(seen.indexOf('2:enterstage:in')).toBeLessThan(seen.indexOf('2:framestarted:in'));
  expect(seen.indexOf('2:frameended:in')).toBeLessThan(seen.indexOf('2:enteredstage:in'));
  expect(errors).toEqual([]);
});

test('hover runs forwards on enter and back on leave; a toggle layer swaps its text on click', async ({ page }) => {
  await open(page);
  await expect.poll(() => style(page, '2', 'opacity')).toBe('1');
  await page.waitForTimeout(200);
  const idle = await style(page, '2', 'color');
  await layer(page, '2').hover();
  // The colours round to whole channels before the tween ends: wait for the filter's exact end value.
  await expect.poll(() => style(page, '2', 'filter')).toContain('brightness(1.2)');
  expect(await style(page, '2', 'color')).toBe('rgb(255, 0, 0)');
  expect(await style(page, '2', 'background-color')).toBe('rgb(253, 224, 71)');
  await page.mouse.move(1000, 540);
  await expect.poll(() => style(page, '2', 'color')).toBe(idle);
  await layer(page, '3').click();
  await expect(content(page, '3')).toHaveText('Açık');
  await layer(page, '3').click();
  await expect(content(page, '3')).toHaveText('Kapalı');
  // Keyboard users reach a clickable layer that is no link and press it like a button.
  await expect(content(page, '3')).toHaveAttribute('role', 'button');
  await content(page, '3').focus();
  await page.keyboard.press('Enter');
  await expect(content(page, '3')).toHaveText('Açık');
});

test('playScene and toggleScenes actions drive other layers; a waiting layer stays hidden until then', async ({ page }) => {
  await open(page);
  await expect.poll(() => style(page, '4', 'opacity')).toBe('1');
  // Layer 6's first in-frame waits ("w0"): nothing shows it until the toggleScenes action.
  await expect.poll(() => style(page, '6', 'visibility')).toBe('hidden');
  await expect(content(page, '7')).toHaveAttribute('tabindex', '0');
  await layer(page, '4').click();
  const angle = () =>
    content(page, '5').evaluate((el) => {
      const m = new DOMMatrix(getComputedStyle(el).transform);
      return Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI);
    });
  await expect.poll(angle, { timeout: 5_000 }).toBe(45);
  await layer(page, '7').click();
  // Both at once: the waiting layer may already be opaque while still hidden, so one alone proves nothing.
  await expect.poll(async () => [await style(page, '6', 'opacity'), await style(page, '6', 'visibility')]).toEqual(['1', 'visible']);
  await layer(page, '7').click();
  await expect.poll(() => style(page, '6', 'visibility')).toBe('hidden');
  expect(await style(page, '6', 'pointer-events')).toBe('none');
});

test('a viSH layer shows only while the pointer is over the module', async ({ page }) => {
  await open(page);
  const opacity = () => layer(page, '10').evaluate((el) => getComputedStyle(el).opacity);
  await page.mouse.move(5, 800);
  await expect.poll(opacity).toBe('0');
  await page.mouse.move(600, 300);
  await expect.poll(opacity).toBe('1');
});

test('a global layer shows only on the slides of its sStart..sEnd range', async ({ page }) => {
  await open(page);
  await page.waitForTimeout(400);
  expect(await style(page, '9', 'visibility', 'glob')).toBe('hidden');
  await page.evaluate((alias) => (window as unknown as { strata: { get(a: string): { next(): void } } }).strata.get(alias).next(), ALIAS);
  // Both at once: the hidden layer keeps opacity 1 from before, so opacity alone says nothing until the change runs
  // (clean-clone run 7 read '1' from the hidden layer under load, then 'hidden').
  const look = async () => `${await style(page, '9', 'visibility', 'glob')} ${await style(page, '9', 'opacity', 'glob')}`;
  await expect.poll(look, { timeout: 5_000 }).toBe('visible 1');
});

test('SR7_225_1: the menu button opens the waiting menu and the image overlay, and closes them again', async ({ page }, testInfo) => {
  testInfo.skip(!hasSr7, SR7_ABSENT);
  await page.setViewportSize({ width: 1240, height: 900 });
  await page.goto('/viewer.html?src=/sr7/SR7_225_1.json');
  const menu = page.locator('[data-strata-layer="6"] .strata-content').first();
  const overlay = page.locator('[data-strata-layer="21"] .strata-content').first();
  await page.waitForTimeout(1500);
  expect(await menu.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
  await page.locator('[data-strata-layer="0"]').click();
  await expect.poll(() => menu.evaluate((el) => getComputedStyle(el).visibility), { timeout: 5_000 }).toBe('visible');
  await expect.poll(() => overlay.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
  // The burger's middle line takes its scene_1 look (collapsed to 0 width).
  await expect.poll(() => page.locator('[data-strata-layer="1"] .strata-content').first().evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a)).toBe(0);
  await page.waitForTimeout(900);
  await page.locator('[data-strata-layer="0"]').click();
  await expect.poll(() => menu.evaluate((el) => getComputedStyle(el).visibility), { timeout: 5_000 }).toBe('hidden');
});

test('before the module starts, a layer that enters is never seen at rest: it is first seen entering', async ({ page }) => {
  // Every animation frame from the first one: nav-demo's headline (an 'in' scene from opacity 0, 60 px lower) as seen,
  // its box's opacity times its content's, and where its content is.
  await page.addInitScript(() => {
    const seen: { opacity: number; transform: string }[] = [];
    (window as unknown as { __headline: typeof seen }).__headline = seen;
    const sample = () => {
      const box = document.querySelector<HTMLElement>('[data-strata-slide="1"] [data-strata-layer="1"]');
      const content = box?.querySelector<HTMLElement>('.strata-content');
      if (box && content) seen.push({ opacity: Number(getComputedStyle(box).opacity) * Number(getComputedStyle(content).opacity), transform: getComputedStyle(content).transform });
      if (seen.length < 2000 && !(seen.at(-1)?.opacity === 1 && seen.at(-1)?.transform === 'none')) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  // The code this module starts with (its swipe and keyboard input) arrives late: the layers are in the page a while
  // before the module starts.
  let moduleRequested = false;
  let held = 0;
  page.on('request', (request) => {
    if (request.url().includes('/nav-demo.json')) moduleRequested = true;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (moduleRequested) {
      held++;
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    await route.continue();
  });
  await page.goto('/viewer.html?src=/fixtures/modules/nav-demo.json');
  await page.waitForFunction(() => (window as unknown as { __headline: { opacity: number }[] }).__headline.some((s) => s.opacity === 1));
  expect(held).toBeGreaterThan(0);
  const seen = await page.evaluate(() => (window as unknown as { __headline: { opacity: number; transform: string }[] }).__headline);
  const firstSeen = seen.findIndex((s) => s.opacity > 0);
  expect(firstSeen).toBeGreaterThanOrEqual(0);
  // Seen for the first time part-way in: faint, and still below its place.
  expect(seen[firstSeen]!.opacity).toBeLessThan(1);
  expect(seen[firstSeen]!.transform).not.toBe('none');
});
