import { useEffect, useState } from 'react';
import { LogoMark } from '../header/Logo.tsx';
import { THEME_TEXT } from '../strings.ts';
import { PRELOADER_FADE_MS, PRELOADER_GIVE_UP_MS, preloaderShowIn } from './preloader.ts';
import '../tokens.css';
import './chrome.css';

type Stage = 'waiting' | 'shown' | 'leaving' | 'gone';

/**
 * The page preloader (SPEC §9 "Preloader shows after 150 ms"): nothing for a page that loads fast; otherwise a
 * full-screen mark until the window's load event, then a fade-out.
 */
export function Preloader() {
  const [stage, setStage] = useState<Stage>('waiting');

  useEffect(() => {
    const showIn = preloaderShowIn(performance.now(), document.readyState === 'complete');
    if (showIn === null) {
      setStage('gone');
      return;
    }
    const finish = () => setStage((s) => (s === 'shown' ? 'leaving' : s === 'waiting' ? 'gone' : s));
    const showTimer = window.setTimeout(() => setStage((s) => (s === 'waiting' ? 'shown' : s)), showIn);
    const giveUpTimer = window.setTimeout(finish, PRELOADER_GIVE_UP_MS);
    window.addEventListener('load', finish);
    return () => {
      window.clearTimeout(showTimer);
      window.clearTimeout(giveUpTimer);
      window.removeEventListener('load', finish);
    };
  }, []);

  useEffect(() => {
    if (stage !== 'leaving') return;
    const timer = window.setTimeout(() => setStage('gone'), PRELOADER_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [stage]);

  if (stage === 'waiting' || stage === 'gone') return null;
  return (
    <div className={`tm-preloader${stage === 'leaving' ? ' is-leaving' : ''}`} role="status">
      <LogoMark className="tm-preloader-mark" />
      <span className="tm-visually-hidden">{THEME_TEXT.loading}</span>
    </div>
  );
}
