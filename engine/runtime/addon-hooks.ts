import type { SlideModel } from '../model/types.ts';
import type { StrataApi } from './api-types.ts';
import { watchAddOns } from './registry.ts';

export interface AddOnHookDeps {
  readonly global: Record<string, unknown>;
  readonly api: StrataApi;
  /** Every slide of the module, static slides included. */
  readonly slides: readonly SlideModel[];
  readonly log: Pick<Console, 'error'>;
}

/**
 * Slide add-ons (SPEC §3 slide `addOns`; SR7 calls `SR7.A[slug].prepareSlide(id, key)` for each slug a slide
 * names): whenever an add-on is registered on `window.strata` — before or after this module was created — its
 * `prepareSlide` runs once for each slide that names its slug, with that slide's settings. A hook that throws is
 * named in the console and the module goes on. Returns the destroy: it stops listening and runs the cleanups
 * the hooks returned (once).
 */
export function prepareSlideAddOns(deps: AddOnHookDeps): () => void {
  const { api, log } = deps;
  const named = deps.slides.filter((slide) => slide.addOns && Object.keys(slide.addOns).length > 0);
  if (named.length === 0) return () => {};
  const prepared = new Set<string>();
  const cleanups: (() => void)[] = [];
  const run = (slug: string, label: string, fn: () => unknown): unknown => {
    try {
      return fn();
    } catch (error) {
      log.error(`Strata: the ${slug} add-on failed in ${label} (${error instanceof Error ? error.message : String(error)})`);
      return undefined;
    }
  };
  const stop = watchAddOns(deps.global, (slug, hooks) => {
    const prepare = hooks.prepareSlide;
    if (typeof prepare !== 'function') return;
    for (const slide of named) {
      const settings = slide.addOns?.[slug];
      const once = `${slug}\u0000${slide.key}`;
      if (!settings || prepared.has(once)) continue;
      prepared.add(once);
      const label = `prepareSlide for slide ${slide.key}`;
      const cleanup = run(slug, label, () => prepare.call(hooks, { api, slideKey: slide.key, settings }));
      if (typeof cleanup === 'function') cleanups.push(() => run(slug, `the cleanup of slide ${slide.key}`, cleanup as () => unknown));
    }
  });
  let destroyed = false;
  return () => {
    if (destroyed) return;
    destroyed = true;
    stop();
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
