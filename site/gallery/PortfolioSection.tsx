/**
 * The "Portfolyo" section of the one-page site: the theme's filter and sort bars, the masonry gallery, and a row
 * of page-builder action links that open the lightbox (SPEC §2): an iframe (the promo page), ajax content, an
 * inline block and an image, written as Elementor writes them (`#elementor-action:…`) or as `data-lightbox` links.
 */
import { useEffect, useRef } from 'react';
import { actionHref } from '../lightbox/index.ts';
import { bindIsotopeControls } from './isotope-controls.ts';
import { IsotopeGallery } from './IsotopeGallery.tsx';
import { CATEGORIES, fullImage, PORTFOLIO } from './portfolio-items.ts';
import { PORTFOLIO_TEXT as T } from './strings.ts';
import './portfolio.css';

const GALLERY_ID = 'portfolyo-galeri';
const FEATURED = PORTFOLIO[2]!;
const SORTS = [
  ['original-order', T.sortOriginal],
  ['name', T.sortName],
  ['date', T.sortDate],
  ['shuffle', T.sortShuffle],
] as const;

/** A theme filter/sort link: a toggle button for assistive technology, `active` for the theme's CSS. */
function BarLink({ active, data, label }: { active: boolean; data: Record<string, string>; label: string }) {
  return (
    <a href="#" role="button" aria-pressed={active} className={active ? 'active' : undefined} {...data}>
      {label}
    </a>
  );
}

export function PortfolioSection() {
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const bars = sectionRef.current?.querySelectorAll<HTMLElement>('.isotope-layout-filter, .isotope-layout-sorter') ?? [];
    const unbind = [...bars].map((bar) => bindIsotopeControls(bar));
    return () => unbind.forEach((fn) => fn());
  }, []);

  return (
    <section id="portfolyo" ref={sectionRef} className="site-section portfolio-section">
      <h2>{T.heading}</h2>
      <p>{T.intro}</p>
      <div className="portfolio-toolbar">
        <div className="isotope-layout-filter" data-link-with={GALLERY_ID} role="group" aria-label={T.filterGroup}>
          <BarLink active data={{ 'data-filter': '*' }} label={T.all} />
          {CATEGORIES.map((c) => (
            <BarLink key={c.slug} active={false} data={{ 'data-filter': `.${c.slug}` }} label={c.label} />
          ))}
        </div>
        <div className="isotope-layout-sorter" data-link-with={GALLERY_ID} role="group" aria-label={T.sortGroup}>
          {SORTS.map(([key, label]) => (
            <BarLink key={key} active={key === 'original-order'} data={{ 'data-sortby': key }} label={label} />
          ))}
        </div>
      </div>
      <IsotopeGallery id={GALLERY_ID} items={PORTFOLIO} />
      <nav className="portfolio-actions" aria-label={T.actionsGroup}>
        <a className="portfolio-action portfolio-action--primary" href={actionHref({ type: 'video', videoType: 'hosted', url: '/fixtures/site/tanitim.html' })}>
          <span aria-hidden="true">▶</span> {T.watchVideo}
        </a>
        <a className="portfolio-action" data-lightbox="ajax" href="/fixtures/site/ajax/proje-ayrintilari.html">
          {T.details}
        </a>
        <a className="portfolio-action" data-lightbox="inline" href="#proje-brifi">
          {T.brief}
        </a>
        <a className="portfolio-action" href={actionHref({ type: 'image', url: fullImage(FEATURED), title: FEATURED.title })}>
          {T.featured}
        </a>
      </nav>
      <div id="proje-brifi" className="mfp-hide portfolio-brief">
        <h3>{T.briefTitle}</h3>
        <ol>
          {T.briefItems.map(([name, text]) => (
            <li key={name}>
              <strong>{name}:</strong> {text}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
