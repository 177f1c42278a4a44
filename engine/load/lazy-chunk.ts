/**
 * Code loaded on demand (the GPU stage and anything else split off with a dynamic import). SPEC §8: a chunk that
 * cannot be loaded logs 'Loading chunk failed' with its type and URL. The module keeps running on what it already
 * has (the DOM backdrop for the stage) and the import is tried again later with a growing delay, so a network blip
 * costs the visitor nothing but the upgrade's delay. Every caller shares one import: no duplicate work.
 */

/** Waits between attempts after a failure (ms); after the last one the chunk gives up until someone asks again. */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [2000, 5000, 15_000, 30_000, 60_000];

export interface LazyChunkDeps<T> {
  /** What the chunk is, for the log line, e.g. `gpu-stage`. */
  readonly type: string;
  readonly load: () => Promise<T>;
  /** What keeps working while the chunk is missing, for the log line, e.g. `the DOM backdrop stays`. */
  readonly fallback: string;
  /** Runs `fn` after `ms`; returns a cancel (a Clock's `after` fits). */
  readonly after: (ms: number, fn: () => void) => () => void;
  readonly log: Pick<Console, 'error'>;
  readonly retryDelaysMs?: readonly number[];
}

export interface LazyChunk<T> {
  /** The loaded value, or null while it is not (yet) there. */
  value(): T | null;
  /**
   * Registers interest: starts the import unless one is under way (after a failure, at once, without waiting for
   * the retry), and calls `onReady` when the value is there (at once if it is). Retries run only while someone is
   * interested; the returned function withdraws.
   */
  want(onReady: (value: T) => void): () => void;
}

/**
 * The address a failed dynamic import names: browsers put it in the message ("Failed to fetch dynamically imported
 * module: https://…/Stage-x.js"), Vite's preload helper too ("Unable to preload CSS for /assets/x.css"); some
 * browsers name none.
 */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'")]+|\/[^\s'")]+\.(?:m?js|css)\b)/.exec(message)?.[1] ?? null;
}

/** SPEC §8's line: "Loading chunk failed", the chunk's type, and the error type with the URL (as webpack writes it). */
export function chunkFailureMessage(type: string, error: unknown): string {
  const name = error instanceof Error ? error.name : 'Error';
  const url = chunkUrlOf(error);
  const detail = url ?? ((error instanceof Error ? error.message : String(error)) || 'URL not reported by the browser');
  return `[strata] Loading chunk failed: ${type} (${name}: ${detail})`;
}

/**
 * @example
 * const stage = createLazyChunk({ type: 'gpu-stage', load: () => import('./Stage.tsx'), fallback: 'the DOM backdrop stays', after, log: console });
 * const withdraw = stage.want((mod) => mount(mod.default));
 */
export function createLazyChunk<T>(deps: LazyChunkDeps<T>): LazyChunk<T> {
  const delays = deps.retryDelaysMs ?? CHUNK_RETRY_DELAYS_MS;
  const waiting = new Set<(value: T) => void>();
  let value: T | null = null;
  let loading = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;

  const settle = (loaded: T) => {
    value = loaded;
    failures = 0;
    const listeners = [...waiting];
    waiting.clear();
    for (const fn of listeners) fn(loaded);
  };

  const fail = (error: unknown) => {
    const delay = delays[failures];
    failures += 1;
    const next = waiting.size === 0 ? 'nothing waits for it now' : delay === undefined ? `gave up after ${failures} attempts` : `retrying in ${delay / 1000} s`;
    deps.log.error(`${chunkFailureMessage(deps.type, error)}; ${deps.fallback}, ${next}`);
    if (waiting.size === 0) return;
    if (delay === undefined) {
      // Out of retries: the next module that asks starts a fresh round.
      failures = 0;
      return;
    }
    cancelRetry = deps.after(delay, () => {
      cancelRetry = null;
      start();
    });
  };

  const start = () => {
    if (value !== null || loading) return;
    cancelRetry?.();
    cancelRetry = null;
    loading = true;
    let attempt: Promise<T>;
    try {
      attempt = deps.load();
    } catch (error) {
      attempt = Promise.reject(error);
    }
    attempt.then(
      (loaded) => {
        loading = false;
        settle(loaded);
      },
      (error: unknown) => {
        loading = false;
        fail(error);
      },
    );
  };

  return {
    value: () => value,
    want(onReady) {
      if (value !== null) {
        onReady(value);
        return () => {};
      }
      // A fresh wrapper per call: the same function registered twice needs two withdrawals.
      const entry = (loaded: T) => onReady(loaded);
      waiting.add(entry);
      start();
      return () => {
        waiting.delete(entry);
        if (waiting.size === 0 && cancelRetry) {
          cancelRetry();
          cancelRetry = null;
        }
      };
    },
  };
}
