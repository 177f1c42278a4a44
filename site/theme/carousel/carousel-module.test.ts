import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../../../engine/index.ts';
import { carouselModule } from './carousel-module.ts';
import { estimatedLines, LOGO_CARD_HEIGHT, logoCard, testimonialCard, testimonialCardHeight } from './cards.ts';
import { CLIENT_LOGOS, TESTIMONIALS } from './content.ts';
import { escapeText } from './wire-layers.ts';

function testimonials(items: number, w: number) {
  const card = { w, h: testimonialCardHeight(TESTIMONIALS, w) };
  return carouselModule({ id: 4901, alias: 'theme-testimonials', title: 'Yorumlar', items, card, cards: TESTIMONIALS.map((t) => testimonialCard(t, card)), autoplay: true, slideLength: 7000 });
}

describe('generated theme carousel modules', () => {
  it('normalize as Strata carousels: items side by side, 15 px apart, flush left, every card whole', () => {
    const model = normalizeModule(testimonials(3, 387));
    expect(model.type).toBe('carousel');
    expect(model.dbid).toBe(4901);
    expect(model.accessibility).toBe(true);
    expect(model.carousel).toMatchObject({ axis: 'h', align: 'start', maxVisible: 3, space: 15, stretch: false, infinity: true, layers: 'all', borderRadius: '18px' });
    expect(model.carousel?.scale.use).toBe(false);
    expect(model.carousel?.opacity.use).toBe(false);
    // Every level is one card wide, so the module never rescales its cards.
    expect([...model.size.width]).toEqual([387, 387, 387, 387, 387]);
    expect(model.slides.map((s) => s.key)).toEqual(TESTIMONIALS.map((t) => t.key));
    expect(model.slides[0]?.slideshow.len).toBe(7000);
  });

  it('cards are as tall as the longest quote needs: narrower cards grow taller', () => {
    const wide = testimonialCardHeight(TESTIMONIALS, 387);
    const narrow = testimonialCardHeight(TESTIMONIALS, 300);
    expect(narrow).toBeGreaterThan(wide);
    expect(estimatedLines('a'.repeat(100), 88, 16)).toBe(11); // 10 chars a line, one line spare for word wrap
  });

  it('lays every layer of a card inside the card', () => {
    for (const w of [300, 387, 560]) {
      const card = { w, h: testimonialCardHeight(TESTIMONIALS, w) };
      const model = normalizeModule(testimonials(1, w));
      for (const slide of model.slides) {
        expect(slide.layers).toHaveLength(7); // mark, stars, quote, avatar, initials, name, role (the card colour is the slide bg)
        for (const layer of slide.layers) {
          const x = Number.parseFloat(String(layer.pos.x[0]));
          const y = Number.parseFloat(String(layer.pos.y[0]));
          expect(x, `${slide.key}/${layer.id} at ${w}px`).toBeGreaterThanOrEqual(0);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThan(card.h);
        }
      }
    }
    const logo = logoCard(CLIENT_LOGOS[0]!, { w: 280, h: LOGO_CARD_HEIGHT });
    expect(Object.keys(logo.layers)).toEqual(['mark', 'name']);
  });

  it('escapes text, and names a bad spec', () => {
    expect(escapeText('<b>"Ayşe" & Can</b>')).toBe('&#60;b&#62;&#34;Ayşe&#34; &#38; Can&#60;/b&#62;');
    const card = { w: 300, h: 200 };
    const cards = [testimonialCard(TESTIMONIALS[0]!, card)];
    expect(() => carouselModule({ id: 1, alias: 'x', title: 'x', items: 0, card, cards, autoplay: false })).toThrow('carousel "x": items must be a whole number ≥ 1, got 0');
    expect(() => carouselModule({ id: 1, alias: 'x', title: 'x', items: 2, card: { w: 0, h: 10 }, cards, autoplay: false })).toThrow('card size must be positive');
    expect(() => carouselModule({ id: 1, alias: 'x', title: 'x', items: 2, card, cards: [], autoplay: false })).toThrow('no cards');
  });
});
