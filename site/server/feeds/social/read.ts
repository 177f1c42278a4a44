/**
 * Path-checked readers for recorded API payloads. A payload in the wrong shape never ends in an
 * anonymous TypeError: every reader throws `<kind>: <json path>: expected …` (DESIGN.md "Bad input").
 */
import type { FeedItem } from '../../../../engine/index.ts';

export type Json = Record<string, unknown>;

export class PayloadReader {
  constructor(readonly kind: string) {}

  fail(path: string, expected: string): never {
    throw new Error(`${this.kind}: ${path}: expected ${expected}`);
  }

  /** An error payload of the API itself: its own message, so the cause shows in the log. */
  apiError(message: string): never {
    throw new Error(`${this.kind}: the API answered an error: ${message}`);
  }

  obj(value: unknown, path: string): Json {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) this.fail(path, 'an object');
    return value as Json;
  }

  optObj(value: unknown, path: string): Json | undefined {
    return value === undefined || value === null ? undefined : this.obj(value, path);
  }

  arr(value: unknown, path: string): unknown[] {
    if (!Array.isArray(value)) this.fail(path, 'an array');
    return value;
  }

  /** Ids come as strings from every API, but a numeric id is not wrong enough to refuse. */
  id(value: unknown, path: string): string {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value !== 'string' || value.trim() === '') this.fail(path, 'a non-empty id string');
    return value.trim();
  }

  str(value: unknown, path: string): string {
    if (typeof value !== 'string') this.fail(path, 'a string');
    return value;
  }

  optStr(value: unknown, path: string): string | undefined {
    return value === undefined || value === null ? undefined : this.str(value, path);
  }

  /** Counts: a number, or a numeric string (Flickr sends `views: "42"`); absent → undefined. */
  optCount(value: unknown, path: string): number | undefined {
    if (value === undefined || value === null) return undefined;
    const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) this.fail(path, 'a whole number ≥ 0');
    return n;
  }

  /** A date string any of the APIs write (ISO 8601, Graph's `+0000`, Flickr's `YYYY-MM-DD hh:mm:ss`) → ISO. */
  date(value: unknown, path: string): string {
    if (typeof value !== 'string') this.fail(path, 'a date string');
    const text = value.trim().replace(/^(\d{4}-\d\d-\d\d) (\d\d:\d\d(:\d\d)?)$/, '$1T$2Z').replace(/([+-]\d\d)(\d\d)$/, '$1:$2');
    const ms = /^\d{4}-\d\d-\d\d/.test(text) ? Date.parse(text) : NaN;
    if (Number.isNaN(ms)) this.fail(path, `an ISO date (got "${value}")`);
    return new Date(ms).toISOString();
  }

  /** Unix seconds as a number or numeric string (Flickr `dateupload`) → ISO. */
  unixDate(value: unknown, path: string): string {
    const n = this.optCount(value, path);
    if (n === undefined) this.fail(path, 'unix seconds');
    return new Date(n * 1000).toISOString();
  }

  /** A link the item points to: must be a string; only http(s) is kept (anything else → ''). */
  link(value: unknown, path: string): string {
    if (typeof value !== 'string') this.fail(path, 'a URL string');
    return httpUrl(value) ?? '';
  }

  optLink(value: unknown, path: string): string {
    return value === undefined || value === null ? '' : this.link(value, path);
  }

  /** A media address: must be a string; http(s) or a same-origin path is kept, anything else → undefined. */
  media(value: unknown, path: string): string | undefined {
    if (typeof value !== 'string') this.fail(path, 'a URL string');
    return mediaUrl(value);
  }

  optMedia(value: unknown, path: string): string | undefined {
    return value === undefined || value === null ? undefined : this.media(value, path);
  }
}

/** http(s) URLs only: `javascript:`, `data:` and the like never reach a link (SPEC §2 layer links). */
export function httpUrl(value: string): string | undefined {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text).href;
  } catch {
    return undefined;
  }
}

/** Images may also be site paths (`/fixtures/…`) — the recorded samples point at our own files. */
export function mediaUrl(value: string): string | undefined {
  const text = value.trim();
  if (/^\/(?![/\\])/.test(text)) return text;
  return httpUrl(text);
}

/** Feeds show the newest item first whatever order the API used; equal dates keep the API's order. */
export function newestFirst(items: FeedItem[]): FeedItem[] {
  return items
    .map((item, index) => ({ item, index, ms: Date.parse(item.date) }))
    .sort((a, b) => b.ms - a.ms || a.index - b.index)
    .map((entry) => entry.item);
}

/** Drops undefined values so items compare and serialise cleanly. */
export function compact<T extends object>(item: T): T {
  for (const key of Object.keys(item) as (keyof T)[]) if (item[key] === undefined) delete item[key];
  return item;
}

/** A meta record without empty values. */
export function metaOf(entries: Record<string, string | number | undefined>): Record<string, string> | undefined {
  const meta: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) if (value !== undefined && value !== '') meta[key] = String(value);
  return Object.keys(meta).length ? meta : undefined;
}

/** Graph API (Facebook, Instagram) and YouTube answer failures as `{error: {message, …}}`. */
export function throwObjectError(r: PayloadReader, payload: Json): void {
  const error = payload['error'];
  if (error === undefined || error === null) return;
  const message = typeof error === 'object' && !Array.isArray(error) ? (error as Json)['message'] : error;
  r.apiError(typeof message === 'string' && message.trim() ? message.trim() : JSON.stringify(error));
}
