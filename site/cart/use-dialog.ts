import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal dialog behaviour for a side panel while `open`: focus moves into it (its first control), Tab and
 * Shift+Tab stay inside, Escape closes, and on closing focus returns to where it was (when that element is still
 * on the page). Everything is undone when `open` turns false or the component unmounts.
 */
export function useModalPanel(open: boolean, panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (element.querySelector<HTMLElement>(FOCUSABLE) ?? element).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || document.activeElement === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (before?.isConnected) before.focus();
    };
  }, [open, panel, onClose]);
}
