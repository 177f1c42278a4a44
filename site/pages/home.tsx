import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata } from '../../react-ui/index.ts';
import { TEXT } from '../strings.ts';
import './site.css';

/** The site's first page (services page, id 4740) hosting our hero module. */
function HomePage() {
  return (
    <>
      <header className="site-header" id="header">
        <a className="site-logo" href="#header">
          Strata
        </a>
        <nav aria-label={TEXT.mainMenu}>
          <a href="#hizmetler">{TEXT.services}</a>
          <a href="#iletisim">{TEXT.contact}</a>
        </nav>
      </header>
      <main>
        <Strata module="/fixtures/modules/strata-hero.json" />
        <section id="hizmetler" className="site-section">
          <h2>{TEXT.services}</h2>
          <p>{TEXT.servicesIntro}</p>
        </section>
        <section id="iletisim" className="site-section">
          <h2>{TEXT.contact}</h2>
          <p>{TEXT.contactIntro}</p>
        </section>
      </main>
      <footer className="site-footer">© 2026 Strata</footer>
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <HomePage />
  </StrictMode>,
);
