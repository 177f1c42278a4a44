/**
 * Add-on resources named in a get_full_slider_object reply (SPEC §7 "Add-on resources are registered from the
 * response"): registered by handle and loaded once per page, however many modules name them.
 */
import { isRecord } from '../model/read.ts';
import type { AddOnResource } from './types.ts';

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
