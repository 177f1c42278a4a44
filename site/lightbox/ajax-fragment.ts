/**
 * The lightbox's ajax type (SPEC §7 "the lightbox can load pages over ajax"): Magnific inserts the response as
 * markup. Ours is sanitized first, by the engine's allow-list sanitizer (the one layer text goes through, so the
 * product has a single audited sanitizer): no scripts, no `on*` handlers, no `javascript:` URLs, no frames or
 * styles. A whole page is cut down to its <body> first, so its <head> never reaches the popup.
 */
import { sanitizeHtml } from '../../engine/index.ts';

/** The part of a response to show: the body of a full document, or the fragment as it is. */
export function fragmentOf(responseText: string): string {
  const open = /<body\b[^>]*>/i.exec(responseText);
  if (!open) return responseText;
  const start = open.index + open[0].length;
  const close = responseText.search(/<\/body\s*>/i);
  return responseText.slice(start, close > start ? close : undefined);
}

/**
 * Safe markup for the popup, or null when nothing visible is left (an empty or script-only response), which the
 * lightbox reports as "The content could not be loaded." rather than showing an empty box.
 */
export function ajaxContentHtml(responseText: string): string | null {
  const safe = sanitizeHtml(fragmentOf(responseText)).trim();
  const hasContent = safe.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(safe);
  return hasContent ? safe : null;
}
