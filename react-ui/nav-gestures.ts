/**
 * The keyboard, wheel and drag listeners of the navigation input port (nav-inputs.ts), loaded only for a module that
 * switches one of them on (issue 18: most exports leave all three off): the engine asks for them through the port's
 * `gestures()` together with its own code (engine/runtime/input/gestures.ts).
 */
import type { DragSample, NavInputs, NavKey } from '../engine/runtime/ports-input.ts';

/** The module's element, its window, and whether the module is half in view (the keyboard's rule). */
export interface GestureTarget {
  readonly root: HTMLElement;
  readonly win: Window;
  halfInView(): boolean;
}

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

export function keyInput({ root, win, halfInView }: GestureTarget, fn: Parameters<NavInputs['keys']>[0]): () => void {
  const doc = win.document;
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
}

export function wheelInput({ root, win }: GestureTarget, fn: Parameters<NavInputs['wheel']>[0]): () => void {
  const onWheel = (event: WheelEvent) => {
    // ctrl + wheel is the browser's zoom (and a trackpad pinch): never a slide change.
    if (event.ctrlKey || event.defaultPrevented) return;
    const page = win.innerHeight;
    const sample = { dx: pixels(event.deltaX, event.deltaMode, page), dy: pixels(event.deltaY, event.deltaMode, page), time: event.timeStamp };
    if (fn(sample)) event.preventDefault();
  };
  root.addEventListener('wheel', onWheel, { passive: false });
  return () => root.removeEventListener('wheel', onWheel);
}

export function dragInput({ root, win }: GestureTarget, options: Parameters<NavInputs['drag']>[0], fn: Parameters<NavInputs['drag']>[1]): () => void {
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
}
