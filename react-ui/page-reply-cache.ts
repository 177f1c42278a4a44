/**
 * The page's reply cache in localStorage (SPEC §9), loaded by the first backend call (page-loading.ts `pageLoadDeps`):
 * one cache per lifetime, so its once-per-problem console notes are once per page.
 */
import type { ReplyCache, StoragePort } from '../engine/index.ts';
import { createReplyCache } from '../engine/load/reply-cache.ts';

let storageNoted = false;

/** localStorage, or null where the browser refuses it (reading the property throws SecurityError in sandboxes). */
function pageStorage(): StoragePort | null {
  try {
    return window.localStorage;
  } catch (error) {
    if (!storageNoted) console.warn(`[strata] cache: storage is not available here (${(error as Error).name}); loading without the cache`);
    storageNoted = true;
    return null;
  }
}

const caches = new Map<number, ReplyCache>();

/** The page's reply cache for a lifetime (SPEC §9 "Storage entries expire by a lifetime in seconds"). */
export function pageReplyCache(lifetime: number): ReplyCache {
  let cache = caches.get(lifetime);
  if (!cache) {
    cache = createReplyCache({ storage: pageStorage(), now: Date.now, lifetime, log: console });
    caches.set(lifetime, cache);
  }
  return cache;
}

