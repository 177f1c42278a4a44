import { describe, expect, it, vi } from 'vitest';
import type { ModuleModel, SlideshowSettings } from '../model/types.ts';
import type { TransitionSpec } from '../transition/spec.ts';
import { createSteppedClock, type SteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import type { Backdrop, LayerHost } from './ports.ts';
import type { SlideshowInputs } from './ports-slideshow.ts';
import { testModule } from './test-module.ts';

/** A page port whose inputs the test sets; each subscription hears the current value first, as the DOM one does. */
function fakeInputs(reduced = false) {
  const values = { hover: false, focus: false, visibility: true, viewport: true };
  type Name = keyof typeof values;
  const listeners = new Map<Name, Set<(value: boolean) => void>>();
  const subscribe = (name: Name) => (fn: (value: boolean) => void) => {
    const set = listeners.get(name) ?? new Set();
    listeners.set(name, set);
    set.add(fn);
    fn(values[name]);
    return () => set.delete(fn);
  };
  const inputs: SlideshowInputs = {
    hover: subscribe('hover'),
    focus: subscribe('focus'),
    visibility: subscribe('visibility'),
    viewport: subscribe('viewport'),
    reducedMotion: () => reduced,
  };
  return {
    inputs,
    set(name: Name, value: boolean) {
      values[name] = value;
      for (const fn of listeners.get(name) ?? []) fn(value);
    },
    listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}

function fakeBackdrop() {
  const log: string[] = [];
  const prepared: string[] = [];
  const live = new Set<string>();
  const pans: string[] = [];
  const backdrop: Backdrop = {
    kind: 'gpu',
    prepare: async (key) => {
      prepared.push(key);
      live.add(key);
    },
    retain: (keys) => {
      for (const key of [...live]) if (!keys.includes(key)) live.delete(key);
    },
    show: (key) => log.push(`show ${key}`),
    transition: (from: string, to: string, spec: TransitionSpec) => {
      log.push(`transition ${from}->${to} ${spec.preset} ${spec.duration}`);
      return { render: () => {}, finish: () => {} };
    },
    resize: () => {},
    pan: (key, state) => pans.push(`${key} ${state ? state.scaleX.toFixed(3) : 'none'}`),
    destroy: () => live.clear(),
  };
  return { backdrop, log, prepared, live, pans };
}

const host: LayerHost = {
  targets: () => ({ content: {}, mask: null }),
  measure: () => ({ box: { x: 0, y: 0, w: 10, h: 10 }, slide: { w: 800, h: 400 }, scale: 1 }),
  setActiveSlide: () => {},
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
async function advance(clock: SteppedClock, ms: number, frameMs = 16) {
  for (let t = 0; t < ms; t += frameMs) {
    clock.step(Math.min(frameMs, ms - t), frameMs);
    await flush();
  }
}

type Options = Parameters<typeof testModule>[1] & { show?: Partial<SlideshowSettings>; reduced?: boolean; count?: number; hal?: Record<number, number> };

async function started(options: Options = {}) {
  const clock = createSteppedClock();
  const backdrop = fakeBackdrop();
  const page = fakeInputs(options.reduced);
  const base = testModule(options.count ?? 3, { len: 1000, ...options });
  const model: ModuleModel = {
    ...base,
    slideshow: { ...base.slideshow, ...options.show },
    slides: base.slides.map((slide, i) => ({ ...slide, slideshow: { ...slide.slideshow, hal: options.hal?.[i + 1] ?? 0 } })),
  };
  const slider = createSlider(model, { clock, backdrop: backdrop.backdrop, layers: host, env: { slideshowInputs: page.inputs, log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } } });
  const keys: string[] = [];
  slider.api.on('afterChange', ({ current }) => keys.push(current.key));
  const finished = vi.fn();
  slider.api.on('finished', finished);
  await slider.init();
  return { clock, backdrop, page, slider, keys, finished };
}

describe('slideshow pause reasons', () => {
  it('are independent: hover ending while focus holds keeps the slideshow paused', async () => {
    const { clock, page, slider, keys } = await started({ show: { stopOnHover: true } });
    await advance(clock, 600);
    page.set('hover', true);
    page.set('focus', true);
    await advance(clock, 3000);
    expect(keys).toEqual([]);
    page.set('hover', false);
    expect([...slider.store.getState().pausedBy]).toEqual(['focus']);
    await advance(clock, 3000);
    expect(keys).toEqual([]);
    page.set('focus', false);
    // The slide's time continues where it stopped (600 of 1000 ms were used).
    await advance(clock, 380);
    expect(keys).toEqual([]);
    await advance(clock, 700);
    expect(keys).toEqual(['s2']);
  });

  it('hover pauses only when the module asks for it (sOH); focus always does', async () => {
    const { clock, page, slider, keys } = await started();
    page.set('hover', true);
    expect(slider.store.getState().pausedBy.size).toBe(0);
    await advance(clock, 1600);
    expect(keys).toEqual(['s2']);
    page.set('focus', true);
    expect([...slider.store.getState().pausedBy]).toEqual(['focus']);
  });

  it('tab blur, leaving the viewport, a drag (interaction) and the API each hold their own reason', async () => {
    const { clock, page, slider, keys } = await started();
    page.set('visibility', false);
    page.set('viewport', false);
    slider.hold('interaction', true);
    slider.api.pause();
    expect([...slider.store.getState().pausedBy].sort()).toEqual(['api', 'blur', 'interaction', 'viewport']);
    page.set('visibility', true);
    page.set('viewport', true);
    slider.hold('interaction', false);
    await advance(clock, 2000);
    expect(keys).toEqual([]);
    slider.api.resume();
    await advance(clock, 1600);
    expect(keys).toEqual(['s2']);
  });

  it('kill unsubscribes every page input', async () => {
    const { page, slider } = await started({ show: { stopOnHover: true } });
    expect(page.listening()).toBe(4);
    slider.kill();
    expect(page.listening()).toBe(0);
  });

  it("a visitor's navigation keeps the slideshow going from the new slide", async () => {
    const { clock, slider, keys } = await started({ count: 4 });
    await advance(clock, 500);
    slider.api.show(2);
    await advance(clock, 600);
    expect(keys).toEqual(['s3']);
    await advance(clock, 1600);
    expect(keys).toEqual(['s3', 's4']);
  });
});

describe('slideshow settings through createSlider', () => {
  it('waitApi: no autoplay until api.start()', async () => {
    const { clock, slider, keys } = await started({ show: { waitApi: true } });
    expect(slider.store.getState().slideshowOn).toBe(false);
    await advance(clock, 3000);
    expect(keys).toEqual([]);
    slider.api.start();
    await advance(clock, 1600);
    expect(keys).toEqual(['s2']);
  });

  it('initDelay: the first slide waits the delay on top of its length, later ones do not', async () => {
    const { clock, keys } = await started({ show: { initDelay: 2000 } });
    await advance(clock, 2900);
    expect(keys).toEqual([]);
    await advance(clock, 700);
    expect(keys).toEqual(['s2']);
    await advance(clock, 1500);
    expect(keys).toEqual(['s2', 's3']);
  });

  it('loop count: finished once, on the last slide; api.start() plays it all again', async () => {
    const { clock, slider, keys, finished } = await started({ show: { loop: 0 } });
    await advance(clock, 6000);
    expect(keys).toEqual(['s2', 's3']);
    expect(finished).toHaveBeenCalledTimes(1);
    expect(slider.store.getState().slideshowOn).toBe(false);
    slider.api.start();
    await advance(clock, 6000);
    expect(keys).toEqual(['s2', 's3', 's1', 's2', 's3']);
    expect(finished).toHaveBeenCalledTimes(2);
  });

  it('stopAt: finished right after arriving at the slide', async () => {
    const { clock, keys, finished } = await started({ count: 4, show: { stopAt: 3 } });
    await advance(clock, 3100);
    expect(keys).toEqual(['s2', 's3']);
    expect(finished).toHaveBeenCalledTimes(1);
    await advance(clock, 4000);
    expect(keys).toEqual(['s2', 's3']);
  });

  it('per-slide stop: api.start() on the stopped slide moves on', async () => {
    const { clock, slider, keys, finished } = await started({ stopOn: [2] });
    await advance(clock, 4000);
    expect(keys).toEqual(['s2']);
    expect(finished).toHaveBeenCalledTimes(1);
    slider.api.start();
    await advance(clock, 1600);
    expect(keys).toEqual(['s2', 's3']);
  });

  it('hal: the slide leaves the slide list (and so navigation) after its loop count', async () => {
    const { clock, slider, keys } = await started({ hal: { 2: 1 } });
    // A change every 1000 ms (a slide's length counts from the start of its transition).
    await advance(clock, 3700);
    expect(keys).toEqual(['s2', 's3', 's1']);
    expect(slider.api.max()).toBe(2);
    await advance(clock, 2000);
    expect(keys).toEqual(['s2', 's3', 's1', 's3', 's1']);
  });

  it('shuffle: a random first slide and no slide twice in a row', async () => {
    let seed = 5;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const clock = createSteppedClock();
    const base = testModule(4, { len: 500 });
    const slider = createSlider({ ...base, slideshow: { ...base.slideshow, shuffle: true } }, { clock, env: { random } });
    const keys = [slider.api.current().key];
    slider.api.on('afterChange', ({ current }) => keys.push(current.key));
    await slider.init();
    await advance(clock, 20_000);
    expect(keys.length).toBeGreaterThan(12);
    for (let i = 1; i < keys.length; i++) expect(keys[i]).not.toBe(keys[i - 1]);
    for (let i = 0; i + 4 <= keys.length; i += 4) expect(new Set(keys.slice(i, i + 4)).size).toBe(4);
  });

  it('preloads the neighbours of the current slide and releases the rest', async () => {
    const { clock, backdrop, slider } = await started({ count: 5, auto: false });
    await flush();
    expect([...backdrop.live].sort()).toEqual(['s1', 's2', 's5']);
    slider.api.next();
    await advance(clock, 700);
    expect([...backdrop.live].sort()).toEqual(['s1', 's2', 's3']);
    expect(backdrop.prepared).toContain('s3');
  });
});

describe('reduced motion', () => {
  /** Starts zoomed in and zooms out over 2 s (wire `tl.in.pan`). */
  const pan = { all: [{ t: 0, d: 0, sX: 150 }, { t: 0, d: 2000, x: '10%', sX: 100 }] };

  it('no autoplay; transitions become an instant cross-fade; Ken Burns shows its start and never moves', async () => {
    const { clock, backdrop, slider, keys } = await started({ reduced: true, pans: { 2: pan } });
    expect(slider.store.getState().slideshowOn).toBe(false);
    await advance(clock, 3000);
    expect(keys).toEqual([]);
    slider.api.next();
    await advance(clock, 16);
    await advance(clock, 16);
    expect(keys).toEqual(['s2']);
    expect(backdrop.log).toContain('transition s1->s2 crossfade 0');
    const pansBefore = backdrop.pans.length;
    await advance(clock, 1000);
    expect(backdrop.pans.length).toBe(pansBefore);
    expect(clock.frameListenerCount()).toBe(0);
    // The visitor may still start the slideshow (the rotation control).
    slider.api.start();
    await advance(clock, 1100);
    expect(keys).toEqual(['s2', 's3']);
  });

  it('without reduced motion the same module plays its transition and pan', async () => {
    const { clock, backdrop, slider } = await started({ auto: false, pans: { 2: pan } });
    slider.api.next();
    await advance(clock, 600);
    expect(backdrop.log).toContain('transition s1->s2 fade 500');
    const pansBefore = backdrop.pans.length;
    await advance(clock, 500);
    expect(backdrop.pans.length).toBeGreaterThan(pansBefore);
  });
});

describe('frame-rate check', () => {
  it('reports low fps (under 30) after 4 s of slow frames, and nothing at 60 fps', async () => {
    const { clock, slider } = await started({ auto: false, count: 2 });
    const low = vi.fn();
    slider.api.on('lowFps', low);
    // Something that moves for 12 s: frames drawn at 60 fps for 6 s, then at 20 fps.
    const stop = slider.motion.run(() => false);
    await advance(clock, 6000, 16);
    expect(low).not.toHaveBeenCalled();
    await advance(clock, 8500, 50);
    expect(low).toHaveBeenCalled();
    expect(low.mock.calls[0]?.[0].fps).toBeCloseTo(20, 0);
    stop();
    slider.kill();
  });

  it('an idle module measures nothing (no frame listener of its own)', async () => {
    const { clock, slider } = await started({ auto: false });
    const low = vi.fn();
    slider.api.on('lowFps', low);
    await advance(clock, 9000, 100);
    expect(clock.frameListenerCount()).toBe(0);
    expect(low).not.toHaveBeenCalled();
  });
});

describe('slideshow cadence (issue 16: a slide\'s length counts from the start of its transition, as in SR7)', () => {
  const changeTimes = async (len: number, count = 4) => {
    const { clock, slider } = await started({ len, count });
    const starts: number[] = [];
    const ends: number[] = [];
    slider.api.on('beforeChange', () => starts.push(clock.now()));
    slider.api.on('afterChange', () => ends.push(clock.now()));
    await advance(clock, 6000);
    return { starts, ends };
  };

  it('slides of 1200 ms with 500 ms transitions change every 1200 ms (not 1700)', async () => {
    const { starts, ends } = await changeTimes(1200);
    const gaps = ends.slice(1).map((t, i) => t - ends[i]!);
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    for (const gap of gaps) expect(Math.abs(gap - 1200)).toBeLessThanOrEqual(20);
    // The first slide shows for its whole length before the first change starts.
    expect(Math.abs(starts[0]! - 1200)).toBeLessThanOrEqual(20);
  });

  it('a slide shorter than its transition: the next change starts as soon as the transition has ended', async () => {
    const { starts, ends } = await changeTimes(300);
    expect(ends.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < starts.length; i++) expect(Math.abs(starts[i]! - ends[i - 1]!)).toBeLessThanOrEqual(20);
  });

  it('…after its afterChange, never before it, and a listener that pauses there holds the slide', async () => {
    const { clock, slider } = await started({ len: 300, count: 4 });
    const events: string[] = [];
    slider.api.on('beforeChange', (d) => events.push(`before ${d.current.index}->${d.next.index}`));
    slider.api.on('afterChange', (d) => {
      events.push(`after ${d.current.index}`);
      if (d.current.index === 2) slider.api.pause();
    });
    await advance(clock, 6000);
    expect(events).toEqual(['before 0->1', 'after 1', 'before 1->2', 'after 2']);
    expect(slider.api.current().index).toBe(2);
  });
});
