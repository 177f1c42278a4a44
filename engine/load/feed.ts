/**
 * A feed module's slides from get_stream_data (SPEC §1 feeds, §4 error slide, §8 "Feed could not be Loaded"), loaded
 * on demand by load-module.ts when the module names a source.
 */
import { isRecord } from '../model/read.ts';
import { fetchStreamData } from './backend.ts';
import { errorSlideModule } from './error-slide.ts';
import { streamToModule } from './feed-slides.ts';
import { fetchSourceSlides, sourceSlideKey } from './feed-source-slides.ts';
import { ModuleLoadError, type LoadDeps } from './load-error.ts';
import type { FeedItem, FeedSourceSettings } from './types.ts';

/** The module with its feed's slides, or with the error slide when the stream cannot be had or is empty. */
export async function feedModule(json: Record<string, unknown>, source: FeedSourceSettings, deps: LoadDeps): Promise<Record<string, unknown>> {
  const settings = isRecord(json.settings) ? json.settings : {};
  const dbid = json.id ?? settings.dbid;
  const ids = source.type === 'wp-gallery' && source.ids.length > 0 ? source.ids.join(',') : String(dbid ?? settings.alias ?? '');
  let items: readonly FeedItem[];
  try {
    if (!ids) throw new ModuleLoadError('the module has no id to ask the stream for');
    items = await fetchStreamData(ids, deps);
  } catch (error) {
    deps.log.log(`[strata] Feed could not be Loaded: ${(error as Error).message}`);
    return errorSlideModule(json, source.type);
  }
  if (items.length === 0) return errorSlideModule(json, source.type);
  // Items rendered with another module's slide (feed item source ids): fetch those slides first.
  const sourceSlides = await fetchSourceSlides(items, source.count, deps);
  return streamToModule(json, items, { source, sourceSlide: (moduleId, slideId) => sourceSlides.get(sourceSlideKey(moduleId, slideId)) });
}
