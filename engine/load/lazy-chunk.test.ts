import { describe, expect, it, vi } from 'vitest';
import { createSteppedClock } from '../runtime/clock.ts';
import { CHUNK_RETRY_DELAYS_MS, chunkFailureMessage, chunkUrlOf, createLazyChunk } from './lazy-chunk.ts';

const chromeError = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
const URL_ = 'https://site.test/assets/Stage-x1.js';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A chunk whose imports fail `failures` times, then resolve with 'stage'. */
function setup(failures: number) {
  const clock = createSteppedClock();
  const log = { error: vi.fn() };
  let left = failures;
  const load = vi.fn(async () => {
    if (left-- > 0) throw chromeError(URL_);
    return 'stage';
  });
  const chunk = createLazyChunk({ type: 'gpu-stage', load, fallback: 'the DOM backdrop stays', after: clock.after, log });
  return { clock, log, load, chunk };
}

describe('chunkUrlOf / chunkFailureMessage (SPEC §8 "Loading chunk failed" with type and URL)', () => {
  it('reads the URL the browser names, in Chromium, Firefox and Vite preload wording', () => {
    expect(chunkUrlOf(chromeError(URL_))).toBe(URL_);
    expect(chunkUrlOf(new TypeError(`error loading dynamically imported module: ${URL_}`))).toBe(URL_);
    expect(chunkUrlOf(new Error('Unable to preload CSS for /assets/Stage-x1.css'))).toBe('/assets/Stage-x1.css');
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it('names the chunk type, the error type and the URL', () => {
    expect(chunkFailureMessage('gpu-stage', chromeError(URL_))).toBe(`[strata] Loading chunk failed: gpu-stage (TypeError: ${URL_})`);
    expect(chunkFailureMessage('gpu-stage', new TypeError('Importing a module script failed.'))).toBe('[strata] Loading chunk failed: gpu-stage (TypeError: Importing a module script failed.)');
  });
});

describe('createLazyChunk', () => {
  it('every caller shares one import; late callers get the value at once', async () => {
    const { load, chunk } = setup(0);
    const a = vi.fn();
    const b = vi.fn();
    chunk.want(a);
    chunk.want(b);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledWith('stage');
    expect(b).toHaveBeenCalledWith('stage');
    const c = vi.fn();
    chunk.want(c);
    expect(c).toHaveBeenCalledWith('stage');
    expect(chunk.value()).toBe('stage');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed import logs the SPEC line and is retried with growing delays until it loads', async () => {
    const { clock, log, load, chunk } = setup(2);
    const ready = vi.fn();
    chunk.want(ready);
    await flush();
    expect(log.error.mock.calls.map((c) => c[0])).toEqual([`[strata] Loading chunk failed: gpu-stage (TypeError: ${URL_}); the DOM backdrop stays, retrying in 2 s`]);
    expect(chunk.value()).toBeNull();
    clock.step(1999, 1000);
    expect(load).toHaveBeenCalledTimes(1);
    clock.step(1, 1);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[1]?.[0]).toMatch(/retrying in 5 s$/);
    clock.step(CHUNK_RETRY_DELAYS_MS[1] as number, 1000);
    await flush();
    expect(load).toHaveBeenCalledTimes(3);
    expect(ready).toHaveBeenCalledWith('stage');
    expect(clock.timerCount()).toBe(0);
  });

  it('a new caller during the wait retries at once, without a second import for the pending timer', async () => {
    const { clock, load, chunk } = setup(1);
    chunk.want(() => {});
    await flush();
    chunk.want(() => {});
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(clock.timerCount()).toBe(0);
    clock.step(60_000, 1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries stop when nobody waits any more; gives up after the last delay until someone asks again', async () => {
    const { clock, log, load, chunk } = setup(99);
    const withdraw = chunk.want(() => {});
    await flush();
    withdraw();
    expect(clock.timerCount()).toBe(0);

    chunk.want(() => {});
    await flush();
    for (const delay of CHUNK_RETRY_DELAYS_MS.slice(1)) {
      clock.step(delay, 1000);
      await flush();
    }
    const calls = load.mock.calls.length;
    expect(log.error.mock.calls.at(-1)?.[0]).toMatch(/the DOM backdrop stays, gave up after \d+ attempts$/);
    clock.step(600_000, 10_000);
    expect(load).toHaveBeenCalledTimes(calls);
    chunk.want(() => {});
    expect(load).toHaveBeenCalledTimes(calls + 1);
  });

  it('a loader that throws synchronously fails like a rejected import', async () => {
    const clock = createSteppedClock();
    const log = { error: vi.fn() };
    const chunk = createLazyChunk({
      type: 'x',
      load: () => {
        throw new Error('boom');
      },
      fallback: 'nothing changes',
      after: clock.after,
      log,
    });
    chunk.want(() => {});
    await flush();
    expect(log.error).toHaveBeenCalledWith('[strata] Loading chunk failed: x (Error: boom); nothing changes, retrying in 2 s');
  });
});
