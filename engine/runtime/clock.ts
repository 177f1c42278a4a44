
/**
 * The one clock (DESIGN.md "One clock"). Everything that moves — layer timelines, background
 * transitions, the slideshow timer — reads time from a Clock, so tests can step it and the
 * browser runs it on animation frames (createFrameClock).
 */
export interface Clock {
  /** Current time in ms. */
  now(): number;
  /** Calls `fn(nowMs)` every frame until the returned function is called. */
  onFrame(fn: (now: number) => void): () => void;
  /** Calls `fn` once after `ms` of clock time; the returned function cancels it. */
  after(ms: number, fn: () => void): () => void;
}

/** What the frame clock needs from the page; the browser's by default, so the engine never reaches for globals itself. */
export interface FrameSource {
  requestFrame(callback: (wallMs: number) => void): number;
  cancelFrame(handle: number): void;
  /** Wall time in ms (performance.now()). */
  wallNow(): number;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

function browserFrameSource(): FrameSource {
  const g = globalThis as unknown as {
    requestAnimationFrame?: (cb: (t: number) => void) => number;
    cancelAnimationFrame?: (h: number) => void;
    performance?: { now(): number };
  };
  const raf = g.requestAnimationFrame?.bind(globalThis);
  return {
    // Without rAF (Node, a worker) frames come from a 16 ms timer.
    requestFrame: raf ? (cb) => raf(cb) : (cb) => setTimeout(() => cb(Date.now()), 16) as unknown as number,
    cancelFrame: raf ? (h) => g.cancelAnimationFrame?.(h) : (h) => clearTimeout(h),
    wallNow: () => g.performance?.now() ?? Date.now(),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
}

/** A frame gap longer than this is a stall (a busy main thread, a hidden tab), not time the animations lived through. */
const LAG_THRESHOLD_MS = 500;
/** How much time a stalled frame advances the clock (gsap's lagSmoothing(500, 33) default, which this replaces). */
const LAG_STEP_MS = 33;

/**
 * The browser clock (DESIGN.md "One clock"): animation frames run only while a frame listener is attached, so a page
 * where nothing moves asks for none (issue 18: gsap's ticker, which this replaces, kept ticking for two seconds
 * after every change and for as long as any timer waited). Timers are plain timeouts, measured in clock time.
 * Every layer timeline (anim/timeline.ts) is paused and moved by the engine from these frames.
 */
export function createFrameClock(source: FrameSource = browserFrameSource()): Clock {
  const listeners = new Set<(now: number) => void>();
  /** Clock time lags wall time by what stalled frames did not count. */
  let lag = 0;
  let lastWall: number | null = null;
  let handle: number | null = null;
  const now = () => source.wallNow() - lag;

  const frame = () => {
    handle = null;
    const at = source.wallNow();
    if (lastWall !== null && at - lastWall > LAG_THRESHOLD_MS) lag += at - lastWall - LAG_STEP_MS;
    lastWall = at;
    const time = now();
    for (const fn of [...listeners]) if (listeners.has(fn)) fn(time);
    if (listeners.size > 0) handle = source.requestFrame(frame);
    else lastWall = null;
  };

  return {
    now,
    onFrame(fn) {
      // A wrapper per subscription, so subscribing the same function twice needs two removals. It never runs inside
      // onFrame: frames start with the next animation frame (the owner holds its handle by then).
      const entry = (time: number) => fn(time);
      listeners.add(entry);
      if (handle === null) {
        // Waking from idle: the wait for the first frame is a frame gap too. An animation that starts now (a scroll
        // glide from a click) reads its start time now, so a stall before that frame must not count as its time
        // (on a busy machine it would otherwise end in one jump).
        lastWall ??= source.wallNow();
        handle = source.requestFrame(frame);
      }
      return () => {
        listeners.delete(entry);
        if (listeners.size === 0 && handle !== null) {
          source.cancelFrame(handle);
          handle = null;
          lastWall = null;
        }
      };
    },
    after(ms, fn) {
      const due = now() + Math.max(0, ms);
      let timer: unknown = null;
      const wait = (delay: number) => {
        timer = source.setTimer(() => {
          const left = due - now();
          // A stall (lag) moved clock time less than wall time: wait for the rest.
          if (left > 1) wait(left);
          else {
            timer = null;
            fn();
          }
        }, delay);
      };
      wait(Math.max(0, ms));
      return () => {
        if (timer !== null) source.clearTimer(timer);
        timer = null;
      };
    },
  };
}

/**
 * The browser clock. Kept under its old name (it is exported): the engine's frames (createFrameClock); neither gsap's
 * ticker nor gsap is used any more.
 */
export const createGsapClock = (): Clock => createFrameClock();

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
