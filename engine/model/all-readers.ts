/**
 * Every feature reader (feature-readers.ts), for the normalizer that reads any module at once (normalize.ts: the
 * engine's normalizeModule, server rendering, tests). A browser page loads only the ones a module needs.
 */
import type { FeatureReaders } from './feature-readers.ts';
import { MEDIA_FILTERS } from './media-filters.ts';
import { normalizeActions } from './normalize-actions.ts';
import { readCarousel } from './normalize-carousel.ts';
import { readLayerEditor, readModuleEditor, readSlideEditor } from './normalize-editor.ts';
import { readBackgroundVideo, readLayerMedia } from './normalize-media.ts';
import { readLayerModifiers, readModuleModifiers } from './normalize-mod.ts';
import { readSlidePan } from './normalize-pan.ts';
import { readSlideAcc } from './normalize-slide-acc.ts';
import { readProgressBar, readScrubber, readTabs, readThumbs } from './normalize-nav-elements.ts';
import { TRANSITION_PRESET_NAMES } from './transition-names.ts';
import { sanitizeHtml } from './sanitize.ts';

export const ALL_READERS: Required<FeatureReaders> = {
  media: { readLayerMedia, readBackgroundVideo },
  pan: { readSlidePan },
  actions: { normalizeActions },
  carousel: { readCarousel },
  editor: { readModuleEditor, readSlideEditor, readLayerEditor },
  modifiers: { readLayerModifiers, readModuleModifiers },
  acc: { readSlideAcc },
  filters: { MEDIA_FILTERS },
  navLists: { readTabs, readThumbs, readScrubber, readProgressBar },
  presetNames: { TRANSITION_PRESET_NAMES },
  markup: { sanitizeHtml },
};
