import { describe, expect, it } from 'vitest';
import { seededRandom } from '../anim/seeded.ts';
import type { SlideModel } from '../model/types.ts';
import { resolveRequest } from './navigation.ts';
import { expiredKeys, firstSlideIndex, rotationOf } from './rotation.ts';
import { nextStep, shuffled, type OrderSettings, type OrderState, type Step } from './slideshow-order.ts';
import { testModule } from './test-module.ts';

/** `count` slides (keys s1…); 1-based options: hidden from navigation, per-slide stop, `hal` loop counts. */
function slides(count: number, options: { hidden?: number[]; stopOn?: number[]; hal?: Record<number, number> } = {}): SlideModel[] {
  return testModule(count, { hidden: options.hidden, stopOn: options.stopOn }).slides.map((slide, index) => ({
    ...slide,
    slideshow: { ...slide.slideshow, hal: options.hal?.[index + 1] ?? 0 },
  }));
}

const endless: OrderSettings = { loop: -1, stopAt: -1, shuffle: false };
const start: OrderState = { loops: 0, order: null };
const never = () => {
  throw new Error('no random draw expected');
};

/** Plays the slideshow from `current` for at most `max` steps; returns the visited indexes and how it ended. */
function play(list: SlideModel[], settings: OrderSettings, current = 0, max = 50, random: () => number = never) {
  const visited = [current];
  let state = start;
  for (let i = 0; i < max; i++) {
    const step: Step = nextStep({ slides: list, current, state, settings, random });
    if (step.kind !== 'go') return { visited, end: step.kind === 'stop' ? `stop:${step.reason}` : 'stay', loops: state.loops };
    current = step.index;
    state = step.state;
    visited.push(current);
    if (step.finishOnArrival) return { visited, end: 'finish', loops: state.loops };
  }
  return { visited, end: 'running', loops: state.loops };
}

describe('nextStep (slideshow order)', () => {
  it('advances in slide order and wraps from the last slide to the first, counting a loop', () => {
    const list = slides(3);
    expect(nextStep({ slides: list, current: 0, state: start, settings: endless, random: never })).toEqual({ kind: 'go', index: 1, state: { loops: 0, order: null }, wrapped: false, finishOnArrival: false });
    expect(nextStep({ slides: list, current: 2, state: start, settings: endless, random: never })).toEqual({ kind: 'go', index: 0, state: { loops: 1, order: null }, wrapped: true, finishOnArrival: false });
    expect(play(list, endless, 0, 7).visited).toEqual([0, 1, 2, 0, 1, 2, 0, 1]);
  });

  it('navigation requests wrap at both ends', () => {
    const list = slides(3);
    expect(resolveRequest('-1', list, 0, never)).toBe(2);
    expect(resolveRequest('+1', list, 2, never)).toBe(0);
  });

  it('one slide: nothing to go to (stays), and a loop limit finishes after its one pass', () => {
    expect(play(slides(1), endless).end).toBe('stay');
    expect(play(slides(1), { ...endless, loop: 0 }).end).toBe('stop:loops');
    expect(resolveRequest('+1', slides(1), 0, never)).toBe(0);
  });

  it('two slides alternate, wrapping every second step', () => {
    const run = play(slides(2), endless, 0, 5);
    expect(run.visited).toEqual([0, 1, 0, 1, 0, 1]);
    expect(run.loops).toBe(2);
    expect(play(slides(2), endless, 1, 1).visited).toEqual([1, 0]);
  });

  it('all slides hidden but one: steps onto it, then stays', () => {
    const list = slides(3, { hidden: [1, 3] });
    expect(rotationOf(list, 0)).toEqual([1]);
    expect(play(list, endless, 0)).toEqual({ visited: [0, 1], end: 'stay', loops: 0 });
    // Every slide hidden: the slideshow has nothing to show.
    expect(play(slides(2, { hidden: [1, 2] }), endless).end).toBe('stay');
  });

  it('continues after a hidden slide it was sent to, and skips hidden slides', () => {
    const list = slides(5, { hidden: [3] });
    expect(play(list, endless, 2, 3).visited).toEqual([2, 3, 4, 0]);
    expect(play(list, endless, 0, 4).visited).toEqual([0, 1, 3, 4, 0]);
  });

  it('loop count: loop 0 plays once and stops on the last slide, loop 1 goes round once more', () => {
    expect(play(slides(3), { ...endless, loop: 0 })).toEqual({ visited: [0, 1, 2], end: 'stop:loops', loops: 0 });
    expect(play(slides(3), { ...endless, loop: 1 })).toEqual({ visited: [0, 1, 2, 0, 1, 2], end: 'stop:loops', loops: 1 });
  });

  it('stopAt: finishes on arriving at the slide (1-based), in the loop the loop count names', () => {
    expect(play(slides(4), { ...endless, stopAt: 3 })).toEqual({ visited: [0, 1, 2], end: 'finish', loops: 0 });
    expect(play(slides(4), { ...endless, stopAt: 2, loop: 1 })).toEqual({ visited: [0, 1, 2, 3, 0, 1], end: 'finish', loops: 1 });
    // stopAt the first slide: reached again by the wrap.
    expect(play(slides(3), { ...endless, stopAt: 1, loop: 0 })).toEqual({ visited: [0, 1, 2, 0], end: 'finish', loops: 1 });
    // A stopAt slide hidden from navigation is never reached: the loop count still ends it.
    expect(play(slides(3, { hidden: [2] }), { ...endless, stopAt: 2, loop: 0 }).end).toBe('stop:loops');
  });

  it('per-slide stop ends the slideshow on that slide, unless it was honoured already', () => {
    const list = slides(3, { stopOn: [2] });
    expect(play(list, endless)).toEqual({ visited: [0, 1], end: 'stop:slide', loops: 0 });
    expect(nextStep({ slides: list, current: 1, state: start, settings: endless, random: never, ignoreSlideStop: true })).toMatchObject({ kind: 'go', index: 2 });
  });

  it('shuffle: every loop plays each slide once, in a new order, never repeating the current slide at a wrap', () => {
    const list = slides(5);
    const random = seededRandom(11);
    const run = play(list, { ...endless, shuffle: true }, 0, 5 * 40, random);
    const loops = [];
    for (let i = 0; i < run.visited.length - 1; i += 5) loops.push(run.visited.slice(i, i + 5));
    for (const loop of loops.slice(0, -1)) expect([...loop].sort()).toEqual([0, 1, 2, 3, 4]);
    for (let i = 1; i < run.visited.length; i++) expect(run.visited[i]).not.toBe(run.visited[i - 1]);
    // The orders differ between loops (a fixed order would be a bug, not bad luck, over 40 loops).
    expect(new Set(loops.map((loop) => loop.join())).size).toBeGreaterThan(10);
  });

  it('shuffle with two slides still alternates (the only order that never repeats)', () => {
    expect(play(slides(2), { ...endless, shuffle: true }, 0, 6, seededRandom(3)).visited).toEqual([0, 1, 0, 1, 0, 1, 0]);
  });

  it('shuffled() never puts the avoided item first when there is another', () => {
    for (let seed = 1; seed < 200; seed++) {
      const out = shuffled([0, 1, 2], seededRandom(seed), 2);
      expect(out[0]).not.toBe(2);
      expect([...out].sort()).toEqual([0, 1, 2]);
    }
    expect(shuffled([4], seededRandom(1), 4)).toEqual([4]);
  });

  it('hal: a slide drops out of the rotation once its loop count is reached', () => {
    const list = slides(3, { hal: { 2: 1 } });
    expect(rotationOf(list, 0)).toEqual([0, 1, 2]);
    expect(rotationOf(list, 1)).toEqual([0, 2]);
    expect(expiredKeys(list, 0)).toEqual([]);
    expect(expiredKeys(list, 1)).toEqual(['s2']);
    expect(play(list, endless, 0, 6).visited).toEqual([0, 1, 2, 0, 2, 0, 2]);
    // Both others expire after one loop: the last slide left stays.
    expect(play(slides(3, { hal: { 1: 1, 2: 1 } }), endless, 0, 6)).toMatchObject({ visited: [0, 1, 2], end: 'stay' });
  });
});

describe('firstSlideIndex', () => {
  const list = slides(4, { hidden: [1] });
  it('takes firstSlide (1-based) when it names a slide, else the first slide', () => {
    expect(firstSlideIndex(list, { firstSlide: 3, shuffle: false }, never)).toBe(2);
    expect(firstSlideIndex(list, { firstSlide: 9, shuffle: false }, never)).toBe(0);
    expect(firstSlideIndex(list, { firstSlide: 'auto', shuffle: false }, never)).toBe(0);
  });
  it('with shuffle and auto, starts on a random slide of the rotation', () => {
    expect(firstSlideIndex(list, { firstSlide: 'auto', shuffle: true }, () => 0)).toBe(1);
    expect(firstSlideIndex(list, { firstSlide: 'auto', shuffle: true }, () => 0.99)).toBe(3);
    expect(firstSlideIndex(list, { firstSlide: 2, shuffle: true }, never)).toBe(1);
  });
});
