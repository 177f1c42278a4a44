import { describe, expect, it, vi } from 'vitest';
import { createSteppedClock } from '../runtime/clock.ts';
import { fetchFullSliderObject, fetchModalSettings, fetchStreamData } from './backend.ts';
import { CACHE_KEY_PREFIX, createReplyCache, DEFAULT_CACHE_LIFETIME_S, FEED_CACHE_LIFETIME_S, type ReplyCache, type StoragePort } from './reply-cache.ts';
import type { LoadDeps } from './load-error.ts';

/** A Map-backed Storage; `fail` makes the next calls of a method throw a DOMException-like error of that name. */
function fakeStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const fail: { get?: string; set?: string; setTimes?: number } = {};
  const thrown = (name: string) => Object.assign(new Error(`${name} (fake)`), { name });
  const storage: StoragePort = {
    getItem: (key) => {
      if (fail.get) throw thrown(fail.get);
      return map.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (fail.set && (fail.setTimes === undefined || fail.setTimes-- > 0)) throw thrown(fail.set);
      map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
  return { storage, map, fail };
}

// Epoch-like start, so a stamp of 0 can never pass for a real one.
const start = Date.UTC(2025, 0, 1);

function setup(lifetime?: number) {
  const clock = createSteppedClock(start);
  const { storage, map, fail } = fakeStorage();
  const log = { warn: vi.fn() };
  const cache = createReplyCache({ storage, now: clock.now, lifetime, log });
  return { clock, storage, map, fail, log, cache };
}

describe('createReplyCache (SPEC §9 "Storage entries expire by a lifetime in seconds")', () => {
  it('answers with a stored value until its lifetime has passed, then drops it', () => {
    const { clock, cache, map } = setup(60);
    cache.write('k', { success: true, n: 1 });
    clock.step(59_999, 1000);
    expect(cache.read('k')).toEqual({ success: true, n: 1 });
    clock.step(1, 1);
    expect(cache.read('k')).toBeUndefined();
    expect(map.has('k')).toBe(false);
  });

  it('defaults to DEFAULT_CACHE_LIFETIME_S; a shorter max age wins for one read', () => {
    const { clock, cache } = setup();
    expect(cache.lifetime).toBe(DEFAULT_CACHE_LIFETIME_S);
    cache.write('k', 1);
    clock.step(30_000, 1000);
    expect(cache.read('k', 20)).toBeUndefined();
  });

  it('lifetime 0 turns it off; a negative or non-numeric lifetime is refused by name', () => {
    const { clock, storage, log } = setup();
    const off = createReplyCache({ storage, now: clock.now, lifetime: 0, log });
    off.write('k', 1);
    expect(storage.length).toBe(0);
    expect(off.read('k')).toBeUndefined();
    expect(() => createReplyCache({ storage, now: clock.now, lifetime: -5, log })).toThrow('cache lifetime: expected a number of seconds (0 or more), got -5');
    expect(() => createReplyCache({ storage, now: clock.now, lifetime: Number.NaN, log })).toThrow(/got null/);
  });

  it('a damaged entry is dropped with one note; a future-dated one is not trusted', () => {
    const { cache, map, log } = setup();
    map.set('bad', '{"at": 1, "value"');
    map.set('shape', JSON.stringify({ value: 1 }));
    map.set('future', JSON.stringify({ at: start + 3_600_000, value: 1 }));
    expect(cache.read('bad')).toBeUndefined();
    expect(cache.read('bad')).toBeUndefined();
    expect(cache.read('shape')).toBeUndefined();
    expect(cache.read('future')).toBeUndefined();
    expect([...map.keys()]).toEqual([]);
    expect(log.warn.mock.calls.map((c) => c[0])).toEqual([
      '[strata] cache: the entry bad is damaged; it is dropped and fetched again',
      '[strata] cache: the entry shape is damaged; it is dropped and fetched again',
    ]);
  });

  it('a denied storage (SecurityError) never throws: reads miss and writes are skipped, noted once each', () => {
    const { cache, fail, log } = setup();
    fail.get = 'SecurityError';
    fail.set = 'SecurityError';
    expect(cache.read('a')).toBeUndefined();
    expect(cache.read('b')).toBeUndefined();
    expect(() => cache.write('a', 1)).not.toThrow();
    cache.write('b', 1);
    expect(log.warn.mock.calls.map((c) => c[0])).toEqual([
      '[strata] cache: storage cannot be read (SecurityError); loading without the cache',
      '[strata] cache: storage cannot be written (SecurityError); loading without the cache',
    ]);
  });

  it('a full storage (QuotaExceededError): our stale entries make room, then the write is tried once more', () => {
    const { clock, cache, map, fail, log } = setup(60);
    cache.write(`${CACHE_KEY_PREFIX}old`, 'old');
    map.set('someone-else', 'kept');
    clock.step(61_000, 1000);
    fail.set = 'QuotaExceededError';
    fail.setTimes = 1;
    cache.write(`${CACHE_KEY_PREFIX}new`, 'new');
    expect([...map.keys()].sort()).toEqual(['someone-else', `${CACHE_KEY_PREFIX}new`]);
    expect(log.warn).not.toHaveBeenCalled();

    fail.setTimes = 5;
    cache.write(`${CACHE_KEY_PREFIX}more`, 'x');
    expect(log.warn.mock.calls.map((c) => c[0])).toEqual([`[strata] cache: storage is full (QuotaExceededError); ${CACHE_KEY_PREFIX}more is not cached`]);
    expect(cache.read(`${CACHE_KEY_PREFIX}new`)).toBe('new');
  });
});

describe('backend calls through the cache', () => {
  const reply = { success: true, id: 12, settings: { alias: 'hero' }, slides: {} };
  function backend(lifetime?: number) {
    const { clock, map, log, storage } = setup(lifetime);
    const calls: string[] = [];
    const answers: Array<[number, unknown]> = [];
    const fetch = vi.fn(async (input: string | URL | Request) => {
      calls.push(String(input));
      const [status, body] = answers.shift() ?? [200, reply];
      return new Response(JSON.stringify(body), { status });
    }) as unknown as typeof globalThis.fetch;
    const deps: LoadDeps = {
      fetch,
      base: 'https://site.test/page/',
      endpoints: { restUrl: '/wp-json/' },
      log: { log: vi.fn(), warn: vi.fn(), error: vi.fn() },
      cache: createReplyCache({ storage, now: clock.now, lifetime, log }),
    };
    return { deps, calls, answers, clock, map };
  }

  it('a fresh module reply answers the next load without a request; an expired one is fetched again and replaced', async () => {
    const { deps, calls, clock, map } = backend(600);
    expect(await fetchFullSliderObject({ alias: 'hero' }, deps)).toEqual(reply);
    clock.step(599_000, 1000);
    expect(await fetchFullSliderObject({ alias: 'hero' }, deps)).toEqual(reply);
    expect(calls).toEqual(['https://site.test/wp-json/sliderrevolution/sliders/hero?srengine=7&alias=true']);
    expect([...map.keys()]).toEqual([`${CACHE_KEY_PREFIX}get_full_slider_object:https://site.test/wp-json/sliderrevolution/sliders/hero?alias=true&srengine=7`]);

    clock.step(1000, 1000);
    await fetchFullSliderObject({ alias: 'hero' }, deps);
    expect(calls).toHaveLength(2);
    // Replaced: fresh again for a whole lifetime from now.
    clock.step(599_000, 1000);
    await fetchFullSliderObject({ alias: 'hero' }, deps);
    expect(calls).toHaveLength(2);
  });

  it('a cache the page opens at the first backend call (a function) answers as the object does, opened once per call', async () => {
    const { deps, calls } = backend(600);
    const cache = deps.cache as ReplyCache;
    const open = vi.fn(async () => cache);
    const lazy: LoadDeps = { ...deps, cache: open };
    await fetchFullSliderObject({ alias: 'hero' }, lazy);
    await fetchFullSliderObject({ alias: 'hero' }, lazy);
    expect(calls).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('keys name the slides asked for, so a lazy slide reply never answers for the whole module', async () => {
    const { deps, calls } = backend();
    await fetchFullSliderObject({ alias: 'hero', slideIds: ['2'] }, deps);
    await fetchFullSliderObject({ alias: 'hero' }, deps);
    await fetchFullSliderObject({ alias: 'hero', slideIds: ['2'] }, deps);
    expect(calls).toHaveLength(2);
  });

  it('failure replies are never stored: the next load asks again', async () => {
    const { deps, calls, answers, map } = backend();
    answers.push([404, { success: false, message: 'Slider not found' }]);
    await expect(fetchFullSliderObject({ alias: 'nope' }, deps)).rejects.toThrow('could not be loaded from the database');
    expect(map.size).toBe(0);
    await fetchFullSliderObject({ alias: 'nope' }, deps);
    expect(calls).toHaveLength(2);
  });

  it('a stored value that is not a success reply is refetched', async () => {
    const { deps, calls, map } = backend();
    await fetchModalSettings({ alias: 'promo' }, deps);
    const key = [...map.keys()][0] as string;
    map.set(key, JSON.stringify({ at: Date.UTC(2025, 0, 1), value: { success: false } }));
    await fetchModalSettings({ alias: 'promo' }, deps);
    expect(calls).toHaveLength(2);
  });

  it(`feeds are reused for at most FEED_CACHE_LIFETIME_S (${FEED_CACHE_LIFETIME_S} s), however long the lifetime`, async () => {
    const { deps, calls, answers, clock } = backend(86_400);
    const stream = { success: true, data: [] };
    answers.push([200, stream], [200, stream]);
    await fetchStreamData('201', deps);
    clock.step((FEED_CACHE_LIFETIME_S - 1) * 1000, 1000);
    await fetchStreamData('201', deps);
    expect(calls).toHaveLength(1);
    clock.step(1000, 1000);
    await fetchStreamData('201', deps);
    expect(calls).toHaveLength(2);
  });
});
