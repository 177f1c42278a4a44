import { expect, test, type Page } from '@playwright/test';
import { waitForStage } from './helpers.ts';

/**
 * Nothing runs while nothing moves (DESIGN.md "One clock"; issue 18): once a module has settled, the page asks for
 * no animation frame at all, whoever would ask (our clock, gsap, Pixi, React); during a slide change it does.
 * Counted in the browser: every requestAnimationFrame callback that runs.
 */

async function countFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { frameCallbacks: number };
    w.frameCallbacks = 0;
    const request = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      request((time) => {
        w.frameCallbacks += 1;
        callback(time);
      });
  });
  return () => page.evaluate(() => (window as unknown as { frameCallbacks: number }).frameCallbacks);
}

type Win = { strata: { get(a: string): { pause(): void; next(): void; current(): { index: number } } } };

/**
 * Waits for a quiet second: whatever was moving (the stage's first frames, the last frames of a layer scene, which
 * run long on a busy machine) has ended. A page that never goes quiet fails here.
 */
async function quietSecond(frames: () => Promise<number>, page: Page) {
  await expect
    .poll(async () => {
      const at = await frames();
      await page.waitForTimeout(1000);
      return (await frames()) - at;
    }, { timeout: 20_000, intervals: [0] })
    .toBe(0);
}

async function settle(page: Page, frames: () => Promise<number>) {
  await page.waitForFunction(() => performance.getEntriesByName('strata:layers-entered').length > 0, undefined, { timeout: 30_000 });
  await waitForStage(page);
  // The slideshow holds still (an idle page with autoplay is still waiting for its next slide, which is no frame).
  await page.evaluate(() => (window as unknown as Win).strata.get('strata-hero').pause());
  await quietSecond(frames, page);
}

test('a settled module asks for no animation frame in 3 s; a slide change does', async ({ page }) => {
  test.setTimeout(60_000);
  const frames = await countFrames(page);
  await page.goto('/viewer.html?src=/fixtures/modules/strata-hero.json');
  await settle(page, frames);
  const before = await frames();
  await page.waitForTimeout(3000);
  const idle = (await frames()) - before;
  expect(idle, 'animation-frame callbacks in 3 s of an idle module').toBe(0);

  const start = await frames();
  await page.evaluate(() => (window as unknown as Win).strata.get('strata-hero').next());
  await expect.poll(() => page.evaluate(() => (window as unknown as Win).strata.get('strata-hero').current().index)).toBe(1);
  expect((await frames()) - start, 'animation-frame callbacks during a change').toBeGreaterThan(10);

  // And once the change has settled (its layer scenes may run long on a busy machine: wait for a quiet second rather
  // than a fixed time), the page stays quiet.
  await quietSecond(frames, page);
  const after = await frames();
  await page.waitForTimeout(3000);
  expect((await frames()) - after, 'animation-frame callbacks in 3 s after the change').toBe(0);
});
