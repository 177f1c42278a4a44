import { useEffect, useRef, type ReactNode } from 'react';
import type { Backdrop, Slider } from '../engine/index.ts';
import type { GpuBackdrop, GpuStage } from '../renderer/index.ts';
import { createImageCache } from '../renderer/images.ts';
import { mountGpuStage } from '../renderer/gpu-stage.ts';
import { stageResolution } from '../renderer/stage-resolution.ts';

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
 * The GPU stage, loaded with a dynamic import after the first slide's layers have entered. It mounts the renderer's
 * stage (renderer/gpu-stage.ts: the Pixi application, the GPU backdrop, WebGL context loss and restore) in a box of
 * its own; one canvas needs no second React reconciler (@pixi/react cost 113 kB of the lazy chunk for this).
 */
export default function Stage({ slider, width, height, resolveUrl, fallback, onReady }: StageProps): ReactNode {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const stageRef = useRef<GpuStage | null>(null);
  const sizeRef = useRef({ width, height });
  sizeRef.current = { width, height };

  useEffect(() => stageRef.current?.resize(width, height), [width, height]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const stage = mountGpuStage({
      host,
      ...sizeRef.current,
      // The module's pixel-ratio policy (settings.general.dpr, FORMAT.md §9): renderer/stage-resolution.ts.
      resolution: stageResolution(slider.model.general.dpr, window.devicePixelRatio),
      model: slider.model,
      slides: () => slider.store.getState().slides,
      images,
      resolveUrl,
      // The slides' DOM backgrounds sit beside the canvas in the stage; they hold the background <video>s.
      background: (key) => host.closest('.strata-stage')?.querySelector<HTMLElement>(`[data-strata-bg="${CSS.escape(key)}"]`) ?? null,
      // A playing background video draws on the engine's one frame loop (DESIGN.md "One clock").
      frames: slider.motion,
      setBackdrop: (backdrop) => slider.setBackdrop(backdrop),
      fallback,
      onReady,
    });
    stageRef.current = stage;
    return () => {
      stageRef.current = null;
      stage.destroy();
    };
    // One stage per mounted module; size changes go through resize above.
  }, [slider]);

  return <div ref={hostRef} style={{ position: 'absolute', inset: 0 }} />;
}
