import type { YouTubeApi } from './youtube.ts';
import type { VimeoApi } from './vimeo.ts';

/**
 * Loads the YouTube IFrame API or the Vimeo Player API on demand (SPEC §7: "player scripts load on demand"),
 * once per page. `window.strataConfig.playerApis.<name>` overrides the official URL (tests point it at the
 * local stand-ins in fixtures/test/media/). Failure or the 120 s time-out (SPEC §9) rejects with SPEC §8's
 * "Failed to load {api} API"; a failed load is forgotten so a later call tries again.
 */

export type PlayerApiName = 'youtube' | 'vimeo';
export const PLAYER_API_NAMES: readonly PlayerApiName[] = ['youtube', 'vimeo'];
export interface PlayerApis {
  youtube: YouTubeApi;
  vimeo: VimeoApi;
}

export const OFFICIAL_API_URLS: Readonly<Record<PlayerApiName, string>> = {
  youtube: 'https://www.youtube.com/iframe_api',
  vimeo: 'https://player.vimeo.com/api/player.js',
};
const LABELS: Readonly<Record<PlayerApiName, string>> = { youtube: 'YouTube', vimeo: 'Vimeo' };
export const API_TIMEOUT_MS = 120_000;

/** The page objects the loader touches; a plain object in Node tests. */
export interface LoaderWindow {
  strataConfig?: { playerApis?: Partial<Record<string, string>> };
  YT?: Partial<YouTubeApi> & { loaded?: number };
  Vimeo?: Partial<VimeoApi>;
  onYouTubeIframeAPIReady?: unknown;
}
export interface LoaderScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  remove?(): void;
}
export interface LoaderDeps {
  readonly window: LoaderWindow;
  readonly createScript: () => LoaderScript;
  readonly appendScript: (script: LoaderScript) => void;
  readonly setTimeout?: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout?: (handle: unknown) => void;
}

/** Throws (synchronously) for anything but 'youtube' | 'vimeo' (SPEC §8: "an error naming the valid types"). */
export function assertPlayerApiName(name: unknown): asserts name is PlayerApiName {
  if (!PLAYER_API_NAMES.includes(name as PlayerApiName)) {
    throw new Error(`Invalid media API "${String(name)}": the valid types are ${PLAYER_API_NAMES.map((n) => `'${n}'`).join(', ')}`);
  }
}

export function createPlayerApiLoader(deps: LoaderDeps) {
  const loads = new Map<PlayerApiName, Promise<unknown>>();
  const win = deps.window;
  const setTimer = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const clearTimer = deps.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));

  function ready(name: PlayerApiName): unknown {
    if (name === 'youtube') return typeof win.YT?.Player === 'function' && win.YT.loaded !== 0 ? win.YT : null;
    return typeof win.Vimeo?.Player === 'function' ? win.Vimeo : null;
  }

  function inject<N extends PlayerApiName>(name: N): Promise<PlayerApis[N]> {
    return new Promise((resolve, reject) => {
      const failure = () => new Error(`Failed to load ${LABELS[name]} API`);
      let settled = false;
      const settle = (error: Error | null) => {
        if (settled) return;
        settled = true;
        clearTimer(timer);
        if (error) reject(error);
        else resolve(ready(name) as PlayerApis[N]);
      };
      const timer = setTimer(() => settle(failure()), API_TIMEOUT_MS);
      if (name === 'youtube') {
        // The script only loads a second one (www-widgetapi.js); the API is usable when it calls this global.
        // Another library on the page may have set it too: chain, do not replace.
        const previous = win.onYouTubeIframeAPIReady;
        win.onYouTubeIframeAPIReady = () => {
          if (typeof previous === 'function') (previous as () => void)();
          settle(ready('youtube') ? null : failure());
        };
      }
      const script = deps.createScript();
      script.async = true;
      script.src = win.strataConfig?.playerApis?.[name] || OFFICIAL_API_URLS[name];
      script.onerror = () => settle(failure());
      script.onload = () => {
        if (name === 'vimeo') settle(ready('vimeo') ? null : failure());
        // A cached YouTube API may be complete already when its script runs again.
        else if (ready('youtube')) settle(null);
      };
      deps.appendScript(script);
    });
  }

  return {
    /** Resolves to `window.YT` / `window.Vimeo`. Throws at once for an invalid name. */
    load<N extends PlayerApiName>(name: N): Promise<PlayerApis[N]> {
      assertPlayerApiName(name);
      const present = ready(name);
      if (present) return Promise.resolve(present as PlayerApis[N]);
      let load = loads.get(name) as Promise<PlayerApis[N]> | undefined;
      if (!load) {
        load = inject(name);
        loads.set(name, load);
        load.catch(() => loads.delete(name));
      }
      return load;
    },
  };
}

let pageLoader: ReturnType<typeof createPlayerApiLoader> | null = null;

/** The page's loader (created on first use, never at import: SSR and Node import this freely). */
export function loadPlayerApi<N extends PlayerApiName>(name: N): Promise<PlayerApis[N]> {
  pageLoader ??= createPlayerApiLoader({
    window: window as unknown as LoaderWindow,
    createScript: () => document.createElement('script') as unknown as LoaderScript,
    appendScript: (script) => document.head.appendChild(script as unknown as HTMLScriptElement),
  });
  return pageLoader.load(name);
}
