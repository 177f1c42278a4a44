/**
 * A unit only some modules use (issue 18: each feature only when the module uses it), its code behind a dynamic
 * import. A module that uses it starts the import when the slider is created, so the unit is there by the time the
 * visitor can reach it; a module that does not never fetches it. A chunk that fails to load is SPEC §8's 'Loading
 * chunk failed' line and the module goes on without the feature. The unit joins the instance's one lifetime: killed
 * before its code arrived, it is never created.
 */
import { chunkFailureMessage } from '../load/lazy-chunk.ts';

export interface FeatureUnit<U> {
  /** The unit once created; null while its code loads, when the module does not use it, or after a failed load. */
  current(): U | null;
  /** Settles with the unit (or null: not used, failed, or destroyed first). */
  readonly ready: Promise<U | null>;
  destroy(): void;
}

export interface FeatureUnitDeps<M, U> {
  /** What the chunk is, for the failure line, e.g. `modifiers`. */
  readonly type: string;
  /** Whether this module uses the feature at all (read from the normalized model). */
  readonly wanted: boolean;
  readonly load: () => Promise<M>;
  readonly create: (module: M) => U;
  readonly log: Pick<Console, 'error'>;
}

export function createFeatureUnit<M, U extends { destroy(): void }>(deps: FeatureUnitDeps<M, U>): FeatureUnit<U> {
  let unit: U | null = null;
  let destroyed = false;
  const ready: Promise<U | null> = !deps.wanted
    ? Promise.resolve(null)
    : deps.load().then(
        (module) => (destroyed ? null : (unit = deps.create(module))),
        (error: unknown) => {
          if (!destroyed) deps.log.error(`${chunkFailureMessage(deps.type, error)}; the module goes on without it`);
          return null;
        },
      );
  return {
    current: () => unit,
    ready,
    destroy() {
      destroyed = true;
      unit?.destroy();
      unit = null;
    },
  };
}
