import { useState } from 'react';
import type { StrataApi } from '../../../engine/index.ts';
import { useArrowProxy } from '../layout/use-arrow-proxy.ts';
import { THEME_TEXT } from '../strings.ts';
import { carouselModule } from './carousel-module.ts';
import { LOGO_CARD_HEIGHT, logoCard, testimonialCard, testimonialCardHeight } from './cards.ts';
import { CLIENT_LOGOS, TESTIMONIALS } from './content.ts';
import { defaultCarouselItems, itemsPerView } from './items-per-view.ts';
import { ThemeCarousel, type CarouselBuild } from './ThemeCarousel.tsx';
import '../tokens.css';
import './carousel.css';

/** Module ids of the generated carousels (`window.revapi4901` …), clear of the database's modules. */
export const TESTIMONIALS_MODULE_ID = 4901;
export const LOGOS_MODULE_ID = 4902;

// Module-level builders: stable identities, so a re-render does not rebuild a carousel.
function testimonialsModule(items: number, w: number): CarouselBuild {
  const card = { w, h: testimonialCardHeight(TESTIMONIALS, w) };
  const module = carouselModule({
    id: TESTIMONIALS_MODULE_ID,
    alias: 'theme-testimonials',
    title: THEME_TEXT.testimonialsTitle,
    items,
    card,
    cards: TESTIMONIALS.map((t) => testimonialCard(t, card)),
    autoplay: true,
    slideLength: 7000,
  });
  return { module, height: card.h };
}

function logosModule(items: number, w: number): CarouselBuild {
  const card = { w, h: LOGO_CARD_HEIGHT };
  const module = carouselModule({
    id: LOGOS_MODULE_ID,
    alias: 'theme-logos',
    title: THEME_TEXT.clientsTitle,
    items,
    card,
    cards: CLIENT_LOGOS.map((logo) => logoCard(logo, card)),
    autoplay: true,
    slideLength: 3000,
  });
  return { module, height: card.h };
}

/**
 * "Müşterilerimiz ne diyor?": the theme's own carousels (SPEC §9) — testimonials at the carousel default (3 / 2 / 1
 * by device) with arrows in the heading, and the client wordmarks at the theme slider's breakpoints (1 to 4 items).
 */
export function TestimonialsSection() {
  const [api, setApi] = useState<StrataApi | null>(null);
  // The heading's arrows reach the carousel through its API 300 ms after a press (SPEC §9, theme/layout/arrow-proxy.ts).
  const pressArrow = useArrowProxy(api);
  return (
    <section id="referanslar" className="tm-section tm-testimonials" aria-labelledby="referanslar-baslik">
      <div className="tm-container">
        <div className="tm-carousel-head">
          <div>
            <p className="tm-eyebrow">{THEME_TEXT.testimonialsEyebrow}</p>
            <h2 id="referanslar-baslik">{THEME_TEXT.testimonialsTitle}</h2>
          </div>
          <div className="tm-carousel-arrows">
            <button type="button" className="tm-icon-btn tm-carousel-arrow" aria-label={THEME_TEXT.previousTestimonial} disabled={!api} onClick={() => pressArrow('prev')}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <button type="button" className="tm-icon-btn tm-carousel-arrow" aria-label={THEME_TEXT.nextTestimonial} disabled={!api} onClick={() => pressArrow('next')}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </div>
        </div>
        <ThemeCarousel className="tm-carousel-testimonials" itemsAt={defaultCarouselItems} build={testimonialsModule} onApi={setApi} />
        <p className="tm-carousel-caption">{THEME_TEXT.clientsTitle}</p>
        <ThemeCarousel className="tm-carousel-logos" itemsAt={itemsPerView} build={logosModule} />
      </div>
    </section>
  );
}
