/** Loading (DESIGN.md "engine/load"): sources, backend calls, JSON repair, add-ons, lazy slides, feeds. */
export { loadModule, isRemoteRef, type LoadedModule, type ModuleLoadDeps } from './load-module.ts';
export { fetchFullSliderObject, fetchStreamData, fetchModalSettings, type ModuleQuery } from './backend.ts';
export { ModuleLoadError, dbIdOf, type LoadDeps } from './transport.ts';
export { parseJsonLenient, JsonRepairError } from './repair-json.ts';
export { createAddOnRegistry, readAddOns, type AddOnRegistry, type AddOnLoaders } from './addons.ts';
export { createSlideFetcher } from './slide-fetcher.ts';
export type * from './types.ts';
export { FEED_KINDS, STREAM_COUNT_DEFAULT, STREAM_COUNT_MAX, EXCERPT_WORDS_DEFAULT } from './types.ts';
