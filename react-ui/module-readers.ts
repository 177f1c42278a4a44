/**
 * The normalizer's feature readers on a page (engine/model/feature-readers.ts, issue 18): a module is read with the
 * ones its JSON needs, loaded first. A server render has them all (index.node.ts provides them through
 * ModuleReadersContext); in a browser an inline module whose readers are not in yet suspends its <Strata> until they
 * are (the server's markup stays on screen while it hydrates), and a fetched module awaits them before it is read.
 */
import { createContext } from 'react';
import { chunkFailureMessage } from '../engine/load/lazy-chunk.ts';
import { READER_CODE, type Feature, type FeatureReaders } from '../engine/model/feature-readers.ts';
import { lateCode, type LateCode } from '../engine/runtime/late-unit.ts';

/** Every reader, where something renders modules at once (a server): null means "the page's, as they load". */
export const ModuleReadersContext = createContext<FeatureReaders | null>(null);

// Each feature's readers: imported once per page (late-unit.ts lateCode), made at first use; what is in so far, as the
// normalizer takes them.
const code = new Map<Feature, LateCode<unknown>>();
const loaded: { -readonly [F in Feature]?: FeatureReaders[F] } = {};

/** The readers this page has loaded so far (all of them for `features` once loadFeatureReaders settled). */
export const pageReaders = (): FeatureReaders => loaded;

/** Whether every reader of `features` is in. */
export const readersIn = (features: readonly Feature[]): boolean => features.every((f) => loaded[f] !== undefined);

/** Loads the readers of `features`, each once per page; a chunk that fails rejects (and is tried again next time). */
export function loadFeatureReaders(features: readonly Feature[]): Promise<FeatureReaders> {
  return Promise.all(
    features.map((feature) => {
      let chunk = code.get(feature);
      if (!chunk) code.set(feature, (chunk = lateCode<unknown>(`${feature} reader`, READER_CODE[feature])));
      return chunk.load().then((readers) => void ((loaded as Record<Feature, unknown>)[feature] = readers));
    }),
  ).then(() => loaded);
}

/** Readers whose code failed to load once: the module is read without them (their values named as diagnostics). */
const failed = new Set<Feature>();

/** The readers `features` need: the page's, once they are in; else the promise that brings them in. */
export function readersOrLoad(features: readonly Feature[]): FeatureReaders | Promise<void> {
  const missing = features.filter((feature) => !readersIn([feature]) && !failed.has(feature));
  if (missing.length === 0) return pageReaders();
  return loadFeatureReaders(missing).then(
    () => undefined,
    (error: unknown) => {
      for (const feature of missing) if (!readersIn([feature])) failed.add(feature);
      console.error(`${chunkFailureMessage('module readers', error)}; the values that need them are left out`);
    },
  );
}

/** The readers `features` need, awaited: for a module that is fetched anyway. */
export async function readersFor(features: readonly Feature[]): Promise<FeatureReaders> {
  const ready = readersOrLoad(features);
  if (ready instanceof Promise) await ready;
  return pageReaders();
}
