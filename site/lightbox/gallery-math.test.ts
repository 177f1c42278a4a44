import { describe, expect, it } from 'vitest';
import { counterText, directionOfJump, loopedIndex, preloadIndexes, stepIndex } from './gallery-math.ts';

describe('loopedIndex', () => {
  it('wraps one lap either way, and further', () => {
    expect(loopedIndex(12, 12)).toBe(0);
    expect(loopedIndex(-1, 12)).toBe(11);
    expect(loopedIndex(-2, 12)).toBe(10);
    expect(loopedIndex(25, 12)).toBe(1);
    expect(loopedIndex(5, 12)).toBe(5);
  });
  it('refuses an empty gallery', () => {
    expect(() => loopedIndex(0, 0)).toThrow(/total must be positive/);
  });
});

describe('stepIndex', () => {
  it('wraps at both ends when looping', () => {
    expect(stepIndex(11, 12, 'next', true)).toBe(0);
    expect(stepIndex(0, 12, 'prev', true)).toBe(11);
    expect(stepIndex(3, 12, 'next', true)).toBe(4);
  });
  it('stops at the ends without loop', () => {
    expect(stepIndex(11, 12, 'next', false)).toBeNull();
    expect(stepIndex(0, 12, 'prev', false)).toBeNull();
    expect(stepIndex(0, 12, 'next', false)).toBe(1);
  });
  it('has nowhere to go with a single item', () => {
    expect(stepIndex(0, 1, 'next', true)).toBeNull();
  });
});

describe('preloadIndexes (Magnific preload [0,2] in the direction of travel)', () => {
  it('preloads the next two when moving forward', () => {
    expect(preloadIndexes(3, 12, 'next', [0, 2])).toEqual([4, 5]);
  });
  it('preloads the previous two when moving back', () => {
    expect(preloadIndexes(3, 12, 'prev', [0, 2])).toEqual([2, 1]);
  });
  it('wraps around the ends', () => {
    expect(preloadIndexes(11, 12, 'next', [0, 2])).toEqual([0, 1]);
    expect(preloadIndexes(10, 12, 'next', [0, 2])).toEqual([11, 0]);
    expect(preloadIndexes(0, 12, 'prev', [0, 2])).toEqual([11, 10]);
    expect(preloadIndexes(1, 12, 'prev', [0, 2])).toEqual([0, 11]);
  });
  it('reads [before, after] relative to the travel direction', () => {
    expect(preloadIndexes(5, 12, 'next', [1, 3])).toEqual([6, 7, 8, 4]);
    expect(preloadIndexes(5, 12, 'prev', [1, 3])).toEqual([6, 4, 3, 2]);
  });
  it('caps at the item count and leaves out the current item and repeats', () => {
    expect(preloadIndexes(0, 2, 'next', [0, 2])).toEqual([1]);
    expect(preloadIndexes(0, 1, 'next', [0, 2])).toEqual([]);
    expect(preloadIndexes(0, 3, 'next', [5, 5])).toEqual([1, 2]);
  });
  it('does not wrap when the gallery does not loop', () => {
    expect(preloadIndexes(11, 12, 'next', [0, 2], false)).toEqual([]);
    expect(preloadIndexes(1, 12, 'prev', [0, 2], false)).toEqual([0]);
  });
});

describe('directionOfJump (Magnific goTo)', () => {
  it('is next unless the target is lower', () => {
    expect(directionOfJump(2, 5)).toBe('next');
    expect(directionOfJump(2, 2)).toBe('next');
    expect(directionOfJump(5, 2)).toBe('prev');
  });
});

describe('counterText', () => {
  it('is "%curr% of %total%" with a 1-based position', () => {
    expect(counterText(0, 12)).toBe('1 of 12');
    expect(counterText(11, 12)).toBe('12 of 12');
  });
  it('is empty for a single item', () => {
    expect(counterText(0, 1)).toBe('');
  });
  it('takes another template', () => {
    expect(counterText(2, 5, '%curr% / %total%')).toBe('3 / 5');
  });
});
