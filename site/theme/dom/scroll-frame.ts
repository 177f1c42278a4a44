import { useEffect, useRef } from 'react';

/**
 * Calls `onFrame(scrollY)` at most once per animation frame after a scroll or a resize, and once at mount.
 * Scroll listeners are passive and do no layout work themselves, so scrolling stays smooth.
 */
export function useScrollFrame(onFrame: (scrollY: number) => void): void {
  const latest = useRef(onFrame);
  latest.current = onFrame;
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      latest.current(window.scrollY);
    };
    const request = () => {
      if (frame === 0) frame = requestAnimationFrame(run);
    };
    window.addEventListener('scroll', request, { passive: true });
    window.addEventListener('resize', request);
    request();
    return () => {
      window.removeEventListener('scroll', request);
      window.removeEventListener('resize', request);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
}
