import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import type { SlideModel } from '../model/types.ts';
import { resolveEase } from '../anim/eases.ts';
import {
  cellAt,
  cellAtTime,
  cellProgress,
  filterAmounts,
  frameEases,
  neutralCell,
  outgoingOnTop,
  sideProgress,
  type CellState,
  type Size,
} from './frame.ts';
import { resolveTransition, type ResolveOptions } from './resolve.ts';
import type { CellEnd, SideSpec, TransitionSpec } from './spec.ts';

type Raw = Record<string, unknown>;

const model = normalizeModule({
  settings: { alias: 't' },
  slides: {
    a: { slide: { order: 1 }, layers: { 0: { id: 0, type: 'shape', subtype: 'slidebg', tl: { in: { bg: { temp: { p: 'fade' } } } } } } },
  },
});
const baseSlide: SlideModel = model.slides[0]!;
const canvas: Size = { width: 1000, height: 600 };

const resolve = (transition: Raw, options: ResolveOptions = {}): TransitionSpec =>
  resolveTransition({ ...baseSlide, transition }, model, { random: () => 0.5, canvas, ...options });
const preset = (name: string, options: ResolveOptions = {}) => resolve({ temp: { p: name } }, options);

function at(spec: TransitionSpec, incoming: boolean, index: number, t: number, size: Size = canvas): CellState {
  return cellAtTime(spec, frameEases(spec), incoming, index, t, size, neutralCell());
}

/** A cell's end values in px, % resolved against the canvas, or against the cell when the side is masked. */
function endPx(side: SideSpec, index: number, size: Size = canvas): CellState {
  const end = side.cells[index] as CellEnd;
  const refW = side.mask ? size.width / side.grid.cols : size.width;
  const refH = side.mask ? size.height / side.grid.rows : size.height;
  return { o: end.o, x: end.x.px + end.x.frac * refW, y: end.y.px + end.y.frac * refH, r: end.r, sx: end.sx, sy: end.sy };
}

function expectState(actual: CellState, expected: CellState, label = '') {
  for (const key of ['o', 'x', 'y', 'r', 'sx', 'sy'] as const) {
    expect(actual[key], `${label} ${key}`).toBeCloseTo(expected[key], 6);
  }
}
const NEUTRAL: CellState = { o: 1, x: 0, y: 0, r: 0, sx: 1, sy: 1 };
const maxDelay = (side: SideSpec) => Math.max(...side.delays);

describe('cellAtTime at the ends of the transition', () => {
  it('slideleft: incoming starts one canvas width to the right, outgoing ends one to the left', () => {
    const spec = preset('slideleft');
    expectState(at(spec, true, 0, 0), { ...NEUTRAL, x: 1000 }, 'in t=0');
    expectState(at(spec, false, 0, 0), NEUTRAL, 'out t=0');
    expectState(at(spec, true, 0, spec.duration), NEUTRAL, 'in end');
    expectState(at(spec, false, 0, spec.duration), { ...NEUTRAL, x: -1000 }, 'out end');
  });
  it('slidevertical backward: % of the canvas height, sign from the direction', () => {
    const spec = preset('slidevertical', { direction: -1 });
    expectState(at(spec, true, 0, 0), { ...NEUTRAL, y: -600 });
    expectState(at(spec, false, 0, spec.duration), { ...NEUTRAL, y: 600 });
  });
  it('zoomin: opacity and scale on both sides', () => {
    const spec = preset('zoomin');
    expectState(at(spec, true, 0, 0), { ...NEUTRAL, o: 0, sx: 0.6, sy: 0.6 });
    expectState(at(spec, false, 0, spec.duration), { ...NEUTRAL, o: 0, sx: 1.6, sy: 1.6 });
    expectState(at(spec, false, 0, 0), NEUTRAL);
  });
  it('masked boxes: % of the cell (boxslidemask, 5×5 → 200×120 cells)', () => {
    const spec = preset('boxslidemask');
    expect(spec.in.mask).toBe(true);
    for (const i of [0, 7, 24]) expectState(at(spec, true, i, 0), { o: 0, x: 100, y: 60, r: 0, sx: 2, sy: 2 }, `cell ${i}`);
  });
  it('unmasked boxes: % of the canvas (boxslidec, x/y 15 %)', () => {
    const spec = preset('boxslidec');
    expect(spec.in.mask).toBe(false);
    expectState(at(spec, true, 3, 0), { o: -0.5, x: 150, y: 90, r: 0, sx: 0.8, sy: 0.8 });
    expectState(at(spec, false, 3, spec.duration), { o: 0.5, x: -150, y: -90, r: 0, sx: 0.8, sy: 0.8 });
  });
  it('px offsets and rotation per cell (edgetocenterbox: [-10|10] cycled)', () => {
    const spec = preset('edgetocenterbox');
    expectState(at(spec, true, 0, 0), { o: 0, x: -10, y: -10, r: -10, sx: 0.1, sy: 0.1 });
    expectState(at(spec, true, 1, 0), { o: 0, x: 10, y: 10, r: 10, sx: 0.1, sy: 0.1 });
  });
  it('a different canvas size scales % offsets, not px ones', () => {
    const spec = preset('slideleft');
    expect(at(spec, true, 0, 0, { width: 400, height: 300 }).x).toBeCloseTo(400, 9);
    const px = resolve({ in: { x: '250' } });
    expect(at(px, true, 0, 0, { width: 400, height: 300 }).x).toBeCloseTo(250, 9);
  });

  it.each(['slideleft', 'crossfade', 'zoomout', 'boxfade', 'curtain-4', 'papercut', 'crystal', 'switchrot', 'mosaic', 'spiralrotate', 'slidingoverlayup', 'fadethroughdark', 'cube', 'wavesbig', 'boxslidemotionh'])(
    '%s: every incoming cell goes end → neutral, every outgoing cell neutral → end',
    (name) => {
      const spec = preset(name);
      for (let i = 0; i < spec.in.cells.length; i++) {
        expectState(at(spec, true, i, 0), endPx(spec.in, i), `${name} in ${i} t=0`);
        expectState(at(spec, true, i, spec.duration), NEUTRAL, `${name} in ${i} end`);
      }
      for (let i = 0; i < spec.out.cells.length; i++) {
        expectState(at(spec, false, i, 0), NEUTRAL, `${name} out ${i} t=0`);
        expectState(at(spec, false, i, spec.duration), endPx(spec.out, i), `${name} out ${i} end`);
      }
    },
  );

  it('before 0 and after the duration the state is clamped', () => {
    const spec = preset('slideleft');
    expectState(at(spec, true, 0, -500), { ...NEUTRAL, x: 1000 });
    expectState(at(spec, true, 0, spec.duration + 5000), NEUTRAL);
  });
});

describe('progress in between', () => {
  it('slideleft at half time: power2.inOut is 0.5', () => {
    const spec = preset('slideleft');
    expect(at(spec, true, 0, 500).x).toBeCloseTo(500, 6);
    expect(at(spec, false, 0, 500).x).toBeCloseTo(-500, 6);
  });
  it('uses the side eases: blurlight in power1.in, out mirrored power1.out', () => {
    const spec = preset('blurlight');
    expect(at(spec, true, 0, 500).o).toBeCloseTo(0.25, 6); // in o: 0 → 1 as power1.in(0.5) = 0.25
    expect(at(spec, false, 0, 500).o).toBeCloseTo(0.25, 6); // out o: 1 → 0 as power1.out(0.5) = 0.75
  });
  it('stagger delays shift each cell (curtain-1: 5 columns from the start)', () => {
    const spec = preset('curtain-1');
    const { speed } = spec;
    const delays = spec.in.delays;
    expect(delays[0]).toBe(0);
    expect(maxDelay(spec.in)).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) {
      const d = delays[i] ?? Number.NaN;
      expect(at(spec, true, i, d).y, `cell ${i} at its start`).toBeCloseTo(-600, 6);
      expect(at(spec, true, i, d + speed / 2).y, `cell ${i} half way`).toBeCloseTo(-300, 6);
      expect(at(spec, true, i, d + speed).y, `cell ${i} at its end`).toBeCloseTo(0, 6);
    }
    // At one instant, the later a cell starts the further it still has to go.
    const t = 700;
    const ys = [0, 1, 2, 3, 4].map((i) => Math.abs(at(spec, true, i, t).y));
    for (let i = 1; i < 5; i++) expect(ys[i]).toBeGreaterThan(ys[i - 1] ?? Number.POSITIVE_INFINITY);
  });
  it('cellProgress: linear from side start + delay over speed', () => {
    const spec = preset('fadethroughdark');
    expect(cellProgress(spec.in, 0, spec.speed, 999)).toBe(0);
    expect(cellProgress(spec.in, 0, spec.speed, 1250)).toBeCloseTo(0.25, 12);
    expect(cellProgress(spec.in, 0, spec.speed, 2500)).toBe(1);
    const side: SideSpec = { ...spec.out, delays: [300], start: 100 };
    expect(cellProgress(side, 0, 1000, 400)).toBe(0);
    expect(cellProgress(side, 0, 1000, 900)).toBeCloseTo(0.5, 12);
    expect(cellProgress(side, 0, 0, 399)).toBe(0);
    expect(cellProgress(side, 0, 0, 400)).toBe(1);
  });
  it('sideProgress spans speed + the largest delay', () => {
    const side: SideSpec = { ...preset('fade').in, delays: [0, 500, 250], start: 200 };
    expect(sideProgress(side, 1000, 200)).toBe(0);
    expect(sideProgress(side, 1000, 950)).toBeCloseTo(0.5, 12);
    expect(sideProgress(side, 1000, 1700)).toBe(1);
  });
  it('fade through dark: incoming waits for the outgoing slide', () => {
    const spec = preset('fadethroughdark');
    expect(at(spec, true, 0, 999).o).toBe(0);
    expect(at(spec, false, 0, 1000).o).toBeCloseTo(0, 9);
    expect(at(spec, true, 0, 1500).o).toBeCloseTo(0.5, 6);
    expect(at(spec, false, 0, 500).o).toBeCloseTo(0.5, 6);
  });
  it('cellAt writes into and returns the given object; an unknown cell is neutral', () => {
    const spec = preset('slideleft');
    const into = neutralCell();
    expect(cellAt(spec.in, true, 0, 0, canvas, into)).toBe(into);
    expect(into.x).toBeCloseTo(1000, 9);
    expectState(cellAt(spec.in, true, 99, 0, canvas, into), NEUTRAL);
  });
  it('frameEases parses the side eases', () => {
    const eases = frameEases(preset('blurstrong'));
    expect(eases.in(0.5)).toBeCloseTo(resolveEase('power1.in')(0.5), 12);
    expect(eases.out(0.5)).toBeCloseTo(resolveEase('power1.out')(0.5), 12);
    expect(eases.filter(0.2)).toBe(0); // late holds until 25 %
  });
});

describe('notransition', () => {
  it('the incoming slide is hidden until the end of its 10 ms, then shown at once', () => {
    const spec = preset('notransition');
    expect(spec.duration).toBe(10);
    for (const t of [0, 5, 9.99]) expect(at(spec, true, 0, t).o, `t=${t}`).toBe(0);
    expect(at(spec, true, 0, 10).o).toBe(1);
    expect(at(spec, true, 0, 50).o).toBe(1);
    for (const t of [0, 5, 10]) expect(at(spec, false, 0, t).o).toBe(1);
  });
  it('other presets whose incoming side is opaque are not hidden at t=0', () => {
    const spec = preset('slideremoveleft');
    expect(at(spec, true, 0, 0).o).toBe(1);
  });
});

describe('outgoingOnTop', () => {
  it('outin presets put the outgoing slide on top', () => {
    expect(outgoingOnTop(preset('scaleupvertical'))).toBe(true);
    expect(outgoingOnTop(preset('papercutv'))).toBe(true);
  });
  it('remove presets (incoming still, outgoing moving) put the outgoing slide on top', () => {
    for (const name of ['slideremovevertical', 'slideremovehorizontal', 'slideremoveup', 'slideremovedown', 'slideremoveleft', 'slideremoveright']) {
      expect(outgoingOnTop(preset(name)), name).toBe(true);
    }
  });
  it('by default the incoming slide is on top', () => {
    for (const name of ['fade', 'crossfade', 'slideleft', 'zoomin', 'boxfade', 'parallaxvertical', 'slideoverleft', 'cube']) {
      expect(outgoingOnTop(preset(name)), name).toBe(false);
    }
  });
  it('forceinout keeps the incoming slide on top even for a remove', () => {
    expect(outgoingOnTop(resolve({ temp: { p: 'slideremoveleft' }, o: 'forceinout' }))).toBe(false);
  });
});

describe('filterAmounts', () => {
  it('no filter → 0 / 0', () => {
    const spec = preset('fade');
    expect(filterAmounts(spec, frameEases(spec), 0)).toEqual({ out: 0, in: 0 });
    expect(filterAmounts(spec, frameEases(spec), 500)).toEqual({ out: 0, in: 0 });
  });
  it('blurstrong (late): in 1 → 0, held at 1 until 25 % of the side span; out 0 → 1', () => {
    const spec = preset('blurstrong');
    const eases = frameEases(spec);
    const f = (t: number) => filterAmounts(spec, eases, t);
    expect(f(0)).toEqual({ out: 0, in: 1 });
    expect(f(250).in).toBe(1);
    expect(f(250).out).toBe(0);
    expect(f(300).in).toBeLessThan(1);
    expect(f(300).out).toBeGreaterThan(0);
    expect(f(spec.duration).in).toBeCloseTo(0, 12);
    expect(f(spec.duration).out).toBeCloseTo(1, 12);
    // Monotone in between.
    let last = 1;
    for (let t = 0; t <= spec.duration; t += 50) {
      const v = f(t).in;
      expect(v).toBeLessThanOrEqual(last + 1e-12);
      last = v;
    }
  });
  it('the side span includes the stagger (switch: late2 over 1000 + 125 ms)', () => {
    const spec = preset('switch');
    expect(maxDelay(spec.in)).toBeCloseTo(125, 9);
    const eases = frameEases(spec);
    expect(filterAmounts(spec, eases, 562).in).toBe(1); // < 50 % of 1125
    expect(filterAmounts(spec, eases, 600).in).toBeLessThan(1);
  });
  it('default timing follows the incoming ease (blurlight: power1.in)', () => {
    const spec = preset('blurlight');
    const eases = frameEases(spec);
    expect(filterAmounts(spec, eases, 500).in).toBeCloseTo(0.75, 9);
  });
  it('a still outgoing slide gets no filter, unless a through-colour is shown', () => {
    const still = resolve({ in: { o: 0 }, out: { a: false }, filter: { u: true, b: 4 } });
    expect(filterAmounts(still, frameEases(still), 1000).out).toBe(0);
    expect(filterAmounts(still, frameEases(still), 1000).in).toBeCloseTo(0, 12);
    const via = resolve({ in: { o: 0 }, out: { a: false }, p: 'dark', filter: { u: true, b: 4 } });
    expect(filterAmounts(via, frameEases(via), 1000).out).toBeCloseTo(1, 12);
    // …and the incoming side waits for the through-colour.
    expect(filterAmounts(via, frameEases(via), 1000).in).toBe(1);
  });
});
