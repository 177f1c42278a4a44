import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeModule, ModuleError } from './index.ts';
import type { SlidePan } from './types.ts';

const SR7_DIR = path.resolve(import.meta.dirname, '../../../shared/fixtures/sr7');
const BULLETS = path.join(SR7_DIR, 'standard-bullets-mix.json');

/** A module whose single slide has a slidebg layer with `tl.in.pan = pan`. */
const withPan = (pan: unknown) => ({
  settings: {},
  slides: { '7': { slide: {}, layers: { '1': { subtype: 'slidebg', type: 'shape', tl: { in: { pan } } } } } },
});
const panOf = (pan: unknown): SlidePan | null => normalizeModule(withPan(pan)).slides[0]!.pan;
const errorOf = (pan: unknown): ModuleError => {
  try {
    normalizeModule(withPan(pan));
  } catch (e) {
    expect(e).toBeInstanceOf(ModuleError);
    return e as ModuleError;
  }
  throw new Error('expected a ModuleError');
};
const numbersIn = (value: unknown): number[] =>
  typeof value === 'number' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(numbersIn) : [];
const PAN_PATH = 'module.slides["7"].layers["1"].tl.in.pan';

describe.skipIf(!existsSync(BULLETS))('real export: the Ken Burns of standard-bullets-mix.json', () => {
  const m = existsSync(BULLETS) ? normalizeModule(readFileSync(BULLETS, 'utf8'), { now: new Date('2025-01-01T00:00:00Z'), random: () => 0.5 }) : null;

  it('reads slide 1 pan: centre origin, 100% → 115% over 7 s after 300 ms, linear', () => {
    const slide = m!.slides.find((s) => s.key === '1')!;
    expect(slide.pan).toEqual({
      origin: { x: 0.5, y: 0.5 },
      frames: [
        { start: 300, duration: 0, ease: 'none', x: { px: 0, fraction: 0 }, y: { px: 0, fraction: 0 }, scale: { x: 1, y: 1 }, rotation: 0, blur: 0 },
        { start: 300, duration: 7000, ease: 'none', x: { px: 0, fraction: 0 }, y: { px: 0, fraction: 0 }, scale: { x: 1.15, y: 1.15 }, rotation: 0, blur: 0 },
      ],
    });
  });

  it('gives the other slides no pan', () => {
    expect(m!.slides.filter((s) => s.key !== '1').map((s) => s.pan)).toEqual(m!.slides.filter((s) => s.key !== '1').map(() => null));
  });
});

describe('pan normalization (hand-made input)', () => {
  it('no pan, an empty pan, no frames or only neutral frames → null', () => {
    expect(normalizeModule({ settings: {}, slides: { '1': { slide: {}, layers: {} } } }).slides[0]!.pan).toBeNull();
    expect(panOf(undefined)).toBeNull();
    expect(panOf(null)).toBeNull();
    expect(panOf([])).toBeNull(); // PHP's empty object
    expect(panOf({ orig: { x: '50%' } })).toBeNull();
    expect(panOf({ all: [] })).toBeNull();
    expect(panOf({ all: [{ t: 0, sX: '100%' }, { t: 0, d: 500, sX: 100 }] })).toBeNull();
  });

  it('reads px and % offsets, sY, rotation, blur, origin keywords and legacy eases', () => {
    const pan = panOf({
      orig: { x: '25%', y: 'bottom' },
      all: [
        { t: 0, d: 0, x: '10px', y: '-5%', sX: '120%', sY: 110, rZ: '-8deg', off: '3px' },
        { t: '500ms', d: '2000', e: 'Power2.easeInOut', x: '[20%]', y: 12, sX: '{100,140}', rZ: 0, off: 0 },
      ],
    })!;
    expect(pan.origin).toEqual({ x: 0.25, y: 1 });
    expect(pan.frames[0]).toEqual({
      start: 0, duration: 0, ease: 'none', x: { px: 10, fraction: 0 }, y: { px: 0, fraction: -0.05 }, scale: { x: 1.2, y: 1.1 }, rotation: -8, blur: 3,
    });
    expect(pan.frames[1]).toEqual({
      start: 500, duration: 2000, ease: 'Power2.easeInOut', x: { px: 0, fraction: 0.2 }, y: { px: 12, fraction: 0 }, scale: { x: 1.2, y: 1.2 }, rotation: 0, blur: 0,
    });
  });

  it('takes the duration from f when d is missing, "inherit" from the previous frame, and level 0 of a per-level offset', () => {
    const pan = panOf({ all: [{ x: 40, sX: 130 }, { t: 100, f: 900, x: 'inherit', sX: 'inherit', rZ: 'inherit' }] })!;
    expect(pan.origin).toEqual({ x: 0.5, y: 0.5 });
    expect(pan.frames[1]).toMatchObject({ start: 100, duration: 900, x: { px: 40, fraction: 0 }, scale: { x: 1.3, y: 1.3 }, rotation: 0 });
    expect(panOf({ all: [{ x: ['5%', '#a', '#a', '#a', '#a'], y: [7] }] })!.frames[0]).toMatchObject({ x: { px: 0, fraction: 0.05 }, y: { px: 7, fraction: 0 } });
  });

  it('reads `all` written as a PHP map, in key order', () => {
    const pan = panOf({ all: { '0': { sX: 100 }, '1': { t: 0, d: 10, sX: 200 } } })!;
    expect(pan.frames.map((f) => f.scale.x)).toEqual([1, 2]);
  });

  it('bad scalar values fall back to neutral ones, never NaN', () => {
    const pan = panOf({
      orig: { x: 'middle-ish', y: '100px' },
      all: [
        { t: 'soon', d: 'long', e: 42, x: 'left-ish', y: {}, sX: 'big', sY: -50, rZ: 'lots', off: -4 },
        { t: -100, d: -5, x: NaN, y: true, sX: 0, rZ: '15', off: 'blurry' },
        { t: 0, d: 100, sX: 150 },
      ],
    })!;
    expect(pan.origin).toEqual({ x: 0.5, y: 0.5 });
    expect(pan.frames[0]).toEqual({
      start: 0, duration: 0, ease: 'none', x: { px: 0, fraction: 0 }, y: { px: 0, fraction: 0 }, scale: { x: 1, y: 1 }, rotation: 0, blur: 0,
    });
    expect(pan.frames[1]).toMatchObject({ start: 0, duration: 0, x: { px: 0, fraction: 0 }, y: { px: 0, fraction: 0 }, scale: { x: 1, y: 1 }, rotation: 15, blur: 0 });
    expect(numbersIn(pan).every(Number.isFinite)).toBe(true);
  });

  it('a wrong structure is a ModuleError naming the JSON path', () => {
    expect(errorOf('zoom').path).toBe(PAN_PATH);
    expect(errorOf(5).expected).toMatch(/pan object/);
    expect(errorOf({ all: 'frames' }).path).toBe(`${PAN_PATH}.all`);
    expect(errorOf({ all: [{ sX: 110 }, 'frame'] }).path).toBe(`${PAN_PATH}.all[1]`);
    expect(errorOf({ all: { a: 7 } }).path).toBe(`${PAN_PATH}.all.a`);
    expect(errorOf({ orig: '50% 50%', all: [{ sX: 110 }] }).path).toBe(`${PAN_PATH}.orig`);
  });
});
