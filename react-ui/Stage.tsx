import { useEffect, useRef, type ReactNode } from 'react';
import type { Backdrop, Slider } from '../engine/index.ts';
import { createGpuBackdrop, createImageCache, createStageApp, stageResolution, type GpuBackdrop } from '../renderer/index.ts';

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
 * The GPU stage, loaded with a dynamic import after the first slide's layers have entered. It creates the Pixi
 * application itself (renderer/stage-app.ts) and hands it to the renderer, which drives it imperatively: one canvas
 * needs no second React reconciler (@pixi/react cost 113 kB of the lazy chunk for this).
 */
export default function Stage({ slider, width, height, resolveUrl, fallback, onReady }: StageProps): ReactNode {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const backdropRef = useRef<GpuBackdrop | null>(null);
  const sizeRef = useRef({ width, height });
  sizeRef.current = { width, height };

  // Repaint slide textures at the new size; the engine keeps showing the current slide.
  useEffect(() => {
    backdropRef.current?.resize(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
  }, [width, height]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let disposed = false;
    let stage: Awaited<ReturnType<typeof createStageApp>> | null = null;
    // The slides' DOM backgrounds sit beside the canvas in the stage; they hold the background <video>s.
    const background = (key: string) => host.closest('.strata-stage')?.querySelector<HTMLElement>(`[data-strata-bg="${CSS.escape(key)}"]`) ?? null;
    const attach = () => {
      if (!stage || disposed) return;
      const backdrop = createGpuBackdrop({
        app: stage.app,
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
    void createStageApp({
      ...sizeRef.current,
      // The module's pixel-ratio policy (settings.general.dpr, FORMAT.md §9): renderer/stage-resolution.ts.
      resolution: stageResolution(slider.model.general.dpr, window.devicePixelRatio),
      // A lost context must not lose the slider: the DOM backdrop takes over until the GPU comes back.
      lost: () => {
        console.warn('[strata] WebGL context lost; showing the DOM backdrop until it is restored');
        backdropRef.current = null;
        slider.setBackdrop(fallback);
      },
      restored: attach,
    }).then(
      (created) => {
        if (disposed) return created.destroy();
        stage = created;
        host.append(created.canvas);
        attach();
      },
      (error: unknown) => {
        // No WebGL after all (a blocked or failed context): the DOM backdrop keeps the slides.
        if (!disposed) console.warn(`[strata] GPU stage could not start (${error instanceof Error ? error.message : String(error)}); the DOM backdrop stays`);
      },
    );
    return () => {
      disposed = true;
      backdropRef.current = null;
      stage?.destroy();
      stage = null;
    };
    // One application per mounted stage; size changes go through resize above.
  }, [slider]);

  return <div ref={hostRef} style={{ position: 'absolute', inset: 0 }} />;
}
