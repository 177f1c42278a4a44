/**
 * Media contracts (issue 7; SPEC §3 "Video" / "Media options", §4 "Media player", §5, §8). One state machine for
 * every kind of media; the engine drives adapters the view creates (MediaHost), so the engine runs in Node
 * with fake adapters and the page with HTML5, YouTube or Vimeo players.
 */

/** Media kinds. `html5` is a `<video>`, `audio` an `<audio>`; `youtube`/`vimeo` their iframe players. */
export type MediaKind = 'html5' | 'audio' | 'youtube' | 'vimeo';
export const MEDIA_KINDS: readonly MediaKind[] = ['html5', 'audio', 'youtube', 'vimeo'];

/** SPEC §4 numeric states (YouTube's numbering). */
export const MEDIA_STATE = { unstarted: -1, ended: 0, playing: 1, paused: 2, buffering: 3, cued: 4 } as const;
export type MediaStateCode = (typeof MEDIA_STATE)[keyof typeof MEDIA_STATE];
/** The public strings (API events and `sr.media.<state>` DOM events). `finished`: ended and not looping. */
export type MediaPublicState = 'playing' | 'paused' | 'ended' | 'finished';

/** SPEC §4 autoplay values: always, never, only the first time the slide shows, every time but the first. */
export type MediaAutoPlay = 'true' | 'false' | '1sttime' | 'no1sttime';

/** A media layer's or background video's options, fully defaulted (engine/model normalizes the wire `content`). */
export interface MediaOptions {
  readonly kind: MediaKind;
  /** URL for html5/audio; video id or URL for youtube/vimeo. */
  readonly src: string;
  /** Seconds; wire seconds or mm:ss; empty → 0, missing → -1 (SPEC §5). */
  readonly start: number;
  readonly end: number;
  readonly loop: boolean;
  /** At the end (not looping): rewind to start and pause. */
  readonly rewind: boolean;
  readonly mute: boolean;
  /** 0..1 (a wire value above 1 is a percentage). */
  readonly volume: number;
  /** Playback rate (wire `speed`, SR7 contentOBJ: 1 = normal; kept within 0.0625..16, the browsers' range). */
  readonly speed: number;
  /** Player controls: none, standard (`s`) or large (`xl`). */
  readonly controls: 'none' | 's' | 'xl';
  readonly autoPlay: MediaAutoPlay;
  /** The slideshow waits while this media plays. */
  readonly pauseTimer: boolean;
  /** Go to the next slide when it ends. */
  readonly nextSlide: boolean;
  /** Starting this media stops every other media of the module. */
  readonly stopAllMedia: boolean;
  readonly poster: {
    readonly src: string | null;
    readonly showOnPause: boolean;
    readonly noOnMobile: boolean;
    /** Show the poster instead of the video (mobile / reduced motion). */
    readonly insteadVideo: boolean;
  };
  /** Cover the box (background videos, `cover` layers) instead of fitting the ratio. */
  readonly cover: boolean;
  /** Width / height; default 16:9 (1.7778). */
  readonly ratio: number;
  /** Play inline on iOS (playsinline). */
  readonly inline: boolean;
  /** Extra player arguments (YouTube playerVars / Vimeo URL params), as written. */
  readonly args: string;
}

/** A reason a play() was refused, as browsers name them (DOMException.name). */
export type PlayFailure = 'NotAllowedError' | 'AbortError' | 'PlayInterrupted' | string;

/**
 * One player, created by the view for a rendered media element (react-ui/media). Adapters report raw state
 * changes; the engine's player (engine/media/player.ts) owns start/end/loop/rewind and the autoplay policy.
 */
export interface MediaAdapter {
  readonly kind: MediaKind;
  /** Resolves when playback started; rejects with an Error whose `name` is a PlayFailure. */
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  currentTime(): number;
  /** Seconds; NaN while unknown. */
  duration(): number;
  setMuted(muted: boolean): void;
  muted(): boolean;
  /** 0..1. */
  setVolume(volume: number): void;
  /** Playback rate, 1 = normal. A player that cannot change it keeps its own. */
  setSpeed(speed: number): void;
  /** Raw state changes from the player. Returns an unsubscribe. */
  onState(listener: (state: MediaStateCode) => void): () => void;
  destroy(): void;
}

/** The view's side: adapters for rendered media. `layerId` null = the slide's background video. */
export interface MediaHost {
  /**
   * Resolves to the adapter once the media container is in the DOM and its player API loaded; null when the
   * container did not appear within 100 ticks of 19 ms (logged, SPEC §8) or the API failed (logged).
   */
  adapter(slideKey: string, layerId: string | null, options: MediaOptions): Promise<MediaAdapter | null>;
}
