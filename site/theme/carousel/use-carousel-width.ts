import { useLayoutEffect, useState, type RefObject } from 'react';

/** SPEC §9 "Resize handlers delayed 400 ms": a carousel is rebuilt once a resize has settled, not on every frame. */
export const CAROUSEL_RESIZE_DELAY_MS = 400;

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
    let timer: number | undefined;
    const later = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, CAROUSEL_RESIZE_DELAY_MS);
    };
    const observer = new ResizeObserver(later);
    observer.observe(el);
    window.addEventListener('resize', later);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [ref]);
  return widths;
}
