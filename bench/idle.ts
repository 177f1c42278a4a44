import type { Browser, Page } from 'playwright';
import { ErrorLog, freshPage, pageErrorOf, step } from './browser.ts';

/**
 * Idle cost: requestAnimationFrame callbacks in 3 s on a settled module (the hero in the viewer, its layers in, the
 * GPU stage up, the slideshow paused, nothing asked for a frame for 1 s), counted by an init script as
 * e2e/idle.spec.ts does; for contrast, the callbacks during one slide change; then 3 s again once that change has
 * settled. A count, never a pass/fail (e2e/idle.spec.ts is the test).
 */
export interface IdleResult {
  path: string;
  /** How long it took to settle after the pause: at least 1.5 s, then until no callback for 1 s (at most 10 s). */
  settleMs: number;
  idleWindowMs: number;
  /** rAF callbacks that ran in the idle window (0 = nothing runs while nothing moves). */
  idleCallbacks: number;
  /** From next() until no callback ran for 1 s (at least 1.5 s, at most 10 s). */
  changeWindowMs: number;
  /** rAF callbacks during one slide change (next()) until it settled. */
  changeCallbacks: number;
  /** rAF callbacks in another `idleWindowMs` once that change has settled (as e2e/idle.spec.ts). */
  afterChangeCallbacks: number;
  stageKind: string;
}

const PATH = '/viewer.html?src=/fixtures/modules/strata-hero.json';
const ALIAS = 'strata-hero';

// A string, not a function: tsx's keepNames would wrap inner functions in a __name() the page does not have.
const COUNT_FRAMES = `(() => {
  window.__benchFrameCallbacks = 0;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => request((time) => { window.__benchFrameCallbacks += 1; callback(time); });
})();`;

type Win = { __benchFrameCallbacks: number; strata: { get(a: string): { pause(): void; next(): void; stage(): { kind: string } } } };
const callbacks = (page: Page) => page.evaluate(() => (window as unknown as Win).__benchFrameCallbacks);

export async function measureIdle(browser: Browser, baseUrl: string, errors: ErrorLog, idleMs = 3000, minChangeMs = 1500): Promise<IdleResult> {
  const { context, page } = await freshPage(browser, errors, 'idle');
  const broken = pageErrorOf(page);
  try {
    await page.addInitScript(COUNT_FRAMES);
    await step(`loading ${PATH}`, () => page.goto(`${baseUrl}${PATH}`), broken);
    await step('waiting for strata:layers-entered', () =>
      page.waitForFunction(() => performance.getEntriesByName('strata:layers-entered').length > 0, undefined, { timeout: 30_000 }), broken);
    await step('waiting for the GPU stage', () => page.locator('[data-strata-module][data-backdrop="gpu"]').first().waitFor({ timeout: 30_000 }), broken);
    await page.evaluate((a) => (window as unknown as Win).strata.get(a).pause(), ALIAS);
    // Settled: whatever was moving when the stage took over has ended. The e2e test waits 1.5 s; on a loaded machine
    // a tail can take longer, so wait at least that, then until no callback ran for 1 s (at most 10 s in all).
    const settle = async (minMs: number) => {
      const start = Date.now();
      await page.waitForTimeout(minMs);
      let seen = await callbacks(page);
      let quietSince = Date.now();
      while (Date.now() - quietSince < 1000 && Date.now() - start < 10_000) {
        await page.waitForTimeout(250);
        const now = await callbacks(page);
        if (now !== seen) quietSince = Date.now();
        seen = now;
      }
      return Date.now() - start;
    };
    const settleMs = await settle(1500);
    const a = await callbacks(page);
    await page.waitForTimeout(idleMs);
    const b = await callbacks(page);
    // One change, counted until it has settled the same way (its frames come slower on a busy machine).
    const changeStart = Date.now();
    await page.evaluate((al) => (window as unknown as Win).strata.get(al).next(), ALIAS);
    await settle(minChangeMs);
    const changeMs = Date.now() - changeStart;
    const c = await callbacks(page);
    await page.waitForTimeout(idleMs);
    const d = await callbacks(page);
    const stageKind = await page.evaluate((al) => (window as unknown as Win).strata.get(al).stage().kind, ALIAS);
    return { path: PATH, settleMs, idleWindowMs: idleMs, idleCallbacks: b - a, changeWindowMs: changeMs, changeCallbacks: c - b, afterChangeCallbacks: d - c, stageKind };
  } finally {
    await context.close();
  }
}
