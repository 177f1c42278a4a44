import { isPlainObject } from './module-shape.ts';

/** The feed tables, named as their seed files (`<table>.json`). */
export const FEED_TABLES = ['posts', 'products', 'media'] as const;
export type FeedTable = (typeof FEED_TABLES)[number];

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  date: string;
  image: string | null;
  thumb: string | null;
  /** JSON array of category slugs. */
  categories: string;
  /** JSON array of tag slugs. */
  tags: string;
  link: string;
  menu_order: number;
}

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  short_description: string;
  description: string;
  price: number;
  regular_price: number;
  sale_price: number | null;
  sku: string;
  /** 0 or 1. */
  in_stock: number;
  image: string | null;
  thumb: string | null;
  categories: string;
  link: string;
  date: string;
  menu_order: number;
}

export interface MediaRow {
  id: number;
  src: string;
  thumb: string | null;
  width: number | null;
  height: number | null;
  alt: string;
  title: string;
  caption: string;
  date: string;
}

export type FeedRowOf<T extends FeedTable> = T extends 'posts' ? PostRow : T extends 'products' ? ProductRow : MediaRow;

/** Input that is not a feed file; the message names the file and JSON path. */
export class FeedShapeError extends Error {
  override name = 'FeedShapeError';
}

type Kind = 'id' | 'text' | 'text?' | 'int?' | 'int0' | 'money' | 'money?' | 'bool' | 'list' | 'date';

// Each column: [column, JSON field (camelCase, as the seed files write it), kind].
const FIELDS: Record<FeedTable, [string, string, Kind][]> = {
  posts: [
    ['id', 'id', 'id'], ['slug', 'slug', 'text'], ['title', 'title', 'text'], ['excerpt', 'excerpt', 'text'],
    ['content', 'content', 'text'], ['author', 'author', 'text'], ['date', 'date', 'date'], ['image', 'image', 'text?'],
    ['thumb', 'thumb', 'text?'], ['categories', 'categories', 'list'], ['tags', 'tags', 'list'], ['link', 'link', 'text'],
    ['menu_order', 'menuOrder', 'int0'],
  ],
  products: [
    ['id', 'id', 'id'], ['slug', 'slug', 'text'], ['name', 'name', 'text'], ['short_description', 'shortDescription', 'text'],
    ['description', 'description', 'text'], ['price', 'price', 'money'], ['regular_price', 'regularPrice', 'money'],
    ['sale_price', 'salePrice', 'money?'], ['sku', 'sku', 'text'], ['in_stock', 'inStock', 'bool'], ['image', 'image', 'text?'],
    ['thumb', 'thumb', 'text?'], ['categories', 'categories', 'list'], ['link', 'link', 'text'], ['date', 'date', 'date'],
    ['menu_order', 'menuOrder', 'int0'],
  ],
  media: [
    ['id', 'id', 'id'], ['src', 'src', 'text'], ['thumb', 'thumb', 'text?'], ['width', 'width', 'int?'], ['height', 'height', 'int?'],
    ['alt', 'alt', 'text'], ['title', 'title', 'text'], ['caption', 'caption', 'text'], ['date', 'date', 'date'],
  ],
};

const EXPECTED: Record<Kind, string> = {
  id: 'a positive integer',
  text: 'a string',
  'text?': 'a string or null',
  'int?': 'a non-negative integer or null',
  int0: 'an integer (optional)',
  money: 'a non-negative number',
  'money?': 'a non-negative number or null',
  bool: 'true or false',
  list: 'an array of strings',
  date: 'an ISO 8601 date string',
};

function convert(kind: Kind, v: unknown): { ok: true; value: unknown } | { ok: false } {
  const ok = (value: unknown) => ({ ok: true as const, value });
  switch (kind) {
    case 'id':
      return Number.isSafeInteger(v) && (v as number) > 0 ? ok(v) : { ok: false };
    case 'text':
      return typeof v === 'string' ? ok(v) : { ok: false };
    case 'text?':
      return v === undefined || v === null ? ok(null) : typeof v === 'string' ? ok(v) : { ok: false };
    case 'int?':
      return v === undefined || v === null ? ok(null) : Number.isSafeInteger(v) && (v as number) >= 0 ? ok(v) : { ok: false };
    case 'int0':
      return v === undefined ? ok(0) : Number.isSafeInteger(v) ? ok(v) : { ok: false };
    case 'money':
      return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? ok(v) : { ok: false };
    case 'money?':
      return v === undefined || v === null ? ok(null) : convert('money', v);
    case 'bool':
      return typeof v === 'boolean' ? ok(v ? 1 : 0) : { ok: false };
    case 'list':
      return Array.isArray(v) && v.every((s) => typeof s === 'string') ? ok(JSON.stringify(v)) : { ok: false };
    case 'date':
      return typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? ok(new Date(v).toISOString()) : { ok: false };
  }
}

function shown(v: unknown): string {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Checks a whole feed file and turns it into rows (snake_case columns); throws on the first wrong value. */
export function readFeedRows<T extends FeedTable>(table: T, json: unknown, file: string): FeedRowOf<T>[] {
  if (!Array.isArray(json)) throw new FeedShapeError(`${file}: expected an array of ${table}, got ${shown(json)}`);
  const seen = new Set<number>();
  return json.map((item, i) => {
    const at = `${file}[${i}]`;
    if (!isPlainObject(item)) throw new FeedShapeError(`${at}: expected an object, got ${shown(item)}`);
    const row: Record<string, unknown> = {};
    for (const [column, field, kind] of FIELDS[table]) {
      const r = convert(kind, item[field]);
      if (!r.ok) throw new FeedShapeError(`${at}.${field}: expected ${EXPECTED[kind]}, got ${shown(item[field])}`);
      row[column] = r.value;
    }
    const id = row['id'] as number;
    if (seen.has(id)) throw new FeedShapeError(`${at}.id: ${id} appears twice in the file`);
    seen.add(id);
    return row as unknown as FeedRowOf<T>;
  });
}
