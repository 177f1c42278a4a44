import { describe, expect, it } from 'vitest';
import { createSteppedClock } from '../clock.ts';
import type { DragChange } from '../drag-change.ts';
import type { DragSample } from '../ports-input.ts';
import { fakeNavInputs } from './fake-inputs.ts';
import { createSwipeInput, dragFraction, followCommits } from './swipe.ts';

const settings = { use: true, desktop: true, direction: 'horizontal' as const, touches: 1, blockVertical: false };
const at = (phase: DragSample['phase'], x: number, span: number | null = 1000, y = 100): DragSample => ({ phase, x, y, pointer: 'touch', touches: 1, ...(span === null ? {} : { span }) });

/** A swipe input wired to a recording `follow`: what the drag asked of each followed change. */
function wired(o: { refuse?: boolean } = {}) {
  const clock = createSteppedClock();
  const fake = fakeNavInputs(() => clock.now());
  const calls: string[] = [];
  const steps: string[] = [];
  const follow = (direction: 1 | -1): DragChange | null => {
    calls.push(`begin ${direction}`);
    if (o.refuse) return null;
    return {
      update: (f) => calls.push(`update ${f}`),
      release: (commit, velocity) => calls.push(`release ${commit} ${velocity?.toFixed(2)}`),
      cancel: () => calls.push('cancel'),
    };
  };
  const swipe = createSwipeInput({ inputs: fake.inputs, settings, busy: () => false, request: (s) => steps.push(s), follow });
  return { clock, fake, calls, steps, swipe };
}

describe('a swipe that follows the finger (input side)', () => {
  it('the fraction is the travel over the module size, clamped; commit past a quarter or on a flick', () => {
    expect(dragFraction(250, 1000)).toBe(0.25);
    expect(dragFraction(1500, 1000)).toBe(1);
    expect(dragFraction(-20, 1000)).toBe(0);
    expect(dragFraction(100, 0)).toBe(0);
    expect(followCommits(250, 1000, 0)).toBe(false); // exactly a quarter is not past it
    expect(followCommits(260, 1000, 0)).toBe(true);
    expect(followCommits(60, 1000, 900)).toBe(true); // a flick toward the neighbour
    expect(followCommits(60, 1000, 100)).toBe(false);
    expect(followCommits(10, 1000, 3000)).toBe(false); // a jitter, not a flick
  });

  it('begins past the tap slop, follows each move, and releases with the decision and the fling speed', () => {
    const { clock, fake, calls, steps } = wired();
    fake.drag(at('start', 800));
    fake.drag(at('move', 797)); // 3 px: still a tap
    expect(calls).toEqual([]);
    clock.step(20);
    fake.drag(at('move', 700));
    clock.step(20);
    fake.drag(at('move', 500));
    clock.step(300); // rests, then lifts: no flick
    expect(fake.drag(at('end', 500))).toEqual(['drag']);
    expect(calls).toEqual(['begin 1', 'update 0.1', 'update 0.3', 'release true 0.00']);
    expect(steps).toEqual([]); // the followed change completes itself; no second request

    calls.length = 0;
    fake.drag(at('start', 200));
    clock.step(16);
    fake.drag(at('move', 260)); // toward the previous slide
    clock.step(16);
    fake.drag(at('end', 300)); // 100 px in 32 ms: a flick
    expect(calls).toEqual(['begin -1', 'update 0.06', 'release true 3.13']);
  });

  it('dragged back past the start: the first change is put away and the other neighbour follows', () => {
    const { fake, calls } = wired();
    fake.drag(at('start', 500));
    fake.drag(at('move', 400));
    fake.drag(at('move', 498)); // back near the start, not past it: the same change at 0
    fake.drag(at('move', 650));
    fake.drag(at('cancel', 650));
    expect(calls).toEqual(['begin 1', 'update 0.1', 'update 0.002', 'update 0', 'cancel', 'begin -1', 'update 0.15', 'cancel']);
  });

  it('without a module size or a change to follow, it decides on release as before', () => {
    const unsized = wired();
    unsized.fake.drag(at('start', 500, null));
    unsized.fake.drag(at('move', 400, null));
    unsized.fake.drag(at('end', 400, null));
    expect(unsized.calls).toEqual([]);
    expect(unsized.steps).toEqual(['+1']);

    const refused = wired({ refuse: true });
    refused.fake.drag(at('start', 500));
    refused.fake.drag(at('move', 400));
    refused.fake.drag(at('move', 380));
    refused.fake.drag(at('end', 380));
    expect(refused.calls).toEqual(['begin 1']); // asked once per drag
    expect(refused.steps).toEqual(['+1']);
  });

  it('destroy puts away a change still following', () => {
    const { fake, calls, swipe } = wired();
    fake.drag(at('start', 500));
    fake.drag(at('move', 400));
    swipe.destroy();
    expect(calls).toEqual(['begin 1', 'update 0.1', 'cancel']);
    expect(fake.listeners()).toBe(0);
  });
});
