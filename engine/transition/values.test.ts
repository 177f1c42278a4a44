import { describe, expect, it } from 'vitest';
import { negateCellValue, parseCellValue, type CellValueFn } from './values.ts';

const never = (): number => {
  throw new Error('random must not be drawn for this value');
};
const fixed = (v: number) => () => v;
/** The first `n` cells of a value. */
const cells = (fn: CellValueFn, n: number, random: () => number = never) => Array.from({ length: n }, (_, i) => fn(i, random));
const values = (fn: CellValueFn, n: number, random: () => number = never) => cells(fn, n, random).map((c) => c.value);

describe('plain numbers', () => {
  it('a number is the same for every cell, absolute', () => {
    const fn = parseCellValue(0.6, 1, 1);
    expect(cells(fn, 3)).toEqual([0.6, 0.6, 0.6].map((value) => ({ value, relative: false })));
  });
  it('a numeric string reads like the number (SR7 stores most values as strings)', () => {
    expect(parseCellValue('1.6', 1, 1)(0, never)).toEqual({ value: 1.6, relative: false });
    expect(parseCellValue(' -0.5 ', 1, 1)(0, never)).toEqual({ value: -0.5, relative: false });
    expect(parseCellValue('0', 1, 1)(0, never)).toEqual({ value: 0, relative: false });
  });
  it('a px suffix is an absolute length', () => {
    expect(parseCellValue('20px', 1, 0)(0, never)).toEqual({ value: 20, relative: false });
  });
  it('booleans read as 1 / 0', () => {
    expect(parseCellValue(true, 1, 5)(0, never).value).toBe(1);
    expect(parseCellValue(false, 1, 5)(0, never).value).toBe(0);
  });
  it('a plain value ignores the direction', () => {
    expect(parseCellValue('100%', -1, 0)(0, never)).toEqual({ value: 1, relative: true });
    expect(parseCellValue(30, -1, 0)(0, never).value).toBe(30);
  });
});

describe('px vs % (relative flag)', () => {
  it('% is a fraction of the reference box, flagged relative', () => {
    expect(parseCellValue('100%', 1, 0)(0, never)).toEqual({ value: 1, relative: true });
    expect(parseCellValue('-60%', 1, 0)(0, never)).toEqual({ value: -0.6, relative: true });
    expect(parseCellValue('15%', 1, 0)(0, never).value).toBeCloseTo(0.15, 12);
  });
  it('a bare number is px, not relative', () => {
    expect(parseCellValue('100', 1, 0)(0, never)).toEqual({ value: 100, relative: false });
  });
});

describe('(v): times the slide direction', () => {
  it('(100%) is +1 forward and -1 backward', () => {
    expect(parseCellValue('(100%)', 1, 0)(0, never)).toEqual({ value: 1, relative: true });
    expect(parseCellValue('(100%)', -1, 0)(0, never)).toEqual({ value: -1, relative: true });
  });
  it('(-100%) flips the other way', () => {
    expect(parseCellValue('(-100%)', 1, 0)(0, never)).toEqual({ value: -1, relative: true });
    expect(parseCellValue('(-100%)', -1, 0)(0, never)).toEqual({ value: 1, relative: true });
  });
  it('(-30) is an absolute number (degrees) with the direction sign', () => {
    expect(parseCellValue('(-30)', 1, 0)(0, never)).toEqual({ value: -30, relative: false });
    expect(parseCellValue('(-30)', -1, 0)(0, never)).toEqual({ value: 30, relative: false });
  });
  it('tolerates spaces inside and around the brackets', () => {
    expect(parseCellValue(' ( 50% ) ', -1, 0)(0, never)).toEqual({ value: -0.5, relative: true });
  });
});

describe('[a,b,…]: cycled per cell', () => {
  it('wraps around the list by cell index', () => {
    expect(values(parseCellValue('[1,2,3]', 1, 0), 7)).toEqual([1, 2, 3, 1, 2, 3, 1]);
  });
  it('| separators mean , (SR7.migrate)', () => {
    expect(values(parseCellValue('[-10|10]', 1, 0), 4)).toEqual([-10, 10, -10, 10]);
    expect(values(parseCellValue('[1|0.5|1]', 1, 0), 3)).toEqual([1, 0.5, 1]);
  });
  it('mixed % items keep their own relative flag', () => {
    expect(cells(parseCellValue('[-100%|0|100%]', 1, 0), 3)).toEqual([
      { value: -1, relative: true },
      { value: 0, relative: false },
      { value: 1, relative: true },
    ]);
  });
  it('nested (…) items follow the direction, plain items do not', () => {
    const y = '[(60%)|(130%)]';
    expect(values(parseCellValue(y, 1, 0), 2)).toEqual([0.6, 1.3]);
    expect(values(parseCellValue(y, -1, 0), 2)).toEqual([-0.6, -1.3]);
    const r = '[(-180)|0|(180)]';
    expect(values(parseCellValue(r, -1, 0), 3)).toEqual([180, 0, -180]);
    expect(values(parseCellValue('[-90%|170%]', -1, 0), 2)).toEqual([-0.9, 1.7]);
  });
  it('a single-item list is that item everywhere', () => {
    expect(values(parseCellValue('[5]', 1, 0), 3)).toEqual([5, 5, 5]);
  });
  it('never draws a random number', () => {
    expect(() => values(parseCellValue('[20,10,8,5,2,1,2,-1,-2,-5,-8,-10,-20]', 1, 0), 30)).not.toThrow();
  });
  it('mosaic list: cell 13 wraps to the first item', () => {
    const fn = parseCellValue('[8,7,6,4,3,2,1.3,2,3,4,6,7,8]', 1, 1);
    expect(fn(6, never).value).toBe(1.3);
    expect(fn(13, never).value).toBe(8);
    expect(fn(19, never).value).toBe(1.3);
  });
  it('an empty list is the fallback', () => {
    expect(values(parseCellValue('[]', 1, 7), 2)).toEqual([7, 7]);
    expect(values(parseCellValue('[ | ]', 1, 7), 2)).toEqual([7, 7]);
  });
});

describe('{min,max}: random per cell', () => {
  it('min + (max − min) · random()', () => {
    const fn = parseCellValue('{-45,45}', 1, 0);
    expect(fn(0, fixed(0)).value).toBe(-45);
    expect(fn(0, fixed(0.5)).value).toBe(0);
    expect(fn(0, fixed(0.75)).value).toBe(22.5);
  });
  it('{-10|100}: | separators work here too', () => {
    const fn = parseCellValue('{-10|100}', 1, 0);
    expect(fn(0, fixed(0)).value).toBe(-10);
    expect(fn(0, fixed(0.5)).value).toBe(45);
    expect(fn(3, fixed(1)).value).toBe(100);
    expect(fn(0, fixed(0.5)).relative).toBe(false);
  });
  it('draws once per evaluated cell, so cells differ', () => {
    const draws = [0, 0.25, 0.5, 1];
    let i = 0;
    const seq = () => draws[i++] ?? Number.NaN;
    expect(values(parseCellValue('{0,2}', 1, 1), 4, seq)).toEqual([0, 0.5, 1, 2]);
    expect(i).toBe(4);
  });
  it('% bounds give a relative value', () => {
    const fn = parseCellValue('{-20%,20%}', 1, 0);
    expect(fn(0, fixed(1))).toEqual({ value: 0.2, relative: true });
  });
  it('(…) bounds follow the direction', () => {
    const fn = parseCellValue('{(10),(20)}', -1, 0);
    expect(fn(0, fixed(0)).value).toBe(-10);
    expect(fn(0, fixed(1)).value).toBe(-20);
  });
  it('fewer than two readable bounds → fallback', () => {
    expect(parseCellValue('{5}', 1, 3)(0, never).value).toBe(3);
    expect(parseCellValue('{a,b}', 1, 3)(0, never).value).toBe(3);
  });
});

describe('garbage → fallback, never NaN', () => {
  it.each([
    ['abc'],
    [''],
    ['%'],
    ['()'],
    [null],
    [undefined],
    [{}],
    [[1, 2]],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('%j', (raw) => {
    const fn = parseCellValue(raw, 1, 0.25);
    expect(fn(0, fixed(0.5))).toEqual({ value: 0.25, relative: false });
    expect(fn(5, fixed(0.5))).toEqual({ value: 0.25, relative: false });
  });
  it('an unreadable list item is the fallback, not 0 (an sx of 0 would make the cell vanish)', () => {
    expect(values(parseCellValue('[2|x|4]', 1, 1), 3)).toEqual([2, 1, 4]);
  });
});

describe('negateCellValue', () => {
  it('flips the sign per cell and keeps the relative flag', () => {
    const neg = negateCellValue(parseCellValue('[-100%|0|100%]', 1, 0));
    expect(cells(neg, 3).map((c) => [c.value + 0, c.relative])).toEqual([
      [1, true],
      [0, false],
      [-1, true],
    ]);
  });
  it('passes the random source through to {min,max}', () => {
    const neg = negateCellValue(parseCellValue('{10,20}', 1, 0));
    expect(neg(0, fixed(0)).value).toBe(-10);
    expect(neg(0, fixed(1)).value).toBe(-20);
  });
  it('composes with the direction: -(100%) backward is +1', () => {
    expect(negateCellValue(parseCellValue('(100%)', -1, 0))(0, never)).toEqual({ value: 1, relative: true });
  });
});
