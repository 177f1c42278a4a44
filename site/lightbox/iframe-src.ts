/**
 * What an iframe popup may show (BEHAVIOURS §3, Magnific's iframe `patterns`): a YouTube or Vimeo page URL is
 * turned into the provider's embed URL with autoplay, as Magnific does; any page of this site is shown as it is.
 * Everything else is refused: a popup must not frame arbitrary third-party pages or run `javascript:` URLs.
 *
 * Magnific finds the id by plain substring search (`v=` … to the end of the URL, so `&t=10` leaks into the id);
 * we parse the URL instead and accept only well-formed ids.
 */

export type EmbedProvider = 'youtube' | 'vimeo' | 'same-origin';

export type EmbedResult = { ok: true; src: string; provider: EmbedProvider } | { ok: false; reason: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  const fromQuery = url.searchParams.get('v');
  if (fromQuery) return fromQuery;
  const m = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname);
  return m?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123: the id is the last numeric segment.
  const numeric = url.pathname.split('/').filter((segment) => VIMEO_ID.test(segment));
  return numeric.at(-1) ?? null;
}

/**
 * Maps `raw` (absolute, or relative to `pageUrl`) to the URL the popup's iframe loads.
 *
 * @example
 * embedSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://site.test/')
 * // → { ok: true, provider: 'youtube', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1' }
 */
export function embedSource(raw: string, pageUrl: string): EmbedResult {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, reason: 'the iframe URL is empty' };
  let url: URL;
  try {
    url = new URL(trimmed, pageUrl);
  } catch {
    return { ok: false, reason: `"${trimmed}" is not a valid URL` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: `"${trimmed}" uses ${url.protocol}, only http(s) pages can be shown in a frame` };
  }
  const yt = youtubeId(url);
  if (yt !== null) {
    if (!YOUTUBE_ID.test(yt)) return { ok: false, reason: `"${trimmed}" has no valid YouTube video id` };
    return { ok: true, provider: 'youtube', src: `https://www.youtube.com/embed/${yt}?autoplay=1` };
  }
  if (VIMEO_HOSTS.has(url.hostname)) {
    const id = vimeoId(url);
    if (id === null) return { ok: false, reason: `"${trimmed}" has no valid Vimeo video id` };
    return { ok: true, provider: 'vimeo', src: `https://player.vimeo.com/video/${id}?autoplay=1` };
  }
  if (url.origin === new URL(pageUrl).origin) return { ok: true, provider: 'same-origin', src: url.href };
  return { ok: false, reason: `"${trimmed}" is neither a YouTube or Vimeo video nor a page of this site` };
}
