/**
 * Our fixture modules name their media relative to their file (`assets/x.png`), as HTML exports do. A module
 * served from the database has no file, so at import its relative media paths become site paths under the
 * folder the file is served from (WordPress stores absolute media URLs for the same reason).
 */
import { isPlainObject } from './module-shape.ts';

/** Keys whose string value is a media address. */
const MEDIA_KEYS = new Set(['src', 'poster']);

function isRelative(value: string): boolean {
  const v = value.trim();
  // Site paths, fragments, schemes (http:, data:, mailto:) and feed placeholders ({{image}}) stay as they are.
  return v !== '' && !v.startsWith('/') && !v.startsWith('#') && !v.startsWith('{{') && !/^[a-z][a-z\d+.-]*:/i.test(v);
}

/** A copy of `json` with every relative `src`/`poster` resolved against `base` (a site path such as `/fixtures/modules/`). */
export function absolutizeMedia(json: unknown, base: string): unknown {
  const root = new URL(base, 'http://site.invalid');
  const walk = (value: unknown, key: string | null): unknown => {
    if (typeof value === 'string') {
      if (key === null || !MEDIA_KEYS.has(key) || !isRelative(value)) return value;
      const url = new URL(value.trim(), root);
      return url.pathname + url.search + url.hash;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return walk(json, null);
}
