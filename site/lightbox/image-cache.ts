/**
 * Image loading shared by the shown item and the preloader (Magnific's `_preloadItem` creates the item's <img>
 * ahead of time and the image type reuses it). One <img> per URL per popup session: a preloaded image is shown
 * without a second request, and one that failed while preloading shows its error at once.
 */

export type ImageState = 'loading' | 'loaded' | 'error';

export interface CachedImage {
  readonly img: HTMLImageElement;
  readonly state: ImageState;
  /** Calls `fn` once the image has loaded or failed (at once if it already has); returns an unsubscribe. */
  whenSettled(fn: (state: Exclude<ImageState, 'loading'>) => void): () => void;
}

export interface ImageCache {
  get(src: string): CachedImage;
  /** Forgets every image and stops pending loads. */
  clear(): void;
}

export function createImageCache(doc: Document): ImageCache {
  const entries = new Map<string, CachedImage & { img: HTMLImageElement }>();

  const create = (src: string): CachedImage => {
    const img = doc.createElement('img');
    img.className = 'mfp-img';
    img.decoding = 'async';
    let state: ImageState = 'loading';
    const waiting = new Set<(s: Exclude<ImageState, 'loading'>) => void>();
    const settle = (s: Exclude<ImageState, 'loading'>) => {
      state = s;
      for (const fn of [...waiting]) fn(s);
      waiting.clear();
    };
    img.addEventListener('load', () => settle('loaded'), { once: true });
    img.addEventListener('error', () => settle('error'), { once: true });
    img.src = src;
    return {
      img,
      get state() {
        return state;
      },
      whenSettled(fn) {
        if (state !== 'loading') {
          fn(state);
          return () => {};
        }
        waiting.add(fn);
        return () => waiting.delete(fn);
      },
    };
  };

  return {
    get(src) {
      let entry = entries.get(src);
      if (!entry) {
        entry = create(src) as CachedImage & { img: HTMLImageElement };
        entries.set(src, entry);
      }
      return entry;
    },
    clear() {
      // An empty src stops a pending download; the elements are left to the garbage collector.
      for (const entry of entries.values()) if (entry.state === 'loading') entry.img.removeAttribute('src');
      entries.clear();
    },
  };
}
