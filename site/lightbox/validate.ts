/**
 * Checks an open request before anything is shown, so bad input from page markup or a caller fails with an
 * error naming what was wrong instead of an empty or unsafe popup. Pure (URL parsing only): tested in Node.
 */
import { embedSource } from './iframe-src.ts';
import { LIGHTBOX_TYPES, type LightboxItem, type OpenRequest } from './types.ts';

export class LightboxError extends Error {
  override name = 'LightboxError';
}

const fail = (what: string): never => {
  throw new LightboxError(`Lightbox: ${what}`);
};

const INLINE_ID = /^#[A-Za-z][\w:.-]*$/;

/** A fetchable URL: http(s), absolute or relative to the page. `javascript:`, `data:` and the like are refused. */
function checkHttpUrl(src: string, pageUrl: string, where: string): void {
  let url: URL;
  try {
    url = new URL(src, pageUrl);
  } catch {
    return fail(`${where}.src "${src}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`${where}.src "${src}" must be an http(s) URL, not ${url.protocol}`);
}

export function validateItem(item: unknown, where: string, pageUrl: string): asserts item is LightboxItem {
  if (typeof item !== 'object' || item === null) fail(`${where} must be an object`);
  const { type, src, title } = item as Record<string, unknown>;
  if (!LIGHTBOX_TYPES.includes(type as LightboxItem['type'])) {
    fail(`${where}.type must be one of ${LIGHTBOX_TYPES.join(', ')}, got ${JSON.stringify(type)}`);
  }
  if (typeof src !== 'string' || src.trim() === '') fail(`${where}.src must be a non-empty string`);
  if (title !== undefined && typeof title !== 'string') fail(`${where}.title must be a string`);
  const source = (src as string).trim();
  switch (type as LightboxItem['type']) {
    case 'inline':
      if (!INLINE_ID.test(source)) fail(`${where}.src "${source}" must be "#" followed by an element id`);
      break;
    case 'iframe': {
      const embed = embedSource(source, pageUrl);
      if (!embed.ok) fail(`${where}: ${embed.reason}`);
      break;
    }
    default:
      checkHttpUrl(source, pageUrl, where);
  }
}

export function validateRequest(request: OpenRequest, pageUrl: string): void {
  const { items, index = 0, preload, removalDelay } = request;
  if (!Array.isArray(items) || items.length === 0) fail('items must be a non-empty array');
  items.forEach((item, i) => validateItem(item, `items[${i}]`, pageUrl));
  if (!Number.isInteger(index) || index < 0 || index >= items.length) fail(`index must be an integer in 0..${items.length - 1}, got ${index}`);
  if (preload !== undefined && !(preload.length === 2 && preload.every((n) => Number.isInteger(n) && n >= 0))) {
    fail(`preload must be [before, after] with two whole numbers ≥ 0, got ${JSON.stringify(preload)}`);
  }
  if (removalDelay !== undefined && !(Number.isFinite(removalDelay) && removalDelay >= 0)) fail(`removalDelay must be ≥ 0 ms, got ${removalDelay}`);
}
