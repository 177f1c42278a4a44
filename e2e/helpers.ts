import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The real SR7 exports live outside the project (../shared); tests that need them skip when absent. */
export const SR7_DIR = resolve(import.meta.dirname, '../../shared/fixtures/sr7');
export const hasSr7 = existsSync(resolve(SR7_DIR, 'home.json'));
export const SR7_ABSENT = `real SR7 exports not found at ${SR7_DIR}; skipping`;

/** Collects console errors and page errors so a test can assert a clean load. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

export async function waitForStage(page: Page, kind: 'gpu' | 'dom' = 'gpu') {
  // A locator, not waitForSelector: the element handle that returns would keep the module alive in the page (the
  // leak test counts what an unmounted module leaves behind).
  await page.locator(`[data-strata-module][data-backdrop="${kind}"]`).first().waitFor({ timeout: 30_000 });
}

/** Index of the current slide through the public API. */
export function currentIndex(page: Page, alias: string): Promise<number> {
  return page.evaluate((a) => (window as unknown as { strata: { get(id: string): { current(): { index: number } } } }).strata.get(a).current().index, alias);
}

/**
 * A mouse drag whose event times are set, not left to the test runner's latency: each step is sent through the
 * browser's real input pipeline (CDP Input.dispatchMouseEvent) stamped `stepMs` after the last, and the release
 * `holdMs` after the last move. Speed-sensitive gestures (a flick against a held drag) then read the same on a
 * loaded CI machine as on a quiet one; Playwright's page.mouse stamps events when they arrive, so a slow round trip
 * turns a flick into a drag.
 */
export async function timedDrag(
  page: Page,
  from: { x: number; y: number },
  by: { dx: number; dy?: number },
  { steps = 6, stepMs = 16, holdMs = 0 }: { steps?: number; stepMs?: number; holdMs?: number } = {},
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // CDP takes epoch seconds; the page's own clock gives the base so event.timeStamp comes out as "now".
    const base = await page.evaluate(() => (performance.timeOrigin + performance.now()) / 1000);
    const send = (type: string, x: number, y: number, at: number, buttons: number) =>
      cdp.send('Input.dispatchMouseEvent', { type: type as 'mouseMoved', x, y, button: 'left', buttons, clickCount: 1, timestamp: base + at / 1000 });
    const dy = by.dy ?? 0;
    await send('mouseMoved', from.x, from.y, 0, 0);
    await send('mousePressed', from.x, from.y, 0, 1);
    for (let i = 1; i <= steps; i += 1) {
      await send('mouseMoved', from.x + (by.dx * i) / steps, from.y + (dy * i) / steps, i * stepMs, 1);
    }
    // A hold is still waited for in real time too, so anything the page does on a timer sees it.
    if (holdMs > 0) await page.waitForTimeout(holdMs);
    await send('mouseReleased', from.x + by.dx, from.y + dy, steps * stepMs + holdMs, 0);
  } finally {
    await cdp.detach();
  }
  // Keep Playwright's own idea of where the mouse is in step with the browser's.
  await page.mouse.move(from.x + by.dx, from.y + (by.dy ?? 0));
}

/**
 * The SQLite file of the server this run started (playwright.config.ts), opened read-only, so a test can find
 * the row a visitor's action stored. Close it when done.
 */
export async function openE2eDb(): Promise<import('better-sqlite3').Database> {
  const file = process.env['STRATA_E2E_DB'];
  if (!file) throw new Error('STRATA_E2E_DB is not set: run the tests through playwright.config.ts');
  const { default: Database } = await import('better-sqlite3');
  return new Database(file, { readonly: true, fileMustExist: true });
}

/** Reads from the run's database (openE2eDb) and closes it again. */
export async function readE2eDb<T>(read: (db: import('better-sqlite3').Database) => T): Promise<T> {
  const db = await openE2eDb();
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * Stamps every window resize (`window.strataLastResize`, performance.now()) from a listener added before the page's
 * own scripts run, so it fires first: window listeners run in the order they were added (capture ones included),
 * and a stamp taken after the page's listeners would fall after the debounce timers they start. Call before goto.
 */
export async function stampResizes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { strataLastResize: number };
    w.strataLastResize = Number.NaN;
    addEventListener('resize', () => (w.strataLastResize = performance.now()));
  });
}

/** The screen's RGB at (x, y): a 1 px screenshot decoded by the page itself (no image library needed). */
export async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const png = (await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } })).toString('base64');
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3);
  }, png);
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Loads axe-core into the page as a script of the page's own origin: the site's Content-Security-Policy refuses
 * inline scripts (page.addScriptTag({ path }) inlines the file), and a test must not switch the policy off.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.route((url) => url.pathname === '/__e2e__/axe.min.js', (route) => route.fulfill({ path: AXE, contentType: 'text/javascript' }));
  await page.addScriptTag({ url: '/__e2e__/axe.min.js' });
}
