/**
 * A unit the first slide can do without (issue 18: the first paint downloads only what showing the first slide
 * needs): its code loads once the first slide shows (`after`), or at once when something needs the unit sooner,
 * whichever comes first. The code is page-wide (`lateCode`): a module created after it arrived has its unit at once.
 * A chunk that fails to load is SPEC §8's 'Loading chunk failed' line; the next call that needs it tries again.
 * Killed before its code arrived, the unit is never created.
 */
import { chunkFailureMessage } from '../load/lazy-chunk.ts';

export interface LateCode<M> {
  readonly type: string;
  /** The code once it is in the page, else null. */
  get(): M | null;
  /** Loads it once per page (what a test awaits to have it in before a slider starts). */
  load(): Promise<M>;
}

/** Page-wide code behind a dynamic import, created at first use of the returned object (no import at module load). */
export function lateCode<M>(type: string, load: () => Promise<M>): LateCode<M> {
  let code: M | null = null;
  let importing: Promise<M> | null = null;
  return {
    type,
    get: () => code,
    load: () =>
      (importing ??= load().then(
        (loaded) => (code = loaded),
        (error: unknown) => {
          importing = null;
          throw error;
        },
      )),
  };
}

export interface LateUnit<U> {
  /** The unit once its code is in (creating it then), else null. */
  current(): U | null;
  /** Runs `fn` with the unit now if it is in, else loads it and runs `fn` when it arrives (in call order). */
  use(fn: (unit: U) => void | Promise<void>): Promise<void>;
  /** Starts the load now (a swipe that cannot wait for a request to do it). */
  load(): void;
  destroy(): void;
}

export interface LateUnitDeps<M, U> {
  readonly code: LateCode<M>;
  /** Whether this module uses the unit at all: one it does not use never loads. */
  readonly wanted: boolean;
  /**
   * Settles when the code may load without competing with the first slide. Absent: the code loads only when something
   * needs the unit (`use`, `load`).
   */
  readonly after?: Promise<unknown>;
  readonly create: (code: M) => U;
  /** What the module does meanwhile, for the failure line. */
  readonly fallback: string;
  readonly log: Pick<Console, 'error'>;
}

export function createLateUnit<M, U extends { destroy(): void }>(deps: LateUnitDeps<M, U>): LateUnit<U> {
  let unit: U | null = null;
  let destroyed = false;
  const current = (): U | null => {
    const code = deps.code.get();
    if (!unit && !destroyed && deps.wanted && code) unit = deps.create(code);
    return unit;
  };
  const load = (): Promise<U | null> =>
    deps.code.load().then(current, (error: unknown) => {
      if (!destroyed) deps.log.error(`${chunkFailureMessage(deps.code.type, error)}; ${deps.fallback}`);
      return null;
    });
  if (deps.wanted && !current()) void deps.after?.then(() => (destroyed ? undefined : load()));
  return {
    current,
    use(fn) {
      if (!deps.wanted || destroyed) return Promise.resolve();
      const now = current();
      if (now) return Promise.resolve(fn(now));
      return load().then((loaded) => (loaded && !destroyed ? fn(loaded) : undefined));
    },
    load() {
      if (deps.wanted && !destroyed && !current()) void load();
    },
    destroy() {
      destroyed = true;
      unit?.destroy();
      unit = null;
    },
  };
}
