/**
 * The GPU stage's code (Stage.tsx and Pixi), split off and loaded after first paint (DESIGN.md "Rendering split").
 * One import per page, shared by every module; when it fails, SPEC §8's 'Loading chunk failed' line names it, the
 * modules stay on their DOM backdrop, and the import is retried with a growing delay (engine/load/lazy-chunk.ts)
 * until a retry succeeds and the stage takes over.
 */
import type { ComponentType } from 'react';
import { pageChunk, useChunk } from './lazy-view.tsx';
import type { StageProps } from './Stage.tsx';

type StageComponent = ComponentType<StageProps>;

const gpuStageChunk = pageChunk<StageComponent>('gpu-stage', () => import('./Stage.tsx').then((mod) => mod.default), 'the DOM backdrop stays');

/** The Stage component once its chunk is in, while `wanted`; null before (and whenever the module does not want it). */
export function useGpuStage(wanted: boolean): StageComponent | null {
  return useChunk(gpuStageChunk, wanted);
}
