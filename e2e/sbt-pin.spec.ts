import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers.ts';

/**
 * Scroll-based timeline hold (SPEC §4: "content is frozen in fixed position while scrolling, then released at
 * the top or bottom"). Our module holds from 500 to 2500 ms of slide time; its layer "mover" moves x 0 → 400
 * over exactly that span, so while the module is held its x follows the scroll.
 */
const URL = '/viewer.html?src=/fixtures/test/sbt-pin.json';
const ABOVE = 600;

/** The module's top edge in the viewport, the spacer's top on the page, the mover's x (its content transform). */
function state(page: Page) {
  return page.evaluate(() => {
    const module = document.querySelector<HTMLElement>('[data-strata-module]');
    const spacer = module?.parentElement;
    const content = document.querySelector<HTMLElement>('[data-strata-layer="mover"] .strata-content');
    if (!module || !spacer || !content) throw new Error('module not rendered');
    const rect = module.getBoundingClientRect();
    return {
      top: rect.top,
      height: rect.height,
      spacerTop: spacer.getBoundingClientRect().top + window.scrollY,
      spacerHeight: spacer.getBoundingClientRect().height,
      pinned: spacer.hasAttribute('data-strata-pin'),
      x: new DOMMatrixReadOnly(getComputedStyle(content).transform).m41,
      // The module is 400 grid px tall: its height says the layout scale, which applies to the layer's x too.
      scale: rect.height / 400,
    };
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(y, 0);
}

test('a held module sticks while the page scrolls through the hold, its layer follows the scroll, and it is released', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(URL);
  await page.waitForSelector('[data-strata-slide="main"][data-state="current"]');
  await page.waitForSelector('[data-strata-layer="mover"] .strata-content');
  // Page content above and below the module, outside the React root.
  await page.evaluate((above) => {
    const root = document.getElementById('root') as HTMLElement;
    const top = document.createElement('section');
    top.style.height = `${above}px`;
    top.textContent = 'Üstteki içerik';
    document.body.insertBefore(top, root);
    const bottom = document.createElement('section');
    bottom.style.height = '2500px';
    bottom.textContent = 'Alttaki içerik';
    document.body.appendChild(bottom);
  }, ABOVE);

  const first = await state(page);
  expect(first.pinned).toBe(true);
  const H = first.height;
  const distance = first.spacerHeight - H;
  // RS6's hold size: the module's height plus 1 px per 10 ms held (2000 ms → 200 px).
  expect(distance).toBeCloseTo(H + 200, 0);
  expect(first.spacerTop).toBeCloseTo(ABOVE, 0);
  // Before the hold: the module sits in the page below the filler, its layer at the start.
  expect(first.top).toBeCloseTo(ABOVE, 0);
  expect(first.x).toBeCloseTo(0, 0);

  // A quarter, then three quarters through the hold: stuck at the top while the layer moves along with the scroll.
  const quarterY = Math.round(ABOVE + distance / 4);
  await scrollTo(page, quarterY);
  await expect.poll(async () => (await state(page)).x, { timeout: 5_000 }).toBeGreaterThan(50);
  const quarter = await state(page);
  expect(quarter.top).toBeCloseTo(0, 0);
  await scrollTo(page, Math.round(ABOVE + (distance * 3) / 4));
  await expect.poll(async () => (await state(page)).x, { timeout: 5_000 }).toBeGreaterThan(quarter.x + 100);
  const threeQuarters = await state(page);
  expect(threeQuarters.top).toBeCloseTo(0, 0);

  // Past the hold: released, the module scrolls away with the page and its layer has finished.
  await scrollTo(page, Math.round(ABOVE + distance + H / 2));
  await expect.poll(async () => (await state(page)).x, { timeout: 5_000 }).toBeGreaterThan(threeQuarters.x);
  const released = await state(page);
  expect(released.top).toBeCloseTo(ABOVE + distance - Math.round(ABOVE + distance + H / 2), 0);
  expect(released.x).toBeCloseTo(400 * released.scale, 0);
  // The layer moved in proportion to the scroll through the hold.
  expect(Math.abs(quarter.x - released.x / 4)).toBeLessThan(2);
  expect(Math.abs(threeQuarters.x - (released.x * 3) / 4)).toBeLessThan(2);

  // Scrolling back up holds it again at the top and reverses the layer; above the hold it is released at the bottom.
  await scrollTo(page, quarterY);
  await expect.poll(async () => (await state(page)).x, { timeout: 5_000 }).toBeCloseTo(quarter.x, 0);
  expect((await state(page)).top).toBeCloseTo(0, 0);
  await scrollTo(page, 0);
  await expect.poll(async () => (await state(page)).x, { timeout: 5_000 }).toBeCloseTo(0, 0);
  expect((await state(page)).top).toBeCloseTo(ABOVE, 0);
  expect(errors).toEqual([]);
});

test('api.scroll() goes below the whole hold, not just the module box', async ({ page }) => {
  await page.goto(URL);
  await page.waitForSelector('[data-strata-slide="main"][data-state="current"]');
  await page.evaluate(() => document.body.appendChild(Object.assign(document.createElement('section'), { style: 'height: 3000px' })));
  const spacerBottom = await page.evaluate(() => {
    const spacer = document.querySelector('[data-strata-pin]') as HTMLElement;
    return spacer.getBoundingClientRect().bottom + window.scrollY;
  });
  await page.evaluate(() => (window as unknown as { strata: { get(id: string): { scroll(offset: number, speed: number): void } } }).strata.get('test-sbt-pin').scroll(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(spacerBottom, 0);
});
