import { decodeEntities } from '../model/entities.ts';
import { isSafeUrl } from '../model/html-text.ts';

/**
 * What following a layer link does (SPEC §2): `anchor` scrolls to the element with id `id` on this page
 * ('' = the top), `open` leaves the page (a full URL, or mailto/tel used as is), `refused` does nothing
 * (script and data URLs; the model already drops them, this guards links that come from elsewhere).
 */
export type LinkBehaviour =
  | { readonly kind: 'anchor'; readonly id: string }
  | { readonly kind: 'open'; readonly href: string }
  | { readonly kind: 'refused' };

function anchorId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Classifies a link against the page it sits on. A plain `#anchor`, or a URL that names this page (same
 * origin, path and query) with a hash, is a same-page link; it scrolls instead of jumping or reloading.
 * Without `pageUrl` (Node) only `#anchor` links are known to be same-page.
 *
 * @example
 * classifyLink('https://site.test/about#team', 'https://site.test/about') // → { kind: 'anchor', id: 'team' }
 * classifyLink('tel:+905551112233', 'https://site.test/')                // → { kind: 'open', href: 'tel:+905551112233' }
 */
export function classifyLink(href: string, pageUrl: string | null): LinkBehaviour {
  const written = href.trim();
  if (!isSafeUrl(decodeEntities(written), 'href')) return { kind: 'refused' };
  if (written.startsWith('#')) return { kind: 'anchor', id: anchorId(written) };
  // mailto:/tel: (and any other absolute scheme) are used exactly as written.
  if (/^(mailto|tel):/i.test(written) || pageUrl === null) return { kind: 'open', href: written };
  try {
    const target = new URL(written, pageUrl);
    const page = new URL(pageUrl);
    const samePage = target.origin === page.origin && target.pathname === page.pathname && target.search === page.search;
    if (samePage && target.hash !== '') return { kind: 'anchor', id: anchorId(target.hash) };
  } catch {
    // Not a URL the browser could resolve either: let the browser decide, as an anchor would.
  }
  return { kind: 'open', href: written };
}
