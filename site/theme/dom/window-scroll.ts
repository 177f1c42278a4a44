import { ANCHOR_SCROLL_MS, tweenScroll, type ScrollTween } from '../smooth-scroll.ts';
import { prefersReducedMotion } from './reduced-motion.ts';

/** One scroll tween per window: a new jump replaces the one under way instead of fighting it. */
const running = new WeakMap<Window, ScrollTween>();

/** Input that means the visitor wants to scroll themselves: the tween gives way at once. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Smoothly scrolls the window to `y` (1.2 s, Lenis easing; instant with reduced motion), cancelling on the
 * visitor's own wheel, touch, key or pointer input. A function `y` is re-read every frame (see tweenScroll).
 */
export function scrollWindowTo(win: Window, y: number | (() => number), duration = ANCHOR_SCROLL_MS): ScrollTween {
  running.get(win)?.cancel();
  const wanted = typeof y === 'function' ? y : () => y;
  const clamped = () => Math.min(Math.max(0, wanted()), Math.max(0, win.document.documentElement.scrollHeight - win.innerHeight));
  const tween = tweenScroll(
    {
      scrollY: () => win.scrollY,
      scrollTo: (to) => win.scrollTo({ top: to, behavior: 'instant' }),
      now: () => win.performance.now(),
      requestFrame: (cb) => win.requestAnimationFrame(cb),
      cancelFrame: (id) => win.cancelAnimationFrame(id),
    },
    clamped,
    prefersReducedMotion(win) ? 0 : duration,
  );
  running.set(win, tween);
  const takeOver = () => tween.cancel();
  for (const type of TAKEOVER_EVENTS) win.addEventListener(type, takeOver, { passive: true, once: true });
  void tween.done.then(() => {
    for (const type of TAKEOVER_EVENTS) win.removeEventListener(type, takeOver);
    if (running.get(win) === tween) running.delete(win);
  });
  return tween;
}

/** The fixed admin bar's height (SPEC §6), 0 when the page has none. */
export function adminBarHeight(doc: Document): number {
  return doc.getElementById('wpadminbar')?.offsetHeight ?? 0;
}

/** The page offset of an element's top. */
export function pageTop(el: Element): number {
  return el.getBoundingClientRect().top + (el.ownerDocument.defaultView?.scrollY ?? 0);
}
