/**
 * How the open popup answers clicks, keys and focus (BEHAVIOURS §3 for Magnific's rules; the focus handling
 * goes beyond Magnific for accessibility: the dialog keeps the focus while open).
 */
import type { Skeleton } from './skeleton.ts';

export interface CloseRules {
  closeOnBgClick: boolean;
  closeOnContentClick: boolean;
  modal: boolean;
}

/**
 * Magnific's `_checkIfClose` for a click on the wrap: never inside `.mfp-prevent-close`; on `.mfp-close`, the
 * preloader (the status text) or an empty popup; outside the item when closeOnBgClick; inside it when
 * closeOnContentClick. A modal popup is only closed by code.
 */
export function clickCloses(target: Element, skeleton: Skeleton, itemRoot: Element | null, rules: CloseRules): boolean {
  if (rules.modal || target.closest('.mfp-prevent-close')) return false;
  if (rules.closeOnBgClick && rules.closeOnContentClick) return true;
  if (!itemRoot || target.classList.contains('mfp-close') || target === skeleton.preloader) return true;
  const insideItem = itemRoot === target || itemRoot.contains(target);
  if (insideItem) return rules.closeOnContentClick;
  // A target removed by its own click handler is no longer in the document: not a click on the background.
  return rules.closeOnBgClick && target.isConnected;
}

/** Arrow keys move the gallery unless the visitor is typing or using a browser shortcut (Alt+← is "back"). */
export function galleryKeyStep(event: KeyboardEvent, rtl: boolean): 'next' | 'prev' | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return null;
  // keydown 37/39 (BEHAVIOURS §3), swapped in right-to-left pages where "next" lies to the left.
  const left = event.key === 'ArrowLeft' || event.keyCode === 37;
  const right = event.key === 'ArrowRight' || event.keyCode === 39;
  if (!left && !right) return null;
  return left !== rtl ? 'prev' : 'next';
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

/** Keeps Tab and Shift+Tab cycling inside the dialog (aria-modal promises that the rest is out of reach). */
export function trapTab(event: KeyboardEvent, wrap: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const list = focusables(wrap);
  const active = wrap.ownerDocument.activeElement;
  if (list.length === 0) {
    event.preventDefault();
    wrap.focus();
    return;
  }
  const first = list[0]!;
  const last = list[list.length - 1]!;
  if (event.shiftKey && (active === first || active === wrap || !wrap.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !wrap.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
