import type { Context } from 'hono';
import { PIXEL_EVENT_PAGE_VIEW, PIXEL_ROUTE } from '../../pixel-tracker.ts';
import { shown } from './html.ts';
import { countPageView } from './page-views-db.ts';
import type { SiteServices } from './services.ts';

export { PIXEL_ROUTE };

/** The smallest transparent GIF (1×1, 43 bytes): what a tracking pixel answers. */
const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Longest page path counted: a real path fits many times over; a longer one is junk, not a page. */
export const MAX_PIXEL_PATH = 512;

// C0 controls, DEL and the C1 controls (U+0080–U+009F): none belongs in a page path.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** decodeURIComponent, or null where the escapes are not valid UTF-8 (`%ff`, a cut-off `%C3`, `%zz`, a bare `%`). */
function decodeStrict(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The `dl` parameter as the client encoded it, decoded strictly. Hono's c.req.query() leaves a broken escape
 * such as `%ff` in place, which would store a path that no browser sent.
 */
function rawQueryParam(url: string, name: string): string | undefined | null {
  const query = url.indexOf('?') === -1 ? '' : url.slice(url.indexOf('?') + 1).split('#')[0]!;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const key = decodeStrict((eq === -1 ? pair : pair.slice(0, eq)).replaceAll('+', ' '));
    if (key !== name) continue;
    return eq === -1 ? '' : decodeStrict(pair.slice(eq + 1).replaceAll('+', ' '));
  }
  return undefined;
}

/**
 * The page path a beacon names, or the reason it is not one. `raw` is the parameter decoded once (null: its
 * escapes were not UTF-8). The path is what location.pathname gives, percent-encoded itself, so it is decoded
 * once more for the checks: a browser reading `/\evil.example` or `/%5Cevil.example` in a link goes to
 * `//evil.example`, and a count stored for it would be a count for another site. Stored is the path as sent.
 */
export function readPixelPath(raw: string | undefined | null): { path: string } | { error: string } {
  if (raw === null) return { error: 'dl: not valid UTF-8 percent-encoding' };
  if (raw === undefined || raw === '') return { error: 'dl: required (the page path, e.g. /)' };
  if (raw.length > MAX_PIXEL_PATH) return { error: `dl: longer than ${MAX_PIXEL_PATH} characters` };
  const foreign = { error: `dl: ${shown(raw)} is not a path of this site` };
  // A path of this site only: "/x", never "//host/x" or "/\\host/x" (both protocol-relative) or "https://…".
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return foreign;
  if (CONTROL.test(raw)) return { error: 'dl: contains control characters' };
  const decoded = decodeStrict(raw);
  if (decoded === null) return { error: 'dl: not valid UTF-8 percent-encoding' };
  if (decoded.startsWith('//') || decoded.startsWith('/\\')) return foreign;
  if (CONTROL.test(decoded)) return { error: 'dl: contains control characters' };
  if (decoded.includes('\\')) return { error: 'dl: contains a backslash (browsers read it as a slash)' };
  return { path: raw };
}

/**
 * `GET /wp-json/strata/v1/pixel?ev=PageView&dl=<path>` (SPEC §7 "a page-view call from a pixel tracker"): the
 * beacon site/pixel-tracker.ts loads as an image. A valid one is counted per path and answered with a 1×1 GIF
 * that no cache may keep (each load must reach us); bad input is a 400 naming what was wrong, and nothing stored.
 */
export function pixelRoute(svc: SiteServices) {
  return (c: Context) => {
    c.header('cache-control', 'no-store');
    const event = c.req.query('ev');
    if (event !== PIXEL_EVENT_PAGE_VIEW) return c.text(`ev: expected ${PIXEL_EVENT_PAGE_VIEW}, got ${shown(event ?? '')}`, 400);
    const read = readPixelPath(rawQueryParam(c.req.url, 'dl'));
    if ('error' in read) return c.text(read.error, 400);
    countPageView(svc.db, read.path, new Date(svc.now()));
    return c.body(new Uint8Array(TRANSPARENT_GIF), 200, { 'content-type': 'image/gif', 'content-length': String(TRANSPARENT_GIF.length) });
  };
}
