import { useEffect, useRef, useState, type RefObject } from 'react';
import { useScrollFrame } from '../dom/scroll-frame.ts';
import { adminBarHeight, pageTop } from '../dom/window-scroll.ts';
import type { StickyVariant } from '../theme-options.ts';
import { nextStickyFrame, sameStickyFrame, STATIC_FRAME, type StickyFrame } from './sticky-header.ts';

/** The body class each setup runs under (BEHAVIOURS §6). */
export const STICKY_BODY_CLASS: Readonly<Record<StickyVariant, string>> = {
  always: 'tm-header-sticky-always',
  'hide-on-scroll': 'tm-header-sticky',
};

/**
 * Measures the header on each scroll frame and returns the sticky bar's state. `navRef` is the bar's slot in the
 * page flow (`.header-nav`), which keeps its height while the bar itself is fixed, so measurements never see
 * the bar's own movement. React re-renders only when the phase changes, not per frame.
 */
export function useStickyHeader(headerRef: RefObject<HTMLElement | null>, navRef: RefObject<HTMLElement | null>, variant: StickyVariant): StickyFrame {
  const [frame, setFrame] = useState<StickyFrame>(STATIC_FRAME);
  const last = useRef({ frame: STATIC_FRAME, scrollTop: 0 });

  useEffect(() => {
    const className = STICKY_BODY_CLASS[variant];
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [variant]);

  useScrollFrame((scrollTop) => {
    const header = headerRef.current;
    const nav = navRef.current;
    if (!header || !nav) return;
    const next = nextStickyFrame(
      {
        scrollTop,
        previousScrollTop: last.current.scrollTop,
        headerHeight: header.offsetHeight,
        navTop: pageTop(nav),
        navHeight: nav.offsetHeight,
        adminBarHeight: adminBarHeight(document),
        viewportWidth: window.innerWidth,
        variant,
      },
      last.current.frame,
    );
    last.current = { frame: next, scrollTop };
    setFrame((shown) => (sameStickyFrame(shown, next) ? shown : next));
  });

  return frame;
}

/** The bar's classes for a frame: `tm-sticky-menu`, `visible` (shown), `scrolling-down` (mobile, hidden). */
export function stickyClassNames(frame: StickyFrame): string {
  return [
    frame.stuck && 'tm-sticky-menu',
    frame.phase === 'shown' && 'visible',
    frame.scrollingDown && 'scrolling-down',
    frame.animate && 'tm-sticky-animate',
  ]
    .filter(Boolean)
    .join(' ');
}
