import { Application } from '@pixi/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Application as PixiApplication } from 'pixi.js';
import type { Backdrop, Slider } from '../engine/index.ts';
import { createGpuBackdrop, createImageCache, stageResolution, type GpuBackdrop } from '../renderer/index.ts';

export interface StageProps {
  readonly slider: Slider;
  readonly width: number;
  readonly height: number;
  readonly resolveUrl: (src: string) => string;
  /** The DOM backdrop to fall back to when the WebGL context is lost. */
  readonly fallback: Backdrop;
  readonly onReady: (backdrop: GpuBackdrop) => void;
}

const images = createImageCache();

/**
 * The GPU stage, loaded with a dynamic import after first paint. @pixi/react mounts the Pixi
 * application (autoStart off: it renders only when the engine's clock says something moved); the
 * renderer drives it imperatively from there.
 */
export default function Stage({ slider, width, height, resolveUrl, fallback, onReady }: StageProps): ReactNode {
  const backdropRef = useRef<GpuBackdrop | null>(null);
  const cleanupRef = useRef<(() => void) | null>(null);

  // Repaint slide textures at the new size; the engine keeps showing the current slide.
  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop) return;
    backdrop.resize(width, height);
  }, [width, height]);

  useEffect(
    () => () => {
      cleanupRef.current?.();
      cleanupRef.current = null;
      backdropRef.current = null;
    },
    [],
  );

  const onInit = (app: PixiApplication) => {
    if (backdropRef.current) return;
    // The slides' DOM backgrounds sit beside the canvas in the stage; they hold the background <video>s.
    const background = (key: string) => app.canvas.closest('.strata-stage')?.querySelector<HTMLElement>(`[data-strata-bg="${CSS.escape(key)}"]`) ?? null;
    const attach = () => {
      const backdrop = createGpuBackdrop({
        app,
        model: slider.model,
        slides: () => slider.store.getState().slides,
        images,
        resolveUrl,
        background,
        // A playing background video draws on the engine's one frame loop (DESIGN.md "One clock").
        frames: slider.motion,
      });
      backdropRef.current = backdrop;
      slider.setBackdrop(backdrop);
      onReady(backdrop);
    };
    attach();
    const canvas = app.canvas;
    canvas.setAttribute('aria-hidden', 'true');
    canvas.classList.add('strata-canvas');
    // A lost context must not lose the slider: the DOM backdrop takes over until the GPU comes back.
    const onLost = (event: Event) => {
      event.preventDefault();
      console.warn('[strata] WebGL context lost; showing the DOM backdrop until it is restored');
      backdropRef.current = null;
      slider.setBackdrop(fallback);
    };
    const onRestored = () => attach();
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    cleanupRef.current = () => {
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
    };
  };

  return (
    <Application
      autoStart={false}
      sharedTicker={false}
      backgroundAlpha={0}
      antialias={false}
      preference="webgl"
      // The module's pixel-ratio policy (settings.general.dpr, FORMAT.md §9): renderer/stage-resolution.ts.
      resolution={stageResolution(slider.model.general.dpr, window.devicePixelRatio)}
      autoDensity
      width={Math.max(1, Math.round(width))}
      height={Math.max(1, Math.round(height))}
      onInit={onInit}
    />
  );
}
