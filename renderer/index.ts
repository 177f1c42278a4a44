/** Renderer entry: the GPU stage (loaded lazily by react-ui) and the DOM fallback backdrop. */
export { createGpuBackdrop } from './gpu-backdrop.ts';
export { mountGpuStage, type GpuStage, type GpuStageDeps } from './gpu-stage.ts';
export { createStageApp, type StageApp, type StageAppOptions } from './stage-app.ts';
export type { GpuBackdrop, GpuStats } from './gpu-backdrop.ts';
export { createDomBackdrop } from './dom-backdrop.ts';
export { createImageCache } from './images.ts';
export type { ImageCache } from './images.ts';
export { fitImage } from './fit.ts';
export { countDrawCalls } from './draw-calls.ts';
export { stageResolution, MAX_DEVICE_STAGE_DPR } from './stage-resolution.ts';
