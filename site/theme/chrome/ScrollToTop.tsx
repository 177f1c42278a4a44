import { useState } from 'react';
import { focusSection } from '../dom/focus.ts';
import { useScrollFrame } from '../dom/scroll-frame.ts';
import { scrollWindowTo } from '../dom/window-scroll.ts';
import { THEME_TEXT } from '../strings.ts';
import { scrollToTopVisible } from './scroll-to-top.ts';
import '../tokens.css';
import './chrome.css';

/** The scroll-to-top button: fades in past 600 px and glides back to the top (SPEC §4, §9). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useScrollFrame((scrollTop) => setVisible(scrollToTopVisible(scrollTop)));

  const toTop = () => {
    void scrollWindowTo(window, 0).done.then((how) => {
      const header = document.getElementById('header');
      if (how === 'arrived' && header) focusSection(header);
    });
  };

  return (
    <button type="button" className={`scroll-to-top${visible ? ' visible' : ''}`} aria-label={THEME_TEXT.scrollToTop} onClick={toTop}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
