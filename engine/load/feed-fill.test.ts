import { describe, expect, it } from 'vitest';
import { cutWords, fillText, isoDay, safeLink, type FillContext } from './feed-fill.ts';
import type { FeedItem } from './types.ts';

const words = (n: number, prefix = 'k'): string => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`).join(' ');

const item: FeedItem = {
  id: '42',
  title: 'Yeni sezon <b>& "fırsat"</b>',
  excerpt: words(60, 'e'),
  content: words(10, 'c'),
  link: 'https://ornek.test/yazi/42?a=1&b=2',
  date: '2024-03-05T23:30:00+03:00',
  author: 'Ayşe Yılmaz',
  image: { src: 'https://ornek.test/img/42.jpg', width: 1600, height: 900, alt: 'Deniz kıyısı' },
  thumb: 'https://ornek.test/img/42-thumb.jpg',
  likes: 0,
  comments: 7,
  views: 12345,
  price: '₺199,90',
  regularPrice: '₺249,90',
  salePrice: '₺199,90',
  sku: 'TR-42',
  categories: ['Haber', 'Duyuru'],
  tags: ['yaz', 'indirim'],
  meta: { renk: 'mavi', 'u': 'javascript:alert(1)' },
};
const ctx: FillContext = { item, excerptWords: 55 };
const plain = (t: string, c: FillContext = ctx) => fillText(t, 'attr', c);

describe('fillText: every placeholder', () => {
  it.each([
    ['{{title}}', item.title],
    ['{{link}}', item.link],
    ['{{date}}', '2024-03-05'],
    ['{{date:iso}}', item.date],
    ['{{author}}', 'Ayşe Yılmaz'],
    ['{{author_name}}', 'Ayşe Yılmaz'],
    ['{{image}}', 'https://ornek.test/img/42.jpg'],
    ['{{image_url}}', 'https://ornek.test/img/42.jpg'],
    ['{{thumb}}', 'https://ornek.test/img/42-thumb.jpg'],
    ['{{likes}}', '0'],
    ['{{comments}}', '7'],
    ['{{views}}', '12345'],
    ['{{price}}', '₺199,90'],
    ['{{regular_price}}', '₺249,90'],
    ['{{sale_price}}', '₺199,90'],
    ['{{sku}}', 'TR-42'],
    ['{{categories}}', 'Haber, Duyuru'],
    ['{{tags}}', 'yaz, indirim'],
    ['{{id}}', '42'],
    ['{{meta:renk}}', 'mavi'],
    ['{{renk}}', 'mavi'],
    ['{{content}}', item.content],
    ['{{content:3}}', 'c1 c2 c3…'],
    ['{{ title }}', item.title],
    ['{{TITLE}}', item.title],
  ])('%s', (template, expected) => {
    expect(plain(template)).toBe(expected);
  });

  it('empties unknown placeholders and absent optional fields', () => {
    expect(plain('a{{nope}}b{{meta:nope}}c')).toBe('abc');
    const bare: FeedItem = { id: '1', title: 't', excerpt: '', content: '', link: '', date: '', author: '', image: null };
    const c = { item: bare, excerptWords: 55 };
    expect(plain('[{{likes}}|{{price}}|{{tags}}|{{thumb}}|{{image}}|{{date}}|{{renk}}|{{excerpt}}]', c)).toBe('[|||||||]');
  });

  it('thumb falls back to the image', () => {
    expect(plain('{{thumb}}', { item: { ...item, thumb: undefined }, excerptWords: 55 })).toBe(item.image?.src);
  });

  it('leaves the runtime slide counters to the runtime', () => {
    expect(plain('{{current_slide_index}} / {{total_slide_count}} {{title}}')).toBe(`{{current_slide_index}} / {{total_slide_count}} ${item.title}`);
  });

  it('fills several placeholders in one string', () => {
    expect(plain('{{date}} · {{author}}')).toBe('2024-03-05 · Ayşe Yılmaz');
  });
});

describe('excerpt word limit', () => {
  it('cuts {{excerpt}} to the source limit (55 by default) and marks the cut with …', () => {
    const out = plain('{{excerpt}}');
    expect(out).toBe(`${words(55, 'e')}…`);
    expect(out.replace('…', '').split(' ')).toHaveLength(55);
  });

  it('leaves an excerpt of exactly the limit alone', () => {
    const c = { item: { ...item, excerpt: `  ${words(55, 'e')} ` }, excerptWords: 55 };
    expect(plain('{{excerpt}}', c)).toBe(words(55, 'e'));
  });

  it('uses the source excerptWords, and {{excerpt:N}} over it', () => {
    expect(plain('{{excerpt}}', { item, excerptWords: 3 })).toBe('e1 e2 e3…');
    expect(plain('{{excerpt:20}}')).toBe(`${words(20, 'e')}…`);
    expect(plain('{{excerpt:0}}')).toBe('');
    expect(plain('{{excerpt:abc}}')).toBe('');
  });

  it('cutWords counts any whitespace as a separator', () => {
    expect(cutWords('a\n b\t\tc d', 3)).toBe('a b c…');
    expect(cutWords('a b', 5)).toBe('a b');
  });
});

describe('escaping and links', () => {
  it('HTML-escapes item text in html mode only', () => {
    expect(fillText('<h2>{{title}}</h2>', 'html', ctx)).toBe('<h2>Yeni sezon &lt;b&gt;&amp; &quot;fırsat&quot;&lt;/b&gt;</h2>');
    expect(fillText('<a href="{{link}}">x</a>', 'html', ctx)).toBe('<a href="https://ornek.test/yazi/42?a=1&amp;b=2">x</a>');
    expect(fillText('{{title}}', 'attr', ctx)).toBe(item.title);
  });

  it('refuses non-http(s) schemes for {{link}}, {{image}} and filled url fields', () => {
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', 'javascript&colon;x', '\\\\evil/share']) {
      const c = { item: { ...item, link: bad, image: { src: bad } }, excerptWords: 55 };
      expect(fillText('{{link}}', 'attr', c), bad).toBe('');
      expect(fillText('{{image}}', 'attr', c), bad).toBe('');
      expect(fillText('{{link}}', 'url', c), bad).toBe('');
    }
    expect(fillText('{{meta:u}}', 'url', ctx)).toBe('');
    expect(fillText('java{{nope}}script:alert(1)', 'url', ctx)).toBe('');
  });

  it('keeps http(s) and site-relative links', () => {
    for (const good of ['http://a.test/x', 'HTTPS://a.test/', '/urun/7', '?s=deniz', '#iletisim', 'yazi/7']) expect(safeLink(good), good).toBe(good);
    expect(fillText('/ara?q={{id}}', 'url', ctx)).toBe('/ara?q=42');
  });

  it('leaves author-written links without placeholders to the normalizer', () => {
    expect(fillText('mailto:bilgi@ornek.test', 'url', ctx)).toBe('mailto:bilgi@ornek.test');
  });
});

describe('isoDay', () => {
  it('keeps the producer calendar date and converts other date forms in UTC', () => {
    expect(isoDay('2024-03-05T01:00:00+03:00')).toBe('2024-03-05');
    expect(isoDay('Tue, 05 Mar 2024 10:00:00 GMT')).toBe('2024-03-05');
    expect(isoDay('gelecek hafta')).toBe('');
  });
});
