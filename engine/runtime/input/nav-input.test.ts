import { describe, expect, it, vi } from 'vitest';
import type { ModuleModel, NavSettings } from '../../model/types.ts';
import { createSteppedClock } from '../clock.ts';
import { createSlider } from '../create-slider.ts';
import type { Backdrop } from '../ports.ts';
import type { DragSample } from '../ports-input.ts';
import { testModule } from '../test-module.ts';
import { fakeNavInputs } from './fake-inputs.ts';

const backdrop = (): Backdrop => ({
  kind: 'gpu',
  prepare: async () => {},
  retain: () => {},
  show: () => {},
  transition: () => ({ render: () => {}, finish: () => {} }),
  resize: () => {},
  destroy: () => {},
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function withNav(nav: Partial<NavSettings>, extra: Partial<ModuleModel> = {}): ModuleModel {
  const base = testModule(6, { auto: false });
  return { ...base, ...extra, nav: { ...base.nav, ...nav } };
}

async function start(model: ModuleModel, o: { hash?: string; touch?: boolean } = {}) {
  const clock = createSteppedClock();
  const fake = fakeNavInputs(() => clock.now(), o);
  const slider = createSlider(model, { clock, backdrop: backdrop(), env: { navInputs: fake.inputs, log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } } });
  // Every change in order: a second beforeChange before the previous afterChange would be two slides half drawn.
  const events: string[] = [];
  slider.api.on('beforeChange', ({ next }) => events.push(`before ${next.index}`));
  slider.api.on('afterChange', ({ current }) => events.push(`after ${current.index}`));
  await slider.init();
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += 16) {
      clock.step(Math.min(16, ms - t));
      await flush();
    }
  };
  return { clock, fake, slider, events, advance };
}

/** Changes never overlap: before/after strictly alternate. */
const alternates = (events: string[]) => events.every((e, i) => e.startsWith(i % 2 === 0 ? 'before' : 'after'));

const drag = (phase: DragSample['phase'], x: number): DragSample => ({ phase, x, y: 200, pointer: 'touch', touches: 1 });

describe('navigation input through createSlider', () => {
  it('20 rapid arrow presses: at most one slide per 500 ms, changes never overlap, one slide current at the end', async () => {
    const { fake, slider, events, advance } = await start(withNav({ keyboard: { use: 'horizontal' }, delay: 0 }));
    for (let i = 0; i < 20; i++) {
      fake.press('right');
      await advance(30);
    }
    await advance(2000);
    const moves = events.filter((e) => e.startsWith('after')).length;
    expect(moves).toBeGreaterThanOrEqual(1);
    expect(moves).toBeLessThanOrEqual(Math.ceil(600 / 500) + 1);
    expect(alternates(events)).toBe(true);
    expect(slider.store.getState().phase).toBe('idle');
    expect(slider.api.current().index).toBe(moves);
  });

  it('with the default navigation delay (1000 ms), presses during a change are dropped, not queued', async () => {
    const { fake, slider, events, advance } = await start(withNav({ keyboard: { use: 'horizontal' } }));
    fake.press('right');
    await advance(600);
    fake.press('right'); // 600 ms after the change began: still within nd
    await advance(1500);
    expect(slider.api.current().index).toBe(1);
    fake.press('right');
    await advance(1000);
    expect(slider.api.current().index).toBe(2);
    expect(alternates(events)).toBe(true);
  });

  it('a trackpad fling moves exactly one slide; at the last slide the wheel is the page\'s', async () => {
    const { fake, slider, advance } = await start(withNav({ wheel: { use: true, cooldown: 1500, direction: 'default' } }));
    for (let i = 0; i < 120; i++) {
      fake.wheel(Math.max(1, Math.round(110 * 0.95 ** i)));
      await advance(16);
    }
    await advance(1000);
    expect(slider.api.current().index).toBe(1);
    slider.api.show('last');
    await advance(1000);
    expect(slider.api.current().index).toBe(5);
    expect(fake.wheel(100)).toBe(false);
    await advance(16);
    expect(fake.wheel(90)).toBe(false); // its tail too
    await advance(16);
    expect(fake.wheel(-100)).toBe(true); // a reversal is a new gesture, and back is no edge
    await advance(1000);
    expect(slider.api.current().index).toBe(4);
  });

  it('a swipe moves next; a drag begun during a change is ignored', async () => {
    const { fake, slider, events, advance } = await start(withNav({ swipe: { use: true, desktop: false, direction: 'horizontal', touches: 1, blockVertical: false } }));
    fake.drag(drag('start', 400));
    await advance(48);
    fake.drag(drag('move', 300));
    await advance(48);
    fake.drag(drag('end', 250));
    await advance(100);
    expect(slider.store.getState().phase).toBe('changing');
    expect(fake.drag(drag('start', 400))).toEqual(['ignore']);
    fake.drag(drag('move', 200));
    fake.drag(drag('end', 100));
    await advance(1500);
    expect(slider.api.current().index).toBe(1);
    expect(alternates(events)).toBe(true);
  });

  it('a carousel leaves dragging to its own view: no swipe subscription', async () => {
    const swipe = { use: true, desktop: true, direction: 'horizontal' as const, touches: 1, blockVertical: false };
    const { fake } = await start(withNav({ swipe }, { type: 'carousel' }));
    expect(fake.dragOptions).toEqual([]);
  });

  it('deep link in picks the first slide; out writes the hash after each change; kill unsubscribes everything', async () => {
    const base = testModule(4, { auto: false });
    const slides = base.slides.map((s, i) => (i === 2 ? { ...s, deepLink: 'ucuncu' } : s));
    const model: ModuleModel = { ...base, slides, deepLinkOut: true, nav: { ...base.nav, keyboard: { use: 'horizontal' } } };
    const { fake, slider, advance } = await start(model, { hash: 'ucuncu' });
    expect(slider.api.current().index).toBe(2);
    expect(fake.reveals()).toBe(1);
    slider.api.next();
    await advance(700);
    expect(fake.hash()).toBe('4');
    fake.navigateHash('ucuncu');
    await advance(700);
    expect(slider.api.current().index).toBe(2);
    fake.navigateHash('99'); // above 50: slide 0
    await advance(700);
    expect(slider.api.current().index).toBe(0);
    expect(fake.hash()).toBe('1');
    slider.kill();
    expect(fake.listeners()).toBe(0);
  });

  it('requests wait until the module is within its viewport margin', async () => {
    const { fake, slider, advance } = await start(withNav({}));
    fake.setViewport({ top: 1500, bottom: 2000, viewportHeight: 800 });
    slider.api.next();
    await advance(1000);
    expect(slider.api.current().index).toBe(0);
    fake.setViewport({ top: 850, bottom: 1350, viewportHeight: 800 });
    await advance(1000);
    expect(slider.api.current().index).toBe(1);
  });
});
