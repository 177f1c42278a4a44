import type { PagePost } from '../page-settings.ts';

/**
 * The page's share meta from its post (SPEC §3 "Page config post fields: id, title, excerpt, featuredImage"): what
 * the theme's SEO output prints for a post, the Open Graph tags link previews read. Written as attributes only
 * (never HTML), so a title or excerpt with markup stays text.
 */

export interface MetaTag {
  property: `og:${string}`;
  content: string;
}

/** The tags for `post`; an empty field gives no tag. The image is made absolute against `pageUrl` (crawlers need it). */
export function postMetaTags(post: PagePost, pageUrl: string): MetaTag[] {
  const tags: MetaTag[] = [{ property: 'og:type', content: 'article' }];
  if (post.title) tags.push({ property: 'og:title', content: post.title });
  if (post.excerpt) tags.push({ property: 'og:description', content: post.excerpt });
  if (post.featuredImage) {
    const image = new URL(post.featuredImage, pageUrl);
    // Only a web image: a javascript: or data: "image" from a bad setting is left out, not linked.
    if (image.protocol === 'https:' || image.protocol === 'http:') tags.push({ property: 'og:image', content: image.href });
  }
  return tags;
}

/** Sets (or updates) each tag as `<meta property content>` in the document's head. Idempotent. */
export function applyPostMeta(doc: Document, post: PagePost): void {
  for (const tag of postMetaTags(post, doc.location.href)) {
    let meta = [...doc.head.querySelectorAll('meta[property]')].find((el) => el.getAttribute('property') === tag.property);
    if (!meta) {
      meta = doc.createElement('meta');
      meta.setAttribute('property', tag.property);
      doc.head.append(meta);
    }
    meta.setAttribute('content', tag.content);
  }
}
