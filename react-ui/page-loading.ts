/**
 * The page's side of engine/load: backend addresses, fetch, one add-on registry per page (its scripts and styles as
 * DOM tags: page-addons.ts, loaded with the first add-on), the reply cache in localStorage (page-reply-cache.ts), and
 * the page's config objects.
 * Created on first use, never at import.
 */
import type { AddOnRegistry, Endpoints, ModuleLoadDeps, ReplyCache } from '../engine/index.ts';
import { chunkFailureMessage } from '../engine/load/lazy-chunk.ts';
import { originOf } from '../engine/load/origin.ts';
import { DEFAULT_CACHE_LIFETIME_S } from '../engine/load/cache-lifetimes.ts';
import { PAGE_BREAKPOINTS } from '../engine/layout/responsive.ts';

/** The page config SR7 pages print (`SR7.E`, FORMAT.md §2): backend addresses and the web-font base. */
export interface Sr7PageConfig {
  readonly resturl?: unknown;
  readonly ajaxurl?: unknown;
  readonly fontBaseUrl?: unknown;
}

/** Strata's own page config (`window.strataConfig`, beside `playerApis` of react-ui/media/api-loader.ts). */
export interface StrataPageConfig {
  /** Seconds backend replies are reused from localStorage (SPEC §9); 0 turns the cache off. */
  readonly cacheLifetime?: unknown;
  /** Where web fonts come from (engine/load/fonts.ts); wins over `SR7.E.fontBaseUrl`. */
  readonly fontBaseUrl?: unknown;
  /** Origins besides the page's own that may serve add-on scripts and styles (engine/load/addons.ts AddOnPolicy). */
  readonly addOnOrigins?: unknown;
  /** Origins besides the page's own that /viewer.html?src= may open modules from. */
  readonly moduleOrigins?: unknown;
  /** The page's responsive breakpoints (px, widest first); wins over `SR7.G.breakPoints`. */
  readonly breakpoints?: unknown;
}

const isBreakpointList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length > 0 && value.length <= 5 && value.every((bp) => typeof bp === 'number' && Number.isFinite(bp) && bp > 0);

/**
 * The page's responsive breakpoints: `strataConfig.breakpoints`, else SR7's `SR7.G.breakPoints` (what a WordPress page
 * prints), else PAGE_BREAKPOINTS. A list that is not 1–5 positive numbers is skipped with one console note.
 */
export function pageBreakpoints(): readonly number[] {
  const sr7 = (window as unknown as { SR7?: { G?: { breakPoints?: unknown } } }).SR7?.G?.breakPoints;
  for (const [name, value] of [['strataConfig.breakpoints', strataPageConfig().breakpoints], ['SR7.G.breakPoints', sr7]] as const) {
    if (value === undefined) continue;
    if (isBreakpointList(value)) return value;
    if (!breakpointsNoted) console.warn(`[strata] ${name}: expected 1 to 5 widths in px, got ${JSON.stringify(value)}; using ${PAGE_BREAKPOINTS.join(', ')}`);
    breakpointsNoted = true;
  }
  return PAGE_BREAKPOINTS;
}
let breakpointsNoted = false;

/** `window.SR7.E`, read at call time: a page may set it after Strata's script ran. */
export function sr7PageConfig(): Sr7PageConfig {
  return (window as unknown as { SR7?: { E?: Sr7PageConfig } }).SR7?.E ?? {};
}

/** `window.strataConfig`, read at call time. */
export function strataPageConfig(): StrataPageConfig {
  return (window as unknown as { strataConfig?: StrataPageConfig }).strataConfig ?? {};
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Our backend's addresses, unless the page says otherwise the way SR7 pages do (`SR7.E.resturl` / `ajaxurl`). */
export function pageEndpoints(override?: Endpoints): Endpoints {
  const config = sr7PageConfig();
  return {
    restUrl: override?.restUrl ?? text(config.resturl) ?? '/wp-json/',
    ajaxUrl: override?.ajaxUrl ?? text(config.ajaxurl) ?? '/wp-admin/admin-ajax.php',
  };
}

let registry: AddOnRegistry | null = null;
let loading: Promise<AddOnRegistry> | null = null;

/**
 * Makes the page's add-on registry: its code (engine/load/addons.ts, and page-addons.ts, which loads scripts and
 * styles with DOM tags) comes with the first module that names an add-on, both in one round trip.
 */
export function loadPageAddOns(): Promise<AddOnRegistry> {
  loading ??= Promise.all([import('./page-addons.ts'), import('../engine/load/addons.ts')]).then(
    ([{ createPageAddOnRegistry }, { createAddOnRegistry }]) => (registry = createPageAddOnRegistry(createAddOnRegistry)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

let page: AddOnRegistry | null = null;

/** The page's add-on registry, shared by every module on it: each script and style loads once per page. */
export function pageAddOns(): AddOnRegistry {
  page ??= {
    require: (addOns) => (registry ? registry.require(addOns) : addOns.length === 0 ? Promise.resolve() : loadPageAddOns().then((loaded) => loaded.require(addOns))),
    handles: () => registry?.handles() ?? [],
  };
  return page;
}

const isSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The cache lifetime in seconds: the module's own (`<Strata cacheLifetime>`), else `window.strataConfig.cacheLifetime`,
 * else DEFAULT_CACHE_LIFETIME_S. A value that is not seconds is reported by name and the next one used: a typo in a
 * setting must not stop the module.
 */
export function pageCacheLifetime(prop?: number): number {
  if (isSeconds(prop)) return prop;
  if (prop !== undefined) console.error(`[strata] cacheLifetime: expected seconds (0 or more), got ${JSON.stringify(prop)}; using the page's lifetime`);
  const value = strataPageConfig().cacheLifetime;
  if (isSeconds(value)) return value;
  if (value !== undefined) console.error(`[strata] strataConfig.cacheLifetime: expected seconds (0 or more), got ${JSON.stringify(value)}; using ${DEFAULT_CACHE_LIFETIME_S}`);
  return DEFAULT_CACHE_LIFETIME_S;
}

/** The origins of a config list (`https://cdn.example`, or full URLs); anything that is not http(s) is left out. */
function originList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list.flatMap((item) => (typeof item === 'string' ? (originOf(item) ?? []) : []));
}

/** The page's own origin, then those `strataConfig.addOnOrigins` and the module's `extra` allow. */
export function pageAddOnOrigins(extra: readonly string[] = []): string[] {
  return [...new Set([window.location.origin, ...originList(strataPageConfig().addOnOrigins), ...originList(extra)])];
}

/** The page's own origin, then those `strataConfig.moduleOrigins` allows (the viewer's `?src=`). */
export function pageModuleOrigins(): string[] {
  return [...new Set([window.location.origin, ...originList(strataPageConfig().moduleOrigins)])];
}

/**
 * The page's reply cache for a lifetime, opened by the first backend call (page-reply-cache.ts): a module given as
 * JSON or fetched as a file never loads its code (issue 18). The lifetime is read now, so a bad one is named at load.
 * One import for the page, so calls waiting for it go on in the order they were made (MIX slides: the next one's
 * fetch before the previous one's). The cache is a convenience: should its code not load, calls go to the network,
 * with one note.
 */
let cacheCode: Promise<typeof import('./page-reply-cache.ts') | null> | null = null;
export const pageCache = (lifetime: number) => (): Promise<ReplyCache | null> =>
  (cacheCode ??= import('./page-reply-cache.ts').then(
    (m) => m,
    (error: unknown) => {
      console.warn(`${chunkFailureMessage('reply-cache', error)}; loading without the cache`);
      return null;
    },
  )).then((m) => m?.pageReplyCache(lifetime) ?? null);

/**
 * Everything engine/load needs on this page. `cacheLifetime`: the module's own lifetime in seconds, if it has one;
 * `addOnOrigins`: origins the module's <Strata> allows for add-on resources beyond the page's.
 */
export function pageLoadDeps(base: string, endpoints?: Endpoints, cacheLifetime?: number, addOnOrigins?: readonly string[]): ModuleLoadDeps {
  return {
    fetch: window.fetch.bind(window),
    base,
    endpoints: pageEndpoints(endpoints),
    log: console,
    addOns: pageAddOns(),
    addOnOrigins: pageAddOnOrigins(addOnOrigins),
    cache: pageCache(pageCacheLifetime(cacheLifetime)),
  };
}
