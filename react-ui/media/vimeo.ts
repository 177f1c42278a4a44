import { MEDIA_STATE, type MediaAdapter, type MediaOptions, type MediaStateCode } from '../../engine/media/types.ts';
import { asNamedError, createStateListeners, parseArgs, playerHost, type PlayerHostElement } from './adapter-kit.ts';

/** The part of the Vimeo Player API (https://developer.vimeo.com/player/sdk/reference) we use. */
export interface VimeoPlayer {
  ready(): Promise<void>;
  play(): Promise<void>;
  pause(): Promise<void>;
  setCurrentTime(seconds: number): Promise<number>;
  getCurrentTime(): Promise<number>;
  getDuration(): Promise<number>;
  setMuted(muted: boolean): Promise<boolean>;
  getMuted(): Promise<boolean>;
  setVolume(volume: number): Promise<number>;
  /** Rejects for videos whose owner's plan does not allow speed controls. */
  setPlaybackRate(rate: number): Promise<number>;
  on(event: string, callback: (data: VimeoEventData) => void): void;
  off(event: string, callback?: (data: VimeoEventData) => void): void;
  destroy(): Promise<void>;
}
export interface VimeoEventData {
  readonly seconds?: number;
  readonly duration?: number;
  readonly volume?: number;
}
export interface VimeoApi {
  Player: new (element: HTMLElement, options: Record<string, unknown>) => VimeoPlayer;
}

/** `{id}` for a bare number, `{url}` for a vimeo.com / player.vimeo.com address. */
export function vimeoSource(src: string): { id: number } | { url: string } {
  const text = src.trim();
  if (/^\d+$/.test(text)) return { id: Number(text) };
  return { url: /^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, '')}` };
}

// Vimeo reports events, not codes; each maps onto SPEC §4's numbering.
const EVENTS: ReadonlyArray<readonly [string, MediaStateCode | 'bufferend']> = [
  ['loaded', MEDIA_STATE.cued],
  ['play', MEDIA_STATE.playing],
  ['playing', MEDIA_STATE.playing],
  ['pause', MEDIA_STATE.paused],
  ['ended', MEDIA_STATE.ended],
  ['bufferstart', MEDIA_STATE.buffering],
  ['bufferend', 'bufferend'],
];

export interface VimeoAdapterDeps {
  readonly api: VimeoApi;
  /** The `[data-strata-media][data-kind="vimeo"]` element; the player's iframe goes into a child of it. */
  readonly container: PlayerHostElement;
  readonly options: MediaOptions;
}

/**
 * Resolves once the player is ready. Vimeo's getters are promises while MediaAdapter's are not, so time,
 * duration and mute are kept from its events ('timeupdate' carries seconds and duration).
 */
export async function createVimeoAdapter(deps: VimeoAdapterDeps): Promise<MediaAdapter> {
  const { api, options } = deps;
  const listeners = createStateListeners();
  const host = playerHost(deps.container);
  const player = new api.Player(host.element, {
    ...vimeoSource(options.src),
    width: host.element.clientWidth || 640,
    // The engine decides when to play and how to loop (start/end/loop are its own).
    autoplay: false,
    loop: false,
    autopause: false,
    controls: options.controls !== 'none',
    muted: options.mute,
    playsinline: options.inline,
    ...parseArgs(options.args),
  });
  const cache = { time: 0, duration: Number.NaN, muted: options.mute, state: MEDIA_STATE.unstarted as MediaStateCode };
  let destroyed = false;
  const quiet = (promise: Promise<unknown> | undefined) => void promise?.catch(() => undefined);

  const handlers = EVENTS.map(([event, code]) => {
    const handler = (data: VimeoEventData) => {
      if (typeof data?.seconds === 'number') cache.time = data.seconds;
      if (typeof data?.duration === 'number' && data.duration > 0) cache.duration = data.duration;
      const next = code === 'bufferend' ? (cache.state === MEDIA_STATE.buffering ? MEDIA_STATE.playing : null) : code;
      // 'play' and 'playing' both arrive for one start: report it once.
      if (next === null || next === cache.state) return;
      cache.state = next;
      listeners.emit(next);
    };
    player.on(event, handler);
    return [event, handler] as const;
  });
  const timeUpdate = (data: VimeoEventData) => {
    if (typeof data?.seconds === 'number') cache.time = data.seconds;
    if (typeof data?.duration === 'number' && data.duration > 0) cache.duration = data.duration;
  };
  const volumeChange = () => void player.getMuted().then((muted) => (cache.muted = muted), () => undefined);
  player.on('timeupdate', timeUpdate);
  player.on('seeked', timeUpdate);
  player.on('volumechange', volumeChange);

  const adapter: MediaAdapter = {
    kind: 'vimeo',
    play: () => (destroyed ? Promise.reject(asNamedError({ name: 'AbortError', message: 'The Vimeo player was destroyed' })) : player.play().catch((reason: unknown) => Promise.reject(asNamedError(reason)))),
    pause() {
      // A pause during a starting play() rejects that play() with PlayInterrupted; the pause itself is fine.
      if (!destroyed) quiet(player.pause());
    },
    seek(seconds) {
      if (destroyed) return;
      cache.time = Math.max(0, seconds);
      quiet(player.setCurrentTime(cache.time));
    },
    currentTime: () => cache.time,
    duration: () => cache.duration,
    setMuted(muted) {
      if (destroyed) return;
      cache.muted = muted;
      quiet(player.setMuted(muted));
    },
    muted: () => cache.muted,
    setVolume(volume) {
      if (!destroyed) quiet(player.setVolume(Math.min(1, Math.max(0, volume))));
    },
    setSpeed(speed) {
      if (!destroyed) quiet(player.setPlaybackRate(speed));
    },
    onState: listeners.add,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      listeners.clear();
      for (const [event, handler] of handlers) player.off(event, handler);
      player.off('timeupdate', timeUpdate);
      player.off('seeked', timeUpdate);
      player.off('volumechange', volumeChange);
      quiet(player.destroy());
      host.remove();
    },
  };

  try {
    await player.ready();
    const [duration, muted] = await Promise.all([player.getDuration().catch(() => Number.NaN), player.getMuted().catch(() => options.mute)]);
    if (duration > 0) cache.duration = duration;
    cache.muted = muted;
  } catch (reason) {
    // No adapter was handed out: nobody else will destroy this player.
    adapter.destroy();
    throw asNamedError(reason, 'MediaError');
  }
  return adapter;
}
