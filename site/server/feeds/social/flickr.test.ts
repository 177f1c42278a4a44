import { describe, expect, it } from 'vitest';
import { flickrItems } from './flickr.ts';
import { isNewestFirst, recorded } from './test-support.ts';

describe('flickr adapter', () => {
  it('maps the recorded photoset item by item and sorts the owner-ordered set newest first', () => {
    const items = flickrItems(recorded('flickr'));
    expect(items.map((i) => i.id)).toEqual(['53500000002', '53500000003', '53500000001']);
    expect(isNewestFirst(items.map((i) => i.date))).toBe(true);
    expect(items[2]).toEqual({
      id: '53500000001',
      title: 'Katmanlar',
      excerpt: 'İlk sahne: metin, düğme ve görsel katmanları.\nHepsi ayrı zaman çizelgesinde.',
      content: 'İlk sahne: metin, düğme ve görsel katmanları.\nHepsi ayrı zaman çizelgesinde.',
      link: 'https://www.flickr.com/photos/200000001@N05/53500000001/',
      date: '2025-02-25T10:00:00.000Z',
      author: 'Strata Örnek',
      image: { src: '/fixtures/modules/assets/strata-hero-1.png', width: 1600, height: 900, alt: 'Katmanlar' },
      thumb: '/fixtures/modules/assets/strata-hero-1-thumb.png',
      views: 311,
      tags: ['strata', 'katman', 'slider'],
      meta: { owner: '200000001@N05', username: 'Strata Örnek', photoset: 'Strata sahneleri', date_taken: '2025-02-24 18:20:00' },
    });
  });

  it('titles an untitled photo from its description and strips the description HTML', () => {
    const [cube, untitled] = flickrItems(recorded('flickr'));
    expect(cube!.excerpt).toBe('Küp geçişinin ortası — tüm geçişler.');
    expect(untitled!.title).toBe('Gezinme öğeleri bir arada');
    expect(untitled!.tags).toBeUndefined();
  });

  it('reads people.getPublicPhotos, and builds the static URL when no url_* extra was asked for', () => {
    const items = flickrItems({
      photos: {
        page: 1, pages: 1, perpage: 100, total: 1,
        photo: [{ id: '1', owner: '1@N01', secret: 'abc', server: '65535', farm: 66, title: 'Tek', ispublic: 1, isfriend: 0, isfamily: 0, dateupload: '1741600800', ownername: 'Biri', views: '3' }],
      },
      stat: 'ok',
    });
    expect(items[0]).toMatchObject({
      link: 'https://www.flickr.com/photos/1@N01/1/',
      image: { src: 'https://live.staticflickr.com/65535/1_abc_b.jpg', alt: 'Tek' },
      thumb: 'https://live.staticflickr.com/65535/1_abc_b.jpg',
      author: 'Biri',
      views: 3,
      meta: { owner: '1@N01', username: 'Biri' },
    });
  });

  it('names the JSON path of a damaged payload', () => {
    const bad = (edit: (p: any) => void) => {
      const p = recorded('flickr');
      edit(p);
      return () => flickrItems(p);
    };
    expect(bad((p) => (p.photoset.photo[1].url_l = { src: 'x' }))).toThrow('flickr: photoset.photo[1].url_l: expected a URL string');
    expect(bad((p) => (p.photoset.photo[0].dateupload = 'geçen hafta'))).toThrow('flickr: photoset.photo[0].dateupload: expected a whole number ≥ 0');
    expect(bad((p) => (p.photoset.photo[2].description = 'düz'))).toThrow('flickr: photoset.photo[2].description: expected an object');
    expect(bad((p) => (p.photoset.photo = null))).toThrow('flickr: photoset.photo: expected an array');
    expect(bad((p) => delete p.stat)).toThrow('flickr: stat: expected "ok" or "fail"');
  });

  it('throws Flickr’s own message on stat "fail"', () => {
    expect(() => flickrItems({ stat: 'fail', code: 1, message: 'Photoset not found' })).toThrow('flickr: the API answered an error: Photoset not found (code 1)');
  });
});
