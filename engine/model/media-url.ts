/**
 * Media addresses of a module (image and video `src`, `poster`, thumbnails, background images): the same scheme rule
 * as links (sanitize.ts isSafeUrl: relative, http(s), `data:image/…`), so a module cannot hand the page a
 * `javascript:` or `data:text/html` address to load. One written otherwise is reported and left out.
 */
import { report } from './diagnostics.ts';
import { decodeEntities } from './entities.ts';
import { at, isRecord, readString } from './read.ts';
import { isSafeUrl } from './html-text.ts';

/** A URL written as a string or `{src}`; '' / missing → null; an address of another scheme → reported, null. */
export function readMediaUrl(value: unknown, path: string): string | null {
  // `{src}` once: a src that is itself an object is not an address.
  const raw = isRecord(value) ? value.src : value;
  const where = isRecord(value) ? at(path, 'src') : path;
  if (isRecord(raw)) {
    report(where, 'a media address (text)', raw, null);
    return null;
  }
  const s = readString(raw, where, '').trim();
  if (s === '') return null;
  if (!isSafeUrl(decodeEntities(s), 'src')) {
    report(where, 'a media address (relative, http(s) or data:image)', s, null);
    return null;
  }
  return s;
}
