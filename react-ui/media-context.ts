import { createContext } from 'react';
import { createImageRegistry, type ImageRegistry } from './image-registry.ts';

/** What layers need from their module and page to show media and accessibility attributes. */
export interface LayerMediaEnv {
  readonly images: ImageRegistry;
  /** The module's accessibility flag (SPEC §5: ARIA attributes only when it is on). */
  readonly accessibility: boolean;
}

/** Provided by <Strata> around its layers; layers rendered without it use the page's registries. */
export const LayerMediaContext = createContext<LayerMediaEnv | null>(null);

let page: { images: ImageRegistry } | null = null;

/**
 * The page's image registry, created on first use (never at import, so SSR and tests import this freely). One per
 * page: every module on it shares decoded images. SVG layers' registry is their feature's view (svg-view.ts).
 */
export function pageMedia(): { readonly images: ImageRegistry } {
  page ??= { images: createImageRegistry() };
  return page;
}
