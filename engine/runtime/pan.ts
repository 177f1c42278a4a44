import type { PanState } from '../anim/pan.ts';
import { chunkFailureMessage } from '../load/lazy-chunk.ts';
import { lateCode } from './late-unit.ts';
import type { ModuleModel, SlideModel } from '../model/types.ts';
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
  /** Whether a slide of the module has a pan now: its maths load at once (the first slide waits for `ready`). */
  readonly wanted?: boolean;
  readonly log?: Pick<Console, 'error'>;
}

/** Whether any slide pans (Ken Burns, the slide background layer's `tl.in.pan`). */
export const usesPan = (model: Pick<ModuleModel, 'slides'>): boolean => model.slides.some((slide) => slide.pan !== null);

// Ken Burns' maths (anim/pan.ts): only for a module with a pan (a slide that comes later with one loads it then).
const PAN_MATHS = lateCode('ken-burns', () => import('../anim/pan.ts'));

/** Starts loading Ken Burns' maths before a slider asks (feature-units.ts warmFeatures); a failure is the slider's to name. */
export const loadPanMaths = (): Promise<unknown> => PAN_MATHS.load();

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
  /** Settles once the maths are in for a module that has a pan (or could not load: its slides then do not pan). */
  readonly ready: Promise<void>;
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
  const load = () =>
    PAN_MATHS.load().then(
      () => undefined,
      (error: unknown) => void deps.log?.error(`${chunkFailureMessage('ken-burns', error)}; the slides show without their pan`),
    );
  const ready = deps.wanted ? load() : Promise.resolve();

  const send = (key: string, state: PanState | null) => {
    if (current?.key === key) current.state = state;
    deps.backdrop()?.pan?.(key, state);
  };
  const stop = () => {
    stopMover?.();
    stopMover = null;
  };

  const player: PanPlayer = {
    prime(slide) {
      if (destroyed) return;
      const maths = PAN_MATHS.get();
      deps.backdrop()?.pan?.(slide.key, slide.pan && maths ? maths.panStateAt(slide.pan, 0) : null);
    },
    play(slide) {
      if (destroyed) return;
      stop();
      const maths = PAN_MATHS.get();
      const pan = slide.pan;
      current = { key: slide.key, state: null };
      if (pan && !maths) {
        // A slide read later brought the module's first pan: it starts once the maths are in, if still on show.
        void load().then(() => PAN_MATHS.get() && current?.key === slide.key && player.play(slide));
      }
      if (!pan || !maths) return send(slide.key, null);
      const { panEndTime, panStateAt } = maths;
      send(slide.key, panStateAt(pan, 0));
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
    ready,
    destroy() {
      destroyed = true;
      stop();
      current = null;
    },
  };
  return player;
}
