/**
 * The social feed kinds of SPEC §1 for get_stream_data (SPEC §7). The networks cannot be reached
 * from the reference backend, so each kind reads a recorded sample payload (`<recordedDir>/<kind>.json`,
 * written in the real public API's shape) and its adapter turns it into FeedItems.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedItem, FeedSourceSettings } from '../../../../engine/index.ts';
import { STREAM_COUNT_DEFAULT, STREAM_COUNT_MAX } from '../../../../engine/index.ts';
import { facebookItems } from './facebook.ts';
import { flickrItems } from './flickr.ts';
import { instagramItems } from './instagram.ts';
import { twitterItems } from './twitter.ts';
import { vimeoItems } from './vimeo.ts';
import { youtubeItems } from './youtube.ts';

export type SocialKind = 'instagram' | 'facebook' | 'flickr' | 'twitter' | 'vimeo' | 'youtube';

export const SOCIAL_KINDS: readonly SocialKind[] = ['instagram', 'facebook', 'flickr', 'twitter', 'vimeo', 'youtube'];

const ADAPTERS: Readonly<Record<SocialKind, (payload: unknown) => FeedItem[]>> = {
  instagram: instagramItems,
  facebook: facebookItems,
  flickr: flickrItems,
  twitter: twitterItems,
  vimeo: vimeoItems,
  youtube: youtubeItems,
};

export function isSocialKind(kind: unknown): kind is SocialKind {
  return typeof kind === 'string' && (SOCIAL_KINDS as readonly string[]).includes(kind);
}

/** SPEC §9 "Feed": stream count 8 by default, never more than 30 (a bad count falls back to the default). */
export function streamCount(count: unknown): number {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 1) return STREAM_COUNT_DEFAULT;
  return Math.min(Math.floor(count), STREAM_COUNT_MAX);
}

/**
 * The items of one social stream: reads `<recordedDir>/<kind>.json`, runs the kind's adapter
 * (newest first) and keeps `source.count` items (clamped to STREAM_COUNT_MAX).
 * Throws an Error naming the file when it is missing or not JSON, and the adapter's error
 * (kind + JSON path, or the API's own message) when the payload is wrong.
 */
export function socialFeedItems(kind: SocialKind, source: FeedSourceSettings, recordedDir: string): FeedItem[] {
  const adapter = ADAPTERS[kind];
  if (!adapter) throw new Error(`social feed: unknown kind "${String(kind)}" (expected one of ${SOCIAL_KINDS.join(', ')})`);
  const file = join(recordedDir, `${kind}.json`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new Error(`${kind}: no recorded payload at ${file}${code ? ` (${code})` : ''}`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (err) {
    throw new Error(`${kind}: recorded payload ${file} is not valid JSON (${(err as Error).message})`);
  }
  return adapter(payload).slice(0, streamCount(source.count));
}
