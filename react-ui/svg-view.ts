/**
 * SVG layers' code (the `svg` feature's view, feature-views.ts): the page's SVG registry, which fetches and inlines
 * each file once (svg-registry.ts). A module without an SVG layer never loads it (issue 18).
 */
import { createSvgRegistry, type SvgRegistry } from './svg-registry.ts';

let page: SvgRegistry | null = null;

/** The page's SVG registry, created on first use (never at import): every module on the page shares its files. */
export function pageSvgs(): SvgRegistry {
  page ??= createSvgRegistry();
  return page;
}
