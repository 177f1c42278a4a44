/**
 * What the core reads of layer HTML without the sanitizer (sanitize.ts, a chunk of its own: issue 18): URL safety,
 * plain text for labels, and the HTML of a text that has no tag, which the sanitizer would only have escaped.
 */
import { decodeEntities } from './entities.ts';

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Removes what a browser ignores inside a URL (ASCII whitespace and controls) before the scheme check. */
function compactUrl(url: string): string {
  return url.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');
}

/**
 * A URL is safe when it is relative or uses http(s)/mailto/tel; `data:image/…` only in `src`.
 * Checked on the entity-decoded value with whitespace/control characters removed.
 */
export function isSafeUrl(decoded: string, attr: 'href' | 'src'): boolean {
  const compact = compactUrl(decoded).toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (!scheme) return !compact.startsWith('\\\\');
  const name = scheme[1] ?? '';
  if (SAFE_SCHEMES.has(name)) return true;
  return attr === 'src' && name === 'data' && compact.startsWith('data:image/');
}

/** Whether an HTML snippet has anything for the sanitizer to read: a `<`. */
export const hasMarkup = (html: string): boolean => html.includes('<');

/** sanitizeHtml's result for text without markup (`hasMarkup` false): the same text, its `>` escaped. */
export const plainHtml = (text: string): string => text.replace(/>/g, '&gt;');

/** A text layer's content as HTML: SR7 breaks its lines where the text does. */
export const contentHtml = (text: string): string => text.replace(/\r?\n/g, '<br>');

/** Plain text of an HTML snippet (tags dropped, entities decoded), for nav params and labels (SPEC §5). */
export function stripHtml(html: string): string {
  const withoutDropped = html.replace(/<(script|style)[\s>][\s\S]*?<\/\1\s*>/gi, '');
  return decodeEntities(withoutDropped.replace(/<[^>]*>/g, ''));
}
