/**
 * Facebook Graph API `GET /{page-id}/posts?fields=id,message,created_time,permalink_url,full_picture,
 * from,attachments{media,type,url,title},reactions.summary(true),comments.summary(true)` → FeedItems.
 */
import type { FeedItem, FeedImage } from '../../../../engine/index.ts';
import { compact, metaOf, newestFirst, PayloadReader, throwObjectError, type Json } from './read.ts';
import { hashtags, plainText, titleFrom } from './text.ts';

export function facebookItems(payload: unknown): FeedItem[] {
  const r = new PayloadReader('facebook');
  const root = r.obj(payload, '(root)');
  throwObjectError(r, root);
  const data = r.arr(root['data'], 'data');
  return newestFirst(data.map((raw, i) => facebookItem(r, raw, `data[${i}]`)));
}

/** `reactions.summary(true)` → `{data: […], summary: {total_count}}`. */
function summaryCount(r: PayloadReader, value: unknown, at: string): number | undefined {
  const edge = r.optObj(value, at);
  const summary = edge && r.optObj(edge['summary'], `${at}.summary`);
  return summary ? r.optCount(summary['total_count'], `${at}.summary.total_count`) : undefined;
}

function facebookItem(r: PayloadReader, raw: unknown, at: string): FeedItem {
  const post = r.obj(raw, at);
  const message = plainText(r.optStr(post['message'], `${at}.message`) ?? '');
  const from = r.optObj(post['from'], `${at}.from`);
  const page = from ? r.optStr(from['name'], `${at}.from.name`) ?? '' : '';

  // The first attachment says what the post is about (photo, video_inline, share …) and carries
  // the picture's real size and, for a video, its source file.
  const attachments = r.optObj(post['attachments'], `${at}.attachments`);
  const list = attachments ? r.arr(attachments['data'], `${at}.attachments.data`) : [];
  const first: Json | undefined = list.length ? r.obj(list[0], `${at}.attachments.data[0]`) : undefined;
  const aAt = `${at}.attachments.data[0]`;
  const aType = first ? r.optStr(first['type'], `${aAt}.type`) : undefined;
  const aTitle = first ? plainText(r.optStr(first['title'], `${aAt}.title`) ?? '') : '';
  const media = first ? r.optObj(first['media'], `${aAt}.media`) : undefined;
  const mImage = media ? r.optObj(media['image'], `${aAt}.media.image`) : undefined;

  let image: FeedImage | null = null;
  const full = r.optMedia(post['full_picture'], `${at}.full_picture`);
  const mSrc = mImage ? r.optMedia(mImage['src'], `${aAt}.media.image.src`) : undefined;
  if (full || mSrc) {
    image = compact<FeedImage>({
      src: (full ?? mSrc)!,
      width: mImage ? r.optCount(mImage['width'], `${aAt}.media.image.width`) : undefined,
      height: mImage ? r.optCount(mImage['height'], `${aAt}.media.image.height`) : undefined,
      alt: titleFrom(message || aTitle),
    });
  }
  const videoSrc = media && aType?.startsWith('video') ? r.optMedia(media['source'], `${aAt}.media.source`) : undefined;
  const tags = hashtags(message);
  const title = titleFrom(message) || titleFrom(aTitle);

  return compact<FeedItem>({
    id: r.id(post['id'], `${at}.id`),
    title,
    excerpt: message || aTitle,
    content: message || aTitle,
    link: r.optLink(post['permalink_url'], `${at}.permalink_url`),
    date: r.date(post['created_time'], `${at}.created_time`),
    author: page,
    image,
    thumb: mSrc ?? image?.src,
    video: videoSrc ? { type: 'html5', src: videoSrc } : undefined,
    likes: summaryCount(r, post['reactions'], `${at}.reactions`),
    comments: summaryCount(r, post['comments'], `${at}.comments`),
    tags: tags.length ? tags : undefined,
    meta: metaOf({
      page,
      page_id: from ? r.optStr(from['id'], `${at}.from.id`) : undefined,
      attachment_type: aType,
      attachment_title: aTitle,
      attachment_url: first ? r.optLink(first['url'], `${aAt}.url`) : undefined,
    }),
  });
}
