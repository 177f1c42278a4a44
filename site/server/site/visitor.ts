import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { randomBytes } from 'node:crypto';

/**
 * Who is asking, for per-visitor state (like toggles, the cart) and for binding nonces.
 *
 * The plugin tracks anonymous likes by IP (BEHAVIOURS §2). We track a visitor by a random id in an HttpOnly,
 * SameSite=Lax cookie set on the first page response, because an IP is shared behind NAT (a whole office would
 * share one like) and changes on mobile networks. A request without the cookie (a client that refuses cookies,
 * an API call made before any page) falls back to the connection's IP. Forwarded-for headers are not trusted:
 * anyone can send them, and they would let a caller act as another IP's visitor.
 */

export const VISITOR_COOKIE = 'strata_visitor';
const VISITOR_ID = /^[0-9a-f]{32}$/;
/** A year: the cart and the likes outlive the browser session, as a WooCommerce session and a WP like do. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface Visitor {
  /** `v:<cookie id>` or `ip:<address>`: what per-visitor rows and nonces are keyed by. */
  key: string;
  /** A Set-Cookie header value when this response must hand out a new id. */
  setCookie?: string;
}

/** The valid visitor id in the request's cookie, or null (absent or not one of ours). */
export function visitorIdFrom(c: Context): string | null {
  const id = getCookie(c, VISITOR_COOKIE);
  return id !== undefined && VISITOR_ID.test(id) ? id : null;
}

/**
 * The visitor of this request. Pages pass `issue: true`: a visitor without a valid cookie gets a new id now,
 * so the nonces printed into that page are already bound to it.
 */
export function identifyVisitor(c: Context, { issue }: { issue: boolean }): Visitor {
  const id = visitorIdFrom(c);
  if (id) return { key: `v:${id}` };
  if (issue) {
    const fresh = randomBytes(16).toString('hex');
    return { key: `v:${fresh}`, setCookie: visitorCookie(fresh, new URL(c.req.url).protocol === 'https:') };
  }
  return { key: `ip:${remoteAddress(c)}` };
}

export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The socket's address; "unknown" when there is no socket (app.request in tests, other runtimes). */
function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
