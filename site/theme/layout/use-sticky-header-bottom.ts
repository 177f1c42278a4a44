import { useEffect, type RefObject } from 'react';

/** Where the fixed header bar ends (px from the viewport top; 0 while it is not shown), for sticky content below it. */
export const STICKY_HEADER_BOTTOM_VAR = '--tm-sticky-header-bottom';

/**
 * Publishes the shown sticky header's bottom edge on <html> as a CSS variable, so a sticky sidebar keeps its 50 px
 * (SPEC §9) below the header instead of sliding under it. `top` is the bar's fixed top (null while static).
 */
export function useStickyHeaderBottom(barRef: RefObject<HTMLElement | null>, shown: boolean, top: number | null): void {
  useEffect(() => {
    const root = document.documentElement;
    const bar = barRef.current;
    const bottom = shown && bar && top !== null ? top + bar.offsetHeight : 0;
    root.style.setProperty(STICKY_HEADER_BOTTOM_VAR, `${bottom}px`);
    return () => {
      root.style.removeProperty(STICKY_HEADER_BOTTOM_VAR);
    };
  }, [barRef, shown, top]);
}
