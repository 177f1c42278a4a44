/** The scroll-to-top button shows once the page is scrolled past 600 px (BEHAVIOURS §6; SPEC §9). */
export const SCROLL_TO_TOP_AFTER_PX = 600;

export function scrollToTopVisible(scrollTop: number): boolean {
  return scrollTop > SCROLL_TO_TOP_AFTER_PX;
}
