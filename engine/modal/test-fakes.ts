/** Fakes for the modal tests: a stepped timer, a page (window + document + location) and a cookie jar. */
import type { CookiePort } from './cookie.ts';
import type { Timers } from './triggers.ts';

export function fakeTimers(): Timers & { advance(ms: number): void; pending(): number; now(): number } {
  let now = 0;
  let next = 1;
  const queue = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout(fn, ms) {
      const id = next++;
      queue.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(handle) {
      queue.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...queue.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        queue.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    pending: () => queue.size,
    now: () => now,
  };
}

/** An EventTarget that counts its live listeners (so a test can see destroy remove them all). */
class CountingTarget extends EventTarget {
  live = 0;
  override addEventListener(type: string, fn: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean) {
    this.live++;
    super.addEventListener(type, fn, options);
  }
  override removeEventListener(type: string, fn: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean) {
    this.live--;
    super.removeEventListener(type, fn, options);
  }
}

export function fakePage(options: { readyState?: string; hash?: string; elementTop?: number | null } = {}) {
  const win = new CountingTarget() as CountingTarget & { scrollY: number; innerHeight: number };
  win.scrollY = 0;
  win.innerHeight = 800;
  let elementTop = options.elementTop ?? null;
  const doc = new CountingTarget() as CountingTarget & { readyState: string; querySelector(sel: string): { getBoundingClientRect(): { top: number } } | null };
  doc.readyState = options.readyState ?? 'complete';
  const queried: string[] = [];
  doc.querySelector = (sel: string) => {
    queried.push(sel);
    if (sel.startsWith('!')) throw new SyntaxError(`bad selector ${sel}`);
    return elementTop === null ? null : { getBoundingClientRect: () => ({ top: elementTop as number }) };
  };
  const location = { hash: options.hash ?? '' };
  return {
    win,
    doc,
    location,
    queried,
    scrollTo(y: number, top?: number | null) {
      win.scrollY = y;
      if (top !== undefined) elementTop = top;
      win.dispatchEvent(new Event('scroll'));
    },
    listeners: () => win.live + doc.live,
  };
}

export function fakeCookies(initial: Record<string, string> = {}): CookiePort & { jar: Map<string, { value: string; days: number }> } {
  const jar = new Map(Object.entries(initial).map(([k, v]) => [k, { value: v, days: 1 }]));
  return {
    jar,
    get: (name) => jar.get(name)?.value ?? null,
    set: (name, value, days) => void jar.set(name, { value, days }),
  };
}
