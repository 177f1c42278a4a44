/** Loading (DESIGN.md "engine/load"): sources, backend calls, JSON repair, add-ons, lazy slides, feeds. */
export { loadModule, isRemoteRef, type LoadedModule, type ModuleLoadDeps } from './load-module.ts';
export { fetchFullSliderObject, fetchStreamData, fetchModalSettings, type ModuleQuery } from './backend.ts';
export { ModuleLoadError, type LoadDeps } from './load-error.ts';
export { dbIdOf } from './transport.ts';
export { parseJsonLenient, JsonRepairError } from './repair-json.ts';
export { allowedAddOns, createAddOnRegistry, originOf, readAddOns, type AddOnPolicy, type AddOnRegistry, type AddOnLoaders } from './addons.ts';
export { createSlideFetcher } from './slide-fetcher.ts';
export type * from './types.ts';
export { FEED_KINDS, STREAM_COUNT_DEFAULT, STREAM_COUNT_MAX, EXCERPT_WORDS_DEFAULT } from './types.ts';
export { createReplyCache, CACHE_KEY_PREFIX, DEFAULT_CACHE_LIFETIME_S, FEED_CACHE_LIFETIME_S, type ReplyCache, type ReplyCacheDeps, type StoragePort } from './reply-cache.ts';
export { replyCacheKey } from './transport.ts';
export { createLazyChunk, chunkUrlOf, chunkFailureMessage, CHUNK_RETRY_DELAYS_MS, type LazyChunk, type LazyChunkDeps } from './lazy-chunk.ts';
export { fontStylesheetUrl, fontFaceQueries, fontSlug, isFamilyEndpoint, GOOGLE_FONTS_CSS2 } from './fonts.ts';
export { readV6V7Ids, v7SlideIdOf, v6v7IdsToWire, isEmptyV6V7Ids, engineVersionOf, type V6V7Ids, type V6V7IdsWire, type SlideIdMap } from './v6v7ids.ts';
