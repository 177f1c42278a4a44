import { describe, it, expect } from 'vitest';
import { FeedSourceError, readFeedSource } from './source.ts';

describe('readFeedSource', () => {
  it('is null when the module names no source', () => {
    expect(readFeedSource({})).toBeNull();
    expect(readFeedSource({ source: {} })).toBeNull();
    expect(readFeedSource({ source: { type: '' } })).toBeNull();
  });

  it('reads the flat SR7 form, with numbers and lists as wire strings', () => {
    expect(
      readFeedSource({ source: { type: 'post', count: '4', excerptWords: '20', ids: '201, 205,', category: 'tasarim', sortBy: 'title', order: 'ASC' } }),
    ).toEqual({ type: 'post', count: 4, excerptWords: 20, ids: ['201', '205'], category: 'tasarim', sortBy: 'title', order: 'asc' });
  });

  it('defaults count to 8 and clamps it to 30; a bad count or excerpt length falls back', () => {
    expect(readFeedSource({ source: { type: 'woo' } })).toEqual({ type: 'woo', count: 8, excerptWords: 55, ids: [] });
    expect(readFeedSource({ source: { type: 'woo', count: 500 } })?.count).toBe(30);
    expect(readFeedSource({ source: { type: 'woo', count: '0', excerptWords: 'many' } })).toMatchObject({ count: 8, excerptWords: 55 });
  });

  it('reads SR6: sourcetype plus the options under source[<kind>]', () => {
    const sr6 = {
      sourcetype: 'woocommerce',
      source: { woocommerce: { maxProducts: '3', excerptLimit: 12, sortBy: 'meta_num__price', sortDirection: 'DESC', category: ['mutfak', 'tekstil'] } },
    };
    expect(readFeedSource(sr6)).toEqual({ type: 'woo', count: 3, excerptWords: 12, ids: [], category: 'mutfak,tekstil', sortBy: 'price', order: 'desc' });
    expect(readFeedSource({ sourcetype: 'specific_posts', source: { post: { list: '203,202' } } })).toMatchObject({ type: 'post', ids: ['203', '202'] });
    expect(readFeedSource({ sourcetype: 'gallery' })?.type).toBe('gallery');
    expect(readFeedSource({ source: 'wp_gallery' })?.type).toBe('wp-gallery');
  });

  it('ignores an unknown sort key or direction rather than guessing', () => {
    expect(readFeedSource({ source: { type: 'post', sortBy: 'rand', order: 'sideways' } })).toEqual({ type: 'post', count: 8, excerptWords: 55, ids: [] });
  });

  it('throws naming the field for an unknown kind', () => {
    expect(() => readFeedSource({ source: { type: 'tiktok' } })).toThrow(FeedSourceError);
    expect(() => readFeedSource({ source: { type: 'tiktok' } })).toThrow(/settings\.source\.type: unknown feed kind "tiktok"/);
    expect(() => readFeedSource({ sourcetype: 'rss' })).toThrow(/settings\.sourcetype/);
  });
});
