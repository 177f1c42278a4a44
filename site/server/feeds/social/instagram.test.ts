import { describe, expect, it } from 'vitest';
import { instagramItems } from './instagram.ts';
import { isNewestFirst, recorded } from './test-support.ts';

describe('instagram adapter', () => {
  it('maps the recorded /media payload item by item, newest first', () => {
    const items = instagramItems(recorded('instagram'));
    expect(items.map((i) => i.id)).toEqual(['17900000000000001', '17900000000000002', '17900000000000003', '17900000000000004']);
    expect(isNewestFirst(items.map((i) => i.date))).toBe(true);
    expect(items[0]).toEqual({
      id: '17900000000000001',
      title: 'Katmanlar hazır 🎉',
      excerpt: 'Katmanlar hazır 🎉\nYeni sürümde her katman kendi zaman çizelgesiyle geliyor. #strata #slider #webtasarim',
      content: 'Katmanlar hazır 🎉\nYeni sürümde her katman kendi zaman çizelgesiyle geliyor. #strata #slider #webtasarim',
      link: 'https://www.instagram.com/p/StrataOrnek01/',
      date: '2025-03-14T09:30:00.000Z',
      author: 'strata.ornek',
      image: { src: '/fixtures/modules/assets/strata-hero-1.png', alt: 'Katmanlar hazır 🎉' },
      thumb: '/fixtures/modules/assets/strata-hero-1.png',
      likes: 128,
      comments: 12,
      tags: ['strata', 'slider', 'webtasarim'],
      meta: { username: 'strata.ornek', media_type: 'IMAGE' },
    });
  });

  it('shows a VIDEO by its thumbnail and plays media_url as html5; decodes entities; allows no caption', () => {
    const [, video, carousel, bare] = instagramItems(recorded('instagram'));
    expect(video!.image?.src).toBe('/fixtures/modules/assets/strata-hero-2.png');
    expect(video!.video).toEqual({ type: 'html5', src: 'https://media.strata.example/video/gecisler.mp4' });
    expect(video!.meta?.['media_type']).toBe('VIDEO');
    expect(carousel!.excerpt).toContain('sekmeler & küçük');
    expect(carousel!.title).toBe('Gezinme: oklar, noktalar, sekmeler & küçük resimler — hepsi klavyeyle de…');
    expect(carousel!.tags).toBeUndefined();
    expect(bare!.title).toBe('');
    expect(bare!.image?.src).toBe('/fixtures/modules/assets/strata-hero-1-thumb.png');
  });

  it('drops a non-http permalink and a javascript: media URL', () => {
    const payload = recorded('instagram');
    payload.data[0].permalink = 'javascript:alert(1)';
    payload.data[0].media_url = 'javascript:alert(1)';
    const item = instagramItems(payload).find((i) => i.id === '17900000000000001')!;
    expect(item.link).toBe('');
    expect(item.image).toBeNull();
  });

  it('names the JSON path of a damaged payload', () => {
    const bad = (edit: (p: any) => void) => {
      const p = recorded('instagram');
      edit(p);
      return () => instagramItems(p);
    };
    expect(bad((p) => (p.data[2].media_url = 42))).toThrow('instagram: data[2].media_url: expected a URL string');
    expect(bad((p) => (p.data[1].media_type = 'REEL'))).toThrow('instagram: data[1].media_type: expected one of IMAGE, VIDEO, CAROUSEL_ALBUM (got "REEL")');
    expect(bad((p) => (p.data[0].timestamp = 'yesterday'))).toThrow('instagram: data[0].timestamp: expected an ISO date (got "yesterday")');
    expect(bad((p) => delete p.data[3].id)).toThrow('instagram: data[3].id: expected a non-empty id string');
    expect(bad((p) => (p.data = { items: [] }))).toThrow('instagram: data: expected an array');
    expect(() => instagramItems('<html>')).toThrow('instagram: (root): expected an object');
  });

  it('throws the Graph API error message', () => {
    expect(() => instagramItems({ error: { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190, fbtrace_id: 'x' } })).toThrow(
      'instagram: the API answered an error: Error validating access token: Session has expired.',
    );
  });
});
