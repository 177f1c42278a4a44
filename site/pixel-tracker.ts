import type { AnalyticsSink } from './analytics.ts';

/**
 * A pixel tracker (SPEC §7 Analytics, "a page-view call from a pixel tracker"): on `page_view` it loads a 1×1
 * image from our server (site/server/site/pixel-http.ts counts it per page path). An image beacon, as tracking
 * pixels are, so it needs no script on the server side, no CORS and no cookie beyond the site's own.
 */

export const PIXEL_ROUTE = '/wp-json/strata/v1/pixel';
/** The event name the beacon carries, as pixel trackers name a page view. */
export const PIXEL_EVENT_PAGE_VIEW = 'PageView';

export interface PixelTrackerDeps {
  /** Makes the beacon image (in the page: `() => new Image(1, 1)`); its `src` is set once. */
  createImage: () => { src: string };
  /** The page's path as the visitor sees it (`location.pathname`). */
  path: () => string;
  /** Where the site's REST routes live (site_url of the page settings); default: this origin. */
  origin?: string;
}

/** The beacon URL of a page view of `path`. */
export function pixelUrl(path: string, origin = ''): string {
  const query = new URLSearchParams({ ev: PIXEL_EVENT_PAGE_VIEW, dl: path });
  return `${origin.replace(/\/+$/, '')}${PIXEL_ROUTE}?${query.toString()}`;
}

/** A sink that fires the pixel for page views only; other events are the other sinks' business. */
export function pixelTrackerSink(deps: PixelTrackerDeps): AnalyticsSink {
  return (event) => {
    if (event.name !== 'page_view') return;
    deps.createImage().src = pixelUrl(deps.path(), deps.origin);
  };
}
