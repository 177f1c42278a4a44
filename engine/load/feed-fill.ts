/**
 * The `{{name}}` / `{{name:arg}}` "meta" placeholders of stream slides (SR6/SR7 dynamic meta), filled
 * from one FeedItem. Item text is plain text, so where it lands decides how it is written:
 * - `html`: layer text and slide params (HTML, sanitized/stripped later) → HTML-escaped;
 * - `attr`: layer attributes (set as DOM attribute values) → as is;
 * - `url`: links → as is, then the whole filled link must be http(s) or site-relative, else ''.
 */
import type { FeedItem } from './types.ts';

export type FillMode = 'html' | 'attr' | 'url';

export interface FillContext {
  readonly item: FeedItem;
  /** Words of `{{excerpt}}` (source.excerptWords). */
  readonly excerptWords: number;
}

/** Placeholders SR7 fills at run time (slide counters): left for the runtime, never emptied here. */
const RUNTIME_NAMES = new Set(['current_slide_index', 'total_slide_count']);

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_-]+)\s*(?::\s*([^{}]*?)\s*)?\}\}/g;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * A link a stream may put on the page: http(s) absolute, or relative to the site. Control characters and
 * whitespace are ignored when looking for the scheme, as browsers do (`java\tscript:` is `javascript:`).
 */
export function safeLink(raw: string): string {
  const link = raw.trim();
  if (link === '') return '';
  // eslint-disable-next-line no-control-regex
  const compact = link.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const decoded = compact.replace(/&(?:colon|#0*58|#x0*3a);?/g, ':');
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(decoded);
  if (scheme) return scheme[1] === 'http' || scheme[1] === 'https' ? link : '';
  // `\\host` is a network path in some browsers; a colon before the first / ? # is a scheme in disguise.
  if (decoded.startsWith('\\') || /^[^/?#]*:/.test(decoded)) return '';
  return link;
}

/** The first `n` words, then `…` when the text had more. */
export function cutWords(text: string, n: number): string {
  const words = text.trim().split(/\s+/).filter((w) => w !== '');
  if (n <= 0) return '';
  return words.length > n ? `${words.slice(0, n).join(' ')}…` : text.trim();
}

/** An ISO 8601 date as YYYY-MM-DD: the producer's own calendar date when written out, else UTC. */
export function isoDay(date: string): string {
  const direct = /^(\d{4}-\d{2}-\d{2})/.exec(date.trim());
  if (direct?.[1] !== undefined) return direct[1];
  const ms = Date.parse(date);
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : '';
}

function wordsArg(arg: string | undefined, fallback: number): number | null {
  if (arg === undefined || arg === '') return fallback;
  return /^\d+$/.test(arg) ? Number(arg) : null;
}

const num = (n: number | undefined): string => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '');

/** The plain-text value of one placeholder, or null when the name is unknown. */
export function placeholderValue(name: string, arg: string | undefined, ctx: FillContext): string | null {
  const { item } = ctx;
  switch (name.toLowerCase()) {
    case 'title': return item.title;
    case 'excerpt': {
      const n = wordsArg(arg, ctx.excerptWords);
      return n === null ? '' : cutWords(item.excerpt, n);
    }
    case 'content': {
      if (arg === undefined || arg === '') return item.content;
      const n = wordsArg(arg, 0);
      return n === null ? '' : cutWords(item.content, n);
    }
    case 'link': return safeLink(item.link);
    case 'date': return arg?.toLowerCase() === 'iso' ? item.date : isoDay(item.date);
    case 'author': case 'author_name': return item.author;
    case 'image': case 'image_url': return safeLink(item.image?.src ?? '');
    case 'thumb': return safeLink(item.thumb ?? item.image?.src ?? '');
    case 'likes': return num(item.likes);
    case 'comments': return num(item.comments);
    case 'views': return num(item.views);
    case 'price': return item.price ?? '';
    case 'regular_price': return item.regularPrice ?? '';
    case 'sale_price': return item.salePrice ?? '';
    case 'sku': return item.sku ?? '';
    case 'categories': return (item.categories ?? []).join(', ');
    case 'tags': return (item.tags ?? []).join(', ');
    case 'id': return item.id;
    case 'meta': return arg !== undefined && item.meta !== undefined && Object.hasOwn(item.meta, arg) ? (item.meta[arg] ?? '') : '';
    default:
      return item.meta !== undefined && Object.hasOwn(item.meta, name) ? (item.meta[name] ?? '') : null;
  }
}

/** Whether a string holds any placeholder this module fills. */
export function hasPlaceholder(text: string): boolean {
  for (const m of text.matchAll(PLACEHOLDER)) if (!RUNTIME_NAMES.has((m[1] ?? '').toLowerCase())) return true;
  return false;
}

/** Fills every placeholder of `text`; unknown ones become ''. */
export function fillText(text: string, mode: FillMode, ctx: FillContext): string {
  if (!text.includes('{{')) return text;
  const filled = text.replace(PLACEHOLDER, (whole, name: string, arg: string | undefined) => {
    if (RUNTIME_NAMES.has(name.toLowerCase())) return whole;
    const value = placeholderValue(name, arg, ctx) ?? '';
    return mode === 'html' ? escapeHtml(value) : value;
  });
  return mode === 'url' && hasPlaceholder(text) ? safeLink(filled) : filled;
}
