import { describe, expect, it, vi } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import type { ModuleModel } from '../model/types.ts';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import { modifierPerspective, scrollProgress, pointerVector, SLIDE_PERSPECTIVE_3D } from './modifier-math.ts';
import { wantsOrientation } from './uses-modifiers.ts';
import { createModifiers } from './modifiers.ts';
import { createMotion } from './motion.ts';
import type { LayerHost } from './ports.ts';
import type { ModifierInputs, OrientationSample, PointerSample, ViewportSample } from './ports-modifiers.ts';
import { createSliderStore } from './store.ts';
import { testModule } from './test-module.ts';

type Target = Record<string, number | string | undefined>;

function parallaxModule(settingsMod: Record<string, unknown> = {}, general: Record<string, unknown> = {}): ModuleModel {
  const slide = (key: string, order: number) => ({
    slide: { id: key, order },
    layers: {
      p: { id: 'p', type: 'text', content: { text: 'Parallax' }, mod: { m: { u: true, d: 20 } } },
      s: { id: 's', type: 'text', content: { text: 'Scroll' }, mod: { s: { u: true, y: 100, rZ: 10, o: 0, b: 8, e: 'none' } } },
      n: { id: 'n', type: 'text', content: { text: 'Still' } },
    },
  });
  return normalizeModule({
    id: 12,
    settings: { alias: 'px', mod: { use: true, o: 'slidercenter', sp: 400, ...settingsMod }, general },
    slides: { a: slide('a', 1), b: slide('b', 2) },
  });
}

function fakeHost() {
  const targets = new Map<string, Target>();
  const host: LayerHost = {
    targets: (slide, layer) => {
      const key = `${slide}/${layer}`;
      if (!targets.has(key)) targets.set(key, {});
      // Only layers with modifiers have a modifier wrapper (react-ui/layer-parts.ts).
      return { content: {}, mask: null, modifier: layer === 'n' ? null : (targets.get(key) as object) };
    },
    measure: () => ({ box: { x: 0, y: 0, w: 100, h: 40 }, slide: { w: 800, h: 400 }, scale: 1 }),
    setActiveSlide: () => {},
  };
  return { host, target: (slide: string, layer: string) => targets.get(`${slide}/${layer}`) ?? {} };
}

function fakeInputs(options: { touch?: boolean; reduced?: boolean } = {}) {
  const subs = { pointer: new Set<(s: PointerSample | null) => void>(), viewport: new Set<(s: ViewportSample) => void>(), orientation: new Set<(s: OrientationSample) => void>() };
  const add = <T>(set: Set<T>, fn: T) => {
    set.add(fn);
    return () => set.delete(fn);
  };
  const inputs: ModifierInputs = {
    pointer: (fn) => add(subs.pointer, fn),
    viewport: (fn) => add(subs.viewport, fn),
    orientation: (fn) => add(subs.orientation, fn),
    reducedMotion: () => options.reduced ?? false,
    touch: () => options.touch ?? false,
  };
  return {
    inputs,
    subs,
    count: () => subs.pointer.size + subs.viewport.size + subs.orientation.size,
    pointer: (s: PointerSample | null) => subs.pointer.forEach((fn) => fn(s)),
    viewport: (s: ViewportSample) => subs.viewport.forEach((fn) => fn(s)),
    orientation: (s: OrientationSample) => subs.orientation.forEach((fn) => fn(s)),
  };
}

function setup(model = parallaxModule(), options: { touch?: boolean; reduced?: boolean } = {}) {
  const clock = createSteppedClock();
  const motion = createMotion(clock);
  const store = createSliderStore(model, 0, 1);
  const host = fakeHost();
  const input = fakeInputs(options);
  const modifiers = createModifiers({ model, store, host: () => host.host, motion, inputs: input.inputs });
  return { clock, motion, store, host, input, modifiers };
}

const CENTRED: ViewportSample = { top: 200, height: 400, viewportHeight: 800 };

describe('modifier maths', () => {
  it('scroll progress runs -1 (entering at the bottom) → 0 (centred) → +1 (gone at the top)', () => {
    expect(scrollProgress({ top: 800, height: 400, viewportHeight: 800 })).toBe(-1);
    expect(scrollProgress(CENTRED)).toBe(0);
    expect(scrollProgress({ top: -100, height: 400, viewportHeight: 800 })).toBe(0.5);
    expect(scrollProgress({ top: -400, height: 400, viewportHeight: 800 })).toBe(1);
    expect(scrollProgress({ top: -5000, height: 400, viewportHeight: 800 })).toBe(1);
  });

  it('pointer vector: from the centre or the enter point, in half sizes, clamped', () => {
    expect(pointerVector({ x: 600, y: 100, width: 800, height: 400 }, null)).toEqual({ x: 0.5, y: -0.5 });
    expect(pointerVector({ x: 600, y: 100, width: 800, height: 400 }, { x: 600, y: 300 })).toEqual({ x: 0, y: -1 });
    expect(pointerVector({ x: 0, y: 0, width: 0, height: 0 }, null)).toEqual({ x: 0, y: 0 });
  });

  it('modifier turns use the module perspective, the slides\' 1600 px in 3D parallax mode, none when isometric', () => {
    expect(SLIDE_PERSPECTIVE_3D).toBe(1600);
    expect(modifierPerspective({ perspective: 800, perspectiveType: 'global' }, { type: 'mouse' })).toBe(800);
    expect(modifierPerspective({ perspective: 600, perspectiveType: 'local' }, { type: 'scroll' })).toBe(600);
    expect(modifierPerspective({ perspective: 600, perspectiveType: 'global' }, { type: '3d' })).toBe(1600);
    expect(modifierPerspective({ perspective: 600, perspectiveType: 'isometric' }, { type: '3d' })).toBe(0);
  });

  it('orientation effects are wanted only for pointer-driven mouse parallax', () => {
    expect(wantsOrientation(parallaxModule())).toBe(true);
    expect(wantsOrientation(parallaxModule({ t: 'scroll' }))).toBe(false);
    expect(wantsOrientation(parallaxModule({ use: false }))).toBe(false);
    expect(wantsOrientation(parallaxModule({ dOM: true }))).toBe(false);
    expect(wantsOrientation(testModule(2))).toBe(false);
  });
});

describe('createModifiers', () => {
  it('eases a parallax layer toward depth % of the pointer offset on the clock, then goes idle', () => {
    const { clock, host, input } = setup();
    expect(clock.frameListenerCount()).toBe(0);
    input.pointer({ x: 400, y: 200, width: 800, height: 400 });
    input.pointer({ x: 800, y: 200, width: 800, height: 400 });
    clock.step(16);
    const p = host.target('a', 'p');
    const first = p['x'] as number;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(20);
    clock.step(384);
    // 98 % of the move after `speed` (400 ms): 20 % of the 400 px half width = 80 px.
    expect(p['x']).toBeCloseTo(80 * (1 - Math.exp(-4)), 0);
    clock.step(1000);
    expect(p['x']).toBe(80);
    expect(p['y']).toBe(0);
    expect(clock.frameListenerCount()).toBe(0);
    // The still layer and the scroll layer are not touched by the pointer.
    expect(host.target('a', 's')['x']).toBeUndefined();
  });

  it('does no frame work while nothing moves, and none for repeated identical input once settled', () => {
    const { clock, input } = setup();
    input.pointer({ x: 800, y: 200, width: 800, height: 400 });
    clock.step(2000);
    expect(clock.frameListenerCount()).toBe(0);
    input.pointer({ x: 800, y: 200, width: 800, height: 400 });
    clock.step(16);
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('input that arrives before the layers are rendered still moves them once they are', () => {
    const clock = createSteppedClock();
    const model = parallaxModule();
    const store = createSliderStore(model, 0, 1);
    const rendered = fakeHost();
    let mounted = false;
    const host: LayerHost = { ...rendered.host, targets: (slide, layer) => (mounted ? rendered.host.targets(slide, layer) : null) };
    const input = fakeInputs();
    createModifiers({ model, store, host: () => host, motion: createMotion(clock), inputs: input.inputs });
    // The scroll input reports at once, as watchNearViewport does, before React commits the wrappers.
    input.viewport(CENTRED);
    clock.step(2000);
    mounted = true;
    input.pointer({ x: 800, y: 200, width: 800, height: 400 });
    clock.step(2000);
    expect(rendered.target('a', 'p')['x']).toBe(80);
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('goes back to the centre when the pointer leaves', () => {
    const { clock, host, input } = setup();
    input.pointer({ x: 800, y: 0, width: 800, height: 400 });
    clock.step(2000);
    expect(host.target('a', 'p')).toMatchObject({ x: 80, y: -40 });
    input.pointer(null);
    clock.step(2000);
    expect(host.target('a', 'p')).toMatchObject({ x: 0, y: 0 });
    expect(clock.frameListenerCount()).toBe(0);
  });

  it("SR7 7.0's per-layer form: a depth per axis (negative against the pointer, 0 still), its own follow time and origin", () => {
    const model = normalizeModule({
      id: 13,
      settings: { alias: 'px7', mod: { use: true, o: 'enterpoint', sp: 400 } },
      slides: {
        a: {
          slide: { id: 'a', order: 1 },
          layers: {
            p: { id: 'p', type: 'text', content: { text: 'Module pace' }, mod: { m: { u: true, d: 20 } } },
            q: { id: 'q', type: 'text', content: { text: 'Own pace' }, mod: { m: { u: true, x: '-10', y: 0, s: 1, o: 'c' } } },
          },
        },
      },
    });
    const { clock, host, input } = setup(model);
    // The pointer enters at the centre's right edge: the enter-point layer has not moved, the centre one has.
    input.pointer({ x: 800, y: 0, width: 800, height: 400 });
    clock.step(400);
    const p = host.target('a', 'p');
    const q = host.target('a', 'q');
    expect(p['x']).toBeUndefined();
    // 1 s to follow: after 400 ms it is 1 − e^(−1.6) of the way to −10 % of the 400 px half width.
    expect(q['x']).toBeCloseTo(-40 * (1 - Math.exp(-1.6)), 0);
    clock.step(3000);
    expect(q).toMatchObject({ x: -40, y: 0 });
    expect(clock.frameListenerCount()).toBe(0);
  });

  it("measures from where the pointer entered with origin 'enterpoint'", () => {
    const { clock, host, input } = setup(parallaxModule({ o: 'enterpoint' }));
    input.pointer({ x: 700, y: 300, width: 800, height: 400 });
    clock.step(1000);
    // The enter point is the origin: nothing moved, nothing written.
    expect(host.target('a', 'p')['x']).toBeUndefined();
    input.pointer({ x: 300, y: 300, width: 800, height: 400 });
    clock.step(2000);
    expect(host.target('a', 'p')['x']).toBe(-80);
  });

  it('scroll effects follow the module through the viewport: offset, rotation, fade and blur', () => {
    const { clock, host, input } = setup();
    expect(input.subs.viewport.size).toBe(1);
    input.viewport(CENTRED);
    clock.step(16);
    const s = host.target('a', 's');
    // Centred: nothing changes, so nothing is written.
    expect(s['y']).toBeUndefined();
    input.viewport({ top: -100, height: 400, viewportHeight: 800 });
    clock.step(16);
    expect(s).toMatchObject({ y: 50, rotation: 5, opacity: 0.5, filter: 'blur(4.00px) grayscale(0.00%)' });
    input.viewport({ top: 500, height: 400, viewportHeight: 800 });
    clock.step(16);
    expect(s).toMatchObject({ y: -50, rotation: -5, opacity: 0.5 });
    clock.step(16);
    expect(clock.frameListenerCount()).toBe(0);
  });

  it("'3d' tilts parallax layers by d3d × 0.2° seen through the slides' 1600 px perspective; 'isometric' has none", () => {
    const tilted = setup(parallaxModule({ t: '3d' }));
    tilted.input.pointer({ x: 800, y: 200, width: 800, height: 400 });
    tilted.clock.step(2000);
    // SPEC §9 "Perspective default 600px for layers and 1600 for slides": the 3D parallax turns the slide's content.
    expect(tilted.host.target('a', 'p')).toMatchObject({ x: 80, rotationY: 13, transformPerspective: 1600 });
    const flat = setup(parallaxModule({ t: '3d', d3d: 50 }, { perspectiveType: 'isometric' }));
    flat.input.pointer({ x: 800, y: 200, width: 800, height: 400 });
    flat.clock.step(2000);
    expect(flat.host.target('a', 'p')['rotationY']).toBe(10);
    expect(flat.host.target('a', 'p')['transformPerspective']).toBeUndefined();
  });

  it("'scroll' parallax moves parallax layers by the scroll instead of the pointer", () => {
    const { clock, host, input } = setup(parallaxModule({ t: 'scroll' }));
    expect(input.subs.pointer.size).toBe(0);
    input.viewport({ top: -400, height: 400, viewportHeight: 800 });
    clock.step(2000);
    expect(host.target('a', 'p')).toMatchObject({ x: 0, y: 40 });
  });

  it('follows device orientation instead of the pointer on touch devices', () => {
    const { clock, host, input } = setup(parallaxModule(), { touch: true });
    expect(input.subs.pointer.size).toBe(0);
    expect(input.subs.orientation.size).toBe(1);
    input.orientation({ beta: 45, gamma: 0 });
    input.orientation({ beta: 60, gamma: 30 });
    clock.step(2000);
    expect(host.target('a', 'p')).toMatchObject({ x: 80, y: 20 });
  });

  it('prefers-reduced-motion: no parallax and no scroll movement, but fades still follow the scroll', () => {
    const { clock, host, input } = setup(parallaxModule(), { reduced: true });
    expect(input.subs.pointer.size + input.subs.orientation.size).toBe(0);
    input.viewport({ top: -400, height: 400, viewportHeight: 800 });
    clock.step(16);
    const s = host.target('a', 's');
    expect([Number(s['y']), Number(s['rotation']), Number(s['opacity'])]).toEqual([0, 0, 0]);
    expect(s['filter']).toBe('blur(8.00px) grayscale(0.00%)');
  });

  it('subscribes to nothing when modifiers are off or absent', () => {
    expect(setup(parallaxModule({ use: false })).input.count()).toBe(0);
    expect(setup(testModule(2)).input.count()).toBe(0);
    expect(setup(parallaxModule({ dOM: true }), { touch: true }).input.count()).toBe(0);
  });

  it("moves the current slide's layers and puts the previous slide's back when the slide changes", () => {
    const { clock, host, input, store } = setup();
    input.pointer({ x: 800, y: 200, width: 800, height: 400 });
    clock.step(2000);
    expect(host.target('a', 'p')['x']).toBe(80);
    expect(host.target('b', 'p')['x']).toBeUndefined();
    store.setState({ index: 1 });
    clock.step(16);
    expect(host.target('a', 'p')['x']).toBe(0);
    expect(host.target('b', 'p')['x']).toBe(80);
    clock.step(16);
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('destroy unsubscribes everything, stops the frame loop and is idempotent', () => {
    const { clock, input, modifiers } = setup();
    input.pointer({ x: 800, y: 200, width: 800, height: 400 });
    clock.step(16);
    expect(clock.frameListenerCount()).toBe(1);
    modifiers.destroy();
    modifiers.destroy();
    expect(input.count()).toBe(0);
    expect(clock.frameListenerCount()).toBe(0);
  });
});

describe('modifiers in createSlider', () => {
  it('wires the injected inputs and kill() leaves no subscription behind', async () => {
    const clock = createSteppedClock();
    const host = fakeHost();
    const input = fakeInputs();
    const slider = createSlider(parallaxModule(), { clock, layers: host.host, env: { modifierInputs: input.inputs, log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } } });
    await slider.init();
    expect(input.subs.pointer.size).toBe(1);
    expect(input.subs.viewport.size).toBe(1);
    input.pointer({ x: 0, y: 400, width: 800, height: 400 });
    clock.step(3000);
    expect(host.target('a', 'p')).toMatchObject({ x: -80, y: 40 });
    slider.kill();
    expect(input.count()).toBe(0);
    expect(clock.frameListenerCount()).toBe(0);
  });
});
