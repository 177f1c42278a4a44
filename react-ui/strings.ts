/**
 * The carousel's Turkish interface strings, in one place (SPEC §8 carousel accessibility messages:
 * previous slide, next slide, this is the first slide, this is the last slide, go to slide), plus the
 * rotation control and the live region of the WAI-ARIA APG carousel pattern.
 */
export const CAROUSEL_STRINGS = {
  previous: 'Önceki slayt',
  next: 'Sonraki slayt',
  first: 'Bu ilk slayt',
  last: 'Bu son slayt',
  goTo: (n: number) => `Slayta git ${n}`,
  /** The group of bullets / tabs / thumbs. */
  slides: 'Slaytlar',
  /** Rotation control (APG): the label names what pressing it does. */
  stopRotation: 'Slayt gösterisini durdur',
  startRotation: 'Slayt gösterisini başlat',
  /** Live region text for the slide on show, e.g. "Slayt 2 / 5: Yaz koleksiyonu". */
  status: (n: number, total: number, title: string) => `Slayt ${n} / ${total}${title ? `: ${title}` : ''}`,
} as const;
