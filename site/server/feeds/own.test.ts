import { describe, it, expect, afterEach } from 'vitest';
import { openDb, type StrataDb } from '../db.ts';
import { importFeedRows, seedFeedsIfEmpty } from '../feeds-db.ts';
import { projectFeedsDir } from '../test-helpers.ts';
import { absoluteUrl, galleryItems, plainText, postItems, wooItems } from './own.ts';
import type { FeedSourceSettings } from '../../../engine/index.ts';

const ORIGIN = 'http://127.0.0.1:4173';
const dbs: StrataDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});
function ctx() {
  const db = openDb(':memory:');
  dbs.push(db);
  seedFeedsIfEmpty(db, projectFeedsDir);
  return { db, origin: ORIGIN };
}
const source = (over: Partial<FeedSourceSettings>): FeedSourceSettings => ({ type: 'post', count: 8, excerptWords: 55, ids: [], ...over });

describe('plainText and absoluteUrl', () => {
  it('drops tags, scripts and styles, decodes entities and collapses space', () => {
    expect(plainText('<p>Merhaba&nbsp;<b>dünya</b></p><script>alert(1)</script>\n&lt;3 &amp; &#351;&#x131;k')).toBe('Merhaba dünya <3 & şık');
    expect(plainText(null)).toBe('');
  });

  it('makes same-site paths absolute, keeps http(s), drops everything else', () => {
    expect(absoluteUrl('/blog/a', ORIGIN)).toBe(`${ORIGIN}/blog/a`);
    expect(absoluteUrl('https://example.org/x', ORIGIN)).toBe('https://example.org/x');
    for (const bad of ['javascript:alert(1)', '//evil.example/x', '/\\evil', 'data:text/html,x', 'blog/a', '']) {
      expect(absoluteUrl(bad, ORIGIN), bad).toBe('');
    }
  });
});

describe('own feed kinds', () => {
  it('post items carry plain text, an absolute link, the image with its size, and the lists', () => {
    const [first] = postItems(ctx(), source({ ids: ['201'] }));
    expect(first).toEqual({
      id: '201',
      title: 'Katmanlı slaytlar nasıl kurulur',
      excerpt: expect.stringContaining('katmanlarına'),
      content: expect.stringContaining('kırılım'),
      link: `${ORIGIN}/blog/katmanli-slaytlar-nasil-kurulur`,
      date: '2025-03-04T09:30:00.000Z',
      author: 'Elif Yılmaz',
      image: { src: '/fixtures/modules/assets/strata-hero-1.png', alt: 'Katmanlı slaytlar nasıl kurulur', width: 1600, height: 900 },
      thumb: '/fixtures/modules/assets/strata-hero-1-thumb.png',
      categories: ['tasarim'],
      tags: ['katmanlar', 'zaman-cizelgesi'],
      meta: { slug: 'katmanli-slaytlar-nasil-kurulur' },
    });
  });

  it('cleans an imported row that holds HTML and unsafe addresses', () => {
    const c = ctx();
    importFeedRows(c.db, 'posts', [
      {
        id: 900, slug: 'x', title: '<img src=x onerror=alert(1)>Başlık', excerpt: '', content: '<p>Gövde <i>metni</i></p>', author: 'A',
        date: '2030-01-01T00:00:00Z', image: 'javascript:alert(1)', thumb: '//evil.example/t.png', categories: [], tags: [], link: 'javascript:alert(1)',
      },
    ]);
    const [item] = postItems(c, source({ ids: ['900'] }));
    expect(item).toMatchObject({ title: 'Başlık', excerpt: 'Gövde metni', content: 'Gövde metni', link: '', image: null });
    expect(item).not.toHaveProperty('thumb');
  });

  it('woo items have Turkish lira prices, a sale price only when on sale, and stock', () => {
    const items = wooItems(ctx(), source({ type: 'woo', ids: ['302', '303'] }));
    expect(items.map((i) => [i.title, i.price, i.regularPrice, i.salePrice, i.inStock, i.link])).toEqual([
      ['Keten masa örtüsü', '₺599,00', '₺749,00', '₺599,00', true, `${ORIGIN}/urun/keten-masa-ortusu`],
      ['Yeşil yastık kılıfı', '₺189,50', '₺189,50', undefined, false, `${ORIGIN}/urun/yesil-yastik-kilifi`],
    ]);
    expect(items[0]?.sku).toBe('STR-MAS-02');
  });

  it('filters woo by category and sorts by price descending within the count', () => {
    const items = wooItems(ctx(), source({ type: 'woo', category: 'mutfak', sortBy: 'price', order: 'desc', count: 2 }));
    expect(items.map((i) => i.id)).toEqual(['304', '302']);
  });

  it('wp-gallery items keep the attachment order and carry alt, size and caption', () => {
    const items = galleryItems(ctx(), source({ type: 'wp-gallery', ids: ['6', '2'] }));
    expect(items.map((i) => i.id)).toEqual(['6', '2']);
    expect(items[1]).toMatchObject({
      title: 'Geçişler',
      excerpt: 'Turuncunun sıcak tonlarıyla bir geçiş anı.',
      image: { src: '/fixtures/modules/assets/strata-hero-2.png', width: 1600, height: 900, alt: 'Sıcak turuncu geçiş sahnesi' },
      link: `${ORIGIN}/fixtures/modules/assets/strata-hero-2.png`,
    });
  });
});
