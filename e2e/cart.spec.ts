import { expect, test, type Page } from '@playwright/test';
import { readE2eDb, watchConsole } from './helpers.ts';

// The shop's add to cart, the theme's signal and the floating cart (BEHAVIOURS §5), against the real server.

function cartRows(visitor: string): Promise<{ product_id: number; quantity: number }[]> {
  return readE2eDb((db) => db.prepare('SELECT product_id, quantity FROM cart_items WHERE visitor = ? ORDER BY product_id').all(visitor) as { product_id: number; quantity: number }[]);
}

async function visitorKey(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'strata_visitor');
  return `v:${cookie?.value}`;
}

/** Records WooCommerce's body events in the page. */
async function recordCartEvents(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { cartEvents: string[] }).cartEvents = seen;
    for (const name of ['should_send_ajax_request.adding_to_cart', 'adding_to_cart', 'added_to_cart', 'wc_fragments_loaded', 'removed_from_cart']) {
      document.body.addEventListener(name, () => seen.push(name));
    }
  });
}

test('add to cart → signal → the floating cart opens; stepper, update and remove are saved per visitor', async ({ page, browser }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  const add = page.locator('.add_to_cart_button.ajax_add_to_cart[data-product_id="301"]');
  // Products arrive after the page's own start (and the WebGL hero's, slow on SwiftShader).
  await expect(add).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.product-card.outofstock .add_to_cart_button')).toHaveCount(0);
  await recordCartEvents(page);
  const settings = JSON.parse((await page.locator('#strata-page-settings').textContent()) ?? '{}') as { cart_nonce: string };

  const addCall = page.waitForRequest((r) => r.url().includes('wc-ajax=add_to_cart'));
  const signalCall = page.waitForResponse((r) => r.url().endsWith('/wp-admin/admin-ajax.php'));
  await add.click();
  expect(Object.fromEntries(new URLSearchParams((await addCall).postData() ?? ''))).toEqual({ product_id: '301', quantity: '1', product_sku: 'STR-KUP-01' });
  const signal = await signalCall;
  expect(Object.fromEntries(new URLSearchParams(signal.request().postData() ?? ''))).toEqual({
    action: 'wc_item_added_signal',
    _wpnonce: settings.cart_nonce,
    id: '301',
  });
  expect(await signal.text()).toBe('301');

  const wrapper = page.locator('.tm-floating-woocart-wrapper');
  await expect(wrapper).toHaveClass(/\bopen\b/);
  const dialog = page.getByRole('dialog', { name: 'Sepet' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.woocart-close')).toBeFocused();
  await expect(add).toHaveClass(/\badded\b/);
  await expect(page.locator('a.added_to_cart.wc-forward')).toHaveText('Sepeti görüntüle');
  expect(await page.evaluate(() => (window as unknown as { cartEvents: string[] }).cartEvents)).toEqual([
    'should_send_ajax_request.adding_to_cart',
    'adding_to_cart',
    'added_to_cart',
    'wc_fragments_loaded',
  ]);
  const me = await visitorKey(page);
  expect(await cartRows(me)).toEqual([{ product_id: 301, quantity: 1 }]);

  // The stepper (plus ×2, minus ×1) enables "update cart", which saves the quantity.
  const qty = dialog.getByRole('spinbutton', { name: 'Miktar: Seramik kupa' });
  const update = dialog.locator('button[name=update_cart]');
  await expect(qty).toHaveValue('1');
  await expect(update).toBeDisabled();
  await dialog.getByRole('button', { name: 'Artır: Seramik kupa' }).click();
  await expect(update).toBeEnabled();
  await dialog.getByRole('button', { name: 'Artır: Seramik kupa' }).click();
  await dialog.getByRole('button', { name: 'Azalt: Seramik kupa' }).click();
  await expect(qty).toHaveValue('2');
  await update.click();
  await expect(dialog.locator('.woocommerce-mini-cart__total strong')).toHaveText('₺499,80');
  await expect(update).toBeDisabled();
  expect(await cartRows(me)).toEqual([{ product_id: 301, quantity: 2 }]);

  // Escape closes and gives focus back; the toggle and the overlay open and close it again.
  await page.keyboard.press('Escape');
  await expect(wrapper).not.toHaveClass(/\bopen\b/);
  await expect(add).toBeFocused();
  const toggle = page.locator('.tm-floating-woocart-toggle');
  await expect(toggle).toHaveAttribute('aria-label', 'Sepeti aç (2 ürün)');
  await toggle.click();
  await expect(wrapper).toHaveClass(/\bopen\b/);
  await page.locator('.floating-woocart-overlay').click({ position: { x: 20, y: 300 } });
  await expect(wrapper).not.toHaveClass(/\bopen\b/);
  await page.locator('a.added_to_cart').click();
  await expect(wrapper).toHaveClass(/\bopen\b/);
  await page.locator('.woocart-close').click();
  await expect(wrapper).not.toHaveClass(/\bopen\b/);

  // The cart is the visitor's: it is there after a reload, and another browser context has its own.
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-label', 'Sepeti aç (2 ürün)');
  const other = await browser.newContext();
  try {
    const theirs = await other.newPage();
    await theirs.goto('/');
    await expect(theirs.locator('.tm-floating-woocart-toggle')).toHaveAttribute('aria-label', 'Sepeti aç (0 ürün)', { timeout: 30_000 });
    await theirs.locator('.tm-floating-woocart-toggle').click();
    await expect(theirs.getByRole('dialog', { name: 'Sepet' })).toContainText('Sepetinizde ürün yok.');
  } finally {
    await other.close();
  }

  await recordCartEvents(page);
  await toggle.click();
  await expect(qty).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Sepetten çıkar: Seramik kupa' }).click();
  await expect(dialog).toContainText('Sepetinizde ürün yok.');
  await expect(dialog).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { cartEvents: string[] }).cartEvents)).toEqual(['removed_from_cart']);
  expect(await cartRows(me)).toEqual([]);
  expect(errors).toEqual([]);
});
