/**
 * The modal controller's loader on a page: get_modal_settings then get_full_slider_object (engine/load),
 * with the page's backend addresses and its one add-on registry (page-loading.ts).
 */
import type { Endpoints, ModalLoader } from '../engine/index.ts';
import { fetchModalSettings } from '../engine/load/backend.ts';
import { loadModule } from '../engine/load/load-module.ts';
import { pageLoadDeps } from './page-loading.ts';

export function createPageModalLoader(endpoints?: Endpoints): ModalLoader {
  // Read at call time: a page may set SR7.E.resturl after the host was created.
  const deps = () => pageLoadDeps(document.baseURI, endpoints);
  return {
    settings: (ref) => fetchModalSettings(ref, deps()),
    module: (ref) => loadModule({ remote: true, ...ref }, deps()),
  };
}
