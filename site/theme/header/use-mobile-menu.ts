import { useCallback, useEffect, useState, type RefObject } from 'react';
import { keepTabInside } from '../dom/focus.ts';
import { MOBILE_LAYOUT_BELOW_PX } from '../../breakpoints.ts';

/** Classes of BEHAVIOURS §6 "Mobile nav": `body.body-overflow` locks the page behind the open menu. */
export const BODY_LOCK_CLASS = 'body-overflow';

export interface MobileMenu {
  open: boolean;
  toggle(): void;
  /** Closes; `returnFocus` hands focus back to the toggle (not after a link, which moves focus itself). */
  close(returnFocus?: boolean): void;
}

/**
 * The mobile menu's state (SPEC §4 "Mobile menu: open or closed; opening toggles a body overflow lock"):
 * Esc closes, Tab stays inside the open drawer, and growing past the mobile layout closes it.
 */
export function useMobileMenu(toggleRef: RefObject<HTMLElement | null>, drawerRef: RefObject<HTMLElement | null>): MobileMenu {
  const [open, setOpen] = useState(false);

  const close = useCallback(
    (returnFocus = false) => {
      // Unlocked now, not after React's commit: a link that closes the menu measures its target right away,
      // and the page must already have its scrollbar back (its width moves the sections).
      document.body.classList.remove(BODY_LOCK_CLASS);
      setOpen(false);
      if (returnFocus) toggleRef.current?.focus();
    },
    [toggleRef],
  );
  const toggle = useCallback(() => setOpen((was) => !was), []);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add(BODY_LOCK_CLASS);
    const drawer = drawerRef.current;
    drawer?.querySelector<HTMLElement>('.tm-menu-close')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
      else if (drawer) keepTabInside(event, drawer);
    };
    const desktop = window.matchMedia(`(min-width: ${MOBILE_LAYOUT_BELOW_PX}px)`);
    const onWiden = () => desktop.matches && close();
    document.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onWiden);
    return () => {
      document.body.classList.remove(BODY_LOCK_CLASS);
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onWiden);
    };
  }, [open, close, drawerRef]);

  return { open, toggle, close };
}
