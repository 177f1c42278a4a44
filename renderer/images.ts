/**
 * Decoded images, shared by every module on the page: one request per URL, decoded before use, and a
 * failure resolves to null (SPEC §8: an image load error falls back to positioning without the image).
 */
export interface ImageCache {
  load(url: string): Promise<HTMLImageElement | null>;
  clear(): void;
}

export function createImageCache(log: Pick<Console, 'warn'> = console): ImageCache {
  const pending = new Map<string, Promise<HTMLImageElement | null>>();
  return {
    load(url) {
      let entry = pending.get(url);
      if (!entry) {
        entry = new Promise<HTMLImageElement | null>((resolve) => {
          const image = new Image();
          image.crossOrigin = 'anonymous';
          image.decoding = 'async';
          image.onload = () => {
            image.decode().then(
              () => resolve(image),
              () => resolve(image),
            );
          };
          image.onerror = () => {
            log.warn(`[strata] background image could not be loaded: ${url} (showing the slide colour instead)`);
            resolve(null);
          };
          image.src = url;
        });
        pending.set(url, entry);
      }
      return entry;
    },
    clear: () => pending.clear(),
  };
}
