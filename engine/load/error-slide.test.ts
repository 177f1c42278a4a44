import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../index.ts';
import { ERROR_SLIDE_KEY, ERROR_TITLE, errorSlideModule } from './error-slide.ts';

const HERO = path.resolve(import.meta.dirname, '../../fixtures/modules/strata-hero.json');
const errorModule = (...args: Parameters<typeof errorSlideModule>): Record<string, any> => errorSlideModule(...args);
const hero = () => JSON.parse(readFileSync(HERO, 'utf8')) as Record<string, any>;

/** Relative luminance (WCAG) of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

describe('errorSlideModule (SPEC §4 "Error slide")', () => {
  it('turns the module into one hero slide with the title and the kind-named subtitle', () => {
    const out = errorModule(hero(), 'post');
    expect(out.id).toBe('101');
    expect(out.settings.type).toBe('hero');
    expect(out.settings.alias).toBe('strata-hero');
    expect(Object.keys(out.slides)).toEqual([ERROR_SLIDE_KEY]);
    const model = normalizeModule(out);
    expect(model.type).toBe('hero');
    expect(model.slides).toHaveLength(1);
    expect(model.staticSlides).toHaveLength(0);
    const texts = model.slides[0]?.layers.map((l) => l.content.html);
    expect(texts).toEqual(['There is nothing to show here!', 'post reports: Please check the settings']);
    expect(model.slides[0]?.title).toBe(ERROR_TITLE);
  });

  it('turns navigation, input and the progress bar off', () => {
    const model = normalizeModule(errorModule(hero(), 'woo'));
    expect(model.nav.arrows.enabled).toBe(false);
    expect(model.nav.bullets.enabled).toBe(false);
    expect(model.nav.tabs).toBeNull();
    expect(model.nav.thumbs).toBeNull();
    expect(model.nav.scrubber).toBeNull();
    expect(model.nav.keyboard.use).toBe('off');
    expect(model.progressBar).toBeNull();
    expect(model.slideshow.auto).toBe(false);
  });

  it('is readable: centred white text on a dark background', () => {
    const model = normalizeModule(errorModule(hero(), 'youtube'));
    const slide = model.slides[0];
    const bg = slide?.background.color ?? '';
    expect(bg).toMatch(/^rgba?\(17, 24, 39/);
    expect(luminance('#ffffff') + 0.05).toBeGreaterThan(7 * (luminance('#111827') + 0.05));
    for (const layer of slide?.layers ?? []) {
      expect(layer.pos.h).toEqual(['center', 'center', 'center', 'center', 'center']);
      expect(layer.pos.v).toEqual(['middle', 'middle', 'middle', 'middle', 'middle']);
      expect(layer.color.every((c) => /^(#ffffff|rgba?\(255, 255, 255(, 1)?\))$/i.test(c)), layer.color.join()).toBe(true);
      expect(layer.textAlign).toEqual(['center', 'center', 'center', 'center', 'center']);
    }
  });

  it("sizes the text with the module's grid: smaller type on smaller levels, readable on the narrowest screen of each level", () => {
    const json = hero();
    const grid = [1600, 1240, 1024, 778, 480];
    json.settings.size.width = grid;
    const layers = (errorModule(json, 'post').slides[ERROR_SLIDE_KEY] as any).layers;
    expect(layers[1].size.w).toEqual(['1376px', '1066px', '881px', '669px', '413px']);
    const sizes = (id: number) => (layers[id].font.size as string[]).map((s) => Number.parseInt(s, 10));
    expect(sizes(1)).toEqual([...sizes(1)].sort((a, b) => b - a));
    // Level i is shown down to the next level's grid width (level 4 down to a 320 px phone), scaled with it.
    const narrowest = [1240, 1024, 778, 480, 320];
    sizes(1).forEach((f, i) => expect(f * (narrowest[i]! / grid[i]!)).toBeGreaterThanOrEqual(22));
    sizes(2).forEach((f, i) => expect(f * (narrowest[i]! / grid[i]!)).toBeGreaterThanOrEqual(14));
    sizes(2).forEach((f, i) => expect(f).toBeLessThan(sizes(1)[i]!));
    // The title sits above the middle, the subtitle below it, without overlapping.
    for (let i = 0; i < 5; i++) {
      const titleY = Number.parseInt(layers[1].pos.y[i], 10);
      const subY = Number.parseInt(layers[2].pos.y[i], 10);
      expect(titleY).toBeLessThan(0);
      expect(subY).toBeGreaterThan(0);
      expect(subY - titleY).toBeGreaterThanOrEqual((Number.parseInt(layers[1].lh[i], 10) + Number.parseInt(layers[2].lh[i], 10)) / 2);
    }
  });

  it('escapes the kind and never throws on odd modules', () => {
    const out = errorModule({ settings: { size: { width: 'geniş' } } }, '<b>x</b>');
    expect(JSON.stringify(out)).toContain('&lt;b&gt;x&lt;/b&gt; reports');
    expect(() => normalizeModule(out)).not.toThrow();
    expect(() => normalizeModule(errorModule(null, 'post'))).not.toThrow();
    expect(() => normalizeModule(errorModule({ settings: { type: 'carousel', carousel: { maxV: 3 } }, slides: {} }, 'flickr'))).not.toThrow();
  });

  it('does not change its input', () => {
    const json = hero();
    const before = structuredClone(json);
    errorModule(json, 'post');
    expect(json).toEqual(before);
  });
});
