import type { Clock } from './clock.ts';

/** Something that moves: called every frame with the clock time; returns true when it has finished. */
export type Mover = (now: number) => boolean;

export interface Motion {
  /** Runs `mover` every frame until it returns true or the returned function is called. */
  run(mover: Mover): () => void;
  /** Called after all movers of a frame ran (the GPU stage renders here), only on frames where something moved. */
  afterFrame(fn: () => void): () => void;
  readonly active: () => number;
  destroy(): void;
}

/**
 * One frame loop for the whole slider, attached to the clock ONLY while something moves
 * (DESIGN.md: an idle page does no work).
 */
export function createMotion(clock: Clock): Motion {
  const movers = new Set<Mover>();
  const renderers = new Set<() => void>();
  let detach: (() => void) | null = null;

  const frame = (now: number) => {
    for (const mover of [...movers]) {
      if (!movers.has(mover)) continue;
      if (mover(now)) movers.delete(mover);
    }
    for (const render of renderers) render();
    if (movers.size === 0) stop();
  };
  const stop = () => {
    detach?.();
    detach = null;
  };

  return {
    run(mover) {
      movers.add(mover);
      detach ??= clock.onFrame(frame);
      return () => {
        movers.delete(mover);
        if (movers.size === 0) stop();
      };
    },
    afterFrame(fn) {
      renderers.add(fn);
      return () => renderers.delete(fn);
    },
    active: () => movers.size,
    destroy() {
      movers.clear();
      renderers.clear();
      stop();
    },
  };
}
