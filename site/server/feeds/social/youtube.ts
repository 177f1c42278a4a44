/**
 * YouTube Data API v3 → FeedItems. The payload is either one list response —
 * `playlistItems.list?part=snippet,contentDetails` or `search.list?part=snippet` — or a recording of
 * two calls, `{playlistItems | search: <list response>, videos?: <videos.list?part=statistics,…>}`,
 * where videos.list adds views, likes, comments (and tags, duration) per video id.
 */
import type { FeedItem, FeedImage } from '../../../../engine/index.ts';
import { compact, metaOf, newestFirst, PayloadReader, throwObjectError, type Json } from './read.ts';
import { hashtags, plainText, titleFrom } from './text.ts';

/** Best first for the slide picture; the thumb prefers the 320 px `medium`. */
const IMAGE_SIZES = ['maxres', 'standard', 'high', 'medium', 'default'];
const THUMB_SIZES = ['medium', 'high', 'default'];
/** What playlistItems.list shows in place of a video its owner removed or made private. */
const GONE_TITLES = new Set(['Private video', 'Deleted video']);

interface VideoExtras {
  stats?: Json | undefined;
  at: string;
  tags?: string[] | undefined;
  duration?: string | undefined;
}

export function youtubeItems(payload: unknown): FeedItem[] {
  const r = new PayloadReader('youtube');
  const root = r.obj(payload, '(root)');
  throwObjectError(r, root);
  let list = root;
  let listPath = '';
  for (const key of ['playlistItems', 'search']) {
    if (root[key] !== undefined) {
      list = r.obj(root[key], key);
      listPath = `${key}.`;
      throwObjectError(r, list);
    }
  }
  const extras = new Map<string, VideoExtras>();
  if (root['videos'] !== undefined) {
    const videos = r.obj(root['videos'], 'videos');
    throwObjectError(r, videos);
    r.arr(videos['items'], 'videos.items').forEach((v, i) => {
      const at = `videos.items[${i}]`;
      const video = r.obj(v, at);
      const snippet = r.optObj(video['snippet'], `${at}.snippet`);
      const tags = snippet?.['tags'] === undefined ? undefined : r.arr(snippet['tags'], `${at}.snippet.tags`).map((t, j) => r.str(t, `${at}.snippet.tags[${j}]`));
      const details = r.optObj(video['contentDetails'], `${at}.contentDetails`);
      extras.set(r.id(video['id'], `${at}.id`), { at, stats: r.optObj(video['statistics'], `${at}.statistics`), tags, duration: details ? r.optStr(details['duration'], `${at}.contentDetails.duration`) : undefined });
    });
  }

  const items: FeedItem[] = [];
  r.arr(list['items'], `${listPath}items`).forEach((raw, i) => {
    const item = youtubeItem(r, raw, `${listPath}items[${i}]`, extras);
    if (item) items.push(item);
  });
  return newestFirst(items);
}

function thumbnail(r: PayloadReader, thumbs: Json | undefined, at: string, order: string[]): FeedImage | undefined {
  for (const size of order) {
    const t = thumbs && r.optObj(thumbs[size], `${at}.${size}`);
    const src = t && r.media(t['url'], `${at}.${size}.url`);
    if (t && src) return compact<FeedImage>({ src, width: r.optCount(t['width'], `${at}.${size}.width`), height: r.optCount(t['height'], `${at}.${size}.height`) });
  }
  return undefined;
}

function youtubeItem(r: PayloadReader, raw: unknown, at: string, extras: Map<string, VideoExtras>): FeedItem | undefined {
  const item = r.obj(raw, at);
  const snippet = r.obj(item['snippet'], `${at}.snippet`);
  const details = r.optObj(item['contentDetails'], `${at}.contentDetails`);

  // search.list: id is {kind, videoId}; channels and playlists in a search are no videos.
  // playlistItems.list: snippet.resourceId.videoId (and contentDetails.videoId).
  let idAt: string;
  let rawId: unknown;
  if (typeof item['id'] === 'object' && item['id'] !== null) {
    const id = r.obj(item['id'], `${at}.id`);
    if (id['kind'] !== undefined && id['kind'] !== 'youtube#video') return undefined;
    [idAt, rawId] = [`${at}.id.videoId`, id['videoId']];
  } else {
    const resource = r.obj(snippet['resourceId'], `${at}.snippet.resourceId`);
    [idAt, rawId] = [`${at}.snippet.resourceId.videoId`, resource['videoId']];
  }
  const videoId = r.id(rawId, idAt);
  // The id goes into URLs as it is, so it must look like one.
  if (!/^[\w-]{6,20}$/.test(videoId)) r.fail(idAt, `a YouTube video id (got "${videoId}")`);

  const title = plainText(r.str(snippet['title'], `${at}.snippet.title`));
  const thumbs = r.optObj(snippet['thumbnails'], `${at}.snippet.thumbnails`);
  if (GONE_TITLES.has(title) && (!thumbs || Object.keys(thumbs).length === 0)) return undefined;
  const description = plainText(r.optStr(snippet['description'], `${at}.snippet.description`) ?? '');
  const image = thumbnail(r, thumbs, `${at}.snippet.thumbnails`, IMAGE_SIZES);
  const thumb = thumbnail(r, thumbs, `${at}.snippet.thumbnails`, THUMB_SIZES);

  // A playlist item's publishedAt is when it was added to the list; the video's own date wins.
  const published = details?.['videoPublishedAt'] !== undefined ? r.date(details['videoPublishedAt'], `${at}.contentDetails.videoPublishedAt`) : r.date(snippet['publishedAt'], `${at}.snippet.publishedAt`);
  const channel = r.optStr(snippet['videoOwnerChannelTitle'], `${at}.snippet.videoOwnerChannelTitle`) ?? r.optStr(snippet['channelTitle'], `${at}.snippet.channelTitle`) ?? '';
  const link = `https://www.youtube.com/watch?v=${videoId}`;
  const extra = extras.get(videoId);
  const stat = (key: string) => (extra?.stats ? r.optCount(extra.stats[key], `${extra.at}.statistics.${key}`) : undefined);
  const tags = extra?.tags ?? hashtags(description);

  return compact<FeedItem>({
    id: videoId,
    title: titleFrom(title) || titleFrom(description),
    excerpt: description,
    content: description,
    link,
    date: published,
    author: channel,
    image: image ? { ...image, alt: titleFrom(title) } : null,
    thumb: thumb?.src,
    video: { type: 'youtube', src: link },
    views: stat('viewCount'),
    likes: stat('likeCount'),
    comments: stat('commentCount'),
    tags: tags.length ? tags : undefined,
    meta: metaOf({
      channel,
      channel_id: r.optStr(snippet['videoOwnerChannelId'], `${at}.snippet.videoOwnerChannelId`) ?? r.optStr(snippet['channelId'], `${at}.snippet.channelId`),
      video_id: videoId,
      playlist_id: r.optStr(snippet['playlistId'], `${at}.snippet.playlistId`),
      duration: extra?.duration,
    }),
  });
}
