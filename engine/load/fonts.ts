/**
 * Where a module's web fonts come from (SPEC §7 "fonts from plugin asset paths"; FORMAT.md §2: SR7 pages print
 * `SR7.E.fontBaseUrl`). One base serves every family, in one of two forms:
 * - a Google-Fonts-compatible css2 endpoint ending in `family=` (`https://fonts.googleapis.com/css2?family=`):
 *   one stylesheet per family naming the faces the module uses;
 * - an asset folder (the site keeps its fonts itself, as SR7's "load Google fonts locally" does): one folder per
 *   family holding `<slug>/<slug>.css`, whose @font-face rules point at the font files beside it.
 * Icon sets (`FontAwesome: true`) are the page's business and never fetched here.
 */
import type { ModuleFont } from '../model/types.ts';

/** Google's css2 endpoint, in the form `fontBaseUrl` takes; a page opts in to it (it sends visitors' IPs to Google). */
export const GOOGLE_FONTS_CSS2 = 'https://fonts.googleapis.com/css2?family=';

/** "Open Sans" → "open-sans": the folder and file name of a family in an asset folder. */
export function fontSlug(family: string): string {
  return family
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** True for a css2-style base (its query ends in `family=`): the family is appended to it. */
export function isFamilyEndpoint(fontBaseUrl: string): boolean {
  return /[?&]family=$/.test(fontBaseUrl.trim());
}

/** css2 axis tuples: `Inter:wght@400;800`, `Open+Sans:ital,wght@0,400;1,400`; no weights → the family alone. */
function css2Family(font: ModuleFont): string {
  const name = encodeURIComponent(font.family).replace(/%20/g, '+');
  if (font.italic.length === 0) return font.normal.length === 0 ? name : `${name}:wght@${font.normal.join(';')}`;
  const tuples = [...font.normal.map((w) => `0,${w}`), ...font.italic.map((w) => `1,${w}`)];
  return `${name}:ital,wght@${tuples.join(';')}`;
}

/**
 * The stylesheet that declares `font`'s faces, resolved against the page; null for icon sets and for a base that is
 * not an http(s) address. `display=swap` (and `font-display: swap` in local sheets) keeps text visible in its
 * fallback stack while the font travels.
 */
export function fontStylesheetUrl(font: ModuleFont, fontBaseUrl: string, pageUrl: string): string | null {
  if (font.icon || fontSlug(font.family) === '') return null;
  const base = fontBaseUrl.trim();
  let url: URL;
  try {
    url = isFamilyEndpoint(base) ? new URL(`${base}${css2Family(font)}&display=swap`, pageUrl) : new URL(`${fontSlug(font.family)}/${fontSlug(font.family)}.css`, new URL(base.endsWith('/') ? base : `${base}/`, pageUrl));
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/**
 * CSS font shorthands naming each face the module uses (`italic 400 1em "Open Sans"`), for
 * `document.fonts.load`: a stylesheet only declares faces, asking for them is what fetches (and checks) the files.
 */
export function fontFaceQueries(font: ModuleFont): string[] {
  const family = `"${font.family.replace(/["\\]/g, '\\$&')}"`;
  const normal = font.normal.length === 0 && font.italic.length === 0 ? [400] : font.normal;
  return [...normal.map((w) => `${w} 1em ${family}`), ...font.italic.map((w) => `italic ${w} 1em ${family}`)];
}
