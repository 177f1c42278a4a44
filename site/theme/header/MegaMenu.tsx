import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { rovingIndex } from '../widgets/roving.ts';
import { megaMenuLayout } from './mega-menu.ts';
import { MegaPanelContent } from './MegaPanelContent.tsx';
import type { NavMega } from './nav-items.ts';
import { isMobileLayout } from '../../breakpoints.ts';

/** Hover intent: a pointer passing over the bar must not flash panels open and shut. */
const HOVER_CLOSE_DELAY_MS = 180;

/**
 * One mega-menu (SPEC §2), as a WAI-ARIA disclosure: a button with aria-expanded controls the panel.
 * Enter/Space toggle it, ArrowDown opens it onto its first link, arrows move between links, Esc closes it and
 * gives focus back to the button, and focus or a click leaving the item closes it. Desktop: opens on hover too,
 * and the panel takes its width and place from megaMenuLayout; in the mobile drawer it is a plain sub-list.
 */
export function MegaMenu({ item }: { item: NavMega }) {
  const [open, setOpen] = useState(false);
  const [layout, setLayout] = useState<{ width: number; offsetLeft: number } | null>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  /** Opened by the pointer resting on it: a click then keeps it open rather than toggling it shut. */
  const openedByHover = useRef(false);
  const panelId = useId();

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  const closeAndFocusButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Measured before paint so an opening panel never shows at a stale place.
  useLayoutEffect(() => {
    const li = itemRef.current;
    const container = li?.closest('.tm-container');
    if (!open || !li || !container || isMobileLayout(window.innerWidth)) {
      setLayout(null);
      return;
    }
    const c = container.getBoundingClientRect();
    const i = li.getBoundingClientRect();
    const style = getComputedStyle(container);
    const inner = { left: c.left + parseFloat(style.paddingLeft), width: c.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    setLayout(megaMenuLayout(item.width, item.position, inner, { left: i.left, width: i.width }));
  }, [open, item.width, item.position]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // The panel's place was measured for this viewport; rather than chase a resize, let it go.
    const onResize = () => setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);

  const hover = (enter: boolean, pointerType: string) => {
    if (pointerType !== 'mouse' || isMobileLayout(window.innerWidth)) return;
    window.clearTimeout(hoverTimer.current);
    if (!enter) {
      hoverTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
    } else if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  };

  const onButtonClick = () => {
    const pin = openedByHover.current;
    openedByHover.current = false;
    setOpen(pin || !open);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // The panel is in the DOM while closed (hidden), so its first link can take focus once it shows.
      requestAnimationFrame(() => links()[0]?.focus());
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndFocusButton();
      return;
    }
    const all = links();
    const index = rovingIndex(event.key, all.indexOf(document.activeElement as HTMLAnchorElement), all.length, 'vertical');
    if (index === null) return;
    event.preventDefault();
    all[index]?.focus();
  };

  return (
    <li
      ref={itemRef}
      className={`menu-item menu-item-has-mega${open ? ' open' : ''}`}
      data-mega-width={item.width}
      data-mega-position={item.position}
      onPointerEnter={(e) => hover(true, e.pointerType)}
      onPointerLeave={(e) => hover(false, e.pointerType)}
      onBlur={(e) => {
        // Keyboard focus leaving the item closes it. A click on a plain part of the panel blurs with no
        // relatedTarget and must not; pointer presses outside are the pointerdown handler's job.
        if (e.relatedTarget && !itemRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" className="menu-link mega-toggle" aria-expanded={open} aria-controls={panelId} onClick={onButtonClick} onKeyDown={onButtonKey}>
        {item.label}
        <svg className="mega-caret" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="tm-mega-panel"
        hidden={!open}
        onKeyDown={onPanelKey}
        style={layout ? { width: `${layout.width}px`, left: `${layout.offsetLeft}px` } : undefined}
      >
        <MegaPanelContent item={item} />
      </div>
    </li>
  );
}
