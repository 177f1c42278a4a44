import type Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StrataDb } from './db.ts';
import { FEED_TABLES, readFeedRows, type FeedTable, type FeedRowOf } from './feeds-shape.ts';

export { FEED_TABLES, FeedShapeError, type FeedTable, type PostRow, type ProductRow, type MediaRow } from './feeds-shape.ts';

/**
 * The site's own content that post, woo and wp-gallery streams are built from (SPEC §7
 * get_stream_data). Lists (categories, tags) are JSON arrays so they can be filtered with
 * json_each in parameterized SQL.
 */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS posts (
    id INTEGER PRIMARY KEY, slug TEXT NOT NULL, title TEXT NOT NULL, excerpt TEXT NOT NULL, content TEXT NOT NULL,
    author TEXT NOT NULL, date TEXT NOT NULL, image TEXT, thumb TEXT, categories TEXT NOT NULL, tags TEXT NOT NULL,
    link TEXT NOT NULL, menu_order INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE IF NOT EXISTS products (
    id INTEGER PRIMARY KEY, slug TEXT NOT NULL, name TEXT NOT NULL, short_description TEXT NOT NULL,
    description TEXT NOT NULL, price REAL NOT NULL, regular_price REAL NOT NULL, sale_price REAL, sku TEXT NOT NULL,
    in_stock INTEGER NOT NULL, image TEXT, thumb TEXT, categories TEXT NOT NULL, link TEXT NOT NULL, date TEXT NOT NULL,
    menu_order INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE IF NOT EXISTS media (
    id INTEGER PRIMARY KEY, src TEXT NOT NULL, thumb TEXT, width INTEGER, height INTEGER, alt TEXT NOT NULL,
    title TEXT NOT NULL, caption TEXT NOT NULL, date TEXT NOT NULL)`,
];

/** Called by openDb, so a database made before the feed tables existed gets them too. */
export function createFeedTables(sql: Database.Database): void {
  for (const statement of SCHEMA) sql.prepare(statement).run();
}

// Statements are prepared once per database and SQL text (ORDER BY varies, values never do).
const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>();
function prep(db: StrataDb, text: string): Database.Statement {
  let map = cache.get(db.sql);
  if (!map) cache.set(db.sql, (map = new Map()));
  let stmt = map.get(text);
  if (!stmt) map.set(text, (stmt = db.sql.prepare(text)));
  return stmt;
}

export function feedCount(db: StrataDb, table: FeedTable): number {
  return (prep(db, `SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

const INSERT: Record<FeedTable, string> = {
  posts: `INSERT OR REPLACE INTO posts (id, slug, title, excerpt, content, author, date, image, thumb, categories, tags, link, menu_order)
    VALUES (@id, @slug, @title, @excerpt, @content, @author, @date, @image, @thumb, @categories, @tags, @link, @menu_order)`,
  products: `INSERT OR REPLACE INTO products (id, slug, name, short_description, description, price, regular_price, sale_price,
    sku, in_stock, image, thumb, categories, link, date, menu_order)
    VALUES (@id, @slug, @name, @short_description, @description, @price, @regular_price, @sale_price,
    @sku, @in_stock, @image, @thumb, @categories, @link, @date, @menu_order)`,
  media: `INSERT OR REPLACE INTO media (id, src, thumb, width, height, alt, title, caption, date)
    VALUES (@id, @src, @thumb, @width, @height, @alt, @title, @caption, @date)`,
};

/**
 * Stores the rows of one feed file (`posts.json`, `products.json`, `media.json`: an array of
 * objects), replacing rows with the same id. All rows are checked first, so a bad file changes
 * nothing; the FeedShapeError names the file and JSON path.
 */
export function importFeedRows(db: StrataDb, table: FeedTable, json: unknown, file = `${table}.json`): number {
  const rows = readFeedRows(table, json, file);
  const insert = prep(db, INSERT[table]);
  db.transaction(() => {
    for (const row of rows) insert.run(row as unknown as Record<string, unknown>);
  });
  return rows.length;
}

export interface FeedSeedReport {
  imported: Partial<Record<FeedTable, number>>;
  failed: { file: string; error: string }[];
  /** Tables that already held rows and were left alone. */
  skipped: FeedTable[];
}

/**
 * Fills each empty feed table from `<dir>/<table>.json` (first start: `<fixturesDir>/feeds`).
 * Tables are seeded one by one, independently of the modules and of each other; a broken file
 * is reported and skipped so it cannot keep the site from starting.
 */
export function seedFeedsIfEmpty(db: StrataDb, dir: string, log: (msg: string) => void = () => {}): FeedSeedReport {
  const report: FeedSeedReport = { imported: {}, failed: [], skipped: [] };
  for (const table of FEED_TABLES) {
    if (feedCount(db, table) > 0) {
      report.skipped.push(table);
      continue;
    }
    const file = join(dir, `${table}.json`);
    if (!existsSync(file)) continue;
    try {
      report.imported[table] = importFeedRows(db, table, JSON.parse(readFileSync(file, 'utf8')) as unknown, file);
      log(`seed: ${report.imported[table]} ${table} from ${file}`);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      report.failed.push({ file, error });
      log(`seed: skipped ${file}: ${error}`);
    }
  }
  return report;
}

export interface FeedQuery {
  /** Explicit ids, in the order wanted (kept unless `sortBy` is given). */
  ids?: readonly number[];
  /** Category slugs; a row matches when it has any of them. */
  categories?: readonly string[];
  sortBy?: 'date' | 'title' | 'id' | 'price' | 'menu_order';
  order?: 'asc' | 'desc';
  limit: number;
}

// Whitelisted ORDER BY columns: the sort key picks SQL text, it is never spliced in from input.
const SORT_COLUMNS: Record<'posts' | 'products', Record<NonNullable<FeedQuery['sortBy']>, string>> = {
  posts: { date: 't.date', title: 't.title', id: 't.id', price: 't.date', menu_order: 't.menu_order' },
  products: { date: 't.date', title: 't.name', id: 't.id', price: 't.price', menu_order: 't.menu_order' },
};

// SQLite's NOCASE is ASCII-only; Turkish titles (Ç, Ş, İ …) sort with the Turkish collation in JS.
const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** posts or products matching the query, with the size of their image when the media table knows it. */
export function queryFeed<T extends 'posts' | 'products'>(db: StrataDb, table: T, q: FeedQuery): FeedRowWithSize<T>[] {
  const where: string[] = [];
  const params: unknown[] = [];
  let from = `${table} t`;
  let order = 't.date DESC, t.id DESC';
  if (q.ids && q.ids.length > 0) {
    from = `json_each(?) j JOIN ${table} t ON t.id = j.value`;
    params.push(JSON.stringify(q.ids));
    order = 'j.key';
  }
  if (q.categories && q.categories.length > 0) {
    where.push('EXISTS (SELECT 1 FROM json_each(t.categories) c WHERE c.value IN (SELECT value FROM json_each(?)))');
    params.push(JSON.stringify(q.categories));
  }
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  const byTitle = q.sortBy === 'title';
  if (q.sortBy && !byTitle) order = `${SORT_COLUMNS[table][q.sortBy]} ${dir}, t.id ${dir}`;
  const text = `SELECT t.*, (SELECT m.width FROM media m WHERE m.src = t.image LIMIT 1) AS image_width,
    (SELECT m.height FROM media m WHERE m.src = t.image LIMIT 1) AS image_height
    FROM ${from} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order}${byTitle ? '' : ' LIMIT ?'}`;
  if (!byTitle) params.push(q.limit);
  const rows = prep(db, text).all(...params) as FeedRowWithSize<T>[];
  if (!byTitle) return rows;
  const name = (r: FeedRowWithSize<T>) => String('title' in r ? r.title : (r as { name: string }).name);
  rows.sort((a, b) => collator.compare(name(a), name(b)) * (dir === 'ASC' ? 1 : -1) || a.id - b.id);
  return rows.slice(0, q.limit);
}

export type FeedRowWithSize<T extends FeedTable> = FeedRowOf<T> & { image_width: number | null; image_height: number | null };

/** Media items by id in the given order (unknown ids are left out), or the newest ones. */
export function queryMedia(db: StrataDb, ids: readonly number[] | undefined, limit: number): FeedRowOf<'media'>[] {
  if (ids && ids.length > 0) {
    const text = 'SELECT t.* FROM json_each(?) j JOIN media t ON t.id = j.value ORDER BY j.key LIMIT ?';
    return prep(db, text).all(JSON.stringify(ids), limit) as FeedRowOf<'media'>[];
  }
  return prep(db, 'SELECT * FROM media ORDER BY date DESC, id DESC LIMIT ?').all(limit) as FeedRowOf<'media'>[];
}

export function mediaExists(db: StrataDb, id: number): boolean {
  return prep(db, 'SELECT 1 FROM media WHERE id = ?').get(id) !== undefined;
}
