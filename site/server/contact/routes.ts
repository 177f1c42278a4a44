import type { Context, Hono } from 'hono';
import type { StrataDb } from '../db.ts';
import { buildSwvSchema } from '../../contact/form-schema.ts';
import { absInt } from '../../contact/helpers.ts';
import { parseUnitTag } from '../../contact/unit-tag.ts';
import { createFormRepository } from './forms.ts';
import type { MultipartBody } from './posted-data.ts';
import { insertSubmission } from './store.ts';
import { submit, type SubmissionDeps } from './submission.ts';

/** CF7's REST namespace (BEHAVIOURS §1.4). */
export const CF7_NAMESPACE = '/contact-form-7/v1';

export interface ContactFormDeps {
  db: StrataDb;
  /** Forms are read from `<fixturesDir>/forms/<id>.json`. */
  fixturesDir: string;
  log?: (msg: string) => void;
  /** CF7's `wpcf7_before_send_mail` hook, for abort. */
  beforeSendMail?: SubmissionDeps['beforeSendMail'];
}

const ROUTE = /^\/contact-form-7\/v1\/contact-forms\/([0-9]{1,9})\/(feedback|feedback\/schema|refill)\/?$/;

/** A WordPress REST error (`WP_Error` as JSON), which CF7's client logs as it is. */
function wpError(c: Context, status: 400 | 404 | 415, code: string, message: string): Response {
  return c.json({ code, message, data: { status } }, status);
}

const noRoute = (c: Context) =>
  wpError(c, 404, 'rest_no_route', `No route was found matching the URL and request method (${c.req.method}). Served: `
    + `GET ${CF7_NAMESPACE}/contact-forms/<id>/feedback/schema, GET …/refill, POST …/feedback (multipart/form-data).`);

async function readMultipart(c: Context): Promise<MultipartBody | null> {
  try {
    return (await c.req.parseBody({ all: true })) as MultipartBody;
  } catch {
    return null;
  }
}

/**
 * `contact-forms/{id}/feedback/schema` (GET), `…/refill` (GET) and `…/feedback` (POST), under
 * `/wp-json/contact-form-7/v1/` and, as WordPress without pretty permalinks addresses them,
 * `/?rest_route=/contact-form-7/v1/…`. Mount after the body-size limit and before the `/wp-json/*`
 * catch-all.
 */
export function mountContactForms(app: Hono, deps: ContactFormDeps): void {
  const forms = createFormRepository(deps.fixturesDir);
  const submissionDeps: SubmissionDeps = {
    store: (row) => insertSubmission(deps.db, row),
    beforeSendMail: deps.beforeSendMail,
    log: deps.log,
  };

  async function handle(c: Context, route: string): Promise<Response> {
    const m = ROUTE.exec(route);
    if (!m) return noRoute(c);
    const id = Number(m[1]);
    const endpoint = m[2];
    const method = c.req.method;
    if (endpoint === 'feedback' ? method !== 'POST' : method !== 'GET' && method !== 'HEAD') return noRoute(c);
    const notFound = () => wpError(c, 404, 'wpcf7_not_found', `The requested contact form was not found (id ${id}).`);

    if (endpoint !== 'feedback') {
      const form = forms.find(id);
      if (!form) return notFound();
      return c.json(endpoint === 'refill' ? {} : buildSwvSchema(form));
    }

    // CF7's order (includes/rest-api.php create_feedback): media type → form → unit tag → submit.
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!type.startsWith('multipart/form-data')) {
      return wpError(c, 415, 'wpcf7_unsupported_media_type', `The request payload format is not supported: send multipart/form-data, not "${type || 'no Content-Type'}".`);
    }
    const form = forms.find(id);
    if (!form) return notFound();
    const body = await readMultipart(c);
    if (!body) return wpError(c, 400, 'wpcf7_invalid_body', 'The request body is not valid multipart/form-data.');
    const rawTag = body['_wpcf7_unit_tag'];
    const tag = parseUnitTag(rawTag);
    if (!tag) {
      const got = typeof rawTag === 'string' ? `"${rawTag.slice(0, 60)}"` : 'none';
      return wpError(c, 400, 'wpcf7_unit_tag_not_found', `There is no valid unit tag: _wpcf7_unit_tag must look like wpcf7-f${id}-p<post>-o<n>, got ${got}.`);
    }
    if (tag.formId !== id) {
      return wpError(c, 400, 'wpcf7_unit_tag_not_found', `There is no valid unit tag: ${String(rawTag)} belongs to form ${tag.formId}, not ${id}.`);
    }
    return c.json(submit({
      form,
      unitTag: String(rawTag),
      containerPost: absInt(typeof body['_wpcf7_container_post'] === 'string' ? body['_wpcf7_container_post'] : ''),
      body,
      userAgent: c.req.header('user-agent'),
    }, submissionDeps));
  }

  app.all(`/wp-json${CF7_NAMESPACE}/*`, (c) => handle(c, new URL(c.req.url).pathname.slice('/wp-json'.length)));
  app.use('*', async (c, next) => {
    const route = c.req.query('rest_route');
    if (route !== undefined && route.startsWith(`${CF7_NAMESPACE}/`)) return handle(c, route);
    await next();
  });
}
