/**
 * The Pixi application behind the GPU stage: created without a frame loop of its own (the engine's clock renders it,
 * DESIGN.md "One clock") and without Pixi's browser extensions — no event system, whose pointer ticker would ask for
 * an animation frame forever (issue 18), no accessibility layer: the canvas is decorative (`aria-hidden`) and takes
 * no input; and its scheduler runs no frames of its own either. A lost WebGL context is reported to the caller, which hands the slides to the DOM backdrop until it is
 * restored.
 */
// Pixi builds its uniform upload functions with `new Function` unless these polyfills are in: the site's
// Content-Security-Policy has no 'unsafe-eval' (issue 19), and a host page's may not either.
import 'pixi.js/unsafe-eval';
import { Application, Ticker } from 'pixi.js';

export interface StageAppOptions {
  readonly width: number;
  readonly height: number;
  /** Device pixels per CSS pixel (stage-resolution.ts). */
  readonly resolution: number;
  /** The WebGL context was lost (the GPU reset, too many contexts): the stage draws nothing until `restored`. */
  readonly lost: () => void;
  readonly restored: () => void;
}

export interface StageApp {
  readonly app: Application;
  readonly canvas: HTMLCanvasElement;
  /** Stops listening and releases the WebGL context. Idempotent. */
  destroy(): void;
}

export async function createStageApp(options: StageAppOptions): Promise<StageApp> {
  const app = new Application();
  await app.init({
    autoStart: false,
    sharedTicker: false,
    backgroundAlpha: 0,
    antialias: false,
    preference: 'webgl',
    resolution: options.resolution,
    autoDensity: true,
    width: Math.max(1, Math.round(options.width)),
    height: Math.max(1, Math.round(options.height)),
    skipExtensionImports: true,
  });
  // Pixi's scheduler (its GC of unused GPU resources) asks Ticker.system for every animation frame, drawing or not.
  // The stage draws only from the engine's clock and destroys its slide textures itself (gpu-backdrop retain), so
  // the scheduler is taken off that ticker: an idle page then asks for no frame at all.
  const scheduler = (app.renderer as unknown as { scheduler?: { _update?: () => void } }).scheduler;
  if (scheduler?._update) Ticker.system.remove(scheduler._update, scheduler);
  const canvas = app.canvas;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.classList.add('strata-canvas');
  const onLost = (event: Event) => {
    // Without preventDefault the browser never restores the context.
    event.preventDefault();
    options.lost();
  };
  const onRestored = () => options.restored();
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);
  let destroyed = false;
  return {
    app,
    canvas,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
      app.destroy({ removeView: true }, { children: true });
    },
  };
}
