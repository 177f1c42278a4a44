import { gsap } from 'gsap';

/**
 * The one clock (DESIGN.md "One clock"). Everything that moves — layer timelines, background
 * transitions, the slideshow timer — reads time from a Clock, so tests can step it and the
 * browser runs it on gsap's ticker.
 */
export interface Clock {
  /** Current time in ms. */
  now(): number;
  /** Calls `fn(nowMs)` every frame until the returned function is called. */
  onFrame(fn: (now: number) => void): () => void;
  /** Calls `fn` once after `ms` of clock time; the returned function cancels it. */
  after(ms: number, fn: () => void): () => void;
}

/** The browser clock: gsap's ticker. */
export function createGsapClock(): Clock {
  return {
    now: () => gsap.ticker.time * 1000,
    onFrame(fn) {
      // gsap's ticker, woken from its auto-sleep by add(), ticks at once, inside add(): a frame listener would run
      // before its subscriber holds the handle (a mover that finishes in that tick leaves its owner with a dead
      // handle and never runs again). Frames start with the next tick.
      let subscribed = false;
      const listener = (time: number) => {
        if (subscribed) fn(time * 1000);
      };
      gsap.ticker.add(listener);
      subscribed = true;
      return () => gsap.ticker.remove(listener);
    },
    after(ms, fn) {
      const call = gsap.delayedCall(ms / 1000, fn);
      return () => call.kill();
    },
  };
}

export interface SteppedClock extends Clock {
  /** Advances time by `ms`, in frames of at most `frameMs`, firing timers and frame listeners in order. */
  step(ms: number, frameMs?: number): void;
  /** Number of frame listeners attached right now (the idle page must have none). */
  frameListenerCount(): number;
  /** Number of pending timers. */
  timerCount(): number;
}

/** A deterministic clock for tests and benchmarks: time only moves when `step` is called. */
export function createSteppedClock(start = 0): SteppedClock {
  let time = start;
  let seq = 0;
  const frames = new Set<(now: number) => void>();
  const timers = new Map<number, { at: number; fn: () => void }>();

  const fireDueTimers = () => {
    for (;;) {
      let next: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of timers) if (entry[1].at <= time && (!next || entry[1].at < next[1].at)) next = entry;
      if (!next) return;
      timers.delete(next[0]);
      next[1].fn();
    }
  };

  return {
    now: () => time,
    onFrame(fn) {
      // A wrapper identity per subscription, so subscribing the same function twice needs two removals.
      const entry = (now: number) => fn(now);
      frames.add(entry);
      return () => frames.delete(entry);
    },
    after(ms, fn) {
      const id = ++seq;
      timers.set(id, { at: time + Math.max(0, ms), fn });
      return () => timers.delete(id);
    },
    step(ms, frameMs = 16) {
      const end = time + ms;
      while (time < end) {
        time = Math.min(end, time + frameMs);
        fireDueTimers();
        for (const fn of [...frames]) fn(time);
      }
    },
    frameListenerCount: () => frames.size,
    timerCount: () => timers.size,
  };
}
