import { useEffect, useRef, useState } from 'react';
import { useSite } from '../../site-context.tsx';
import { FRAME_MS, followStep, helperCentre, helperLook, helperSize, type MouseHelperLook, type MouseHelperMode, type MouseHelperSettings, type Point } from './mouse-helper.ts';
import { useMouseHelperEnabled } from './use-mouse-helper-enabled.ts';
import '../tokens.css';
import './mouse-helper.css';

const LINK_SELECTOR = 'a[href], button, [role="button"], summary, label[for]';
const SLIDER_SELECTOR = '[data-strata-module]';
const HIDDEN: MouseHelperLook = { mode: 'hidden', label: '' };

/** The cursor-following circle (SPEC §3, §9): off unless the page settings switch it on, and decorative (aria-hidden). */
export function MouseHelper() {
  const { settings } = useSite();
  return useMouseHelperEnabled(settings) ? <MouseHelperCircle settings={settings} /> : null;
}

function MouseHelperCircle({ settings }: { settings: MouseHelperSettings }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [look, setLook] = useState<MouseHelperLook>(HIDDEN);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cursor: Point | null = null;
    let mode: MouseHelperMode = 'hidden';
    let at: Point | null = null;
    let frame = 0;
    let last = 0;
    const show = (next: MouseHelperLook) => setLook((before) => (before.mode === next.mode && before.label === next.label ? before : next));

    // The frame loop runs only while the circle is catching up with the cursor: an idle page does no work.
    const tick = (now: number) => {
      frame = 0;
      if (!cursor) return;
      // The size the circle is growing to, not the one it has mid-transition, so it settles clear of the cursor.
      const target = helperCentre(cursor, settings.mouse_helper_centered, helperSize(mode));
      at = followStep(at ?? target, target, settings.mouse_helper_delay, last ? now - last : FRAME_MS);
      last = now;
      el.style.transform = `translate3d(${at.x}px, ${at.y}px, 0) translate(-50%, -50%)`;
      if (at !== target) frame = requestAnimationFrame(tick);
      else last = 0;
    };
    const move = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return show(HIDDEN);
      cursor = { x: event.clientX, y: event.clientY };
      const under = event.target instanceof Element ? event.target : null;
      const next = helperLook(settings, { overLink: !!under?.closest(LINK_SELECTOR), overSlider: !!under?.closest(SLIDER_SELECTOR) });
      mode = next.mode;
      show(next);
      if (!frame) frame = requestAnimationFrame(tick);
    };
    // Leaving the window: the circle waits out of sight and starts again where the cursor comes back.
    const leave = (event: PointerEvent) => {
      if (event.relatedTarget !== null) return;
      at = null;
      mode = 'hidden';
      show(HIDDEN);
    };
    window.addEventListener('pointermove', move, { passive: true });
    document.documentElement.addEventListener('pointerout', leave, { passive: true });
    return () => {
      window.removeEventListener('pointermove', move);
      document.documentElement.removeEventListener('pointerout', leave);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [settings]);

  return (
    <div
      ref={ref}
      className="tm-mouse-helper"
      data-mode={look.mode}
      data-centered={settings.mouse_helper_centered ? '' : undefined}
      style={{ width: helperSize(look.mode), height: helperSize(look.mode) }}
      aria-hidden="true"
    >
      <span className="tm-mouse-helper-label">{look.label}</span>
      {look.mode === 'slider' && (
        <svg className="tm-mouse-helper-drag" viewBox="0 0 40 16" focusable="false">
          <path d="M9 3 4 8l5 5M31 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </div>
  );
}
