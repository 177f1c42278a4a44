import { expect, test } from '@playwright/test';
import { waitForStage, watchConsole } from './helpers.ts';

type Registry = { strata: { list(): { id: string }[] } };

test('useStrata drives the module from outside, and unmount/remount leaves exactly one instance', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/embed.html');
  await waitForStage(page);
  const output = page.getByTestId('embed-index');
  await expect(output).toHaveText('1 / 3');
  await page.getByRole('button', { name: 'Sonraki', exact: true }).click();
  await expect(output).toHaveText('2 / 3', { timeout: 15_000 });

  await page.getByRole('button', { name: 'Slaytı gizle' }).click();
  await expect(page.locator('[data-strata-module]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as Registry).strata.list().length)).toBe(0);
  expect(await page.evaluate(() => 'revapi101' in window)).toBe(false);

  await page.getByRole('button', { name: 'Slaytı göster' }).click();
  await waitForStage(page);
  expect(await page.evaluate(() => (window as unknown as Registry).strata.list().length)).toBe(1);
  await expect(page.locator('canvas')).toHaveCount(1);
  await expect(output).toHaveText('1 / 3');
  expect(errors).toEqual([]);
});

test('rapid hide/show cycles (the mount, unmount, mount sequence StrictMode runs) keep one instance', async ({ page }) => {
  await page.goto('/embed.html');
  await waitForStage(page);
  await page.getByRole('button', { name: 'Slaytı gizle' }).click();
  await page.getByRole('button', { name: 'Slaytı göster' }).click();
  await page.getByRole('button', { name: 'Slaytı gizle' }).click();
  await page.getByRole('button', { name: 'Slaytı göster' }).click();
  await waitForStage(page);
  const live = await page.evaluate(() => (window as unknown as Registry).strata.list().map((api) => api.id));
  expect(live).toHaveLength(1);
  await expect(page.locator('[data-strata-module]')).toHaveCount(1);
});

test('a module that cannot run shows its error box in its own place; the host app and the other modules keep working', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto('/embed.html?hatalar');
  const box = (name: string) => page.locator(`[data-case="${name}"] [data-strata-error][role="alert"]`);
  // Each failure names what was wrong, inside its own section.
  await expect(box('bad-module-url')).toContainText('module address "http://[bozuk/modul.json" is not a URL');
  await expect(box('bad-base')).toContainText('the base URL "http://[bozuk" the module address "/fixtures/modules/strata-hero.json" is read against is not a URL');
  await expect(box('malformed')).toContainText(/JSON/);
  await expect(box('broken-child')).toContainText('bu bileşen çöktü');
  // The healthy module beside them starts and moves.
  const healthy = page.locator('[data-case="healthy"] [data-strata-module]');
  await expect(healthy).toHaveCount(1);
  await page.waitForFunction(() => (window as unknown as Registry).strata.list().length >= 1);
  // The host's own state still updates.
  await page.getByTestId('host-counter').click();
  await expect(page.getByTestId('host-counter')).toHaveText('Tıklama: 1');
  // Nothing escaped as an uncaught error; the console names the module that stopped.
  expect(pageErrors).toEqual([]);
  expect(consoleErrors.some((line) => line.includes('strata-hero: the module stopped (bu bileşen çöktü)'))).toBe(true);
});
