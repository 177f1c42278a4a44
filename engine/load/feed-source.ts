/**
 * A module's feed source (SPEC §1 feed kinds, §9 "Feed" limits): wire `settings.source`
 * `{type, count, excerptWords, ids, category, sortBy, order}` (numbers may arrive as strings), or SR6's
 * `settings.sourcetype`. Pure: raw settings in, FeedSourceSettings (or null: no stream) out.
 */
import { ModuleError } from '../model/errors.ts';
import { at, isRecord, readEnum, readNumber, type Rec } from '../model/read.ts';
import { EXCERPT_WORDS_DEFAULT, FEED_KINDS, STREAM_COUNT_DEFAULT, STREAM_COUNT_MAX, type FeedKind, type FeedSourceSettings } from './types.ts';

const PATH = 'module.settings';

/** Older spellings of the kinds (SR6 `sourcetype` and its editor values). */
const KIND_ALIASES: Readonly<Record<string, FeedKind>> = {
  posts: 'post', specific_posts: 'post', current_post: 'post', woocommerce: 'woo', products: 'woo',
  wpgallery: 'wp-gallery', wp_gallery: 'wp-gallery',
};

const SORT_KEYS = ['date', 'title', 'id', 'price', 'menu_order'] as const;

function readKind(raw: unknown, path: string): FeedKind | null {
  if (raw === undefined || raw === null) return null;
  const word = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  if (word === '') return null;
  if (typeof word === 'string') {
    const hit = FEED_KINDS.find((k) => k === word) ?? (Object.hasOwn(KIND_ALIASES, word) ? KIND_ALIASES[word] : undefined);
    if (hit !== undefined) return hit;
  }
  throw new ModuleError(path, `a feed type, one of ${FEED_KINDS.join(', ')}`, raw);
}

/** A whole number clamped to [min, max]; missing → fallback. */
function readCount(raw: unknown, path: string, fallback: number, min: number, max: number): number {
  const n = Math.floor(readNumber(raw, path, fallback));
  return Math.min(max, Math.max(min, n));
}

/** `"1, 2,3"` or `[1, "2"]` → `["1","2","3"]`. */
function readIds(raw: unknown, path: string): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts: unknown[] = typeof raw === 'string' || typeof raw === 'number' ? String(raw).split(',') : Array.isArray(raw) ? raw : [raw];
  return parts.map((part, i) => {
    if (typeof part === 'number' && Number.isFinite(part)) return String(part);
    if (typeof part === 'string') return part.trim();
    throw new ModuleError(Array.isArray(raw) ? at(path, i) : path, 'ids as "1,2,3" or a list of ids', raw);
  }).filter((id) => id !== '');
}

function readOptString(raw: unknown, path: string): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new ModuleError(path, 'a string', raw);
  const s = String(raw).trim();
  return s === '' ? undefined : s;
}

/**
 * Reads the feed source of a module's settings.
 *
 * @returns null when the module has no source or its type is `gallery` (SR7's default: the editor's
 *   slides, no stream request).
 * @throws ModuleError naming `module.settings.source.type` for an unknown kind, or the field that is
 *   not a number / list / keyword where one is expected.
 * @example
 * ```ts
 * readFeedSource({ source: { type: 'post', count: '4' } }) // → { type: 'post', count: 4, excerptWords: 55, ids: [] }
 * ```
 */
export function readFeedSource(settings: unknown): FeedSourceSettings | null {
  if (settings === undefined || settings === null) return null;
  if (!isRecord(settings)) throw new ModuleError(PATH, 'an object', settings);
  const sourcePath = at(PATH, 'source');
  let source: Rec = {};
  let type: FeedKind | null;
  if (isRecord(settings.source)) {
    source = settings.source;
    type = readKind(source.type, at(sourcePath, 'type')) ?? readKind(settings.sourcetype, at(PATH, 'sourcetype'));
  } else if (typeof settings.source === 'string') {
    type = readKind(settings.source, sourcePath);
  } else {
    type = readKind(settings.sourcetype, at(PATH, 'sourcetype'));
  }
  if (type === null || type === 'gallery') return null;
  const p = (key: string): string => at(sourcePath, key);
  const result: { -readonly [K in keyof FeedSourceSettings]: FeedSourceSettings[K] } = {
    type,
    count: readCount(source.count, p('count'), STREAM_COUNT_DEFAULT, 1, STREAM_COUNT_MAX),
    excerptWords: readCount(source.excerptWords, p('excerptWords'), EXCERPT_WORDS_DEFAULT, 1, Number.MAX_SAFE_INTEGER),
    ids: readIds(source.ids, p('ids')),
  };
  const category = readOptString(source.category, p('category'));
  if (category !== undefined) result.category = category;
  if (source.sortBy !== undefined && source.sortBy !== null && source.sortBy !== '') {
    result.sortBy = readEnum<(typeof SORT_KEYS)[number]>(source.sortBy, p('sortBy'), SORT_KEYS, 'date', { menuorder: 'menu_order', 'menu-order': 'menu_order' });
  }
  if (source.order !== undefined && source.order !== null && source.order !== '') {
    result.order = readEnum(source.order, p('order'), ['asc', 'desc'] as const, 'desc');
  }
  return result;
}
