/**
 * The hold of the scroll-based timeline (wire `settings.sbt.f` "Hold Module in View"; SPEC §4 "content is frozen
 * in fixed position while scrolling, then released at the top or bottom"). The view puts the module in a
 * spacer taller than itself and makes it `position: sticky`, so the browser keeps it in place while the page
 * scrolls through the spacer (no scroll-jacking, no per-frame layout writes); the engine only turns the
 * spacer's place in the viewport into slide time for the scroll-driven layers, as RS6 did (SR7 continues it):
 *
 *   coming in (spacer top from the viewport bottom to the stick line)  0        → holdStart
 *   held      (the page scrolls through the pin distance)              holdStart → holdEnd
 *   leaving   (the module scrolls from the stick line out of view)    holdEnd  → slide length
 *
 * Scrolling back runs the same mapping backwards: the module sticks again and the layers reverse.
 */
import { resolveEase } from '../anim/eases.ts';
import type { SbtSettings } from '../model/types.ts';
import type { Clock } from './clock.ts';
import type { Motion } from './motion.ts';
import type { ViewportSample } from './ports-modifiers.ts';
import { stickTop } from './sbt-spacer.ts';

/**
 * Slide time (ms) for the held module's place in the viewport (the table at the top of this file). `duration`
 * is the current slide's length. Without a spacer in the sample the module's own box stands in (no hold).
 */
export function holdTime(sample: ViewportSample, sbt: SbtSettings, duration: number): number {
  const h = Math.max(0, sample.height);
  const vh = sample.viewportHeight;
  const spacer = sample.pin ?? { top: sample.top, height: h };
  const distance = Math.max(0, spacer.height - h);
  const stick = stickTop(sbt, h, vh);
  const top = spacer.top;
  if (top >= vh) return 0;
  if (top >= stick) return vh > stick ? (sbt.holdStart * (vh - top)) / (vh - stick) : sbt.holdStart;
  const scrolled = stick - top;
  if (scrolled <= distance) return distance > 0 ? sbt.holdStart + ((sbt.holdEnd - sbt.holdStart) * scrolled) / distance : sbt.holdEnd;
  const end = Math.max(sbt.holdEnd, duration);
  const leave = stick + h;
  return leave > 0 ? Math.min(end, sbt.holdEnd + ((end - sbt.holdEnd) * (scrolled - distance)) / leave) : end;
}

export interface CatchUp {
  /** A new target time: the shown time glides there over `ms` (the first target is taken at once). */
  set(target: number): void;
  destroy(): void;
}

/**
 * SR7 `sbt.s` / `sbt.e`: the layer timelines do not jump to the scroll's time but glide there (RS6 tweened the
 * timelines with `gsap.to(timeline, speed, {time, ease})`); here one mover on the slider's clock does it, and
 * it runs only until the target is reached.
 */
export function createCatchUp(deps: { motion: Motion; clock: Clock; ms: number; ease: string; apply: (time: number) => void }): CatchUp {
  const ease = resolveEase(deps.ease, 'none');
  let shown: number | null = null;
  let from = 0;
  let to = 0;
  let since = 0;
  let stop: (() => void) | null = null;
  const tick = (now: number): boolean => {
    const k = Math.min(1, (now - since) / deps.ms);
    shown = from + (to - from) * ease(k);
    deps.apply(shown);
    if (k < 1) return false;
    stop = null;
    return true;
  };
  return {
    set(target) {
      if (shown === null || deps.ms <= 0) {
        shown = target;
        deps.apply(target);
        return;
      }
      from = shown;
      to = target;
      since = deps.clock.now();
      stop ??= deps.motion.run(tick);
    },
    destroy() {
      stop?.();
      stop = null;
    },
  };
}
