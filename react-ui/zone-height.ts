/**
 * How tall the module's zones are (SR7's content-driven module height): the runtime makes a module at least as tall
 * as the zones of its current slide stacked (top + middle + bottom rows), or those of the global slide where they are
 * taller, and re-reads them whenever they change size (text wrapping, fonts, images). A module whose rows outgrow
 * its grid grows with them instead of cutting them off or centring them over its edges.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { Slider } from '../engine/index.ts';

/** Sum of the zone heights (layout px) of one slide element. */
function zonesOf(slide: Element | null): number {
  if (!slide) return 0;
  let sum = 0;
  for (const zone of slide.querySelectorAll<HTMLElement>(':scope > .strata-layer.strata-zone, :scope > .strata-grid > .strata-layer.strata-zone')) {
    if (getComputedStyle(zone).display !== 'none') sum += zone.offsetHeight;
  }
  return sum;
}

/** The zones' height for the module at `root` (0 while it has none), kept up to date as they resize. */
export function useZoneHeight(root: RefObject<HTMLElement | null>, slider: Slider | null, level: number | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = root.current;
    if (!element || !slider || level === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const key = slider.store.getState().slides[slider.store.getState().index]?.key;
      const current = key === undefined ? null : element.querySelector(`[data-strata-slide="${CSS.escape(key)}"]`);
      const globals = [...element.querySelectorAll('.strata-slide.strata-static')].map(zonesOf);
      const next = Math.round(Math.max(zonesOf(current), ...globals) * 10) / 10;
      setHeight((old) => (Math.abs(old - next) < 0.5 ? old : next));
    };
    const observer = new ResizeObserver(measure);
    const observe = () => {
      observer.disconnect();
      for (const zone of element.querySelectorAll('.strata-layer.strata-zone')) observer.observe(zone);
      measure();
    };
    observe();
    // A slide change shows other zones; a lazy slide's layers arrive later. Changes within one frame (the slides read
    // around the first one after it shows) are looked at once, in that frame: each look reads the zones' layout.
    let frame: number | null = null;
    const off = slider.store.subscribe((state, previous) => {
      if ((state.index !== previous.index || state.slides !== previous.slides) && frame === null) {
        frame = requestAnimationFrame(() => {
          frame = null;
          observe();
        });
      }
    });
    return () => {
      off();
      if (frame !== null) cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [root, slider, level]);
  return height;
}
