import { describe, expect, it, vi } from 'vitest';
import { createSteppedClock } from './clock.ts';
import { createMotion } from './motion.ts';
import { createSliderStart, type SliderStartDeps } from './slider-start.ts';
import { createSliderStore } from './store.ts';
import { loggingBackdrop } from './test-ports.ts';
import { testModule } from './test-module.ts';

/** A start with every unit it calls recorded in order; `before` settles when the test says so. */
function start(overrides: Partial<SliderStartDeps> = {}) {
  const model = testModule(3);
  const log: string[] = [];
  const clock = createSteppedClock();
  const store = createSliderStore(model, 0, 1);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let alive = true;
  const deps: SliderStartDeps = {
    model,
    store,
    clock,
    motion: createMotion(clock),
    env: { mark: (name) => log.push(`mark ${name}`), log: console },
    scenes: {
      play: async (slide, scene) => void log.push(`play ${slide.key} ${scene}`),
      syncGlobals: async () => void log.push('globals'),
      setScrollProgress: () => {},
      setScrollTime: () => {},
    },
    lazy: { ensure: async (key) => void log.push(`ensure ${key}`) },
    pan: { play: (slide) => void log.push(`pan ${slide.key}`) },
    control: { begin: () => log.push('slideshow') },
    pipeline: { takeQueued: () => null },
    emit: (type) => log.push(`emit ${type}`),
    backdrop: () => loggingBackdrop(log),
    host: () => null,
    before: () => [gate],
    scrollTimeline: () => ({ follow: () => (log.push('follow scroll'), () => log.push('unfollow scroll')), destroy() {} }),
    retain: (index) => log.push(`retain ${index}`),
    showMedia: (key) => log.push(`media ${key}`),
    request: vi.fn(),
    own: () => {},
    shown: () => log.push('shown'),
    entered: () => log.push('entered'),
    alive: () => alive,
    ...overrides,
  };
  return { init: createSliderStart(deps), log, store, release, kill: () => (alive = false) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the slider start', () => {
  it('shows the first slide only once everything `before` names is in, then plays it in and starts the slideshow', async () => {
    const s = start();
    const done = s.init();
    await flush();
    expect(s.store.getState().phase).toBe('loading');
    expect(s.log.filter((line) => line.startsWith('show') || line.startsWith('emit'))).toEqual([]);
    s.release();
    await done;
    await flush();
    expect(s.store.getState().phase).toBe('idle');
    // What waited for the first slide (the slide-change code, late-pipeline.ts) may load once the rest has run.
    const order = ['show', 'pan', 'emit ready', 'media', 'follow scroll', 'play', 'globals', 'slideshow', 'shown'].map((word) => s.log.findIndex((line) => line.startsWith(word)));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(s.log).toContain('entered');
  });

  it('is idempotent, and a slider killed while it waited never shows', async () => {
    const s = start();
    const first = s.init();
    const second = s.init();
    s.kill();
    s.release();
    await Promise.all([first, second]);
    expect(s.store.getState().phase).toBe('loading');
    expect(s.log.some((line) => line.startsWith('show') || line === 'emit ready')).toBe(false);
    expect(s.log.filter((line) => line.startsWith('ensure'))).toHaveLength(1);
  });

  it('runs the request that came before the start', async () => {
    const request = vi.fn();
    const s = start({ before: () => [], pipeline: { takeQueued: () => '+1' }, request });
    await s.init();
    expect(request).toHaveBeenCalledWith('+1');
  });
});
