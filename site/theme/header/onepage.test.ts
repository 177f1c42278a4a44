import { describe, expect, it } from 'vitest';
import { anchorScrollTop, currentSectionId, sectionIdOfHref, type SectionBox } from './onepage.ts';

// Nav 72 px: a section is current from its top − 152 px.
const sections: SectionBox[] = [
  { id: 'hakkimizda', top: 800, height: 600 },
  { id: 'hizmetler', top: 1400, height: 900 },
  { id: 'iletisim', top: 2600, height: 500 },
];

describe('currentSectionId', () => {
  it('is #header while scrollTop is within the nav height', () => {
    expect(currentSectionId(0, 72, sections)).toBe('header');
    expect(currentSectionId(72, 72, sections)).toBe('header');
  });

  it('uses scrollTop + 2 against [top − navH − 80, + height]', () => {
    expect(currentSectionId(645, 72, sections)).toBeNull(); // 647 < 648
    expect(currentSectionId(646, 72, sections)).toBe('hakkimizda'); // 648 = 800 − 152
    expect(currentSectionId(1200, 72, sections)).toBe('hakkimizda');
    expect(currentSectionId(1246, 72, sections)).toBe('hizmetler'); // both touch at 1248: the later wins
    expect(currentSectionId(2146, 72, sections)).toBe('hizmetler'); // 2148 = 1248 + 900 (inclusive)
    expect(currentSectionId(2147, 72, sections)).toBeNull();
    expect(currentSectionId(2200, 72, sections)).toBeNull(); // a gap no link names
    expect(currentSectionId(2500, 72, sections)).toBe('iletisim');
  });

  it('takes the nav height into both the top rule and the offset', () => {
    expect(currentSectionId(100, 120, sections)).toBe('header');
    expect(currentSectionId(598, 120, sections)).toBe('hakkimizda'); // 800 − 120 − 80 = 600
  });
});

describe('anchorScrollTop', () => {
  it('subtracts the header and the admin bar and never goes above the page', () => {
    expect(anchorScrollTop(1400, 72, 0)).toBe(1328);
    expect(anchorScrollTop(1400, 72, 32)).toBe(1296);
    expect(anchorScrollTop(50, 72, 32)).toBe(0);
    expect(anchorScrollTop(1400.6, 72, 0)).toBe(1329);
  });
});

describe('sectionIdOfHref', () => {
  it('reads in-page anchors only', () => {
    expect(sectionIdOfHref('#hizmetler')).toBe('hizmetler');
    expect(sectionIdOfHref('#header')).toBe('header');
    expect(sectionIdOfHref('#s%C3%BCre%C3%A7')).toBe('süreç');
    expect(sectionIdOfHref('#')).toBeNull();
    expect(sectionIdOfHref('/blog#x')).toBeNull();
    expect(sectionIdOfHref('#a b')).toBeNull();
    expect(sectionIdOfHref('#%E0%A4%A')).toBeNull();
    expect(sectionIdOfHref(null)).toBeNull();
  });
});
