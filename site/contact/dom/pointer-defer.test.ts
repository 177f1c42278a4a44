import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDisposer } from './disposer.ts';
import { createPressAwareScheduler } from './pointer-defer.ts';

/** Just enough of a Window: events and timers. */
function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, { setTimeout, clearTimeout }) as unknown as Window;
}

describe('createPressAwareScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once when no pointer is pressed (keyboard)', () => {
    const schedule = createPressAwareScheduler(fakeWindow(), createDisposer());
    const task = vi.fn();
    schedule(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('holds work during a press until its click has been handled', () => {
    const win = fakeWindow();
    const schedule = createPressAwareScheduler(win, createDisposer());
    const task = vi.fn();
    win.dispatchEvent(new Event('pointerdown'));
    schedule(task);
    win.dispatchEvent(new Event('pointerup'));
    expect(task).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('click'));
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting for a click that never comes (a drag), and on pointercancel', () => {
    const win = fakeWindow();
    const schedule = createPressAwareScheduler(win, createDisposer());
    const a = vi.fn();
    const b = vi.fn();
    win.dispatchEvent(new Event('pointerdown'));
    schedule(a);
    win.dispatchEvent(new Event('pointerup'));
    vi.advanceTimersByTime(400);
    expect(a).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('pointerdown'));
    schedule(b);
    win.dispatchEvent(new Event('pointercancel'));
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('drops held work and stops listening once disposed', () => {
    const win = fakeWindow();
    const d = createDisposer();
    const schedule = createPressAwareScheduler(win, d);
    const task = vi.fn();
    win.dispatchEvent(new Event('pointerdown'));
    schedule(task);
    d.dispose();
    d.dispose(); // idempotent
    win.dispatchEvent(new Event('click'));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
