import { useCallback, useId, useRef, useState } from 'react';
import { useRootClass } from '../dom/root-class.ts';
import { THEME_TEXT } from '../strings.ts';
import { SEARCH_ACTIVE_CLASS, SIDE_PANEL_OPEN_CLASS } from '../theme-classes.ts';
import { readThemeOptions, type StickyVariant } from '../theme-options.ts';
import { LogoMark } from './Logo.tsx';
import { MainMenu } from './MainMenu.tsx';
import { highlightTargets, MAIN_NAV } from './nav-items.ts';
import { useMobileMenu } from './use-mobile-menu.ts';
import { useAnchorNavigation, useCurrentSection } from './use-onepage.ts';
import { stickyClassNames, useStickyHeader } from './use-sticky-header.ts';
import { useStickyHeaderBottom } from '../layout/use-sticky-header-bottom.ts';
import { useTopNavAnimated } from '../layout/use-top-nav.ts';
import '../tokens.css';
import './header.css';

const HIGHLIGHT_IDS = highlightTargets(MAIN_NAV);

/**
 * The page header (`#header`): an announcement bar over the sticky nav bar. `sticky` picks the setup of SPEC §4
 * (default: from `?header=`, see theme-options.ts), shown in `data-sticky-variant`.
 */
export function SiteHeader({ sticky }: { sticky?: StickyVariant }) {
  const [variant] = useState<StickyVariant>(() => sticky ?? readThemeOptions(window.location.search, console.warn).stickyVariant);
  const headerRef = useRef<HTMLElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const menuId = useId();

  const frame = useStickyHeader(headerRef, slotRef, variant);
  const topNavAnimated = useTopNavAnimated(); // SPEC §9 "Top-nav animation threshold 50 px"
  useStickyHeaderBottom(barRef, frame.phase === 'shown', frame.top); // a sticky sidebar stays clear of the bar
  const current = useCurrentSection(HIGHLIGHT_IDS, useCallback(() => slotRef.current?.offsetHeight ?? 0, []));
  const menu = useMobileMenu(toggleRef, drawerRef);
  const { close } = menu;
  const [searchOpen, setSearchOpen] = useRootClass('html', SEARCH_ACTIVE_CLASS);
  const [sidePanelOpen, setSidePanelOpen] = useRootClass('body', SIDE_PANEL_OPEN_CLASS);
  useAnchorNavigation(barRef, useCallback(() => close(), [close]));

  return (
    <header ref={headerRef} id="header" className={topNavAnimated ? 'tm-header top-nav-animate' : 'tm-header'} data-sticky-variant={variant} tabIndex={-1}>
      <div className="header-top">
        <div className="tm-container">
          <p className="header-top-note">
            <span className="header-top-badge">1.0</span>
            {THEME_TEXT.announcement}{' '}
            <a className="smooth-scroll-to-target" href="#hizmetler">
              {THEME_TEXT.announcementLink}
            </a>
          </p>
          <p className="header-top-contact">
            <a href={THEME_TEXT.phoneHref}>{THEME_TEXT.phone}</a>
            <a href={`mailto:${THEME_TEXT.email}`}>{THEME_TEXT.email}</a>
          </p>
        </div>
      </div>
      <div ref={slotRef} className="header-nav">
        <div
          ref={barRef}
          className={`header-nav-sticky ${stickyClassNames(frame)}`.trim()}
          data-sticky-phase={frame.phase}
          style={frame.top === null ? undefined : { top: `${frame.top}px` }}
        >
          <div className="tm-container header-nav-container">
            <a className="tm-logo smooth-scroll-to-target" href="#header" aria-label={THEME_TEXT.logoLabel}>
              <LogoMark />
              <span className="tm-logo-word">Strata</span>
            </a>
            <MainMenu items={MAIN_NAV} current={current} open={menu.open} onClose={() => menu.close(true)} drawerRef={drawerRef} id={menuId} />
            <div className="header-actions">
              <button type="button" className="tm-icon-btn search-trigger" aria-label={THEME_TEXT.openSearch} aria-expanded={searchOpen} onClick={() => setSearchOpen(true)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
              <button type="button" className="tm-icon-btn side-panel-trigger" aria-label={THEME_TEXT.openSidePanel} aria-controls="side-panel" aria-expanded={sidePanelOpen} onClick={() => setSidePanelOpen(!sidePanelOpen)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  {[5, 12, 19].flatMap((x) => [5, 12, 19].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="currentColor" />))}
                </svg>
              </button>
              <a className="tm-btn header-cta smooth-scroll-to-target" href="#iletisim">
                {THEME_TEXT.cta}
              </a>
              <button
                ref={toggleRef}
                type="button"
                id="tm-nav-mobile"
                className={`tm-icon-btn tm-nav-toggle${menu.open ? ' active' : ''}`}
                aria-label={THEME_TEXT.openMenu}
                aria-expanded={menu.open}
                aria-controls={menuId}
                onClick={menu.toggle}
              >
                <span className="tm-burger" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
              </button>
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
