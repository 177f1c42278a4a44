import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { waitForStage, watchConsole } from './helpers.ts';

/**
 * An unmounted module leaves nothing behind (DESIGN.md "Habits": kill() must leave nothing behind): mounting and
 * unmounting the embedded module 50 times keeps the page's DOM nodes, listeners and heap where the first cycle left
 * them, counted by the browser itself after a forced garbage collection.
 */

interface Counters {
  nodes: number;
  listeners: number;
  heap: number;
}

async function counters(cdp: CDPSession): Promise<Counters> {
  // Twice: objects freed by the first collection's finalizers go in the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const heap = await cdp.send('Runtime.getHeapUsage');
  return { nodes: dom.nodes, listeners: dom.jsEventListeners, heap: heap.usedSize };
}

async function cycle(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Slaytı göster' }).click();
  await waitForStage(page);
  // On screen long enough for the first slide's layers to play their in scenes (the timelines that used to stay).
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Slaytı gizle' }).click();
  await expect(page.locator('[data-strata-module]')).toHaveCount(0);
}

test('50 mount/unmount cycles of an embedded module leave DOM nodes, listeners and heap where one cycle left them', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  const webglNotes: string[] = [];
  page.on('console', (message) => {
    if (/WebGL/i.test(message.text())) webglNotes.push(`${message.type()}: ${message.text()}`);
  });
  const cdp = await page.context().newCDPSession(page);
  await page.goto('/embed.html');
  await waitForStage(page);
  await page.getByRole('button', { name: 'Slaytı gizle' }).click();
  await expect(page.locator('[data-strata-module]')).toHaveCount(0);
  // A few cycles first: the page's one-time work (chunks, shared caches, stylesheets) is then done, and V8 has
  // compiled most of the code it will (optimized code counts in the heap, and grows for a while on any page).
  for (let i = 0; i < 3; i++) await cycle(page);
  const first = await counters(cdp);
  for (let i = 0; i < 50; i++) await cycle(page);
  const last = await counters(cdp);
  console.log(`leak: after 3 cycles ${JSON.stringify(first)}, after 53 ${JSON.stringify(last)}`);
  // A small constant, not a per-cycle growth: 50 cycles that each kept one layer (≥ 2 nodes) would pass 100.
  expect(last.nodes - first.nodes).toBeLessThan(60);
  expect(last.listeners - first.listeners).toBeLessThan(20);
  // Each kept module (its model, timelines and style records) is 200 kB or more: 50 of them would be 10 MB. What
  // remains is code V8 goes on optimizing and the browser's own timing entries (about 1 MB over 50 cycles here).
  expect(last.heap - first.heap).toBeLessThan(3_000_000);
  // Every cycle's WebGL contexts were given back: Chromium warns once it has to drop an old one.
  expect(webglNotes).toEqual([]);
  // And the module still works after all that.
  await page.getByRole('button', { name: 'Slaytı göster' }).click();
  await waitForStage(page);
  await expect(page.getByTestId('embed-index')).toHaveText('1 / 3');
  expect(errors).toEqual([]);
});
