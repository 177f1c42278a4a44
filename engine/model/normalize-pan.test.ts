import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeModule } from './index.ts';
import type { SlidePan } from './types.ts';
import type { Diagnostic } from './diagnostics.ts';

const SR7_DIR = path.resolve(import.meta.dirname, '../../../shared/fixtures/sr7');
const BULLETS = path.join(SR7_DIR, 'standard-bullets-mix.json');

/** A module whose single slide has a slidebg layer with `tl.in.pan = pan`. */
const withPan = (pan: unknown) => ({
  settings: {},
  slides: { '7': { slide: {}, layers: { '1': { subtype: 'slidebg', type: 'shape', tl: { in: { pan } } } } } },
});
const panOf = (pan: unknown): SlidePan | null => normalizeModule(withPan(pan)).slides[0]!.pan;
/** The pan of a module with this `pan`, and the module's diagnostics. */
const degraded = (pan: unknown): { pan: SlidePan | null; diagnostics: readonly Diagnostic[] } => {
  const m = normalizeModule(withPan(pan));
  return { pan: m.slides[0]!.pan, diagnostics: m.diagnostics };
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

  it('a wrong structure is a diagnostic naming the JSON path: no pan, or the pan without the bad part', () => {
    const notAPan = degraded('zoom');
    expect(notAPan.pan).toBeNull();
    expect(notAPan.diagnostics).toEqual([{ path: PAN_PATH, expected: 'a pan object ({orig, all})', found: 'zoom', used: {} }]);
    expect(degraded(5).diagnostics).toEqual([{ path: PAN_PATH, expected: 'a pan object ({orig, all})', found: 5, used: {} }]);
    const frames = degraded({ all: 'frames' });
    expect(frames.pan).toBeNull();
    expect(frames.diagnostics).toEqual([{ path: `${PAN_PATH}.all`, expected: 'a list of pan keyframes', found: 'frames', used: undefined }]);
    // A keyframe that is not an object is an empty (neutral) keyframe, as SR7's keyframe defaults make it.
    const frame = degraded({ all: [{ sX: 110 }, 'frame'] });
    expect(frame.pan!.frames.map((f) => f.scale.x)).toEqual([1.1, 1]);
    expect(frame.diagnostics).toEqual([{ path: `${PAN_PATH}.all[1]`, expected: 'a pan keyframe object', found: 'frame', used: {} }]);
    const keyed = degraded({ all: { a: 7 } });
    expect(keyed.pan).toBeNull();
    expect(keyed.diagnostics).toEqual([{ path: `${PAN_PATH}.all.a`, expected: 'a pan keyframe object', found: 7, used: {} }]);
    const orig = degraded({ orig: '0% 0%', all: [{ sX: 110 }] });
    expect(orig.pan).toEqual({ origin: { x: 0.5, y: 0.5 }, frames: [expect.objectContaining({ scale: { x: 1.1, y: 1.1 } })] });
    expect(orig.diagnostics).toEqual([{ path: `${PAN_PATH}.orig`, expected: 'a transform origin ({x, y})', found: '0% 0%', used: {} }]);
  });

  it('names each bad scalar of a keyframe in the diagnostics (it falls back to its neutral value)', () => {
    const { pan, diagnostics } = degraded({ all: [{ t: 'soon', sX: 'big', rZ: 'lots' }, { t: 0, d: 100, sX: 150 }] });
    expect(pan!.frames[0]).toMatchObject({ start: 0, scale: { x: 1, y: 1 }, rotation: 0 });
    expect(diagnostics.map((d) => [d.path, d.found])).toEqual([
      [`${PAN_PATH}.all[0].t`, 'soon'],
      [`${PAN_PATH}.all[0].sX`, 'big'],
      [`${PAN_PATH}.all[0].rZ`, 'lots'],
    ]);
  });

  it('skips holes in a keyframe list (a list built in code, not parsed)', () => {
    const all: unknown[] = [{ t: 0, sX: 100 }];
    all[2] = { t: 0, d: 100, sX: 150 };
    const { pan, diagnostics } = degraded({ all });
    expect(pan!.frames.map((f) => f.scale.x)).toEqual([1, 1.5]);
    expect(diagnostics).toEqual([]);
  });
});
