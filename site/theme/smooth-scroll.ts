/**
 * Smooth window scrolling the way the theme's Lenis setup feels (BEHAVIOURS §6: easing
 * min(1, 1.001 − 2^(−10t)), anchor scrolls 1.2 s; SPEC §9 "Smooth scroll 1 to 1.2 s"). Our own small tween
 * rather than Lenis itself: the page keeps native scrolling (wheel, keyboard, the slider's own scroll API)
 * and only anchor jumps animate. The frame source and clock are injected so Node tests can step time.
 */

/** Anchor and scroll-to-top jumps take 1.2 s (Lenis `scrollTo` on anchors). */
export const ANCHOR_SCROLL_MS = 1200;

/** Lenis' default easing: fast start, long gentle landing. */
export function lenisEase(t: number): number {
  return Math.min(1, 1.001 - Math.pow(2, -10 * t));
}

export interface ScrollPort {
  scrollY(): number;
  scrollTo(y: number): void;
  now(): number;
  requestFrame(cb: () => void): number;
  cancelFrame(id: number): void;
}

export interface ScrollTween {
  /** Stops where it is (idempotent). */
  cancel(): void;
  readonly done: Promise<'arrived' | 'cancelled'>;
}

/**
 * Tweens the scroll position to `to`; a duration of 0 (reduced motion) jumps at once. `to` may be a function,
 * read every frame: content that loads above the target mid-way (images, lazy sections) then does not make
 * the scroll land short.
 */
export function tweenScroll(port: ScrollPort, to: number | (() => number), duration = ANCHOR_SCROLL_MS, ease = lenisEase): ScrollTween {
  const target = typeof to === 'function' ? to : () => to;
  const from = port.scrollY();
  const start = port.now();
  let frame: number | null = null;
  let settle: (how: 'arrived' | 'cancelled') => void = () => {};
  const done = new Promise<'arrived' | 'cancelled'>((resolve) => {
    settle = resolve;
  });
  const finish = (how: 'arrived' | 'cancelled') => {
    if (frame !== null) port.cancelFrame(frame);
    frame = null;
    settle(how);
    settle = () => {};
  };
  const step = () => {
    const t = duration <= 0 ? 1 : Math.min(1, (port.now() - start) / duration);
    const end = target();
    port.scrollTo(t >= 1 ? end : from + (end - from) * ease(t));
    if (t >= 1) finish('arrived');
    else frame = port.requestFrame(step);
  };
  if (duration <= 0 || from === target()) step();
  else frame = port.requestFrame(step);
  return { cancel: () => finish('cancelled'), done };
}
