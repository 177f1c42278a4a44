import { useSyncExternalStore } from 'react';
import { REDUCED_MOTION_QUERY } from '../dom/reduced-motion.ts';
import { mouseHelperEnabled, type MouseHelperSettings } from './mouse-helper.ts';

const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

/** Whether the mouse helper shows now, following resizes across its breakpoint and changed preferences. */
export function useMouseHelperEnabled(settings: MouseHelperSettings): boolean {
  const widthQuery = `(min-width: ${settings.mobile_breakpoints.mouse_helper}px)`;
  return useSyncExternalStore(
    (onChange) => {
      // Nothing to watch while it is switched off: the page adds no listener for a helper it never shows.
      if (!settings.mouse_helper) return () => {};
      const queries = [widthQuery, FINE_POINTER_QUERY, REDUCED_MOTION_QUERY].map((q) => window.matchMedia(q));
      for (const query of queries) query.addEventListener('change', onChange);
      return () => {
        for (const query of queries) query.removeEventListener('change', onChange);
      };
    },
    () =>
      mouseHelperEnabled(settings, {
        viewportWidth: window.innerWidth,
        finePointer: window.matchMedia(FINE_POINTER_QUERY).matches,
        reducedMotion: window.matchMedia(REDUCED_MOTION_QUERY).matches,
      }),
    () => false,
  );
}
