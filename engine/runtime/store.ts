import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Level, ModuleModel, SlideModel } from '../model/types.ts';

/** 'media': a media item with pauseTimer is playing (engine/media/coordinator.ts). */
export type PauseReason = 'api' | 'hover' | 'blur' | 'viewport' | 'interaction' | 'focus' | 'stopped' | 'media';

/**
 * Discrete slider state only (DESIGN.md "One clock"): never a frame's progress, so React never
 * re-renders per frame.
 */
export interface SliderState {
  readonly slides: readonly SlideModel[];
  readonly index: number;
  /** The slide a change is heading to, while phase is 'changing'. */
  readonly nextIndex: number | null;
  readonly phase: 'loading' | 'idle' | 'changing' | 'killed';
  /** Slideshow running (autoplay on and not stopped); pauses are tracked separately. */
  readonly slideshowOn: boolean;
  /** Why the slideshow is paused; empty = running. Kept as a set so one reason ending never resumes another. */
  readonly pausedBy: ReadonlySet<PauseReason>;
  readonly level: Level;
  readonly backdrop: 'none' | 'dom' | 'gpu';
  /** Number of completed passes through all slides. */
  readonly loops: number;
}

export type SliderStore = StoreApi<SliderState>;

/** What the store reads of the module: the slides and the slideshow's autoplay. */
export type SliderStoreModel = Pick<ModuleModel, 'slides' | 'slideshow'>;

export function createSliderStore(model: SliderStoreModel, initialIndex: number, level: Level): SliderStore {
  return createStore<SliderState>(() => ({
    slides: model.slides,
    index: initialIndex,
    nextIndex: null,
    phase: 'loading',
    slideshowOn: model.slideshow.auto,
    pausedBy: new Set<PauseReason>(),
    level,
    backdrop: 'none',
    loops: 0,
  }));
}
