/**
 * One image registry per page (SPEC §7 "Images load through an image registry"), shared by every module
 * through the Strata context: each absolute URL is fetched and decoded once, and layers show an image
 * only after it is decoded, so no layer ever paints half an image. A failed URL is remembered too: the
 * layer keeps its box without the image (SPEC §8 "Image load error → falls back to positioning without
 * an image") and the page logs one warning per URL, not one per layer or per retry.
 */

/** SPEC §4 layer image flags, plus the error outcome. */
export type ImageState = 'pending' | 'loading' | 'done' | 'error';

export interface ImageResult {
  readonly ok: boolean;
  /** Natural size in px (0 × 0 on error). */
  readonly width: number;
  readonly height: number;
}

/** The part of HTMLImageElement the registry uses (tests pass a fake). */
export interface ImageLike {
  src: string;
  decoding?: string;
  readonly naturalWidth: number;
  readonly naturalHeight: number;
  onload: ((this: unknown, ev: unknown) => unknown) | null;
  onerror: ((this: unknown, ev: unknown) => unknown) | null;
  decode?: () => Promise<void>;
}

export interface ImageRegistryOptions {
  /** Makes an image element; default `new Image()` (so importing this module touches no DOM). */
  readonly createImage?: () => ImageLike;
  /** Base for relative URLs (dedupe is by absolute URL); default `document.baseURI` when there is one. */
  readonly baseUrl?: string;
  /** Where the one warning per failed URL goes; default `console.warn`. */
  readonly warn?: (message: string) => void;
}

export interface ImageRegistry {
  /** Loads and decodes `url` once; every caller of the same absolute URL gets the same promise. Never rejects. */
  load(url: string): Promise<ImageResult>;
  /** 'pending' for a URL nobody asked for yet. */
  state(url: string): ImageState;
  /** The settled result, or undefined while pending or loading. */
  peek(url: string): ImageResult | undefined;
  /** Stops loads in flight (they resolve as failed) and forgets every URL; idempotent. */
  destroy(): void;
}

interface Entry {
  state: ImageState;
  result: ImageResult | undefined;
  promise: Promise<ImageResult>;
  cancel: () => void;
}

const FAILED: ImageResult = { ok: false, width: 0, height: 0 };

export function createImageRegistry(options: ImageRegistryOptions = {}): ImageRegistry {
  const createImage = options.createImage ?? (() => new Image() as unknown as ImageLike);
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

  function start(key: string): Entry {
    const image = createImage();
    const entry: Entry = { state: 'loading', result: undefined, promise: Promise.resolve(FAILED), cancel: () => {} };
    entry.promise = new Promise<ImageResult>((resolve) => {
      const settle = (result: ImageResult) => {
        if (entry.result !== undefined) return;
        image.onload = null;
        image.onerror = null;
        entry.result = result;
        entry.state = result.ok ? 'done' : 'error';
        if (!result.ok && !destroyed) warn(`[strata] image could not be loaded: ${key}`);
        resolve(result);
      };
      entry.cancel = () => {
        if (entry.result !== undefined) return;
        settle(FAILED);
        image.src = '';
      };
      const loaded = () => settle({ ok: true, width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => settle(FAILED);
      image.onload = () => {
        // decode() after load resolves once the pixels are ready to paint; a decode failure of an image
        // that did load (e.g. a very large one) still shows it, as the browser would.
        if (typeof image.decode === 'function') image.decode().then(loaded, loaded);
        else loaded();
      };
      image.decoding = 'async';
      image.src = key;
    });
    return entry;
  }

  return {
    load(url) {
      if (destroyed) return Promise.resolve(FAILED);
      const key = absolute(url);
      let entry = entries.get(key);
      if (!entry) {
        entry = start(key);
        entries.set(key, entry);
      }
      return entry.promise;
    },
    state(url) {
      return entries.get(absolute(url))?.state ?? 'pending';
    },
    peek(url) {
      return entries.get(absolute(url))?.result;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      // Loads in flight settle as failed (without a warning), so nothing awaits forever.
      for (const entry of entries.values()) entry.cancel();
      entries.clear();
    },
  };
}
