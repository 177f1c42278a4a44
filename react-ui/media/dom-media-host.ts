import type { MediaAdapter, MediaHost, MediaOptions } from '../../engine/media/types.ts';
import type { PlayerApiName, PlayerApis } from './api-loader.ts';
import { loadPlayerApi } from './api-loader.ts';
import type { PlayerHostElement, Timers } from './adapter-kit.ts';
import { createHtml5Adapter, type MediaElementLike } from './html5.ts';
import { createVimeoAdapter } from './vimeo.ts';
import { createYoutubeAdapter } from './youtube.ts';

/** SPEC §8: the media container must appear within about 2 s, "100 ticks of 19 ms". */
export const CONTAINER_TICKS = 100;
export const CONTAINER_TICK_MS = 19;

/** What the host reads from a found element (an Element in the page; a fake in Node tests). */
export interface MediaContainer extends PlayerHostElement {
  readonly tagName: string;
  getAttribute(name: string): string | null;
}

export interface DomMediaHostDeps {
  /** The module root (`[data-strata-module]`). */
  readonly root: { querySelector(selector: string): unknown };
  /** The module alias, for log lines. */
  readonly alias: string;
  readonly log?: Pick<Console, 'error'>;
  readonly loadApi?: <N extends PlayerApiName>(name: N) => Promise<PlayerApis[N]>;
  readonly timers?: Timers;
}

export interface DomMediaHost extends MediaHost {
  /** Stops pending searches (they resolve null) and destroys adapters still being created. Idempotent. */
  destroy(): void;
}

/** `"…"` for an attribute selector (no CSS.escape in Node). */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The view's MediaHost: finds the element a layer or slide background rendered for its media (the DOM
 * contract of issue 7: `[data-strata-media]` in the layer, `[data-strata-bg-video]` for the background) and
 * wraps it in the adapter for its kind, loading the player API first for YouTube and Vimeo.
 */
/**
 * The player's state on its container (`data-media-state` = the MEDIA_STATE code, `data-media-played` once it
 * has played), so CSS can show an iframe player's poster until it plays (media.css). The listener goes with the
 * adapter: destroy() drops the adapter's listeners.
 */
function markState(container: MediaContainer, adapter: MediaAdapter): void {
  const element = container as unknown as { setAttribute?(name: string, value: string): void };
  if (typeof element.setAttribute !== 'function') return;
  adapter.onState((state) => {
    element.setAttribute?.('data-media-state', String(state));
    if (state === 1) element.setAttribute?.('data-media-played', '');
  });
}

export function createDomMediaHost(deps: DomMediaHostDeps): DomMediaHost {
  const log = deps.log ?? console;
  const timers = deps.timers ?? globalThis;
  const loadApi = deps.loadApi ?? loadPlayerApi;
  const waits = new Set<() => void>();
  let destroyed = false;

  function selector(slideKey: string, layerId: string | null): string {
    const slide = quoted(slideKey);
    return layerId === null ? `[data-strata-bg-video=${slide}]` : `[data-strata-slide=${slide}] [data-strata-layer=${quoted(layerId)}] [data-strata-media]`;
  }

  /** Resolves the element, or null after the last tick (or when the host is destroyed). */
  function find(query: string): Promise<MediaContainer | null> {
    return new Promise((resolve) => {
      let tick = 0;
      let handle: ReturnType<typeof setTimeout> | undefined;
      const stop = () => {
        timers.clearTimeout(handle);
        waits.delete(stop);
        resolve(null);
      };
      const look = () => {
        const found = deps.root.querySelector(query) as MediaContainer | null;
        if (found || tick >= CONTAINER_TICKS) {
          waits.delete(stop);
          return resolve(found);
        }
        tick += 1;
        handle = timers.setTimeout(look, CONTAINER_TICK_MS) as ReturnType<typeof setTimeout>;
      };
      waits.add(stop);
      look();
    });
  }

  async function create(container: MediaContainer, options: MediaOptions): Promise<MediaAdapter> {
    if (options.kind === 'html5' || options.kind === 'audio') {
      const tag = container.tagName.toLowerCase();
      if (tag !== 'video' && tag !== 'audio') throw new Error(`a ${options.kind} media item needs a <video> or <audio> element, found <${tag}>`);
      return createHtml5Adapter(container as unknown as MediaElementLike, options.kind);
    }
    if (options.kind === 'youtube') return createYoutubeAdapter({ api: await loadApi('youtube'), container, options, timers });
    if (options.kind === 'vimeo') return createVimeoAdapter({ api: await loadApi('vimeo'), container, options });
    // loadApi names the valid types for anything else (SPEC §8).
    await loadApi(options.kind as PlayerApiName);
    throw new Error(`unknown media kind "${String(options.kind)}"`);
  }

  return {
    async adapter(slideKey, layerId, options) {
      const where = `${slideKey}/${layerId ?? 'bg'}`;
      const container = await find(selector(slideKey, layerId));
      if (destroyed) return null;
      if (!container) {
        log.error(`[strata] ${deps.alias}: media container for ${where} not found`);
        return null;
      }
      // The poster shown instead of the video (mobile, reduced motion): no player, on purpose.
      if (container.getAttribute('data-kind') === 'poster') return null;
      try {
        const adapter = await create(container, options);
        if (!destroyed) {
          markState(container, adapter);
          return adapter;
        }
        adapter.destroy();
      } catch (error) {
        if (!destroyed) log.error(`[strata] ${deps.alias}: media ${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
      return null;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const stop of [...waits]) stop();
    },
  };
}
