import { describe, expect, it } from 'vitest';
import { ModuleError } from '../model/errors.ts';
import { collectDiagnostics } from '../model/diagnostics.ts';
import { readFeedSource } from './feed-source.ts';
import { FEED_KINDS } from './types.ts';

const catchError = (fn: () => unknown): ModuleError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ModuleError) return e;
    throw e;
  }
  throw new Error('expected a ModuleError');
};

describe('readFeedSource', () => {
  it('is null without a source, for an empty type and for gallery (the editor slides, no stream)', () => {
    expect(readFeedSource(undefined)).toBeNull();
    expect(readFeedSource({ title: 'x' })).toBeNull();
    expect(readFeedSource({ source: { type: '' } })).toBeNull();
    expect(readFeedSource({ source: { type: 'gallery', count: 4 } })).toBeNull();
    expect(readFeedSource({ sourcetype: 'gallery' })).toBeNull();
  });

  it('applies the SPEC §9 defaults: 8 items, 55 excerpt words, no ids', () => {
    expect(readFeedSource({ source: { type: 'post' } })).toEqual({ type: 'post', count: 8, excerptWords: 55, ids: [] });
  });

  it('reads numbers and ids written as strings', () => {
    const s = readFeedSource({ source: { type: 'wp-gallery', count: '4', excerptWords: '20', ids: '1, 2,3,' } });
    expect(s).toEqual({ type: 'wp-gallery', count: 4, excerptWords: 20, ids: ['1', '2', '3'] });
    expect(readFeedSource({ source: { type: 'post', ids: [7, ' 8 '] } })?.ids).toEqual(['7', '8']);
    expect(readFeedSource({ source: { type: 'post', ids: 12 } })?.ids).toEqual(['12']);
  });

  it('clamps count to 1..30 and floors it', () => {
    const count = (c: unknown) => readFeedSource({ source: { type: 'post', count: c } })?.count;
    expect(count(100)).toBe(30);
    expect(count('31')).toBe(30);
    expect(count(0)).toBe(1);
    expect(count(-4)).toBe(1);
    expect(count(12.7)).toBe(12);
    expect(count(30)).toBe(30);
  });

  it('reads category, sort key and direction (case-insensitive)', () => {
    const s = readFeedSource({ source: { type: 'woo', category: ' kampanya ', sortBy: 'Price', order: 'ASC' } });
    expect(s).toMatchObject({ type: 'woo', category: 'kampanya', sortBy: 'price', order: 'asc' });
    expect(readFeedSource({ source: { type: 'post', category: '', sortBy: '', order: '' } })).toEqual({ type: 'post', count: 8, excerptWords: 55, ids: [] });
  });

  it('reads SR6 sourcetype and older kind spellings', () => {
    expect(readFeedSource({ sourcetype: 'youtube' })?.type).toBe('youtube');
    expect(readFeedSource({ sourcetype: 'woocommerce' })?.type).toBe('woo');
    expect(readFeedSource({ source: { type: 'posts' } })?.type).toBe('post');
    expect(readFeedSource({ source: { count: 3 }, sourcetype: 'flickr' })).toMatchObject({ type: 'flickr', count: 3 });
    expect(readFeedSource({ source: 'instagram' })?.type).toBe('instagram');
  });

  it('accepts every FEED_KIND', () => {
    for (const kind of FEED_KINDS) {
      const s = readFeedSource({ source: { type: kind } });
      if (kind === 'gallery') expect(s).toBeNull();
      else expect(s?.type).toBe(kind);
    }
  });

  it('names settings.source.type and lists the kinds for an unknown type', () => {
    const e = catchError(() => readFeedSource({ source: { type: 'myspace' } }));
    expect(e.path).toBe('module.settings.source.type');
    expect(e.message).toContain('settings.source.type');
    for (const kind of FEED_KINDS) expect(e.message).toContain(kind);
    expect(e.got).toBe('myspace');
    expect(catchError(() => readFeedSource({ source: { type: 5 } })).path).toBe('module.settings.source.type');
    expect(catchError(() => readFeedSource({ sourcetype: 'rss' })).path).toBe('module.settings.sourcetype');
  });

  it('a field with the wrong kind of value is reported by path and takes its default; the feed still loads', () => {
    const read = (source: unknown) => collectDiagnostics(() => readFeedSource(source));
    const count = read({ source: { type: 'post', count: 'many' } });
    expect(count.result).toMatchObject({ type: 'post', count: 8 });
    expect(count.diagnostics).toEqual([{ path: 'module.settings.source.count', expected: 'a number', found: 'many', used: 8 }]);
    const sort = read({ source: { type: 'post', sortBy: 'random' } });
    expect(sort.result?.sortBy).toBe('date');
    expect(sort.diagnostics.map((d) => d.path)).toEqual(['module.settings.source.sortBy']);
    expect(read({ source: { type: 'post', order: 'up' } }).diagnostics.map((d) => d.path)).toEqual(['module.settings.source.order']);
    expect(catchError(() => readFeedSource({ source: { type: 'post', ids: [{}] } })).path).toBe('module.settings.source.ids[0]');
    expect(catchError(() => readFeedSource({ source: { type: 'post', category: {} } })).path).toBe('module.settings.source.category');
    expect(catchError(() => readFeedSource('post')).path).toBe('module.settings');
  });
});
