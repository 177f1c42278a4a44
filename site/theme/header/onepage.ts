/**
 * One-page anchor menu decisions (BEHAVIOURS §6 "One-page menu", SPEC §2 "Page elements", §9): which section
 * is current for a scroll position, and where a click on `#id` scrolls to. Pure; use-onepage.ts wires it.
 */

/** A section is current from this far above its top, on top of the nav height (SPEC §9 "nav height plus 80 px"). */
export const SECTION_HIGHLIGHT_OFFSET_PX = 80;
/** The theme compares scrollTop + 2, so landing exactly on a section (a rounded smooth scroll) counts as in it. */
const SCROLL_SLACK_PX = 2;
/** The id of the page header: its link means "the top of the page". */
export const HEADER_ID = 'header';

export interface SectionBox {
  id: string;
  /** Page offset of the section's top and its height, in px. */
  top: number;
  height: number;
}

/**
 * The id whose nav link is `current active`: `header` near the top (scrollTop ≤ nav height), otherwise the
 * section whose [top − navH − 80, that + height] holds scrollTop + 2; where two touch, the later one (the one
 * being scrolled into). Null between sections that no link names (the hero, the footer).
 */
export function currentSectionId(scrollTop: number, navHeight: number, sections: readonly SectionBox[]): string | null {
  if (scrollTop <= navHeight) return HEADER_ID;
  const probe = scrollTop + SCROLL_SLACK_PX;
  let current: string | null = null;
  for (const section of sections) {
    const start = section.top - navHeight - SECTION_HIGHLIGHT_OFFSET_PX;
    if (probe >= start && probe <= start + section.height) current = section.id;
  }
  return current;
}

/** Where the window scrolls for a section: its top less the sticky header and the admin bar, never above 0. */
export function anchorScrollTop(targetTop: number, headerHeight: number, adminBarHeight: number): number {
  return Math.max(0, Math.round(targetTop - headerHeight - adminBarHeight));
}

/** `#some-id` → `some-id`; anything else (another page, `#`, an empty or odd hash) → null. */
export function sectionIdOfHref(href: string | null | undefined): string | null {
  if (!href || !href.startsWith('#') || href.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(href.slice(1));
  } catch {
    return null;
  }
  return /^[\p{L}\p{N}_:.-]+$/u.test(id) ? id : null;
}
