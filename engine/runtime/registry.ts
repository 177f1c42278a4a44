import type { StrataApi, StrataRegistry } from './api-types.ts';

interface RegistryStore extends StrataRegistry {
  add(api: StrataApi, dbid: number | null): () => void;
}

const KEY = 'strata';

/**
 * `window.strata` (created on first use, shared by every module on the page) and, for pages written
 * for SR7, `window["revapi" + id]` with SR7's method names (FORMAT.md §3).
 */
export function registerApi(global: Record<string, unknown>, api: StrataApi, dbid: number | null, sr7Api: object): () => void {
  let registry = global[KEY] as RegistryStore | undefined;
  if (!registry || typeof registry.add !== 'function') {
    const entries = new Map<StrataApi, number | null>();
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
    };
    global[KEY] = registry;
  }
  const removeEntry = registry.add(api, dbid);
  const revapiKey = dbid === null ? null : `revapi${dbid}`;
  if (revapiKey) global[revapiKey] = sr7Api;
  return () => {
    removeEntry();
    if (revapiKey && global[revapiKey] === sr7Api) delete global[revapiKey];
  };
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
