/**
 * SVG layers are fetched and inlined (SPEC §7). Next to the image registry, one per page: each absolute
 * URL is fetched once and sanitized once (svg-sanitize.ts); every layer showing it shares the promise.
 * SPEC §8 "SVG fetch empty → svg marked failed": an empty body, a non-2xx answer, a network error or a
 * file without an <svg> element all give `{ok: false}`.
 */

/** SPEC §4 svg flags. */
export type SvgState = 'loading' | 'loaded' | 'failed';

export type SvgResult = { readonly ok: true; readonly markup: string } | { readonly ok: false; readonly reason: string };

/** The part of `fetch` the registry uses. */
export type SvgFetch = (url: string) => Promise<{ readonly ok: boolean; readonly status: number; text(): Promise<string> }>;

export interface SvgRegistryOptions {
  /** Default `globalThis.fetch`, looked up when a load starts (never at import). */
  readonly fetch?: SvgFetch;
  /** Base for relative URLs (dedupe is by absolute URL); default `document.baseURI` when there is one. */
  readonly baseUrl?: string;
  /** Where the one warning per failed URL goes; default `console.warn`. */
  readonly warn?: (message: string) => void;
}

export interface SvgRegistry {
  /** Fetches and sanitizes `url` once; the returned markup fills its box (width/height 100%). Never rejects. */
  load(url: string): Promise<SvgResult>;
  /** 'loading' also for a URL nobody asked for yet. */
  state(url: string): SvgState;
  /** The settled result, or undefined while loading. */
  peek(url: string): SvgResult | undefined;
  /** Forgets every URL; results still in flight resolve as failed. Idempotent. */
  destroy(): void;
}

interface Entry {
  result: SvgResult | undefined;
  promise: Promise<SvgResult>;
}

export function createSvgRegistry(options: SvgRegistryOptions = {}): SvgRegistry {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const entries = new Map<string, Entry>();
  let destroyed = false;

  const absolute = (url: string): string => {
    const base = options.baseUrl ?? (typeof document !== 'undefined' ? document.baseURI : undefined);
    try {
      return new URL(url, base).href;
    } catch {
      return url;
    }
  };

  async function fetchSvg(key: string): Promise<SvgResult> {
    const doFetch = options.fetch ?? (globalThis.fetch as unknown as SvgFetch);
    try {
      // The sanitizer loads with the first SVG layer, beside the file itself (a module without one never fetches it).
      const [response, { sanitizeSvg }] = await Promise.all([doFetch(key), import('./svg-sanitize.ts')]);
      if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
      const text = await response.text();
      if (text.trim() === '') return { ok: false, reason: 'empty file' };
      const markup = sanitizeSvg(text, { fill: true });
      return markup === '' ? { ok: false, reason: 'no <svg> element' } : { ok: true, markup };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  return {
    load(url) {
      const key = absolute(url);
      const known = entries.get(key);
      if (known) return known.promise;
      if (destroyed) return Promise.resolve({ ok: false, reason: 'registry destroyed' });
      const entry: Entry = { result: undefined, promise: Promise.resolve({ ok: false, reason: '' }) };
      entry.promise = fetchSvg(key).then((result) => {
        if (destroyed) return { ok: false, reason: 'registry destroyed' };
        entry.result = result;
        if (!result.ok) warn(`[strata] svg could not be loaded (${result.reason}): ${key}`);
        return result;
      });
      entries.set(key, entry);
      return entry.promise;
    },
    state(url) {
      const result = entries.get(absolute(url))?.result;
      return result === undefined ? 'loading' : result.ok ? 'loaded' : 'failed';
    },
    peek(url) {
      return entries.get(absolute(url))?.result;
    },
    destroy() {
      destroyed = true;
      entries.clear();
    },
  };
}
