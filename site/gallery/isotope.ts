/**
 * Isotope on the theme's markup (BEHAVIOURS §6 "Masonry and filter"):
 *
 *   .isotope-layout[.masonry]            masonry with the class, fitRows without
 *     .isotope-layout-inner
 *       .isotope-item-sizer              masonry's columnWidth
 *       .isotope-item.<category>…[data-date]  with a .title inside
 *
 * The controller measures, asks the pure layout (layout.ts) and filter/sort (arrange.ts) where things go, and
 * moves the items with transforms using Outlayer's defaults: 0.4 s, hidden = opacity 0 + scale(0.001),
 * visible = opacity 1 + scale(1); instant under prefers-reduced-motion. The first layout is instant, as
 * Isotope's. It lays out again when an image loads, 400 ms after window load and 400 ms after the last resize
 * (SPEC §9). The gutter comes from the CSS custom property `--isotope-gutter` so media queries can change it.
 */
import { onSettledResize, SITE_RESIZE_DELAY_MS } from '../settled-resize.ts';
import { arrangeItems, type ArrangeItem, type SortBy } from './arrange.ts';
import { fitRowsLayout, masonryLayout, type Size } from './layout.ts';

/** Outlayer's transitionDuration (0.4 s). */
export const TRANSITION_MS = 400;
/** SPEC §9 / BEHAVIOURS §6: layout again 400 ms after window load and after the last resize. */
export const RELAYOUT_DELAY_MS = SITE_RESIZE_DELAY_MS;

export interface Isotope {
  /** Applies a filter and/or a sort; `shuffle` draws a new order each time. Throws ArrangeError on a bad filter. */
  arrange(change: { filter?: string; sortBy?: SortBy }): void;
  /** Measures and positions again, keeping the current filter and order. */
  layout(): void;
  /** The shown items in display order (what the lightbox gallery follows). */
  visibleItems(): HTMLElement[];
  readonly filter: string;
  readonly sortBy: SortBy;
  destroy(): void;
}

interface Entry extends ArrangeItem {
  readonly el: HTMLElement;
  x: number;
  y: number;
  shown: boolean;
  hideTimer: number | undefined;
}

export type LayoutReason = 'init' | 'arrange' | 'layout' | 'images' | 'resize' | 'window-load';

const instances = new WeakMap<Element, Isotope>();

/** The Isotope attached to a `.isotope-layout` element (what filter bars find through `data-link-with`). */
export const isotopeOf = (layout: Element): Isotope | undefined => instances.get(layout);

export function createIsotope(layoutEl: HTMLElement, options: { random?: () => number } = {}): Isotope {
  const inner = layoutEl.querySelector<HTMLElement>(':scope > .isotope-layout-inner');
  if (!inner) throw new Error(`Isotope: #${layoutEl.id || '(no id)'} has no .isotope-layout-inner child`);
  const win = layoutEl.ownerDocument.defaultView as Window;
  const masonry = layoutEl.classList.contains('masonry');
  const reducedMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const duration = reducedMotion ? 0 : TRANSITION_MS;
  const entries: Entry[] = [...inner.querySelectorAll<HTMLElement>(':scope > .isotope-item')].map((el, order) => ({
    el,
    order,
    classes: [...el.classList],
    name: el.querySelector('.title')?.textContent ?? '',
    date: el.dataset['date'] ?? '',
    x: 0,
    y: 0,
    shown: false,
    hideTimer: undefined,
  }));
  let filter = '*';
  let sortBy: SortBy = 'original-order';
  let displayed: Entry[] = [...entries];
  let firstLayout = true;
  const timers = new Set<number>();
  let frame = 0;

  inner.style.position = 'relative';
  for (const e of entries) Object.assign(e.el.style, { position: 'absolute', left: '0', top: '0', willChange: 'transform, opacity' });

  const width = (el: Element) => Number.parseFloat(win.getComputedStyle(el).width) || 0;
  const size = (el: Element): Size => {
    const style = win.getComputedStyle(el);
    return { width: Number.parseFloat(style.width) || 0, height: Number.parseFloat(style.height) || 0 };
  };
  const place = (e: Entry, scale: number, opacity: number, animate: boolean) => {
    e.el.style.transition = animate && duration > 0 ? `transform ${duration}ms ease, opacity ${duration}ms ease` : 'none';
    e.el.style.transform = `translate(${e.x}px, ${e.y}px) scale(${scale})`;
    e.el.style.opacity = String(opacity);
  };

  /** Why a layout ran; carried by the `isotope:layout` event for page code and tests. */
  function positionAll(reason: LayoutReason): void {
    const animate = !firstLayout;
    const gutter = Number.parseFloat(win.getComputedStyle(layoutEl).getPropertyValue('--isotope-gutter')) || 0;
    const frameInfo = { containerWidth: width(inner!), gutter, originLeft: win.getComputedStyle(layoutEl).direction !== 'rtl' };
    const sizes = displayed.map((e) => size(e.el));
    const sizer = inner!.querySelector(':scope > .isotope-item-sizer') ?? displayed[0]?.el;
    const result = masonry
      ? masonryLayout(sizes, { ...frameInfo, columnWidth: sizer ? width(sizer) : frameInfo.containerWidth })
      : fitRowsLayout(sizes, frameInfo);
    const revealing: Entry[] = [];
    displayed.forEach((e, i) => {
      const { x, y } = result.positions[i]!;
      Object.assign(e, { x, y });
      win.clearTimeout(e.hideTimer);
      e.el.removeAttribute('inert');
      e.el.removeAttribute('aria-hidden');
      e.el.style.visibility = '';
      if (!e.shown && animate) {
        // Outlayer's reveal: appear at the new place, growing from the hidden style.
        place(e, 0.001, 0, false);
        revealing.push(e);
      } else place(e, 1, 1, animate);
      e.shown = true;
    });
    if (revealing.length > 0) void inner!.offsetHeight; // commit the start state before transitioning
    for (const e of revealing) place(e, 1, 1, true);
    const shownSet = new Set(displayed);
    for (const e of entries) {
      if (shownSet.has(e)) continue;
      // Out of reach at once (keyboard, screen readers); invisible once the hide transition has run.
      e.el.setAttribute('inert', '');
      e.el.setAttribute('aria-hidden', 'true');
      if (e.shown || firstLayout) {
        place(e, 0.001, 0, animate);
        win.clearTimeout(e.hideTimer);
        const id = win.setTimeout(() => (timers.delete(id), (e.el.style.visibility = 'hidden')), animate ? duration : 0);
        e.hideTimer = id;
        timers.add(id);
      }
      e.shown = false;
    }
    inner!.style.height = `${result.height}px`;
    firstLayout = false;
    layoutEl.dispatchEvent(new CustomEvent('isotope:layout', { detail: { reason, visible: displayed.length } }));
  }

  const scheduleLayout = () => {
    if (frame) return;
    frame = win.requestAnimationFrame(() => ((frame = 0), positionAll('images')));
  };
  const later = (fn: () => void, ms: number) => {
    const id = win.setTimeout(() => (timers.delete(id), fn()), ms);
    timers.add(id);
  };
  const onWindowLoad = () => later(() => positionAll('window-load'), RELAYOUT_DELAY_MS);
  // imagesLoaded: `load` does not bubble, so it is caught on the way down.
  const onImageLoad = (event: Event) => (event.target as Element).tagName === 'IMG' && scheduleLayout();

  inner.addEventListener('load', onImageLoad, true);
  const stopResize = onSettledResize(win, () => positionAll('resize'), { delayMs: RELAYOUT_DELAY_MS });
  if (layoutEl.ownerDocument.readyState !== 'complete') win.addEventListener('load', onWindowLoad, { once: true });
  positionAll('init');

  let destroyed = false;
  const api: Isotope = {
    arrange(change) {
      const nextFilter = change.filter ?? filter;
      const nextSort = change.sortBy ?? sortBy;
      displayed = arrangeItems(entries, nextFilter, nextSort, options.random); // throws before changing state
      filter = nextFilter;
      sortBy = nextSort;
      positionAll('arrange');
    },
    layout: () => positionAll('layout'),
    visibleItems: () => displayed.map((e) => e.el),
    get filter() {
      return filter;
    },
    get sortBy() {
      return sortBy;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      inner.removeEventListener('load', onImageLoad, true);
      stopResize();
      win.removeEventListener('load', onWindowLoad);
      win.cancelAnimationFrame(frame);
      for (const id of timers) win.clearTimeout(id);
      for (const e of entries) {
        for (const prop of ['position', 'left', 'top', 'transform', 'opacity', 'transition', 'visibility', 'willChange'] as const) e.el.style[prop] = '';
        e.el.removeAttribute('inert');
        e.el.removeAttribute('aria-hidden');
      }
      inner.style.position = '';
      inner.style.height = '';
      instances.delete(layoutEl);
    },
  };
  instances.set(layoutEl, api);
  return api;
}
