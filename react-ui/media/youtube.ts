import { MEDIA_STATE, type MediaAdapter, type MediaOptions, type MediaStateCode } from '../../engine/media/types.ts';
import { createStateListeners, namedError, parseArgs, playerHost, type PlayerHostElement, type Timers } from './adapter-kit.ts';

/** The part of the YouTube IFrame API (https://developers.google.com/youtube/iframe_api_reference) we use. */
export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  mute(): void;
  unMute(): void;
  isMuted(): boolean;
  /** 0..100. */
  setVolume(volume: number): void;
  /** YouTube rounds to the nearest rate the video offers. */
  setPlaybackRate(rate: number): void;
  destroy(): void;
}
export interface YouTubePlayerOptions {
  videoId: string;
  width: string;
  height: string;
  playerVars: Record<string, string | number>;
  events: {
    onReady(event: { target: YouTubePlayer }): void;
    onStateChange(event: { data: number; target: YouTubePlayer }): void;
    onError(event: { data: number; target: YouTubePlayer }): void;
  };
}
export interface YouTubeApi {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
}

/** SPEC §9: "Video-sharing play check after 1000 ms". */
export const YOUTUBE_PLAY_CHECK_MS = 1000;

// YT.PlayerState: the numbering SPEC §4 took over, except CUED, which YouTube numbers 5.
const YT_STATES: Readonly<Record<number, MediaStateCode>> = { [-1]: -1, 0: 0, 1: 1, 2: 2, 3: 3, 5: MEDIA_STATE.cued };

/** A YouTube id from an id or any of its URL forms (watch?v=, youtu.be/, /embed/, /shorts/, /live/). */
export function youtubeId(src: string): string {
  const text = src.trim();
  const match = /(?:[?&]v=|youtu\.be\/|\/embed\/|\/shorts\/|\/live\/|\/v\/)([\w-]{6,})/.exec(text);
  return match?.[1] ?? text;
}

export interface YouTubeAdapterDeps {
  readonly api: YouTubeApi;
  /** The `[data-strata-media][data-kind="youtube"]` element; the player goes into a child of it. */
  readonly container: PlayerHostElement;
  readonly options: MediaOptions;
  readonly timers?: Timers;
}

/** Resolves once the player is ready (YT's onReady). */
export function createYoutubeAdapter(deps: YouTubeAdapterDeps): Promise<MediaAdapter> {
  const { api, options } = deps;
  const timers = deps.timers ?? globalThis;
  const listeners = createStateListeners();
  // YT replaces the element it is given with its iframe: give it a child, so React's node stays React's.
  const host = playerHost(deps.container);
  let state: MediaStateCode = MEDIA_STATE.unstarted;
  let pending: { resolve: () => void; reject: (error: Error) => void } | null = null;
  const checks = new Set<unknown>();
  let destroyed = false;

  const settle = (error: Error | null) => {
    const waiting = pending;
    pending = null;
    for (const handle of checks) timers.clearTimeout(handle as ReturnType<typeof setTimeout>);
    checks.clear();
    if (error) waiting?.reject(error);
    else waiting?.resolve();
  };

  return new Promise((resolve, reject) => {
    let player: YouTubePlayer;
    let ready = false;
    const adapter: MediaAdapter = {
      kind: 'youtube',
      play() {
        if (destroyed) return Promise.reject(namedError('AbortError', 'The YouTube player was destroyed'));
        settle(namedError('AbortError', 'The play() request was interrupted by a new play() request'));
        return new Promise<void>((resolvePlay, rejectPlay) => {
          pending = { resolve: resolvePlay, reject: rejectPlay };
          player.playVideo();
          if (player.getPlayerState() === MEDIA_STATE.playing) return settle(null);
          // SPEC §4: YouTube reports no autoplay refusal, so look after 1 s; not started → muted, once more.
          const moving = () => [MEDIA_STATE.playing, MEDIA_STATE.buffering].includes(player.getPlayerState() as 1 | 3);
          const second = () => {
            if (!moving()) settle(namedError('NotAllowedError', 'YouTube did not start playing, even muted (autoplay blocked)'));
          };
          const first = () => {
            if (moving()) return;
            player.mute();
            player.playVideo();
            checks.add(timers.setTimeout(second, YOUTUBE_PLAY_CHECK_MS));
          };
          checks.add(timers.setTimeout(first, YOUTUBE_PLAY_CHECK_MS));
        });
      },
      pause() {
        settle(namedError('AbortError', 'The play() request was interrupted by a call to pause()'));
        if (!destroyed) player.pauseVideo();
      },
      seek(seconds) {
        if (!destroyed) player.seekTo(Math.max(0, seconds), true);
      },
      currentTime: () => (destroyed ? 0 : player.getCurrentTime() || 0),
      // YouTube says 0 until the video's metadata is in.
      duration: () => (destroyed ? Number.NaN : player.getDuration() || Number.NaN),
      setMuted(muted) {
        if (destroyed) return;
        if (muted) player.mute();
        else player.unMute();
      },
      muted: () => !destroyed && player.isMuted(),
      setVolume(volume) {
        if (!destroyed) player.setVolume(Math.round(Math.min(1, Math.max(0, volume)) * 100));
      },
      setSpeed(speed) {
        if (!destroyed) player.setPlaybackRate(speed);
      },
      onState: listeners.add,
      destroy() {
        if (destroyed) return;
        settle(namedError('AbortError', 'The YouTube player was destroyed'));
        destroyed = true;
        listeners.clear();
        player.destroy();
        host.remove();
      },
    };
    player = new api.Player(host.element, {
      videoId: youtubeId(options.src),
      width: '100%',
      height: '100%',
      playerVars: {
        // The engine decides when to play (autoplay, start/end, loop): the player must not on its own.
        autoplay: 0,
        controls: options.controls === 'none' ? 0 : 1,
        mute: options.mute ? 1 : 0,
        playsinline: options.inline ? 1 : 0,
        rel: 0,
        enablejsapi: 1,
        ...parseArgs(options.args),
      },
      events: {
        onReady() {
          ready = true;
          resolve(adapter);
        },
        onStateChange(event) {
          const code = YT_STATES[event.data];
          if (code === undefined || destroyed) return;
          state = code;
          if (state === MEDIA_STATE.playing) settle(null);
          listeners.emit(state);
        },
        onError(event) {
          // 2 bad id, 5 HTML5 error, 100 removed/private, 101/150 embedding refused.
          const error = namedError('MediaError', `YouTube player error ${event.data} for "${options.src}"`);
          if (pending) settle(error);
          else if (!ready) {
            // No adapter was handed out: nobody else will destroy this player.
            adapter.destroy();
            reject(error);
          }
        },
      },
    });
  });
}
