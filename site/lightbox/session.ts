/**
 * The state of one open popup (from open() until its removal) and the small DOM chores on it. The controller
 * (controller.ts) drives it; nothing here outlives the session.
 */
import type { RenderedContent } from './content.ts';
import { stepIndex, type Direction } from './gallery-math.ts';
import type { Skeleton } from './skeleton.ts';
import type { LightboxItem, LightboxOptions, LightboxStatus } from './types.ts';

export interface Session {
  readonly opts: LightboxOptions;
  items: readonly LightboxItem[];
  index: number;
  direction: Direction;
  status: Exclude<LightboxStatus, 'closed'>;
  readonly skeleton: Skeleton;
  readonly closeBtn: HTMLButtonElement | null;
  content: RenderedContent | null;
  /** Aborted when the shown item changes or the popup closes. */
  itemAbort: AbortController;
  /** Items already shown or preloaded (Magnific's `item.preloaded`). */
  readonly preloaded: Set<number>;
  readonly restoreFocusTo: Element | null;
  readonly timers: Map<string, number>;
  /** Listener removals. */
  readonly detach: Array<() => void>;
  /** Set from close() on: mfp-removing is showing, or the popup is gone. */
  closing: boolean;
}

/** One timer per key: a new one replaces the pending one (debounce), all are cleared when the session ends. */
export function later(s: Session, win: Window, key: string, ms: number, fn: () => void): void {
  win.clearTimeout(s.timers.get(key));
  s.timers.set(key, win.setTimeout(() => (s.timers.delete(key), fn()), ms));
}

/**
 * Magnific's closeBtnInside: the button sits first in the item. While there is no item to show (an error, whose
 * content Magnific's CSS hides, or an ajax request still running) it moves to the container, so a visible close
 * button is always there.
 */
export function placeCloseButton(s: Session): void {
  const btn = s.closeBtn;
  if (!btn) return;
  const root = s.content?.root;
  const itemShown = root && s.status !== 'error' && !(s.status === 'loading' && root.childElementCount === 0);
  const host = itemShown ? root : s.skeleton.container;
  if (btn.parentElement !== host) host.prepend(btn);
}

/** Magnific's image verticalFit: the image's max-height is the window height less its vertical padding. */
export function fitImage(s: Session, win: Window): void {
  const img = s.skeleton.content.querySelector<HTMLImageElement>('img.mfp-img');
  if (!img || !s.opts.verticalFit) return;
  const style = win.getComputedStyle(img);
  const padding = (Number.parseFloat(style.paddingTop) || 0) + (Number.parseFloat(style.paddingBottom) || 0);
  img.style.maxHeight = `${Math.max(0, win.innerHeight - padding)}px`;
}

/** A gallery that does not loop disables the arrow that has nowhere to go. */
export function updateArrows(s: Session): void {
  const arrows = s.skeleton.arrows;
  if (!arrows) return;
  arrows.prev.disabled = stepIndex(s.index, s.items.length, 'prev', s.opts.loop) === null;
  arrows.next.disabled = stepIndex(s.index, s.items.length, 'next', s.opts.loop) === null;
}
