/**
 * The one-page site's menu: anchor links to the page's sections and two mega-menus (SPEC §2 "Page elements":
 * one-page anchor menu, mega-menus of several widths and positions). Every link is an in-page anchor.
 */
import type { MegaMenuPosition, MegaMenuWidth } from './mega-menu.ts';

export interface NavLink {
  kind: 'link';
  label: string;
  /** `#id` of a section; `#header` means the top of the page. */
  href: `#${string}`;
}

export interface MegaLink {
  label: string;
  href: `#${string}`;
  description: string;
}

export interface NavMega {
  kind: 'mega';
  id: string;
  label: string;
  width: MegaMenuWidth;
  position: MegaMenuPosition;
  columns: ReadonlyArray<{ title: string; links: readonly MegaLink[] }>;
  /** A highlighted call to action at the end of a wide panel. */
  feature?: { title: string; text: string; href: `#${string}`; cta: string };
}

export type NavItem = NavLink | NavMega;

export const MAIN_NAV: readonly NavItem[] = [
  { kind: 'link', label: 'Ana sayfa', href: '#header' },
  { kind: 'link', label: 'Hakkımızda', href: '#hakkimizda' },
  { kind: 'link', label: 'Hizmetler', href: '#hizmetler' },
  { kind: 'link', label: 'Portfolyo', href: '#portfolyo' },
  {
    kind: 'mega',
    id: 'cozumler',
    label: 'Çözümler',
    width: 'three-quarter',
    position: 'center',
    columns: [
      {
        title: 'Slayt deneyimi',
        links: [
          { label: 'Katmanlı slaytlar', href: '#hizmetler', description: 'Metin, görsel ve videoyu sahne sahne canlandırın.' },
          { label: 'GPU geçişleri', href: '#hizmetler', description: 'Küp, parça ve filtre geçişleri tek çizim çağrısında.' },
          { label: 'Karusel ve galeri', href: '#hizmetler', description: 'Sürükle, kaydır, tekerlekle gezin.' },
        ],
      },
      {
        title: 'Birlikte çalışma',
        links: [
          { label: 'Keşif ve tasarım', href: '#surec', description: 'Hedef kitlenize göre kurgulanan akış.' },
          { label: 'Entegrasyon', href: '#surec', description: 'React, WordPress ya da düz HTML sayfalar.' },
          { label: 'Yayın ve ölçüm', href: '#surec', description: 'Analitik olaylarla her slaytı ölçün.' },
        ],
      },
    ],
    feature: {
      title: '14 gün ücretsiz deneyin',
      text: 'Tüm geçişler ve modal pencereler dahil; kredi kartı gerekmez.',
      href: '#iletisim',
      cta: 'Demo isteyin',
    },
  },
  {
    kind: 'mega',
    id: 'kaynaklar',
    label: 'Kaynaklar',
    width: 'half',
    position: 'right',
    columns: [
      {
        title: 'İçerik',
        links: [
          { label: 'Blog', href: '#blog', description: 'Slayt tasarımı ve erişilebilirlik üzerine notlar.' },
          { label: 'Mağaza', href: '#magaza', description: 'Hazır slayt şablonları ve eklentiler.' },
          { label: 'Bülten', href: '#bulten', description: 'Yeniliklerden ayda bir kez haberdar olun.' },
        ],
      },
      {
        title: 'Destek',
        links: [
          { label: 'Paketler', href: '#paketler', description: 'Ekibinize uygun planı seçin.' },
          { label: 'Sık sorulan sorular', href: '#sss', description: 'Kurulum, lisans ve destek.' },
        ],
      },
    ],
  },
  { kind: 'link', label: 'İletişim', href: '#iletisim' },
];

/**
 * The side panel's vertical menu: every section of the one page, in page order (some belong to other parts of
 * the site: portfolio, blog, shop, newsletter).
 */
export const SECTION_NAV: readonly NavLink[] = [
  { kind: 'link', label: 'Ana sayfa', href: '#header' },
  { kind: 'link', label: 'Hakkımızda', href: '#hakkimizda' },
  { kind: 'link', label: 'Hizmetler', href: '#hizmetler' },
  { kind: 'link', label: 'Süreç', href: '#surec' },
  { kind: 'link', label: 'Portfolyo', href: '#portfolyo' },
  { kind: 'link', label: 'Blog', href: '#blog' },
  { kind: 'link', label: 'Mağaza', href: '#magaza' },
  { kind: 'link', label: 'İletişim', href: '#iletisim' },
  { kind: 'link', label: 'Bülten', href: '#bulten' },
];

/** The hrefs the one-page highlight follows: the top-level links. */
export function highlightTargets(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => (item.kind === 'link' ? [item.href.slice(1)] : []));
}
