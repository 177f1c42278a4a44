import { watchNearViewport } from './watch-near-viewport.ts';
import type { ModifierInputs } from '../engine/runtime/ports-modifiers.ts';

/**
 * The DOM side of the engine's modifier input port (engine/runtime/ports-modifiers.ts): pointer moves over the
 * module element, the module's place in the viewport, device orientation. Every listener is passive, attached
 * only while the engine is subscribed, and the scroll listener only while the module is near the viewport.
 */
export function createModifierInputs(root: HTMLElement, win: Window): ModifierInputs {
  const matches = (query: string): boolean => win.matchMedia?.(query).matches ?? false;
  const passive = { passive: true } as const;
  return {
    pointer(fn) {
      const move = (event: PointerEvent) => {
        // Touch devices drive parallax by orientation; a finger dragging the slides is not a pointer position.
        if (event.pointerType === 'touch') return;
        const rect = root.getBoundingClientRect();
        fn({ x: event.clientX - rect.left, y: event.clientY - rect.top, width: rect.width, height: rect.height });
      };
      const leave = (event: PointerEvent) => {
        if (event.pointerType !== 'touch') fn(null);
      };
      root.addEventListener('pointermove', move, passive);
      root.addEventListener('pointerleave', leave, passive);
      return () => {
        root.removeEventListener('pointermove', move);
        root.removeEventListener('pointerleave', leave);
      };
    },
    viewport(fn) {
      const emit = () => {
        const rect = root.getBoundingClientRect();
        const doc = win.document.documentElement;
        // A held module (Strata.tsx, sbt-pin.ts) sticks inside its spacer: the spacer's box says where the page is.
        const spacer = root.parentElement?.hasAttribute('data-strata-pin') ? root.parentElement.getBoundingClientRect() : null;
        const pin = spacer ? { pin: { top: spacer.top, height: spacer.height } } : {};
        fn({ top: rect.top, height: rect.height, viewportHeight: win.innerHeight, pageScroll: win.scrollY, pageScrollMax: Math.max(0, doc.scrollHeight - win.innerHeight), ...pin });
      };
      // Far from the viewport the effects sit at their end state: no scroll work there.
      return watchNearViewport(root, win, emit, '100px');
    },
    orientation(fn) {
      const handle = (event: DeviceOrientationEvent) => {
        if (event.beta !== null && event.gamma !== null) fn({ beta: event.beta, gamma: event.gamma });
      };
      win.addEventListener('deviceorientation', handle, passive);
      return () => win.removeEventListener('deviceorientation', handle);
    },
    reducedMotion: () => matches('(prefers-reduced-motion: reduce)'),
    touch: () => matches('(pointer: coarse)') && !matches('(hover: hover)'),
  };
}
