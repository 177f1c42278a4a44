/**
 * The portfolio shown in the "Portfolyo" section: our own generated artwork (fixtures/tools/make-gallery.ts
 * writes the files; portfolio-items.test.ts checks names and sizes agree). Each piece has a full-size image for
 * the lightbox and a 480 px thumbnail for the grid.
 */

export interface PortfolioCategory {
  /** The class on the items and the filter value (`.web`). */
  slug: string;
  label: string;
}

export const CATEGORIES: readonly PortfolioCategory[] = [
  { slug: 'web', label: 'Web' },
  { slug: 'mobil', label: 'Mobil' },
  { slug: 'marka', label: 'Marka' },
];

export interface PortfolioItem {
  /** File name stem under fixtures/site/gallery/. */
  file: string;
  title: string;
  /** One of CATEGORIES' slugs. */
  category: string;
  /** ISO date, the `date` sort key. */
  date: string;
  /** Full-size pixels (the thumbnail is 480 px wide with the same ratio). */
  width: number;
  height: number;
  /** A short description of the picture, for its alt text. */
  alt: string;
}

export const GALLERY_BASE = '/fixtures/site/gallery/';
export const THUMB_WIDTH = 480;

export const PORTFOLIO: readonly PortfolioItem[] = [
  { file: 'ege-dalgalari', title: 'Ege Dalgaları', category: 'web', date: '2025-03-14', width: 1080, height: 720, alt: 'Mavi tonlarda katman katman dalgalar ve beyaz bir ay' },
  { file: 'cini-deseni', title: 'Çini Deseni', category: 'marka', date: '2024-11-02', width: 960, height: 960, alt: 'Lacivert zemin üzerinde sekiz köşeli yıldızlı çini motifleri' },
  { file: 'kapadokya-safagi', title: 'Kapadokya Şafağı', category: 'mobil', date: '2025-06-21', width: 864, height: 1080, alt: 'Turuncu gökyüzünde doğan güneş ve uçan balonlar' },
  { file: 'bogaz-aksami', title: 'Boğaz Akşamı', category: 'web', date: '2024-08-09', width: 1080, height: 608, alt: 'Mor ve pembe dalgalar üzerinde akşam ayı' },
  { file: 'lale-bahcesi', title: 'Lale Bahçesi', category: 'marka', date: '2025-01-27', width: 810, height: 1080, alt: 'Krem zemin üzerinde daire, üçgen ve karelerden geometrik kompozisyon' },
  { file: 'galata-geometrisi', title: 'Galata Geometrisi', category: 'web', date: '2023-12-05', width: 960, height: 960, alt: 'Lacivert, turuncu ve mavi geometrik biçimler' },
  { file: 'nar-cicegi', title: 'Nar Çiçeği', category: 'mobil', date: '2024-04-18', width: 864, height: 1080, alt: 'Kırmızı ve turuncu bulanık renk lekeleri üzerinde ince halkalar' },
  { file: 'ipek-yolu', title: 'İpek Yolu', category: 'marka', date: '2025-09-03', width: 1080, height: 720, alt: 'Toprak tonlarında çapraz şeritler ve ortada bir daire' },
  { file: 'oludeniz-turkuazi', title: 'Ölüdeniz Turkuazı', category: 'mobil', date: '2024-07-12', width: 1080, height: 720, alt: 'Turkuaz ve lacivert bulanık renk lekeleri' },
  { file: 'gece-mavisi', title: 'Gece Mavisi', category: 'web', date: '2025-02-11', width: 810, height: 1080, alt: 'Gece mavisi zeminde altın rengi çini motifleri' },
  { file: 'mozaik-atolyesi', title: 'Mozaik Atölyesi', category: 'marka', date: '2023-10-22', width: 960, height: 960, alt: 'Bordo ve turuncu çapraz şeritler, ortada iç içe daireler' },
  { file: 'pamukkale', title: 'Pamukkale Travertenleri', category: 'mobil', date: '2025-05-30', width: 864, height: 1080, alt: 'Açık mavi gökyüzü, beyaz güneş ve teraslar gibi şeritler' },
];

export const fullImage = (item: PortfolioItem): string => `${GALLERY_BASE}${item.file}.jpg`;
export const thumbImage = (item: PortfolioItem): string => `${GALLERY_BASE}${item.file}-thumb.jpg`;
export const thumbHeight = (item: PortfolioItem): number => Math.round((item.height * THUMB_WIDTH) / item.width);
