import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSteppedClock } from './clock.ts';
import { createMotion } from './motion.ts';
import type { PageScroll } from './ports.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh copy of late-page-scroll.ts: its page-wide code not loaded yet (the test setup loads the real one). */
async function fresh() {
  vi.resetModules();
  const { createLatePageScroller } = await import('./late-page-scroll.ts');
  const clock = createSteppedClock();
  let y = 0;
  const page: PageScroll = { get: () => y, set: (n) => (y = n), max: () => 5000, anchorY: (id) => (id === 'plans' ? 1000 : null), moduleEndY: () => 800, pushHash: () => {} };
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  const scroller = createLatePageScroller({ clock, motion: createMotion(clock), env: { log, pageScroll: page } });
  return { scroller, clock, y: () => y, log };
}

afterEach(() => vi.resetModules());

describe('the page scroller, its code loaded at the first scroll (late-page-scroll.ts)', () => {
  it('a scroll asked for before the code is in starts when it arrives; of two, the last', async () => {
    const t = await fresh();
    t.scroller.scrollTo({ anchor: null, offset: 0, speed: 400, ease: 'linear', history: false });
    t.scroller.scrollTo({ anchor: 'plans', offset: 0, speed: 400, ease: 'linear', history: false });
    t.clock.step(200, 200);
    expect(t.y()).toBe(0);
    await flush();
    t.clock.step(200, 200);
    t.clock.step(200, 200);
    expect(t.y()).toBe(1000);
    // Once in, a scroll starts in the frame it was asked in.
    t.scroller.scrollTo({ anchor: null, offset: 0, speed: 400, ease: 'linear', history: false });
    t.clock.step(200, 200);
    expect(t.y()).toBe(900);
  });

  it('destroyed before the code arrives, it never scrolls', async () => {
    const t = await fresh();
    t.scroller.scrollTo({ anchor: null, offset: 0, speed: 400, ease: 'linear', history: false });
    t.scroller.destroy();
    await flush();
    t.clock.step(400, 400);
    expect(t.y()).toBe(0);
    expect(t.clock.frameListenerCount()).toBe(0);
  });
});
