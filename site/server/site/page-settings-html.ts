import type { Context } from 'hono';
import { DEFAULT_PAGE_SETTINGS, PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from '../../page-settings.ts';
import { fileBytes, locate, serveStatic, type StaticOptions } from '../static.ts';
import { NONCE_ACTIONS, type Nonces } from './nonces.ts';
import { previewOverrides } from './settings-preview.ts';
import { identifyVisitor } from './visitor.ts';
import { contentSecurityPolicy } from '../csp.ts';

/**
 * Every HTML page from dist gets the page settings object (SPEC §3) printed before `</head>`, as the theme's PHP
 * prints its global: `<script id="strata-page-settings" type="application/json">`, which site/page-settings.ts
 * reads. The nonces in it belong to this visitor, so these pages are `no-store`: a cache must never hand one
 * visitor's nonces (or cookie) to another.
 */

/** JSON that cannot end its script element: `<`, `>`, `&` and the JS line separators as \u escapes. */
export function settingsJson(settings: PageSettings): string {
  return JSON.stringify(settings).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function settingsScript(settings: PageSettings): string {
  return `<script id="${PAGE_SETTINGS_ELEMENT_ID}" type="application/json">${settingsJson(settings)}</script>`;
}

/** Inserted before the first `</head>`; a page without one gets it at the end (the module scripts run later). */
export function injectSettings(html: string, settings: PageSettings): string {
  const script = settingsScript(settings);
  const at = html.search(/<\/head\s*>/i);
  return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at);
}

/**
 * The services page's post (SPEC §3 "Page config post fields: id, title, excerpt, featuredImage"): the page every
 * dist HTML file stands in for is post 4740 (`post_id`). Plain text; the image is one the site serves.
 */
export const SERVICES_POST: PageSettings['post'] = {
  id: DEFAULT_PAGE_SETTINGS.post_id,
  title: 'Hizmetlerimiz',
  excerpt: 'Web tasarımından kurumsal kimliğe, fikirden yayına kadar işinizi büyüten dijital çözümler.',
  featuredImage: '/fixtures/site/gallery/galata-geometrisi.jpg',
};

/** `preview`: the customizer switches a page was asked for (settings-preview.ts). */
export function settingsFor(nonces: Nonces, visitor: string, nowMs: number = Date.now(), preview: Partial<PageSettings> = {}): PageSettings {
  return {
    ...DEFAULT_PAGE_SETTINGS,
    ...preview,
    post: SERVICES_POST,
    server_time: Math.floor(nowMs / 1000),
    ajax_nonce: nonces.create(NONCE_ACTIONS.themeAjax, visitor),
    rest_nonce: nonces.create(NONCE_ACTIONS.rest, visitor),
    like_nonce: nonces.create(NONCE_ACTIONS.like, visitor),
    cart_nonce: nonces.create(NONCE_ACTIONS.cartSignal, visitor),
  };
}

/** serveStatic, with the settings put into HTML pages and the visitor cookie handed out there. */
export async function servePage(
  c: Context,
  nonces: Nonces,
  root: string,
  rawPath: string,
  opts: StaticOptions & {
    /** Server-rendered markup for the page (its HTML as built → the HTML sent), e.g. ssr-page.ts. */
    readonly render?: (html: string) => string | Promise<string>;
  },
): Promise<Response> {
  const found = locate(root, rawPath, opts);
  // Not a page: the file as it is (or the static server's 400/404). A page is always rebuilt whole for its
  // visitor, so Range and revalidation headers do not apply to it.
  if (!found.ok || !found.type.startsWith('text/html')) return serveStatic(root, rawPath, c.req.raw, opts);
  const visitor = identifyVisitor(c, { issue: true });
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  if (visitor.setCookie) headers.set('set-cookie', visitor.setCookie);
  const preview = previewOverrides(new URL(c.req.url).searchParams);
  const built = (await fileBytes(found)).toString('utf8');
  const html = injectSettings(opts.render ? await opts.render(built) : built, settingsFor(nonces, visitor.key, Date.now(), preview));
  // The page's own inline scripts run (by hash); nothing else inline, and scripts only from this origin (csp.ts).
  headers.set('content-security-policy', contentSecurityPolicy(html));
  return new Response(c.req.method === 'HEAD' ? null : html, { status: 200, headers });
}
