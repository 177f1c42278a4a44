import { describe, expect, it } from 'vitest';
import { youtubeItems } from './youtube.ts';
import { isNewestFirst, recorded } from './test-support.ts';

describe('youtube adapter', () => {
  it('maps the recorded playlistItems + videos recording item by item, newest first, private videos left out', () => {
    const items = youtubeItems(recorded('youtube'));
    expect(items.map((i) => i.id)).toEqual(['StrtaVid002', 'StrtaVid001', 'StrtaVid004']);
    expect(isNewestFirst(items.map((i) => i.date))).toBe(true);
    expect(items[1]).toEqual({
      id: 'StrtaVid001',
      title: "Strata'ya giriş: ilk modül",
      excerpt: 'İlk modülü beş dakikada kuruyoruz.\nBölümler: slaytlar, katmanlar, gezinme. #strata #egitim',
      content: 'İlk modülü beş dakikada kuruyoruz.\nBölümler: slaytlar, katmanlar, gezinme. #strata #egitim',
      link: 'https://www.youtube.com/watch?v=StrtaVid001',
      date: '2025-03-13T11:58:00.000Z',
      author: 'Strata Örnek',
      image: { src: '/fixtures/modules/assets/strata-hero-1.png', width: 1280, height: 720, alt: "Strata'ya giriş: ilk modül" },
      thumb: '/fixtures/modules/assets/strata-hero-1-thumb.png',
      video: { type: 'youtube', src: 'https://www.youtube.com/watch?v=StrtaVid001' },
      views: 5120,
      likes: 230,
      comments: 31,
      tags: ['strata', 'egitim'],
      meta: { channel: 'Strata Örnek', channel_id: 'UCStrataOrnekKanal000001', video_id: 'StrtaVid001', playlist_id: 'PLStrataOrnekListe00000000000001', duration: 'PT5M12S' },
    });
    // A hidden like count stays absent; the best thumbnail there is becomes the picture.
    expect(items[2]!.likes).toBeUndefined();
    expect(items[2]!.image?.src).toBe('/fixtures/modules/assets/strata-hero-3-thumb.png');
  });

  it('reads a bare playlistItems response (no statistics) the same way', () => {
    const items = youtubeItems(recorded('youtube').playlistItems);
    expect(items.map((i) => i.id)).toEqual(['StrtaVid002', 'StrtaVid001', 'StrtaVid004']);
    expect(items[0]!.views).toBeUndefined();
    expect(items[0]!.meta?.['duration']).toBeUndefined();
  });

  it('reads a search.list response and skips channels and playlists in it', () => {
    const items = youtubeItems({
      kind: 'youtube#searchListResponse',
      items: [
        { kind: 'youtube#searchResult', id: { kind: 'youtube#channel', channelId: 'UCx' }, snippet: { publishedAt: '2025-01-01T00:00:00Z', title: 'Kanal' } },
        {
          kind: 'youtube#searchResult',
          id: { kind: 'youtube#video', videoId: 'SrchVid0001' },
          snippet: { publishedAt: '2025-01-02T00:00:00Z', channelId: 'UCy', title: 'Ara &quot;bul&quot;', description: 'd', thumbnails: { high: { url: 'https://i.ytimg.example/a.jpg', width: 480, height: 360 } }, channelTitle: 'Kanal Y' },
        },
      ],
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: 'SrchVid0001', title: 'Ara "bul"', author: 'Kanal Y', thumb: 'https://i.ytimg.example/a.jpg', meta: { channel: 'Kanal Y', channel_id: 'UCy', video_id: 'SrchVid0001' } });
  });

  it('names the JSON path of a damaged payload', () => {
    const bad = (edit: (p: any) => void) => {
      const p = recorded('youtube');
      edit(p);
      return () => youtubeItems(p);
    };
    expect(bad((p) => (p.playlistItems.items[1].snippet.thumbnails.high.url = 3))).toThrow('youtube: playlistItems.items[1].snippet.thumbnails.high.url: expected a URL string');
    expect(bad((p) => delete p.playlistItems.items[0].snippet.resourceId)).toThrow('youtube: playlistItems.items[0].snippet.resourceId: expected an object');
    expect(bad((p) => (p.playlistItems.items[0].snippet.resourceId.videoId = '../../x'))).toThrow('youtube: playlistItems.items[0].snippet.resourceId.videoId: expected a YouTube video id (got "../../x")');
    expect(bad((p) => (p.videos.items[0].statistics.viewCount = 'çok'))).toThrow('youtube: videos.items[0].statistics.viewCount: expected a whole number ≥ 0');
    expect(bad((p) => (p.playlistItems.items = 'none'))).toThrow('youtube: playlistItems.items: expected an array');
    expect(() => youtubeItems({ kind: 'youtube#playlistItemListResponse' })).toThrow('youtube: items: expected an array');
  });

  it('throws the API’s own error message', () => {
    expect(() => youtubeItems({ error: { code: 404, message: 'The playlist identified with the request\'s playlistId parameter cannot be found.', errors: [] } })).toThrow(
      "youtube: the API answered an error: The playlist identified with the request's playlistId parameter cannot be found.",
    );
  });
});
