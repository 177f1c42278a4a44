import { describe, expect, it } from 'vitest';
import { ALL_READERS } from '../engine/model/all-readers.ts';
import { loadFeatureReaders, pageReaders, readersIn } from './module-readers.ts';

describe("a page's feature readers (module-readers.ts)", () => {
  it('loads each reader once per page, and a page holds what it loaded', async () => {
    expect(readersIn(['pan'])).toBe(false);
    const [first, second] = await Promise.all([loadFeatureReaders(['pan', 'actions']), loadFeatureReaders(['pan'])]);
    expect(first).toBe(second);
    expect(readersIn(['pan', 'actions'])).toBe(true);
    expect(pageReaders().pan?.readSlidePan).toBe(ALL_READERS.pan.readSlidePan);
    expect(readersIn(['media'])).toBe(false);
  });
});
