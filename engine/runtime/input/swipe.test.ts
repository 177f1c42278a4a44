import { describe, expect, it } from 'vitest';
import type { DragSample } from '../ports-input.ts';
import { createSteppedClock } from '../clock.ts';
import { fakeNavInputs } from './fake-inputs.ts';
import { createSwipeInput, releaseVelocity, SWIPE_TUNING, swipeDecision, swipeStep, type DragTrack } from './swipe.ts';

const at = (phase: DragSample['phase'], x: number, y = 100, touches = 1, pointer: DragSample['pointer'] = 'touch'): DragSample => ({ phase, x, y, pointer, touches });
const opts: { axis: 'x' | 'y'; touches: number; busy: boolean } = { axis: 'x', touches: 1, busy: false };

/** Plays a drag of samples `[time, sample]`; returns the verdicts and the step asked for on release. */
function play(samples: Array<[number, DragSample]>, o: Partial<typeof opts> = {}) {
  let track: DragTrack | null = null;
  const verdicts: string[] = [];
  let step: string | null = null;
  for (const [t, sample] of samples) {
    const r = swipeStep(track, sample, t, { ...opts, ...o });
    track = r.track;
    verdicts.push(r.verdict);
    step = r.step ?? step;
  }
  return { verdicts, step };
}

describe('swipe navigation', () => {
  it('a drag past the distance threshold asks for next (content pushed left) or previous', () => {
    expect(swipeDecision(-80, 0, 1, 1)).toBe('+1');
    expect(swipeDecision(80, 0, 1, 1)).toBe('-1');
    expect(swipeDecision(-60, 0, 1, 1)).toBeNull(); // short and slow
  });

  it('a short quick flick counts; a slow or jittery one does not', () => {
    expect(swipeDecision(-30, -900, 1, 1)).toBe('+1');
    expect(swipeDecision(-30, -100, 1, 1)).toBeNull();
    expect(swipeDecision(-10, -2000, 1, 1)).toBeNull(); // under the flick distance
    expect(swipeDecision(-30, 900, 1, 1)).toBeNull(); // flung back the other way at release
  });

  it('needs the touch count (SR7 nav.s.t)', () => {
    expect(swipeDecision(-200, 0, 1, 2)).toBeNull();
    expect(swipeDecision(-200, 0, 2, 2)).toBe('+1');
  });

  it('measures the release velocity over the last 100 ms (px/s)', () => {
    expect(releaseVelocity([{ t: 0, main: 0 }, { t: 50, main: -50 }], 50, 100)).toBeCloseTo(-1000);
    // A drag that stopped before release is no flick.
    expect(releaseVelocity([{ t: 0, main: 0 }, { t: 50, main: -50 }], 300, 100)).toBe(0);
  });

  it('a 3 px move is still a tap (the click goes through); past 5 px it is a drag (the click is swallowed)', () => {
    expect(SWIPE_TUNING.tapSlop).toBe(5);
    const tap = play([[0, at('start', 100)], [30, at('move', 103)], [60, at('end', 103)]]);
    expect(tap).toEqual({ verdicts: ['track', 'track', 'ignore'], step: null });
    const drag = play([[0, at('start', 100)], [30, at('move', 94)], [400, at('end', 94)]]);
    expect(drag).toEqual({ verdicts: ['track', 'drag', 'drag'], step: null }); // a drag, too short to change slides
  });

  it('a horizontal drag left moves next; a vertical move is the page scroll, not a swipe', () => {
    const left = play([[0, at('start', 300)], [50, at('move', 250)], [100, at('move', 180)], [150, at('end', 150)]]);
    expect(left.step).toBe('+1');
    const scroll = play([[0, at('start', 300, 100)], [50, at('move', 296, 130)], [100, at('end', 200, 200)]]);
    expect(scroll).toEqual({ verdicts: ['track', 'ignore', 'ignore'], step: null });
    // Vertical modules swipe on y: up shows the next slide.
    const up = play([[0, at('start', 100, 300)], [50, at('move', 100, 200)], [100, at('end', 100, 150)]], { axis: 'y' });
    expect(up.step).toBe('+1');
  });

  it('a drag cancelled by the browser asks for nothing', () => {
    expect(play([[0, at('start', 300)], [50, at('move', 200)], [60, at('cancel', 200)]]).step).toBeNull();
  });

  it('never starts while a change runs, and a drag released during one asks for nothing', () => {
    expect(play([[0, at('start', 300)], [50, at('move', 100)], [100, at('end', 100)]], { busy: true })).toEqual({ verdicts: ['ignore', 'ignore', 'ignore'], step: null });
    let track: DragTrack | null = swipeStep(null, at('start', 300), 0, opts).track;
    track = swipeStep(track, at('move', 100), 50, opts).track;
    expect(swipeStep(track, at('end', 100), 100, { ...opts, busy: true })).toMatchObject({ verdict: 'drag', step: null });
  });

  it('wires to the port with the axis, mouse and scroll-block options; off subscribes to nothing', () => {
    const clock = createSteppedClock();
    const fake = fakeNavInputs(() => clock.now());
    const steps: string[] = [];
    let busy = false;
    const settings = { use: true, desktop: true, direction: 'vertical' as const, touches: 1, blockVertical: false };
    const swipe = createSwipeInput({ inputs: fake.inputs, settings, busy: () => busy, request: (s) => steps.push(s) });
    expect(fake.dragOptions).toEqual([{ axis: 'y', mouse: true, blockScroll: false }]);
    fake.drag(at('start', 100, 300, 1, 'mouse'));
    clock.step(50);
    fake.drag(at('move', 100, 380, 1, 'mouse'));
    clock.step(50);
    fake.drag(at('end', 100, 420, 1, 'mouse'));
    expect(steps).toEqual(['-1']);
    busy = true;
    expect(fake.drag(at('start', 100, 300))).toEqual(['ignore']);
    swipe.destroy();
    expect(fake.listeners()).toBe(0);
    createSwipeInput({ inputs: fake.inputs, settings: { ...settings, use: false }, busy: () => false, request: () => {} });
    expect(fake.listeners()).toBe(0);
  });

  it('the touch count is for fingers only: a mouse drag swipes a module that asks touch screens for 50 (SR7 nav.s.t)', () => {
    const clock = createSteppedClock();
    const fake = fakeNavInputs(() => clock.now());
    const steps: string[] = [];
    const settings = { use: true, desktop: true, direction: 'horizontal' as const, touches: 50, blockVertical: false };
    createSwipeInput({ inputs: fake.inputs, settings, busy: () => false, request: (s) => steps.push(s) });
    const drag = (pointer: DragSample['pointer']) => {
      fake.drag(at('start', 400, 100, 1, pointer));
      clock.step(50);
      fake.drag(at('move', 300, 100, 1, pointer));
      clock.step(50);
      fake.drag(at('end', 150, 100, 1, pointer));
      clock.step(2000);
    };
    drag('touch');
    expect(steps).toEqual([]);
    drag('mouse');
    expect(steps).toEqual(['+1']);
  });
});
