import { describe, expect, it } from 'vitest';
import { makeSite, siteFactory, type TestSite } from '../test-helpers.ts';
import { cartItemKey } from './cart-db.ts';
import { postForm, rows, visit, type TestVisitor } from './test-visitor.ts';

// fixtures/feeds/products.json: 301 Seramik kupa 249.90, 302 Keten masa örtüsü 599, 303 out of stock.
const site = siteFactory(() => makeSite());

const wc = (s: TestSite, endpoint: string, fields: Record<string, string>, who?: TestVisitor) => postForm(s, `/?wc-ajax=${endpoint}`, fields, who);
const KUPA = cartItemKey(301);

describe('wc-ajax cart endpoints', () => {
  it('adds to the visitor\'s cart and answers fragments, cart_hash and the structured cart', async () => {
    const s = site();
    const a = await visit(s);
    const res = await wc(s, 'add_to_cart', { product_id: '301', quantity: '2', product_sku: 'STR-KUP-01' }, a);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.cart).toMatchObject({ item_count: 2, subtotal: 499.8, items: [{ key: KUPA, product_id: 301, name: 'Seramik kupa', quantity: 2, price: 249.9, line_total: 499.8 }] });
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('Seramik kupa <span class="quantity">2 × ₺249,90</span>');
    await wc(s, 'add_to_cart', { product_id: '302' }, a);
    const refreshed = await (await wc(s, 'get_refreshed_fragments', {}, a)).json();
    expect(refreshed.cart).toMatchObject({ item_count: 3, subtotal: 1098.8 });
    // Another visitor's cart is their own.
    const b = await visit(s);
    expect((await (await wc(s, 'get_refreshed_fragments', {}, b)).json()).cart).toEqual({ items: [], item_count: 0, subtotal: 0, currency: 'TRY' });
  });

  it('updates quantities (0 removes) and removes by cart_item_key', async () => {
    const s = site();
    const a = await visit(s);
    await wc(s, 'add_to_cart', { product_id: '301' }, a);
    await wc(s, 'add_to_cart', { product_id: '302' }, a);
    const updated = await (await wc(s, 'update_cart', { [`cart[${KUPA}][qty]`]: '5', [`cart[${cartItemKey(302)}][qty]`]: '0' }, a)).json();
    expect(updated.cart.items.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity])).toEqual([[301, 5]]);
    const removed = await (await wc(s, 'remove_from_cart', { cart_item_key: KUPA }, a)).json();
    expect(removed.cart.items).toEqual([]);
    expect(removed.cart_hash).toBe('');
  });

  it('refuses an unknown or sold-out product with WooCommerce\'s {error, product_url} and stores nothing', async () => {
    const s = site();
    const a = await visit(s);
    const unknown = await wc(s, 'add_to_cart', { product_id: '999' }, a);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: true, product_url: '', message: 'product_id: there is no product 999' });
    const soldOut = await wc(s, 'add_to_cart', { product_id: '303' }, a);
    expect(soldOut.status).toBe(409);
    expect((await soldOut.json()).message).toMatch(/out of stock/);
    expect(rows(s, 'cart_items')).toBe(0);
  });

  it('names every bad input with a clear status and changes nothing', async () => {
    const s = site();
    const a = await visit(s);
    await wc(s, 'add_to_cart', { product_id: '301' }, a);
    const cases: [string, Record<string, string>, number, RegExp][] = [
      ['add_to_cart', {}, 400, /product_id: required/],
      ['add_to_cart', { product_id: 'kupa' }, 400, /product_id: expected a numeric id, got "kupa"/],
      ['add_to_cart', { product_id: '301', quantity: '0' }, 400, /quantity: expected a whole number from 1 to 999/],
      ['add_to_cart', { product_id: '301', quantity: '2.5' }, 400, /quantity/],
      ['add_to_cart', { product_id: '301', quantity: '999' }, 400, /at most 999 \(this cart already has 1\)/],
      ['remove_from_cart', {}, 400, /cart_item_key: expected a cart item key/],
      ['remove_from_cart', { cart_item_key: cartItemKey(302) }, 404, /this cart has no item/],
      ['update_cart', {}, 400, /no quantities sent/],
      ['update_cart', { [`cart[${KUPA}][qty]`]: '-1' }, 400, /expected a whole number from 0 to 999/],
      ['update_cart', { [`cart[${KUPA}][qty]`]: '3', 'cart[x][qty]': '1' }, 400, /cart\[<cart item key>\]\[qty\]/],
      ['update_cart', { [`cart[${KUPA}][qty]`]: '3', [`cart[${cartItemKey(302)}][qty]`]: '1' }, 404, /no such item/],
      ['apply_coupon', {}, 400, /unknown endpoint "apply_coupon" \(served: get_refreshed_fragments, add_to_cart, remove_from_cart, update_cart\)/],
      ['__proto__', {}, 400, /unknown endpoint/],
    ];
    for (const [endpoint, fields, status, message] of cases) {
      const res = await wc(s, endpoint, fields, a);
      expect(res.status, `${endpoint} ${JSON.stringify(fields)}`).toBe(status);
      expect((await res.json()).message).toMatch(message);
    }
    const json = await s.app.request('/?wc-ajax=add_to_cart', {
      method: 'POST',
      headers: { cookie: a.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: 302 }),
    });
    expect(json.status).toBe(415);
    expect((await wc(s, 'add_to_cart', { product_id: '301', pad: 'x'.repeat(1024 * 1024) }, a)).status).toBe(413);
    expect(s.db.sql.prepare('SELECT product_id, quantity FROM cart_items').all()).toEqual([{ product_id: 301, quantity: 1 }]);
  });

  it('leaves a POST to / without wc-ajax alone', async () => {
    expect((await site().app.request('/', { method: 'POST' })).status).toBe(404);
  });
});

describe('wc_item_added_signal', () => {
  const signal = (s: TestSite, who: TestVisitor, fields: Record<string, string>) =>
    postForm(s, '/wp-admin/admin-ajax.php', { action: 'wc_item_added_signal', _wpnonce: who.settings.cart_nonce, ...fields }, who);

  it('echoes the product id', async () => {
    const s = site();
    const res = await signal(s, await visit(s), { id: '301' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('301');
  });

  it('answers a bad nonce with 403 "-1" (check_ajax_referer)', async () => {
    const s = site();
    const a = await visit(s);
    for (const nonce of ['', 'ffffffffff', a.settings.like_nonce]) {
      const res = await signal(s, a, { id: '301', _wpnonce: nonce });
      expect(res.status).toBe(403);
      expect(await res.text()).toBe('-1');
    }
  });

  it('names a bad or unknown id', async () => {
    const s = site();
    const a = await visit(s);
    expect((await signal(s, a, { id: 'x' })).status).toBe(400);
    expect((await signal(s, a, {})).status).toBe(400);
    const unknown = await signal(s, a, { id: '999' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('id: there is no product 999');
  });
});

describe('content for the sections', () => {
  it('lists the shop\'s products and the newest posts, and checks per_page', async () => {
    const s = site();
    const products = await (await s.app.request('/wp-json/strata/v1/products')).json();
    expect(products.map((p: { id: number }) => p.id)).toEqual([301, 302, 303, 304]);
    expect(products[2]).toMatchObject({ name: 'Yeşil yastık kılıfı', in_stock: false });
    const posts = await (await s.app.request('/wp-json/strata/v1/posts')).json();
    expect(posts).toHaveLength(3);
    expect(posts[0]).toMatchObject({ likes: 0, liked: false });
    for (const bad of ['0', '21', 'abc', '-1']) {
      const res = await s.app.request(`/wp-json/strata/v1/posts?per_page=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'rest_invalid_param' });
    }
  });
});
