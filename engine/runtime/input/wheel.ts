import type { NavSettings } from '../../model/types.ts';
import type { NavInputs, WheelSample } from '../ports-input.ts';
import type { NavStep } from './keyboard.ts';

/**
 * How a wheel stream is cut into gestures. A trackpad fling sends a stream of events ~16 ms apart whose deltas
 * decay for a second or more (inertia); counted per event it would skip several slides. So a stream is ONE
 * gesture, and a new gesture needs a pause, a rising delta (a fresh swipe during the inertia tail) or a reversal.
 */
export interface WheelTuning {
  /** Minimum time between two slide changes by wheel (SR7 `nav.m.cd`, SPEC §9 default 1500 ms). */
  readonly cooldown: number;
  /** A gap longer than this between two events ends the gesture (mouse-wheel notches spun together are one). */
  readonly pauseMs: number;
  /** A delta this many times the previous one (and `riseMin` px more) starts a new gesture. */
  readonly riseRatio: number;
  readonly riseMin: number;
}

export const WHEEL_TUNING: Omit<WheelTuning, 'cooldown'> = { pauseMs: 300, riseRatio: 1.5, riseMin: 10 };

/** The current gesture: when its last event came, how strong it was, which way it goes, whose it is. */
export interface WheelGesture {
  readonly last: number;
  readonly magnitude: number;
  readonly sign: 1 | -1;
  /** Decided on its first event: the page's when it began at an edge of the module (first slide back, last forward). */
  readonly owner: 'module' | 'page';
}

export interface WheelState {
  readonly gesture: WheelGesture | null;
  /** When the wheel last moved a slide (null: never). */
  readonly lastFire: number | null;
}

export const WHEEL_IDLE: WheelState = { gesture: null, lastFire: null };

/**
 * The signed delta that drives navigation: the dominant axis (a trackpad sends both), positive = forward,
 * flipped for `nav.m.r: "reverse"`. 0 = nothing to do.
 */
export function wheelDelta(sample: WheelSample, direction: NavSettings['wheel']['direction']): number {
  const delta = Math.abs(sample.dx) > Math.abs(sample.dy) ? sample.dx : sample.dy;
  return direction === 'reverse' ? -delta : delta;
}

/** True when an event of this size and direction at `time` starts a new gesture rather than continuing `prev`. */
export function isNewGesture(prev: WheelGesture | null, time: number, magnitude: number, sign: 1 | -1, tuning: Omit<WheelTuning, 'cooldown'>): boolean {
  if (!prev) return true;
  if (time - prev.last > tuning.pauseMs) return true;
  if (sign !== prev.sign) return true;
  return magnitude >= prev.magnitude * tuning.riseRatio && magnitude - prev.magnitude >= tuning.riseMin;
}

/**
 * One wheel event through the gesture rules: the new state, whether it moves a slide, and whether the module
 * keeps the event from the page. A slide moves only on the first event of a gesture and only once the cooldown
 * since the last move has passed, so one gesture, however long its inertia tail, moves at most one slide.
 * A gesture that begins at an edge (`atEdge`: the step would wrap round) is the page's, to the end of its tail:
 * the page scrolls past the module instead; one that moved the module to its last slide stays the module's.
 */
export function wheelStep(
  state: WheelState,
  time: number,
  delta: number,
  tuning: WheelTuning,
  atEdge: boolean,
): { state: WheelState; fire: boolean; consume: boolean } {
  if (delta === 0) return { state, fire: false, consume: false };
  const magnitude = Math.abs(delta);
  const sign: 1 | -1 = delta > 0 ? 1 : -1;
  const fresh = isNewGesture(state.gesture, time, magnitude, sign, tuning);
  const owner = fresh || !state.gesture ? (atEdge ? 'page' : 'module') : state.gesture.owner;
  const gesture: WheelGesture = { last: time, magnitude, sign, owner };
  const cooled = state.lastFire === null || time - state.lastFire >= tuning.cooldown;
  const fire = fresh && owner === 'module' && cooled;
  return { state: { gesture, lastFire: fire ? time : state.lastFire }, fire, consume: owner === 'module' };
}

export interface WheelDeps {
  readonly inputs: NavInputs;
  readonly settings: NavSettings['wheel'];
  /** True when a step that way would wrap around (first slide going back, last going forward). */
  readonly atEdge: (step: NavStep) => boolean;
  readonly request: (step: NavStep) => void;
}

/** Wheel navigation over the module (SPEC §9: cooldown between changes; see wheelStep for the gesture rules). */
export function createWheelInput(deps: WheelDeps): { destroy(): void } {
  if (!deps.settings.use) return { destroy() {} };
  const tuning: WheelTuning = { ...WHEEL_TUNING, cooldown: deps.settings.cooldown };
  let state = WHEEL_IDLE;
  const off = deps.inputs.wheel((sample) => {
    const delta = wheelDelta(sample, deps.settings.direction);
    if (delta === 0) return false;
    const step: NavStep = delta > 0 ? '+1' : '-1';
    const next = wheelStep(state, sample.time ?? deps.inputs.now(), delta, tuning, deps.atEdge(step));
    state = next.state;
    if (next.fire) deps.request(step);
    return next.consume;
  });
  let done = false;
  return {
    destroy() {
      if (done) return;
      done = true;
      off();
    },
  };
}
