import type { CSSProperties } from 'react';
import type { ImageFill } from '../engine/index.ts';

/** A CSS `url("…")` for an address; a quote in it is escaped so it cannot end the string early. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/"/g, '%22')}")`;
}

/** The background properties that draw an image fill whose address is `url` (already resolved). */
export function imageFillStyle(fill: ImageFill, url: string): CSSProperties {
  return { backgroundImage: cssUrl(url), backgroundSize: fill.size, backgroundPosition: fill.position, backgroundRepeat: fill.repeat };
}
