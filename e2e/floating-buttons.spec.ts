import { expect, test } from '@playwright/test';
import { readE2eDb, watchConsole } from './helpers.ts';

/**
 * Floating-button click tracking (SPEC §7 "the config carries an ajax endpoint and nonce for floating-button click
 * tracking"): a click on the floating "Bize yazın" button beacons `action=strata_track_click` with the page's ajax
 * nonce to admin-ajax, and the server counts it per button.
 */
function clicksOf(button: string): Promise<number> {
  return readE2eDb((db) => (db.prepare('SELECT clicks FROM floating_button_clicks WHERE button = ?').get(button) as { clicks: number } | undefined)?.clicks ?? 0);
}

test('a click on the floating message button is counted in the database, and the link still opens', async ({ page, context }) => {
  const errors = watchConsole(page);
  // The messaging service is outside the test's world: its page is a stub.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>wa</title>' }));
  const before = await clicksOf('whatsapp');
  await page.goto('/');
  const button = page.getByRole('link', { name: 'Bize yazın' });
  await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  const tracked = page.waitForRequest((req) => req.url().endsWith('/wp-admin/admin-ajax.php') && (req.postData() ?? '').includes('action=strata_track_click'));
  const popup = page.waitForEvent('popup');
  await button.click();
  expect((await tracked).postData()).toMatch(/^action=strata_track_click&nonce=[0-9a-f]{10}&button=whatsapp$/);
  await (await popup).close();
  await expect.poll(() => clicksOf('whatsapp')).toBe(before + 1);
  expect(errors).toEqual([]);
});

test('the server refuses a click with another page\'s nonce or an unknown button, and stores nothing', async ({ page }) => {
  await page.goto('/');
  const before = await clicksOf('whatsapp');
  const post = (form: Record<string, string>) => page.request.post('/wp-admin/admin-ajax.php', { form: { action: 'strata_track_click', ...form } });
  expect((await post({ nonce: '0123456789', button: 'whatsapp' })).status()).toBe(403);
  const nonce = await page.evaluate(() => JSON.parse(document.getElementById('strata-page-settings')?.textContent ?? '{}').ajax_nonce as string);
  const unknown = await post({ nonce, button: 'fax' });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).message).toContain('unknown floating button "fax"');
  expect(await clicksOf('whatsapp')).toBe(before);
  expect(await clicksOf('fax')).toBe(0);
});
