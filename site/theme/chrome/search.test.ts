import { describe, expect, it } from 'vitest';
import { foldForSearch, searchSections } from './search.ts';

const sections = [
  { id: 'hakkimizda', title: 'Hakkımızda', text: 'Strata, katmanlı slaytları GPU ile çizen bir motor. İstanbul merkezli ekibimiz erişilebilirliğe önem verir.' },
  { id: 'hizmetler', title: 'Hizmetler', text: 'Katmanlı slaytlar, geçişler ve karusel. Süreç boyunca yanınızdayız.' },
  { id: 'surec', title: 'Süreç', text: 'Keşif, tasarım, entegrasyon ve yayın.' },
];

describe('foldForSearch', () => {
  it('folds Turkish case and diacritics one character for one', () => {
    expect(foldForSearch('İSTANBUL Işık Süreç Çağrı')).toBe('istanbul isik surec cagri');
    expect(foldForSearch('ĞÜŞÖÇ')).toHaveLength(5);
  });
});

describe('searchSections', () => {
  it('finds sections by words typed without diacritics, title matches first', () => {
    const hits = searchSections('surec', sections);
    expect(hits.map((h) => h.id)).toEqual(['surec', 'hizmetler']);
  });

  it('needs every word and returns an excerpt around the first', () => {
    const [hit, ...rest] = searchSections('gpu motor', sections);
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ id: 'hakkimizda', title: 'Hakkımızda' });
    expect(hit!.excerpt).toContain('GPU');
  });

  it('returns nothing for a blank query or no match, and honours the limit', () => {
    expect(searchSections('   ', sections)).toEqual([]);
    expect(searchSections('fiyat', sections)).toEqual([]);
    expect(searchSections('a', sections, 2)).toHaveLength(2);
  });

  it('cuts long texts with an ellipsis', () => {
    const long = { id: 'x', title: 'Uzun', text: `${'başlangıç '.repeat(20)}hedef ${'son '.repeat(30)}` };
    const [hit] = searchSections('hedef', [long]);
    expect(hit!.excerpt.startsWith('…')).toBe(true);
    expect(hit!.excerpt.endsWith('…')).toBe(true);
    expect(hit!.excerpt).toContain('hedef');
  });
});
