import { watchNearViewport } from './watch-near-viewport.ts';
import type { DragSample, NavInputs, NavKey, ViewportBox } from '../engine/runtime/ports-input.ts';

const KEYS: Readonly<Record<string, NavKey>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/** Elements whose own arrow keys or drags must stay theirs: text entry and ARIA widgets that use arrows. */
const OWN_ARROWS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="listbox"], [role="tablist"], ' +
  '[role="tab"], [role="menu"], [role="menubar"], [role="menuitem"], [role="grid"], [role="tree"], [role="radiogroup"], [role="radio"], ' +
  '[role="spinbutton"], [role="combobox"], [role="scrollbar"]';
const OWN_DRAG = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], video, audio, [role="slider"], [data-strata-nodrag]';

/** A wheel delta in CSS px whatever the device reported (Firefox sends lines, some mice pages). */
function pixels(delta: number, mode: number, page: number): number {
  return mode === 1 ? delta * 16 : mode === 2 ? delta * page : delta;
}

/**
 * The DOM side of the engine's navigation input port (engine/runtime/ports-input.ts).
 *
 * - Keyboard: one keydown listener on the document (arrow keys reach the module without it having focus, as in
 *   SR7), reported only while focus is inside the module or the module is at least half in view (of its height,
 *   or of the viewport for a tall one), and never while focus is in a text field or an ARIA widget with its own
 *   arrow keys (the tabs / thumbs strip included), nor with a modifier key held.
 * - Wheel: on the module, non-passive so the engine can keep a slide-changing wheel from the page; attached only
 *   while wheel navigation is on (a passive-by-default page scroll otherwise).
 * - Swipe: pointer events on the module; CSS touch-action leaves the other axis to the browser (a horizontal
 *   module still scrolls the page vertically) and pinch zoom alone. A move past the tap slop is a drag, and the
 *   click that follows it is swallowed; within the slop the click (a layer link) goes through.
 * - Hash: location.hash, written with history.replaceState (no history entry per slide, no hashchange).
 */
export function createNavInputs(root: HTMLElement, win: Window): NavInputs {
  const doc = win.document;
  const matches = (query: string): boolean => win.matchMedia?.(query).matches ?? false;
  const box = (): ViewportBox => {
    const rect = root.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, viewportHeight: win.innerHeight };
  };
  const halfInView = () => {
    const { top, bottom, viewportHeight } = box();
    const visible = Math.min(bottom, viewportHeight) - Math.max(top, 0);
    return visible > 0 && visible >= Math.min(bottom - top, viewportHeight) / 2;
  };

  return {
    now: () => win.performance.now(),

    keys(fn) {
      const onKey = (event: KeyboardEvent) => {
        const key = KEYS[event.key];
        if (!key || event.defaultPrevented || event.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const target = event.target instanceof Element ? event.target : null;
        if (target?.closest(OWN_ARROWS)) return;
        const focused = doc.activeElement;
        const inside = !!focused && root.contains(focused);
        if (!inside && !halfInView()) return;
        if (fn(key, event.timeStamp)) event.preventDefault();
      };
      doc.addEventListener('keydown', onKey);
      return () => doc.removeEventListener('keydown', onKey);
    },

    wheel(fn) {
      const onWheel = (event: WheelEvent) => {
        // ctrl + wheel is the browser's zoom (and a trackpad pinch): never a slide change.
        if (event.ctrlKey || event.defaultPrevented) return;
        const page = win.innerHeight;
        const sample = { dx: pixels(event.deltaX, event.deltaMode, page), dy: pixels(event.deltaY, event.deltaMode, page), time: event.timeStamp };
        if (fn(sample)) event.preventDefault();
      };
      root.addEventListener('wheel', onWheel, { passive: false });
      return () => root.removeEventListener('wheel', onWheel);
    },

    drag(options, fn) {
      const style = root.style;
      const saved = { touchAction: style.touchAction, userSelect: style.userSelect };
      style.touchAction = options.blockScroll ? 'none' : options.axis === 'x' ? 'pan-y pinch-zoom' : 'pan-x pinch-zoom';
      // A mouse drag must move slides, not select text or drag an image out of the module.
      if (options.mouse) style.userSelect = 'none';
      const noImageDrag = (event: DragEvent) => event.preventDefault();
      if (options.mouse) root.addEventListener('dragstart', noImageDrag);

      let active: { id: number; pointer: DragSample['pointer']; x: number; y: number; time: number; dragged: boolean; span: number } | null = null;
      const touches = new Set<number>();
      let stopSwallow: (() => void) | null = null;

      const send = (phase: DragSample['phase']) =>
        active ? fn({ phase, x: active.x, y: active.y, time: active.time, pointer: active.pointer, touches: Math.max(1, touches.size), span: active.span }) : 'ignore';
      const untrack = () => {
        active = null;
        win.removeEventListener('pointermove', onMove);
        win.removeEventListener('pointerup', onUp);
        win.removeEventListener('pointercancel', onCancel);
      };
      // The click a drag ends with (same task for a mouse, the next one for touch) must not open a layer link.
      const swallowClick = () => {
        stopSwallow?.();
        const swallow = (event: MouseEvent) => {
          event.preventDefault();
          event.stopPropagation();
          stop();
        };
        const timer = win.setTimeout(() => stop(), 400);
        const stop = () => {
          win.clearTimeout(timer);
          win.removeEventListener('click', swallow, true);
          stopSwallow = null;
        };
        win.addEventListener('click', swallow, true);
        stopSwallow = stop;
      };
      const onMove = (event: PointerEvent) => {
        if (!active || event.pointerId !== active.id) return;
        active.x = event.clientX;
        active.y = event.clientY;
        active.time = event.timeStamp;
        const verdict = send('move');
        if (verdict === 'drag') active.dragged = true;
        else if (verdict === 'ignore') untrack();
      };
      const onUp = (event: PointerEvent) => {
        if (event.pointerType === 'touch') touches.delete(event.pointerId);
        if (!active || event.pointerId !== active.id) return;
        active.x = event.clientX;
        active.y = event.clientY;
        active.time = event.timeStamp;
        const dragged = send('end') === 'drag' || active.dragged;
        untrack();
        if (dragged) swallowClick();
      };
      const onCancel = (event: PointerEvent) => {
        if (event.pointerType === 'touch') touches.delete(event.pointerId);
        if (!active || event.pointerId !== active.id) return;
        active.time = event.timeStamp;
        send('cancel');
        untrack();
      };
      const onDown = (event: PointerEvent) => {
        if (event.pointerType === 'touch') touches.add(event.pointerId);
        if (active) {
          // Another finger joined: the same drag, with more touches (SR7 nav.s.t).
          if (event.pointerType === 'touch' && send('move') === 'ignore') untrack();
          return;
        }
        if (!event.isPrimary) return;
        if (event.pointerType === 'mouse' && (!options.mouse || event.button !== 0)) return;
        if (event.target instanceof Element && event.target.closest(OWN_DRAG)) return;
        const pointer = event.pointerType === 'touch' || event.pointerType === 'pen' ? event.pointerType : 'mouse';
        // The module's size along the axis, read once per drag: the swipe follows the finger as a fraction of it.
        const rect = root.getBoundingClientRect();
        const span = options.axis === 'x' ? rect.width : rect.height;
        active = { id: event.pointerId, pointer, x: event.clientX, y: event.clientY, time: event.timeStamp, dragged: false, span };
        if (send('start') === 'ignore') {
          active = null;
          return;
        }
        win.addEventListener('pointermove', onMove);
        win.addEventListener('pointerup', onUp);
        win.addEventListener('pointercancel', onCancel);
      };
      root.addEventListener('pointerdown', onDown);
      return () => {
        root.removeEventListener('pointerdown', onDown);
        root.removeEventListener('dragstart', noImageDrag);
        untrack();
        stopSwallow?.();
        style.touchAction = saved.touchAction;
        style.userSelect = saved.userSelect;
      };
    },

    viewport(fn) {
      // Scroll positions are read only near the viewport, where the margin (SR7 vPort, a few hundred px) is crossed.
      return watchNearViewport(root, win, () => fn(box()), '500px');
    },

    touch: () => matches('(pointer: coarse)') && !matches('(hover: hover)'),

    hash: {
      get: () => decodeHash(win.location.hash),
      replace(hash) {
        const url = hash ? `#${encodeURIComponent(hash)}` : `${win.location.pathname}${win.location.search}`;
        win.history.replaceState(win.history.state, '', url);
      },
      listen(fn) {
        const onHash = () => fn(decodeHash(win.location.hash));
        win.addEventListener('hashchange', onHash);
        return () => win.removeEventListener('hashchange', onHash);
      },
    },

    reveal() {
      // After layout: the module has its height only once React has rendered it.
      win.requestAnimationFrame(() => {
        if (root.isConnected && !halfInView()) root.scrollIntoView({ block: 'nearest' });
      });
    },
  };
}

/** The hash without '#', percent-decoded (a malformed escape is kept as written). */
function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
