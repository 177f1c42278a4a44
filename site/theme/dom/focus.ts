/**
 * Focus helpers for the theme's overlays (mobile menu, side panel, search block): while one is open, Tab cycles
 * inside it (WAI-ARIA Dialog pattern), and closing it gives focus back to what opened it.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]') && el.getClientRects().length > 0,
  );
}

/** Keeps Tab and Shift+Tab inside `container`; call from its keydown handler. */
export function keepTabInside(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, container: Element): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(container);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = container.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Moves focus to a section for keyboard and screen-reader users after an anchor jump, without scrolling. */
export function focusSection(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}
