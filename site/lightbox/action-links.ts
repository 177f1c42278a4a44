/**
 * "Page-builder action links open a lightbox" (SPEC §2): one delegated click listener on the document, so
 * links in any markup (React sections, slider layer HTML, CMS fragments) work without registering themselves.
 *
 * - `a[data-lightbox="image|iframe|video|ajax|inline"]`: the link's `data-mfp-src` or href, its title as the
 *   caption; links sharing `data-lightbox-gallery="<name>"` open as one gallery in document order.
 * - `a[href^="#elementor-action"]`: Elementor's lightbox action hash (action-hash.ts).
 *
 * Bad markup logs an error naming what was wrong and opens nothing (SPEC §8 spirit: never a broken popup).
 */
import { isActionHref, parseActionHref } from './action-hash.ts';
import type { Lightbox } from './controller.ts';
import type { LightboxItem, LightboxType, OpenRequest } from './types.ts';

export const ACTION_LINK_SELECTOR = 'a[data-lightbox], a[href^="#elementor-action"]';

const TYPE_ALIASES: Record<string, LightboxType> = { '': 'image', image: 'image', iframe: 'iframe', video: 'iframe', ajax: 'ajax', inline: 'inline' };

function itemFromLink(link: HTMLAnchorElement, forcedType?: LightboxType): LightboxItem {
  const raw = forcedType ?? (link.dataset['lightbox'] ?? '').trim().toLowerCase();
  const type = TYPE_ALIASES[raw];
  if (!type) throw new Error(`Lightbox link: data-lightbox="${raw}" is not one of image, iframe, video, ajax, inline`);
  const src = link.dataset['mfpSrc'] ?? link.getAttribute('href') ?? '';
  const title = link.getAttribute('title')?.trim();
  return { type, src, ...(title ? { title } : {}) };
}

function groupRequest(
  links: HTMLAnchorElement[],
  clicked: (link: HTMLAnchorElement) => boolean,
  what: string,
  forcedType?: LightboxType,
): OpenRequest {
  if (links.length === 0) throw new Error(`Lightbox link: ${what} has no links on the page`);
  return { items: links.map((a) => itemFromLink(a, forcedType)), index: Math.max(0, links.findIndex(clicked)) };
}

/** What a click on `link` opens; throws an Error naming the problem. */
export function requestFromLink(link: HTMLAnchorElement, doc: Document): OpenRequest {
  const href = link.getAttribute('href');
  if (!link.hasAttribute('data-lightbox') && isActionHref(href)) {
    const action = parseActionHref(href as string);
    if (action.kind === 'items') return { items: action.items, index: action.index };
    const selector = `a[data-elementor-lightbox-slideshow="${CSS.escape(action.group)}"]`;
    const links = [...doc.querySelectorAll<HTMLAnchorElement>(selector)];
    // Elementor's slideshow links are image links, whatever else they carry.
    return groupRequest(links, (a) => a.getAttribute('href') === action.startUrl, `slideshow "${action.group}"`, 'image');
  }
  const gallery = link.dataset['lightboxGallery'];
  if (!gallery) return { items: [itemFromLink(link)] };
  const links = [...doc.querySelectorAll<HTMLAnchorElement>(`a[data-lightbox][data-lightbox-gallery="${CSS.escape(gallery)}"]`)];
  return groupRequest(links, (a) => a === link, `gallery "${gallery}"`);
}

/** Installs the delegated listener; returns its removal (idempotent). */
export function installActionLinks(doc: Document, lightbox: Lightbox, log: Pick<Console, 'error'> = console): () => void {
  const onClick = (event: MouseEvent) => {
    // Magnific's midClick false: a middle or modified click keeps the browser's own behaviour (new tab…).
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(ACTION_LINK_SELECTOR);
    if (!link) return;
    event.preventDefault();
    try {
      lightbox.open(requestFromLink(link, doc), link);
    } catch (err) {
      log.error((err as Error).message);
    }
  };
  doc.addEventListener('click', onClick);
  let installed = true;
  return () => {
    if (!installed) return;
    installed = false;
    doc.removeEventListener('click', onClick);
  };
}
