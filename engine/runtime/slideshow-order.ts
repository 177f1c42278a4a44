import type { SlideModel, SlideshowSettings } from '../model/types.ts';
import { rotationOf } from './rotation.ts';

/**
 * The slideshow's order maths, as pure functions (SPEC §4 "Slides and slideshow", FORMAT.md §4): which
 * slide plays next, when a loop wraps, when the slideshow stops (loop count, stopAt, per-slide stop),
 * shuffle and `hal`. Indexes are 0-based positions in the current slide list; the shuffled order of a
 * loop is kept by key, so removing a slide (api.remove, `hal`) never shifts it onto the wrong slides. The first slide
 * and `hal`'s removals need only rotation.ts: this loads once the first slide shows (slideshow-control.ts).
 */

/**
 * Fisher–Yates with the injected random source. When `avoidFirst` is one of several items it is never
 * first, so a new shuffled loop never starts by repeating the slide the last loop ended on.
 */
export function shuffled<T>(items: readonly T[], random: () => number, avoidFirst?: T): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  if (avoidFirst !== undefined && out.length > 1 && out[0] === avoidFirst) {
    // Swap with a randomly drawn later item rather than rotating, to keep the draw uniform over the rest.
    const j = 1 + Math.min(out.length - 2, Math.floor(random() * (out.length - 1)));
    [out[0], out[j]] = [out[j] as T, out[0] as T];
  }
  return out;
}

/** Where the slideshow stands between slides. */
export interface OrderState {
  /** Completed loops (wraps past the end of the rotation). */
  readonly loops: number;
  /** This loop's shuffled play order, by slide key; null without shuffle (or before the first step). */
  readonly order: readonly string[] | null;
}

export type OrderSettings = Pick<SlideshowSettings, 'loop' | 'stopAt' | 'shuffle'>;

export interface StepInput {
  readonly slides: readonly SlideModel[];
  readonly current: number;
  readonly state: OrderState;
  readonly settings: OrderSettings;
  readonly random: () => number;
  /** The current slide's own `stop` was honoured already (the slideshow was started again on it). */
  readonly ignoreSlideStop?: boolean;
}

export type Step =
  /** The slideshow ends here (per-slide stop, or the loop count ran out): stay, signal finished. */
  | { readonly kind: 'stop'; readonly reason: 'slide' | 'loops' }
  /** Nothing else to show (a single slide left in the rotation): stay, keep going. */
  | { readonly kind: 'stay' }
  | {
      readonly kind: 'go';
      readonly index: number;
      readonly state: OrderState;
      readonly wrapped: boolean;
      /** This is the stopAt slide of the last allowed loop: the slideshow finishes once it is shown. */
      readonly finishOnArrival: boolean;
    };

/**
 * The loop in which `stopAt` applies. SR6/SR7: "stop after `loop` loops at slide `stopAt`"; with stopAt and
 * an endless loop count, the first time the slide is reached.
 */
const stopLoop = (settings: OrderSettings) => Math.max(0, settings.loop);

/** The next slideshow step from `current` (SPEC §4: it stops after the loop count or stopAt). */
export function nextStep({ slides, current, state, settings, random, ignoreSlideStop = false }: StepInput): Step {
  if (slides[current]?.slideshow.stop && !ignoreSlideStop) return { kind: 'stop', reason: 'slide' };
  const keyOf = (index: number) => slides[index]?.key ?? '';
  const indexOf = (key: string) => slides.findIndex((slide) => slide.key === key);
  const rotation = rotationOf(slides, state.loops);
  if (rotation.length === 0) return { kind: 'stay' };

  let order = rotation;
  if (settings.shuffle) {
    const kept = (state.order ?? []).map(indexOf).filter((index) => rotation.includes(index));
    // The first loop starts from the slide on show, the rest of it shuffled.
    order = kept.length > 0 ? kept : rotation.includes(current) ? [current, ...shuffled(rotation.filter((i) => i !== current), random)] : shuffled(rotation, random);
  }
  const arrive = (index: number, loops: number, nextOrder: readonly number[] | null, wrapped: boolean): Step => {
    const finishOnArrival = settings.stopAt >= 1 && index === settings.stopAt - 1 && loops >= stopLoop(settings);
    const orderKeys = settings.shuffle && nextOrder ? nextOrder.map(keyOf) : null;
    return { kind: 'go', index, state: { loops, order: orderKeys }, wrapped, finishOnArrival };
  };

  let position = order.indexOf(current);
  if (position < 0 && !settings.shuffle) {
    // On a slide outside the rotation (hidden from navigation, or jumped to by key): continue after it.
    const after = order.findIndex((index) => index > current);
    position = (after < 0 ? order.length : after) - 1;
  }
  if (position < order.length - 1) return arrive(order[position + 1] as number, state.loops, order, false);

  // Wrap: one more loop completed; `hal` slides whose count ran out drop out of the new loop.
  const loops = state.loops + 1;
  const nextRotation = rotationOf(slides, loops);
  if (nextRotation.length === 0) return { kind: 'stay' };
  const nextOrder = settings.shuffle ? shuffled(nextRotation, random, current) : nextRotation;
  const target = nextOrder[0] as number;
  const step = arrive(target, loops, nextOrder, true);
  if (step.kind === 'go' && step.finishOnArrival) return step;
  if (settings.loop >= 0 && loops > (settings.stopAt >= 1 ? stopLoop(settings) : settings.loop)) return { kind: 'stop', reason: 'loops' };
  if (target === current) return { kind: 'stay' };
  return step;
}
