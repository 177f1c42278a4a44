import type { Context, Next } from 'hono';
import { str } from '../admin-ajax.ts';
import { BadRequest, NotFound } from '../errors.ts';
import { MAX_LINE_QUANTITY } from '../../cart/cart-types.ts';
import { addToCart, cartOf, findProduct, removeFromCart, setCartQuantities } from './cart-db.ts';
import { cartReply } from './cart-fragments.ts';
import { idField, readFormBody, type FormFields } from './fields.ts';
import { shown } from './html.ts';
import { NONCE_ACTIONS } from './nonces.ts';
import type { SiteAjaxHandler, SiteServices } from './services.ts';
import { identifyVisitor } from './visitor.ts';

/**
 * The cart's endpoints (BEHAVIOURS §5): WooCommerce's `/?wc-ajax=<endpoint>` calls and the theme's admin-ajax
 * `wc_item_added_signal`. Like WooCommerce's own wc-ajax calls they take no nonce: the cart is the visitor's
 * (cookie, SameSite=Lax, so another site's form cannot reach it), and the endpoints only change that cart.
 */

const ITEM_KEY = /^[0-9a-f]{32}$/;

function quantityOf(text: string | undefined, field: string, min: 0 | 1): number {
  if (text === undefined || text.trim() === '') {
    if (min === 1) return 1;
    throw new BadRequest(`${field}: required`);
  }
  const value = text.trim();
  if (!/^\d{1,4}$/.test(value) || Number(value) < min || Number(value) > MAX_LINE_QUANTITY) {
    throw new BadRequest(`${field}: expected a whole number from ${min} to ${MAX_LINE_QUANTITY}, got ${shown(value)}`);
  }
  return Number(value);
}

type WcAjaxHandler = (c: Context, fields: FormFields, visitor: string) => Response;

function endpoints(svc: SiteServices): Record<string, WcAjaxHandler> {
  const reply = (c: Context, visitor: string) => c.json(cartReply(cartOf(svc.db, visitor)));
  return {
    get_refreshed_fragments: (c, _fields, visitor) => reply(c, visitor),

    add_to_cart(c, fields, visitor) {
      const productId = idField(fields, 'product_id');
      const quantity = quantityOf(str(fields['quantity']), 'quantity', 1);
      const product = findProduct(svc.db, productId);
      // WooCommerce's failure answer is {error, product_url} (the page then opens the product); this site has
      // no product pages, so product_url is empty and the page explains instead.
      if (!product) return c.json({ error: true, product_url: '', message: `product_id: there is no product ${productId}` }, 404);
      if (!product.in_stock) return c.json({ error: true, product_url: '', message: `product_id: ${product.name} is out of stock` }, 409);
      addToCart(svc.db, visitor, productId, quantity, new Date(svc.now()));
      return reply(c, visitor);
    },

    remove_from_cart(c, fields, visitor) {
      const key = str(fields['cart_item_key'])?.trim() ?? '';
      if (!ITEM_KEY.test(key)) throw new BadRequest(`cart_item_key: expected a cart item key, got ${shown(key)}`);
      if (!removeFromCart(svc.db, visitor, key)) throw new NotFound(`cart_item_key: this cart has no item ${key}`);
      return reply(c, visitor);
    },

    /** The mini cart's "update cart": `cart[<key>][qty]=<n>` as WooCommerce's cart form names them; 0 removes. */
    update_cart(c, fields, visitor) {
      const quantities = new Map<string, number>();
      for (const [name, value] of Object.entries(fields)) {
        if (!name.startsWith('cart[')) continue;
        const key = /^cart\[([0-9a-f]{32})\]\[qty\]$/.exec(name)?.[1];
        if (!key) throw new BadRequest(`${shown(name)}: expected fields named cart[<cart item key>][qty]`);
        quantities.set(key, quantityOf(str(value), name, 0));
      }
      if (quantities.size === 0) throw new BadRequest('cart: no quantities sent (fields cart[<cart item key>][qty])');
      setCartQuantities(svc.db, visitor, quantities);
      return reply(c, visitor);
    },
  };
}

/** `POST /?wc-ajax=<endpoint>`; a POST to / without wc-ajax goes on to the next route. */
export function wcAjax(svc: SiteServices) {
  const served = endpoints(svc);
  return async (c: Context, next: Next) => {
    const endpoint = c.req.query('wc-ajax');
    if (endpoint === undefined) return next();
    const handler = Object.hasOwn(served, endpoint) ? served[endpoint] : undefined;
    if (!handler) throw new BadRequest(`wc-ajax: unknown endpoint ${shown(endpoint)} (served: ${Object.keys(served).join(', ')})`);
    const fields = await readFormBody(c);
    if (fields === 'unsupported') {
      return c.json({ success: false, message: 'wc-ajax: send the fields as a form (application/x-www-form-urlencoded or multipart/form-data)' }, 415);
    }
    c.header('cache-control', 'no-store');
    return handler(c, fields, identifyVisitor(c, { issue: false }).key);
  };
}

/** The theme's `wc_item_added_signal` (check_ajax_referer: a bad nonce is 403 "-1"); echoes the product id. */
export function cartSignalAction(svc: SiteServices): SiteAjaxHandler {
  return (c, fields) => {
    const visitor = identifyVisitor(c, { issue: false });
    if (!svc.nonces.verify(str(fields['_wpnonce']), NONCE_ACTIONS.cartSignal, visitor.key)) return c.text('-1', 403);
    const id = idField(fields, 'id');
    if (!findProduct(svc.db, id)) throw new NotFound(`id: there is no product ${id}`);
    return c.text(String(id));
  };
}
