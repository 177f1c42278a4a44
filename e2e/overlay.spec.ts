import { expect, test, type Page } from '@playwright/test';
import { pixelAt, waitForStage, watchConsole } from './helpers.ts';

/**
 * SR7's pixel-pattern overlay (SPEC §3 layer `overlay`) as it draws in Chromium. fixtures/test/overlay.json has a
 * module background image with an overlay (type 11, white 50 %, 2 px cells), an image slide that takes it, a video
 * layer with its own (type 1, red, 3 px cells), a colour slide with its own (type 16, white, 4 px cells) and a video
 * background (none).
 */
const ALIAS = 'test-overlay';
type Win = { strata: { get(id: string): { show(n: number): void } } };

const slideOverlay = (page: Page, slide: string) => page.locator(`[data-strata-slide="${slide}"] > .strata-slide-overlay`);

async function showSlide(page: Page, index: number, key: string): Promise<void> {
  await page.evaluate(([a, n]) => (window as unknown as Win).strata.get(a as string).show(n as number), [ALIAS, index] as const);
  await expect(page.locator(`[data-strata-slide="${key}"]`)).toHaveAttribute('data-state', 'current');
  await expect(page.locator('[data-strata-slide][data-state="leaving"]')).toHaveCount(0);
  // The slide's overlay fades in with it (0.5 s).
  await expect(slideOverlay(page, key)).toHaveCSS('opacity', '1');
}

test('the module overlay covers an image slide above the GPU stage; a video layer has its own as its last child', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(`/viewer.html?src=/fixtures/test/overlay.json`);
  await waitForStage(page);
  // The module's own overlay, under the slides, and the same pattern over the image slide (it has none of its own).
  await expect(page.locator('[data-strata-module] > .strata-module-overlay')).toHaveAttribute('data-overlay-type', '11');
  // …over the module's own background image (SR7 sr7-module-bg).
  await expect(page.locator('[data-strata-module]')).toHaveCSS('background-image', /\/fixtures\/modules\/assets\/strata-hero-2\.png/);
  await expect(slideOverlay(page, 'image')).toHaveAttribute('data-overlay-type', '11');
  await expect(slideOverlay(page, 'image')).toHaveCSS('opacity', '1');
  // Over the canvas: painted after it in the same stage.
  const above = await page.evaluate(() => {
    const canvas = document.querySelector('.strata-canvas-host')!;
    const overlay = document.querySelector('[data-strata-slide="image"] > .strata-slide-overlay')!;
    return Boolean(canvas.compareDocumentPosition(overlay) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(above).toBe(true);

  // The video layer: SR7's <sr7-overlay> is the media's last child, z-index 3, the size of the media box.
  const content = page.locator('[data-strata-layer="970"] .strata-content');
  const last = content.locator('> :last-child');
  await expect(last).toHaveClass(/strata-pattern-overlay/);
  await expect(last).toHaveCSS('z-index', '3');
  await expect(last).toHaveAttribute('data-overlay-type', '1');
  expect(await last.boundingBox()).toEqual(await content.boundingBox());
  // Type 1 at 3 px: the top-left cell of every 6 px tile is red, the one diagonal to it shows the video.
  const box = (await content.boundingBox())!;
  const tile = { x: Math.round(box.x) + 120, y: Math.round(box.y) + 120 };
  expect(await pixelAt(page, tile.x + 1, tile.y + 1)).toEqual([255, 0, 0]);
  expect(await pixelAt(page, tile.x + 4, tile.y + 4)).not.toEqual([255, 0, 0]);
  // Pointer events pass through to the media under it.
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(hit).toBe('VIDEO');
  expect(errors).toEqual([]);
});

test("a slide's own overlay replaces the module's; a video background gets only its own (none here)", async ({ page }) => {
  await page.goto(`/viewer.html?src=/fixtures/test/overlay.json`);
  await waitForStage(page);
  await showSlide(page, 1, 'colour');
  await expect(slideOverlay(page, 'colour')).toHaveAttribute('data-overlay-type', '16');
  // Type 16 (an X in 5 × 5 cells) at 4 px, white over the blue background, from the stage's top-left.
  const stage = (await page.locator('.strata-stage').boundingBox())!;
  const at = (cx: number, cy: number) => pixelAt(page, Math.round(stage.x) + 20 * 3 + cx * 4 + 1, Math.round(stage.y) + 20 * 2 + cy * 4 + 1);
  expect(await at(0, 0)).toEqual([255, 255, 255]);
  expect(await at(1, 1)).toEqual([255, 255, 255]);
  expect(await at(2, 2)).toEqual([255, 255, 255]);
  expect(await at(4, 0)).toEqual([255, 255, 255]);
  expect(await at(1, 0)).toEqual([0, 0, 255]);
  expect(await at(2, 1)).toEqual([0, 0, 255]);
  // The video background slide: no overlay of its own, and the module's is not put over a video.
  await expect(slideOverlay(page, 'video')).toHaveCount(0);
  // Leaving, the colour slide's overlay fades out with it.
  await page.evaluate((a) => (window as unknown as Win).strata.get(a).show(2), ALIAS);
  await expect(page.locator('[data-strata-slide="video"]')).toHaveAttribute('data-state', 'current');
  await expect(slideOverlay(page, 'colour')).toHaveCSS('opacity', '0');
});
