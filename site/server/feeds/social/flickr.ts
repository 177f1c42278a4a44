/**
 * Flickr REST `flickr.people.getPublicPhotos` (→ `{photos: {photo: […]}, stat}`) and
 * `flickr.photosets.getPhotos` (→ `{photoset: {photo: […], owner, ownername, title}, stat}`),
 * format=json&nojsoncallback=1, extras=description,date_upload,date_taken,owner_name,tags,views,
 * url_sq,url_m,url_l → FeedItems. `stat: "fail"` carries Flickr's own message.
 */
import type { FeedItem, FeedImage } from '../../../../engine/index.ts';
import { compact, metaOf, newestFirst, PayloadReader, type Json } from './read.ts';
import { plainText, titleFrom } from './text.ts';

/** Largest first: the slide background wants the biggest picture the call asked for. */
const SIZES = ['o', 'k', 'h', 'l', 'c', 'z', 'm', 'n', 'w', 's', 'q', 't', 'sq'];
const THUMB_SIZES = ['q', 'sq', 't', 's', 'm'];

export function flickrItems(payload: unknown): FeedItem[] {
  const r = new PayloadReader('flickr');
  const root = r.obj(payload, '(root)');
  const stat = root['stat'];
  if (stat === 'fail') {
    const message = typeof root['message'] === 'string' ? root['message'] : 'unknown error';
    r.apiError(root['code'] !== undefined ? `${message} (code ${String(root['code'])})` : message);
  }
  if (stat !== 'ok') r.fail('stat', '"ok" or "fail"');

  const key = root['photoset'] !== undefined ? 'photoset' : 'photos';
  const list = r.obj(root[key], key);
  const set = key === 'photoset' ? { owner: r.optStr(list['owner'], 'photoset.owner'), ownername: r.optStr(list['ownername'], 'photoset.ownername'), title: r.optStr(list['title'], 'photoset.title') } : {};
  const photos = r.arr(list['photo'], `${key}.photo`);
  return newestFirst(photos.map((raw, i) => flickrItem(r, raw, `${key}.photo[${i}]`, set)));
}

interface SetInfo {
  owner?: string | undefined;
  ownername?: string | undefined;
  title?: string | undefined;
}

function sized(r: PayloadReader, photo: Json, at: string, size: string): FeedImage | undefined {
  const url = photo[`url_${size}`];
  if (url === undefined || url === null) return undefined;
  const src = r.media(url, `${at}.url_${size}`);
  if (!src) return undefined;
  return compact<FeedImage>({
    src,
    width: r.optCount(photo[`width_${size}`], `${at}.width_${size}`),
    height: r.optCount(photo[`height_${size}`], `${at}.height_${size}`),
  });
}

/** NSIDs such as `12345678@N05` stand in Flickr URLs as they are; anything odd is escaped. */
function pathPart(value: string): string {
  return /^[\w@.-]+$/.test(value) ? value : encodeURIComponent(value);
}

function flickrItem(r: PayloadReader, raw: unknown, at: string, set: SetInfo): FeedItem {
  const photo = r.obj(raw, at);
  const id = r.id(photo['id'], `${at}.id`);
  const rawTitle = plainText(r.optStr(photo['title'], `${at}.title`) ?? '');
  // description is `{_content: "<html>"}` in the JSON format.
  const descObj = r.optObj(photo['description'], `${at}.description`);
  const description = descObj ? plainText(r.str(descObj['_content'], `${at}.description._content`)) : '';

  let image: FeedImage | undefined;
  for (const size of SIZES) if ((image = sized(r, photo, at, size))) break;
  if (!image && typeof photo['server'] === 'string' && typeof photo['secret'] === 'string') {
    // No url_* extra asked for: Flickr's documented static address (size b = 1024 px).
    image = { src: `https://live.staticflickr.com/${encodeURIComponent(photo['server'])}/${encodeURIComponent(id)}_${encodeURIComponent(photo['secret'])}_b.jpg` };
  }
  let thumb: string | undefined;
  for (const size of THUMB_SIZES) if ((thumb = sized(r, photo, at, size)?.src)) break;

  const owner = r.optStr(photo['owner'], `${at}.owner`) ?? set.owner;
  const pathAlias = r.optStr(photo['pathalias'], `${at}.pathalias`);
  const who = pathAlias || owner;
  const ownername = r.optStr(photo['ownername'], `${at}.ownername`) ?? set.ownername ?? '';
  const date = photo['dateupload'] !== undefined || photo['datetaken'] === undefined ? r.unixDate(photo['dateupload'], `${at}.dateupload`) : r.date(photo['datetaken'], `${at}.datetaken`);
  const tagText = r.optStr(photo['tags'], `${at}.tags`);
  const tags = tagText ? tagText.split(/\s+/).filter(Boolean) : [];
  const title = titleFrom(rawTitle) || titleFrom(description);

  return compact<FeedItem>({
    id,
    title,
    excerpt: description,
    content: description,
    link: who ? `https://www.flickr.com/photos/${pathPart(who)}/${pathPart(id)}/` : '',
    date,
    author: ownername,
    image: image ? { ...image, alt: title } : null,
    thumb: thumb ?? image?.src,
    likes: r.optCount(photo['count_faves'], `${at}.count_faves`),
    comments: r.optCount(photo['count_comments'], `${at}.count_comments`),
    views: r.optCount(photo['views'], `${at}.views`),
    tags: tags.length ? tags : undefined,
    meta: metaOf({
      owner,
      username: ownername,
      photoset: set.title,
      date_taken: r.optStr(photo['datetaken'], `${at}.datetaken`),
    }),
  });
}
