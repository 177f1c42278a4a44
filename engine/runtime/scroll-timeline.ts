/**
 * Scroll-based timeline (SPEC §1 "a scroll-based timeline"; wire `settings.sbt` + layer `mod.s.ut`/`so`):
 * the in scenes of opted-in layers follow the page's scroll position instead of the clock. Its code loads only for a
 * module that has such layers (feature-units.ts; which layers they are: uses-modifiers.ts scrollDrivenOffset).
 */
import type { ModuleModel } from '../model/types.ts';
import type { Clock } from './clock.ts';
import type { Motion } from './motion.ts';
import type { ModifierInputs, ViewportSample } from './ports-modifiers.ts';
import { createCatchUp, holdTime } from './sbt-pin.ts';
import { holdOf } from './sbt-spacer.ts';
import { usesScrollTimeline } from './uses-modifiers.ts';

/**
 * Where the module is on its way through the viewport, 0..1: 0 as its top edge enters at the bottom, 1 as its
 * bottom edge leaves at the top. A fixed module never moves through the viewport, so it follows the page:
 * 0 at the top, 1 at the bottom (SR7_225_1's logo sits at its first frame while the page is at its top).
 */
export function scrollTimelineProgress(sample: ViewportSample, fixed: boolean): number {
  if (fixed) {
    const max = sample.pageScrollMax ?? 0;
    return max > 0 ? Math.min(1, Math.max(0, (sample.pageScroll ?? 0) / max)) : 0;
  }
  const travel = sample.viewportHeight + sample.height;
  return travel > 0 ? Math.min(1, Math.max(0, (sample.viewportHeight - sample.top) / travel)) : 0;
}

/** What a held module (sbt-pin.ts) needs: slide time for the scenes, the frame loop for the catch-up. */
export interface HoldDeps {
  readonly setTime: (ms: number) => void;
  readonly motion: Motion;
  readonly clock: Clock;
  /** The current slide's length (ms): the time reached as the held module leaves the viewport. */
  readonly duration: () => number;
}

/** What followScroll reads of the module: the slides' layers, the scroll timeline and hold (sbt), whether it is fixed (size). */
export type FollowScrollModel = Pick<ModuleModel, 'slides' | 'staticSlides' | 'sbt' | 'size'>;

/**
 * Feeds scroll progress to the scenes while the module has scroll-driven layers; returns the unsubscribe.
 * A held module (`sbt.f`, given `hold`) feeds slide time instead, gliding there at the module's `sbt.s`/`sbt.e`.
 */
export function followScroll(model: FollowScrollModel, inputs: ModifierInputs | undefined, apply: (progress: number) => void, hold?: HoldDeps): () => void {
  if (!usesScrollTimeline(model) || !inputs) return () => {};
  const sbt = holdOf(model);
  if (!sbt || !hold) return inputs.viewport((sample) => apply(scrollTimelineProgress(sample, model.size.fixed === true)));
  const catchUp = createCatchUp({ motion: hold.motion, clock: hold.clock, ms: sbt.speed, ease: sbt.ease, apply: hold.setTime });
  const off = inputs.viewport((sample) => catchUp.set(holdTime(sample, sbt, hold.duration())));
  return () => {
    off();
    catchUp.destroy();
  };
}
