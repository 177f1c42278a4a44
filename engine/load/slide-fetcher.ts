/** MIX lazy mode (FORMAT.md §2): a slide printed with `layers: []` gets its layers by slide id from the backend. */
import { logDiagnostics, type Diagnostic } from '../model/diagnostics.ts';
import type { ModuleModel, SlideModel } from '../model/types.ts';
import type { SlideLoader } from '../runtime/lazy-slides.ts';
import type { LoadDeps } from './load-error.ts';

/**
 * A SlideLoader asking get_full_slider_object for `slideid=<key>`. The alias is preferred over the id: an
 * export's id belongs to the site it came from, its alias is what our database stores it under.
 */
export function createSlideFetcher(model: Pick<ModuleModel, 'defaultSlideLength' | 'fluidDefault'>, origin: { id?: string | number; alias?: string }, deps: LoadDeps): SlideLoader {
  // The backend's calls, and the normalizer with every feature reader (a fetched slide may hold any), load once per
  // fetcher, at its first fetch, not with every module. Every fetch waits on the same import, so fetches go out in the
  // order they were asked for (the next slide before the previous one).
  let code: Promise<[typeof import('./backend.ts'), typeof import('../model/normalize.ts')]> | null = null;
  const late: Diagnostic[] = [];
  return {
    async load(keys): Promise<readonly SlideModel[]> {
      const [{ fetchFullSliderObject }, { normalizeSlides }] = await (code ??= Promise.all([import('./backend.ts'), import('../model/normalize.ts')]));
      const reply = await fetchFullSliderObject({ alias: origin.alias, id: origin.alias ? undefined : origin.id, slideIds: keys }, deps);
      const name = `${origin.alias ?? origin.id ?? 'module'} (slide ${keys.join(', ')})`;
      return normalizeSlides({ slides: reply.slides ?? {} }, {
        ...model,
        onDiagnostics: (list) => {
          late.push(...list);
          logDiagnostics(name, list, deps.log);
        },
      });
    },
    diagnostics: () => late,
  };
}
