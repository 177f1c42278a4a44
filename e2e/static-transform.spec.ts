import { expect, test, type Page } from '@playwright/test';
import { pixelAt, watchConsole } from './helpers.ts';

/**
 * A layer's static base transform (SPEC §3 "tr (rX, rY, rZ, o)") and its back face (SPEC §5 "Rotation beyond 90
 * degrees triggers backface visibility") in real Chromium: fixtures/test/static-transform.json.
 */
const ALIAS = 'test-static-transform';

test('the tr wrapper keeps its rotation and opacity while the in animation moves the content; back faces show only past 90°', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/viewer.html?src=/fixtures/test/static-transform.json');
  await page.waitForFunction((a) => !!(window as unknown as { strata?: { get(id: string): unknown } }).strata?.get(a), ALIAS);
  const layer = (id: string) => page.locator(`[data-strata-layer="${id}"]`);
  const content = (id: string) => layer(id).locator('.strata-content');

  // Layer 1 slides in from -200 px and fades in; its tr (rZ 15°, o 0.5) sits on a wrapper outside the content.
  await expect.poll(() => content('1').evaluate((el) => getComputedStyle(el).opacity), { timeout: 10_000 }).toBe('1');
  const wrapper = await layer('1').locator('.strata-tr').evaluate((el) => {
    const m = new DOMMatrix(getComputedStyle(el).transform);
    return { m11: m.m11, m12: m.m12, m34: m.m34, opacity: getComputedStyle(el).opacity, contentInside: !!el.querySelector('.strata-content') };
  });
  expect(wrapper.contentInside).toBe(true);
  expect(wrapper.m11).toBeCloseTo(Math.cos((15 * Math.PI) / 180), 4);
  expect(wrapper.m12).toBeCloseTo(Math.sin((15 * Math.PI) / 180), 4);
  expect(wrapper.m34).toBeCloseTo(-1 / 600, 6); // perspective(600px), as SR7 writes it
  expect(wrapper.opacity).toBe('0.5');
  // The timeline ended at x 0 on the content: gsap animated the content, never the wrapper.
  const moved = await content('1').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  expect(moved).toBeCloseTo(0, 3);
  // The layer's box itself is not turned: its client rect is still the layer's box.
  await expect(layer('1')).toHaveCSS('transform', 'none');
  expect(await layer('4').locator('.strata-tr').count()).toBe(0);

  // Back faces: shown for the 180° tr and the frame turning from -120°, hidden for the plain layer.
  await expect(content('2')).toHaveCSS('backface-visibility', 'visible');
  await expect(content('3')).toHaveCSS('backface-visibility', 'visible');
  await expect(content('4')).toHaveCSS('backface-visibility', 'hidden');
  await expect(content('1')).toHaveCSS('backface-visibility', 'hidden');
  // Layer 2, turned 180° about Y, still paints its colour (mirrored) because its back face is visible.
  const box = await layer('2').boundingBox();
  if (!box) throw new Error('layer 2 has no box');
  const [r, g, b] = await pixelAt(page, box.x + box.width / 2, box.y + box.height / 2);
  expect(Math.max(Math.abs(r! - 76), Math.abs(g! - 201), Math.abs(b! - 240))).toBeLessThan(6);
  expect(errors).toEqual([]);
});
