/**
 * Feed → slides (SPEC §1 feed kinds, §3 "Feed item", §9 "Feed"): a stream module's editor slide is a
 * template; the stream turns it into one slide per feed item. Raw module JSON in, raw module JSON out
 * (normalizeModule runs afterwards), so a feed module renders through the same path as any other.
 */
import { ModuleError } from '../model/errors.ts';
import { at, isRecord, type Rec } from '../model/read.ts';
import { parseBool } from '../model/units.ts';
import { errorSlideModule } from './error-slide.ts';
import { readFeedItem } from './feed-item.ts';
import { readFeedSource } from './feed-source.ts';
import { fillSlideEntry } from './feed-slide.ts';
import { EXCERPT_WORDS_DEFAULT, STREAM_COUNT_DEFAULT, STREAM_COUNT_MAX, type FeedItem, type FeedSourceSettings } from './types.ts';

type Obj = Record<string, unknown>;

export interface StreamOptions {
  /** The module's source; default: `readFeedSource(json.settings)` (count 8 / 55 words when it has none). */
  readonly source?: FeedSourceSettings | null;
  /**
   * A feed item's source slide (SPEC §3 "Feed item": sourceModuleId + sourceSlideId), fetched beforehand
   * with get_full_slider_object: a raw `{slide, layers}` entry (a `{slides: {…}}` reply is accepted too),
   * or undefined to use the module's own template slide.
   */
  readonly sourceSlide?: (moduleId: string, slideId: string) => unknown;
}

/** A slide of another module that some feed item wants to be rendered with. */
export interface FeedSourceRef {
  readonly moduleId: string;
  readonly slideId: string;
  /** The source module's engine (`sourceModuleEngine`), for get_full_slider_object's `version`. */
  readonly engine?: string;
}

/** The distinct source slides of the first `limit` items (those streamToModule will use). */
export function feedSourceRefs(items: readonly FeedItem[], limit: number = STREAM_COUNT_MAX): FeedSourceRef[] {
  const seen = new Set<string>();
  const refs: FeedSourceRef[] = [];
  for (const item of items.slice(0, Math.max(0, Math.min(limit, STREAM_COUNT_MAX)))) {
    if (item.sourceModuleId === undefined || item.sourceSlideId === undefined) continue;
    const moduleId = String(item.sourceModuleId).trim();
    const slideId = String(item.sourceSlideId).trim();
    const id = `${moduleId}\u0000${slideId}`;
    if (moduleId === '' || slideId === '' || seen.has(id)) continue;
    seen.add(id);
    refs.push(item.sourceModuleEngine === undefined ? { moduleId, slideId } : { moduleId, slideId, engine: item.sourceModuleEngine });
  }
  return refs;
}

function isGlobal(slide: unknown): boolean {
  if (!isRecord(slide)) return false;
  if (isRecord(slide.global)) return true;
  try {
    return slide.global !== undefined && slide.global !== null && parseBool(slide.global, 'global');
  } catch {
    return false;
  }
}

function slideEntries(json: Rec): Array<[string, Obj]> {
  const raw = json.slides;
  if (!isRecord(raw) && !Array.isArray(raw)) throw new ModuleError('module.slides', 'an object of slides keyed by slide id', raw);
  return Object.entries(raw).map(([key, entry]): [string, Obj] => {
    if (!isRecord(entry)) throw new ModuleError(at('module.slides', key), 'a slide entry ({slide, layers})', entry);
    const id = Array.isArray(raw) ? entry.id : undefined;
    return [typeof id === 'string' || typeof id === 'number' ? String(id) : key, entry as Obj];
  });
}

/** The first non-global slide by `slide.order` (then wire order): the editor's stream template. */
function templateOf(entries: ReadonlyArray<[string, Obj]>): Obj | null {
  let best: { order: number; entry: Obj } | null = null;
  for (const [, entry] of entries) {
    if (isGlobal(entry.slide)) continue;
    const raw = isRecord(entry.slide) ? Number(entry.slide.order) : Number.NaN;
    const order = Number.isFinite(raw) ? raw : Number.POSITIVE_INFINITY;
    if (best === null || order < best.order) best = { order, entry };
  }
  return best?.entry ?? null;
}

/** Unwraps what `opts.sourceSlide` returned into a slide entry, or null. */
function sourceEntry(reply: unknown, slideId: string): Obj | null {
  if (!isRecord(reply)) return null;
  if (isRecord(reply.slides)) {
    const slides = reply.slides;
    const hit = slides[slideId] ?? Object.values(slides)[0];
    return isRecord(hit) ? (hit as Obj) : null;
  }
  return isRecord(reply.slide) || reply.layers !== undefined ? (reply as Obj) : null;
}

/** Key-safe form of an item id: slide keys end up in DOM attributes and `#key` requests. */
function keyFor(id: string, index: number, taken: Set<string>): string {
  const slug = id.trim().replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  const base = `feed-${slug === '' ? index + 1 : slug}`;
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
  taken.add(key);
  return key;
}

/**
 * A new module whose slides are one per feed item (at most `source.count`, at most 30), each a clone of
 * the template slide (or of the item's source slide) filled from the item. Global (static) slides are
 * kept once, unchanged. An empty stream gives the error slide module (SPEC §4 "Error slide").
 *
 * @throws ModuleError when the module has no slides object, an item is not an object, or no template
 *   slide exists for an item.
 * @example
 * ```ts
 * const raw = streamToModule(json, reply.data, { sourceSlide: (m, s) => fetched.get(`${m}/${s}`) });
 * const model = normalizeModule(raw);
 * ```
 */
export function streamToModule(json: unknown, items: readonly unknown[], opts: StreamOptions = {}): Obj {
  if (!isRecord(json)) throw new ModuleError('module', 'a module object ({settings, slides})', json);
  const source = opts.source === undefined ? readFeedSource(json.settings) : opts.source;
  if (!Array.isArray(items)) throw new ModuleError('stream.data', 'a list of feed items', items);
  const count = Math.max(1, Math.min(source?.count ?? STREAM_COUNT_DEFAULT, STREAM_COUNT_MAX));
  const feed = items.slice(0, count).map((raw, i) => readFeedItem(raw, i));
  if (feed.length === 0) return errorSlideModule(json, source?.type ?? 'gallery');
  const entries = slideEntries(json);
  const template = templateOf(entries);
  const slides: Obj = {};
  const taken = new Set<string>();
  for (const [key, entry] of entries) {
    if (!isGlobal(entry.slide)) continue;
    slides[key] = entry;
    taken.add(key);
  }
  const excerptWords = source?.excerptWords ?? EXCERPT_WORDS_DEFAULT;
  feed.forEach((item, i) => {
    let base = template;
    if (item.sourceModuleId !== undefined && item.sourceSlideId !== undefined && opts.sourceSlide) {
      base = sourceEntry(opts.sourceSlide(String(item.sourceModuleId), String(item.sourceSlideId)), String(item.sourceSlideId)) ?? template;
    }
    if (base === null) throw new ModuleError('module.slides', 'a non-global slide to use as the stream template', json.slides);
    const key = keyFor(item.id, i, taken);
    slides[key] = fillSlideEntry(base, { key, order: i + 1 }, i, { item, excerptWords });
  });
  return { ...json, slides };
}
