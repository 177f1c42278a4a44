/**
 * The DOM side of SR7's `mF` media filters (engine/model/media-filters.ts): the classes of a filtered element, here;
 * their stylesheet (media-filter-css.ts) is the `filters` feature's view code, loaded with the table the normalizer
 * reads the names against (feature-views.ts). Classes are scoped (`strata-mf-<name>`) so a page's own `.aden` or
 * `.moon` never collides with them.
 */
import type { ModuleModel } from '../engine/index.ts';

/** The classes a filtered element gets: a model's look is one of the table's (the normalizer read it against it). */
export function mediaFilterClass(name: string | null | undefined): string {
  return name ? `strata-mf strata-mf-${name}` : '';
}

/** Whether any layer or slide background of the module has a media filter. */
export function usesMediaFilters(model: Pick<ModuleModel, 'slides' | 'staticSlides'>): boolean {
  return [...model.slides, ...model.staticSlides].some((slide) => !!slide.background.filter || slide.layers.some((layer) => layer.mediaFilter));
}
