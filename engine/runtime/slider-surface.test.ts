import { describe, expect, it, vi } from 'vitest';
import type { StrataApi } from './api-types.ts';
import { createSteppedClock } from './clock.ts';
import { createLifetime } from './lifetime.ts';
import { createMotion } from './motion.ts';
import type { LayerHost } from './ports.ts';
import { createSliderSurface, type SliderView } from './slider-surface.ts';
import { createSliderStore } from './store.ts';
import { testModule } from './test-module.ts';

function surface() {
  const model = testModule(3);
  const store = createSliderStore(model, 0, 1);
  const clock = createSteppedClock();
  const life = createLifetime();
  const view: SliderView = { host: null, level: 1 };
  const told = { backdrop: vi.fn(), hold: vi.fn(), input: vi.fn(), hostChanged: vi.fn(), entered: vi.fn(), ended: vi.fn() };
  life.own(told.ended);
  const slider = createSliderSurface({
    model, store, clock, motion: createMotion(clock), api: {} as StrataApi, entered: Promise.resolve(), init: async () => {},
    life, view, markEntered: told.entered, offerBackdrop: told.backdrop, hold: told.hold, progress: () => 0.25, carousel: () => null,
    hostChanged: told.hostChanged, layerInput: [told.input],
  });
  return { slider, store, view, told };
}

describe('the slider a view holds', () => {
  it('passes the view’s calls to the engine while it lives', () => {
    const { slider, store, view, told } = surface();
    const host = {} as LayerHost;
    slider.setLayerHost(host);
    expect(view.host).toBe(host);
    expect(told.hostChanged).toHaveBeenCalledTimes(1);
    slider.setLevel(3);
    expect(view.level).toBe(3);
    expect(store.getState().level).toBe(3);
    slider.hold('interaction', true);
    expect(told.hold).toHaveBeenCalledWith('interaction', true);
    slider.layerInput('s1', 'l1', 'click');
    expect(told.input).toHaveBeenCalledWith('s1', 'l1', 'click');
    expect(slider.progress()).toBe(0.25);
  });

  it('kill ends the lifetime once, settles entered and lets go of the layers; later calls do nothing', () => {
    const { slider, store, view, told } = surface();
    slider.setLayerHost({} as LayerHost);
    slider.kill();
    slider.kill();
    expect(told.ended).toHaveBeenCalledTimes(1);
    expect(told.entered).toHaveBeenCalledTimes(1);
    expect(store.getState().phase).toBe('killed');
    expect(view.host).toBeNull();
    slider.setBackdrop(null);
    slider.hold('interaction', true);
    slider.layerInput('s1', 'l1', 'click');
    expect(told.backdrop).not.toHaveBeenCalled();
    expect(told.hold).not.toHaveBeenCalled();
    expect(told.input).not.toHaveBeenCalled();
    expect(slider.progress()).toBe(0);
  });
});
