import { describe, expect, it } from 'vitest';
import { arrangeItems, compileFilter, isSortBy, sortItems, type ArrangeItem } from './arrange.ts';

const item = (order: number, classes: string[], name: string, date: string): ArrangeItem => ({ order, classes: ['isotope-item', ...classes], name, date });
const ITEMS = [
  item(0, ['web'], 'Ege Dalgaları', '2025-03-14'),
  item(1, ['marka'], 'Çini Deseni', '2024-11-02'),
  item(2, ['mobil'], 'Kapadokya Şafağı', '2025-06-21'),
  item(3, ['web', 'mobil'], 'İpek Yolu', '2023-09-30'),
  item(4, ['marka'], 'Ölüdeniz Turkuazı', 'yakında'),
  item(5, ['web'], 'Boğaz Akşamı', '2025-03-14'),
];
const names = (list: readonly ArrangeItem[]) => list.map((i) => i.name);

describe('compileFilter', () => {
  it('shows everything for "*"', () => {
    expect(ITEMS.filter((i) => compileFilter('*')(i.classes))).toHaveLength(6);
  });
  it('matches one class, all of a compound, or any of a list', () => {
    expect(ITEMS.filter((i) => compileFilter('.web')(i.classes)).map((i) => i.order)).toEqual([0, 3, 5]);
    expect(ITEMS.filter((i) => compileFilter('.web.mobil')(i.classes)).map((i) => i.order)).toEqual([3]);
    expect(ITEMS.filter((i) => compileFilter('.marka, .mobil')(i.classes)).map((i) => i.order)).toEqual([1, 2, 3, 4]);
  });
  it('refuses what is not a class selector, naming it', () => {
    expect(() => compileFilter('div > .web')).toThrow('Gallery filter "div > .web": "div > .web" is not "*" or a class selector such as ".web"');
    expect(() => compileFilter('.web, [onclick]')).toThrow(/"\[onclick\]" is not/);
  });
});

describe('sortItems', () => {
  it('sorts names with Turkish collation (Ç after C, İ after I, Ö after O)', () => {
    expect(names(sortItems(ITEMS, 'name'))).toEqual(['Boğaz Akşamı', 'Çini Deseni', 'Ege Dalgaları', 'İpek Yolu', 'Kapadokya Şafağı', 'Ölüdeniz Turkuazı']);
  });
  it('sorts by date ascending, ties in original order, unparseable last', () => {
    expect(sortItems(ITEMS, 'date').map((i) => i.order)).toEqual([3, 1, 0, 5, 2, 4]);
  });
  it('keeps the original order for original-order', () => {
    expect(sortItems([...ITEMS].reverse(), 'original-order').map((i) => i.order)).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('shuffles into a permutation driven by the random source', () => {
    const seq = [0.9, 0.1, 0.5, 0.3, 0.7];
    let k = 0;
    const out = sortItems(ITEMS, 'shuffle', () => seq[k++ % seq.length]!);
    expect(out.map((i) => i.order).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(out.map((i) => i.order)).not.toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('does not modify its input', () => {
    const copy = [...ITEMS];
    sortItems(ITEMS, 'name');
    expect(ITEMS).toEqual(copy);
  });
});

describe('arrangeItems', () => {
  it('filters, then sorts', () => {
    expect(names(arrangeItems(ITEMS, '.web', 'name'))).toEqual(['Boğaz Akşamı', 'Ege Dalgaları', 'İpek Yolu']);
  });
});

describe('isSortBy', () => {
  it('knows the four sort keys', () => {
    expect(['original-order', 'name', 'date', 'shuffle'].every(isSortBy)).toBe(true);
    expect(isSortBy('price')).toBe(false);
  });
});
