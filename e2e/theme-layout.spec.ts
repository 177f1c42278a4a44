import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers.ts';

/**
 * The theme's layout switches on the home page (SPEC §9 "Hosting site": mobile breakpoints 768 for fixed rows, fixed
 * columns and stacked sections, 1025 for full height; sticky sidebar 50 px from the top only wider than 768 px;
 * top-nav animation past 50 px; slider arrows proxied after 300 ms), driven by the page settings' breakpoints.
 */

const rootClasses = (page: Page) => page.evaluate(() => [...document.documentElement.classList].filter((c) => c.startsWith('tm-') && /full-height|stack|fixed/.test(c)).sort());

async function processLayout(page: Page) {
  return page.evaluate(() => {
    const section = document.querySelector<HTMLElement>('#surec')!;
    const aside = section.querySelector<HTMLElement>('.tm-process-aside')!;
    const grid = section.querySelector<HTMLElement>('.tm-process-grid')!;
    return {
      sectionHeight: section.getBoundingClientRect().height,
      viewport: window.innerHeight,
      // One value per background layer: all of them fixed, or all scrolling.
      background: [...new Set(getComputedStyle(section).backgroundAttachment.split(', '))].join(),
      asidePosition: getComputedStyle(aside).position,
      asideTop: getComputedStyle(aside).top,
      columns: getComputedStyle(grid).gridTemplateColumns.split(' ').length,
    };
  });
}

test('from 1025 px the process band fills the viewport, its background is fixed and its heading sticks 50 px below the header', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect.poll(() => rootClasses(page)).toEqual(['tm-fixed-columns-on', 'tm-fixed-rows-on', 'tm-full-height-on']);
  const wide = await processLayout(page);
  expect(wide.sectionHeight).toBeGreaterThanOrEqual(wide.viewport);
  expect(wide).toMatchObject({ background: 'fixed', asidePosition: 'sticky', asideTop: '50px', columns: 2 });
  // Scrolled into the band, the heading column stays put while the steps move on. Positions are taken from the
  // grid's box at the moment (content above may still settle), by scrolling it to a viewport y.
  const placeGridAt = (viewportY: number) =>
    page.locator('#surec .tm-process-grid').evaluate((grid, y) => window.scrollBy(0, grid.getBoundingClientRect().top - y), viewportY);
  const room = await page.locator('#surec .tm-process-grid').evaluate((grid) => grid.getBoundingClientRect().height - grid.querySelector<HTMLElement>('.tm-process-aside')!.getBoundingClientRect().height);
  expect(room).toBeGreaterThan(100); // the steps column is taller: there is scrolling to stick through
  // Where it sticks: 50 px below the header bar's bottom edge, which the header publishes once it is shown there.
  await placeGridAt(0);
  const headerBottom = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--tm-sticky-header-bottom')));
  await expect.poll(headerBottom).toBeGreaterThan(0); // the default header is always shown past its zone
  const stickAt = 50 + (await headerBottom());
  const placements: { aside: number; grid: number; header: number }[] = [];
  for (const into of [20, room - 20]) {
    await placeGridAt(stickAt - into);
    // The sticky header (always shown past its zone by default) ends at `header`; the sidebar keeps its 50 px below it.
    const at = () =>
      page.locator('#surec .tm-process-grid').evaluate((grid) => ({
        aside: Math.round(grid.querySelector('.tm-process-aside')!.getBoundingClientRect().top),
        grid: Math.round(grid.getBoundingClientRect().top),
        header: Math.round(document.querySelector('.header-nav-sticky')!.getBoundingClientRect().bottom),
      }));
    await expect.poll(async () => {
      const now = await at();
      return now.aside - now.header;
    }).toBe(50);
    placements.push(await at());
  }
  expect(placements[0]!.grid - placements[1]!.grid).toBeGreaterThan(50); // the steps moved on under it
  expect(errors).toEqual([]);
});

test('below 1025 px the band is no longer full height; below 768 px its columns stack and nothing sticks or stays fixed', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 1400 });
  await page.goto('/');
  await expect.poll(() => rootClasses(page)).toEqual(['tm-fixed-columns-on', 'tm-fixed-rows-on']);
  const tablet = await processLayout(page);
  expect(tablet.sectionHeight).toBeLessThan(tablet.viewport); // content height only, not the 1400 px viewport
  expect(tablet).toMatchObject({ asidePosition: 'sticky', columns: 2 });
  await page.setViewportSize({ width: 700, height: 1000 });
  await expect.poll(() => rootClasses(page)).toEqual(['tm-stack-sections']);
  expect(await processLayout(page)).toMatchObject({ background: 'scroll', asidePosition: 'static', columns: 1 });
  await page.setViewportSize({ width: 768, height: 1000 }); // 768 itself: not stacked, but the sidebar only sticks wider
  await expect.poll(() => rootClasses(page)).toEqual(['tm-fixed-rows-on']);
  expect(await processLayout(page)).toMatchObject({ asidePosition: 'static', columns: 2 });
});

test('the header starts its top-nav animation once scrolled past 50 px, and stops at the top again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.locator('#header');
  await expect(header).not.toHaveClass(/top-nav-animate/);
  await page.evaluate(() => window.scrollTo(0, 50));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(header).not.toHaveClass(/top-nav-animate/);
  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(header).toHaveClass(/top-nav-animate/);
  await expect.poll(() => page.locator('#header .header-top').evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/top-nav-animate/);
});

test('the testimonials heading arrows reach the carousel through its API no sooner than 300 ms after the press', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.locator('#referanslar').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !!(window as unknown as { strata?: { get(a: string): unknown } }).strata?.get('theme-testimonials'));
  await page.evaluate(() => {
    type Api = { pause(): void; on(e: string, fn: () => void): void };
    const api = (window as unknown as { strata: { get(a: string): Api } }).strata.get('theme-testimonials');
    api.pause(); // no autoplay step gets in the way
    const times: Record<string, number> = {};
    (window as unknown as { arrowTimes: Record<string, number> }).arrowTimes = times;
    document.querySelector('.tm-carousel-arrows')!.addEventListener('click', () => (times['press'] = performance.now()), { capture: true });
    api.on('beforeChange', () => (times['change'] ??= performance.now()));
  });
  await page.getByRole('button', { name: 'Önceki yorum' }).click();
  const index = () => page.evaluate(() => (window as unknown as { strata: { get(a: string): { current(): { index: number }; max(): number } } }).strata.get('theme-testimonials').current().index);
  const last = await page.evaluate(() => (window as unknown as { strata: { get(a: string): { max(): number } } }).strata.get('theme-testimonials').max() - 1);
  await expect.poll(index).toBe(last);
  const times = await page.evaluate(() => (window as unknown as { arrowTimes: { press: number; change: number } }).arrowTimes);
  expect(times.change - times.press).toBeGreaterThanOrEqual(300);
});
