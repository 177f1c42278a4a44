import type { Context } from 'hono';
import { shopProducts } from './cart-db.ts';
import { shown } from './html.ts';
import { postsWithLikes } from './likes-db.ts';
import { restError } from './newsletter-http.ts';
import type { SiteServices } from './services.ts';
import { identifyVisitor } from './visitor.ts';

/**
 * The content the home page's blog and shop sections draw: GET /wp-json/strata/v1/posts and …/products, with
 * WordPress REST's `per_page`. The built page is static, so per-visitor state (who liked what) comes from here
 * rather than from the HTML; the page settings stay the theme's object of URLs and nonces (SPEC §3).
 */

const MAX_PER_PAGE = 20;

function perPage(c: Context, fallback: number): number | Response {
  const text = c.req.query('per_page');
  if (text === undefined) return fallback;
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_PER_PAGE) {
    return restError(c, 400, 'rest_invalid_param', `per_page: expected a whole number from 1 to ${MAX_PER_PAGE}, got ${shown(text)}`);
  }
  return Number(text);
}

export function postsRoute(svc: SiteServices) {
  return (c: Context) => {
    const limit = perPage(c, 3);
    if (limit instanceof Response) return limit;
    c.header('cache-control', 'no-store');
    return c.json(postsWithLikes(svc.db, identifyVisitor(c, { issue: false }).key, limit));
  };
}

export function productsRoute(svc: SiteServices) {
  return (c: Context) => {
    const limit = perPage(c, 4);
    if (limit instanceof Response) return limit;
    c.header('cache-control', 'no-cache');
    return c.json(shopProducts(svc.db, limit));
  };
}
