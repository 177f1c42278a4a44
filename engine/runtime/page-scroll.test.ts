import { describe, expect, it, vi } from 'vitest';
import { resolveEase } from '../anim/eases.ts';
import { createSteppedClock } from './clock.ts';
import { createMotion } from './motion.ts';
import { createPageScroller, scrollTarget } from './page-scroll.ts';
import type { PageScroll } from './ports.ts';

function fakePage(anchors: Record<string, number> = {}, options: { moduleEnd?: number; max?: number; y?: number } = {}) {
  let y = options.y ?? 0;
  const sets: number[] = [];
  const hashes: string[] = [];
  const page: PageScroll = {
    get: () => y,
    set: (next) => {
      y = next;
      sets.push(next);
    },
    max: () => options.max ?? 5000,
    anchorY: (id) => anchors[id] ?? null,
    moduleEndY: () => options.moduleEnd ?? 700,
    pushHash: (id) => hashes.push(id),
  };
  return { page, sets, hashes, y: () => y };
}

function setup(page: PageScroll | undefined) {
  const clock = createSteppedClock();
  const motion = createMotion(clock);
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  const scroller = createPageScroller({ clock, motion, env: { log, pageScroll: page } });
  return { clock, motion, log, scroller };
}

describe('scrollTarget', () => {
  it('anchor Y plus offset, module end plus offset, the top for an empty anchor', () => {
    const { page } = fakePage({ plans: 1800 }, { moduleEnd: 640 });
    expect(scrollTarget({ anchor: 'plans', offset: -50 }, page)).toBe(1750);
    expect(scrollTarget({ anchor: null, offset: 0 }, page)).toBe(640);
    expect(scrollTarget({ anchor: null, offset: 30 }, page)).toBe(670);
    expect(scrollTarget({ anchor: '', offset: 0 }, page)).toBe(0);
  });

  it('is clamped to the scrollable range; a missing anchor is null', () => {
    const { page } = fakePage({ low: 4900, high: 10 }, { max: 4000 });
    expect(scrollTarget({ anchor: 'low', offset: 0 }, page)).toBe(4000);
    expect(scrollTarget({ anchor: 'high', offset: -50 }, page)).toBe(0);
    expect(scrollTarget({ anchor: 'nope', offset: 0 }, page)).toBeNull();
  });
});

describe('createPageScroller', () => {
  it('runs for `speed` ms on the clock, following the ease, then stops the frame loop', () => {
    const fake = fakePage({ plans: 1100 }, { y: 100 });
    const { clock, scroller } = setup(fake.page);
    scroller.scrollTo({ anchor: 'plans', offset: -100, speed: 1000, ease: 'power1.inOut', history: false });
    expect(clock.frameListenerCount()).toBe(1);
    clock.step(250, 250);
    const ease = resolveEase('power1.inOut');
    expect(fake.y()).toBeCloseTo(100 + 900 * ease(0.25), 6);
    clock.step(250, 250);
    expect(fake.y()).toBeCloseTo(550, 6); // inOut curves pass the middle at half time
    clock.step(500, 250);
    expect(fake.y()).toBe(1000);
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('a different speed and ease change the path, not the end', () => {
    const fake = fakePage({ a: 2000 });
    const { clock, scroller } = setup(fake.page);
    scroller.scrollTo({ anchor: 'a', offset: 0, speed: 400, ease: 'none', history: false });
    clock.step(100, 100);
    expect(fake.y()).toBeCloseTo(500, 6);
    clock.step(300, 100);
    expect(fake.y()).toBe(2000);
  });

  it('scrolls to the module end; speed 0 jumps; history pushes the hash at the end', () => {
    const fake = fakePage({ team: 900 }, { moduleEnd: 720 });
    const { clock, scroller } = setup(fake.page);
    scroller.scrollTo({ anchor: null, offset: 0, speed: 0, ease: 'power1.inOut', history: true });
    expect(fake.y()).toBe(720);
    expect(fake.hashes).toEqual([]);
    scroller.scrollTo({ anchor: 'team', offset: 0, speed: 300, ease: 'power2.out', history: true });
    clock.step(200);
    expect(fake.hashes).toEqual([]);
    clock.step(200);
    expect(fake.hashes).toEqual(['team']);
  });

  it('a new scroll replaces the running one', () => {
    const fake = fakePage({ a: 1000, b: 3000 });
    const { clock, motion, scroller } = setup(fake.page);
    scroller.scrollTo({ anchor: 'a', offset: 0, speed: 1000, ease: 'none', history: false });
    clock.step(500, 500);
    scroller.scrollTo({ anchor: 'b', offset: 0, speed: 1000, ease: 'none', history: false });
    expect(motion.active()).toBe(1);
    clock.step(1000, 500);
    expect(fake.y()).toBe(3000);
  });

  it('a missing anchor logs a warning naming it and does nothing', () => {
    const fake = fakePage({}, { y: 40 });
    const { clock, log, scroller } = setup(fake.page);
    scroller.scrollTo({ anchor: 'ghost', offset: 0, speed: 1000, ease: 'none', history: false });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('"ghost"'));
    expect(clock.frameListenerCount()).toBe(0);
    expect(fake.sets).toEqual([]);
  });

  it('without a page (Node) nothing happens; destroy stops a running scroll and is idempotent', () => {
    setup(undefined).scroller.scrollTo({ anchor: null, offset: 0, speed: 1000, ease: 'none', history: false });
    const fake = fakePage();
    const { clock, scroller } = setup(fake.page);
    scroller.scrollTo({ anchor: null, offset: 0, speed: 1000, ease: 'none', history: false });
    scroller.destroy();
    scroller.destroy();
    expect(clock.frameListenerCount()).toBe(0);
    scroller.scrollTo({ anchor: null, offset: 0, speed: 0, ease: 'none', history: false });
    expect(fake.y()).toBe(0);
  });
});
