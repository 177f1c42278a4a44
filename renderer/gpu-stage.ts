/**
 * The GPU stage of one module (issue 18: WebGL context loss is the renderer's business, not the React view's). It
 * creates the Pixi application (stage-app.ts), puts its canvas in `host`, builds the GPU backdrop on it and hands
 * that to the engine. A lost context must not lose the slider: the DOM backdrop takes over until the context is
 * restored, when a new GPU backdrop is built and handed over again. No WebGL at all leaves the DOM backdrop in place.
 */
import type { Backdrop } from '../engine/index.ts';
import { createGpuBackdrop, type GpuBackdrop, type GpuBackdropDeps } from './gpu-backdrop.ts';
import { createStageApp } from './stage-app.ts';

export interface GpuStageDeps extends Omit<GpuBackdropDeps, 'app'> {
  /** Where the canvas goes. */
  readonly host: HTMLElement;
  readonly width: number;
  readonly height: number;
  /** Device pixels per CSS pixel for the canvas (stage-resolution.ts). */
  readonly resolution: number;
  /** Hands a backdrop to the engine (Slider.setBackdrop): the GPU one, or `fallback` while the context is lost. */
  setBackdrop(backdrop: Backdrop): void;
  /** The DOM backdrop the engine shows while there is no context. */
  readonly fallback: Backdrop;
  /** Each time a GPU backdrop has been handed over (first start, and after a restore). */
  onReady(backdrop: GpuBackdrop): void;
  readonly log?: Pick<Console, 'warn'>;
}

export interface GpuStage {
  /** Repaints the slide textures at a new size; the engine keeps showing the current slide. */
  resize(width: number, height: number): void;
  destroy(): void;
}

export function mountGpuStage(deps: GpuStageDeps): GpuStage {
  const { host, setBackdrop, fallback, onReady, log = console } = deps;
  let destroyed = false;
  let stage: Awaited<ReturnType<typeof createStageApp>> | null = null;
  let backdrop: GpuBackdrop | null = null;
  const attach = () => {
    if (!stage || destroyed) return;
    backdrop = createGpuBackdrop({ ...deps, app: stage.app });
    setBackdrop(backdrop);
    onReady(backdrop);
  };
  void createStageApp({
    width: deps.width,
    height: deps.height,
    resolution: deps.resolution,
    lost: () => {
      log.warn('[strata] WebGL context lost; showing the DOM backdrop until it is restored');
      backdrop = null;
      setBackdrop(fallback);
    },
    restored: attach,
  }).then(
    (created) => {
      if (destroyed) return created.destroy();
      stage = created;
      host.append(created.canvas);
      attach();
    },
    (error: unknown) => {
      if (!destroyed) log.warn(`[strata] GPU stage could not start (${error instanceof Error ? error.message : String(error)}); the DOM backdrop stays`);
    },
  );
  return {
    resize(width, height) {
      backdrop?.resize(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
    },
    destroy() {
      destroyed = true;
      backdrop = null;
      stage?.destroy();
      stage = null;
    },
  };
}
