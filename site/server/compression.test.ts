import { describe, expect, it } from 'vitest';
import { acceptedCodings, etagMatches, LruMap } from './compression.ts';

describe('acceptedCodings', () => {
  it('prefers brotli when the client takes both equally, and follows the client\'s q-values otherwise', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedCodings('br;q=0.5, gzip')).toEqual(['gzip', 'identity', 'br']);
    expect(acceptedCodings('gzip;q=0, br;q=0')).toEqual(['identity']);
    expect(acceptedCodings('*')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedCodings(undefined)).toEqual(['identity']);
  });
});

describe('etagMatches (If-None-Match, weak comparison)', () => {
  it('finds the tag in a list, weak or strong, and takes *', () => {
    expect(etagMatches('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('"b"', 'W/"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"bc"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

describe('LruMap', () => {
  it('forgets the least recently used entry past its size', () => {
    const m = new LruMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    m.get('a');
    m.set('c', 3);
    expect([m.get('a'), m.get('b'), m.get('c')]).toEqual([1, undefined, 3]);
  });

  it('forgets the least recently used entries past its total weight, keeping at least the newest', () => {
    const m = new LruMap<string, number>(100, { weigh: (v) => v, maxWeight: 10 });
    m.set('a', 4);
    m.set('b', 4);
    m.set('c', 4);
    expect([m.get('a'), m.get('b'), m.get('c')]).toEqual([undefined, 4, 4]);
    m.set('b', 1); // replacing an entry replaces its weight
    m.set('d', 5);
    expect([m.get('b'), m.get('c'), m.get('d'), m.size]).toEqual([1, 4, 5, 3]);
    m.set('huge', 50);
    expect([m.get('huge'), m.size]).toEqual([50, 1]);
  });
});
