/**
 * The console side of the legacy shim (SPEC §8 "Custom code using the legacy library → deprecation notice
 * logged"): every distinct legacy entry — `revapi.revnext()`, `jQuery(…).revolution()`,
 * `revapi.bind("revolution.slide.onchange")` … — logs ONE notice per page, however often a page's custom code
 * calls it (a slideshow's onchange handler runs every few seconds; its console must not fill up).
 */

/** Every notice starts with this, so a page (or a test) can pick them out of the console. */
export const LEGACY_NOTICE_PREFIX = '[strata] Deprecated:';
/** SR7's own answer to `revapi.wrap()` (FORMAT.md §3), kept word for word. */
export const JQUERY_NOT_SUPPORTED = 'jQuery is not supported';

/** `call` is a legacy entry as a page writes it; `replacement` what Strata offers instead. */
export function deprecationNotice(call: string, replacement: string): string {
  return `${LEGACY_NOTICE_PREFIX} ${call} is the Slider Revolution 6 (jQuery) API; use ${replacement} instead. This notice is logged once per page.`;
}

export function unsupportedNotice(call: string, why: string): string {
  return `${LEGACY_NOTICE_PREFIX} ${call} is the Slider Revolution 6 (jQuery) API and is not supported by Strata (${why}); the call is ignored. This notice is logged once per page.`;
}

export interface LegacyNotices {
  /** Logs that `call` is deprecated, naming its replacement; once per page and call. */
  deprecated(call: string, replacement: string): void;
  /** Logs that `call` has no Strata equivalent; once per page and call. */
  unsupported(call: string, why: string): void;
  /** Logs `message` once per page under `key` (e.g. SR7's "jQuery is not supported"). */
  once(key: string, message: string): void;
}

export function createLegacyNotices(log: Pick<Console, 'warn'>): LegacyNotices {
  const logged = new Set<string>();
  const once = (key: string, message: string) => {
    if (logged.has(key)) return;
    logged.add(key);
    log.warn(message);
  };
  return {
    once,
    deprecated: (call, replacement) => once(call, deprecationNotice(call, replacement)),
    unsupported: (call, why) => once(call, unsupportedNotice(call, why)),
  };
}
