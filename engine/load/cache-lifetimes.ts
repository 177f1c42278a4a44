/**
 * The reply cache's lifetimes (reply-cache.ts), apart from its code: a page reads the default when a module loads,
 * and the cache's code loads only with the first backend call (react-ui/page-reply-cache.ts, issue 18).
 */

/** How long a module definition is reused when neither the page nor the module says (seconds). */
export const DEFAULT_CACHE_LIFETIME_S = 600;
/** SPEC §9 "Feed: … cache transient 1200": a feed's items are never reused for longer than this (seconds). */
export const FEED_CACHE_LIFETIME_S = 1200;
