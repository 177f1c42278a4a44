/**
 * Vimeo API 3.4 `GET /users/{id}/videos` (→ `{total, page, per_page, paging, data: [video]}`) →
 * FeedItems. Errors come as `{error: "…", developer_message, error_code}`.
 */
import type { FeedItem, FeedImage } from '../../../../engine/index.ts';
import { compact, metaOf, newestFirst, PayloadReader, throwObjectError, type Json } from './read.ts';
import { plainText, titleFrom } from './text.ts';

export function vimeoItems(payload: unknown): FeedItem[] {
  const r = new PayloadReader('vimeo');
  const root = r.obj(payload, '(root)');
  throwObjectError(r, root);
  const data = r.arr(root['data'], 'data');
  return newestFirst(data.map((raw, i) => vimeoItem(r, raw, `data[${i}]`)));
}

/** `metadata.connections.<name>.total`. */
function connectionTotal(r: PayloadReader, video: Json, at: string, name: string): number | undefined {
  const metadata = r.optObj(video['metadata'], `${at}.metadata`);
  const connections = metadata && r.optObj(metadata['connections'], `${at}.metadata.connections`);
  const edge = connections && r.optObj(connections[name], `${at}.metadata.connections.${name}`);
  return edge ? r.optCount(edge['total'], `${at}.metadata.connections.${name}.total`) : undefined;
}

function names(r: PayloadReader, value: unknown, at: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = r.arr(value, at).map((v, i) => plainText(r.str(r.obj(v, `${at}[${i}]`)['name'], `${at}[${i}].name`))).filter(Boolean);
  return list.length ? list : undefined;
}

function vimeoItem(r: PayloadReader, raw: unknown, at: string): FeedItem {
  const video = r.obj(raw, at);
  const uri = r.str(video['uri'], `${at}.uri`);
  const id = /^\/videos\/(\d+)/.exec(uri)?.[1];
  if (!id) r.fail(`${at}.uri`, `"/videos/<id>" (got "${uri}")`);
  const name = plainText(r.optStr(video['name'], `${at}.name`) ?? '');
  const description = plainText(r.optStr(video['description'], `${at}.description`) ?? '');
  const link = r.link(video['link'], `${at}.link`);

  // pictures.sizes runs small → large; the largest is the slide picture, the first one ≥ 200 px the thumb.
  const pictures = r.optObj(video['pictures'], `${at}.pictures`);
  const sizes = (pictures ? r.arr(pictures['sizes'], `${at}.pictures.sizes`) : []).map((s, i) => {
    const size = r.obj(s, `${at}.pictures.sizes[${i}]`);
    return compact<FeedImage>({
      src: r.media(size['link'], `${at}.pictures.sizes[${i}].link`) ?? '',
      width: r.optCount(size['width'], `${at}.pictures.sizes[${i}].width`),
      height: r.optCount(size['height'], `${at}.pictures.sizes[${i}].height`),
    });
  }).filter((s) => s.src !== '');
  const bySize = [...sizes].sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
  const largest = bySize[0];
  const thumb = [...bySize].reverse().find((s) => (s.width ?? 0) >= 200) ?? largest;

  const user = r.optObj(video['user'], `${at}.user`);
  const author = user ? plainText(r.optStr(user['name'], `${at}.user.name`) ?? '') : '';
  const stats = r.optObj(video['stats'], `${at}.stats`);
  const title = titleFrom(name) || titleFrom(description);

  return compact<FeedItem>({
    id,
    title,
    excerpt: description,
    content: description,
    link,
    date: r.date(video['created_time'], `${at}.created_time`),
    author,
    image: largest ? { ...largest, alt: title } : null,
    thumb: thumb?.src,
    video: link ? { type: 'vimeo', src: link } : undefined,
    // plays is null when the owner hides the count.
    views: stats ? r.optCount(stats['plays'], `${at}.stats.plays`) : undefined,
    likes: connectionTotal(r, video, at, 'likes'),
    comments: connectionTotal(r, video, at, 'comments'),
    categories: names(r, video['categories'], `${at}.categories`),
    tags: names(r, video['tags'], `${at}.tags`),
    meta: metaOf({
      username: author,
      video_id: id,
      duration: r.optCount(video['duration'], `${at}.duration`),
    }),
  });
}
