import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers.ts';

/**
 * SPEC §8 "Custom code using the legacy library → deprecation notice logged": legacy-demo.html carries custom code
 * written for Slider Revolution 6 (`$('#legacy-slider').revolution()`, `revapi.revnext()`, `revapi.bind(
 * 'revolution.slide.onchange', …)`) on the page's own minimal jQuery. The calls reach the Strata module, and each
 * distinct call logs one notice naming its replacement.
 */
const NOTICE = '[strata] Deprecated:';

function watchNotices(page: Page): string[] {
  const notices: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith(NOTICE)) notices.push(message.text());
  });
  return notices;
}

const currentIndex = (page: Page) =>
  page.evaluate(() => (window as unknown as { strata: { get(id: string): { current(): { index: number } } } }).strata.get('nav-demo').current().index);

test('custom code written for Slider Revolution 6 drives the module and logs each deprecation once', async ({ page }) => {
  const errors = watchConsole(page);
  // nav-demo.json names one missing thumbnail on purpose (the thumbnail fallback, SPEC §8); nothing else may fail.
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(new URL(response.url()).pathname);
  });
  const notices = watchNotices(page);
  await page.goto('/legacy-demo.html');
  const log = page.locator('#legacy-log li');
  // onloaded was bound before the module existed (document ready), and still arrives once.
  await expect(log).toHaveText(['onloaded']);

  await page.getByRole('button', { name: 'Sonraki', exact: true }).click();
  await expect(log).toHaveText(['onloaded', 'onchange 2']);
  await expect(page.locator('#legacy-current')).toHaveText('2 / 5');
  expect(await currentIndex(page)).toBe(1);

  await page.getByRole('button', { name: 'Sonraki', exact: true }).click();
  await expect(log).toHaveText(['onloaded', 'onchange 2', 'onchange 3']);
  await page.getByRole('button', { name: 'Önceki', exact: true }).click();
  await expect(log.last()).toHaveText('onchange 2');
  await page.getByRole('button', { name: '3. slayt' }).click();
  await expect(log.last()).toHaveText('onchange 3');
  expect(await currentIndex(page)).toBe(2);

  // window.revapi102 carries the same SR6 methods (FORMAT.md §3: revapi + the module's id).
  await page.evaluate(() => (window as unknown as { revapi102: { revshowslide(n: number): void } }).revapi102.revshowslide(1));
  await expect(log.last()).toHaveText('onchange 1');

  await page.getByRole('button', { name: 'Paralaks geri çağrısı ekle' }).click();
  await page.getByRole('button', { name: 'Paralaks geri çağrısı ekle' }).click();
  await expect.poll(() => notices.filter((n) => n.includes('revaddcallback')).length).toBe(1);
  expect(notices.find((n) => n.includes('revaddcallback'))).toContain('is not supported by Strata');
  await expect(log.last()).toHaveText('onchange 1'); // the callback was not registered

  // One notice per distinct call, however often the page made it.
  const calls = notices.map((n) => /Deprecated: (\S+)/.exec(n)?.[1]);
  expect(calls.sort()).toEqual(
    [
      'jQuery(…).revolution()',
      'revapi.bind("revolution.slide.onloaded")',
      'revapi.bind("revolution.slide.onchange")',
      'revapi.revnext()',
      'revapi.revprev()',
      'revapi.revshowslide()',
      'revapi.revcurrentslide()',
      'revapi.revmaxslide()',
      'revapi.revaddcallback()',
    ].sort(),
  );
  expect(notices.find((n) => n.includes('revapi.revnext()'))).toContain('use window.strata.get(id).next() instead');
  expect([...new Set(missing)]).toEqual(['/fixtures/modules/assets/nav-demo-missing-thumb.png']);
  expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
});
