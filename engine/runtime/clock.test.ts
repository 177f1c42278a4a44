import { describe, expect, it, vi } from 'vitest';
import { createFrameClock, type FrameSource } from './clock.ts';
import { createMotion } from './motion.ts';

/** A page's frames and timers, run by hand: `frame(ms)` advances wall time and runs the requested frame. */
function fakePage() {
  let wall = 1000;
  let next = 1;
  const frames = new Map<number, () => void>();
  const timers = new Map<number, { at: number; fn: () => void }>();
  const source: FrameSource = {
    requestFrame(cb) {
      const id = next++;
      frames.set(id, () => cb(wall));
      return id;
    },
    cancelFrame: (id) => void frames.delete(id),
    wallNow: () => wall,
    setTimer(fn, ms) {
      const id = next++;
      timers.set(id, { at: wall + ms, fn });
      return id;
    },
    clearTimer: (id) => void timers.delete(id as number),
  };
  return {
    source,
    requested: () => frames.size,
    timers: () => timers.size,
    /** Wall time passes by `ms`; due timers fire; then the frame requested (if any) runs. */
    frame(ms = 16) {
      wall += ms;
      for (const [id, t] of [...timers]) if (t.at <= wall) (timers.delete(id), t.fn());
      const pending = [...frames];
      frames.clear();
      for (const [, run] of pending) run();
    },
    wait(ms: number) {
      wall += ms;
      for (const [id, t] of [...timers]) if (t.at <= wall) (timers.delete(id), t.fn());
    },
  };
}

describe('the frame clock (issue 18: nothing runs while nothing moves)', () => {
  it('asks for frames only while a listener is attached, and stops asking when the last one goes', () => {
    const page = fakePage();
    const clock = createFrameClock(page.source);
    expect(page.requested()).toBe(0);
    const seen: number[] = [];
    const off = clock.onFrame((t) => seen.push(t));
    const other = clock.onFrame(() => {});
    expect(page.requested()).toBe(1);
    page.frame();
    page.frame();
    expect(seen).toHaveLength(2);
    off();
    expect(page.requested()).toBe(1);
    other();
    expect(page.requested()).toBe(0);
    page.frame();
    expect(seen).toHaveLength(2);
  });

  it('never calls a listener inside onFrame: the first call comes with the next frame', () => {
    const page = fakePage();
    const clock = createFrameClock(page.source);
    const fn = vi.fn();
    clock.onFrame(fn);
    expect(fn).not.toHaveBeenCalled();
    page.frame();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a mover that finishes on its first frame hands its owner a live handle, and runs again when asked', () => {
    const page = fakePage();
    const motion = createMotion(createFrameClock(page.source));
    let running: (() => void) | null = null;
    let frames = 0;
    const mover = () => {
      frames += 1;
      running = null;
      return true;
    };
    for (let round = 1; round <= 3; round++) {
      if (!running) running = motion.run(mover);
      page.frame();
      expect(frames).toBe(round);
      expect(running).toBeNull();
      expect(page.requested()).toBe(0);
    }
    motion.destroy();
  });

  it('a stalled frame (over 500 ms) advances clock time by 33 ms only, so animations do not jump', () => {
    const page = fakePage();
    const clock = createFrameClock(page.source);
    const times: number[] = [];
    clock.onFrame((t) => times.push(t));
    page.frame(16);
    page.frame(16);
    page.frame(2000);
    page.frame(16);
    expect(times[1]! - times[0]!).toBe(16);
    expect(times[2]! - times[1]!).toBe(33);
    expect(times[3]! - times[2]!).toBe(16);
    expect(clock.now()).toBe(times[3]);
  });

  it('the wait for the first frame after idle is smoothed too: an animation started from idle does not jump', () => {
    const page = fakePage();
    const clock = createFrameClock(page.source);
    page.wait(5000);
    const start = clock.now();
    const times: number[] = [];
    clock.onFrame((t) => times.push(t));
    // The first frame comes 700 ms after the start (a busy main thread): clock time moves 33 ms, as for any stall.
    page.frame(700);
    expect(times[0]! - start).toBe(33);
    page.frame(16);
    expect(times[1]! - times[0]!).toBe(16);
  });

  it('a timer is a timeout in clock time: no frames while it waits; a stall lengthens it; cancel removes it', () => {
    const page = fakePage();
    const clock = createFrameClock(page.source);
    const fired = vi.fn();
    clock.after(1000, fired);
    expect(page.requested()).toBe(0);
    page.wait(999);
    expect(fired).not.toHaveBeenCalled();
    page.wait(1);
    expect(fired).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    const cancel = clock.after(500, cancelled);
    cancel();
    page.wait(1000);
    expect(cancelled).not.toHaveBeenCalled();
    expect(page.timers()).toBe(0);
  });
});
