import { useLayoutEffect, useState, type RefObject } from 'react';
import { onSettledResize } from '../../settled-resize.ts';

export interface CarouselWidths {
  /** The element's content width (px): what the cards fill. */
  readonly container: number;
  /** The viewport width (px): what the breakpoints compare (as the theme slider's do). */
  readonly viewport: number;
}

/**
 * Measures before the first paint, then again 400 ms after the element or the window last changed size. The viewport
 * width is the one of the last `resize` event: a run settling an earlier change of the element (the module inside it
 * rendering) that lands after the window changed but before its resize event must not rebuild the carousel for the
 * new width at once — that rebuild comes 400 ms after the resize (SPEC §9).
 */
export function useCarouselWidths(ref: RefObject<HTMLElement | null>): CarouselWidths | null {
  const [widths, setWidths] = useState<CarouselWidths | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let viewport = window.innerWidth;
    const resized = () => (viewport = window.innerWidth);
    window.addEventListener('resize', resized);
    const measure = () =>
      setWidths((before) => {
        const next = { container: Math.floor(el.clientWidth), viewport };
        return before && before.container === next.container && before.viewport === next.viewport ? before : next;
      });
    measure();
    // SPEC §9: the carousel is rebuilt once a resize has settled, not on every frame of it.
    const stop = onSettledResize(window, measure, { element: el });
    return () => {
      stop();
      window.removeEventListener('resize', resized);
    };
  }, [ref]);
  return widths;
}
