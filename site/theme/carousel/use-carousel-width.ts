import { useLayoutEffect, useState, type RefObject } from 'react';
import { onSettledResize } from '../../settled-resize.ts';

export interface CarouselWidths {
  /** The element's content width (px): what the cards fill. */
  readonly container: number;
  /** The viewport width (px): what the breakpoints compare (as the theme slider's do). */
  readonly viewport: number;
}

/** Measures before the first paint, then again 400 ms after the element or the window last changed size. */
export function useCarouselWidths(ref: RefObject<HTMLElement | null>): CarouselWidths | null {
  const [widths, setWidths] = useState<CarouselWidths | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () =>
      setWidths((before) => {
        const next = { container: Math.floor(el.clientWidth), viewport: window.innerWidth };
        return before && before.container === next.container && before.viewport === next.viewport ? before : next;
      });
    measure();
    // SPEC §9: the carousel is rebuilt once a resize has settled, not on every frame of it.
    return onSettledResize(window, measure, { element: el });
  }, [ref]);
  return widths;
}
