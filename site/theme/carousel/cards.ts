/**
 * Card layouts of the theme carousels, in px of one card (carousel-module.ts): a testimonial (quote, stars, avatar
 * initials, name and role) and a client wordmark. The testimonial card is as tall as its longest quote needs at
 * this width, so no quote is ever cut off, however narrow the card.
 */
import type { CarouselCard } from './carousel-module.ts';
import type { ClientLogo, Testimonial } from './content.ts';
import { shapeLayer, textLayer } from './wire-layers.ts';

const PAD = 28;
const QUOTE_TOP = 76;
const QUOTE_SIZE = 16;
const QUOTE_LINE = 26;
const AVATAR = 48;
/** Average advance of a character of the site's sans-serif at 1 px font size; generous, so estimates run long. */
const CHAR_EM = 0.55;

const INK = '#1d2433';
const NAVY = '#0b1634';
const MUTED = '#5b6475';
const BRAND = '#2f5bea';

/** Lines a text needs at a font size in a given width (word wrap makes it a line more at most). */
export function estimatedLines(text: string, width: number, fontSize: number): number {
  const perLine = Math.max(1, Math.floor(width / (fontSize * CHAR_EM)));
  return Math.ceil(text.length / perLine) + 1;
}

/** The testimonial cards' common height at a card width: room for the longest quote. */
export function testimonialCardHeight(list: readonly Testimonial[], cardWidth: number): number {
  const lines = Math.max(...list.map((t) => estimatedLines(t.quote, cardWidth - 2 * PAD, QUOTE_SIZE)));
  return QUOTE_TOP + lines * QUOTE_LINE + 20 + AVATAR + PAD;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toLocaleUpperCase('tr');

export function testimonialCard(t: Testimonial, card: { w: number; h: number }): CarouselCard {
  const footer = card.h - PAD - AVATAR;
  return {
    key: t.key,
    title: `${t.name} — ${t.role}`,
    background: '#ffffff',
    layers: {
      mark: textLayer({ id: 'mark', text: '“', x: PAD - 2, y: 8, size: 72, lineHeight: 80, weight: 800, color: BRAND, decorative: true }),
      stars: textLayer({ id: 'stars', text: '★★★★★', x: card.w - PAD - 86, y: 30, w: 86, size: 15, lineHeight: 20, color: '#f59e0b', align: 'left', letterSpacing: 2, decorative: true }),
      quote: textLayer({ id: 'quote', tag: 'p', text: t.quote, x: PAD, y: QUOTE_TOP, w: card.w - 2 * PAD, size: QUOTE_SIZE, lineHeight: QUOTE_LINE, color: INK }),
      avatar: shapeLayer({ id: 'avatar', x: PAD, y: footer, w: AVATAR, h: AVATAR, color: 'rgba(47, 91, 234, 0.12)', radius: '50%' }),
      initials: textLayer({ id: 'initials', text: initials(t.name), x: PAD, y: footer, w: AVATAR, size: 16, lineHeight: AVATAR, weight: 750, color: BRAND, align: 'center', decorative: true }),
      name: textLayer({ id: 'name', text: t.name, x: PAD + AVATAR + 14, y: footer + 3, w: card.w - 2 * PAD - AVATAR - 14, size: 16, lineHeight: 22, weight: 700, color: NAVY }),
      role: textLayer({ id: 'role', text: t.role, x: PAD + AVATAR + 14, y: footer + 26, w: card.w - 2 * PAD - AVATAR - 14, size: 13, lineHeight: 18, color: MUTED }),
    },
  };
}

/** Height of the wordmark cards. */
export const LOGO_CARD_HEIGHT = 104;

export function logoCard(logo: ClientLogo, card: { w: number; h: number }): CarouselCard {
  const size = 19;
  const mark = 26;
  const textWidth = Math.ceil(logo.name.length * size * CHAR_EM);
  const total = mark + 12 + textWidth;
  const left = Math.max(16, (card.w - total) / 2);
  const top = (card.h - mark) / 2;
  return {
    key: logo.key,
    title: logo.name,
    background: '#ffffff',
    layers: {
      mark: shapeLayer({ id: 'mark', x: left, y: top, w: mark, h: mark, color: logo.color, radius: 8 }),
      name: textLayer({ id: 'name', text: logo.name, x: left + mark + 12, y: top - 2, size, lineHeight: 30, weight: 800, color: NAVY, letterSpacing: -0.4 }),
    },
  };
}
