import { describe, expect, it } from 'vitest';
import { hashtags, plainText, titleFrom, truncate } from './text.ts';
import { httpUrl, mediaUrl, PayloadReader } from './read.ts';

describe('plainText', () => {
  it('strips tags, scripts and styles, keeps line breaks and decodes entities', () => {
    expect(plainText('<p>Bir &amp; iki</p><p>üç&nbsp;&#252;&#x131;</p><script>alert(1)</script><style>p{}</style>')).toBe('Bir & iki\nüç üı');
    expect(plainText('a<br />\nb<br>c')).toBe('a\nb\nc');
  });

  it('drops markup that arrives entity-escaped, keeps lone angle brackets', () => {
    expect(plainText('x &lt;img src=x onerror=alert(1)&gt; y')).toBe('x y');
    expect(plainText('3 &lt; 4 &gt; 2')).toBe('3 < 4 > 2');
  });

  it('leaves unknown entities and invalid code points harmless', () => {
    expect(plainText('&bogus; &#xD800; &#0;')).toBe('&bogus;');
  });
});

describe('titles and hashtags', () => {
  it('takes the first non-empty line and cuts at a word with an ellipsis', () => {
    expect(titleFrom('\n\nİlk satır\nikinci')).toBe('İlk satır');
    const long = 'kelime '.repeat(30).trim();
    const title = titleFrom(long);
    expect(title.endsWith('kelime…')).toBe(true);
    expect(Array.from(title).length).toBeLessThanOrEqual(80);
    expect(truncate('kısa', 10)).toBe('kısa');
  });

  it('finds hashtags once each, not anchors, entities or numbers', () => {
    expect(hashtags('#Strata güzel #slider, #strata tekrar; site.com/#anchor &#39; #123 #çiçek')).toEqual(['Strata', 'slider', 'çiçek']);
  });
});

describe('URLs and readers', () => {
  it('keeps only http(s) links and same-origin media paths', () => {
    expect(httpUrl('javascript:alert(1)')).toBeUndefined();
    expect(httpUrl(' https://a.example/x ')).toBe('https://a.example/x');
    expect(mediaUrl('/fixtures/a.png')).toBe('/fixtures/a.png');
    expect(mediaUrl('//evil.example/a.png')).toBeUndefined();
    expect(mediaUrl('data:image/png;base64,AAA')).toBeUndefined();
  });

  it('reads the dates each API writes and names the path of a bad one', () => {
    const r = new PayloadReader('test');
    expect(r.date('2025-03-14T09:30:00+0000', 'a')).toBe('2025-03-14T09:30:00.000Z');
    expect(r.date('2025-03-09 11:00:00', 'a')).toBe('2025-03-09T11:00:00.000Z');
    expect(r.unixDate('1741600800', 'a')).toBe('2025-03-10T10:00:00.000Z');
    expect(() => r.date('dün', 'data[1].timestamp')).toThrow('test: data[1].timestamp: expected an ISO date (got "dün")');
    expect(() => r.optCount(-1, 'x.views')).toThrow('test: x.views: expected a whole number ≥ 0');
  });
});
