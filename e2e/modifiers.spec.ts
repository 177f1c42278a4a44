import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsole } from './helpers.ts';

/** Our modifiers module: a mouse-parallax text ("par"), a scroll-effect shape ("scr"), a still text. */
const URL = '/viewer.html?src=/fixtures/test/parallax.json';
const PERMISSION = 'Hareket efektlerine izin ver';

/** Translation (px) and opacity of a layer's modifier wrapper, as the browser renders them. */
function wrapperState(layer: Locator): Promise<{ x: number; y: number; opacity: number }> {
  return layer.locator('.strata-modifier').evaluate((el) => {
    const style = getComputedStyle(el);
    const matrix = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
    return { x: matrix.m41, y: matrix.m42, opacity: Number(style.opacity) };
  });
}

async function open(page: Page) {
  await page.goto(URL);
  await page.waitForSelector('[data-strata-layer="par"] .strata-modifier');
  await page.waitForSelector('[data-strata-slide="main"][data-state="current"]');
}

test('moving the mouse shifts the parallax layer inside its box; the layer box itself never moves', async ({ page }) => {
  const errors = watchConsole(page);
  await open(page);
  const layer = page.locator('[data-strata-layer="par"]');
  const module = await page.locator('[data-strata-module]').boundingBox();
  const boxBefore = await layer.boundingBox();
  expect(module && boxBefore).toBeTruthy();
  // The still layer has no modifier wrapper: wrappers exist only where a modifier needs one.
  await expect(page.locator('[data-strata-layer="still"] .strata-modifier')).toHaveCount(0);
  await page.mouse.move(module!.x + module!.width / 2, module!.y + module!.height / 2);
  const corner = { x: module!.x + module!.width - 4, y: module!.y + module!.height - 4 };
  await page.mouse.move(corner.x, corner.y, { steps: 8 });
  // 30 % of the offset from the centre: far to the right and down once the 200 ms catch-up has settled. The pointer
  // keeps stirring a pixel, as a hand does: on a loaded runner the engine may subscribe after the first moves.
  let stir = 0;
  await expect
    .poll(async () => {
      stir = 1 - stir;
      await page.mouse.move(corner.x - stir, corner.y);
      return (await wrapperState(layer)).x;
    }, { timeout: 5_000 })
    .toBeGreaterThan(100);
  expect((await wrapperState(layer)).y).toBeGreaterThan(30);
  expect(await layer.boundingBox()).toEqual(boxBefore);
  // Leaving the module sends the layer home.
  await page.mouse.move(module!.x + module!.width / 2, module!.y + module!.height + 150, { steps: 4 });
  await expect.poll(async () => Math.abs((await wrapperState(layer)).x), { timeout: 5_000 }).toBeLessThan(0.5);
  expect(errors).toEqual([]);
});

test('scrolling the page moves and fades the scroll-effect layer', async ({ page }) => {
  await open(page);
  await page.addStyleTag({ content: 'body { padding-bottom: 2000px; }' });
  const layer = page.locator('[data-strata-layer="scr"]');
  await expect.poll(async () => (await wrapperState(layer)).opacity, { timeout: 5_000 }).toBeLessThan(1);
  const before = await wrapperState(layer);
  const boxBefore = await layer.boundingBox();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(async () => (await wrapperState(layer)).y - before.y, { timeout: 5_000 }).toBeGreaterThan(40);
  const after = await wrapperState(layer);
  expect(after.opacity).toBeLessThan(before.opacity - 0.2);
  // The layer box scrolled with the page, exactly 400 px; the effect lives on the wrapper inside it.
  expect((await layer.boundingBox())!.y).toBeCloseTo(boxBefore!.y - 400, 0);
});

test('the module perspective (600 px, global) is on the slide', async ({ page }) => {
  await open(page);
  await expect(page.locator('[data-strata-slide="main"]')).toHaveCSS('perspective', '600px');
});

const STUB_PERMISSION = `window.__motionAsks = 0;
  window.DeviceOrientationEvent = window.DeviceOrientationEvent || function DeviceOrientationEvent() {};
  window.DeviceOrientationEvent.requestPermission = () => { window.__motionAsks += 1; return Promise.resolve('granted'); };`;
const NO_PERMISSION_API = 'if (window.DeviceOrientationEvent) delete window.DeviceOrientationEvent.requestPermission;';
const asks = (page: Page) => page.evaluate(() => (window as unknown as { __motionAsks: number }).__motionAsks);

test.describe('on a touch-first device (orientation drives the parallax)', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('the iOS motion-permission button appears where the browser asks, and goes once answered', async ({ page }) => {
    await page.addInitScript({ content: STUB_PERMISSION });
    await open(page);
    const button = page.getByRole('button', { name: PERMISSION });
    await expect(button).toBeVisible();
    expect(await asks(page)).toBe(0);
    await button.click();
    await expect(button).toHaveCount(0);
    expect(await asks(page)).toBe(1);
  });

  test('no button where the browser has no permission API', async ({ page }) => {
    await page.addInitScript({ content: NO_PERMISSION_API });
    await open(page);
    await page.waitForTimeout(1000);
    await expect(page.getByRole('button', { name: PERMISSION })).toHaveCount(0);
  });
});

test('no motion-permission button on a desktop, even with the permission API', async ({ page }) => {
  await open(page);
  await page.waitForTimeout(1000);
  await expect(page.getByRole('button', { name: PERMISSION })).toHaveCount(0);
  await page.addInitScript({ content: STUB_PERMISSION });
  await open(page);
  await page.waitForTimeout(1000);
  await expect(page.getByRole('button', { name: PERMISSION })).toHaveCount(0);
  expect(await asks(page)).toBe(0);
});
