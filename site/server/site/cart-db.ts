import { createHash } from 'node:crypto';
import type { StrataDb } from '../db.ts';
import { BadRequest, NotFound } from '../errors.ts';
import { MAX_LINE_QUANTITY, type CartLine, type CartView, type ShopProduct } from '../../cart/cart-types.ts';
import { fromKurus, toKurus } from '../../cart/price.ts';
import { statement } from './sql.ts';

/**
 * Carts, one per visitor (BEHAVIOURS §5), over the site's product catalogue: the `products` table that the woo
 * feed is also built from (feeds-db.ts, seeded from fixtures/feeds/products.json), so the shop and the product
 * slider sell the same things at the same prices.
 */
export const CART_SCHEMA = `CREATE TABLE IF NOT EXISTS cart_items (
  visitor TEXT NOT NULL,
  item_key TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND ${MAX_LINE_QUANTITY}),
  added_at TEXT NOT NULL,
  PRIMARY KEY (visitor, item_key))`;

interface ProductRow {
  id: number;
  name: string;
  short_description: string;
  sku: string;
  price: number;
  regular_price: number;
  sale_price: number | null;
  in_stock: number;
  image: string | null;
  thumb: string | null;
  link: string;
}

const PRODUCT_COLUMNS = 'id, name, short_description, sku, price, regular_price, sale_price, in_stock, image, thumb, link';

export function findProduct(db: StrataDb, id: number): ProductRow | undefined {
  return statement(db, `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = ?`).get(id) as ProductRow | undefined;
}

/** The shop's products in the catalogue's own order. */
export function shopProducts(db: StrataDb, limit: number): ShopProduct[] {
  const rows = statement(
    db,
    `SELECT id, name, short_description, sku, price, regular_price, sale_price, in_stock, image
     FROM products ORDER BY menu_order, id LIMIT ?`,
  ).all(limit) as (Omit<ShopProduct, 'in_stock'> & { in_stock: number })[];
  return rows.map((row) => ({ ...row, in_stock: row.in_stock === 1 }));
}

/** WooCommerce's generate_cart_id for a simple product: md5 of the product id. */
export function cartItemKey(productId: number): string {
  return createHash('md5').update(String(productId)).digest('hex');
}

export function cartOf(db: StrataDb, visitor: string): CartView {
  const rows = statement(
    db,
    `SELECT c.item_key AS key, c.product_id, c.quantity, p.name, p.sku, p.price, COALESCE(p.thumb, p.image) AS image
     FROM cart_items c JOIN products p ON p.id = c.product_id
     WHERE c.visitor = ? ORDER BY c.added_at, c.product_id`,
  ).all(visitor) as Omit<CartLine, 'line_total'>[];
  let subtotal = 0;
  let count = 0;
  const items = rows.map((row) => {
    const line = toKurus(row.price) * row.quantity;
    subtotal += line;
    count += row.quantity;
    return { ...row, line_total: fromKurus(line) };
  });
  return { items, item_count: count, subtotal: fromKurus(subtotal), currency: 'TRY' };
}

/** Adds `quantity` of a product to the visitor's line for it; the caller has checked the product is for sale. */
export function addToCart(db: StrataDb, visitor: string, productId: number, quantity: number, now = new Date()): void {
  db.transaction(() => {
    const key = cartItemKey(productId);
    const held = statement(db, 'SELECT quantity FROM cart_items WHERE visitor = ? AND item_key = ?').get(visitor, key) as
      | { quantity: number }
      | undefined;
    const total = (held?.quantity ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY) {
      throw new BadRequest(`quantity: a cart line holds at most ${MAX_LINE_QUANTITY} (this cart already has ${held?.quantity ?? 0})`);
    }
    statement(
      db,
      `INSERT INTO cart_items (visitor, item_key, product_id, quantity, added_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (visitor, item_key) DO UPDATE SET quantity = excluded.quantity`,
    ).run(visitor, key, productId, total, now.toISOString());
  });
}

/** False when the visitor's cart has no such line. */
export function removeFromCart(db: StrataDb, visitor: string, key: string): boolean {
  return statement(db, 'DELETE FROM cart_items WHERE visitor = ? AND item_key = ?').run(visitor, key).changes > 0;
}

/**
 * Sets the quantities of existing lines (0 removes the line, as WooCommerce's cart update does). All lines are
 * checked before any is written: an unknown key changes nothing.
 */
export function setCartQuantities(db: StrataDb, visitor: string, quantities: ReadonlyMap<string, number>): void {
  db.transaction(() => {
    const held = new Set(
      (statement(db, 'SELECT item_key FROM cart_items WHERE visitor = ?').all(visitor) as { item_key: string }[]).map((r) => r.item_key),
    );
    for (const key of quantities.keys()) {
      if (!held.has(key)) throw new NotFound(`cart[${key}]: this cart has no such item (it may have been removed)`);
    }
    for (const [key, quantity] of quantities) {
      if (quantity === 0) removeFromCart(db, visitor, key);
      else statement(db, 'UPDATE cart_items SET quantity = ? WHERE visitor = ? AND item_key = ?').run(quantity, visitor, key);
    }
  });
}
