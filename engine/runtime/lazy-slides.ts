/**
 * MIX lazy slides at run time (SPEC §4 "Slide preparation map: preparing, then true"): a slide whose layers
 * were not printed is completed through a SlideLoader before it is shown, and while its neighbours preload.
 * Each key is fetched once at a time; a failure is logged and the slide shows without layers (retried on its
 * next visit unless the backend said it has no such slide), so a broken backend never blocks navigation.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import type { SlideModel } from '../model/types.ts';
import type { SliderStore } from './store.ts';

/** Fetches the full slides for these keys (engine/load/slide-fetcher.ts over the backend). */
export interface SlideLoader {
  load(keys: readonly string[]): Promise<readonly SlideModel[]>;
  /** Values of the slides it loaded that were not understood, as they came (api.diagnostics() lists them too). */
  diagnostics?(): readonly Diagnostic[];
}

export interface LazySlidesDeps {
  readonly store: SliderStore;
  readonly loader: SlideLoader | null;
  /** Resolves once the view has rendered the slide's new layers (LayerHost.whenRendered). */
  readonly rendered: (key: string) => Promise<void>;
  readonly log: Pick<Console, 'error'>;
  readonly alias: string;
}

export interface LazySlides {
  /** Resolves when the slide is complete (or its fetch failed); at once for slides that are not lazy. */
  ensure(key: string): Promise<void>;
  /** Whether showing this slide must wait for a fetch. */
  pending(key: string): boolean;
  destroy(): void;
}

export function createLazySlides(deps: LazySlidesDeps): LazySlides {
  const inflight = new Map<string, Promise<void>>();
  let destroyed = false;
  const slideOf = (key: string) => deps.store.getState().slides.find((slide) => slide.key === key);

  function replace(loaded: SlideModel): void {
    const slides = deps.store.getState().slides;
    deps.store.setState({ slides: slides.map((slide) => (slide.key === loaded.key ? { ...loaded, lazy: false } : slide)) });
  }

  async function fetchSlide(key: string, slide: SlideModel): Promise<void> {
    try {
      const loaded = (await (deps.loader as SlideLoader).load([key])).find((candidate) => candidate.key === key);
      if (destroyed) return;
      // A reply without the slide still completes it: the backend says it has no layers.
      replace(loaded ?? { ...slide, lazy: false });
      await deps.rendered(key);
    } catch (error) {
      // `reported`: the backend answered that it has no such module or slide (success false) and the SPEC §8
      // line is logged already; asking again cannot help, so the slide shows as it is from now on.
      if ((error as { reported?: unknown }).reported === true) {
        if (!destroyed) replace({ ...slide, lazy: false });
      } else deps.log.error(`[strata] ${deps.alias}: the layers of slide "${key}" could not be loaded: ${(error as Error).message}`);
    } finally {
      inflight.delete(key);
    }
  }

  return {
    ensure(key) {
      const slide = slideOf(key);
      if (destroyed || !slide?.lazy || !deps.loader) return Promise.resolve();
      let running = inflight.get(key);
      if (!running) {
        running = fetchSlide(key, slide);
        inflight.set(key, running);
      }
      return running;
    },
    pending: (key) => !destroyed && !!deps.loader && slideOf(key)?.lazy === true,
    destroy() {
      destroyed = true;
      inflight.clear();
    },
  };
}
