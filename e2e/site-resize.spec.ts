import { expect, test, type Page } from '@playwright/test';
import { stampResizes, watchConsole } from './helpers.ts';

/**
 * SPEC §9 "Resize handlers delayed 400 ms" on the hosting site: the lightbox image re-fit, the theme carousels'
 * rebuild and equal heights each happen once a resize has settled, 400 ms after the last `resize` event (the
 * module re-layout and the portfolio gallery have their own tests). The delay is measured in the page, from the
 * last resize event to the change in the DOM, so a slow test runner cannot blur it.
 */

/**
 * Records, for each watched element, how long after the last resize (stamped by stampResizes, which must have run
 * before the page loaded) a watched value of it changed.
 */
async function watchChanges(page: Page, selector: string, read: 'minHeight' | 'maxHeight' | 'data-items'): Promise<void> {
  await page.evaluate(
    ({ selector, read }) => {
      const w = window as unknown as { strataLastResize: number; changeDelays: number[] };
      w.changeDelays = [];
      const value = (el: HTMLElement) => (read === 'data-items' ? el.getAttribute('data-items') : el.style[read]);
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        let seen = value(el);
        new MutationObserver(() => {
          const now = value(el);
          if (now === seen) return;
          seen = now;
          w.changeDelays.push(performance.now() - w.strataLastResize);
        }).observe(el, { attributes: true, attributeFilter: ['style', 'data-items'] });
      }
    },
    { selector, read },
  );
}

const changeDelays = (page: Page) => page.evaluate(() => (window as unknown as { changeDelays: number[] }).changeDelays);

async function expectSettledChange(page: Page): Promise<void> {
  await expect.poll(async () => (await changeDelays(page)).length).toBeGreaterThan(0);
  const delays = await changeDelays(page);
  // NaN would mean a change before any resize: the watched value must change only because of the resize.
  for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(399);
}

test('the lightbox fits its image to the new window height 400 ms after the last resize', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await stampResizes(page);
  await page.goto('/');
  await page.locator('#portfolyo').scrollIntoViewIfNeeded();
  await page.locator('#portfolyo a.isotope-item-link').first().click();
  await expect(page.locator('.mfp-container')).toHaveClass(/mfp-s-ready/);
  const image = page.locator('img.mfp-img');
  const maxHeight = () => image.evaluate((img) => Number.parseFloat((img as HTMLImageElement).style.maxHeight));
  // The popup's image loads and is fitted first (slow on a loaded runner; not what this test times).
  await expect.poll(maxHeight, { timeout: 15_000 }).toBeGreaterThan(800);

  await watchChanges(page, 'img.mfp-img', 'maxHeight');
  await page.setViewportSize({ width: 1280, height: 700 });
  await expectSettledChange(page);
  // Magnific's verticalFit: the window height less the image's vertical padding.
  const padding = await image.evaluate((img) => {
    const style = getComputedStyle(img);
    return Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
  });
  expect(await maxHeight()).toBeCloseTo(700 - padding, 0);
  expect(errors).toEqual([]);
});

test('the theme carousels are rebuilt for the new width 400 ms after the last resize', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await stampResizes(page);
  await page.goto('/');
  await page.locator('#referanslar').scrollIntoViewIfNeeded();
  await expect(page.locator('.tm-carousel-testimonials')).toHaveAttribute('data-items', '3');
  await expect(page.locator('.tm-carousel-logos')).toHaveAttribute('data-items', '4');

  await watchChanges(page, '.tm-carousel', 'data-items');
  await page.setViewportSize({ width: 820, height: 900 });
  await expect(page.locator('.tm-carousel-testimonials')).toHaveAttribute('data-items', '2');
  await expect(page.locator('.tm-carousel-logos')).toHaveAttribute('data-items', '2');
  await expectSettledChange(page);
});

test('equal heights are measured again 400 ms after the last resize', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await stampResizes(page);
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  const cards = page.locator('.tm-service-card');
  const minHeights = () => cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.minHeight));
  await expect.poll(async () => new Set(await minHeights()).size).toBe(1);
  const desktop = (await minHeights())[0]!;
  expect(desktop).toMatch(/px$/);

  await watchChanges(page, '.tm-service-card', 'minHeight');
  // On a tablet the grid has fewer, wider cards: their text wraps onto fewer lines, so the shared min-height
  // (the tallest card's) shrinks.
  await page.setViewportSize({ width: 900, height: 900 });
  await expectSettledChange(page);
  const tablet = await minHeights();
  expect(new Set(tablet).size).toBe(1);
  expect(Number.parseFloat(tablet[0]!)).toBeLessThan(Number.parseFloat(desktop));
  // Every card is as tall as the tallest, so the row's boxes line up.
  const heights = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);
});
