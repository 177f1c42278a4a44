/**
 * Instagram Graph API `GET /{ig-user-id}/media?fields=id,caption,media_type,media_url,permalink,
 * thumbnail_url,timestamp,username,like_count,comments_count` → FeedItems.
 */
import type { FeedItem } from '../../../../engine/index.ts';
import { compact, metaOf, newestFirst, PayloadReader, throwObjectError } from './read.ts';
import { hashtags, plainText, titleFrom } from './text.ts';

const MEDIA_TYPES = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'];

export function instagramItems(payload: unknown): FeedItem[] {
  const r = new PayloadReader('instagram');
  const root = r.obj(payload, '(root)');
  throwObjectError(r, root);
  const data = r.arr(root['data'], 'data');
  return newestFirst(data.map((raw, i) => instagramItem(r, raw, `data[${i}]`)));
}

function instagramItem(r: PayloadReader, raw: unknown, at: string): FeedItem {
  const media = r.obj(raw, at);
  const type = r.str(media['media_type'], `${at}.media_type`);
  if (!MEDIA_TYPES.includes(type)) r.fail(`${at}.media_type`, `one of ${MEDIA_TYPES.join(', ')} (got "${type}")`);
  const caption = plainText(r.optStr(media['caption'], `${at}.caption`) ?? '');
  const username = r.optStr(media['username'], `${at}.username`) ?? '';

  // A VIDEO's picture is its thumbnail_url; media_url is the mp4 itself (and is left out by the
  // API for videos with copyrighted audio, so it is optional there).
  let image: string | undefined;
  let video: FeedItem['video'];
  if (type === 'VIDEO') {
    image = r.optMedia(media['thumbnail_url'], `${at}.thumbnail_url`);
    const src = r.optMedia(media['media_url'], `${at}.media_url`);
    if (src) video = { type: 'html5', src };
  } else {
    image = r.media(media['media_url'], `${at}.media_url`);
  }
  const tags = hashtags(caption);

  return compact<FeedItem>({
    id: r.id(media['id'], `${at}.id`),
    title: titleFrom(caption),
    excerpt: caption,
    content: caption,
    link: r.optLink(media['permalink'], `${at}.permalink`),
    date: r.date(media['timestamp'], `${at}.timestamp`),
    author: username,
    image: image ? { src: image, alt: titleFrom(caption) } : null,
    thumb: image,
    video,
    likes: r.optCount(media['like_count'], `${at}.like_count`),
    comments: r.optCount(media['comments_count'], `${at}.comments_count`),
    tags: tags.length ? tags : undefined,
    meta: metaOf({ username, media_type: type }),
  });
}
