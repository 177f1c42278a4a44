import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { LogoMark } from '../header/Logo.tsx';
import { highlightTargets, SECTION_NAV } from '../header/nav-items.ts';
import { SIDE_PANEL_OPEN_CLASS } from '../theme-classes.ts';
import { useCurrentSection } from '../header/use-onepage.ts';
import { useRootClass } from '../dom/root-class.ts';
import { useOverlayFocus } from '../dom/use-overlay.ts';
import { THEME_TEXT } from '../strings.ts';
import '../tokens.css';
import './chrome.css';

const HIGHLIGHT_IDS = highlightTargets(SECTION_NAV);
/** Touch devices also get `overflow-hidden` on body (BEHAVIOURS §6 says "mobile UAs"; we ask the pointer). */
const COARSE_POINTER = '(pointer: coarse)';

const stickyNavHeight = () => document.querySelector<HTMLElement>('.header-nav')?.offsetHeight ?? 0;

/**
 * The side panel (SPEC §2 "Side panel with an overlay", "Vertical or side-panel navigation"): with a
 * `.side-panel-trigger` on the page, body gets `has-side-panel side-panel-right`; `side-panel-open` on body is
 * its state, toggled by the trigger and by a click on the overlay. Its vertical menu is a one-page menu too.
 */
export function SidePanel() {
  const [open, setOpen] = useRootClass('body', SIDE_PANEL_OPEN_CLASS);
  const panelRef = useRef<HTMLElement>(null);
  const current = useCurrentSection(HIGHLIGHT_IDS, stickyNavHeight);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useOverlayFocus(open, panelRef, close);

  useEffect(() => {
    if (!document.querySelector('.side-panel-trigger')) return;
    document.body.classList.add('has-side-panel', 'side-panel-right');
    return () => document.body.classList.remove('has-side-panel', 'side-panel-right', SIDE_PANEL_OPEN_CLASS);
  }, []);

  useEffect(() => {
    if (!open || !window.matchMedia(COARSE_POINTER).matches) return;
    document.body.classList.add('overflow-hidden');
    return () => document.body.classList.remove('overflow-hidden');
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  return (
    <>
      <div className="side-panel-body-overlay" aria-hidden="true" onClick={() => setOpen(!open)} />
      <aside ref={panelRef} id="side-panel" className="side-panel" aria-label={THEME_TEXT.sidePanelTitle} inert={!open} onClick={closeOnLink}>
        <div className="side-panel-head">
          <span className="tm-logo tm-logo-small">
            <LogoMark />
            Strata
          </span>
          <button type="button" className="tm-icon-btn side-panel-close" aria-label={THEME_TEXT.closeSidePanel} onClick={close}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p className="side-panel-intro">{THEME_TEXT.sidePanelIntro}</p>
        <nav className="side-panel-nav onepage-nav" aria-label={THEME_TEXT.sidePanelNav}>
          <ul>
            {SECTION_NAV.map((link) => {
              const here = current === link.href.slice(1);
              return (
                <li key={link.href} className={here ? 'current active' : undefined}>
                  <a href={link.href} aria-current={here ? 'location' : undefined}>
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="side-panel-contact">
          <p className="tm-eyebrow">{THEME_TEXT.sidePanelContact}</p>
          <address>
            {THEME_TEXT.address}
            <br />
            <a href={THEME_TEXT.phoneHref}>{THEME_TEXT.phone}</a>
            <br />
            <a href={`mailto:${THEME_TEXT.email}`}>{THEME_TEXT.email}</a>
          </address>
          <a className="tm-btn smooth-scroll-to-target" href="#iletisim">
            {THEME_TEXT.cta}
          </a>
        </div>
      </aside>
    </>
  );
}
