/**
 * Page-builder action links (SPEC §2 "page-builder action links open a lightbox"): Elementor writes a lightbox
 * link as `href="#elementor-action:action=lightbox&settings=<base64 JSON>"`, URL-encoded as a whole
 * (`rawurlencode`). This module decodes and validates that hash; the click wiring is in action-links.ts.
 *
 * Settings we accept (Elementor's lightbox types):
 * - `{type:'image', url, title?}`
 * - `{type:'video', url, videoType?}` — YouTube/Vimeo/same-site URL, shown in an iframe popup
 * - `{type:'slideshow', slides:[{url|image, title?}], url?|index?}` — or `{type:'slideshow', slideshow:'<id>'}`,
 *   the links marked `data-elementor-lightbox-slideshow="<id>"` on the page.
 */
import type { LightboxItem } from './types.ts';

export const ACTION_PREFIX = 'elementor-action:';

export class ActionLinkError extends Error {
  override name = 'ActionLinkError';
}

export type ActionRequest =
  | { kind: 'items'; items: LightboxItem[]; index: number }
  | { kind: 'slideshow-group'; group: string; startUrl: string | null };

const fail = (what: string): never => {
  throw new ActionLinkError(`Lightbox action link: ${what}`);
};

/** UTF-8 JSON → base64 (Elementor's `base64_encode(wp_json_encode(...))`). */
function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(data: string): string {
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    return fail('settings are not valid base64');
  }
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('settings are not UTF-8 text');
  }
}

/** Builds an action link's href; used by our page markup and the tests. */
export function actionHref(settings: Record<string, unknown>, action = 'lightbox'): string {
  return `#${encodeURIComponent(`${ACTION_PREFIX}action=${action}&settings=${toBase64(JSON.stringify(settings))}`)}`;
}

export function isActionHref(href: string | null): boolean {
  return href !== null && /^#elementor-action(:|%3A)/i.test(href);
}

const optionalTitle = (value: unknown, where: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value : fail(`${where}.title must be a string`);
};

const requiredUrl = (value: unknown, where: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fail(`${where}.url must be a non-empty string`);

function slideshowRequest(settings: Record<string, unknown>): ActionRequest {
  if (typeof settings['slideshow'] === 'string' && settings['slideshow'] !== '' && settings['slides'] === undefined) {
    const start = settings['url'];
    return { kind: 'slideshow-group', group: settings['slideshow'], startUrl: typeof start === 'string' ? start : null };
  }
  const slides = settings['slides'];
  if (!Array.isArray(slides) || slides.length === 0) return fail('a slideshow needs a non-empty "slides" array or a "slideshow" id');
  const items = slides.map((slide: unknown, i): LightboxItem => {
    const where = `slides[${i}]`;
    if (typeof slide !== 'object' || slide === null) return fail(`${where} must be an object`);
    const s = slide as Record<string, unknown>;
    const title = optionalTitle(s['title'], where);
    return { type: 'image', src: requiredUrl(s['url'] ?? s['image'], where), ...(title ? { title } : {}) };
  });
  let index = 0;
  if (typeof settings['url'] === 'string') index = Math.max(0, items.findIndex((item) => item.src === settings['url']));
  else if (settings['index'] !== undefined) {
    const n = settings['index'];
    if (!Number.isInteger(n) || (n as number) < 0 || (n as number) >= items.length) fail(`index must be an integer in 0..${items.length - 1}`);
    index = n as number;
  }
  return { kind: 'items', items, index };
}

/** Decodes `#elementor-action:…` into what to open; throws ActionLinkError naming what was wrong. */
export function parseActionHref(href: string): ActionRequest {
  let decoded: string;
  try {
    decoded = decodeURIComponent(href.replace(/^#/, ''));
  } catch {
    return fail(`"${href.slice(0, 60)}" is not a valid URL-encoded hash`);
  }
  if (!decoded.startsWith(ACTION_PREFIX)) return fail(`"${decoded.slice(0, 60)}" does not start with ${ACTION_PREFIX}`);
  const params = new Map<string, string>();
  // Not URLSearchParams: it would read the '+' of base64 as a space.
  for (const pair of decoded.slice(ACTION_PREFIX.length).split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0) params.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  const action = params.get('action');
  if (action !== 'lightbox') return fail(action ? `unsupported action "${action}" (only "lightbox")` : 'no action given');
  const raw = params.get('settings');
  if (!raw) return fail('no settings given');
  let settings: unknown;
  try {
    settings = JSON.parse(fromBase64(raw));
  } catch (err) {
    if (err instanceof ActionLinkError) throw err;
    return fail('settings are not valid JSON');
  }
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return fail('settings must be a JSON object');
  const s = settings as Record<string, unknown>;
  switch (s['type']) {
    case 'image': {
      const title = optionalTitle(s['title'], 'settings');
      return { kind: 'items', index: 0, items: [{ type: 'image', src: requiredUrl(s['url'], 'settings'), ...(title ? { title } : {}) }] };
    }
    case 'video':
      return { kind: 'items', index: 0, items: [{ type: 'iframe', src: requiredUrl(s['url'], 'settings') }] };
    case 'slideshow':
      return slideshowRequest(s);
    default:
      return fail(`settings.type must be "image", "video" or "slideshow", got ${JSON.stringify(s['type'])}`);
  }
}
