import { describe, expect, it } from 'vitest';
import { createSteppedClock } from '../clock.ts';
import { fakeNavInputs } from './fake-inputs.ts';
import { createWheelInput, isNewGesture, WHEEL_IDLE, WHEEL_TUNING, wheelDelta, wheelStep, type WheelState } from './wheel.ts';

const tuning = { ...WHEEL_TUNING, cooldown: 1500 };

/** A trackpad fling: `count` events `gap` ms apart, the delta decaying by `decay` each time. */
function fling(start: number, count: number, gap = 16, decay = 0.92): Array<{ t: number; d: number }> {
  return Array.from({ length: count }, (_, i) => ({ t: start + i * gap, d: Math.max(1, Math.round(120 * decay ** i)) }));
}

function play(events: Array<{ t: number; d: number }>, state: WheelState = WHEEL_IDLE, atEdge = false) {
  let fired = 0;
  for (const { t, d } of events) {
    const next = wheelStep(state, t, d, tuning, atEdge);
    state = next.state;
    if (next.fire) fired++;
  }
  return { fired, state };
}

describe('wheel navigation', () => {
  it('reads the dominant axis, reversed on "reverse"', () => {
    expect(wheelDelta({ dx: 0, dy: 40 }, 'default')).toBe(40);
    expect(wheelDelta({ dx: -60, dy: 10 }, 'default')).toBe(-60);
    expect(wheelDelta({ dx: 0, dy: 40 }, 'reverse')).toBe(-40);
  });

  it('a trackpad fling (a long decaying stream) is one gesture and moves exactly one slide', () => {
    const events = fling(0, 150); // 2.4 s of inertia, longer than the cooldown
    expect(play(events).fired).toBe(1);
  });

  it('a new gesture needs a pause, a rising delta or a reversal', () => {
    const prev = { last: 1000, magnitude: 10, sign: 1 as const, owner: 'module' as const };
    expect(isNewGesture(null, 0, 5, 1, WHEEL_TUNING)).toBe(true);
    expect(isNewGesture(prev, 1016, 9, 1, WHEEL_TUNING)).toBe(false); // decaying tail
    expect(isNewGesture(prev, 1016, 12, 1, WHEEL_TUNING)).toBe(false); // noise, not a new swipe
    expect(isNewGesture(prev, 1016, 60, 1, WHEEL_TUNING)).toBe(true); // a fresh swipe during the tail
    expect(isNewGesture(prev, 1016, 9, -1, WHEEL_TUNING)).toBe(true); // reversal
    expect(isNewGesture(prev, 1000 + WHEEL_TUNING.pauseMs + 1, 9, 1, WHEEL_TUNING)).toBe(true); // pause
  });

  it('a second swipe during the inertia tail moves again only once the cooldown has passed', () => {
    const first = play(fling(0, 60));
    // Rising delta at 1600 ms (cooldown 1500 passed): a new gesture that fires.
    const second = play(fling(1600, 60), first.state);
    expect(second.fired).toBe(1);
    // The same rising swipe at 800 ms is inside the cooldown: nothing, and its own tail never fires later.
    const early = play([...fling(800, 120)], play(fling(0, 40)).state);
    expect(early.fired).toBe(0);
  });

  it('mouse-wheel notches spun together are one gesture; after a pause and the cooldown the next notch moves', () => {
    const spin = Array.from({ length: 10 }, (_, i) => ({ t: i * 60, d: 100 }));
    const first = play(spin);
    expect(first.fired).toBe(1);
    expect(play([{ t: 2000, d: 100 }], first.state).fired).toBe(1);
  });

  it('a gesture begun at an edge is the page\'s (not consumed, nothing fires) to the end of its tail', () => {
    const start = wheelStep(WHEEL_IDLE, 0, 100, tuning, true);
    expect(start).toMatchObject({ fire: false, consume: false });
    // Its tail stays the page's even where a step would no longer wrap.
    const tail = wheelStep(start.state, 16, 90, tuning, false);
    expect(tail).toMatchObject({ fire: false, consume: false });
    // A gesture that moved the module onto its last slide keeps its tail from the page.
    const moved = wheelStep(WHEEL_IDLE, 0, 100, tuning, false);
    expect(wheelStep(moved.state, 16, 90, tuning, true)).toMatchObject({ fire: false, consume: true });
  });

  it('uses each event\'s own time: a stream handled late, behind a busy main thread, is still one gesture', () => {
    const clock = createSteppedClock();
    const fake = fakeNavInputs(() => clock.now());
    const steps: string[] = [];
    createWheelInput({ inputs: fake.inputs, settings: { use: true, cooldown: 1000, direction: 'default' }, atEdge: () => false, request: (s) => steps.push(s) });
    fling(0, 40).forEach(({ t, d }, i) => {
      // Handled in bursts 1200 ms of clock apart (longer than the cooldown), but stamped 16 ms apart.
      if (i % 10 === 0) clock.step(1200);
      fake.wheel(d, 0, t);
    });
    expect(steps).toEqual(['+1']);
  });

  it('wires to the port: consumes, requests once per gesture, stays off when nav.m is off', () => {
    const clock = createSteppedClock();
    const fake = fakeNavInputs(() => clock.now());
    const steps: string[] = [];
    const wheel = createWheelInput({ inputs: fake.inputs, settings: { use: true, cooldown: 1000, direction: 'default' }, atEdge: () => false, request: (s) => steps.push(s) });
    for (const { d } of fling(0, 80)) {
      expect(fake.wheel(d)).toBe(true);
      clock.step(16);
    }
    expect(steps).toEqual(['+1']);
    clock.step(1000);
    fake.wheel(-100);
    expect(steps).toEqual(['+1', '-1']);
    expect(fake.wheel(0)).toBe(false);
    wheel.destroy();
    expect(fake.listeners()).toBe(0);
    createWheelInput({ inputs: fake.inputs, settings: { use: false, cooldown: 1000, direction: 'default' }, atEdge: () => false, request: () => {} });
    expect(fake.listeners()).toBe(0);
  });
});
