import type { AddOnHooks, StrataApi, StrataRegistry } from './api-types.ts';

export interface RegistryStore extends StrataRegistry {
  add(api: StrataApi, dbid: number | null): () => void;
  /** Calls `fn` for every add-on registered now and each one registered later, until the returned function runs. */
  eachAddOn(fn: (slug: string, hooks: AddOnHooks) => void): () => void;
}

const KEY = 'strata';

/**
 * `window.strata` (created on first use, shared by every module on the page) and, for pages written
 * for SR7, `window["revapi" + id]` with SR7's method names (FORMAT.md §3).
 */
export function registerApi(global: Record<string, unknown>, api: StrataApi, dbid: number | null, sr7Api: object): () => void {
  const registry = ensureRegistry(global);
  const removeEntry = registry.add(api, dbid);
  const revapiKey = dbid === null ? null : `revapi${dbid}`;
  if (revapiKey) global[revapiKey] = sr7Api;
  return () => {
    removeEntry();
    if (revapiKey && global[revapiKey] === sr7Api) delete global[revapiKey];
  };
}

/** Runs `fn` for every add-on registered on `window.strata` now and later (engine/runtime/addon-hooks.ts). */
export function watchAddOns(global: Record<string, unknown>, fn: (slug: string, hooks: AddOnHooks) => void): () => void {
  // A registry made by another Strata build on the page may not know add-ons: nothing to watch then.
  return ensureRegistry(global).eachAddOn?.(fn) ?? (() => {});
}

/** The page's `window.strata`, made on first use. */
export function ensureRegistry(global: Record<string, unknown>): RegistryStore {
  let registry = global[KEY] as RegistryStore | undefined;
  if (!registry || typeof registry.add !== 'function') {
    // An add-on script that ran before Strata declares itself as SR7 add-ons do (`SR7.A[slug] = {…}`):
    // `(window.strata ??= {}).addOns ??= {}` then `window.strata.addOns[slug] = hooks`. Those are registered below.
    const declared = (registry as { addOns?: unknown } | undefined)?.addOns;
    const entries = new Map<StrataApi, number | null>();
    const addOns = new Map<string, AddOnHooks>();
    const addOnWatchers = new Set<(slug: string, hooks: AddOnHooks) => void>();
    registry = {
      get(idOrAlias) {
        const wanted = String(idOrAlias);
        for (const [entry, id] of entries) if (entry.id === wanted || entry.alias === wanted || String(id) === wanted) return entry;
        return undefined;
      },
      list: () => [...entries.keys()],
      add(entry, id) {
        entries.set(entry, id);
        return () => entries.delete(entry);
      },
      registerAddOn(slug, hooks) {
        if (typeof slug !== 'string' || slug.trim() === '') throw new TypeError(`strata.registerAddOn: the slug must be a non-empty string, got ${JSON.stringify(slug)}`);
        if (typeof hooks !== 'object' || hooks === null) throw new TypeError(`strata.registerAddOn("${slug}"): hooks must be an object such as {prepareSlide(slide) {…}}`);
        addOns.set(slug, hooks);
        for (const watch of [...addOnWatchers]) watch(slug, hooks);
        return () => {
          if (addOns.get(slug) === hooks) addOns.delete(slug);
        };
      },
      eachAddOn(fn) {
        addOnWatchers.add(fn);
        for (const [slug, hooks] of addOns) fn(slug, hooks);
        return () => addOnWatchers.delete(fn);
      },
    };
    global[KEY] = registry;
    if (typeof declared === 'object' && declared !== null) {
      // Only well-formed declarations: a stray value must not stop the module that created the registry.
      for (const [slug, hooks] of Object.entries(declared)) if (slug.trim() && typeof hooks === 'object' && hooks !== null) registry.registerAddOn(slug, hooks as AddOnHooks);
    }
  }
  return registry;
}

/** SR7's `revapi` method names mapped onto the Strata API (FORMAT.md §3). */
export function createSr7Api(api: StrataApi, element: () => unknown) {
  const self = {
    id: api.id,
    get element() {
      return element();
    },
    on: (event: string, fn: (detail: unknown) => void) => (api.on(event as 'ready', fn), self),
    bind: (event: string, fn: (detail: unknown) => void) => self.on(event, fn),
    off: (event: string, fn: (detail: unknown) => void) => (api.off(event as 'ready', fn), self),
    unbind: (event: string, fn: (detail: unknown) => void) => self.off(event, fn),
    start: () => api.start(),
    pause: () => api.pause(),
    forcedPause: () => api.pause(),
    resume: () => api.resume(),
    nextSlide: () => api.next(),
    prevSlide: () => api.prev(),
    // SR7's showSlide(n) treats every n but 'first' | 'last' | 'random' as a slide KEY (keys are often
    // numeric, e.g. "466"), whereas api.show reads digits as an index: so keys are made explicit here.
    showSlide: (n: string | number | [string]) =>
      api.show(Array.isArray(n) ? `#${n[0]}` : ['first', 'last', 'random'].includes(String(n)) || /^[#+-]/.test(String(n)) ? String(n) : `#${n}`),
    currentSlide: () => api.current(),
    maxSlide: () => api.max(),
    lastSlide: () => api.max(),
    removeSlide: (key: string) => api.remove(key),
    redraw: () => api.redraw(),
    scroll: (offset?: number, speed?: number, ease?: string) => api.scroll(offset, speed, ease),
    kill: () => api.kill(),
    playScene: (layerId: string | number, scene: string) => api.playScene(String(layerId), scene),
    goToFrame: ({ layerid, frame }: { layerid: string | number; frame: string }) => api.playScene(String(layerid), frame),
    getRSVersion: () => '7.0.0',
  };
  return self;
}
