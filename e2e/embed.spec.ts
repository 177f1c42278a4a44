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
