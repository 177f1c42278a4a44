import { describe, expect, it } from 'vitest';
import { createArrowProxy, SLIDER_ARROW_PROXY_DELAY_MS } from './arrow-proxy.ts';

function fakeTimers() {
  let now = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  let ids = 0;
  return {
    setTimeout: (fn: () => void, ms: number) => {
      due.set(++ids, { at: now + ms, fn });
      return ids;
    },
    clearTimeout: (id: unknown) => void due.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...due]) if (t.at <= now) (due.delete(id), t.fn());
    },
    pending: () => due.size,
  };
}

function slider() {
  const calls: string[] = [];
  return { calls, api: { prev: () => calls.push('prev'), next: () => calls.push('next') } };
}

describe('createArrowProxy (SPEC §9 slider arrows proxied after 300 ms)', () => {
  it('passes a press on to the slider 300 ms later', () => {
    expect(SLIDER_ARROW_PROXY_DELAY_MS).toBe(300);
    const timers = fakeTimers();
    const { calls, api } = slider();
    const proxy = createArrowProxy({ target: () => api, ...timers });
    proxy.press('next');
    timers.advance(299);
    expect(calls).toEqual([]);
    timers.advance(1);
    expect(calls).toEqual(['next']);
    proxy.press('prev');
    timers.advance(300);
    expect(calls).toEqual(['next', 'prev']);
  });

  it('sends the last direction once for presses within the wait, to the API of that moment', () => {
    const timers = fakeTimers();
    const first = slider();
    const rebuilt = slider();
    let current = first.api;
    const proxy = createArrowProxy({ target: () => current, ...timers });
    proxy.press('next');
    timers.advance(100);
    proxy.press('prev');
    current = rebuilt.api; // the carousel was rebuilt meanwhile
    timers.advance(200);
    expect(first.calls).toEqual([]);
    expect(rebuilt.calls).toEqual(['prev']);
  });

  it('does nothing without a slider, and destroy drops a waiting press (idempotent)', () => {
    const timers = fakeTimers();
    const { calls, api } = slider();
    const none = createArrowProxy({ target: () => null, ...timers });
    none.press('next');
    expect(() => timers.advance(300)).not.toThrow();
    const proxy = createArrowProxy({ target: () => api, ...timers });
    proxy.press('next');
    proxy.destroy();
    proxy.destroy();
    expect(timers.pending()).toBe(0);
    proxy.press('next');
    timers.advance(1000);
    expect(calls).toEqual([]);
  });

  it('a press whose delay ends while the carousel is being rebuilt goes to the rebuilt one, once', () => {
    const timers = fakeTimers();
    const { calls, api } = slider();
    let current: typeof api | null = null;
    const proxy = createArrowProxy({ target: () => current, ...timers });
    proxy.press('prev');
    timers.advance(300);
    expect(calls).toEqual([]);
    current = api;
    proxy.retarget();
    proxy.retarget();
    expect(calls).toEqual(['prev']);
  });
});
