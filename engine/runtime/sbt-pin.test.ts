import { describe, expect, it, vi } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import { SBT_DEFAULTS } from '../model/normalize-sbt.ts';
import type { SbtSettings } from '../model/types.ts';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import { createMotion } from './motion.ts';
import type { LayerHost } from './ports.ts';
import type { ModifierInputs, ViewportSample } from './ports-modifiers.ts';
import { createCatchUp, holdTime } from './sbt-pin.ts';
import { holdOf, pinDistance, stickTop } from './sbt-spacer.ts';

const SBT: SbtSettings = { ...SBT_DEFAULTS, use: true, hold: true, holdStart: 1000, holdEnd: 3000 };
const VH = 800;
const H = 400;
/** Pin distance: the module's height plus 1 px per 10 ms held = 400 + 200. */
const D = 600;
/** The viewport sample when the spacer's top edge is at `top` (the module sticks inside it). */
const at = (top: number, sbt: SbtSettings = SBT): ViewportSample => {
  const stick = stickTop(sbt, H, VH);
  const moduleTop = Math.min(Math.max(top, stick), top + D);
  return { top: moduleTop, height: H, viewportHeight: VH, pin: { top, height: H + D } };
};

describe('holdTime: scroll position → slide time of a held module', () => {
  it('sizes the hold like RS6: module height + (fEnd − fStart) / 10 px', () => {
    expect(pinDistance(SBT, H)).toBe(D);
    expect(pinDistance({ ...SBT, holdStart: 0, holdEnd: 0 }, H)).toBe(H);
  });

  it('before the hold: 0 below the viewport, then 0 → fStart while the module comes up to the top', () => {
    expect(holdTime(at(2000), SBT, 9000)).toBe(0);
    expect(holdTime(at(VH), SBT, 9000)).toBe(0);
    expect(holdTime(at(VH / 2), SBT, 9000)).toBe(500);
    expect(holdTime(at(0), SBT, 9000)).toBe(1000);
  });

  it('during the hold: fStart → fEnd over the pin distance, the module stuck at the top', () => {
    expect(at(-D / 2).top).toBe(0);
    expect(holdTime(at(-D / 4), SBT, 9000)).toBe(1500);
    expect(holdTime(at(-D / 2), SBT, 9000)).toBe(2000);
    expect(holdTime(at(-D), SBT, 9000)).toBe(3000);
  });

  it('after release: fEnd → the slide length while the module scrolls out, then stays at the end', () => {
    expect(at(-D - H / 2).top).toBe(-H / 2);
    expect(holdTime(at(-D - H / 2), SBT, 9000)).toBe(6000);
    expect(holdTime(at(-D - H), SBT, 9000)).toBe(9000);
    expect(holdTime(at(-D - 5000), SBT, 9000)).toBe(9000);
    // A slide shorter than the hold end: the end is the hold end.
    expect(holdTime(at(-D - H / 2), SBT, 2000)).toBe(3000);
  });

  it('scrolling back runs the same mapping in reverse (re-held, then released at the top)', () => {
    const tops = [VH, 300, 0, -100, -300, -D, -D - 200, -D - H];
    const down = tops.map((top) => holdTime(at(top), SBT, 9000));
    const up = [...tops].reverse().map((top) => holdTime(at(top), SBT, 9000));
    expect(down.every((t, i) => i === 0 || t >= (down[i - 1] ?? 0))).toBe(true);
    expect(up).toEqual([...down].reverse());
  });

  it("'bottom' holds the module with its bottom edge on the viewport's", () => {
    const bottom: SbtSettings = { ...SBT, align: 'bottom' };
    expect(stickTop(bottom, H, VH)).toBe(VH - H);
    expect(holdTime(at(VH, bottom), bottom, 9000)).toBe(0);
    expect(holdTime(at(VH - H, bottom), bottom, 9000)).toBe(1000);
    expect(at(VH - H - D / 2, bottom).top).toBe(VH - H);
    expect(holdTime(at(VH - H - D / 2, bottom), bottom, 9000)).toBe(2000);
    expect(holdTime(at(VH - H - D - VH, bottom), bottom, 9000)).toBe(9000);
  });

  it('without a spacer in the sample the module box stands in (no hold distance)', () => {
    expect(holdTime({ top: 0, height: H, viewportHeight: VH }, SBT, 9000)).toBe(1000);
    expect(holdTime({ top: -H / 2, height: H, viewportHeight: VH }, SBT, 9000)).toBe(6000);
  });

  it('holds only a scroll-based, non-fixed module with f on', () => {
    const size = { fixed: false } as never;
    expect(holdOf({ sbt: SBT, size })).toBe(SBT);
    expect(holdOf({ sbt: { ...SBT, hold: false }, size })).toBeNull();
    expect(holdOf({ sbt: { ...SBT, use: false }, size })).toBeNull();
    expect(holdOf({ sbt: SBT, size: { fixed: true } as never })).toBeNull();
    expect(holdOf({ sbt: undefined, size })).toBeNull();
  });
});

describe('createCatchUp (sbt.s / sbt.e)', () => {
  it('takes the first time at once, then glides to each new one over the speed and stops', () => {
    const clock = createSteppedClock();
    const motion = createMotion(clock);
    const seen: number[] = [];
    const catchUp = createCatchUp({ motion, clock, ms: 500, ease: 'none', apply: (t) => seen.push(t) });
    catchUp.set(1000);
    expect(seen).toEqual([1000]);
    catchUp.set(2000);
    clock.step(250, 250);
    expect(seen.at(-1)).toBe(1500);
    clock.step(300, 50);
    expect(seen.at(-1)).toBe(2000);
    expect(clock.frameListenerCount()).toBe(0);
    catchUp.set(1000);
    catchUp.destroy();
    catchUp.destroy();
    expect(clock.frameListenerCount()).toBe(0);
  });
});

/** A held module: one layer whose in scene moves x 0 → 400 from 1000 to 3000 ms, following the scroll. */
function heldModule(sbt: Record<string, unknown> = {}) {
  const x = (v: number) => [v, v, v, v, v];
  return normalizeModule({
    id: 31,
    settings: { alias: 'held', sbt: { use: true, f: true, fStart: 1000, fEnd: 3000, s: 0, e: 'none', ...sbt }, default: { len: 9000 }, slideshow: { auto: false } },
    slides: {
      a: {
        slide: { id: 'a', order: 1 },
        layers: {
          m: {
            id: 'm',
            type: 'text',
            content: { text: 'Kayar' },
            mod: { s: { ut: true, so: 0 } },
            tl: { in: { content: { all: [{ t: 0, d: 0, o: 1, x: x(0) }, { t: 1000, d: 2000, o: 1, x: x(400), e: 'none' }] } } },
          },
        },
      },
    },
  });
}

function viewportInputs() {
  const subs = new Set<(s: ViewportSample) => void>();
  const inputs: ModifierInputs = {
    pointer: () => () => {},
    viewport: (fn) => {
      subs.add(fn);
      return () => subs.delete(fn);
    },
    orientation: () => () => {},
    reducedMotion: () => false,
    touch: () => false,
  };
  return { inputs, subs, emit: (s: ViewportSample) => subs.forEach((fn) => fn(s)) };
}

async function heldSlider(sbt: Record<string, unknown> = {}) {
  const clock = createSteppedClock();
  // Every property the layer frames write, present up front: the frames start from what the target holds.
  const target: Record<string, unknown> = Object.fromEntries(
    ['x', 'xPercent', 'y', 'yPercent', 'opacity', 'scaleX', 'scaleY', 'rotationX', 'rotationY', 'rotation', 'transformPerspective'].map((k) => [k, 0]),
  );
  Object.assign(target, { transformOrigin: '', visibility: '', pointerEvents: '' });
  const host: LayerHost = {
    targets: () => ({ content: target, mask: null }),
    measure: () => ({ box: { x: 0, y: 0, w: 100, h: 40 }, slide: { w: 800, h: 400 }, scale: 1 }),
    setActiveSlide: () => {},
  };
  const input = viewportInputs();
  const slider = createSlider(heldModule(sbt), { clock, layers: host, env: { modifierInputs: input.inputs, log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } } });
  input.emit(at(VH));
  await slider.init();
  const x = () => Number.parseFloat(String(target['x'] ?? 0));
  return { clock, slider, input, x };
}

describe('a held module in createSlider', () => {
  it("drives the layer's in scene by the scroll: still before the hold, moving while held, done after release", async () => {
    const { input, slider, x } = await heldSlider();
    input.emit(at(VH / 2));
    expect(x()).toBe(0);
    input.emit(at(0));
    expect(x()).toBe(0);
    input.emit(at(-D / 4));
    expect(x()).toBeCloseTo(100, 5);
    input.emit(at(-D / 2));
    expect(x()).toBeCloseTo(200, 5);
    input.emit(at(-D - H / 2));
    expect(x()).toBe(400);
    // Back up: held again, the layer reverses.
    input.emit(at(-D / 2));
    expect(x()).toBeCloseTo(200, 5);
    input.emit(at(100));
    expect(x()).toBe(0);
    slider.kill();
    expect(input.subs.size).toBe(0);
  });

  it('glides to the scroll time over sbt.s, on the slider clock', async () => {
    const { clock, input, slider, x } = await heldSlider({ s: 400 });
    input.emit(at(0));
    input.emit(at(-D / 2));
    expect(x()).toBe(0);
    clock.step(200, 20);
    expect(x()).toBeCloseTo(100, 5);
    clock.step(250, 50);
    expect(x()).toBeCloseTo(200, 5);
    expect(clock.frameListenerCount()).toBe(0);
    slider.kill();
  });
});
