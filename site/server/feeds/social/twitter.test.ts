import { describe, expect, it } from 'vitest';
import { twitterItems } from './twitter.ts';
import { isNewestFirst, recorded } from './test-support.ts';

describe('twitter adapter', () => {
  it('maps the recorded v2 timeline item by item, joining includes.media and includes.users', () => {
    const items = twitterItems(recorded('twitter'));
    expect(items.map((i) => i.id)).toEqual(['1900000000000000003', '1900000000000000002', '1900000000000000001']);
    expect(isNewestFirst(items.map((i) => i.date))).toBe(true);
    const text = "Strata'da geçişler artık tek çizim çağrısı: küp, perde & bulanıklık. #strata #webgl https://strata.example/gecisler";
    expect(items[0]).toEqual({
      id: '1900000000000000003',
      title: "Strata'da geçişler artık tek çizim çağrısı: küp, perde & bulanıklık. #strata…",
      excerpt: text,
      content: text,
      link: 'https://x.com/strata_ornek/status/1900000000000000003',
      date: '2025-03-16T14:20:00.000Z',
      author: 'Strata Örnek',
      image: { src: '/fixtures/modules/assets/strata-hero-2.png', width: 1600, height: 900, alt: "Strata'da geçişler artık tek çizim çağrısı: küp, perde & bulanıklık. #strata…" },
      thumb: '/fixtures/modules/assets/strata-hero-2.png',
      likes: 96,
      comments: 5,
      views: 4210,
      tags: ['strata', 'webgl'],
      meta: { username: 'strata_ornek', name: 'Strata Örnek', retweets: '14', quotes: '2', media_type: 'photo' },
    });
  });

  it('shows a video by its preview frame, drops the media t.co link, and plays the best mp4 variant when given', () => {
    const payload = recorded('twitter');
    const [, video, plain] = twitterItems(payload);
    expect(video!.title).toBe('Kısa video: kaydırmaya bağlı zaman çizelgesi 🎬');
    expect(video!.excerpt).not.toContain('t.co');
    expect(video!.image?.src).toBe('/fixtures/modules/assets/strata-hero-3.png');
    expect(video!.video).toBeUndefined();
    expect(plain!.image).toBeNull();

    payload.includes.media[1].variants = [
      { content_type: 'application/x-mpegURL', url: 'https://video.strata.example/v.m3u8' },
      { content_type: 'video/mp4', bit_rate: 256000, url: 'https://video.strata.example/low.mp4' },
      { content_type: 'video/mp4', bit_rate: 2176000, url: 'https://video.strata.example/high.mp4' },
    ];
    expect(twitterItems(payload)[1]!.video).toEqual({ type: 'html5', src: 'https://video.strata.example/high.mp4' });
  });

  it('keeps a t.co link whose expansion is not http(s), and links by id when the author is not included', () => {
    const payload = recorded('twitter');
    payload.data[0].entities.urls[0].expanded_url = 'javascript:alert(1)';
    delete payload.includes.users;
    const item = twitterItems(payload)[0]!;
    expect(item.excerpt.endsWith('https://t.co/StrataAb01')).toBe(true);
    expect(item.link).toBe('https://x.com/i/web/status/1900000000000000003');
    expect(item.author).toBe('');
  });

  it('treats an empty timeline as no items', () => {
    expect(twitterItems({ meta: { result_count: 0 } })).toEqual([]);
  });

  it('names the JSON path of a damaged payload', () => {
    const bad = (edit: (p: any) => void) => {
      const p = recorded('twitter');
      edit(p);
      return () => twitterItems(p);
    };
    expect(bad((p) => (p.data[1].text = null))).toThrow('twitter: data[1].text: expected a string');
    expect(bad((p) => (p.includes.media[0].url = 7))).toThrow('twitter: includes.media[0].url: expected a URL string');
    expect(bad((p) => (p.data[2].public_metrics.like_count = -3))).toThrow('twitter: data[2].public_metrics.like_count: expected a whole number ≥ 0');
    expect(bad((p) => (p.data[0].created_at = 'Sun Mar 16'))).toThrow('twitter: data[0].created_at: expected an ISO date (got "Sun Mar 16")');
    expect(bad((p) => delete p.data)).toThrow('twitter: data: expected an array of tweets');
  });

  it('throws the API’s own message for errors and problem replies', () => {
    expect(() => twitterItems({ errors: [{ title: 'Not Found Error', detail: 'Could not find user with id: [1].', type: 'https://api.twitter.com/2/problems/resource-not-found' }] })).toThrow(
      'twitter: the API answered an error: Could not find user with id: [1].',
    );
    expect(() => twitterItems({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' })).toThrow('twitter: the API answered an error: Unauthorized');
  });
});
