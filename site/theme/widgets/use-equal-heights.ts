import { useEffect, type RefObject } from 'react';
import { onSettledResize } from '../../settled-resize.ts';
import {
  EQUAL_HEIGHTS_MOBILE_DISABLE,
  EQUAL_HEIGHTS_TABLET_DISABLE,
  equalHeightsApply,
  tallestHeight,
} from './equal-heights.ts';

/**
 * Gives every `.equal-height-item` in the container the tallest one's height as `min-height` where the rule of
 * equal-heights.ts applies (the container's `equal-height-disable-tablet|mobile` classes opt out), again 400 ms
 * after the last resize (SPEC §9) and when fonts and images have loaded. Items must be border-box.
 */
export function useEqualHeights(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const items = () => Array.from(container.querySelectorAll<HTMLElement>('.equal-height-item'));
    let alive = true;

    const apply = () => {
      if (!alive) return;
      const all = items();
      for (const item of all) item.style.minHeight = '';
      const optOut = {
        tabletDisabled: container.classList.contains(EQUAL_HEIGHTS_TABLET_DISABLE),
        mobileDisabled: container.classList.contains(EQUAL_HEIGHTS_MOBILE_DISABLE),
      };
      if (!equalHeightsApply(window.innerWidth, optOut)) return;
      const height = tallestHeight(all.map((item) => item.getBoundingClientRect().height));
      for (const item of all) item.style.minHeight = `${height}px`;
    };
    apply();
    const stopResize = onSettledResize(window, apply);
    window.addEventListener('load', apply);
    void document.fonts?.ready.then(apply);
    return () => {
      alive = false;
      stopResize();
      window.removeEventListener('load', apply);
      for (const item of items()) item.style.minHeight = '';
    };
  }, [containerRef]);
}
