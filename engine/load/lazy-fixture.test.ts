import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../model/index.ts';

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8')) as { slides: Record<string, { layers: unknown }> };

describe('fixtures/test/lazy-demo.mix.json', () => {
  it('is modules/lazy-demo.json as PHP prints it in MIX mode: only the first slide carries layers', () => {
    const full = read('modules/lazy-demo.json');
    const mix = read('test/lazy-demo.mix.json');
    const keys = Object.keys(full.slides);
    const expected = { ...full, slides: Object.fromEntries(keys.map((key, i) => [key, i === 0 ? full.slides[key] : { ...full.slides[key], layers: [] }])) };
    expect(mix).toEqual(expected);
    expect(normalizeModule(mix).slides.map((s) => s.lazy)).toEqual([false, true, true, true]);
  });
});
