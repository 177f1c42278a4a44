/**
 * The GPU stage's code (Stage.tsx and Pixi), split off and loaded after first paint (DESIGN.md "Rendering split").
 * One import per page, shared by every module; when it fails, SPEC §8's 'Loading chunk failed' line names it, the
 * modules stay on their DOM backdrop, and the import is retried with a growing delay (engine/load/lazy-chunk.ts)
 * until a retry succeeds and the stage takes over.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { createLazyChunk, type LazyChunk } from '../engine/index.ts';
import type { StageProps } from './Stage.tsx';

type StageComponent = ComponentType<StageProps>;

let chunk: LazyChunk<StageComponent> | null = null;

/** Created on first use, never at import. */
function gpuStageChunk(): LazyChunk<StageComponent> {
  chunk ??= createLazyChunk<StageComponent>({
    type: 'gpu-stage',
    load: () => import('./Stage.tsx').then((mod) => mod.default),
    fallback: 'the DOM backdrop stays',
    after(ms, fn) {
      const handle = window.setTimeout(fn, ms);
      return () => window.clearTimeout(handle);
    },
    log: console,
  });
  return chunk;
}

/** The Stage component once its chunk is in, while `wanted`; null before (and whenever the module does not want it). */
export function useGpuStage(wanted: boolean): StageComponent | null {
  // A component is a function: useState would call it as an initializer or updater, so it is always wrapped.
  const [stage, setStage] = useState<StageComponent | null>(() => gpuStageChunk().value());
  useEffect(() => {
    if (!wanted) return;
    return gpuStageChunk().want((component) => setStage(() => component));
  }, [wanted]);
  return wanted ? stage : null;
}
