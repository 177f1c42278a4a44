/**
 * The DOM media host on demand (issue 18): the players (HTML5, YouTube, Vimeo adapters, their API loader) are ~5 kB
 * gzip that a module without video or audio never uses. The engine asks for an adapter only when a media layer or a
 * background video is about to play (engine/media/coordinator.ts), and the port is asynchronous already, so the
 * first request loads the host and every request waits for it.
 */
import type { MediaHost } from '../../engine/index.ts';
import type { DomMediaHost, DomMediaHostDeps } from './dom-media-host.ts';

export function createLazyMediaHost(deps: DomMediaHostDeps): DomMediaHost {
  const log = deps.log ?? console;
  let host: Promise<DomMediaHost | null> | null = null;
  let loaded: DomMediaHost | null = null;
  let destroyed = false;
  const load = () =>
    (host ??= import('./dom-media-host.ts').then(
      ({ createDomMediaHost }) => {
        if (destroyed) return null;
        loaded = createDomMediaHost(deps);
        return loaded;
      },
      (error: unknown) => {
        log.error(`[strata] ${deps.alias}: the media players did not load; video and audio stay still:`, error);
        return null;
      },
    ));
  return {
    adapter: (slideKey, layerId, options) => load().then((ready) => (ready && !destroyed ? ready.adapter(slideKey, layerId, options) : null)),
    destroy() {
      destroyed = true;
      loaded?.destroy();
    },
  } satisfies MediaHost & DomMediaHost;
}
