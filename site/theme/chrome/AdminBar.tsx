import { useEffect } from 'react';
import { LogoMark } from '../header/Logo.tsx';
import { THEME_TEXT } from '../strings.ts';
import '../tokens.css';
import './chrome.css';

/** `<html>` class that reserves the bar's height and sets `--tm-admin-bar-h` (see chrome.css). */
export const ADMIN_BAR_HTML_CLASS = 'tm-has-admin-bar';

/**
 * A WordPress-style admin bar (`#wpadminbar`), as a logged-in editor sees the page (SPEC §6): 32 px, 46 px at
 * 782 px and narrower, and kept fixed under 600 px where WordPress would let it scroll away, so the header
 * offsets stay true. The reference server has no admin screens, so its items are labels, not links.
 */
export function AdminBar({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!enabled) return;
    document.documentElement.classList.add(ADMIN_BAR_HTML_CLASS);
    document.body.classList.add('admin-bar');
    return () => {
      document.documentElement.classList.remove(ADMIN_BAR_HTML_CLASS);
      document.body.classList.remove('admin-bar');
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div id="wpadminbar" role="navigation" aria-label={THEME_TEXT.adminBar}>
      <ul className="ab-items">
        <li className="ab-brand">
          <LogoMark className="ab-mark" />
          Strata
        </li>
        <li>{THEME_TEXT.adminDashboard}</li>
        <li>{THEME_TEXT.adminEdit}</li>
      </ul>
      <p className="ab-greeting">{THEME_TEXT.adminGreeting}</p>
    </div>
  );
}
