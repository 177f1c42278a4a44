import { readFileSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTWORKS } from '../../fixtures/tools/gallery-artworks.ts';
import { CATEGORIES, PORTFOLIO, THUMB_WIDTH, thumbHeight } from './portfolio-items.ts';

const DIR = resolve(import.meta.dirname, '../../fixtures/site/gallery');

/** Width and height from a baseline or progressive JPEG's SOF marker. */
function jpegSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  expect(b.readUInt16BE(0)).toBe(0xffd8);
  let at = 2;
  while (at < b.length) {
    const marker = b.readUInt16BE(at);
    const length = b.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3) return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error(`${file}: no SOF marker`);
}

describe('portfolio items and their generated images', () => {
  it('names each artwork of the generator once, with its size', () => {
    expect(PORTFOLIO.map((p) => [p.file, p.width, p.height])).toEqual(ARTWORKS.map((a) => [a.file, a.width, a.height]));
  });

  it.each(PORTFOLIO.map((p) => [p.file, p] as const))('%s: the files exist with the declared sizes', (_file, item) => {
    expect(jpegSize(resolve(DIR, `${item.file}.jpg`))).toEqual({ width: item.width, height: item.height });
    expect(jpegSize(resolve(DIR, `${item.file}-thumb.jpg`))).toEqual({ width: THUMB_WIDTH, height: thumbHeight(item) });
  });

  it('uses known categories, valid dates and unique titles', () => {
    const slugs = CATEGORIES.map((c) => c.slug);
    for (const item of PORTFOLIO) {
      expect(slugs).toContain(item.category);
      expect(Number.isNaN(Date.parse(item.date))).toBe(false);
      expect(item.alt.length).toBeGreaterThan(10);
    }
    expect(new Set(PORTFOLIO.map((p) => p.title)).size).toBe(PORTFOLIO.length);
  });

  it('keeps the gallery small (under 600 KB in all)', () => {
    const total = readdirSync(DIR).reduce((sum, f) => sum + statSync(resolve(DIR, f)).size, 0);
    expect(total).toBeLessThan(600 * 1024);
  });
});
