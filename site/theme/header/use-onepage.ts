import { useEffect, useState, type RefObject } from 'react';
import { focusSection } from '../dom/focus.ts';
import { useScrollFrame } from '../dom/scroll-frame.ts';
import { adminBarHeight, pageTop, scrollWindowTo } from '../dom/window-scroll.ts';
import { anchorScrollTop, currentSectionId, HEADER_ID, sectionIdOfHref, type SectionBox } from './onepage.ts';

/**
 * The section whose link is `current active` (BEHAVIOURS §6 "One-page menu"): re-measured on every scroll
 * frame, since sections grow as their images and widgets load.
 */
export function useCurrentSection(ids: readonly string[], navHeight: () => number): string | null {
  const [current, setCurrent] = useState<string | null>(HEADER_ID);
  useScrollFrame((scrollTop) => {
    const boxes: SectionBox[] = [];
    for (const id of ids) {
      const el = id === HEADER_ID ? null : document.getElementById(id);
      if (el) boxes.push({ id, top: pageTop(el), height: el.offsetHeight });
    }
    setCurrent(currentSectionId(scrollTop, navHeight(), boxes));
  });
  return current;
}

/** Links the theme scrolls smoothly: one-page menus and `.smooth-scroll-to-target` (BEHAVIOURS §6). */
export const SMOOTH_LINKS = '.onepage-nav a[href^="#"], a.smooth-scroll-to-target[href^="#"]';

/**
 * One click handler for the whole page: an in-page link scrolls to its section's top less the sticky bar and
 * the admin bar (`#header` → the top), then focus moves to the section. The URL hash is left alone: on this
 * page a hash is a slider deep link (SPEC §2 "Deep link"). `onNavigate` runs first, e.g. to close the mobile
 * menu (BEHAVIOURS §6 "Clicking a .onepage-nav a closes the mobile menu").
 */
export function useAnchorNavigation(stickyBarRef: RefObject<HTMLElement | null>, onNavigate: () => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SMOOTH_LINKS) : null;
      const id = sectionIdOfHref(link?.getAttribute('href'));
      const target = id ? document.getElementById(id) : null;
      if (!link || !id || !target) return; // not ours, or nothing to scroll to: the browser does what it does
      event.preventDefault();
      onNavigate();
      const y = () => (id === HEADER_ID ? 0 : anchorScrollTop(pageTop(target), stickyBarRef.current?.offsetHeight ?? 0, adminBarHeight(document)));
      void scrollWindowTo(window, y).done.then((how) => {
        if (how === 'arrived') focusSection(target);
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [stickyBarRef, onNavigate]);
}
