/**
 * The filterable, sortable masonry grid (BEHAVIOURS §6) in the theme's markup. React renders it once; the
 * Isotope controller (isotope.ts) owns the positions. A click on an item opens the lightbox gallery of the
 * items shown now, in their shown order (filtered and sorted), at the clicked one (SPEC §2).
 */
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useLightbox } from '../lightbox/index.ts';
import { createIsotope, type Isotope } from './isotope.ts';
import { CATEGORIES, fullImage, THUMB_WIDTH, thumbHeight, thumbImage, type PortfolioItem } from './portfolio-items.ts';

const categoryLabel = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;

export function IsotopeGallery({ id, items, masonry = true }: { id: string; items: readonly PortfolioItem[]; masonry?: boolean }) {
  const layoutRef = useRef<HTMLDivElement>(null);
  const isotopeRef = useRef<Isotope | null>(null);
  const lightbox = useLightbox();

  // A layout effect: the first positions are applied before the browser paints the stacked items.
  useLayoutEffect(() => {
    const isotope = createIsotope(layoutRef.current as HTMLDivElement);
    isotopeRef.current = isotope;
    return () => {
      isotope.destroy();
      isotopeRef.current = null;
    };
  }, []);

  const openLightbox = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.isotope-item-link');
    const isotope = isotopeRef.current;
    // Without the lightbox (not mounted yet) the link simply opens the full-size image.
    if (!link || !isotope || !lightbox) return;
    event.preventDefault();
    const visible = isotope.visibleItems();
    const links = visible.map((item) => item.querySelector<HTMLAnchorElement>('a.isotope-item-link') as HTMLAnchorElement);
    lightbox.open(
      { items: links.map((a) => ({ type: 'image', src: a.getAttribute('href') ?? '', title: a.title })), index: Math.max(0, links.indexOf(link)) },
      link,
    );
  };

  return (
    <div id={id} ref={layoutRef} className={`isotope-layout portfolio-gallery${masonry ? ' masonry' : ''}`}>
      <div className="isotope-layout-inner" onClick={openLightbox}>
        <div className="isotope-item-sizer" aria-hidden="true" />
        {items.map((item) => (
          <div key={item.file} className={`isotope-item ${item.category}`} data-date={item.date}>
            <a className="isotope-item-link portfolio-card" href={fullImage(item)} title={item.title}>
              <img src={thumbImage(item)} width={THUMB_WIDTH} height={thumbHeight(item)} alt={item.alt} loading="lazy" decoding="async" />
              <span className="portfolio-card__caption">
                <span className="portfolio-card__category">{categoryLabel(item.category)}</span>
                <span className="title">{item.title}</span>
              </span>
            </a>
          </div>
        ))}
      </div>
    </div>
  );
}
