import { watchNearViewport } from './watch-near-viewport.ts';
import type { NavInputs, ViewportBox } from '../engine/runtime/ports-input.ts';
import { lateCode } from '../engine/runtime/late-unit.ts';

type GestureCode = typeof import('./nav-gestures.ts');

/** The keyboard, wheel and drag listeners (nav-gestures.ts): imported once per page, when a module first asks. */
const GESTURES = lateCode<GestureCode>('keyboard, wheel and drag listeners', () => import('./nav-gestures.ts'));

/**
 * The DOM side of the engine's navigation input port (engine/runtime/ports-input.ts).
 *
 * - Keyboard: one keydown listener on the document (arrow keys reach the module without it having focus, as in
 *   SR7), reported only while focus is inside the module or the module is at least half in view (of its height,
 *   or of the viewport for a tall one), and never while focus is in a text field or an ARIA widget with its own
 *   arrow keys (the tabs / thumbs strip included), nor with a modifier key held.
 * - Wheel: on the module, non-passive so the engine can keep a slide-changing wheel from the page; attached only
 *   while wheel navigation is on (a passive-by-default page scroll otherwise).
 * - Swipe: pointer events on the module; CSS touch-action leaves the other axis to the browser (a horizontal
 *   module still scrolls the page vertically) and pinch zoom alone. A move past the tap slop is a drag, and the
 *   click that follows it is swallowed; within the slop the click (a layer link) goes through.
 * - Hash: location.hash, written with history.replaceState (no history entry per slide, no hashchange).
 *
 * The keyboard, wheel and swipe listeners are nav-gestures.ts, loaded only for a module that switches one on.
 */
export function createNavInputs(root: HTMLElement, win: Window): NavInputs {
  const matches = (query: string): boolean => win.matchMedia?.(query).matches ?? false;
  const box = (): ViewportBox => {
    const rect = root.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, viewportHeight: win.innerHeight };
  };
  const halfInView = () => {
    const { top, bottom, viewportHeight } = box();
    const visible = Math.min(bottom, viewportHeight) - Math.max(top, 0);
    return visible > 0 && visible >= Math.min(bottom - top, viewportHeight) / 2;
  };

  const target = { root, win, halfInView };
  // The engine subscribes once `gestures()` has loaded the listeners' code; a subscription made sooner attaches when
  // the code is in (its disposer cancels it meanwhile).
  const whenIn = (attach: (loaded: GestureCode) => () => void): (() => void) => {
    const code = GESTURES.get();
    if (code) return attach(code);
    let off: (() => void) | null = null;
    let cancelled = false;
    // A failed import is reported where the engine asked for it (`gestures()`, its feature unit).
    GESTURES.load().then(
      (loaded) => {
        if (!cancelled) off = attach(loaded);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      off?.();
    };
  };

  return {
    now: () => win.performance.now(),

    gestures: () => GESTURES.load().then(() => undefined),
    keys: (fn) => whenIn((code) => code.keyInput(target, fn)),
    wheel: (fn) => whenIn((code) => code.wheelInput(target, fn)),
    drag: (options, fn) => whenIn((code) => code.dragInput(target, options, fn)),

    viewport(fn) {
      // Scroll positions are read only near the viewport, where the margin (SR7 vPort, a few hundred px) is crossed.
      return watchNearViewport(root, win, () => fn(box()), '500px');
    },

    touch: () => matches('(pointer: coarse)') && !matches('(hover: hover)'),

    hash: {
      get: () => decodeHash(win.location.hash),
      replace(hash) {
        const url = hash ? `#${encodeURIComponent(hash)}` : `${win.location.pathname}${win.location.search}`;
        win.history.replaceState(win.history.state, '', url);
      },
      listen(fn) {
        const onHash = () => fn(decodeHash(win.location.hash));
        win.addEventListener('hashchange', onHash);
        return () => win.removeEventListener('hashchange', onHash);
      },
    },

    reveal() {
      // After layout: the module has its height only once React has rendered it.
      win.requestAnimationFrame(() => {
        if (root.isConnected && !halfInView()) root.scrollIntoView({ block: 'nearest' });
      });
    },
  };
}

/** The hash without '#', percent-decoded (a malformed escape is kept as written). */
function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
