/**
 * Add-on resources named in a get_full_slider_object reply (SPEC §7 "Add-on resources are registered from the
 * response"): registered by handle and loaded once per page, however many modules name them. This code loads only
 * for a module that names some (load-module.ts, react-ui/page-loading.ts).
 */
import { isRecord } from '../model/read.ts';
import type { AddOnResource } from './types.ts';
import { originOf } from './origin.ts';

export { originOf };

const list = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Only http(s) and relative addresses load; `javascript:`/`data:` and other schemes are dropped. */
function safeUrl(url: string, base: string): string | null {
  try {
    const resolved = new URL(url.trim(), base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/**
 * The add-ons of a reply, in any of the shapes PHP writes: `[]`, `{handle: {js, css}}`, `{handle: true}`,
 * `["handle", …]` or `[{handle|name, js, css}]`. Relative addresses resolve against `base`.
 */
export function readAddOns(raw: unknown, base: string): AddOnResource[] {
  const entries: Array<[string, unknown]> = Array.isArray(raw)
    ? raw.map((item, i): [string, unknown] => (typeof item === 'string' ? [item, null] : [isRecord(item) ? String(item.handle ?? item.name ?? i) : String(i), item]))
    : isRecord(raw)
      ? Object.entries(raw)
      : [];
  return entries.map(([handle, value]) => {
    const rec = isRecord(value) ? value : {};
    const urls = (key: string) => list(rec[key]).flatMap((u) => safeUrl(u, base) ?? []);
    return { handle, js: urls('js'), css: urls('css') };
  });
}

/**
 * Who may make this page run an add-on's script or load its stylesheet (issue 19: a module is data, and data from a
 * stranger must not run code on the page's origin).
 */
export interface AddOnPolicy {
  /** Origins that may serve add-on resources: the page's own and those the page allows (`strataConfig.addOnOrigins`). */
  readonly origins: readonly string[];
  /**
   * Why this module may load none at all, or null when it may: it came from the visitor (pasted, dropped, uploaded),
   * or from an origin the page did not allow.
   */
  readonly refusal: string | null;
}

/**
 * The add-ons a policy lets through, each with only its allowed addresses; every address held back is named in one
 * console line, so a site owner sees why an effect is missing.
 */
export function allowedAddOns(addOns: readonly AddOnResource[], policy: AddOnPolicy, log: Pick<Console, 'warn'>): AddOnResource[] {
  const allowed = new Set(policy.origins);
  return addOns.map((addOn) => {
    const keep = (url: string) => {
      const reason = policy.refusal ?? (allowed.has(originOf(url) ?? '') ? null : `${originOf(url) ?? url} is not an allowed add-on origin (strataConfig.addOnOrigins)`);
      if (reason) log.warn(`[strata] add-on ${addOn.handle}: ${url} not loaded: ${reason}`);
      return reason === null;
    };
    return { handle: addOn.handle, js: addOn.js.filter(keep), css: addOn.css.filter(keep) };
  });
}

export interface AddOnRegistry {
  /** Loads every resource not loaded yet; resolves when all of `addOns` are in. Rejects naming the failing address. */
  require(addOns: readonly AddOnResource[]): Promise<void>;
  /** Handles registered so far. */
  handles(): string[];
}

export interface AddOnLoaders {
  loadScript(url: string): Promise<void>;
  loadStyle(url: string): Promise<void>;
}

export function createAddOnRegistry(loaders: AddOnLoaders): AddOnRegistry {
  const loads = new Map<string, Promise<void>>();
  const registered = new Set<string>();
  const once = (url: string, kind: 'js' | 'css', handle: string) => {
    let pending = loads.get(url);
    if (!pending) {
      pending = (kind === 'js' ? loaders.loadScript(url) : loaders.loadStyle(url)).catch((error: unknown) => {
        // A failed address may be retried by the next module that names it.
        loads.delete(url);
        throw new Error(`add-on ${handle}: ${url} failed to load${error instanceof Error && error.message ? ` (${error.message})` : ''}`);
      });
      loads.set(url, pending);
    }
    return pending;
  };
  return {
    async require(addOns) {
      const pending: Promise<void>[] = [];
      for (const addOn of addOns) {
        registered.add(addOn.handle);
        for (const url of addOn.css) pending.push(once(url, 'css', addOn.handle));
        for (const url of addOn.js) pending.push(once(url, 'js', addOn.handle));
      }
      await Promise.all(pending);
    },
    handles: () => [...registered],
  };
}
