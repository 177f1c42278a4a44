import type { ModuleModel } from '../model/types.ts';

/**
 * Whether the module can play media: a background video or a video/audio layer on any slide, or slides whose layers
 * arrive later (MIX lazy slides) and may bring some. The media coordinator's code loads only then (issue 18).
 */
export function usesMedia(model: Pick<ModuleModel, 'slides' | 'staticSlides'>): boolean {
  return [...model.slides, ...model.staticSlides].some((slide) => (slide.lazy && !slide.deferred) || slide.background.video !== null || slide.layers.some((layer) => !!layer.media && layer.media.src !== ''));
}
