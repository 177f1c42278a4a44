/**
 * A get_stream_data item as it arrives over the network, read into a FeedItem. The producer is meant to
 * send the FeedItem shape, but the reply is untrusted JSON: numbers where strings belong (ids, prices),
 * an image as a bare URL, missing optional fields. A non-object item is a ModuleError naming it.
 */
import { ModuleError } from '../model/errors.ts';
import { at, isRecord, type Rec } from '../model/read.ts';
import type { FeedImage, FeedItem } from './types.ts';

function str(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function optStr(value: unknown): string | undefined {
  const s = str(value);
  return s === '' ? undefined : s;
}

function optNum(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

function strList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(str).filter((s) => s !== '');
}

function image(value: unknown): FeedImage | null {
  if (typeof value === 'string') return value.trim() === '' ? null : { src: value.trim() };
  if (!isRecord(value) || str(value.src).trim() === '') return null;
  const width = optNum(value.width);
  const height = optNum(value.height);
  const alt = optStr(value.alt);
  return { src: str(value.src).trim(), ...(width === undefined ? {} : { width }), ...(height === undefined ? {} : { height }), ...(alt === undefined ? {} : { alt }) };
}

function video(value: unknown): FeedItem['video'] {
  if (!isRecord(value) || str(value.src).trim() === '') return undefined;
  const type = value.type === 'youtube' || value.type === 'vimeo' ? value.type : 'html5';
  return { type, src: str(value.src).trim() };
}

function meta(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) out[k] = str(v);
  return out;
}

/** Copies the defined optional fields of `fields` onto `target` (no `undefined` members). */
function assignDefined(target: Record<string, unknown>, fields: Rec): void {
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) target[k] = v;
}

/** Reads item `index` of a stream reply (`path` names it in errors, e.g. `stream.data[3]`). */
export function readFeedItem(raw: unknown, index: number, path = 'stream.data'): FeedItem {
  const itemPath = at(path, index);
  if (!isRecord(raw)) throw new ModuleError(itemPath, 'a feed item ({id, title, excerpt, link, …})', raw);
  const item: Record<string, unknown> = {
    id: str(raw.id) || String(index + 1),
    title: str(raw.title),
    excerpt: str(raw.excerpt),
    content: str(raw.content),
    link: str(raw.link),
    date: str(raw.date),
    author: str(raw.author),
    image: image(raw.image),
  };
  assignDefined(item, {
    thumb: optStr(raw.thumb), video: video(raw.video), likes: optNum(raw.likes), comments: optNum(raw.comments),
    views: optNum(raw.views), categories: strList(raw.categories), tags: strList(raw.tags), price: optStr(raw.price),
    regularPrice: optStr(raw.regularPrice), salePrice: optStr(raw.salePrice), sku: optStr(raw.sku),
    inStock: typeof raw.inStock === 'boolean' ? raw.inStock : undefined, sourceSlideId: optStr(raw.sourceSlideId),
    sourceModuleId: typeof raw.sourceModuleId === 'number' ? raw.sourceModuleId : optStr(raw.sourceModuleId),
    sourceModuleEngine: optStr(raw.sourceModuleEngine), meta: meta(raw.meta),
  });
  return item as unknown as FeedItem;
}
