/**
 * One media player: a state machine over one adapter (SPEC §4 "Media player", §8 play errors, §9 poll 350 ms).
 * The adapter reports raw states; this owns start/end times, loop/rewind, the autoplay-blocked paths and the
 * public events. Times are read on the injected clock, so tests step it with fake adapters.
 */
import type { Clock } from '../runtime/clock.ts';
import { MEDIA_STATE, type MediaAdapter, type MediaOptions, type MediaPublicState, type MediaStateCode } from './types.ts';

/** SPEC §9 "Video API poll 350 ms": how often the time is checked against the end time while playing. */
export const MEDIA_POLL_MS = 350;
/** Slack for "before the start" / "at the end" (players report times a few ms off). */
const EPSILON = 0.05;

const { unstarted: UNSTARTED, ended: ENDED, playing: PLAYING, paused: PAUSED, buffering: BUFFERING } = MEDIA_STATE;

export interface MediaEvent {
  readonly state: MediaPublicState;
  readonly code: MediaStateCode;
}

export interface MediaPlayerDeps {
  /** The player owns it from now on: destroy() destroys it. */
  readonly adapter: MediaAdapter;
  readonly options: MediaOptions;
  readonly clock: Pick<Clock, 'after'>;
  readonly log: Pick<Console, 'warn' | 'error' | 'info'>;
  /** Names the media in console lines, e.g. "hero slide 2 / layer 4". */
  readonly label?: string;
}

export interface MediaPlayer {
  readonly options: MediaOptions;
  /** Starts or resumes playback (from the start time when before it or finished); settles once playing or refused. */
  play(reason?: string): Promise<void>;
  pause(): void;
  /** Pauses and rewinds to the start time. */
  stop(): void;
  toggle(): void;
  mute(muted: boolean): void;
  muted(): boolean;
  state(): MediaStateCode;
  /** The last public state announced, null before any. */
  publicState(): MediaPublicState | null;
  /** True from a play() until it settles, or until a pause. */
  starting(): boolean;
  on(listener: (event: MediaEvent) => void): () => void;
  /** Idempotent; destroys the adapter. */
  destroy(): void;
}

/**
 * Start and end follow SPEC §5 (-1 = none). A start or end of 0 (the wire's "") means "not set": a start of
 * 0 is the media's beginning and an end must lie after the start to count.
 *
 * @example
 * const player = createMediaPlayer({ adapter, options: layer.media, clock, log: console });
 * player.on(({ state }) => console.log(state));
 * await player.play('autoplay');
 */
export function createMediaPlayer(deps: MediaPlayerDeps): MediaPlayer {
  const { adapter, options, clock, log } = deps;
  const label = deps.label ?? `${options.kind} ${options.src}`;
  const startAt = options.start > 0 ? options.start : 0;
  const endAt = options.end > startAt ? options.end : null;
  const listeners = new Set<(event: MediaEvent) => void>();
  let code: MediaStateCode = UNSTARTED;
  let last: MediaPublicState | null = null;
  /** Bumped by every pause, stop and destroy: a play() settling after one of them is stale. */
  let serial = 0;
  let pending: Promise<void> | null = null;
  let destroyed = false;
  let cancelPoll: (() => void) | null = null;

  const publish = (state: MediaPublicState, at: MediaStateCode) => {
    last = state;
    for (const listener of [...listeners]) {
      try {
        listener({ state, code: at });
      } catch (error) {
        log.error(`[strata] media listener failed (${label}):`, error);
      }
    }
  };

  const stopPoll = () => {
    cancelPoll?.();
    cancelPoll = null;
  };
  const poll = () => {
    stopPoll();
    cancelPoll = clock.after(MEDIA_POLL_MS, () => {
      cancelPoll = null;
      if (destroyed || code !== PLAYING) return;
      const time = adapter.currentTime();
      if (endAt !== null && time >= endAt - EPSILON) return reachedEnd(false);
      // SPEC §4: playback before the start time (a visitor scrubbed back) rewinds to the start.
      if (startAt > 0 && time < startAt - EPSILON) adapter.seek(startAt);
      poll();
    });
  };

  /** Enters playing or paused (announced once per change); every other code is kept quietly. */
  const enter = (next: MediaStateCode) => {
    code = next;
    if (next === PLAYING) poll();
    else stopPoll();
    const state = next === PLAYING ? 'playing' : next === PAUSED ? 'paused' : null;
    if (state !== null && state !== last) publish(state, next);
  };

  /** The end time passed (poll) or the media ended by itself (`natural`). */
  function reachedEnd(natural: boolean): void {
    if (options.loop) {
      adapter.seek(startAt);
      publish('ended', ENDED);
      // A media that stopped by itself must be started again; one cut at its end time plays on from the start.
      if (natural) void attempt(false, serial);
      else enter(PLAYING);
      return;
    }
    if (!natural) {
      serial++;
      adapter.pause();
    }
    if (options.rewind) adapter.seek(startAt);
    stopPoll();
    code = ENDED;
    publish('finished', ENDED);
  }

  const atNaturalEnd = () => {
    const duration = adapter.duration();
    return Number.isFinite(duration) && duration > 0 && adapter.currentTime() >= duration - EPSILON;
  };

  async function attempt(retried: boolean, mine: number): Promise<void> {
    try {
      await adapter.play();
      if (mine !== serial || destroyed) return;
      enter(PLAYING);
    } catch (error) {
      // A pause or stop since the call explains any refusal (the browser's AbortError for a pause): ignored.
      if (mine !== serial || destroyed) return;
      const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : String(error);
      if (name === 'NotAllowedError' && !retried && !adapter.muted()) {
        // SPEC §4/§8: autoplay with sound was blocked; muted playback is allowed, so mute and retry once.
        adapter.setMuted(true);
        return attempt(true, mine);
      }
      // The player interrupted itself (a newer load or play); whatever it does next is reported by the adapter.
      if (name === 'PlayInterrupted') return;
      if (name !== 'AbortError') log.warn(`[strata] ${label}: play refused (${name})`);
      enter(PAUSED);
    }
  }

  const unsubscribe = adapter.onState((raw) => {
    if (destroyed) return;
    if (raw === PLAYING) {
      if (startAt > 0 && adapter.currentTime() < startAt - EPSILON) adapter.seek(startAt);
      enter(PLAYING);
    } else if (raw === PAUSED) {
      // Browsers fire pause just before ended: that pause is the end, not a visitor's pause.
      if (code !== ENDED && !atNaturalEnd()) enter(PAUSED);
    } else if (raw === ENDED) {
      if (code !== ENDED) reachedEnd(true);
    } else if (raw === BUFFERING) {
      if (code === PLAYING) code = BUFFERING;
    } else if (code === UNSTARTED) code = raw;
  });

  // SPEC §3: mute and volume are the media's starting values; a visitor's changes afterwards stand.
  adapter.setVolume(options.volume);
  adapter.setMuted(options.mute);
  if (options.speed !== 1) adapter.setSpeed(options.speed);

  const player: MediaPlayer = {
    options,
    play() {
      if (destroyed || code === PLAYING || code === BUFFERING) return Promise.resolve();
      if (pending) return pending;
      const time = adapter.currentTime();
      if (code === ENDED || time < startAt - EPSILON || (endAt !== null && time >= endAt - EPSILON)) adapter.seek(startAt);
      const mine = serial;
      const run = attempt(false, mine).finally(() => {
        if (pending === run) pending = null;
      });
      pending = run;
      return run;
    },
    pause() {
      if (destroyed) return;
      serial++;
      pending = null;
      adapter.pause();
      if (code === PLAYING || code === BUFFERING) enter(PAUSED);
    },
    stop() {
      if (destroyed) return;
      serial++;
      pending = null;
      adapter.pause();
      adapter.seek(startAt);
      if (code !== UNSTARTED && code !== ENDED) enter(PAUSED);
    },
    toggle() {
      if (code === PLAYING || code === BUFFERING || pending) player.pause();
      else void player.play('toggle');
    },
    mute: (muted) => {
      if (!destroyed) adapter.setMuted(muted);
    },
    muted: () => !destroyed && adapter.muted(),
    state: () => code,
    publicState: () => last,
    starting: () => pending !== null,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      serial++;
      pending = null;
      stopPoll();
      listeners.clear();
      unsubscribe();
      adapter.destroy();
    },
  };
  return player;
}
