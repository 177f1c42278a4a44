import { describe, expect, it } from 'vitest';
import { createScrollLock } from './scroll-lock.ts';

/** A body with a real-enough style declaration (property → [value, priority]) and a window. */
function fakeBody(initial: Record<string, [string, string]> | null) {
  const props = new Map(Object.entries(initial ?? {}));
  let hasStyle = initial !== null;
  const style = {
    getPropertyValue: (p: string) => props.get(p)?.[0] ?? '',
    getPropertyPriority: (p: string) => props.get(p)?.[1] ?? '',
    setProperty(p: string, v: string, priority = '') {
      hasStyle = true;
      props.set(p, [v, priority]);
    },
    removeProperty(p: string) {
      const old = props.get(p)?.[0] ?? '';
      props.delete(p);
      return old;
    },
    get length() {
      return props.size;
    },
  };
  const body = { style, hasAttribute: () => hasStyle, removeAttribute: () => void (hasStyle = false) };
  const win = { innerWidth: 1280, scrollX: 0, scrollY: 1234, scrollTo(x: number, y: number) {
    win.scrollX = x;
    win.scrollY = y;
  } };
  return { body, win, props, hasStyle: () => hasStyle };
}

describe('createScrollLock', () => {
  it('hides overflow, pads by the scrollbar gap, and restores exactly (no style attribute before)', () => {
    const page = fakeBody(null);
    const lock = createScrollLock({ body: page.body, window: page.win, clientWidth: () => 1265, paddingRight: () => 10 });
    lock.lock();
    expect(lock.locked).toBe(true);
    expect(page.props.get('overflow')).toEqual(['hidden', 'important']);
    expect(page.props.get('padding-right')).toEqual(['25px', 'important']);
    page.win.scrollY = 0;
    lock.unlock();
    expect(lock.locked).toBe(false);
    expect(page.props.size).toBe(0);
    expect(page.hasStyle()).toBe(false);
    expect(page.win.scrollY).toBe(1234);
  });

  it('puts back the page’s own values and priorities and leaves other properties alone', () => {
    const page = fakeBody({ overflow: ['auto', ''], 'padding-right': ['4px', 'important'], color: ['red', ''] });
    const lock = createScrollLock({ body: page.body, window: page.win, clientWidth: () => 1280, paddingRight: () => 4 });
    lock.lock();
    lock.lock();
    // No scrollbar: no padding change.
    expect(page.props.get('padding-right')).toEqual(['4px', 'important']);
    page.props.set('background', ['blue', '']);
    lock.unlock();
    lock.unlock();
    expect(Object.fromEntries(page.props)).toEqual({ overflow: ['auto', ''], 'padding-right': ['4px', 'important'], color: ['red', ''], background: ['blue', ''] });
    expect(page.hasStyle()).toBe(true);
  });
});
