import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata, type StrataModuleSource, type WireModule } from '../../react-ui/index.ts';
// The build's hashed copy (served immutable, compressed): the same file index.html preloads.
import heroFile from '../../fixtures/modules/strata-hero.json?url';
import { createAnalytics, dataLayerSink } from '../analytics.ts';
import { pixelTrackerSink } from '../pixel-tracker.ts';
import { applyPostMeta } from '../theme/post-meta.ts';
import { readPageSettings } from '../page-settings.ts';
import { SiteProvider, type SiteServices } from '../site-context.tsx';
import { TEXT } from '../strings.ts';
import { ContactForm } from '../contact/ContactForm.tsx';
import { PageChrome } from '../theme/chrome/PageChrome.tsx';
import { SiteHeader } from '../theme/header/SiteHeader.tsx';
import { AboutSection } from '../theme/sections/AboutSection.tsx';
import { ProcessSection } from '../theme/sections/ProcessSection.tsx';
import { ServicesWidgets } from '../theme/widgets/ServicesWidgets.tsx';
import { PortfolioSection } from '../gallery/PortfolioSection.tsx';
import { TestimonialsSection } from '../theme/carousel/TestimonialsSection.tsx';
import { LightboxProvider } from '../lightbox/index.ts';
import { BlogSection } from '../like/BlogSection.tsx';
import { ShopSection } from '../cart/ShopSection.tsx';
import { FloatingCart } from '../cart/FloatingCart.tsx';
import { NewsletterSection } from '../newsletter/NewsletterSection.tsx';
import './site.css';
import '../../react-ui/style.css';

/*
 * The site's one page (services page, id 4740): a one-page marketing/portfolio site hosting our hero module.
 * Sections, top to bottom: header (theme/), hero, about and services (theme/), process (theme/), portfolio
 * (gallery/ + lightbox/), blog (like/), shop (cart/), contact (contact/), newsletter (newsletter/), footer; then the
 * page chrome (scroll-to-top, side panel, search, preloader: theme/chrome/) and the floating cart (cart/).
 */
/** Where the hero's media paths are relative to. */
const HERO = '/fixtures/modules/strata-hero.json';

/**
 * The hero's definition, read before the page's first render so the hero has its height in the first layout and
 * nothing below it moves when it starts (CLS; index.html preloads the file while the scripts load, as SR7 pages
 * carry their module JSON). Any failure leaves the fixture's address, and <Strata> loads or reports it there.
 */
async function readHero(): Promise<StrataModuleSource> {
  try {
    const response = await fetch(heroFile);
    return response.ok ? ((await response.json()) as WireModule) : HERO;
  } catch {
    return HERO;
  }
}

function HomePage({ hero }: { hero: StrataModuleSource }) {
  return (
    <>
      <SiteHeader />
      <main>
        {/* Media paths in the definition are relative to its file. */}
        <Strata locale="tr" module={hero} baseUrl={HERO} />
        <AboutSection />
        <section id="hizmetler" className="site-section">
          <h2>{TEXT.services}</h2>
          <p>{TEXT.servicesIntro}</p>
          <ServicesWidgets />
        </section>
        <ProcessSection />
        <PortfolioSection />
        <TestimonialsSection />
        <BlogSection />
        <ShopSection />
        <section id="iletisim" className="site-section">
          <h2>{TEXT.contact}</h2>
          <p>{TEXT.contactIntro}</p>
          <ContactForm formId={4811} />
        </section>
        <NewsletterSection />
      </main>
      <footer className="site-footer">© 2026 Strata</footer>
      <PageChrome />
      <FloatingCart />
    </>
  );
}

/** The composition root of the page: settings the server printed, analytics sinks, then React. */
async function main() {
  const settings = readPageSettings(document);
  const services: SiteServices = {
    settings,
    analytics: createAnalytics([
      dataLayerSink(window as unknown as { dataLayer?: unknown[] }),
      pixelTrackerSink({ createImage: () => new Image(1, 1), path: () => location.pathname, origin: settings.site_url }),
    ]),
  };
  applyPostMeta(document, settings.post); // SPEC §3 page config post fields → the page's share meta
  // Once per page load, here and not in an effect (StrictMode runs effects twice): SPEC §7 page-view pixel.
  services.analytics.emit({ name: 'page_view', category: 'page', label: location.pathname });
  const hero = await readHero();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <SiteProvider services={services}>
        {/* One lightbox for the page: action links anywhere in it open it (SPEC §2). */}
        <LightboxProvider>
          <HomePage hero={hero} />
        </LightboxProvider>
      </SiteProvider>
    </StrictMode>,
  );
}

void main();
