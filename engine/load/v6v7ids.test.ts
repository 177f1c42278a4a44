import { describe, expect, it } from 'vitest';
import { engineVersionOf, readV6V7Ids, v6v7IdsToWire, v7SlideIdOf } from './v6v7ids.ts';

describe('v6v7ids', () => {
  it('maps SR6 slide ids to SR7 ones: normal slides through n, static slides through s (also when written static_2)', () => {
    // The shape SR7 prints as SR7.E.v6v7ids (a migrated module: v6 slides 7…9, static slide 2).
    const ids = readV6V7Ids({ n: { 7: 8, 8: 9, 9: 10 }, s: { 2: 14 } });
    expect(['7', 8, ' 9 '].map((id) => v7SlideIdOf(ids, id))).toEqual(['8', '9', '10']);
    expect(v7SlideIdOf(ids, '2', true)).toBe('14');
    expect(v7SlideIdOf(ids, 'static_2')).toBe('14');
    // Unknown ids, and ids that are no row ids, are returned as given (they may already be SR7 ids).
    expect(v7SlideIdOf(ids, '2')).toBe('2');
    expect(v7SlideIdOf(ids, 'feed-1')).toBe('feed-1');
  });

  it("reads PHP's empty forms and drops entries that are not row ids", () => {
    for (const empty of [undefined, null, false, [], {}, { scalar: false }, 'x']) {
      expect(v6v7IdsToWire(readV6V7Ids(empty))).toEqual({});
    }
    const damaged = readV6V7Ids({ n: { 7: 8, x: 3, 4: 'javascript:', 5: '06' }, s: [1, 2] });
    expect(v6v7IdsToWire(damaged)).toEqual({ n: { 7: 8, 5: 6 }, s: {} });
  });

  it('engine: 6 (or 6.x) for an SR6 module, 7 for everything else', () => {
    expect([6, '6', '6.7.37', ' 6 '].map(engineVersionOf)).toEqual([6, 6, 6, 6]);
    expect([7, '7.0.5', undefined, '', 'six', '8', {}].map(engineVersionOf)).toEqual([7, 7, 7, 7, 7, 7, 7]);
  });
});
