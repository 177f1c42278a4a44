/**
 * The lightbox: Magnific Popup 1.2.0's behaviour (BEHAVIOURS §3; SPEC §2, §4 states, §8 errors, §9 constants)
 * as a framework-free controller on the DOM.
 *
 * Why DOM and not a React view: the popup belongs to the whole page, not to one component. Page-builder links
 * anywhere (a slider layer's HTML, a CMS fragment) open it through a delegated click, it sits at the top of
 * <body> like Magnific's, and its exact class and timing contract (`mfp-s-*` on the container, `mfp-ready` 16 ms
 * after open, `mfp-removing` for removalDelay) is simplest to keep when no renderer schedules the DOM writes.
 * React only owns its lifetime (react.tsx). The decisions are pure and tested in Node: gallery-math.ts,
 * validate.ts, iframe-src.ts, ajax-fragment.ts, action-hash.ts.
 */
import { createScrollLock } from '../../engine/index.ts';
import { RENDERERS } from './content.ts';
import { directionOfJump, preloadIndexes, stepIndex, type Direction } from './gallery-math.ts';
import { createImageCache } from './image-cache.ts';
import { resolveOptions } from './options.ts';
import { fitImage, later, placeCloseButton, updateArrows, type Session } from './session.ts';
import { addArrows, closeButton, createSkeleton, showHolderType, showStatus } from './skeleton.ts';
import { LIGHTBOX_A11Y, MFP_TEXT } from './strings.ts';
import type { LightboxEventMap, LightboxEventName, LightboxOptions, LightboxStatus, OpenRequest } from './types.ts';
import { LightboxError, validateRequest } from './validate.ts';
import { wireSession } from './wiring.ts';

export { LightboxError };
export { MAGNIFIC_DEFAULTS } from './options.ts';

/** Magnific waits one frame before `mfp-ready` so the CSS transition runs; preloading waits as long. */
const NEXT_FRAME_MS = 16;
/** ThemeMascot's class on <html> while an iframe popup is open (BEHAVIOURS §3). */
const IFRAME_HTML_CLASS = 'html-magnific-popup-active';

export interface Lightbox {
  /** Opens (or, when open, replaces the items of) the popup. Throws LightboxError on bad input. */
  open(request: OpenRequest, opener?: Element | null): void;
  close(): void;
  next(): void;
  prev(): void;
  goTo(index: number): void;
  readonly status: LightboxStatus;
  /** The shown item's index, -1 when closed. */
  readonly index: number;
  on<E extends LightboxEventName>(name: E, fn: (payload: LightboxEventMap[E]) => void): () => void;
  /** Closes at once and detaches everything; idempotent. */
  destroy(): void;
}

export interface LightboxDeps {
  doc?: Document;
  /** Site-wide option defaults over Magnific's (e.g. mainClass 'mfp-fade', removalDelay 160). */
  defaults?: Partial<LightboxOptions>;
}

export function createLightbox(deps: LightboxDeps = {}): Lightbox {
  const doc = deps.doc ?? document;
  const win = doc.defaultView as Window;
  const html = doc.documentElement;
  const images = createImageCache(doc);
  const handlers = new Map<LightboxEventName, Set<(payload: never) => void>>();
  const scrollLock = createScrollLock({
    body: doc.body,
    window: win,
    clientWidth: () => html.clientWidth,
    paddingRight: () => Number.parseFloat(win.getComputedStyle(doc.body).paddingRight) || 0,
  });
  let session: Session | null = null;
  let destroyed = false;

  function emit<E extends LightboxEventName>(name: E, payload: LightboxEventMap[E]): void {
    for (const fn of [...(handlers.get(name) ?? [])]) (fn as (p: LightboxEventMap[E]) => void)(payload);
    // Also as a DOM event named like Magnific's (mfpOpen, mfpChange…), for page code that does not hold us.
    doc.dispatchEvent(new CustomEvent(`mfp${name}`, { detail: payload }));
  }

  function setStatus(s: Session, status: Exclude<LightboxStatus, 'closed'>, text?: string): void {
    const shown = text ?? (status === 'loading' ? MFP_TEXT.tLoading : '');
    s.status = status;
    showStatus(s.skeleton, status, shown);
    placeCloseButton(s);
    emit('UpdateStatus', { status, text: shown });
  }

  function preloadNearby(s: Session): void {
    for (const i of preloadIndexes(s.index, s.items.length, s.direction, s.opts.preload, s.opts.loop)) {
      if (s.preloaded.has(i)) continue;
      s.preloaded.add(i);
      const item = s.items[i]!;
      emit('LazyLoad', { index: i, item });
      if (item.type === 'image') images.get(item.src);
    }
  }

  function showItem(s: Session): void {
    s.itemAbort.abort();
    s.closeBtn?.remove(); // before dispose: an inline element goes back to the page without our button
    s.content?.dispose();
    s.content?.root.remove();
    s.content = null;
    s.itemAbort = new AbortController();
    const signal = s.itemAbort.signal;
    const item = s.items[s.index]!;
    showHolderType(s.skeleton, item.type);
    s.skeleton.container.dataset['index'] = String(s.index);
    s.skeleton.wrap.setAttribute('aria-label', item.title || LIGHTBOX_A11Y.dialog);
    html.classList.toggle(IFRAME_HTML_CLASS, item.type === 'iframe');
    // Magnific's image `cursor` option: a zoom-out cursor over the page while an image is shown.
    doc.body.classList.toggle('mfp-zoom-out-cur', item.type === 'image');
    const content = RENDERERS[item.type]({
      doc,
      item,
      index: s.index,
      total: s.items.length,
      pageUrl: doc.URL,
      signal,
      images,
      setStatus: (status, text) => !signal.aborted && setStatus(s, status, text),
    });
    s.content = content;
    s.skeleton.content.replaceChildren(content.root);
    placeCloseButton(s);
    updateArrows(s);
    fitImage(s, win);
    s.preloaded.add(s.index);
    emit('Change', { index: s.index, item });
    if (s.opts.gallery) later(s, win, 'preload', NEXT_FRAME_MS, () => preloadNearby(s));
  }

  function step(direction: Direction): void {
    const s = session;
    if (!s || s.closing || !s.opts.gallery) return;
    const target = stepIndex(s.index, s.items.length, direction, s.opts.loop);
    if (target === null || target === s.index) return;
    s.direction = direction;
    s.index = target;
    showItem(s);
  }

  function open(request: OpenRequest, opener: Element | null = null): void {
    if (destroyed) throw new LightboxError('Lightbox: open() after destroy()');
    validateRequest(request, doc.URL);
    let restoreFocusTo = opener ?? doc.activeElement;
    if (session) {
      // Opened again while open (a link inside the popup) or while fading out: the old popup goes at once. Magnific
      // swaps the items in place; we rebuild, so the new request's options (gallery, arrows, modal) apply too.
      if (!session.closing) restoreFocusTo = session.restoreFocusTo;
      finishClose(session, false);
    }
    const reducedMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const opts = resolveOptions(request, deps.defaults, reducedMotion);
    emit('BeforeOpen', {});
    const skeleton = createSkeleton(doc, { mainClass: opts.mainClass, gallery: opts.gallery, closeOnContentClick: opts.closeOnContentClick });
    const s: Session = {
      opts,
      items: [...request.items],
      index: request.index ?? 0,
      direction: 'next', // Magnific's initGallery sets direction = true on every open
      status: 'loading',
      skeleton,
      closeBtn: opts.showCloseBtn ? closeButton(doc) : null,
      content: null,
      itemAbort: new AbortController(),
      preloaded: new Set(),
      restoreFocusTo,
      timers: new Map(),
      detach: [],
      closing: false,
    };
    session = s;
    if (opts.gallery && opts.arrows && s.items.length > 1) addArrows(doc, skeleton);
    showItem(s);
    scrollLock.lock();
    doc.body.prepend(skeleton.bg, skeleton.wrap);
    fitImage(s, win); // now that the image's padding can be read
    wireSession(s, doc, { step, close });
    later(s, win, 'ready', NEXT_FRAME_MS, () => {
      skeleton.bg.classList.add('mfp-ready');
      skeleton.wrap.classList.add('mfp-ready');
      skeleton.wrap.focus({ preventScroll: true });
    });
    emit('Open', {});
  }

  function close(): void {
    const s = session;
    if (!s || s.closing) return;
    emit('BeforeClose', {});
    s.closing = true;
    if (s.opts.removalDelay > 0) {
      s.skeleton.bg.classList.add('mfp-removing');
      s.skeleton.wrap.classList.add('mfp-removing');
      later(s, win, 'remove', s.opts.removalDelay, () => finishClose(s));
    } else finishClose(s);
  }

  function finishClose(s: Session, restoreFocus = true): void {
    if (session !== s) return;
    s.closing = true;
    emit('Close', {});
    for (const id of s.timers.values()) win.clearTimeout(id);
    s.timers.clear();
    for (const undo of s.detach.splice(0)) undo();
    s.itemAbort.abort();
    s.closeBtn?.remove();
    s.content?.dispose();
    s.skeleton.bg.remove();
    s.skeleton.wrap.remove();
    html.classList.remove(IFRAME_HTML_CLASS);
    doc.body.classList.remove('mfp-zoom-out-cur');
    scrollLock.unlock();
    images.clear();
    session = null;
    const back = s.restoreFocusTo as HTMLElement | null;
    if (restoreFocus && back?.isConnected && typeof back.focus === 'function') back.focus({ preventScroll: true });
    emit('AfterClose', {});
  }

  return {
    open,
    close,
    next: () => step('next'),
    prev: () => step('prev'),
    goTo(index) {
      const s = session;
      if (!s || s.closing || !Number.isInteger(index) || index < 0 || index >= s.items.length || index === s.index) return;
      s.direction = directionOfJump(s.index, index);
      s.index = index;
      showItem(s);
    },
    get status() {
      return session && !session.closing ? session.status : 'closed';
    },
    get index() {
      return session && !session.closing ? session.index : -1;
    },
    on(name, fn) {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      set.add(fn as (payload: never) => void);
      return () => set.delete(fn as (payload: never) => void);
    },
    destroy() {
      if (destroyed) return;
      if (session) finishClose(session);
      destroyed = true;
      handlers.clear();
    },
  };
}
