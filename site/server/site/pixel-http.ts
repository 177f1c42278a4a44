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

/** The page path a beacon names, or the reason it is not one (a same-site path, printable, not too long). */
export function readPixelPath(raw: string | undefined): { path: string } | { error: string } {
  if (raw === undefined || raw === '') return { error: 'dl: required (the page path, e.g. /)' };
  if (raw.length > MAX_PIXEL_PATH) return { error: `dl: longer than ${MAX_PIXEL_PATH} characters` };
  // A path of this site only: "/x", never "//host/x" (protocol-relative) or "https://…".
  if (!raw.startsWith('/') || raw.startsWith('//')) return { error: `dl: ${shown(raw)} is not a path of this site` };
  if (/[\u0000-\u001f\u007f]/.test(raw)) return { error: 'dl: contains control characters' };
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
    const read = readPixelPath(c.req.query('dl'));
    if ('error' in read) return c.text(read.error, 400);
    countPageView(svc.db, read.path, new Date(svc.now()));
    return c.body(new Uint8Array(TRANSPARENT_GIF), 200, { 'content-type': 'image/gif', 'content-length': String(TRANSPARENT_GIF.length) });
  };
}
