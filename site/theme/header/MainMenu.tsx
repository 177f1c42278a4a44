import type { RefObject } from 'react';
import { THEME_TEXT } from '../strings.ts';
import { LogoMark } from './Logo.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import type { NavItem } from './nav-items.ts';

interface MainMenuProps {
  items: readonly NavItem[];
  /** The id whose link is `current active`. */
  current: string | null;
  open: boolean;
  onClose: () => void;
  drawerRef: RefObject<HTMLElement | null>;
  id: string;
}

/**
 * The header menu (`.tm-header-menu.onepage-nav`): a horizontal bar on desktop, an off-canvas drawer with a
 * close button and a backdrop below 1024 px (BEHAVIOURS §6 "Mobile nav").
 */
export function MainMenu({ items, current, open, onClose, drawerRef, id }: MainMenuProps) {
  return (
    <>
      <nav ref={drawerRef} id={id} className={`tm-header-menu onepage-nav${open ? ' active' : ''}`} aria-label={THEME_TEXT.mainMenu}>
        <div className="tm-header-menu-head">
          <span className="tm-logo tm-logo-small">
            <LogoMark />
            Strata
          </span>
          <button type="button" className="tm-menu-close tm-icon-btn" aria-label={THEME_TEXT.closeMenu} onClick={() => onClose()}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <ul className="tm-menu">
          {items.map((item) =>
            item.kind === 'mega' ? (
              <MegaMenu key={item.id} item={item} />
            ) : (
              <li key={item.href} className={`menu-item${current === item.href.slice(1) ? ' current active' : ''}`}>
                <a className="menu-link" href={item.href} aria-current={current === item.href.slice(1) ? 'location' : undefined}>
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
        <div className="tm-header-menu-foot">
          <a className="tm-btn" href="#iletisim">
            {THEME_TEXT.cta}
          </a>
          <p>
            <a href={THEME_TEXT.phoneHref}>{THEME_TEXT.phone}</a>
            <a href={`mailto:${THEME_TEXT.email}`}>{THEME_TEXT.email}</a>
          </p>
        </div>
      </nav>
      <div className={`tm-header-menu-backdrop${open ? ' active' : ''}`} aria-hidden="true" onClick={() => onClose()} />
    </>
  );
}
