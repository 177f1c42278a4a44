import type { FeedImage, FeedItem, FeedSourceSettings } from '../../../engine/index.ts';
import type { StrataDb } from '../db.ts';
import { queryFeed, queryMedia, type FeedRowWithSize, type MediaRow } from '../feeds-db.ts';

/**
 * The feed kinds built from the site's own tables: post, woo and wp-gallery. Every text field
 * leaves as plain text and every link as an absolute http(s) URL (FeedItem's contract), whatever
 * an imported row holds.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Tags dropped (script/style with their content), entities decoded, whitespace collapsed. */
export function plainText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A root-relative path made absolute on `origin`; http(s) URLs kept; anything else (javascript:, //host) dropped. */
export function absoluteUrl(value: string | null | undefined, origin: string): string {
  if (!value) return '';
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) return URL.canParse(v) ? new URL(v).href : '';
  if (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')) return new URL(v, origin).href;
  return '';
}

/** Image addresses stay as stored when same-site paths (the page resolves them) or http(s) URLs. */
function imageSrc(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  if (/^https?:\/\//i.test(v) && URL.canParse(v)) return v;
  if (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')) return v;
  return null;
}

function image(src: string | null, alt: string, width?: number | null, height?: number | null): FeedImage | null {
  const safe = imageSrc(src);
  if (!safe) return null;
  return { src: safe, alt, ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

const strings = (json: string): string[] => {
  const v: unknown = JSON.parse(json);
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
};

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** What the own builders need besides the database. */
export interface OwnFeedContext {
  db: StrataDb;
  /** The request's origin (`http://host:port`), for absolute links. */
  origin: string;
}

function numericIds(ids: readonly string[]): number[] {
  return [...new Set(ids.filter((s) => /^\d{1,15}$/.test(s)).map(Number))];
}

function categories(source: FeedSourceSettings): string[] {
  return (source.category ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export function postItems(ctx: OwnFeedContext, source: FeedSourceSettings): FeedItem[] {
  const rows = queryFeed(ctx.db, 'posts', {
    ids: numericIds(source.ids),
    categories: categories(source),
    ...(source.sortBy ? { sortBy: source.sortBy } : {}),
    ...(source.order ? { order: source.order } : {}),
    limit: source.count,
  });
  return rows.map((r: FeedRowWithSize<'posts'>) => {
    const title = plainText(r.title);
    const content = plainText(r.content);
    return {
      id: String(r.id),
      title,
      excerpt: plainText(r.excerpt) || content,
      content,
      link: absoluteUrl(r.link, ctx.origin),
      date: r.date,
      author: plainText(r.author),
      image: image(r.image, title, r.image_width, r.image_height),
      ...(imageSrc(r.thumb) ? { thumb: imageSrc(r.thumb)! } : {}),
      categories: strings(r.categories),
      tags: strings(r.tags),
      meta: { slug: r.slug },
    };
  });
}

export function wooItems(ctx: OwnFeedContext, source: FeedSourceSettings): FeedItem[] {
  const rows = queryFeed(ctx.db, 'products', {
    ids: numericIds(source.ids),
    categories: categories(source),
    ...(source.sortBy ? { sortBy: source.sortBy } : {}),
    ...(source.order ? { order: source.order } : {}),
    limit: source.count,
  });
  return rows.map((r: FeedRowWithSize<'products'>) => {
    const title = plainText(r.name);
    const content = plainText(r.description);
    const onSale = r.sale_price !== null && r.sale_price < r.regular_price;
    return {
      id: String(r.id),
      title,
      excerpt: plainText(r.short_description) || content,
      content,
      link: absoluteUrl(r.link, ctx.origin),
      date: r.date,
      author: '',
      image: image(r.image, title, r.image_width, r.image_height),
      ...(imageSrc(r.thumb) ? { thumb: imageSrc(r.thumb)! } : {}),
      categories: strings(r.categories),
      price: money.format(r.price),
      regularPrice: money.format(r.regular_price),
      ...(onSale ? { salePrice: money.format(r.sale_price!) } : {}),
      sku: plainText(r.sku),
      inStock: r.in_stock === 1,
      meta: { slug: r.slug, onSale: onSale ? 'true' : 'false' },
    };
  });
}

export function mediaItem(r: MediaRow, origin: string): FeedItem {
  const title = plainText(r.title);
  const caption = plainText(r.caption);
  const src = imageSrc(r.src);
  return {
    id: String(r.id),
    title,
    excerpt: caption,
    content: caption,
    // An attachment's page on a WordPress site; here the file itself.
    link: absoluteUrl(src, origin),
    date: r.date,
    author: '',
    image: image(r.src, plainText(r.alt) || title, r.width, r.height),
    ...(imageSrc(r.thumb) ? { thumb: imageSrc(r.thumb)! } : {}),
  };
}

/** wp-gallery: the source's attachment ids in their order (unknown ids left out), or the newest media. */
export function galleryItems(ctx: OwnFeedContext, source: FeedSourceSettings): FeedItem[] {
  const ids = numericIds(source.ids);
  return queryMedia(ctx.db, ids.length > 0 ? ids : undefined, source.count).map((r) => mediaItem(r, ctx.origin));
}
