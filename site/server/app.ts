import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { existsSync } from 'node:fs';
import type { StrataDb } from './db.ts';
import { readAjaxCall } from './admin-ajax.ts';
import { runAjaxCall } from './ajax-actions.ts';
import { BadRequest, HttpError } from './errors.ts';
import { restCall, REST_PREFIX } from './rest.ts';
import { serveStatic } from './static.ts';
import { createSite } from './site/index.ts';
import { mountContactForms } from './contact/routes.ts';

export interface AppDeps {
  db: StrataDb;
  /** Vite's build output (the pages). */
  distDir: string;
  /** The project's `fixtures/` folder, served at `/fixtures/`. */
  fixturesDir: string;
  /** `../shared/fixtures/sr7` (real SR7 exports), served at `/sr7/`; null when absent. */
  sr7Dir: string | null;
  log?: (msg: string) => void;
}

export const MAX_BODY_BYTES = 1024 * 1024;

/** The part of the still-encoded URL path after `prefix`, for the static resolver to decode once. */
function rawPathAfter(c: Context, prefix: string): string {
  return new URL(c.req.url).pathname.slice(prefix.length);
}

function fail(c: Context, status: HttpError['status'], message: string): Response {
  return c.json({ success: false, message }, status);
}

export function createApp(deps: AppDeps): Hono {
  const { db, distDir, fixturesDir, sr7Dir } = deps;
  const log = deps.log ?? (() => {});
  const app = new Hono();
  // The hosting site (site/server/site/): visitor, nonces, page settings, like, newsletter and cart.
  const site = createSite({ db });

  app.onError((err, c) => {
    if (err instanceof HttpError) return fail(c, err.status, err.message);
    log(`error: ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return fail(c, 500, `Internal error: ${err.message}`);
  });
  app.notFound((c) => c.text('Not found', 404));

  app.post(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => fail(c, 413, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes (1 MiB)`),
    }),
  );

  app.get('/api/modules', (c) => c.json(db.list()));

  // SR7's default transport (FORMAT.md §6): get_full_slider_object, get_stream_data, get_modal_settings.
  const origin = (c: Context) => new URL(c.req.url).origin;
  const rest = (c: Context, route: string, encoded: boolean) =>
    c.json(restCall({ db, fixturesDir, origin: origin(c) }, { route, encoded, query: (name) => c.req.query(name) }) as object);
  app.get(`/wp-json${REST_PREFIX}*`, (c) => rest(c, rawPathAfter(c, '/wp-json'), true));
  // Contact Form 7's REST routes (contact-form-7/v1), also as `?rest_route=`: before the catch-alls.
  mountContactForms(app, { db, fixturesDir, log });
  // Site routes (posts, products, newsletter, `/?wc-ajax=`, the no-JS like link): before the catch-alls.
  app.route('/', site.routes);
  app.all('/wp-json/*', (c) => fail(c, 404, `Unknown REST route ${c.req.path}: only ${REST_PREFIX}… is served`));

  app.post('/wp-admin/admin-ajax.php', async (c) => {
    const type = c.req.header('content-type') ?? '';
    let fields: Record<string, unknown>;
    if (type.includes('application/json')) {
      const json: unknown = await c.req.json().catch(() => {
        throw new BadRequest('body: not valid JSON');
      });
      if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new BadRequest('body: expected a JSON object');
      fields = json as Record<string, unknown>;
    } else {
      fields = await c.req.parseBody({ all: true });
    }
    const siteAction = site.ajaxAction(fields['action']);
    if (siteAction) return siteAction(c, fields);
    const call = readAjaxCall(fields);
    if (call.action !== 'revslider_ajax_call_front') {
      return fail(c, 400, `action: unknown action "${call.action}" (served: revslider_ajax_call_front, ${site.ajaxActionNames.join(', ')})`);
    }
    return c.json(runAjaxCall(call, { db, fixturesDir, origin: origin(c) }) as object);
  });
  app.all('/wp-admin/admin-ajax.php', (c) => fail(c, 405, 'admin-ajax.php: use POST'));

  app.get('/fixtures/*', (c) => serveStatic(fixturesDir, rawPathAfter(c, '/fixtures'), c.req.raw));

  app.get('/sr7/*', (c) => {
    if (!sr7Dir) {
      return c.text('The shared SR7 fixtures (../shared/fixtures/sr7 or STRATA_SR7_DIR) are not present on this server', 404);
    }
    return serveStatic(sr7Dir, rawPathAfter(c, '/sr7'), c.req.raw);
  });

  app.get('*', async (c) => {
    // WordPress without pretty permalinks addresses REST as `/?rest_route=/sliderrevolution/…`.
    const route = c.req.query('rest_route');
    if (route !== undefined) return rest(c, route, false);
    if (!existsSync(distDir)) return c.text('The pages are not built: run `npm run build` first', 404);
    // HTML pages get this visitor's page settings (nonces) and cookie; other files are served as they are.
    return site.servePage(c, distDir, new URL(c.req.url).pathname, { directoryIndex: true, immutableDir: 'assets' });
  });

  return app;
}
