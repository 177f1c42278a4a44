import { describe, expect, it } from 'vitest';
import { facebookItems } from './facebook.ts';
import { isNewestFirst, recorded } from './test-support.ts';

describe('facebook adapter', () => {
  it('maps the recorded /posts payload item by item, newest first', () => {
    const items = facebookItems(recorded('facebook'));
    expect(items).toHaveLength(3);
    expect(isNewestFirst(items.map((i) => i.date))).toBe(true);
    expect(items[1]).toEqual({
      id: '100000000000001_200000000000002',
      title: 'Kısa bir tanıtım videosu: kaydırmaya bağlı zaman çizelgesi nasıl çalışıyor?',
      excerpt: 'Kısa bir tanıtım videosu: kaydırmaya bağlı zaman çizelgesi nasıl çalışıyor?',
      content: 'Kısa bir tanıtım videosu: kaydırmaya bağlı zaman çizelgesi nasıl çalışıyor?',
      link: 'https://www.facebook.com/100000000000001/videos/400000000000001',
      date: '2025-03-08T15:30:00.000Z',
      author: 'Strata Örnek Sayfa',
      image: { src: '/fixtures/modules/assets/strata-hero-2.png', width: 1600, height: 900, alt: 'Kısa bir tanıtım videosu: kaydırmaya bağlı zaman çizelgesi nasıl çalışıyor?' },
      thumb: '/fixtures/modules/assets/strata-hero-2-thumb.png',
      video: { type: 'html5', src: 'https://media.strata.example/video/gecisler.mp4' },
      likes: 87,
      comments: 6,
      meta: {
        page: 'Strata Örnek Sayfa',
        page_id: '100000000000001',
        attachment_type: 'video_inline',
        attachment_title: 'Kaydırma zaman çizelgesi',
        attachment_url: 'https://www.facebook.com/100000000000001/videos/400000000000001',
      },
    });
  });

  it('titles a post from its first line, tags from hashtags, and a post without message from its attachment', () => {
    const [first, , share] = facebookItems(recorded('facebook'));
    expect(first!.title).toBe('Strata 1.0 yayında!');
    expect(first!.tags).toEqual(['strata', 'duyuru']);
    expect(first!.video).toBeUndefined();
    expect(share!.title).toBe('Gezinme öğeleri: oklar, noktalar ve sekmeler');
    expect(share!.meta?.['attachment_url']).toBe('https://strata.example/blog/gezinme');
  });

  it('strips markup from messages and drops a non-http attachment URL', () => {
    const payload = recorded('facebook');
    payload.data[0].message = '<b>Kalın</b> &amp; <i>eğik</i>';
    payload.data[0].attachments.data[0].url = 'javascript:void(0)';
    const item = facebookItems(payload)[0]!;
    expect(item.title).toBe('Kalın & eğik');
    expect(item.meta?.['attachment_url']).toBeUndefined();
  });

  it('names the JSON path of a damaged payload', () => {
    const bad = (edit: (p: any) => void) => {
      const p = recorded('facebook');
      edit(p);
      return () => facebookItems(p);
    };
    expect(bad((p) => (p.data[1].created_time = 12))).toThrow('facebook: data[1].created_time: expected a date string');
    expect(bad((p) => (p.data[0].reactions.summary.total_count = 'çok'))).toThrow('facebook: data[0].reactions.summary.total_count: expected a whole number ≥ 0');
    expect(bad((p) => (p.data[2].attachments.data = {}))).toThrow('facebook: data[2].attachments.data: expected an array');
    expect(bad((p) => (p.data[0].full_picture = ['x']))).toThrow('facebook: data[0].full_picture: expected a URL string');
    expect(bad((p) => delete p.data)).toThrow('facebook: data: expected an array');
  });

  it('throws the Graph API error message', () => {
    expect(() => facebookItems({ error: { message: '(#100) Tried accessing nonexisting field (postz)', type: 'OAuthException', code: 100 } })).toThrow(
      'facebook: the API answered an error: (#100) Tried accessing nonexisting field (postz)',
    );
  });
});
