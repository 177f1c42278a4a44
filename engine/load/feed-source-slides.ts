/**
 * The slides of other modules that feed items want to be rendered with (SPEC §3 "Feed item": sourceModuleId,
 * sourceSlideId, sourceModuleEngine; §7 "get_full_slider_object is used to load … a feed item's source
 * module"). Each distinct source slide is fetched once, before the stream becomes slides.
 */
import { isRecord } from '../model/read.ts';
import { fetchFullSliderObject } from './backend.ts';
import { feedSourceRefs, type FeedSourceRef } from './feed-slides.ts';
import type { LoadDeps } from './load-error.ts';
import type { FeedItem } from './types.ts';
import { engineVersionOf, readV6V7Ids, v7SlideIdOf } from './v6v7ids.ts';

/** Source slide entries (`{slide, layers}`) by `moduleId/slideId` as the items name them. */
export type SourceSlides = ReadonlyMap<string, unknown>;

export const sourceSlideKey = (moduleId: string, slideId: string): string => `${moduleId}/${slideId}`;

/**
 * The entry of a get_full_slider_object reply that is the slide the item asked for. An SR6 source module
 * (engine 6) is named by its SR6 slide id, which the reply's `v6v7ids` turns into the SR7 id its slides are
 * keyed by (SR7 `fixSR6IDs`); then the slide keyed (or id'd) so; a reply holding a single slide is that slide.
 */
export function pickSourceSlide(reply: unknown, ref: FeedSourceRef): unknown {
  if (!isRecord(reply) || !isRecord(reply.slides)) return undefined;
  const slides = reply.slides;
  const wanted = engineVersionOf(ref.engine ?? 7) === 6 ? v7SlideIdOf(readV6V7Ids(reply.v6v7ids), ref.slideId) : ref.slideId;
  if (Object.hasOwn(slides, wanted)) return slides[wanted];
  const byId = Object.values(slides).find((entry) => isRecord(entry) && entry.id !== undefined && String(entry.id) === wanted);
  if (byId !== undefined) return byId;
  const all = Object.values(slides);
  return all.length === 1 ? all[0] : undefined;
}

/**
 * Fetches the source slides of the first `limit` items (those the stream will show), in parallel. A source
 * that cannot be fetched is logged and left out: its items use the module's own template slide.
 */
export async function fetchSourceSlides(items: readonly FeedItem[], limit: number, deps: LoadDeps): Promise<SourceSlides> {
  const found = new Map<string, unknown>();
  await Promise.all(
    feedSourceRefs(items, limit).map(async (ref) => {
      const { moduleId, slideId, engine } = ref;
      try {
        const reply = await fetchFullSliderObject({ id: moduleId, slideIds: [slideId], engine }, deps);
        const entry = pickSourceSlide(reply, ref);
        if (entry === undefined) throw new Error('the reply holds no such slide');
        found.set(sourceSlideKey(moduleId, slideId), entry);
      } catch (error) {
        deps.log.warn(`[strata] feed item source slide ${moduleId}/${slideId}: ${(error as Error).message}; the module's own slide is used`);
      }
    }),
  );
  return found;
}
