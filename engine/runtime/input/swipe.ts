import { velocityPerSecond } from 'popmotion';
import type { NavSettings } from '../../model/types.ts';
import type { DragChange } from '../drag-change.ts';
import type { DragSample, DragVerdict, NavInputs } from '../ports-input.ts';
import type { NavStep } from './keyboard.ts';

/** Swipe thresholds. Only the tap slop is SPEC's (§9); the others are SR6's `swipe_threshold` and usual flick values. */
export interface SwipeTuning {
  /** A pointer that moves more than this (px) is a drag, not a tap: the click after it is swallowed (SPEC §9: 5 px). */
  readonly tapSlop: number;
  /** A drag this long along the swipe axis (px) changes the slide whatever its speed (SR6 `swipe_threshold` 75). */
  readonly distance: number;
  /** A shorter drag still changes the slide when released this fast (px/s) along the axis … */
  readonly flickVelocity: number;
  /** … and at least this long (px), so a jittery tap-and-release is not a flick. */
  readonly flickDistance: number;
  /** Velocity is measured over the last this-many ms of the drag (a drag that stops before release is no flick). */
  readonly velocityWindow: number;
  /** A swipe that follows the finger commits when released past this fraction of the module (else a flick). */
  readonly commitFraction: number;
}

export const SWIPE_TUNING: SwipeTuning = { tapSlop: 5, distance: 75, flickVelocity: 400, flickDistance: 20, velocityWindow: 100, commitFraction: 0.25 };

interface Point {
  readonly t: number;
  readonly main: number;
}

/** A drag being followed. */
export interface DragTrack {
  readonly startMain: number;
  readonly startCross: number;
  /** Past the tap slop along the swipe axis: a drag; its click is swallowed. */
  readonly dragging: boolean;
  /** The most touch points seen at once during the drag (SR7 `nav.s.t`: the touch count a swipe needs). */
  readonly touches: number;
  /** Recent samples along the axis, for the release velocity. */
  readonly recent: readonly Point[];
}

/** Axis position of a sample: x for a horizontal module, y for a vertical one. */
const along = (sample: DragSample, axis: 'x' | 'y') => (axis === 'x' ? sample.x : sample.y);
const across = (sample: DragSample, axis: 'x' | 'y') => (axis === 'x' ? sample.y : sample.x);

/** Release velocity along the axis (px/s) from the samples of the last `window` ms, with popmotion's per-second rule. */
export function releaseVelocity(recent: readonly Point[], now: number, window: number): number {
  const last = recent[recent.length - 1];
  const first = recent.find((p) => now - p.t <= window);
  if (!last || !first || last.t - first.t <= 0 || now - last.t > window) return 0;
  return velocityPerSecond(last.main - first.main, last.t - first.t);
}

/**
 * The step a finished drag asks for: far enough, or a quick flick, along the axis and with enough fingers.
 * Moving the content left/up (negative travel) shows the next slide, as a finger pushes a page.
 */
export function swipeDecision(travel: number, velocity: number, touches: number, needTouches: number, tuning: SwipeTuning = SWIPE_TUNING): NavStep | null {
  if (touches < needTouches) return null;
  const far = Math.abs(travel) >= tuning.distance;
  const flick = Math.abs(travel) >= tuning.flickDistance && Math.abs(velocity) >= tuning.flickVelocity && Math.sign(velocity) === Math.sign(travel);
  if (!far && !flick) return null;
  return travel < 0 ? '+1' : '-1';
}

/** How far a followed drag has gone toward the neighbour: 0..1 of the module's size along the axis (`span`). */
export function dragFraction(toward: number, span: number): number {
  return span > 0 ? Math.min(1, Math.max(0, toward / span)) : 0;
}

/**
 * Whether a followed drag, released `toward` px toward the neighbour at `velocity` px/s toward it, completes the
 * change: past a quarter of the module, or a flick (the same flick as `swipeDecision`); otherwise it rolls back.
 */
export function followCommits(toward: number, span: number, velocity: number, tuning: SwipeTuning = SWIPE_TUNING): boolean {
  if (dragFraction(toward, span) > tuning.commitFraction) return true;
  return toward >= tuning.flickDistance && velocity >= tuning.flickVelocity;
}

/**
 * One pointer step through the swipe rules. Returns the track to keep (null = not following), what the view should
 * do with the gesture, and on release the step to request.
 * - start: followed unless `busy` (a slide change is running: a drag must never start a second one half-way).
 * - move: past the tap slop it becomes a drag if it goes along the axis, or is dropped if it goes across (a page
 *   scroll); within the slop it is still a tap.
 * - end: a drag asks for `swipeDecision`; a tap asks for nothing and its click goes through.
 */
export function swipeStep(
  track: DragTrack | null,
  sample: DragSample,
  now: number,
  o: { axis: 'x' | 'y'; touches: number; busy: boolean; tuning?: SwipeTuning },
): { track: DragTrack | null; verdict: DragVerdict; step: NavStep | null; travel?: number; velocity?: number } {
  const tuning = o.tuning ?? SWIPE_TUNING;
  const main = along(sample, o.axis);
  if (sample.phase === 'start') {
    if (o.busy) return { track: null, verdict: 'ignore', step: null };
    const started: DragTrack = { startMain: main, startCross: across(sample, o.axis), dragging: false, touches: sample.touches, recent: [{ t: now, main }] };
    return { track: started, verdict: 'track', step: null };
  }
  if (!track || sample.phase === 'cancel') return { track: null, verdict: track?.dragging ? 'drag' : 'ignore', step: null };
  const travel = main - track.startMain;
  const cross = across(sample, o.axis) - track.startCross;
  const recent = [...track.recent.filter((p) => now - p.t <= tuning.velocityWindow), { t: now, main }];
  const touches = Math.max(track.touches, sample.touches);
  let dragging = track.dragging;
  if (!dragging && Math.hypot(travel, cross) > tuning.tapSlop) {
    // The first real movement decides: across the axis it is the page's scroll, not a swipe (nor a tap).
    if (Math.abs(cross) > Math.abs(travel)) return { track: null, verdict: 'ignore', step: null };
    dragging = true;
  }
  const next: DragTrack = { ...track, dragging, touches, recent };
  if (sample.phase === 'move') return { track: next, verdict: dragging ? 'drag' : 'track', step: null, travel };
  if (!dragging) return { track: null, verdict: 'ignore', step: null };
  const velocity = releaseVelocity(recent, now, tuning.velocityWindow);
  return { track: null, verdict: 'drag', step: o.busy ? null : swipeDecision(travel, velocity, touches, o.touches, tuning), travel, velocity };
}

export interface SwipeDeps {
  readonly inputs: NavInputs;
  readonly settings: NavSettings['swipe'];
  /** A slide change is running. */
  readonly busy: () => boolean;
  readonly request: (step: NavStep) => void;
  /**
   * Starts a change that follows the finger (create-slider's drag change, drag-change.ts); null when it cannot now
   * (a change runs, reduced motion, the neighbour not ready …). Absent or null: the swipe decides on release only.
   */
  readonly follow?: (direction: 1 | -1) => DragChange | null;
}

/**
 * Swipe / drag navigation on the module (SR7 `nav.s`); subscribes to nothing when swipe is off.
 * Past the tap slop along the axis, a drag asks `follow` once for a change that follows the finger: the neighbour's
 * background transition is drawn at the drag's fraction of the module, and the release commits or rolls it back
 * (`followCommits`). Dragged back past the start, it follows the other neighbour instead. Without one (or a module
 * size unknown to the view) the swipe decides on release (`swipeDecision`), as before.
 */
export function createSwipeInput(deps: SwipeDeps): { destroy(): void } {
  const { settings } = deps;
  if (!settings.use) return { destroy() {} };
  const axis = settings.direction === 'vertical' ? 'y' : 'x';
  let track: DragTrack | null = null;
  let span = 0;
  let asked = false;
  let following: { change: DragChange; direction: 1 | -1 } | null = null;

  const follow = (direction: 1 | -1, toward: number) => {
    const change = deps.follow?.(direction) ?? null;
    following = change ? { change, direction } : null;
    change?.update(dragFraction(toward, span));
  };
  const drop = () => {
    following?.change.cancel();
    following = null;
  };

  const off = deps.inputs.drag({ axis, mouse: settings.desktop, blockScroll: settings.blockVertical }, (sample) => {
    if (sample.phase === 'start') {
      drop();
      span = sample.span ?? 0;
      asked = false;
    }
    // SR7 counts fingers only for touch: a mouse (or pen) drag swipes whatever `nav.s.t` asks of a touch screen.
    const touches = sample.pointer === 'touch' ? settings.touches : 1;
    const result = swipeStep(track, sample, sample.time ?? deps.inputs.now(), { axis, touches, busy: deps.busy() });
    track = result.track;
    if (following) {
      const { change, direction } = following;
      // Content pushed left/up (negative travel) goes to the next slide: "toward" is travel toward this neighbour.
      const toward = -(result.travel ?? 0) * direction;
      if (sample.phase === 'move' && result.track) {
        if (toward < -SWIPE_TUNING.tapSlop) {
          // Back past the start: the first neighbour is put away at once (it is at 0) and the other one follows.
          change.update(0);
          change.cancel();
          follow(direction === 1 ? -1 : 1, -toward);
        } else change.update(dragFraction(toward, span));
      } else if (sample.phase === 'end') {
        const velocity = -(result.velocity ?? 0) * direction;
        following = null;
        change.release(followCommits(toward, span, velocity), span > 0 ? Math.max(0, velocity) / span : 0);
      } else drop();
      return result.verdict;
    }
    if (deps.follow && !asked && span > 0 && sample.phase === 'move' && result.track?.dragging && result.track.touches >= touches) {
      asked = true;
      const travel = result.travel ?? 0;
      follow(travel < 0 ? 1 : -1, Math.abs(travel));
      if (following) return result.verdict;
    }
    if (result.step) deps.request(result.step);
    return result.verdict;
  });
  let done = false;
  return {
    destroy() {
      if (done) return;
      done = true;
      drop();
      track = null;
      off();
    },
  };
}
