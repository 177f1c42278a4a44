/**
 * The theme's carousels are Strata carousel modules generated for the space they get (SPEC §3 "Carousel", §9):
 * `items` cards of `card.w` px side by side, `space` px apart, filling the container exactly. SR7's size ladder is
 * also its level ladder, so with every level as wide as one card the module never rescales its cards (scale 1) and
 * the card width, not a breakpoint, decides the layout; the view regenerates the module when the width changes.
 */
import { THEME_SLIDER_SPACE_PX } from './items-per-view.ts';
import { slideBackground } from './wire-layers.ts';

export interface CarouselCard {
  /** Slide key (stable across regenerations, so the carousel keeps its place). */
  readonly key: string;
  /** The slide's title (its accessible name). */
  readonly title: string;
  readonly background: string;
  /** Wire layers keyed by id (wire-layers.ts), laid out for the card size. */
  readonly layers: Readonly<Record<string, unknown>>;
}

export interface CarouselModuleSpec {
  /** Module id (`window["revapi" + id]`), alias and title (the region's label). */
  readonly id: number;
  readonly alias: string;
  readonly title: string;
  readonly items: number;
  readonly card: { readonly w: number; readonly h: number };
  readonly cards: readonly CarouselCard[];
  readonly space?: number;
  /** Slideshow: advances by itself every `slideLength` ms; pauses on hover, focus and when off screen (SPEC §4). */
  readonly autoplay: boolean;
  readonly slideLength?: number;
}

const five = <T,>(value: T): T[] => [value, value, value, value, value];

export function carouselModule(spec: CarouselModuleSpec): Record<string, unknown> {
  if (!Number.isInteger(spec.items) || spec.items < 1) throw new RangeError(`carousel "${spec.alias}": items must be a whole number ≥ 1, got ${spec.items}`);
  if (!(spec.card.w > 0 && spec.card.h > 0)) throw new RangeError(`carousel "${spec.alias}": card size must be positive, got ${spec.card.w} × ${spec.card.h}`);
  if (spec.cards.length === 0) throw new RangeError(`carousel "${spec.alias}": no cards`);
  const slides: Record<string, unknown> = {};
  spec.cards.forEach((card, i) => {
    slides[card.key] = {
      id: card.key,
      slide: { id: card.key, order: i + 1, title: card.title, ...(spec.slideLength ? { slideshow: { len: spec.slideLength } } : {}) },
      layers: { bg: slideBackground(card.background), ...card.layers },
    };
  });
  return {
    id: spec.id,
    settings: {
      alias: spec.alias,
      title: spec.title,
      type: 'carousel',
      acc: true,
      size: { fullWidth: false, width: five(spec.card.w), height: five(spec.card.h) },
      slideshow: { auto: spec.autoplay },
      carousel: {
        type: 'h',
        // Flush left, every card at full size and opacity: a row of equals, not a focus with fading wings.
        align: 'left',
        maxV: spec.items,
        space: spec.space ?? THEME_SLIDER_SPACE_PX,
        scale: false,
        opacity: false,
        snap: true,
        // SR7 loops only when no card would be needed twice in view (engine/anim/carousel.ts isInfinite).
        infinity: true,
        ease: 'power3.inOut',
        dur: 800,
        showAllLayers: 'all',
        bR: 18,
        bRU: 'px',
        pT: 0,
        pB: 0,
      },
    },
    slides,
  };
}
