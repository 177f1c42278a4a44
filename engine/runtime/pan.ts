import { panEndTime, panStateAt, type PanState } from '../anim/pan.ts';
import type { SlideModel } from '../model/types.ts';
import type { Clock } from './clock.ts';
import type { Motion } from './motion.ts';
import type { Backdrop } from './ports.ts';

export interface PanDeps {
  readonly clock: Clock;
  readonly motion: Motion;
  /** The backdrop now (it can be swapped: DOM first, then the GPU stage). */
  readonly backdrop: () => Backdrop | null;
  /** Reduced motion: a pan shows its start state and never moves (Ken Burns off). */
  readonly still?: () => boolean;
}

export interface PanPlayer {
  /** Puts a slide's background at its pan start state without playing it (the incoming slide of a transition). */
  prime(slide: SlideModel): void;
  /** Plays a slide's pan from its start; the pan playing before stops where it is (its state stays). */
  play(slide: SlideModel): void;
  /** Sends the playing slide's last state again (a new backdrop took over). */
  refresh(): void;
  /** Resets a slide's background to no pan. */
  reset(slide: SlideModel): void;
  /** Stops the running pan where it is. */
  stop(): void;
  destroy(): void;
}

/**
 * Ken Burns on the one clock: the pan state is evaluated from clock time each frame and handed to the
 * backdrop; the frame loop runs only until the pan's last keyframe ends (then the end state holds).
 */
export function createPan(deps: PanDeps): PanPlayer {
  let stopMover: (() => void) | null = null;
  let current: { key: string; state: PanState | null } | null = null;
  let destroyed = false;

  const send = (key: string, state: PanState | null) => {
    if (current?.key === key) current.state = state;
    deps.backdrop()?.pan?.(key, state);
  };
  const stop = () => {
    stopMover?.();
    stopMover = null;
  };

  return {
    prime(slide) {
      if (destroyed) return;
      deps.backdrop()?.pan?.(slide.key, slide.pan ? panStateAt(slide.pan, 0) : null);
    },
    play(slide) {
      if (destroyed) return;
      stop();
      const pan = slide.pan;
      current = { key: slide.key, state: null };
      send(slide.key, pan ? panStateAt(pan, 0) : null);
      if (!pan) return;
      const end = panEndTime(pan);
      if (end <= 0 || deps.still?.()) return;
      const start = deps.clock.now();
      stopMover = deps.motion.run((now) => {
        const t = now - start;
        send(slide.key, panStateAt(pan, t));
        if (t < end) return false;
        stopMover = null;
        return true;
      });
    },
    refresh() {
      if (!destroyed && current) deps.backdrop()?.pan?.(current.key, current.state);
    },
    reset(slide) {
      if (destroyed) return;
      if (current?.key === slide.key) {
        stop();
        current = null;
      }
      deps.backdrop()?.pan?.(slide.key, null);
    },
    stop,
    destroy() {
      destroyed = true;
      stop();
      current = null;
    },
  };
}
