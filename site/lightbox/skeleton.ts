/**
 * The popup's frame, with Magnific Popup 1.2.0's class names (BEHAVIOURS §3) so its stylesheets and any theme
 * CSS written for it apply:
 *
 *   .mfp-bg                       dark overlay
 *   .mfp-wrap[role=dialog]        fixed, scrollable, holds the focus
 *     .mfp-container.mfp-s-<status>.mfp-<type>-holder
 *       .mfp-content              the item (see content-*.ts)
 *       .mfp-preloader            "Loading..." / the error text, set as text
 *       button.mfp-arrow-left / -right (gallery)
 *
 * Everything is built with DOM calls and text nodes: no template string ever reaches innerHTML
 * (Magnific 1.2.0's allowHTMLInStatusIndicator and allowHTMLInTemplate are false).
 */
import { LIGHTBOX_A11Y, MFP_TEXT } from './strings.ts';
import type { LightboxStatus, LightboxType } from './types.ts';

export function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  attrs: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  if (className) el.className = className;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}

/** Magnific's closeMarkup: `<button title="%title%" type="button" class="mfp-close">&#215;</button>`. */
export function closeButton(doc: Document): HTMLButtonElement {
  const button = element(doc, 'button', 'mfp-close', { type: 'button', title: MFP_TEXT.tClose, 'aria-label': MFP_TEXT.tClose });
  button.textContent = '\u00d7';
  return button;
}

export interface Skeleton {
  readonly bg: HTMLDivElement;
  readonly wrap: HTMLDivElement;
  readonly container: HTMLDivElement;
  readonly content: HTMLDivElement;
  readonly preloader: HTMLDivElement;
  arrows: { prev: HTMLButtonElement; next: HTMLButtonElement } | null;
}

export function createSkeleton(doc: Document, opts: { mainClass: string; gallery: boolean; closeOnContentClick: boolean }): Skeleton {
  const extra = opts.mainClass.split(/\s+/).filter(Boolean);
  const bg = element(doc, 'div', 'mfp-bg');
  bg.classList.add(...extra);
  const wrapClasses = ['mfp-wrap', 'mfp-close-btn-in', ...(opts.closeOnContentClick ? [] : ['mfp-auto-cursor']), ...(opts.gallery ? ['mfp-gallery'] : []), ...extra];
  const wrap = element(doc, 'div', wrapClasses.join(' '), {
    tabindex: '-1',
    role: 'dialog',
    'aria-modal': 'true',
    'aria-label': LIGHTBOX_A11Y.dialog,
    style: 'overflow-x:hidden;overflow-y:auto',
  });
  const container = element(doc, 'div', 'mfp-container');
  const content = element(doc, 'div', 'mfp-content');
  // A live region, so "Loading..." and the error texts are announced.
  const preloader = element(doc, 'div', 'mfp-preloader', { role: 'status', 'aria-live': 'polite' });
  container.append(content, preloader);
  wrap.append(container);
  return { bg, wrap, container, content, preloader, arrows: null };
}

/** Magnific's arrowMarkup, with `mfp-prevent-close` so a click on an arrow never closes the popup. */
export function addArrows(doc: Document, skeleton: Skeleton): { prev: HTMLButtonElement; next: HTMLButtonElement } {
  if (skeleton.arrows) return skeleton.arrows;
  const arrow = (dir: 'left' | 'right', title: string) =>
    element(doc, 'button', `mfp-arrow mfp-arrow-${dir} mfp-prevent-close`, { type: 'button', title, 'aria-label': title });
  skeleton.arrows = { prev: arrow('left', MFP_TEXT.tPrev), next: arrow('right', MFP_TEXT.tNext) };
  skeleton.container.append(skeleton.arrows.prev, skeleton.arrows.next);
  return skeleton.arrows;
}

/** Magnific's updateStatus: one `mfp-s-*` class on the container, the text set as text in the preloader. */
export function showStatus(skeleton: Skeleton, status: Exclude<LightboxStatus, 'closed'>, text: string): void {
  const { container, preloader } = skeleton;
  for (const s of ['loading', 'ready', 'error']) container.classList.toggle(`mfp-s-${s}`, s === status);
  container.dataset['status'] = status;
  preloader.textContent = text;
}

export function showHolderType(skeleton: Skeleton, type: LightboxType): void {
  const { container } = skeleton;
  for (const t of ['image', 'iframe', 'ajax', 'inline']) container.classList.toggle(`mfp-${t}-holder`, t === type);
  container.dataset['type'] = type;
}
