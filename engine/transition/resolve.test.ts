import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import type { SlideModel } from '../model/types.ts';
import { PRESETS, RANDOM_SETS } from './presets.ts';
import { pickRandomPreset, randomCandidates } from './random.ts';
import { resolveTransition, type ResolveOptions } from './resolve.ts';
import { staggerDelays } from './stagger.ts';
import type { CellEnd, SideSpec, TransitionSpec } from './spec.ts';
import { seededRandom } from '../anim/seeded.ts';

type Raw = Record<string, unknown>;

const fixed = (v: number) => () => v;

const moduleWith = (bg: Raw) =>
  normalizeModule({
    settings: { alias: 't' },
    slides: {
      a: { slide: { order: 1 }, layers: { 0: { id: 0, type: 'shape', subtype: 'slidebg', tl: { in: { bg } } } } },
    },
  });
const model = moduleWith({ temp: { p: 'fade' } });
const baseSlide: SlideModel = model.slides[0]!;
const canvas = { width: 1000, height: 600 };

function resolve(transition: Raw | null, options: ResolveOptions = {}): TransitionSpec {
  return resolveTransition({ ...baseSlide, transition }, model, { random: fixed(0.5), canvas, ...options });
}
const preset = (name: string, options: ResolveOptions = {}) => resolve({ temp: { p: name } }, options);
/** v7.0 compact form: the runtime reads all[1]. */
const compact = (entry: Raw): Raw => ({ ex: true, all: [[], entry] });

const NEUTRAL: CellEnd = { o: 1, x: { px: 0, frac: 0 }, y: { px: 0, frac: 0 }, r: 0, sx: 1, sy: 1 };
const maxDelay = (side: SideSpec) => Math.max(...side.delays);
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** Every field SR7 7.0 writes for a BG animation (values as the 7.0 editor stores them). */
const V7_DEFAULTS = {
  tr: 'basic',
  e: 'power2.inOut',
  dir: 'default',
  t: 0,
  rnd: false,
  o: 'inout',
  s: 1000,
  p: 'none',
  eng: 'animateCore',
  adpr: false,
  d3: { f: 'none', d: 'horizontal', z: 300, t: 0, c: '#ccc', e: 'power2.inOut', fdi: 1.5, fdo: 2, fz: 0, su: false, smi: 0, sma: 0.5, sc: '#000', sl: 1 },
  filter: { u: false, e: 'default', b: 0, g: 0, h: 100, s: 0, c: 100, i: 0 },
  addOns: [],
  v: '7.0',
  a: 'BG Animation',
};
const V7_IN = { mo: 80, mou: false, moo: false, o: 1, x: 0, y: 0, r: 0, sx: 1, sy: 1, m: false, row: 1, col: 1 };
const V7_OUT = { a: false, o: 1, x: 0, y: 0, r: 0, sx: 1, sy: 1, m: false, e: 'power2.inOut', row: 1, col: 1 };

describe('legacy and v7.0 forms read the same', () => {
  it('boxfade written both ways gives the same spec', () => {
    const legacy = { ms: 1000, temp: { t: 'Box Fade', p: 'boxfade', m: 'boxes', g: 'zoom' }, f: 'random', in: { o: 0, sx: 1.1, sy: 1.1, m: true, row: 5, col: 5 }, out: { a: false } };
    const v7 = compact({
      ...V7_DEFAULTS,
      d: 1000,
      sd: 10000 / 15,
      f: 'random',
      temp: { t: 'Box Fade', p: 'boxfade', m: 'boxes', g: 'zoom' },
      in: { ...V7_IN, o: 0, sx: 1.1, sy: 1.1, m: true, row: 5, col: 5 },
      out: V7_OUT,
    });
    const a = resolve(legacy, { random: seededRandom(11) });
    const b = resolve(v7, { random: seededRandom(11) });
    expect(b).toEqual(a);
    // …and it is the boxfade the preset table describes.
    expect(a.preset).toBe('boxfade');
    expect(a.family).toBe('boxes');
    expect(a.speed).toBe(1000);
    expect(a.in.grid).toEqual({ cols: 5, rows: 5 });
    expect(a.in.mask).toBe(true);
    expect(a.in.cells.every((c) => c.o === 0 && c.sx === 1.1 && c.sy === 1.1)).toBe(true);
    expect(a.out.animate).toBe(false);
    expect(a.out.grid).toEqual({ cols: 1, rows: 1 });
    // f random: the start distances shuffled, over speed / (100 · 15) s.
    const start = staggerDelays({ cols: 5, rows: 5 }, 'start', 10000 / 15, 1, fixed(0));
    sorted(a.in.delays).forEach((d, i) => expect(d).toBeCloseTo(sorted(start)[i] ?? Number.NaN, 9));
    expect(a.in.delays).not.toEqual(start);
    expect(a.duration).toBeCloseTo(1000 + 10000 / 15, 9);
  });

  it('the name alone (legacy, preset fills the rest) equals the fully written legacy form', () => {
    const full = { ms: 1000, temp: { p: 'boxfade' }, f: 'random', in: { o: 0, sx: 1.1, sy: 1.1, m: true, row: 5, col: 5 }, out: { a: false } };
    expect(resolve({ temp: { p: 'boxfade' } }, { random: seededRandom(4) })).toEqual(resolve(full, { random: seededRandom(4) }));
  });

  it('curtain-3 with its own speed and stagger: legacy ms/d ↔ v7.0 d/sd', () => {
    const legacy = { ms: 1500, d: 20, temp: { p: 'curtain-3' }, f: 'center', in: { y: '(-100%)', col: 5 } };
    const v7 = compact({ ...V7_DEFAULTS, d: 1500, sd: 750, f: 'center', temp: { p: 'curtain-3' }, in: { ...V7_IN, y: '(-100%)', col: 5 }, out: { ...V7_IN, y: '(100%)', col: 5, a: true } });
    for (const direction of [1, -1] as const) {
      const a = resolve(legacy, { direction });
      const b = resolve(v7, { direction });
      expect(b.speed).toBe(1500);
      expect(a.speed).toBe(1500);
      expect(maxDelay(a.in)).toBeCloseTo(750, 9); // 1500 / (100 · 20) s
      expect(maxDelay(b.in)).toBeCloseTo(750, 9);
      expect(b.in.cells).toEqual(a.in.cells);
      expect(b.out.cells).toEqual(a.out.cells);
      expect(b.in.delays).toEqual(a.in.delays);
      expect(b.duration).toBeCloseTo(a.duration, 9);
      expect(b.family).toBe('columns');
      expect(a.in.cells[0]?.y.frac).toBe(-direction);
    }
  });

  it('a v7.0 transition stored in a module survives normalizeModule and resolves', () => {
    const bg = compact({ ...V7_DEFAULTS, d: 1000, sd: 666, f: 'start', temp: { p: 'crossfade' }, in: { ...V7_IN, o: 0 }, out: V7_OUT });
    const m = moduleWith(bg);
    const spec = resolveTransition(m.slides[0]!, m, { canvas });
    expect(spec.preset).toBe('crossfade');
    expect(spec.in.cells[0]?.o).toBe(0);
    // The 7.0 export says a:false for out, and stored values win over the preset's mirrored out.
    expect(spec.out.animate).toBe(false);
    expect(spec.via).toBeNull();
    expect(spec.d3).toBeNull();
    expect(spec.filter).toBeNull();
  });

  it('v7.0 reads the stagger amount from sd (ms), not from speed / d', () => {
    const spec = resolve(compact({ d: 1000, sd: 300, f: 'start', temp: { p: 'curtain-1' }, in: { y: '(-100%)', col: 5 } }));
    expect(maxDelay(spec.in)).toBeCloseTo(300, 9);
    expect(spec.speed).toBe(1000);
  });

  it('v7.0 reads the engine from tr and the ease from e', () => {
    const spec = resolve(compact({ d: 2000, tr: 'slidingoverlay', e: 'power3.out', in: { x: '(100%)' } }));
    expect(spec.overlay).toBe(true);
    expect(spec.speed).toBe(2000);
    expect(spec.in.ease).toBe('power3.out');
    expect(spec.ease).toBe('power3.out');
  });

  it('options may be given as the bare random function', () => {
    const a = resolveTransition({ ...baseSlide, transition: { temp: { p: 'puzzle' } } }, model, seededRandom(2));
    const b = resolveTransition({ ...baseSlide, transition: { temp: { p: 'puzzle' } } }, model, { random: seededRandom(2) });
    expect(a).toEqual(b);
    expect(a.direction).toBe(1);
  });
});

describe('stored values win over preset values', () => {
  it('stored top-level keys override the preset', () => {
    const spec = resolve({ temp: { p: 'boxfade' }, f: 'start', p: 'light', o: 'outin' }, { random: seededRandom(1) });
    expect(spec.in.delays).toEqual(staggerDelays({ cols: 5, rows: 5 }, 'start', 10000 / 15, 1, fixed(0)));
    expect(spec.via).toEqual([1, 1, 1, 1]);
    expect(spec.order).toBe('outin');
  });
  it('a stored in{} replaces the preset in{}', () => {
    const spec = resolve({ temp: { p: 'boxfade' }, in: { o: 0.5, col: 3, row: 2 } });
    expect(spec.in.grid).toEqual({ cols: 3, rows: 2 });
    expect(spec.in.cells.every((c) => c.o === 0.5)).toBe(true);
  });
  it('stored speed and stagger factor beat the preset', () => {
    const spec = resolve({ temp: { p: 'cube' }, ms: 700 });
    expect(spec.speed).toBe(700);
    const boxes = resolve({ temp: { p: 'boxfadedir0' }, d: 40 }); // preset d 10
    expect(maxDelay(boxes.in)).toBeCloseTo((10 * 1000) / 40, 9);
    const presetOnly = resolve({ temp: { p: 'boxfadedir0' } });
    expect(maxDelay(presetOnly.in)).toBeCloseTo((10 * 1000) / 10, 9);
  });
  it('a stored engine beats the preset engine', () => {
    expect(resolve({ temp: { p: 'fade' }, e: 'slidingoverlay' }).overlay).toBe(true);
    expect(resolve({ temp: { p: 'slidingoverlayleft' }, e: 'basic' }).overlay).toBe(false);
    expect(preset('slidingoverlayleft').overlay).toBe(true);
  });
  it('stored d3 / filter beat the preset ones', () => {
    expect(resolve({ temp: { p: 'cube' }, d3: { f: 'none' } }).d3).toBeNull();
    expect(resolve({ temp: { p: 'blurstrong' }, filter: { u: false } }).filter).toBeNull();
  });
});

describe('speed (SPEC §5)', () => {
  it("ms 'default' / 'd' / '' / missing → the preset's speed, else 1000", () => {
    for (const ms of ['default', 'd', '', undefined]) {
      expect(resolve({ ms, temp: { p: 'cube' } }).speed, String(ms)).toBe(2000);
      expect(resolve({ ms, temp: { p: 'fade' } }).speed, String(ms)).toBe(1000);
      expect(resolve({ ms, in: { o: 0 } }).speed, String(ms)).toBe(1000);
    }
    expect(preset('notransition').speed).toBe(10);
    expect(resolve(compact({ d: 'default', temp: { p: 'slidingoverlayup' } })).speed).toBe(2000);
  });
  it('a numeric string is read as ms', () => {
    expect(resolve({ ms: '450', temp: { p: 'fade' } }).speed).toBe(450);
  });
  it('garbage or negative → 1000', () => {
    expect(resolve({ ms: 'fast', in: { o: 0 } }).speed).toBe(1000);
    expect(resolve({ ms: -5, in: { o: 0 } }).speed).toBe(1000);
  });
  it("'random' → 300..1300 following the random source", () => {
    expect(resolve({ ms: 'random', temp: { p: 'fade' } }, { random: fixed(0) }).speed).toBe(300);
    expect(resolve({ ms: 'random', temp: { p: 'fade' } }, { random: fixed(0.5) }).speed).toBe(800);
    expect(resolve({ ms: 'random', temp: { p: 'fade' } }, { random: fixed(0.999999) }).speed).toBe(1300);
    const random = seededRandom(8);
    for (let i = 0; i < 50; i++) {
      const spec = resolve({ ms: 'random', temp: { p: 'fade' } }, { random });
      expect(spec.speed).toBeGreaterThanOrEqual(300);
      expect(spec.speed).toBeLessThanOrEqual(1300);
      expect(spec.duration).toBe(spec.speed);
    }
  });
});

describe('grid (SPEC §5)', () => {
  const cols = (col: unknown, width = 300) => resolve({ in: { o: 0, col } }, { canvas: { width, height: 200 } }).in.grid.cols;
  const rows = (row: unknown, height = 200) => resolve({ in: { o: 0, row } }, { canvas: { width: 300, height } }).in.grid.rows;
  it('at most canvas size − 10', () => {
    expect(cols(400)).toBe(290);
    expect(cols('400')).toBe(290);
    expect(rows(400)).toBe(190);
    expect(resolve({ temp: { p: 'slotfade-horizontal' } }, { canvas: { width: 300, height: 200 } }).in.grid).toEqual({ cols: 290, rows: 1 });
  });
  it('at least 1', () => {
    expect(cols(0)).toBe(1);
    expect(cols(-4)).toBe(1);
    expect(cols('abc')).toBe(1);
    expect(cols(5, 12)).toBe(2);
    expect(cols(5, 4)).toBe(1);
  });
  it('in range values are kept (rounded)', () => {
    expect(cols(7)).toBe(7);
    expect(cols('6')).toBe(6);
    expect(cols(2.6)).toBe(3);
  });
  it("'random' gives 3..13", () => {
    expect(resolve({ in: { o: 0, col: 'random' } }, { random: fixed(0) }).in.grid.cols).toBe(3);
    expect(resolve({ in: { o: 0, col: 'random' } }, { random: fixed(0.999999) }).in.grid.cols).toBe(13);
    const random = seededRandom(6);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(resolve({ in: { o: 0, row: 'random' } }, { random }).in.grid.rows);
    expect(Math.min(...seen)).toBe(3);
    expect(Math.max(...seen)).toBe(13);
  });
  it('defaults to the module size when no canvas is given', () => {
    const spec = resolveTransition({ ...baseSlide, transition: { in: { o: 0, col: 5000 } } }, model, fixed(0.5));
    expect(spec.in.grid.cols).toBe((model.size.width[0] ?? Number.NaN) - 10);
  });
});

describe('(100%) sign follows the direction', () => {
  it('slidehorizontal: in from +1 / out to −1 forward, mirrored backward', () => {
    const fwd = preset('slidehorizontal', { direction: 1 });
    const back = preset('slidehorizontal', { direction: -1 });
    expect(fwd.in.cells[0]?.x).toEqual({ px: 0, frac: 1 });
    expect(fwd.out.cells[0]?.x).toEqual({ px: 0, frac: -1 });
    expect(back.in.cells[0]?.x).toEqual({ px: 0, frac: -1 });
    expect(back.out.cells[0]?.x).toEqual({ px: 0, frac: 1 });
    expect(fwd.direction).toBe(1);
    expect(back.direction).toBe(-1);
  });
  it('slideleft (no brackets) ignores the direction', () => {
    for (const direction of [1, -1] as const) {
      const spec = preset('slideleft', { direction });
      expect(spec.in.cells[0]?.x.frac).toBe(1);
      expect(spec.out.cells[0]?.x.frac).toBe(-1);
    }
  });
  it('px values stay px', () => {
    const spec = resolve({ in: { x: '(40)', y: '-25' } }, { direction: -1 });
    expect(spec.in.cells[0]?.x).toEqual({ px: -40, frac: 0 });
    expect(spec.in.cells[0]?.y).toEqual({ px: -25, frac: 0 });
  });
});

describe('out{} mirroring (missing out keys mirror in, unless out.a is false)', () => {
  it('crossfade: out mirrors in.o 0, so the outgoing slide fades out', () => {
    const spec = preset('crossfade');
    expect(spec.out.animate).toBe(true);
    expect(spec.out.cells).toEqual([{ ...NEUTRAL, o: 0 }]);
  });
  it('fade: out a:false → the outgoing slide stays still', () => {
    const spec = preset('fade');
    expect(spec.in.animate).toBe(true);
    expect(spec.out.animate).toBe(false);
    expect(spec.out.cells).toEqual([NEUTRAL]);
  });
  it('slideremoveleft: out x +100 % although a:false; in does not animate', () => {
    const spec = preset('slideremoveleft');
    expect(spec.out.animate).toBe(true);
    expect(spec.out.cells).toEqual([{ ...NEUTRAL, x: { px: 0, frac: 1 } }]);
    expect(spec.in.animate).toBe(false);
    expect(spec.in.cells).toEqual([NEUTRAL]);
  });
  it('signed keys (x, y, r) flip, o and scale do not', () => {
    const spec = resolve({ in: { o: 0.2, x: '(100%)', y: '30', r: 45, sx: 0.5, sy: 2 } }, { direction: -1 });
    expect(spec.out.cells[0]).toEqual({ o: 0.2, x: { px: 0, frac: 1 }, y: { px: -30, frac: 0 }, r: -45, sx: 0.5, sy: 2 });
    expect(spec.in.cells[0]).toEqual({ o: 0.2, x: { px: 0, frac: -1 }, y: { px: 30, frac: 0 }, r: 45, sx: 0.5, sy: 2 });
  });
  it('explicit out keys win over the mirror, the rest still mirrors', () => {
    const spec = resolve({ in: { o: 0, x: '100%' }, out: { x: '-50%' } });
    expect(spec.out.cells[0]).toEqual({ ...NEUTRAL, o: 0, x: { px: 0, frac: -0.5 } });
  });
  it("a:'false' (string) also stops mirroring", () => {
    expect(resolve({ in: { o: 0 }, out: { a: 'false' } }).out.animate).toBe(false);
  });
  it('per-cell lists mirror cell by cell', () => {
    const spec = resolve({ in: { x: '[-100%|0|100%]', col: 3 } });
    expect(spec.out.cells.map((c) => c.x.frac + 0)).toEqual([1, 0, -1]);
    expect(spec.out.grid).toEqual({ cols: 3, rows: 1 });
  });
  it('the ease mirrors in ↔ out', () => {
    expect(preset('blurstrong').out.ease).toBe('power1.out');
    expect(resolve({ in: { o: 0, e: 'Power3.easeOut' } }).out.ease).toBe('Power3.easeIn');
    expect(resolve({ in: { o: 0, e: 'sine.inOut' } }).out.ease).toBe('sine.inOut');
    expect(resolve({ in: { o: 0, e: 'power2.in' }, out: { e: 'expo.in' } }).out.ease).toBe('expo.in');
  });
  it('grid and mask mirror too (slotfade-vertical fades the outgoing rows out)', () => {
    const spec = preset('slotfade-vertical', { canvas: { width: 1000, height: 50 } });
    expect(spec.in.grid).toEqual({ cols: 1, rows: 40 });
    expect(spec.out.grid).toEqual({ cols: 1, rows: 40 });
    expect(spec.out.cells.every((c) => c.o === 0)).toBe(true);
    expect(preset('curtain-1').out.mask).toBe(false);
    expect(preset('slotslide-vhf').out.mask).toBe(true);
  });
  it('motion blur is in-side only; mou beside in{} (wavesmiddle) counts', () => {
    expect(preset('motioncolrotatesv').in.motionBlur).toBe(45);
    expect(preset('motioncolrotatesv').out.motionBlur).toBe(0);
    expect(preset('wavesmiddle').in.motionBlur).toBe(40);
    expect(resolve({ in: { o: 0, mou: true } }).in.motionBlur).toBe(80);
    expect(resolve({ in: { o: 0, mou: false, mo: 50 } }).in.motionBlur).toBe(0);
    expect(preset('fade').in.motionBlur).toBe(0);
  });
});

describe('through-colour (p)', () => {
  it('fadethroughdark: black, incoming starts after the outgoing has gone, twice the speed', () => {
    const spec = preset('fadethroughdark');
    expect(spec.via).toEqual([0, 0, 0, 1]);
    expect(spec.in.start).toBe(spec.speed);
    expect(spec.out.start).toBe(0);
    expect(spec.duration).toBe(2 * spec.speed);
    const slow = resolve({ temp: { p: 'fadethroughdark' }, ms: 600 });
    expect(slow.in.start).toBe(600);
    expect(slow.duration).toBe(1200);
  });
  it('light → white, transparent → clear, none/garbage → null', () => {
    expect(preset('fadethroughlight').via).toEqual([1, 1, 1, 1]);
    expect(preset('fadethroughtransparent').via).toEqual([0, 0, 0, 0]);
    expect(resolve({ p: 'none', in: { o: 0 } }).via).toBeNull();
    expect(resolve({ p: 'purple', in: { o: 0 } }).via).toBeNull();
    expect(preset('fade').in.start).toBe(0);
  });
  it('with staggered cells the incoming side waits for the last outgoing cell', () => {
    const spec = preset('slotslide-vvd');
    expect(maxDelay(spec.out)).toBeGreaterThan(0);
    expect(spec.in.start).toBeCloseTo(spec.speed + maxDelay(spec.out), 9);
    expect(spec.duration).toBeCloseTo(spec.in.start + maxDelay(spec.in) + spec.speed, 9);
  });
});

describe('random sets', () => {
  const draws = (set: Raw, n = 60, seed = 21) => {
    const random = seededRandom(seed);
    return Array.from({ length: n }, () => resolve(set, { random }).preset);
  };

  it('rndboxes only draws boxes presets (and several of them)', () => {
    const names = draws({ temp: { p: 'rndboxes' } });
    for (const name of names) expect(PRESETS[name]?.main, name).toBe('boxes');
    expect(new Set(names).size).toBeGreaterThan(5);
  });
  it("rndfade only draws sub 'fade' presets, never notransition", () => {
    const names = draws({ temp: { p: 'rndfade' } }, 120);
    for (const name of names) expect(PRESETS[name]?.sub, name).toBe('fade');
    expect(names).not.toContain('notransition');
    expect(names.some((n) => PRESETS[n]?.main === 'boxes')).toBe(true); // rndmain all: boxes/fade too
  });
  it('rndslide draws from its sub groups only', () => {
    const subs = RANDOM_SETS['rndslide']?.subs ?? [];
    expect(subs.length).toBe(9);
    const names = draws({ temp: { p: 'rndslide' } }, 120);
    for (const name of names) expect(subs, name).toContain(PRESETS[name]?.sub);
    expect(new Set(names.map((n) => PRESETS[n]?.main)).size).toBeGreaterThan(1);
  });
  it("legacy rnd:true, rndmain:'rows' draws rows presets (whatever temp.p says)", () => {
    for (const rnd of [true, 'true']) {
      const names = draws({ rnd, rndmain: 'rows', temp: { p: 'fade' } });
      for (const name of names) expect(PRESETS[name]?.main, name).toBe('rows');
    }
  });
  it('rnd:true without rndmain, and the old name random, draw from everything', () => {
    const names = [...draws({ rnd: true }, 150), ...draws({ temp: { p: 'random' } }, 150, 5)];
    expect(new Set(names.map((n) => PRESETS[n]?.main))).toEqual(new Set(['basic', 'columns', 'rows', 'boxes']));
  });
  it('a stored random preset keeps its sub groups even when rnd/rndmain are stored beside it', () => {
    const names = draws({ rnd: true, rndmain: 'all', rndgrp: 'fade', temp: { p: 'rndfade' } }, 80);
    for (const name of names) expect(PRESETS[name]?.sub, name).toBe('fade');
    const boxes = draws({ rnd: 'true', rndmain: 'boxes', temp: { p: 'rndboxes' } }, 40);
    for (const name of boxes) expect(PRESETS[name]?.main, name).toBe('boxes');
  });
  it('the draw is resolved as that preset', () => {
    const random = seededRandom(33);
    for (let i = 0; i < 20; i++) {
      const spec = resolve({ temp: { p: 'rndbasic' } }, { random });
      expect(spec.preset).not.toBe('rndbasic');
      const direct = PRESETS[spec.preset];
      expect(direct?.main).toBe('basic');
      expect(spec.speed).toBe(Number(direct?.params['speed'] ?? 1000));
    }
  });
  it('v7.0 compact form: rnd in all[1]', () => {
    const names = draws(compact({ ...V7_DEFAULTS, rnd: true, rndmain: 'columns', d: 1000 }), 40);
    for (const name of names) expect(PRESETS[name]?.main, name).toBe('columns');
  });

  describe('fallback after depth 10', () => {
    it("a random source that always lands on 'notransition' ends on 'fade' after exactly 10 draws", () => {
      for (const set of ['rndfade', 'rndbasic', 'rndany']) {
        expect(randomCandidates(set)[0], set).toBe('notransition');
        let n = 0;
        const zero = () => {
          n++;
          return 0;
        };
        expect(pickRandomPreset(set, zero)).toBe('fade');
        expect(n).toBe(10);
      }
      expect(resolve({ temp: { p: 'rndfade' } }, { random: fixed(0) }).preset).toBe('fade');
    });
    it('gives up only when every draw is unusable: a later usable draw is taken', () => {
      const candidates = randomCandidates('rndfade');
      const seq = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1.5 / candidates.length]; // 9 × notransition, then index 1
      let i = 0;
      expect(pickRandomPreset('rndfade', () => seq[i++] ?? 0)).toBe(candidates[1]);
      expect(candidates[1]).not.toBe('notransition');
    });
    it('random sets without usable candidates do not loop forever', () => {
      expect(pickRandomPreset('rnd:rows', fixed(0))).toBe(randomCandidates('rnd:rows')[0]);
      expect(randomCandidates('rnd:rows').every((n) => PRESETS[n]?.main === 'rows')).toBe(true);
      expect(randomCandidates('rndboxes')).not.toContain('notransition');
    });
  });

  it('candidate lists match the preset table', () => {
    expect(randomCandidates('rndany')).toHaveLength(190);
    expect(randomCandidates('rndboxes')).toHaveLength(50);
    expect(randomCandidates('rndrow')).toHaveLength(19);
    expect(randomCandidates('rndcolumns')).toHaveLength(29);
    expect(randomCandidates('rndfade')).toEqual(Object.keys(PRESETS).filter((n) => PRESETS[n]?.sub === 'fade'));
    expect(randomCandidates('rnd:boxes')).toEqual(randomCandidates('rndboxes'));
    expect(randomCandidates('rnd:bogus')).toHaveLength(190);
  });
});

describe('3D (d3{})', () => {
  it("getBGAnim defaults: z 300, t 0, c #ccc, fdi 1.5, fdo 2, ease power2.inOut, no shadow", () => {
    const spec = resolve({ in: { o: 0 }, d3: { f: 'cube' } }, { random: fixed(0.5) });
    expect(spec.d3).toEqual({
      kind: 'cube',
      axis: 'horizontal',
      depth: 300,
      tilt: 0,
      wall: [0.8, 0.8, 0.8, 1],
      ease: 'power2.inOut',
      flyIn: 1.5,
      flyOut: 2,
      flyRoll: 0,
      perspective: 2500,
      shadow: null,
    });
    expect(spec.family).toBe('d3');
  });
  it('perspective 2500 for cube/incube, 1500 for fly/turn', () => {
    expect(preset('cube').d3?.perspective).toBe(2500);
    expect(preset('incube').d3?.perspective).toBe(2500);
    expect(preset('flyin').d3?.perspective).toBe(1500);
    expect(preset('turnoff').d3?.perspective).toBe(1500);
  });
  it('shadow only with su; smi/sma/sc read, defaults 0 / 0.5 / black', () => {
    expect(preset('incube').d3?.shadow).toBeNull();
    expect(preset('cube').d3?.shadow).toEqual({ min: 0, max: 1, color: [0, 0, 0, 1] });
    expect(preset('cube-r').d3?.shadow).toEqual({ min: 0, max: 0.5, color: [0, 0, 0, 1] });
    const grey = 0x9e / 255;
    expect(preset('slotslide-vvv-3d').d3?.shadow).toEqual({ min: 0, max: 0.5, color: [grey, grey, grey, 1] });
    expect(resolve({ d3: { f: 'cube', su: false, sma: 1 } }).d3?.shadow).toBeNull();
    expect(resolve({ d3: { f: 'cube', su: true } }).d3?.shadow).not.toBeNull();
  });
  it('fz unset → random ±10, set → kept', () => {
    expect(resolve({ d3: { f: 'fly' } }, { random: fixed(0) }).d3?.flyRoll).toBe(-10);
    expect(resolve({ d3: { f: 'fly' } }, { random: fixed(0.75) }).d3?.flyRoll).toBe(5);
    expect(resolve({ d3: { f: 'fly', fz: '' } }, { random: fixed(0.25) }).d3?.flyRoll).toBe(-5);
    expect(resolve({ d3: { f: 'fly', fz: 0 } }, { random: fixed(0) }).d3?.flyRoll).toBe(0);
    expect(preset('flyin', { random: fixed(0) }).d3?.flyRoll).toBe(10);
    const random = seededRandom(12);
    for (let i = 0; i < 50; i++) {
      const roll = resolve({ d3: { f: 'turn' } }, { random }).d3?.flyRoll ?? Number.NaN;
      expect(Math.abs(roll)).toBeLessThanOrEqual(10);
    }
  });
  it('preset values: depth, tilt, axis, ease, fly distances; the whole-transition ease is the d3 ease', () => {
    const spec = preset('flyin-vertical-r');
    expect(spec.d3).toMatchObject({ kind: 'fly', axis: 'vertical', depth: 700, tilt: -40, ease: 'power2.out', flyIn: 1.5, flyOut: 1.5 });
    expect(spec.ease).toBe('power2.out');
    expect(preset('turnoff').d3).toMatchObject({ depth: 300, ease: 'power2.inOut' });
    expect(preset('turnoff-vertical-e').d3?.ease).toBe('BounceStrong');
  });
  it("f 'none', unknown kinds or no d3 → null", () => {
    expect(resolve({ d3: { f: 'none', z: 500 } }).d3).toBeNull();
    expect(resolve({ d3: { f: 'spin' } }).d3).toBeNull();
    expect(preset('fade').d3).toBeNull();
  });
});

describe('filter{}', () => {
  it('u false (or missing) → null', () => {
    expect(resolve({ in: { o: 0 }, filter: { u: false, b: 5 } }).filter).toBeNull();
    expect(resolve({ in: { o: 0 }, filter: { b: 5 } }).filter).toBeNull();
  });
  it('all-neutral values → null', () => {
    expect(resolve({ filter: { u: true, e: 'late', b: 0, g: 0, h: 100, s: 0, c: 100, i: 0 } }).filter).toBeNull();
    expect(resolve({ filter: { u: true, b: -3 } }).filter).toBeNull(); // negative blur clamps to 0
  });
  it('blurstrong → blur 6, timing late, the rest neutral', () => {
    expect(preset('blurstrong').filter).toEqual({
      timing: 'late',
      blur: 6,
      grayscale: 0,
      brightness: 100,
      sepia: 0,
      contrast: 100,
      invert: 0,
      saturate: 100,
      hue: 0,
    });
  });
  it('each SR7 filter key lands in its field', () => {
    expect(preset('brightnesscross').filter).toMatchObject({ brightness: 400, timing: 'late3', blur: 0 });
    expect(preset('grayscalecross').filter).toMatchObject({ grayscale: 100, timing: 'late2' });
    expect(preset('sephia').filter).toMatchObject({ sepia: 50 });
    expect(resolve({ filter: { u: 'true', c: 150, i: 20 } }).filter).toMatchObject({ contrast: 150, invert: 20, timing: 'default' });
    expect(resolve({ filter: { u: true, b: 2, e: 'sometimes' } }).filter?.timing).toBe('default');
  });
});

describe('engine, order and family', () => {
  it('slidingoverlay → overlay true', () => {
    const spec = preset('slidingoverlayleft');
    expect(spec.overlay).toBe(true);
    expect(spec.speed).toBe(2000);
    expect(preset('slideoverleft').overlay).toBe(false);
  });
  it("o: outin / forceinout / default inout", () => {
    expect(preset('scaleupvertical').order).toBe('outin');
    expect(preset('papercut').order).toBe('outin');
    expect(resolve({ in: { o: 0 }, o: 'forceinout' }).order).toBe('forceinout');
    expect(preset('fade').order).toBe('inout');
    expect(resolve({ in: { o: 0 }, o: 'sideways' }).order).toBe('inout');
  });
  it.each([
    ['fade', 'fade'],
    ['crossfade', 'fade'],
    ['fadethroughdark', 'fade'],
    ['slideleft', 'slide'],
    ['slideremoveleft', 'slide'],
    ['parallaxvertical', 'slide'],
    ['zoomin', 'zoom'],
    ['scaledownvertical', 'zoom'],
    ['curtain-1', 'columns'],
    ['slotzoom-horizontal', 'columns'], // has a filter too: the grid wins
    ['pullcols', 'columns'],
    ['slotslide-vertical', 'rows'],
    ['papercut', 'rows'], // only the outgoing side has rows
    ['boxfade', 'boxes'],
    ['switch', 'boxes'],
    ['cube', 'd3'],
    ['slotslide-vvv-3d', 'd3'], // d3 wins over the grid
    ['blurlight', 'filter'], // sx 1.01, but the filter is checked before scale
    ['brightness', 'filter'],
    ['slidingoverlayleft', 'overlay'],
    ['notransition', 'none'],
  ])('%s → %s', (name, family) => {
    expect(preset(name).family).toBe(family);
  });
  it("an edited notransition (longer speed) is no longer 'none'", () => {
    expect(resolve({ temp: { p: 'notransition' }, ms: 500 }).family).not.toBe('none');
  });
});

describe('duration', () => {
  it('the slower side: start + largest delay + speed', () => {
    for (const name of ['boxfade', 'curtain-5', 'papercut', 'crystal', 'slotslide-vvd', 'mosaic']) {
      const spec = preset(name, { random: seededRandom(3) });
      const expected = Math.max(spec.in.start + maxDelay(spec.in), spec.out.start + maxDelay(spec.out)) + spec.speed;
      expect(spec.duration, name).toBeCloseTo(expected, 9);
    }
  });
  it('no stagger: duration = speed', () => {
    expect(preset('slideleft').duration).toBe(1000);
    expect(preset('cube').duration).toBe(2000);
    expect(preset('slotslide-horizontal').duration).toBe(1000); // nodelay
  });
});
