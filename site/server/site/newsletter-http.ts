import type { Context } from 'hono';
import { NEWSLETTER_FORM } from '../../newsletter/newsletter-form.ts';
import { readJson } from '../json-body.ts';
import { isPlainObject } from '../module-shape.ts';
import { checkSubmission, MC4WP_MESSAGES } from './newsletter-check.ts';
import { subscribe } from './newsletter-db.ts';
import { NONCE_ACTIONS } from './nonces.ts';
import type { SiteServices } from './services.ts';
import { identifyVisitor } from './visitor.ts';

/**
 * `POST /wp-json/strata/v1/newsletter` (SPEC §7: JSON of the form fields with a nonce header). mc4wp itself
 * reads form posts without a nonce (BEHAVIOURS §4); this endpoint is the WordPress-REST-style layer the spec
 * describes: `X-WP-Nonce` of the `wp_rest` action, errors as WP_Error JSON `{code, message, data: {status}}`
 * with mc4wp's message keys as codes. The page reads only the status.
 */

export const NEWSLETTER_ROUTE = '/wp-json/strata/v1/newsletter';

export function restError(c: Context, status: 400 | 403 | 405 | 415, code: string, message: string): Response {
  return c.json({ code, message, data: { status } }, status);
}

export function newsletterRoute(svc: SiteServices) {
  return async (c: Context) => {
    c.header('cache-control', 'no-store');
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!type.startsWith('application/json')) {
      return restError(c, 415, 'rest_unsupported_media_type', 'The newsletter takes a JSON object of the form fields (Content-Type: application/json)');
    }
    const visitor = identifyVisitor(c, { issue: false });
    if (!svc.nonces.verify(c.req.header('x-wp-nonce'), NONCE_ACTIONS.rest, visitor.key)) {
      // WordPress's answer to a missing or stale X-WP-Nonce.
      return restError(c, 403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
    }
    const read = readJson(await c.req.text(), 'body');
    if ('error' in read) return restError(c, 400, 'rest_invalid_json', read.error);
    const body = read.value;
    if (!isPlainObject(body)) return restError(c, 400, 'rest_invalid_json', 'Expected a JSON object of the form fields');

    const check = checkSubmission(body, Math.floor(svc.now() / 1000));
    if (!check.ok) return restError(c, 400, check.code, check.message);
    const result = subscribe(svc.db, { email: check.email, formId: NEWSLETTER_FORM.id, fields: check.fields }, new Date(svc.now()));
    return c.json({ success: true, code: result, message: MC4WP_MESSAGES[result] }, 200);
  };
}
