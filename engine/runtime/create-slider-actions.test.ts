import { beforeAll, describe, expect, it, vi } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import { loadActions } from './feature-units.ts';
import type { PageScroll } from './ports.ts';
import { registerModalApi } from './modal-api.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function module() {
  const slide = (n: number) => ({
    slide: { order: n, actions: [{ a: 'next', evt: 'click', src: [1] }, { a: 'scroll', evt: 'click', s: 400, e: 'none', src: [2] }, { a: 'stopSlideshow', src: [3] }] },
    layers: { 1: { type: 'text', content: { text: 'Next' } }, 2: { type: 'text', content: { text: 'Down' } }, 3: { type: 'text' } },
  });
  return normalizeModule({ settings: { alias: 'wired', slideshow: { auto: true } }, slides: { a: slide(1), b: slide(2) } });
}

// The slide actions' code loads after the first slide shows (late-unit.ts); these tests click right after init.
beforeAll(() => loadActions());

describe('createSlider routes layer input to slide actions', () => {
  it('a click on a layer changes the slide, scrolls the page, stops the slideshow; kill leaves no timer', async () => {
    const clock = createSteppedClock();
    let y = 0;
    const pageScroll: PageScroll = { get: () => y, set: (n) => (y = n), max: () => 5000, anchorY: () => null, moduleEndY: () => 800, pushHash: () => {} };
    const slider = createSlider(module(), { clock, env: { pageScroll, log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } } });
    await slider.init();

    slider.layerInput('a', '1', 'click');
    for (let t = 0; t < 2000 && slider.api.current().key !== 'b'; t += 16) {
      clock.step(16);
      await flush();
    }
    expect(slider.api.current().key).toBe('b');

    slider.layerInput('b', '2', 'click');
    clock.step(200, 200);
    expect(y).toBe(400);
    clock.step(200, 200);
    expect(y).toBe(800);

    expect(slider.store.getState().pausedBy.has('api')).toBe(false);
    slider.layerInput('b', '3', 'click');
    expect(slider.store.getState().pausedBy.has('api')).toBe(true);

    slider.layerInput('b', '2', 'click');
    slider.kill();
    expect(clock.frameListenerCount()).toBe(0);
    expect(clock.timerCount()).toBe(0);
    slider.layerInput('b', '1', 'click');
    expect(clock.timerCount()).toBe(0);
  });

  it('api.scroll glides below the module on the same clock as the actions, with its ease; a new scroll replaces it; kill stops it', async () => {
    const clock = createSteppedClock();
    let y = 100;
    const pageScroll: PageScroll = { get: () => y, set: (n) => (y = n), max: () => 5000, anchorY: () => null, moduleEndY: () => 800, pushHash: () => {} };
    const slider = createSlider(module(), { clock, env: { pageScroll, log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } } });
    await slider.init();
    slider.api.scroll(-50, 400, 'linear');
    clock.step(200, 200);
    expect(y).toBe(100 + (750 - 100) / 2);
    clock.step(200, 200);
    expect(y).toBe(750);
    // Speed 0 jumps; the default ease (power3.out) is past the middle of the way at half the time.
    slider.api.scroll(0, 0);
    expect(y).toBe(800);
    y = 0;
    slider.api.scroll(0, 400);
    clock.step(200, 200);
    expect(y).toBeGreaterThan(400);
    expect(y).toBeLessThan(800);
    slider.kill();
    const at = y;
    clock.step(400, 400);
    expect(y).toBe(at);
    expect(clock.frameListenerCount()).toBe(0);
  });
});

describe('createSlider: open_modal / close_modal actions reach the page\'s modal host', () => {
  const modalModule = () =>
    normalizeModule({
      settings: { alias: 'with-modal' },
      slides: {
        a: {
          slide: { order: 1, actions: [{ a: 'open_modal', src: [1], target: 'modal-newsletter', msl: '#2' }, { a: 'open_modal', src: [2], target: 'modal-promo', msl: 1 }, { a: 'close_modal', src: [3] }] },
          layers: { 1: { type: 'text' }, 2: { type: 'text' }, 3: { type: 'text' } },
        },
      },
    });

  it('opens by alias at the msl slide (a key as "#key", an index as the 1-based number) and closes the top one', async () => {
    const openModal = vi.fn();
    const closeModal = vi.fn();
    const global: Record<string, unknown> = {};
    registerModalApi(global, { openModal, closeModal });
    const slider = createSlider(modalModule(), { clock: createSteppedClock(), env: { global, log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } } });
    await slider.init();
    slider.layerInput('a', '1', 'click');
    slider.layerInput('a', '2', 'click');
    slider.layerInput('a', '3', 'click');
    expect(openModal.mock.calls).toEqual([['modal-newsletter', '#2'], ['modal-promo', 2]]);
    expect(closeModal).toHaveBeenCalledWith('current');
    slider.kill();
  });

  it('without a modal host on the page it says so instead of failing silently', async () => {
    const warn = vi.fn();
    const slider = createSlider(modalModule(), { clock: createSteppedClock(), env: { global: {}, log: { warn, error: vi.fn(), info: vi.fn() } } });
    await slider.init();
    slider.layerInput('a', '1', 'click');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/open_modal action: no modal host on this page to open "modal-newsletter"/));
    slider.kill();
  });
});
