import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { existsSync } from 'node:fs';
import type { StrataDb } from './db.ts';
import { readAjaxCall } from './admin-ajax.ts';
import { runAjaxCall } from './ajax-actions.ts';
import { BadRequest, HttpError } from './errors.ts';
import { fairTurns } from './fair-turns.ts';
import { createSsrPage } from './ssr-page.ts';
import { withViewerPreload } from './viewer-preload.ts';
import { contentSecurityPolicy } from './csp.ts';
import { readForm } from './form-body.ts';
import { parseJson } from './json-body.ts';
import { JsonReply, ModuleReplies, sendReply } from './json-reply.ts';
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

  // First of all: a request waits for its turn, so that a busy server still accepts new connections (fair-turns.ts).
  app.use('*', fairTurns());
  // Every reply carries the Content-Security-Policy (csp.ts); pages set theirs with their inline scripts' hashes.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('content-security-policy')) c.res.headers.set('content-security-policy', contentSecurityPolicy());
  });

  // Our own HttpErrors carry messages written for the caller. Anything else is a fault of ours whose message can
  // name files, SQL or the database ("The database connection is not open"): the log gets it, the caller a 500
  // that says only that.
  app.onError((err, c) => {
    if (err instanceof HttpError) return fail(c, err.status, err.message);
    if (err instanceof HTTPException) return err.getResponse();
    log(`error: ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    c.header('cache-control', 'no-store');
    return fail(c, 500, 'Internal server error');
  });
  // Hono hands only Error instances to onError and lets anything else (`throw 'text'`) escape to the adapter,
  // which answers without our shape; wrapping it here brings it back to onError.
  app.use('*', async (_c, next) => {
    try {
      await next();
    } catch (err) {
      throw err instanceof Error ? err : new Error(`non-Error thrown: ${String(err)}`);
    }
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
  const replies = new ModuleReplies();
  const rest = (c: Context, route: string, encoded: boolean) =>
    sendReply(c, restCall({ db, fixturesDir, origin: origin(c), replies }, { route, encoded, query: (name) => c.req.query(name) }));
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
      const json = parseJson(await c.req.text(), 'body');
      if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new BadRequest('body: expected a JSON object');
      fields = json as Record<string, unknown>;
    } else {
      fields = await readForm(c);
    }
    const siteAction = site.ajaxAction(fields['action']);
    if (siteAction) return siteAction(c, fields);
    const call = readAjaxCall(fields);
    if (call.action !== 'revslider_ajax_call_front') {
      return fail(c, 400, `action: unknown action "${call.action}" (served: revslider_ajax_call_front, ${site.ajaxActionNames.join(', ')})`);
    }
    const reply = runAjaxCall(call, { db, fixturesDir, origin: origin(c), replies });
    return reply instanceof JsonReply ? sendReply(c, reply) : c.json(reply);
  });
  app.all('/wp-admin/admin-ajax.php', (c) => fail(c, 405, 'admin-ajax.php: use POST'));

  app.get('/fixtures/*', (c) => serveStatic(fixturesDir, rawPathAfter(c, '/fixtures'), c.req.raw));

  app.get('/sr7/*', async (c) => {
    if (!sr7Dir) {
      return c.text('The shared SR7 fixtures (../shared/fixtures/sr7 or STRATA_SR7_DIR) are not present on this server', 404);
    }
    return serveStatic(sr7Dir, rawPathAfter(c, '/sr7'), c.req.raw);
  });

  const ssrPage = createSsrPage(fixturesDir);

  // Pages are not compressed: each is rebuilt per visitor (its nonces), so it cannot be compressed once like the
  // files and module replies, and per request hono/compress cost ~5 ms of CPU per 2.5 kB page on the 2-core
  // server (its CompressionStream sets up a zlib stream each time) to save 1.3 kB, which fits in the first TCP
  // round trip either way.
  app.get('*', async (c) => {
    // WordPress without pretty permalinks addresses REST as `/?rest_route=/sliderrevolution/…`.
    const route = c.req.query('rest_route');
    if (route !== undefined) return rest(c, route, false);
    if (!existsSync(distDir)) return c.text('The pages are not built: run `npm run build` first', 404);
    // HTML pages get this visitor's page settings (nonces) and cookie; other files are served as they are.
    const path = new URL(c.req.url).pathname;
    const render = path === '/ssr-demo.html' ? (html: string) => ssrPage(html, c.req.query('module')) : path === '/viewer.html' ? withViewerPreload(c.req.url) : undefined;
    return site.servePage(c, distDir, path, { directoryIndex: true, immutableDir: 'assets', render });
  });

  return app;
}
