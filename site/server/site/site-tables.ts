import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { CART_SCHEMA } from './cart-db.ts';
import { CLICKS_SCHEMA } from './clicks-db.ts';
import { LIKES_SCHEMA } from './likes-db.ts';
import { NEWSLETTER_SCHEMA } from './newsletter-db.ts';
import { PAGE_VIEWS_SCHEMA } from './page-views-db.ts';

/**
 * The hosting site's own tables: server secrets, like toggles, carts, newsletter subscriptions, floating-button
 * clicks and page views. Called by openDb, so an existing database gets them on its next start. The nonce secret is made on the
 * first start and kept: restarting the server must not invalidate the nonces already printed into visitors' pages.
 */
export function createSiteTables(sql: Database.Database): void {
  sql.prepare('CREATE TABLE IF NOT EXISTS site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)').run();
  for (const schema of [LIKES_SCHEMA, CART_SCHEMA, NEWSLETTER_SCHEMA, CLICKS_SCHEMA, PAGE_VIEWS_SCHEMA]) sql.prepare(schema).run();
  // OR IGNORE: a second process opening the same file keeps the first one's secret.
  sql.prepare('INSERT OR IGNORE INTO site_secrets (name, value) VALUES (?, ?)').run('nonce', randomBytes(32).toString('hex'));
}

export function siteSecret(sql: Database.Database, name: 'nonce'): string {
  const row = sql.prepare<[string], { value: string }>('SELECT value FROM site_secrets WHERE name = ?').get(name);
  if (!row) throw new Error(`site secret "${name}" is missing: the database was opened without createSiteTables`);
  return row.value;
}
