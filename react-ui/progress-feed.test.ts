import { describe, expect, it } from 'vitest';
import { createSlider, createSteppedClock, normalizeModule } from '../engine/index.ts';
import { testModule } from '../engine/runtime/test-module.ts';
import { feedProgress } from './ProgressBar.tsx';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Steps the clock and lets promise continuations (slide preparation) run between frames. */
async function advance(clock: ReturnType<typeof createSteppedClock>, ms: number) {
  for (let t = 0; t < ms; t += 16) {
    clock.step(Math.min(16, ms - t));
    await flush();
  }
}

const bar = normalizeModule({ settings: { pbar: { set: true } }, slides: { 1: { slide: { order: 1 }, layers: {} } } }).progressBar!;

describe('progress bar feed (one clock, no React)', () => {
  it('follows the slideshow every frame from a mover, stands still while paused and resets on the next slide', async () => {
    const clock = createSteppedClock();
    const slider = createSlider(testModule(3, { auto: true }), { clock });
    const seen: number[] = [];
    const stop = feedProgress(slider, bar, (p) => seen.push(p));
    await slider.init();
    clock.step(1500, 16);
    expect(seen.at(-1)).toBeCloseTo(0.5, 1);
    const frames = seen.length;
    expect(frames).toBeGreaterThan(50);
    slider.hold('interaction', true);
    const paused = seen.at(-1)!;
    clock.step(1000, 16);
    expect(seen.at(-1)).toBeCloseTo(paused, 5);
    // Paused: the mover is gone, so frames stop feeding (the idle page does no work for the bar).
    expect(seen.length).toBeLessThan(frames + 5);
    slider.hold('interaction', false);
    await advance(clock, 2200);
    expect(slider.api.current().index).toBe(1);
    expect(seen.at(-1)!).toBeLessThan(0.3);
    stop();
    const after = seen.length;
    clock.step(500, 16);
    expect(seen.length).toBe(after);
    slider.kill();
  });

  it('module-based progress counts the slides already shown', async () => {
    const clock = createSteppedClock();
    const slider = createSlider(testModule(4, { auto: true }), { clock });
    let last = -1;
    const stop = feedProgress(slider, { ...bar, basedOn: 'module' }, (p) => (last = p));
    await slider.init();
    clock.step(1500, 16);
    expect(last).toBeCloseTo(0.5 / 4, 1);
    stop();
    slider.kill();
  });
});
