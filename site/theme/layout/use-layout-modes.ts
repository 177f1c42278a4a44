import { useEffect } from 'react';
import type { MobileBreakpoints } from '../../page-settings.ts';
import { LAYOUT_CLASSES, layoutClassNames, layoutModes, STICKY_SIDEBAR_TOP_PX } from './layout-modes.ts';
import './layout.css';

/**
 * Keeps the layout switches' classes on <html> in step with the viewport width (layout-modes.ts; SPEC §9 mobile
 * breakpoints): set at mount, updated on resize, all removed on unmount (StrictMode mounts twice).
 */
export function useLayoutModes(breakpoints: MobileBreakpoints): void {
  const { fixed_rows, fixed_columns, stack_sections, full_height, mouse_helper } = breakpoints;
  useEffect(() => {
    const root = document.documentElement;
    const bp = { fixed_rows, fixed_columns, stack_sections, full_height, mouse_helper };
    const all = Object.values(LAYOUT_CLASSES);
    root.style.setProperty('--tm-sticky-sidebar-top', `${STICKY_SIDEBAR_TOP_PX}px`);
    const apply = () => {
      const on = new Set(layoutClassNames(layoutModes(window.innerWidth, bp)));
      for (const name of all) root.classList.toggle(name, on.has(name));
    };
    apply();
    window.addEventListener('resize', apply);
    return () => {
      window.removeEventListener('resize', apply);
      root.classList.remove(...all);
      root.style.removeProperty('--tm-sticky-sidebar-top');
    };
  }, [fixed_rows, fixed_columns, stack_sections, full_height, mouse_helper]);
}
