/**
 * X / Twitter API v2 `GET /2/users/:id/tweets?expansions=attachments.media_keys,author_id&
 * tweet.fields=created_at,public_metrics,entities&media.fields=url,preview_image_url,type,width,height
 * &user.fields=username,name` → FeedItems. Media and authors come from `includes`, joined by key.
 */
import type { FeedItem, FeedImage } from '../../../../engine/index.ts';
import { compact, httpUrl, metaOf, newestFirst, PayloadReader, type Json } from './read.ts';
import { hashtags, plainText, titleFrom } from './text.ts';

export function twitterItems(payload: unknown): FeedItem[] {
  const r = new PayloadReader('twitter');
  const root = r.obj(payload, '(root)');
  if (root['data'] === undefined) {
    // v2 answers a failed call with `errors: [...]` (or a bare problem `{title, detail, status}`);
    // a timeline with no tweets is `{meta: {result_count: 0}}` and is simply empty.
    const errors = root['errors'];
    if (Array.isArray(errors) && errors.length) {
      const e = r.obj(errors[0], 'errors[0]');
      r.apiError(String(e['detail'] ?? e['message'] ?? e['title'] ?? JSON.stringify(e)));
    }
    if (typeof root['title'] === 'string' && root['status'] !== undefined) r.apiError(String(root['detail'] ?? root['title']));
    const meta = r.optObj(root['meta'], 'meta');
    if (meta && meta['result_count'] === 0) return [];
    r.fail('data', 'an array of tweets');
  }
  const data = r.arr(root['data'], 'data');
  const includes = r.optObj(root['includes'], 'includes');
  const media = new Map<string, { item: Json; at: string }>();
  const users = new Map<string, { item: Json; at: string }>();
  (includes ? r.arr(includes['media'] ?? [], 'includes.media') : []).forEach((m, i) => {
    const item = r.obj(m, `includes.media[${i}]`);
    media.set(r.id(item['media_key'], `includes.media[${i}].media_key`), { item, at: `includes.media[${i}]` });
  });
  (includes ? r.arr(includes['users'] ?? [], 'includes.users') : []).forEach((u, i) => {
    const item = r.obj(u, `includes.users[${i}]`);
    users.set(r.id(item['id'], `includes.users[${i}].id`), { item, at: `includes.users[${i}]` });
  });
  return newestFirst(data.map((raw, i) => tweetItem(r, raw, `data[${i}]`, media, users)));
}

type Index = Map<string, { item: Json; at: string }>;

/** t.co links → their expanded URL; the trailing link to the tweet's own media is dropped. */
function expandText(r: PayloadReader, text: string, entities: Json | undefined, at: string): string {
  if (!entities || entities['urls'] === undefined) return text;
  let out = text;
  r.arr(entities['urls'], `${at}.entities.urls`).forEach((u, i) => {
    const url = r.obj(u, `${at}.entities.urls[${i}]`);
    const short = r.str(url['url'], `${at}.entities.urls[${i}].url`);
    const expanded = r.optStr(url['expanded_url'], `${at}.entities.urls[${i}].expanded_url`);
    const isMedia = url['media_key'] !== undefined || /\/(photo|video)\/\d+$/.test(expanded ?? '');
    out = out.split(short).join(isMedia ? '' : (expanded && httpUrl(expanded)) ?? short);
  });
  return out;
}

function tweetItem(r: PayloadReader, raw: unknown, at: string, media: Index, users: Index): FeedItem {
  const tweet = r.obj(raw, at);
  const id = r.id(tweet['id'], `${at}.id`);
  const entities = r.optObj(tweet['entities'], `${at}.entities`);
  const text = plainText(expandText(r, r.str(tweet['text'], `${at}.text`), entities, at));

  const authorId = tweet['author_id'] === undefined ? undefined : r.id(tweet['author_id'], `${at}.author_id`);
  const author = authorId ? users.get(authorId) : undefined;
  const username = author ? r.optStr(author.item['username'], `${author.at}.username`) : undefined;
  const name = author ? r.optStr(author.item['name'], `${author.at}.name`) : undefined;

  // The first attached medium is the item's picture; a video's picture is its preview frame.
  const attachments = r.optObj(tweet['attachments'], `${at}.attachments`);
  const keys = attachments?.['media_keys'] === undefined ? [] : r.arr(attachments['media_keys'], `${at}.attachments.media_keys`);
  const first = keys.length ? media.get(r.id(keys[0], `${at}.attachments.media_keys[0]`)) : undefined;
  let image: FeedImage | null = null;
  let video: FeedItem['video'];
  let mediaType: string | undefined;
  if (first) {
    const m = first.item;
    mediaType = r.str(m['type'], `${first.at}.type`);
    const field = mediaType === 'photo' ? 'url' : 'preview_image_url';
    const src = r.optMedia(m[field], `${first.at}.${field}`);
    if (src) image = compact<FeedImage>({ src, width: r.optCount(m['width'], `${first.at}.width`), height: r.optCount(m['height'], `${first.at}.height`), alt: r.optStr(m['alt_text'], `${first.at}.alt_text`) ?? titleFrom(text) });
    const variants = m['variants'] === undefined ? [] : r.arr(m['variants'], `${first.at}.variants`);
    const mp4 = variants
      .map((v, i) => r.obj(v, `${first.at}.variants[${i}]`))
      .filter((v) => v['content_type'] === 'video/mp4' && typeof v['url'] === 'string')
      .sort((a, b) => Number(b['bit_rate'] ?? 0) - Number(a['bit_rate'] ?? 0))[0];
    const src4 = mp4 ? httpUrl(mp4['url'] as string) : undefined;
    if (src4) video = { type: 'html5', src: src4 };
  }

  const metrics = r.optObj(tweet['public_metrics'], `${at}.public_metrics`);
  const count = (key: string) => (metrics ? r.optCount(metrics[key], `${at}.public_metrics.${key}`) : undefined);
  const tagList = entities?.['hashtags'] === undefined ? hashtags(text) : r.arr(entities['hashtags'], `${at}.entities.hashtags`).map((h, i) => r.str(r.obj(h, `${at}.entities.hashtags[${i}]`)['tag'], `${at}.entities.hashtags[${i}].tag`));

  return compact<FeedItem>({
    id,
    title: titleFrom(text),
    excerpt: text,
    content: text,
    link: `https://x.com/${username ? encodeURIComponent(username) : 'i/web'}/status/${encodeURIComponent(id)}`,
    date: r.date(tweet['created_at'], `${at}.created_at`),
    author: name ?? username ?? '',
    image,
    thumb: image?.src,
    video,
    likes: count('like_count'),
    comments: count('reply_count'),
    views: count('impression_count'),
    tags: tagList.length ? tagList : undefined,
    meta: metaOf({ username, name, retweets: count('retweet_count'), quotes: count('quote_count'), media_type: mediaType }),
  });
}
