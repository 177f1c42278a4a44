import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDelayedActivation, TAB_KEYBOARD_DELAY_MS } from './tabs-keyboard.ts';

describe('createDelayedActivation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const timers = { setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms) as unknown as number, clearTimeout: (id: number) => clearTimeout(id) };

  it('activates 300 ms after the last arrow key only', () => {
    const activate = vi.fn();
    const delayed = createDelayedActivation(activate, timers);
    expect(TAB_KEYBOARD_DELAY_MS).toBe(300);
    delayed.schedule(1);
    vi.advanceTimersByTime(200);
    delayed.schedule(2); // a second arrow restarts the wait
    vi.advanceTimersByTime(299);
    expect(activate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(activate.mock.calls).toEqual([[2]]);
  });

  it('flushes a waiting activation at once, and cancel drops it', () => {
    const activate = vi.fn();
    const delayed = createDelayedActivation(activate, timers);
    delayed.schedule(3);
    delayed.flush();
    delayed.flush();
    expect(activate.mock.calls).toEqual([[3]]);
    delayed.schedule(0);
    delayed.cancel();
    vi.advanceTimersByTime(1000);
    expect(activate.mock.calls).toEqual([[3]]);
  });
});
