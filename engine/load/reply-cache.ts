/**
 * The module cache (SPEC §9 "Storage entries expire by a lifetime in seconds"): backend replies kept in the page's
 * Storage (localStorage) under versioned keys with the time they were stored, so a page load within the lifetime
 * asks the backend nothing and a later one fetches the reply again and replaces it.
 *
 * Storage is a convenience, never a dependency: a damaged entry, a full store (QuotaExceededError) or a denied one
 * (SecurityError: blocked cookies, sandboxed iframes) is skipped with one console note and loading goes on over the
 * network.
 */

import { DEFAULT_CACHE_LIFETIME_S } from './cache-lifetimes.ts';

/** The part of Web Storage the cache uses: `localStorage` in a page, a Map-backed fake in tests. */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** Every key starts with this; the `v1` changes whenever the stored entry's shape does, orphaning old entries. */
export const CACHE_KEY_PREFIX = 'strata:cache:v1:';
export { DEFAULT_CACHE_LIFETIME_S, FEED_CACHE_LIFETIME_S } from './cache-lifetimes.ts';

export interface ReplyCacheDeps {
  /** null when the page has no usable storage: the cache then never hits and never writes. */
  readonly storage: StoragePort | null;
  /** Wall-clock epoch ms (`Date.now` in a page): entries outlive the page, so not the engine's frame clock. */
  readonly now: () => number;
  /** Seconds an entry stays fresh (default DEFAULT_CACHE_LIFETIME_S); 0 turns the cache off. */
  readonly lifetime?: number;
  readonly log: Pick<Console, 'warn'>;
}

export interface ReplyCache {
  /** Seconds an entry stays fresh; 0 = off. */
  readonly lifetime: number;
  /** The value stored under `key` if it is younger than `maxAge` seconds (default: the lifetime), else undefined. */
  read(key: string, maxAge?: number): unknown;
  /** Stores `value` (JSON-serialisable) under `key`, stamped with the current time. */
  write(key: string, value: unknown): void;
}

interface Entry {
  /** Epoch ms when stored. */
  readonly at: number;
  readonly value: unknown;
}

function parseEntry(text: string): Entry | null {
  try {
    const entry: unknown = JSON.parse(text);
    if (typeof entry !== 'object' || entry === null || !('value' in entry)) return null;
    const at = (entry as { at?: unknown }).at;
    return typeof at === 'number' && Number.isFinite(at) ? (entry as Entry) : null;
  } catch {
    return null;
  }
}

const errorName = (error: unknown) => (error instanceof Error ? error.name || error.message : String(error));

/**
 * @example
 * const cache = createReplyCache({ storage: window.localStorage, now: Date.now, lifetime: 600, log: console });
 * cache.write(key, reply);
 * cache.read(key); // the reply, until 600 s have passed
 */
export function createReplyCache(deps: ReplyCacheDeps): ReplyCache {
  const lifetime = deps.lifetime ?? DEFAULT_CACHE_LIFETIME_S;
  if (typeof lifetime !== 'number' || !Number.isFinite(lifetime) || lifetime < 0) {
    throw new RangeError(`cache lifetime: expected a number of seconds (0 or more), got ${JSON.stringify(lifetime)}`);
  }
  const { storage, now, log } = deps;
  const noted = new Set<string>();
  // One note per kind of trouble: a denied storage throws on every access and must not flood the console.
  const note = (kind: string, message: string) => {
    if (noted.has(kind)) return;
    noted.add(kind);
    log.warn(`[strata] cache: ${message}`);
  };
  const remove = (key: string) => {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing to do: the entry stays unread either way.
    }
  };
  const fresh = (entry: Entry, maxAge: number) => {
    const age = now() - entry.at;
    // A future stamp (the clock went back, or a hand-edited entry) is not trusted.
    return age >= 0 && age < maxAge * 1000;
  };
  /** Drops our entries that no lifetime can make fresh again (future-dated or past the lifetime). */
  const pruneStale = () => {
    if (!storage) return;
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key?.startsWith(CACHE_KEY_PREFIX)) continue;
      const entry = parseEntry(storage.getItem(key) ?? '');
      if (!entry || !fresh(entry, lifetime)) stale.push(key);
    }
    for (const key of stale) remove(key);
  };

  return {
    lifetime,
    read(key, maxAge = lifetime) {
      if (!storage || lifetime === 0) return undefined;
      let text: string | null;
      try {
        text = storage.getItem(key);
      } catch (error) {
        note('read', `storage cannot be read (${errorName(error)}); loading without the cache`);
        return undefined;
      }
      if (text === null) return undefined;
      const entry = parseEntry(text);
      if (!entry) {
        note(`damaged:${key}`, `the entry ${key} is damaged; it is dropped and fetched again`);
        remove(key);
        return undefined;
      }
      if (!fresh(entry, Math.min(maxAge, lifetime))) {
        remove(key);
        return undefined;
      }
      return entry.value;
    },
    write(key, value) {
      if (!storage || lifetime === 0) return;
      const text = JSON.stringify({ at: now(), value } satisfies Entry);
      try {
        storage.setItem(key, text);
        return;
      } catch (error) {
        if (errorName(error) !== 'QuotaExceededError') {
          note('write', `storage cannot be written (${errorName(error)}); loading without the cache`);
          return;
        }
      }
      // Full: make room from our own stale entries, then try once more.
      pruneStale();
      try {
        storage.setItem(key, text);
      } catch (error) {
        note('full', `storage is full (${errorName(error)}); ${key} is not cached`);
      }
    },
  };
}
