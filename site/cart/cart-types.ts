/**
 * The cart as the server reports it (BEHAVIOURS §5): the wc-ajax answers carry WooCommerce's `fragments` and
 * `cart_hash`, plus this structured `cart` that the floating cart renders (the page never inserts the
 * fragments' server HTML: React draws the mini cart from these values).
 */

export interface CartLine {
  /** WooCommerce's cart_item_key. */
  key: string;
  product_id: number;
  name: string;
  sku: string;
  quantity: number;
  /** Unit price in lira (₺). */
  price: number;
  /** price × quantity, computed in kuruş so 3 × 0.10 is 0.30. */
  line_total: number;
  image: string | null;
}

export interface CartView {
  items: CartLine[];
  /** Sum of the quantities. */
  item_count: number;
  subtotal: number;
  currency: 'TRY';
}

/** What every wc-ajax cart call answers. */
export interface CartReply {
  fragments: Record<string, string>;
  cart_hash: string;
  cart: CartView;
}

/** A shop product as GET /wp-json/strata/v1/products lists it. */
export interface ShopProduct {
  id: number;
  name: string;
  short_description: string;
  sku: string;
  price: number;
  regular_price: number;
  sale_price: number | null;
  in_stock: boolean;
  image: string | null;
}

/** The most of one product a cart line holds (WooCommerce has no limit without stock management). */
export const MAX_LINE_QUANTITY = 999;

export const EMPTY_CART: CartView = { items: [], item_count: 0, subtotal: 0, currency: 'TRY' };
