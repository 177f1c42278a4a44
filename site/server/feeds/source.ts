import type { FeedKind, FeedSourceSettings } from '../../../engine/index.ts';
import { EXCERPT_WORDS_DEFAULT, FEED_KINDS, STREAM_COUNT_DEFAULT, STREAM_COUNT_MAX } from '../../../engine/index.ts';
import { isPlainObject } from '../module-shape.ts';

/** A stored module whose feed source cannot be used (its own data is wrong, not the request). */
export class FeedSourceError extends Error {
  override name = 'FeedSourceError';
}

// SR6 `sourcetype` values and spellings seen in exports, mapped to SPEC §1's kinds.
const KIND_ALIASES: Record<string, FeedKind> = {
  posts: 'post',
  specific_posts: 'post',
  current_post: 'post',
  woocommerce: 'woo',
  products: 'woo',
  wpgallery: 'wp-gallery',
  wp_gallery: 'wp-gallery',
};

const SORT_ALIASES: Record<string, NonNullable<FeedSourceSettings['sortBy']>> = {
  date: 'date',
  post_date: 'date',
  title: 'title',
  post_title: 'title',
  name: 'title',
  id: 'id',
  price: 'price',
  meta_num__price: 'price',
  _price: 'price',
  menu_order: 'menu_order',
};

function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** A positive integer from a number or a numeric wire string, else undefined. */
function positive(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : undefined;
}

function list(v: unknown): string[] {
  const parts = Array.isArray(v) ? v.map(text) : (text(v)?.split(',') ?? []);
  return parts.map((s) => s?.trim() ?? '').filter((s) => s !== '');
}

function kindOf(raw: string, at: string): FeedKind {
  const key = raw.toLowerCase();
  const kind = KIND_ALIASES[key] ?? key;
  if ((FEED_KINDS as readonly string[]).includes(kind)) return kind as FeedKind;
  throw new FeedSourceError(`${at}: unknown feed kind "${raw}" (expected one of ${FEED_KINDS.join(', ')})`);
}

/**
 * A module's feed source from its settings: `settings.source = {type, count, excerptWords, ids,
 * category, sortBy, order}` (wire values may be strings). SR6 stores the kind as
 * `settings.sourcetype` and the options under `settings.source[<kind>]` (maxPosts, excerptLimit,
 * list, sortDirection); both are read. Null when the module names no source at all.
 */
export function readFeedSource(settings: Record<string, unknown>): FeedSourceSettings | null {
  const src = isPlainObject(settings['source']) ? settings['source'] : {};
  const flatType = text(src['type']) || (typeof settings['source'] === 'string' ? text(settings['source']) : undefined);
  const sr6Type = text(settings['sourcetype']) || text(settings['sourceType']);
  const rawType = flatType || sr6Type;
  if (!rawType) return null;
  const type = kindOf(rawType, flatType ? 'settings.source.type' : 'settings.sourcetype');

  // Per-kind options: SR6 `source.post`, `source.woo` / `source.woocommerce`, …
  const nestedIn = src[rawType] ?? src[type] ?? src[type.replace('-', '')];
  const nested = isPlainObject(nestedIn) ? nestedIn : {};
  const pick = (...names: string[]) => {
    for (const name of names) if (src[name] !== undefined && src[name] !== '') return src[name];
    for (const name of names) if (nested[name] !== undefined && nested[name] !== '') return nested[name];
    return undefined;
  };

  const count = positive(pick('count', 'maxPosts', 'maxProducts', 'max', 'count_posts'));
  const sortIn = text(pick('sortBy', 'sortby'))?.toLowerCase();
  const orderIn = text(pick('order', 'sortDirection', 'sort_direction'))?.toLowerCase();
  const category = list(pick('category', 'categories')).join(',');
  const sortBy = sortIn ? SORT_ALIASES[sortIn] : undefined;
  return {
    type,
    count: Math.min(count ?? STREAM_COUNT_DEFAULT, STREAM_COUNT_MAX),
    excerptWords: positive(pick('excerptWords', 'excerptLimit', 'excerpt_limit')) ?? EXCERPT_WORDS_DEFAULT,
    ids: list(pick('ids', 'list', 'gallery')),
    ...(category ? { category } : {}),
    ...(sortBy ? { sortBy } : {}),
    ...(orderIn === 'asc' || orderIn === 'desc' ? { order: orderIn } : {}),
  };
}
