/**
 * The code a module needs besides the core (issue 18): the normalizer's feature readers (engine/model/feature-readers.ts)
 * and the React views of the same features (feature-views.ts), one chunk pair per feature, loaded before the module is
 * read. A server render has them all (index.node.ts provides them through ModuleReadersContext); in a browser an
 * inline module whose code is not in yet suspends its <Strata> until it is (the server's markup stays on screen while
 * it hydrates), and a fetched module awaits it before it is read.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { chunkFailureMessage } from '../engine/load/lazy-chunk.ts';
import { hasReaders, READER_CODE, type Feature, type FeatureReaders } from '../engine/model/feature-readers.ts';
import { lateCode, type LateCode } from '../engine/runtime/late-unit.ts';
import { hasViews, VIEW_CODE, type FeatureViews } from './feature-views.ts';

export interface ModuleCode {
  readonly readers: FeatureReaders;
  readonly views: FeatureViews;
}

/** Every feature's code, where something renders modules at once (a server): null means "the page's, as it loads". */
export const ModuleReadersContext = createContext<ModuleCode | null>(null);

// Each feature's code: imported once per page (late-unit.ts lateCode), made at first use; what is in so far.
const code = new Map<Feature, LateCode<unknown>>();
const readers: { -readonly [F in keyof FeatureReaders]?: FeatureReaders[F] } = {};
const inPage = new Set<Feature>();
const views: { -readonly [F in keyof FeatureViews]?: FeatureViews[F] } = {};

/** The readers this page has loaded so far (all of them for `features` once loadFeatureReaders settled). */
export const pageReaders = (): FeatureReaders => readers;

/** The views this page has loaded so far, with their features' readers. */
export const pageViews = (): FeatureViews => views;

/** Whether the code (readers and views) of every one of `features` is in. */
export const readersIn = (features: readonly Feature[]): boolean => features.every((f) => inPage.has(f));

function featureCode(feature: Feature): LateCode<unknown> {
  let chunk = code.get(feature);
  if (!chunk) {
    const load = () =>
      Promise.all([hasReaders(feature) ? READER_CODE[feature]() : null, hasViews(feature) ? VIEW_CODE[feature]() : null]).then(([read, view]) => {
        if (read) (readers as Record<string, unknown>)[feature] = read;
        if (view) (views as Record<string, unknown>)[feature] = view;
        inPage.add(feature);
      });
    code.set(feature, (chunk = lateCode<unknown>(`${feature} code`, load)));
  }
  return chunk;
}

/** Loads the readers (and views) of `features`, each once per page; a chunk that fails rejects (tried again next time). */
export function loadFeatureReaders(features: readonly Feature[]): Promise<FeatureReaders> {
  return Promise.all(features.map((feature) => featureCode(feature).load())).then(() => readers);
}

/** Features whose code failed to load once: the module is read without them (their values named as diagnostics). */
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

/**
 * A feature's views while `wanted`: the server's, or the page's once in. A module read with the feature has them from
 * its first render (its code loaded before it was read); content that came in another way (a slide fetched later)
 * loads them here and renders again when they arrive. Null until then, and wherever they failed to load.
 */
export function useFeatureViews<F extends keyof FeatureViews>(feature: F, wanted: boolean): FeatureViews[F] | null {
  const given = useContext(ModuleReadersContext);
  const now = (given ? given.views[feature] : views[feature]) ?? null;
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!wanted || now || given) return;
    let live = true;
    readersFor([feature]).then(() => live && views[feature] && arrived((n) => n + 1), () => undefined);
    return () => {
      live = false;
    };
  }, [feature, wanted, now, given]);
  return wanted ? now : null;
}

/**
 * A feature's views that a render cannot go without (the server box while the browser hydrates server markup): the
 * server's, the page's once in, or the render suspends until they are (while hydrating, React keeps the server's
 * markup on screen meanwhile). Null when not `wanted`, and where they failed to load.
 */
export function useViewsOrSuspend<F extends keyof FeatureViews>(feature: F, wanted: boolean): FeatureViews[F] | null {
  const given = useContext(ModuleReadersContext);
  if (!wanted) return null;
  const now = (given ? given.views[feature] : views[feature]) ?? null;
  if (now || given || failed.has(feature)) return now;
  throw readersOrLoad([feature]);
}
