/**
 * Interface strings of a module (issue 17: English by default, Turkish shipped as a locale): the carousel's
 * accessibility messages (SPEC §8: previous slide, next slide, this is the first slide, this is the last slide, go to
 * slide), the rotation control and live region of the WAI-ARIA APG carousel pattern, the names of the navigation
 * lists and the modal host's. `<Strata locale="tr">` picks a locale, `strings` overrides single entries.
 */
import { useContext, useMemo } from 'react';
import { StringsContext } from './strings-context.ts';

export { StringsContext, type StringsChoice } from './strings-context.ts';

export interface StrataStrings {
  readonly previous: string;
  readonly next: string;
  readonly first: string;
  readonly last: string;
  readonly goTo: (n: number) => string;
  /** The group of bullets. */
  readonly slides: string;
  /** Rotation control (APG): the label names what pressing it does. */
  readonly stopRotation: string;
  readonly startRotation: string;
  /** Live region text for the slide on show, e.g. "Slide 2 of 5: Summer collection". */
  readonly status: (n: number, total: number, title: string) => string;
  readonly scrubber: string;
  readonly tabs: string;
  readonly thumbs: string;
  readonly tab: (n: number, title: string) => string;
  readonly thumb: (n: number, title: string) => string;
  /** Read by screen readers while a modal's module loads. */
  readonly loading: string;
  /** aria-label of a modal whose module has no title. */
  readonly dialog: (alias: string) => string;
}

export const EN_STRINGS: StrataStrings = {
  previous: 'Previous slide',
  next: 'Next slide',
  first: 'This is the first slide',
  last: 'This is the last slide',
  goTo: (n) => `Go to slide ${n}`,
  slides: 'Slides',
  stopRotation: 'Stop the slideshow',
  startRotation: 'Start the slideshow',
  status: (n, total, title) => `Slide ${n} of ${total}${title ? `: ${title}` : ''}`,
  scrubber: 'Slide scrubber',
  tabs: 'Tabs',
  thumbs: 'Thumbnails',
  tab: (n, title) => `Tab ${n}: go to slide${title ? ` — ${title}` : ''}`,
  thumb: (n, title) => `Thumbnail ${n}: go to slide${title ? ` — ${title}` : ''}`,
  loading: 'Loading…',
  dialog: (alias) => `Pop-up: ${alias}`,
};

export const TR_STRINGS: StrataStrings = {
  previous: 'Önceki slayt',
  next: 'Sonraki slayt',
  first: 'Bu ilk slayt',
  last: 'Bu son slayt',
  goTo: (n) => `Slayta git ${n}`,
  slides: 'Slaytlar',
  stopRotation: 'Slayt gösterisini durdur',
  startRotation: 'Slayt gösterisini başlat',
  status: (n, total, title) => `Slayt ${n} / ${total}${title ? `: ${title}` : ''}`,
  scrubber: 'Slayt kaydırıcısı',
  tabs: 'Sekmeler',
  thumbs: 'Küçük resimler',
  tab: (n, title) => `Sekme ${n}: Slayta git${title ? ` — ${title}` : ''}`,
  thumb: (n, title) => `Küçük resim ${n}: Slayta git${title ? ` — ${title}` : ''}`,
  loading: 'Yükleniyor…',
  dialog: (alias) => `Açılır pencere: ${alias}`,
};

/** The locales Strata ships; a page may pass its own `strings` for any other. */
export const STRATA_LOCALES = { en: EN_STRINGS, tr: TR_STRINGS } as const;
export type StrataLocale = keyof typeof STRATA_LOCALES;

/** A locale's strings with `overrides` on top; an unknown locale is English. */
export function stringsFor(locale: string | undefined, overrides?: Partial<StrataStrings>): StrataStrings {
  const base = locale && Object.hasOwn(STRATA_LOCALES, locale) ? STRATA_LOCALES[locale as StrataLocale] : EN_STRINGS;
  return overrides ? { ...base, ...overrides } : base;
}

/** The strings of the module a component belongs to (its `<Strata locale strings>`, else English). */
export function useStrataStrings(): StrataStrings {
  const { locale, strings } = useContext(StringsContext);
  return useMemo(() => stringsFor(locale, strings), [locale, strings]);
}
