import { useEffect, type RefObject } from 'react';
import { useReducedMotion } from '../dom/reduced-motion.ts';
import { createTilt } from './create-tilt.ts';
import type { TiltSettings } from './tilt.ts';

/**
 * Tilts every `.tilt-hover-effect` inside the container (the theme's `$('.tilt-hover-effect').tilt({})`),
 * with each element's `data-tilt-*` attributes. Off for visitors who prefer reduced motion.
 */
export function useTilt(containerRef: RefObject<HTMLElement | null>, options: Partial<TiltSettings> = {}): void {
  const reduced = useReducedMotion();
  const key = JSON.stringify(options);
  useEffect(() => {
    const container = containerRef.current;
    if (!container || reduced) return;
    const parsed = JSON.parse(key) as Partial<TiltSettings>;
    const instances = Array.from(container.querySelectorAll<HTMLElement>('.tilt-hover-effect'), (el) => createTilt(el, parsed));
    return () => instances.forEach((instance) => instance.destroy());
  }, [containerRef, reduced, key]);
}
