import { createHash } from 'node:crypto';
import type { CartReply, CartView } from '../../cart/cart-types.ts';
import { formatPrice } from '../../cart/price.ts';
import { CART_TEXT } from '../../strings.ts';
import { escapeHtml } from './html.ts';

/**
 * WooCommerce's answer to every cart call (BEHAVIOURS §5): `fragments` (selector → HTML that replaces it; the
 * mini cart is `div.widget_shopping_cart_content`) and `cart_hash`. The HTML is for WooCommerce-style clients and
 * is built from escaped values only; our own page renders the structured `cart` beside it instead.
 */

export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';

function miniCartHtml(cart: CartView): string {
  if (cart.items.length === 0) {
    return `<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">${escapeHtml(CART_TEXT.empty)}</p></div>`;
  }
  const items = cart.items
    .map(
      (line) =>
        `<li class="woocommerce-mini-cart-item mini_cart_item" data-cart_item_key="${escapeHtml(line.key)}">` +
        `${escapeHtml(line.name)} <span class="quantity">${line.quantity} × ${escapeHtml(formatPrice(line.price))}</span></li>`,
    )
    .join('');
  return (
    `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${items}</ul>` +
    `<p class="woocommerce-mini-cart__total total"><strong>${escapeHtml(CART_TEXT.subtotal)}:</strong> ` +
    `${escapeHtml(formatPrice(cart.subtotal))}</p></div>`
  );
}

/** WooCommerce hashes the cart contents; an empty cart has no hash. */
function cartHash(cart: CartView): string {
  if (cart.items.length === 0) return '';
  return createHash('md5')
    .update(JSON.stringify(cart.items.map((l) => [l.key, l.quantity, l.price])))
    .digest('hex');
}

export function cartReply(cart: CartView): CartReply {
  return { fragments: { [MINI_CART_SELECTOR]: miniCartHtml(cart) }, cart_hash: cartHash(cart), cart };
}
