import { join } from 'node:path';
import type { FeedItem, FeedSourceSettings } from '../../../engine/index.ts';
import { EXCERPT_WORDS_DEFAULT, STREAM_COUNT_DEFAULT } from '../../../engine/index.ts';
import type { StrataDb } from '../db.ts';
import { BadRequest, HttpError, NotFound } from '../errors.ts';
import { mediaExists } from '../feeds-db.ts';
import { isPlainObject } from '../module-shape.ts';
import { findModule } from '../sliders.ts';
import { galleryItems, postItems, wooItems } from './own.ts';
import { FeedSourceError, readFeedSource } from './source.ts';
import { isSocialKind, socialFeedItems } from './social/index.ts';

export interface StreamContext {
  db: StrataDb;
  /** The project's `fixtures/`; social kinds read `<fixturesDir>/feeds/recorded/<kind>.json`. */
  fixturesDir: string;
  /** The request's origin, for absolute links. */
  origin: string;
}

const MAX_IDS_LENGTH = 500;

function gallerySource(ids: string[]): FeedSourceSettings {
  return { type: 'wp-gallery', count: STREAM_COUNT_DEFAULT, excerptWords: EXCERPT_WORDS_DEFAULT, ids };
}

function itemsFor(ctx: StreamContext, source: FeedSourceSettings, label: string): FeedItem[] {
  const kind = source.type;
  if (kind === 'post' || kind === 'woo' || kind === 'wp-gallery') {
    const bad = source.ids.find((id) => !/^\d{1,15}$/.test(id));
    if (bad !== undefined) {
      throw new HttpError(500, `${label}: settings.source.ids: "${bad}" is not a numeric ${kind === 'wp-gallery' ? 'attachment' : 'post'} id`);
    }
    if (kind === 'post') return postItems(ctx, source);
    if (kind === 'woo') return wooItems(ctx, source);
    return galleryItems(ctx, source);
  }
  if (isSocialKind(kind)) {
    try {
      return socialFeedItems(kind, source, join(ctx.fixturesDir, 'feeds', 'recorded'));
    } catch (err) {
      // The network's payload (recorded here) is the upstream: a bad one is a bad gateway.
      throw new HttpError(502, `Feed could not be loaded: ${(err as Error).message}`);
    }
  }
  throw new NotFound(`${label} has no stream: its feed source is "${kind}"`);
}

/**
 * get_stream_data (SPEC §7, FORMAT.md §6): `ids` is a module (db id, html id `SR7_12_1` or
 * alias) whose `settings.source` says which feed to build, or — for wp-gallery — the source's
 * attachment ids themselves (`501,502`). Throws BadRequest / NotFound / HttpError.
 */
export function getStreamData(ctx: StreamContext, ids: string): FeedItem[] {
  const key = ids.trim();
  if (key === '') throw new BadRequest('ids: required (a module id, html id, alias, or wp-gallery attachment ids)');
  if (key.length > MAX_IDS_LENGTH) throw new BadRequest(`ids: longer than ${MAX_IDS_LENGTH} characters`);

  if (key.includes(',')) {
    const list = key.split(',').map((s) => s.trim());
    const bad = list.find((s) => !/^\d{1,15}$/.test(s));
    if (bad !== undefined) {
      throw new BadRequest(`ids: "${bad}" is not an attachment id (a comma-separated list holds wp-gallery attachment ids)`);
    }
    return galleryItems(ctx, gallerySource(list));
  }

  const row = findModule(ctx.db, key, false);
  if (!row) {
    // A wp-gallery of one image sends just that attachment id.
    if (/^\d{1,15}$/.test(key) && mediaExists(ctx.db, Number(key))) return galleryItems(ctx, gallerySource([key]));
    throw new NotFound(`Slider "${key}" not found`);
  }
  const label = `Slider "${row.alias}" (id ${row.id})`;
  const stored = JSON.parse(row.json) as Record<string, unknown>;
  const settings = isPlainObject(stored['settings']) ? stored['settings'] : {};
  let source: FeedSourceSettings | null;
  try {
    source = readFeedSource(settings);
  } catch (err) {
    if (err instanceof FeedSourceError) throw new HttpError(500, `${label}: ${err.message}`);
    throw err;
  }
  if (!source) throw new NotFound(`${label} has no feed source (settings.source.type is not set)`);
  if (source.type === 'gallery') {
    throw new NotFound(`${label} has no stream: its source is "gallery", the slides made in the editor`);
  }
  return itemsFor(ctx, source, label);
}
