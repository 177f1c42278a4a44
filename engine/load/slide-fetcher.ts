/** MIX lazy mode (FORMAT.md §2): a slide printed with `layers: []` gets its layers by slide id from the backend. */
import { normalizeSlides } from '../model/normalize.ts';
import { logDiagnostics } from '../model/diagnostics.ts';
import type { ModuleModel, SlideModel } from '../model/types.ts';
import type { SlideLoader } from '../runtime/lazy-slides.ts';
import type { LoadDeps } from './load-error.ts';

/**
 * A SlideLoader asking get_full_slider_object for `slideid=<key>`. The alias is preferred over the id: an
 * export's id belongs to the site it came from, its alias is what our database stores it under.
 */
export function createSlideFetcher(model: Pick<ModuleModel, 'defaultSlideLength' | 'fluidDefault'>, origin: { id?: string | number; alias?: string }, deps: LoadDeps): SlideLoader {
  return {
    async load(keys): Promise<readonly SlideModel[]> {
      // The backend's calls load with the first lazy slide a visitor reaches, not with the module.
      const { fetchFullSliderObject } = await import('./backend.ts');
      const reply = await fetchFullSliderObject({ alias: origin.alias, id: origin.alias ? undefined : origin.id, slideIds: keys }, deps);
      const name = `${origin.alias ?? origin.id ?? 'module'} (slide ${keys.join(', ')})`;
      return normalizeSlides({ slides: reply.slides ?? {} }, { ...model, onDiagnostics: (list) => logDiagnostics(name, list, deps.log) });
    },
  };
}
