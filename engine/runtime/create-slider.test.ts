import { describe, expect, it, vi } from 'vitest';
import type { TransitionSpec } from '../transition/spec.ts';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import type { Backdrop, LayerHost } from './ports.ts';
import { testModule } from './test-module.ts';
import { normalizeModule } from '../model/index.ts';

function fakeBackdrop() {
  const log: string[] = [];
  const live = new Set<string>();
  const progress: number[] = [];
  let destroyed = 0;
  const backdrop: Backdrop = {
    kind: 'gpu',
    prepare: async (key) => {
      live.add(key);
    },
    retain: (keys) => {
      for (const key of [...live]) if (!keys.includes(key)) live.delete(key);
    },
    show: (key) => log.push(`show ${key}`),
    transition: (from: string, to: string, spec: TransitionSpec) => {
      log.push(`transition ${from}->${to} ${spec.preset} ${spec.duration}`);
      return { render: (p) => progress.push(p), finish: () => log.push(`finish ${to}`) };
    },
    resize: () => {},
    destroy: () => {
      destroyed++;
      live.clear();
    },
  };
  return { backdrop, log, live, progress, destroyed: () => destroyed };
}

function fakeHost() {
  const targets = new Map<string, { opacity?: number; y?: number }>();
  const active: string[] = [];
  const host: LayerHost = {
    targets: (slide, layer) => {
      const key = `${slide}/${layer}`;
      if (!targets.has(key)) targets.set(key, { opacity: 1, y: 0 });
      return { content: targets.get(key) as object, mask: null };
    },
    measure: () => ({ box: { x: 10, y: 10, w: 100, h: 40 }, slide: { w: 800, h: 400 }, scale: 1 }),
    setActiveSlide: (slide, previous) => active.push(previous ? `${previous.key}->${slide.key}` : slide.key),
  };
  return { host, targets, active };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function started(options: Parameters<typeof testModule>[1] = {}, count = 3) {
  const clock = createSteppedClock();
  const backdrop = fakeBackdrop();
  const host = fakeHost();
  const global: Record<string, unknown> = {};
  const slider = createSlider(testModule(count, options), { clock, backdrop: backdrop.backdrop, layers: host.host, env: { global, log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } } });
  await slider.init();
  return { clock, backdrop, host, slider, global };
}

/** Steps the clock and lets promise continuations (texture preparation) run between frames. */
async function advance(clock: ReturnType<typeof createSteppedClock>, ms: number) {
  for (let t = 0; t < ms; t += 16) {
    clock.step(Math.min(16, ms - t));
    await flush();
  }
}

describe('createSlider', () => {
  it("has entered once the global slides' layers have entered too (the GPU stage waits for it, never stalling an entry)", async () => {
    const enter = (d: number) => ({ in: { content: { all: [{ t: 0, d: 0, o: 0 }, { t: 0, d, o: 1 }] } } });
    const model = normalizeModule({
      id: 3, settings: { alias: 'globals', slideshow: { auto: false } },
      slides: {
        s1: { slide: { order: 1 }, layers: { t: { id: 't', type: 'text', content: { text: 'one' }, tl: enter(200) } } },
        g: { slide: { order: 2, global: true }, layers: { menu: { id: 'menu', type: 'text', content: { text: 'menu' }, tl: enter(800) } } },
      },
    });
    const clock = createSteppedClock();
    const host = fakeHost();
    const slider = createSlider(model, { clock, backdrop: fakeBackdrop().backdrop, layers: host.host });
    let entered = false;
    void slider.entered.then(() => (entered = true));
    await slider.init();
    await advance(clock, 400);
    expect(host.targets.get('s1/t')?.opacity).toBe(1);
    expect(entered).toBe(false);
    await advance(clock, 600);
    expect(host.targets.get(`${model.staticSlides[0]!.key}/menu`)?.opacity).toBe(1);
    expect(entered).toBe(true);
    slider.kill();
  });

  it('shows the first slide, plays its layers in on the clock, and then goes idle', async () => {
    const { clock, backdrop, host, slider } = await started();
    expect(backdrop.log).toEqual(['show s1']);
    expect(slider.store.getState().phase).toBe('idle');
    const text = host.targets.get('s1/t');
    await advance(clock, 48);
    expect(text?.opacity).toBeLessThan(0.2);
    await advance(clock, 600);
    expect(text?.opacity).toBe(1);
    expect(text?.y).toBe(0);
    expect(slider.motion.active()).toBe(0);
    expect(clock.frameListenerCount()).toBe(0); // an idle slider does no per-frame work
  });

  it('changes slides with one backdrop transition, events in order, and eased progress', async () => {
    const { clock, backdrop, slider } = await started({ auto: false });
    const events: string[] = [];
    slider.api.on('beforeChange', ({ current, next }) => events.push(`before ${current.key}->${next.key}`));
    slider.api.on('afterChange', ({ current, previous }) => events.push(`after ${previous?.key}->${current.key}`));
    slider.api.next();
    await advance(clock, 600);
    expect(events).toEqual(['before s1->s2', 'after s1->s2']);
    expect(backdrop.log).toContain('transition s1->s2 fade 500');
    expect(backdrop.progress.at(-1)).toBe(1);
    expect(backdrop.progress.every((p, i, all) => i === 0 || p >= (all[i - 1] ?? 0))).toBe(true);
    expect(slider.api.current()).toEqual({ index: 1, key: 's2', order: 2 });
  });

  it('holds requests made during a change and runs the latest afterwards', async () => {
    const { clock, slider } = await started({ auto: false }, 5);
    slider.api.next();
    await advance(clock, 100);
    slider.api.show('#s4');
    slider.api.show('#s5');
    await advance(clock, 2000);
    expect(slider.api.current().key).toBe('s5');
  });

  it('autoplays each slide for its length, and pause reasons are independent', async () => {
    const { clock, slider } = await started({ len: 1000 });
    await advance(clock, 990);
    expect(slider.api.current().index).toBe(0);
    await advance(clock, 40);
    expect(slider.store.getState().phase).toBe('changing');
    await advance(clock, 600); // transition (500 ms) done
    expect(slider.api.current().index).toBe(1);
    slider.api.pause();
    await advance(clock, 3000);
    expect(slider.api.current().index).toBe(1);
    slider.api.resume();
    await advance(clock, 1100);
    expect(slider.store.getState().nextIndex ?? slider.api.current().index).toBe(2);
  });

  it('keeps elapsed time across a pause', async () => {
    const { clock, slider } = await started({ len: 1000 });
    await advance(clock, 600);
    slider.api.pause();
    await advance(clock, 5000);
    slider.api.resume();
    await advance(clock, 380);
    expect(slider.api.current().index).toBe(0);
    await advance(clock, 48);
    expect(slider.store.getState().phase).toBe('changing');
  });

  it('stops on a slide marked stop and reports finished', async () => {
    const { clock, slider } = await started({ len: 500, stopOn: [2] });
    const finished = vi.fn();
    slider.api.on('finished', finished);
    await advance(clock, 4000);
    expect(slider.api.current().key).toBe('s2');
    expect(finished).toHaveBeenCalledTimes(1);
  });

  it('registers window.strata and revapiN, and kill leaves no listener, timer, texture or registry entry', async () => {
    const { clock, backdrop, slider, global } = await started({ len: 1000 });
    const registry = global['strata'] as { get: (id: string | number) => unknown; list: () => unknown[] };
    expect(registry.get('test-module')).toBe(slider.api);
    expect(registry.get(7)).toBe(slider.api);
    expect(typeof (global['revapi7'] as { nextSlide: unknown }).nextSlide).toBe('function');
    expect((global['revapi7'] as { getRSVersion(): string }).getRSVersion()).toBe('7.0.0'); // SPEC §9 "Version 7.0.0"
    slider.api.on('afterChange', () => {});
    slider.api.next();
    await advance(clock, 100);
    slider.api.kill();
    slider.api.kill(); // idempotent
    expect(backdrop.destroyed()).toBe(1);
    expect(backdrop.live.size).toBe(0);
    expect(clock.frameListenerCount()).toBe(0);
    expect(clock.timerCount()).toBe(0);
    expect(registry.list()).toEqual([]);
    expect(global['revapi7']).toBeUndefined();
    await advance(clock, 3000);
    expect(slider.store.getState().phase).toBe('killed');
  });

  it("revapi's showSlide reads a plain string as a slide key, as SR7 does", async () => {
    const { clock, slider, global } = await started({ auto: false }, 3);
    (global['revapi7'] as { showSlide(n: string): void }).showSlide('s3');
    await advance(clock, 700);
    expect(slider.api.current().key).toBe('s3');
    (global['revapi7'] as { showSlide(n: string): void }).showSlide('first');
    await advance(clock, 700);
    expect(slider.api.current().key).toBe('s1');
  });

  it('removes a slide, moving off it first when it is current', async () => {
    const { clock, slider } = await started({ auto: false }, 3);
    slider.api.remove('s2');
    expect(slider.api.max()).toBe(2);
    slider.api.remove('s1');
    await advance(clock, 700);
    expect(slider.api.max()).toBe(1);
    expect(slider.api.current().key).toBe('s3');
  });

  it('redraw re-shows the current slide on the backdrop, and does nothing after kill', async () => {
    // SPEC §1 Public API "redraw": repaint what is on screen, without changing slides.
    const { clock, backdrop, slider } = await started({ auto: false }, 3);
    slider.api.next();
    await advance(clock, 700);
    backdrop.log.length = 0;
    slider.api.redraw();
    expect(backdrop.log).toEqual(['show s2']);
    expect(slider.api.current().key).toBe('s2');
    slider.api.kill();
    backdrop.log.length = 0;
    slider.api.redraw();
    expect(backdrop.log).toEqual([]);
  });
});

describe('api.playScene', () => {
  it('plays a layer scene on the current slide, also through SR7’s revapi.playScene / goToFrame', async () => {
    const clock = createSteppedClock();
    const host = fakeHost();
    const global: Record<string, unknown> = {};
    const model = normalizeModule({
      settings: { alias: 'ps', dbid: 7 },
      slides: {
        a: {
          slide: { order: 1 },
          layers: { t: { id: 't', type: 'text', tl: { in: { content: { all: [{ t: 0, d: 0, x: [0, 0, 0, 0, 0] }] } }, scene_1: { content: { all: [{ t: 0, d: 200, x: [80, 80, 80, 80, 80] }] } }, scene_2: { content: { all: [{ t: 0, d: 200, x: [10, 10, 10, 10, 10] }] } } } } },
        },
      },
    });
    const slider = createSlider(model, { clock, layers: host.host, env: { global, log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } } });
    await slider.init();
    slider.api.playScene('t', 'scene_1');
    clock.step(300, 16);
    expect((host.targets.get('a/t') as Record<string, unknown>)['x']).toBe(80);
    (global['revapi7'] as { goToFrame(o: { layerid: string; frame: string }): void }).goToFrame({ layerid: 't', frame: 'scene_2' });
    clock.step(300, 16);
    expect((host.targets.get('a/t') as Record<string, unknown>)['x']).toBe(10);
    slider.kill();
  });
});
