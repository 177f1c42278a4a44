import { useEffect, useRef, type RefObject } from 'react';
import { keepTabInside } from './focus.ts';

/**
 * What every theme overlay does while open (side panel, search block): Esc closes it, Tab stays inside, focus
 * goes in (to `initialFocus`, else the first control) and, on closing, back to where it was, unless the visitor
 * has moved it elsewhere meanwhile (a link that jumps to a section).
 */
export function useOverlayFocus(open: boolean, containerRef: RefObject<HTMLElement | null>, close: () => void, initialFocus?: () => HTMLElement | null): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  const initialRef = useRef(initialFocus);
  initialRef.current = initialFocus;

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusInside = () => (initialRef.current?.() ?? container.querySelector<HTMLElement>('button, a[href], input'))?.focus();
    // At once, so typing right after the click lands in the field; again next frame in case a style
    // (visibility) had not applied yet and the first try was refused.
    focusInside();
    const frame = requestAnimationFrame(() => {
      if (!container.contains(document.activeElement)) focusInside();
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else {
        keepTabInside(event, container);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      const active = document.activeElement;
      if (opener && opener.isConnected && (active === null || active === document.body || container.contains(active))) opener.focus();
    };
  }, [open, containerRef]);
}
