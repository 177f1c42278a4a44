/**
 * The listeners of an open popup (BEHAVIOURS §3): clicks on the wrap and the overlay, Esc on keyup, the gallery
 * keys on keydown, the focus kept inside, and the 400 ms resize re-fit (SPEC §9). Each is removed through
 * `session.detach` when the popup closes.
 */
import type { Direction } from './gallery-math.ts';
import { clickCloses, galleryKeyStep, trapTab } from './interaction.ts';
import { onSettledResize } from '../settled-resize.ts';
import { fitImage, type Session } from './session.ts';

export interface WiringActions {
  step(direction: Direction): void;
  close(): void;
}

export function wireSession(s: Session, doc: Document, actions: WiringActions): void {
  const win = doc.defaultView as Window;
  const on = <E extends Event>(target: EventTarget, type: string, fn: (event: E) => void) => {
    target.addEventListener(type, fn as EventListener);
    s.detach.push(() => target.removeEventListener(type, fn as EventListener));
  };
  const { skeleton, opts } = s;
  const rtl = win.getComputedStyle(doc.documentElement).direction === 'rtl';

  on<MouseEvent>(skeleton.wrap, 'click', (event) => {
    const target = event.target as Element;
    if (opts.gallery && opts.navigateByImgClick && s.items.length > 1 && target.matches('.mfp-img')) return actions.step('next');
    if (skeleton.arrows?.prev.contains(target)) return actions.step('prev');
    if (skeleton.arrows?.next.contains(target)) return actions.step('next');
    if (clickCloses(target, skeleton, s.content?.root ?? null, opts)) actions.close();
  });
  on(skeleton.bg, 'click', () => opts.closeOnBgClick && !opts.modal && actions.close());
  on<KeyboardEvent>(doc, 'keyup', (event) => {
    if (opts.enableEscapeKey && (event.key === 'Escape' || event.keyCode === 27)) actions.close();
  });
  on<KeyboardEvent>(doc, 'keydown', (event) => {
    trapTab(event, skeleton.wrap);
    const direction = opts.gallery && s.items.length > 1 ? galleryKeyStep(event, rtl) : null;
    if (direction) {
      event.preventDefault();
      actions.step(direction);
    }
  });
  // Magnific's _onFocusIn: focus that lands outside the popup is brought back to it.
  on<FocusEvent>(doc, 'focusin', (event) => {
    if (!skeleton.wrap.contains(event.target as Node)) skeleton.wrap.focus({ preventScroll: true });
  });
  // SPEC §9: the image is fitted to the new height once the resize has settled.
  s.detach.push(onSettledResize(win, () => fitImage(s, win)));
}
