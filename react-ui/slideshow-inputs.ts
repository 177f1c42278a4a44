import type { SlideshowInputs } from '../engine/runtime/ports-slideshow.ts';

/** The rotation control: focusing it must not pause what it controls (react-ui/Rotation.tsx). */
export const ROTATION_ATTR = 'data-strata-rotation';

/**
 * The DOM side of the slideshow's input port (engine/runtime/ports-slideshow.ts) on the module element.
 * Built at mount, never at import; every listener is attached only while the engine is subscribed.
 */
export function createSlideshowInputs(root: HTMLElement, win: Window): SlideshowInputs {
  const doc = win.document;
  /** Reports a boolean once, then only its changes. */
  const changes = (fn: (value: boolean) => void) => {
    let last: boolean | null = null;
    return (value: boolean) => {
      if (value === last) return;
      last = value;
      fn(value);
    };
  };
  return {
    hover(fn) {
      const report = changes(fn);
      // A finger's tap sends enter/leave too; only a hovering pointer (mouse, pen) means "over the module".
      const enter = (event: PointerEvent) => event.pointerType !== 'touch' && report(true);
      const leave = (event: PointerEvent) => event.pointerType !== 'touch' && report(false);
      root.addEventListener('pointerenter', enter);
      root.addEventListener('pointerleave', leave);
      report(root.matches(':hover'));
      return () => {
        root.removeEventListener('pointerenter', enter);
        root.removeEventListener('pointerleave', leave);
      };
    },
    focus(fn) {
      const report = changes(fn);
      // Keyboard focus only (:focus-visible): a mouse click on an arrow must not hold the slideshow until the
      // visitor clicks elsewhere. The rotation control is left out so that it can start what it controls.
      const holds = (el: Element | null) => !!el && root.contains(el) && el.matches(':focus-visible') && !el.closest(`[${ROTATION_ATTR}]`);
      const focusIn = (event: FocusEvent) => report(holds(event.target as Element | null));
      const focusOut = (event: FocusEvent) => {
        const next = event.relatedTarget as Element | null;
        // Focus moving inside the module is answered by the focusin that follows.
        if (!next || !root.contains(next)) report(false);
      };
      root.addEventListener('focusin', focusIn);
      root.addEventListener('focusout', focusOut);
      report(holds(doc.activeElement));
      return () => {
        root.removeEventListener('focusin', focusIn);
        root.removeEventListener('focusout', focusOut);
      };
    },
    visibility(fn) {
      const report = changes(fn);
      const update = () => report(doc.visibilityState !== 'hidden');
      doc.addEventListener('visibilitychange', update);
      update();
      return () => doc.removeEventListener('visibilitychange', update);
    },
    viewport(fn) {
      const report = changes(fn);
      const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
      if (!Observer) {
        report(true);
        return () => {};
      }
      // SPEC §9: the module counts as in view within a 100 px margin.
      const observer = new Observer((entries) => {
        const entry = entries[entries.length - 1];
        if (entry) report(entry.isIntersecting);
      }, { rootMargin: '100px 0px' });
      observer.observe(root);
      return () => observer.disconnect();
    },
    reducedMotion: () => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  };
}
