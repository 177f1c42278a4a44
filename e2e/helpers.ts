import type { Page } from '@playwright/test';
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
  await page.waitForSelector(`[data-strata-module][data-backdrop="${kind}"]`, { timeout: 30_000 });
}

/** Index of the current slide through the public API. */
export function currentIndex(page: Page, alias: string): Promise<number> {
  return page.evaluate((a) => (window as unknown as { strata: { get(id: string): { current(): { index: number } } } }).strata.get(a).current().index, alias);
}
