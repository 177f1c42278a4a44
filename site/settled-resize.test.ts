import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSettledResize, SITE_RESIZE_DELAY_MS, type SettledResizeWindow } from './settled-resize.ts';

/** A window for Node: an EventTarget with Vitest's fake timers and a ResizeObserver the test drives. */
function fakeWindow() {
  const target = new EventTarget();
  const observers: { callback: () => void; observed: unknown[]; disconnected: boolean }[] = [];
  class Observer {
    private readonly entry: (typeof observers)[number];
    constructor(callback: () => void) {
      this.entry = { callback, observed: [], disconnected: false };
      observers.push(this.entry);
    }
    observe(element: unknown) {
      this.entry.observed.push(element);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: unknown) => clearTimeout(id as number),
    ResizeObserver: Observer,
  } as unknown as SettledResizeWindow;
  return { win, observers, resize: () => target.dispatchEvent(new Event('resize')) };
}

describe('onSettledResize (SPEC §9 resize handlers delayed 400 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 400 ms after the last resize event and runs once for a burst', () => {
    const { win, resize } = fakeWindow();
    const run = vi.fn();
    onSettledResize(win, run);
    expect(SITE_RESIZE_DELAY_MS).toBe(400);
    resize();
    vi.advanceTimersByTime(300);
    resize();
    vi.advanceTimersByTime(399);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
    resize();
    vi.advanceTimersByTime(400);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('with an element, a change of its size waits the same way, and the observer watches that element', () => {
    const { win, observers, resize } = fakeWindow();
    const element = {} as Element;
    const run = vi.fn();
    onSettledResize(win, run, { element });
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed).toEqual([element]);
    observers[0]!.callback();
    vi.advanceTimersByTime(200);
    resize();
    vi.advanceTimersByTime(399);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stopping drops a pending run, removes the listener and disconnects the observer; stopping twice is harmless', () => {
    const { win, observers, resize } = fakeWindow();
    const run = vi.fn();
    const stop = onSettledResize(win, run, { element: {} as Element });
    resize();
    vi.advanceTimersByTime(200);
    stop();
    stop();
    vi.advanceTimersByTime(1000);
    resize();
    observers[0]!.callback();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('takes another delay when a caller names one', () => {
    const { win, resize } = fakeWindow();
    const run = vi.fn();
    onSettledResize(win, run, { delayMs: 100 });
    resize();
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
