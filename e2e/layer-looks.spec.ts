import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { waitForStage, watchConsole } from './helpers.ts';

/**
 * SR7 layer keys SPEC §3 lists without saying what they do, as SR7 draws them: `uS` (user select), `spike` (edge
 * cuts) and `mF` (media filter looks, on a layer and on the slide background the GPU stage paints), on the viewer
 * page with the hero module edited the way an SR7 editor would write them.
 */

type Hero = { settings: Record<string, unknown>; slides: Record<string, { layers: Record<string, Record<string, unknown>> }> };
const HERO = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/modules/strata-hero.json'), 'utf8')) as Hero;
type Win = { strata: { get(id: string): { stage(): { samplePixel(x: number, y: number): number[] | null } } } };

async function serve(page: Page, edit: (hero: Hero) => void): Promise<void> {
  const hero = structuredClone(HERO);
  edit(hero);
  // Served beside the real one, so its assets/ paths resolve as they do for the real module.
  await page.route((url) => url.pathname === '/fixtures/modules/looks.json', (route) => route.fulfill({ json: hero }));
  await page.goto('/viewer.html?src=/fixtures/modules/looks.json');
  await expect(page.locator('[data-strata-slide="1"]')).toBeVisible();
}

const layer = (page: Page, id: string) => page.locator(`[data-strata-slide="1"] [data-strata-layer="${id}"]`);

test('uS: a selectable layer\'s text can be selected with the mouse; the other layers\' cannot', async ({ page }) => {
  await serve(page, (hero) => (hero.slides['1']!.layers['2']!['uS'] = true));
  for (const id of ['2', '3']) await expect(layer(page, id)).toHaveCSS('opacity', '1');
  await layer(page, '3').click({ clickCount: 3 });
  expect(await page.evaluate(() => getSelection()?.toString().trim())).toBe('');
  await layer(page, '2').click({ clickCount: 3 });
  expect(await page.evaluate(() => getSelection()?.toString().trim())).toContain('Her katman ayrı bir hikâye');
});

test('spike: the layer is cut along its edges (clip-path polygon), so its cut corners are not the layer', async ({ page }) => {
  await serve(page, (hero) => {
    const button = hero.slides['1']!.layers['4']!;
    button['spike'] = { use: true, l: 'middle', lw: 20, r: 'middle', rw: 20 };
  });
  const content = layer(page, '4');
  await expect(content).toHaveCSS('clip-path', 'polygon(20% 100%, 0% 50%, 20% 0%, 80% 0%, 100% 50%, 80% 100%)');
  // A point in the cut-away top-left corner hits what is under the layer; the middle of the layer hits the layer.
  const box = (await content.boundingBox())!;
  const hit = (x: number, y: number) => page.evaluate(([px, py]) => !!document.elementFromPoint(px!, py!)?.closest('[data-strata-layer="4"]'), [x, y]);
  expect(await hit(box.x + box.width / 2, box.y + box.height / 2)).toBe(true);
  expect(await hit(box.x + 2, box.y + 2)).toBe(false);
});

test('mF: a layer takes the look (filter and blended sheet); the GPU stage paints the slide background through its look', async ({ page }) => {
  const errors = watchConsole(page);
  await serve(page, (hero) => {
    hero.slides['1']!.layers['3']!['mF'] = 'moon';
    hero.slides['1']!.layers['0']!['mF'] = 'inkwell';
  });
  const subtitle = layer(page, '3').locator('.strata-content').first();
  await expect(subtitle).toHaveClass(/\bstrata-mf-moon\b/);
  await expect(subtitle).toHaveCSS('filter', 'grayscale(1) contrast(1.1) brightness(1.1)');
  expect(await subtitle.evaluate((el) => getComputedStyle(el, '::after').mixBlendMode)).toBe('lighten');
  await expect(page.locator('[data-strata-bg="1"]')).toHaveClass(/\bstrata-mf-inkwell\b/);
  // The look's sheets need a containing block, but the DOM backdrop's slide background stays absolute over the stage.
  await expect(page.locator('[data-strata-bg="1"]')).toHaveCSS('position', 'absolute');

  // inkwell ends in grayscale(1): every pixel of the painted background is grey, where the hero image is colourful.
  await waitForStage(page);
  const samples = () =>
    page.evaluate(() => {
      const stage = (window as unknown as Win).strata.get('strata-hero').stage();
      return [
        [100, 100], [400, 300], [700, 200], [900, 500], [300, 500],
      ].map(([x, y]) => stage.samplePixel(x!, y!));
    });
  await expect.poll(async () => (await samples()).every((p) => p !== null && p[3]! > 0)).toBe(true);
  for (const pixel of await samples()) {
    const [r, g, b] = pixel!;
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThanOrEqual(2);
  }
  expect(errors).toEqual([]);
});

test('without mF the same background is painted in colour (so the grey above is the look, not the picture)', async ({ page }) => {
  await serve(page, () => {});
  await waitForStage(page);
  const samples = () =>
    page.evaluate(() => {
      const stage = (window as unknown as Win).strata.get('strata-hero').stage();
      return [
        [100, 100], [400, 300], [700, 200], [900, 500], [300, 500],
      ].map(([x, y]) => stage.samplePixel(x!, y!));
    });
  // Wait for a painted stage, as the test above does, before reading colours.
  await expect.poll(async () => (await samples()).every((p) => p !== null && p[3]! > 0)).toBe(true);
  const spread = (await samples()).map((p) => Math.max(p![0]!, p![1]!, p![2]!) - Math.min(p![0]!, p![1]!, p![2]!));
  expect(Math.max(...spread)).toBeGreaterThan(20);
});

test('the GPU stage hides the DOM background only once it has painted the slide: no blank frame at the handover', async ({ page }) => {
  // The stage decodes its own copy of the background image: hold that second request back, so a handover that does
  // not wait for its texture would leave the visitor an empty stage for the whole delay.
  const seenUrls = new Set<string>();
  let heldBack = 0;
  await page.route(/\/assets\/[^/]+\.(jpe?g|png|webp)$/, async (route) => {
    const url = route.request().url();
    if (seenUrls.has(url)) {
      heldBack += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    seenUrls.add(url);
    await route.continue();
  });
  await page.addInitScript(() => {
    // At the very mutation that names the GPU backdrop (what hides the DOM backgrounds), read the stage.
    const seen: number[][] = [];
    (window as unknown as { handover: number[][] }).handover = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const root = record.target as HTMLElement;
        if (record.attributeName !== 'data-backdrop' || root.getAttribute('data-backdrop') !== 'gpu' || seen.length) continue;
        const stage = (window as unknown as Win).strata.get('strata-hero').stage();
        for (const [x, y] of [[100, 100], [400, 300], [700, 200]]) seen.push(stage.samplePixel(x!, y!) ?? [0, 0, 0, 0]);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-backdrop'] });
  });
  await serve(page, () => {});
  await waitForStage(page);
  const seen = await page.evaluate(() => (window as unknown as { handover: number[][] }).handover);
  expect(heldBack).toBeGreaterThan(0);
  expect(seen).toHaveLength(3);
  for (const pixel of seen) expect(pixel[3]).toBe(255);
  expect(Math.max(...seen.map((p) => Math.max(p[0]!, p[1]!, p[2]!) - Math.min(p[0]!, p[1]!, p[2]!)))).toBeGreaterThan(20);
});
