import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata } from '../../react-ui/index.ts';
import { createAnalytics, dataLayerSink } from '../analytics.ts';
import { readPageSettings } from '../page-settings.ts';
import { SiteProvider, type SiteServices } from '../site-context.tsx';
import { TEXT } from '../strings.ts';
import './site.css';

/*
 * The site's one page (services page, id 4740): a one-page marketing/portfolio site hosting our hero module.
 * Sections, top to bottom: header (theme/), hero, services (theme/ widgets), portfolio (gallery/ + lightbox/),
 * blog (like/), shop (cart/), contact (contact/), newsletter (newsletter/), footer.
 */
function HomePage() {
  return (
    <>
      {/* site-header */}
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
          {/* services-widgets */}
        </section>
        {/* portfolio-section */}
        {/* blog-section */}
        {/* shop-section */}
        <section id="iletisim" className="site-section">
          <h2>{TEXT.contact}</h2>
          <p>{TEXT.contactIntro}</p>
          {/* contact-form */}
        </section>
        {/* newsletter-section */}
      </main>
      <footer className="site-footer">© 2026 Strata</footer>
      {/* page-chrome: scroll-to-top, side panel, search overlay, floating cart, particles, preloader */}
    </>
  );
}

/** The composition root of the page: settings the server printed, analytics sinks, then React. */
function main() {
  const services: SiteServices = {
    settings: readPageSettings(document),
    analytics: createAnalytics([dataLayerSink(window as unknown as { dataLayer?: unknown[] })]),
  };
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <SiteProvider services={services}>
        <HomePage />
      </SiteProvider>
    </StrictMode>,
  );
}

main();
