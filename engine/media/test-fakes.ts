/**
 * Fake media adapters and hosts for engine tests (Node, stepped clock). A fake records what the engine asked
 * of it, and its play() settles the way a test scripts it, with the browsers' error names.
 */
import { MEDIA_STATE, type MediaAdapter, type MediaHost, type MediaKind, type MediaOptions, type MediaStateCode } from './types.ts';

/** 'ok' resolves; 'hang' stays pending until pause() (then rejects AbortError, as browsers do); else an error name. */
export type PlayOutcome = 'ok' | 'hang' | 'NotAllowedError' | 'AbortError' | 'PlayInterrupted' | 'NotSupportedError';

export interface FakeAdapter extends MediaAdapter {
  readonly calls: string[];
  /** Scripted outcomes of the next play() calls; 'ok' once they run out. */
  readonly outcomes: PlayOutcome[];
  time: number;
  length: number;
  destroyed: boolean;
  /** Reports a raw state, as the real player's events would. */
  report(state: MediaStateCode): void;
  listenerCount(): number;
}

const failure = (name: string) => Object.assign(new Error(`play() failed: ${name}`), { name });

export function fakeAdapter(kind: MediaKind = 'html5', length = 60): FakeAdapter {
  const listeners = new Set<(state: MediaStateCode) => void>();
  let muted = false;
  let hanging: ((error: Error) => void) | null = null;
  const fake: FakeAdapter = {
    kind,
    calls: [],
    outcomes: [],
    time: 0,
    length,
    destroyed: false,
    play() {
      fake.calls.push('play');
      const outcome = fake.outcomes.shift() ?? 'ok';
      if (outcome === 'ok') {
        fake.report(MEDIA_STATE.playing);
        return Promise.resolve();
      }
      if (outcome === 'hang') return new Promise<void>((_, reject) => (hanging = reject));
      return Promise.reject(failure(outcome));
    },
    pause() {
      fake.calls.push('pause');
      hanging?.(failure('AbortError'));
      hanging = null;
    },
    seek(seconds) {
      fake.calls.push(`seek ${seconds}`);
      fake.time = seconds;
    },
    currentTime: () => fake.time,
    duration: () => fake.length,
    setMuted(value) {
      fake.calls.push(value ? 'mute' : 'unmute');
      muted = value;
    },
    muted: () => muted,
    setVolume(volume) {
      fake.calls.push(`volume ${volume}`);
    },
    setSpeed(speed) {
      fake.calls.push(`speed ${speed}`);
    },
    onState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      fake.destroyed = true;
      fake.calls.push('destroy');
    },
    report(state) {
      for (const listener of [...listeners]) listener(state);
    },
    listenerCount: () => listeners.size,
  };
  return fake;
}

/** A host that hands out one fake adapter per (slide, layer), or null for the keys in `missing`. */
export function fakeHost(missing: readonly string[] = []) {
  const adapters = new Map<string, FakeAdapter>();
  const asked: string[] = [];
  const host: MediaHost = {
    adapter(slideKey: string, layerId: string | null, options: MediaOptions) {
      const key = `${slideKey}/${layerId ?? 'bg'}`;
      asked.push(key);
      if (missing.includes(key)) return Promise.resolve(null);
      let adapter = adapters.get(key);
      if (!adapter) adapters.set(key, (adapter = fakeAdapter(options.kind)));
      return Promise.resolve(adapter);
    },
  };
  return { host, adapters, asked, get: (key: string) => adapters.get(key) };
}
