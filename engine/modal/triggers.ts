import { modalCookieName, type CookiePort } from './cookie.ts';
import type { ModalTrigger } from './types.ts';

type Listener = (event: Event) => void;
interface Listenable {
  addEventListener(type: string, fn: Listener, options?: AddEventListenerOptions | boolean): void;
  removeEventListener(type: string, fn: Listener, options?: EventListenerOptions | boolean): void;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ModalTriggerDeps {
  /** The modal's alias: names the cookie and is the hash `ha` waits for. */
  readonly alias: string;
  readonly trigger: ModalTrigger;
  readonly window: Listenable & { readonly scrollY: number; readonly innerHeight: number };
  readonly document: Listenable & {
    readonly readyState: string;
    querySelector(selector: string): { getBoundingClientRect(): { readonly top: number } } | null;
  };
  readonly location: { readonly hash: string };
  readonly timers: Timers;
  readonly cookies: CookiePort;
  /** Opens the modal; `slide` is 1-based, 0 = the module's own first slide. */
  open(slide: number): void;
  readonly log: Pick<Console, 'warn'>;
}

/** SPEC §9: the hash trigger opens 500 ms after page load. */
export const HASH_OPEN_DELAY_MS = 500;

/**
 * Wires the automatic triggers of one modal (SPEC §2 "Modal display", FORMAT.md §5): `t` timer, `so`
 * scroll offset or `s` element at half the window (s wins), `e` custom event, `ha` URL hash. While the
 * one-time cookie exists (only when `co` is set) none of them opens. `destroy` removes every listener
 * and timer and is idempotent.
 */
export function createModalTriggers(deps: ModalTriggerDeps): { destroy(): void } {
  const { trigger, window: win, document: doc, timers } = deps;
  const disposers: Array<() => void> = [];
  let destroyed = false;

  const blocked = () => trigger.cookieDays !== null && deps.cookies.get(modalCookieName(deps.alias)) !== null;
  const fire = (slide: number) => {
    if (!destroyed && !blocked()) deps.open(slide);
  };
  const listen = (target: Listenable, type: string, fn: Listener, options?: AddEventListenerOptions) => {
    target.addEventListener(type, fn, options);
    disposers.push(() => target.removeEventListener(type, fn, options));
  };
  const after = (ms: number, fn: () => void) => {
    const handle = timers.setTimeout(fn, ms);
    disposers.push(() => timers.clearTimeout(handle));
  };

  if (trigger.delay !== null) after(trigger.delay, () => fire(0));

  if (trigger.scrollElement !== null || trigger.scrollOffset !== null) {
    const selector = trigger.scrollElement;
    const offset = trigger.scrollOffset ?? 0;
    let done = false;
    let badSelector = false;
    const reached = (): boolean => {
      if (selector === null) return win.scrollY >= offset;
      let element: ReturnType<typeof doc.querySelector> = null;
      try {
        element = doc.querySelector(selector);
      } catch {
        if (!badSelector) deps.log.warn(`[strata] modal ${deps.alias}: trigger "s" is not a valid selector: ${selector}`);
        badSelector = true;
      }
      // The element may render later (React pages), so a missing one is simply not reached yet.
      return element !== null && element.getBoundingClientRect().top <= win.innerHeight / 2;
    };
    // Like SR7, a scroll trigger opens once per page view.
    const check = () => {
      if (done || !reached()) return;
      done = true;
      fire(0);
    };
    listen(win, 'scroll', check, { passive: true });
    check();
  }

  if (trigger.event !== null) {
    let last: Event | null = null;
    const onEvent = (event: Event) => {
      // A bubbling event dispatched on document reaches window too: one open per event.
      if (event === last) return;
      last = event;
      const raw = (event as Event & { detail?: { slide?: unknown } }).detail?.slide;
      const slide = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number.parseInt(raw, 10) : 0;
      fire(Number.isInteger(slide) && slide > 0 ? slide : 0);
    };
    listen(doc, trigger.event, onEvent);
    listen(win, trigger.event, onEvent);
  }

  if (trigger.hash) {
    const matches = () => {
      try {
        return decodeURIComponent(deps.location.hash.replace(/^#/, '')) === deps.alias;
      } catch {
        return false;
      }
    };
    const atLoad = () => after(HASH_OPEN_DELAY_MS, () => matches() && fire(0));
    if (doc.readyState === 'complete') atLoad();
    else listen(win, 'load', atLoad);
    listen(win, 'hashchange', () => matches() && fire(0));
  }

  return {
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const dispose of disposers.splice(0)) dispose();
    },
  };
}
