import type { CartReply, CartView, ShopProduct } from './cart-types.ts';

/**
 * The cart's calls (BEHAVIOURS §5): WooCommerce's `/?wc-ajax=<endpoint>` form posts and the theme's admin-ajax
 * signal. Answers are checked before use; a failure is an Error that says what happened.
 */

export function wcAjaxUrl(siteUrl: string, endpoint: string): string {
  const url = new URL(siteUrl, window.location.href);
  url.searchParams.set('wc-ajax', endpoint);
  return `${url.pathname}${url.search}`;
}

/** WooCommerce's failure answer to add_to_cart. */
export class AddToCartRefused extends Error {
  constructor(
    message: string,
    readonly productUrl: string,
  ) {
    super(message);
    this.name = 'AddToCartRefused';
  }
}

export async function wcAjax(siteUrl: string, endpoint: string, fields: Record<string, string>, signal?: AbortSignal): Promise<CartReply> {
  const res = await fetch(wcAjaxUrl(siteUrl, endpoint), {
    method: 'POST',
    body: new URLSearchParams(fields),
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  const body: unknown = await res.json().catch(() => null);
  if (isObject(body) && body['error'] === true) {
    throw new AddToCartRefused(String(body['message'] ?? `${endpoint} refused`), typeof body['product_url'] === 'string' ? body['product_url'] : '');
  }
  if (!res.ok || !isCartReply(body)) {
    throw new Error(`${endpoint}: ${isObject(body) && typeof body['message'] === 'string' ? body['message'] : `the server answered ${res.status}`}`);
  }
  return body;
}

/** The theme's signal; true when the server accepted it (2xx), which is when the theme opens the cart. */
export async function sendCartSignal(ajaxUrl: string, nonce: string, productId: number): Promise<boolean> {
  const body = new URLSearchParams({ action: 'wc_item_added_signal', _wpnonce: nonce, id: String(productId) });
  try {
    const res = await fetch(ajaxUrl, { method: 'POST', body, credentials: 'same-origin' });
    return res.ok;
  } catch {
    return false;
  }
}

export async function fetchProducts(restUrl: string, perPage: number, signal: AbortSignal): Promise<ShopProduct[]> {
  const res = await fetch(`${restUrl}strata/v1/products?per_page=${perPage}`, { signal });
  if (!res.ok) throw new Error(`products: the server answered ${res.status}`);
  const products: unknown = await res.json();
  if (!Array.isArray(products) || !products.every((p) => isObject(p) && typeof p['id'] === 'number' && typeof p['name'] === 'string')) {
    throw new Error('products: expected an array of products');
  }
  return products as ShopProduct[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCartReply(value: unknown): value is CartReply {
  return isObject(value) && isObject(value['fragments']) && typeof value['cart_hash'] === 'string' && isCart(value['cart']);
}

function isCart(value: unknown): value is CartView {
  return isObject(value) && Array.isArray(value['items']) && typeof value['item_count'] === 'number' && typeof value['subtotal'] === 'number';
}
