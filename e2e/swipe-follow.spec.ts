import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers.ts';

/**
 * The standard slider follows the finger during a swipe (issue 5), on /nav-demo.html (fixtures/modules/nav-demo.json:
 * full width, swipe also with the mouse, "Slide Horizontal" 800 ms background transitions; slide 1 solid
 * rgb(30, 58, 138), slide 2 a gradient whose red channel is never under 219).
 */

const ALIAS = 'nav-demo';
// The demo page also holds a carousel module: every locator names this one.
const MODULE = `[data-strata-module][data-alias="${ALIAS}"]`;
// SwiftShader renders WebGL on 2 cores: a slow GPU stage start must not fail the test. No retries: the one-in-five
// drag drawn with the outgoing slide on both sides was the clock handing a finished mover's owner a dead handle
// (engine/runtime/clock.ts, onFrame), fixed there.
test.describe.configure({ timeout: 120_000 });
// The release velocity is measured over the last 100 ms of a drag (engine/runtime/input/swipe.ts): a finger held
// still this long before lifting is no flick, so the distance alone decides. A time rule, not a page state.
const REST_MS = 250;

type Stage = { frames: number; texturesResident: number; samplePixel(x: number, y: number): number[] | null };
type Api = { current(): { index: number }; stage(): Stage; on(event: string, fn: () => void): unknown };
type Win = { strata: { get(id: string): Api }; __swipe: string[] };

const index = (page: Page) => page.evaluate((a) => (window as unknown as Win).strata.get(a).current().index, ALIAS);
const events = (page: Page) => page.evaluate(() => (window as unknown as Win).__swipe);
const frames = (page: Page) => page.evaluate((a) => (window as unknown as Win).strata.get(a).stage().frames, ALIAS);

/** The red channel of a stage pixel, `inset` CSS px in from the stage's left or right edge, a third of the way down. */
async function red(page: Page, side: 'left' | 'right', inset = 30): Promise<number> {
  return page.evaluate(
    ({ a, side, inset, module }) => {
      const canvas = document.querySelector(`${module} canvas`) as HTMLCanvasElement;
      const x = side === 'left' ? inset : canvas.clientWidth - inset;
      return (window as unknown as Win).strata.get(a).stage().samplePixel(x, Math.round(canvas.clientHeight / 3))?.[0] ?? -1;
    },
    { a: ALIAS, side, inset, module: MODULE },
  );
}

/** Opens the demo with the GPU stage in charge and both neighbours' textures loaded; records change events. */
async function open(page: Page) {
  await page.goto('/nav-demo.html');
  await page.waitForSelector(`${MODULE}[data-backdrop="gpu"]`, { timeout: 60_000 });
  await page.evaluate((alias) => {
    const w = window as unknown as Win;
    w.__swipe = [];
    const api = w.strata.get(alias);
    api.on('beforeChange', () => w.__swipe.push('before'));
    api.on('afterChange', () => w.__swipe.push('after'));
  }, ALIAS);
  // A swipe follows the finger only when the neighbour can be drawn at once (current + both neighbours resident).
  await expect.poll(() => page.evaluate((a) => (window as unknown as Win).strata.get(a).stage().texturesResident, ALIAS), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  const box = await page.locator(MODULE).boundingBox();
  if (!box) throw new Error('module has no box');
  return box;
}

/**
 * Presses at `from` (a fraction of the module's width) and moves to `to` in steps, a fifth of the way down: below the
 * scrubber, above the arrows and the thumbnail strip, whose buttons would take the press.
 */
async function dragTo(page: Page, box: { x: number; y: number; width: number; height: number }, from: number, to: number, steps = 10) {
  const y = box.y + box.height / 5;
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(box.x + box.width * (from + ((to - from) * i) / steps), y);
}

test('a drag held half-way shows both slides on the GPU stage; released past a quarter it lands on the next slide', async ({ page }) => {
  const errors = watchConsole(page);
  const box = await open(page);
  expect(await red(page, 'right')).toBeLessThan(80); // slide 1 everywhere
  const before = await frames(page);

  await dragTo(page, box, 0.9, 0.4); // half the module's width toward the next slide
  // Mid-transition while the finger is down: slide 2 has come in from the right, slide 1 still holds the left.
  await expect.poll(() => red(page, 'right'), { timeout: 15_000 }).toBeGreaterThan(150);
  expect(await red(page, 'left')).toBeLessThan(80);
  expect(await frames(page)).toBeGreaterThan(before);
  expect(await index(page)).toBe(0);
  expect(await events(page)).toEqual([]); // nothing is announced until the release commits

  await page.waitForTimeout(REST_MS);
  await page.mouse.up();
  await expect.poll(() => index(page), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => events(page), { timeout: 15_000 }).toEqual(['before', 'after']);
  await expect(page.locator(`${MODULE} [data-strata-slide][data-state="current"]`)).toHaveAttribute('data-strata-slide', '2');
  await expect.poll(() => red(page, 'left'), { timeout: 15_000 }).toBeGreaterThan(150); // slide 2 everywhere
  expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
});

test('a short drag released rolls back to the same slide, with no change events', async ({ page }) => {
  const box = await open(page);
  const before = await frames(page);
  await dragTo(page, box, 0.9, 0.7, 6); // a fifth of the width (the transition's power2.inOut has slide 2 ~40 px in)
  await expect.poll(() => frames(page), { timeout: 15_000 }).toBeGreaterThan(before); // the stage followed the finger
  await expect.poll(() => red(page, 'right', 10), { timeout: 15_000 }).toBeGreaterThan(150); // slide 2's edge is in
  await page.waitForTimeout(REST_MS);
  await page.mouse.up();
  await expect.poll(() => red(page, 'right', 10), { timeout: 15_000 }).toBeLessThan(80); // settled back: slide 1 again
  expect(await index(page)).toBe(0);
  expect(await events(page)).toEqual([]);
  await expect(page.locator(`${MODULE} [data-strata-slide][data-state="current"]`)).toHaveAttribute('data-strata-slide', '1');
  await expect(page.locator(`${MODULE} [data-strata-slide][data-state="leaving"]`)).toHaveCount(0);
});
