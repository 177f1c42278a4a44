import { Hono, type Context } from 'hono';
import { str } from '../admin-ajax.ts';
import type { StrataDb } from '../db.ts';
import type { StaticOptions } from '../static.ts';
import { cartSignalAction, wcAjax } from './cart-http.ts';
import { TRACK_CLICK_ACTION, trackClickAction } from './click-tracking.ts';
import { postsRoute, productsRoute } from './content-http.ts';
import { LIKE_ACTION, likeAction, likeNoJsLink } from './like-http.ts';
import { NEWSLETTER_ROUTE, newsletterRoute, restError } from './newsletter-http.ts';
import { createNonces } from './nonces.ts';
import { servePage } from './page-settings-html.ts';
import { PIXEL_ROUTE, pixelRoute } from './pixel-http.ts';
import type { SiteAjaxHandler, SiteServices } from './services.ts';
import { siteSecret } from './site-tables.ts';

export { createSiteTables } from './site-tables.ts';

/**
 * The hosting site's server side (SPEC §7, BEHAVIOURS §2, §4, §5): visitor identity, nonces, the page settings
 * printed into pages, and the like, newsletter and cart endpoints. app.ts mounts `routes` before its catch-alls,
 * asks `ajaxAction` for admin-ajax actions other than the slider's, and serves dist pages through `servePage`.
 */
export interface Site {
  routes: Hono;
  /** The handler of a site admin-ajax action, or undefined for another action. */
  ajaxAction(action: unknown): SiteAjaxHandler | undefined;
  readonly ajaxActionNames: readonly string[];
  servePage(c: Context, root: string, rawPath: string, opts: StaticOptions & { readonly render?: (html: string) => string | Promise<string> }): Promise<Response>;
}

export function createSite(deps: { db: StrataDb; now?: () => number }): Site {
  const now = deps.now ?? Date.now;
  const svc: SiteServices = { db: deps.db, nonces: createNonces(siteSecret(deps.db.sql, 'nonce'), now), now };

  const actions = new Map<string, SiteAjaxHandler>([
    [LIKE_ACTION, likeAction(svc)],
    ['wc_item_added_signal', cartSignalAction(svc)],
    [TRACK_CLICK_ACTION, trackClickAction(svc)],
  ]);

  const routes = new Hono();
  routes.get('/wp-json/strata/v1/posts', postsRoute(svc));
  routes.get('/wp-json/strata/v1/products', productsRoute(svc));
  routes.get(PIXEL_ROUTE, pixelRoute(svc));
  routes.post(NEWSLETTER_ROUTE, newsletterRoute(svc));
  routes.all(NEWSLETTER_ROUTE, (c) => restError(c, 405, 'rest_no_route', `${NEWSLETTER_ROUTE}: use POST`));
  routes.post('/', wcAjax(svc));
  routes.get('/wp-admin/admin-ajax.php', likeNoJsLink(svc));

  return {
    routes,
    ajaxAction: (action) => {
      const name = str(action);
      return name === undefined ? undefined : actions.get(name);
    },
    ajaxActionNames: [...actions.keys()],
    servePage: (c, root, rawPath, opts) => servePage(c, svc.nonces, root, rawPath, opts),
  };
}
