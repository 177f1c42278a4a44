import { describe, expect, it } from 'vitest';
import { ModuleError } from './errors.ts';
import { normalizeModule } from './normalize.ts';
import { readCarousel } from './normalize-carousel.ts';

const module = (type: string, carousel?: unknown) => ({ settings: { type, carousel }, slides: { a: { slide: { id: 'a' }, layers: {} } } });

describe('readCarousel', () => {
  it('SR7.D.carouselSettings defaults (FORMAT.md §9, SPEC §9)', () => {
    expect(readCarousel(undefined, 'c')).toEqual({
      axis: 'h', align: 'center', reverse: false, maxVisible: 3, justify: false, justifyMaxWidth: false, stretch: false, space: 0,
      scale: { use: false, lowest: 50, byDistance: false, offset: false },
      opacity: { use: true, lowest: 100, byDistance: false },
      rotation: { use: false, max: 0, byDistance: false },
      spin: 'off', spinAngle: 0, skewX: 0, skewY: 0, snap: true, infinity: false, ease: 'power3.inOut', duration: 800, overshoot: false,
      layers: 'focus', borderRadius: '0px', shadow: { use: false, x: 0, y: 0, blur: 0, spread: 0, color: 'transparent' },
      siblingsVisible: 50, paddingTop: 0, paddingBottom: 0,
    });
  });
  it('reads the string numbers and boolean showAllLayers of real exports', () => {
    const c = readCarousel({ space: '-20', maxR: '15', dur: '600', bR: '12', bRU: '%', showAllLayers: false, pT: '10', minS: '70%', maxO: '40', spin: '3D', spinA: '45deg' }, 'c');
    expect(c).toMatchObject({ space: -20, duration: 600, borderRadius: '12%', layers: 'focus', paddingTop: 10, spin: '3d', spinAngle: 45 });
    expect(c.scale.lowest).toBe(70);
    expect(c.opacity.lowest).toBe(40);
    expect(c.rotation.max).toBe(15);
    expect(readCarousel({ showAllLayers: 'all', align: 'bottom', type: 'v', aDir: 'reverse' }, 'c')).toMatchObject({ layers: 'all', align: 'end', axis: 'v', reverse: true });
  });
  it('names the JSON path of a bad value', () => {
    expect(() => readCarousel({ spin: 'sideways' }, 'module.settings.carousel')).toThrow(ModuleError);
    expect(() => readCarousel({ spin: 'sideways' }, 'module.settings.carousel')).toThrow(/module\.settings\.carousel\.spin/);
  });
  it('only carousel modules carry carousel settings', () => {
    expect(normalizeModule(module('hero', { maxV: 5 })).carousel).toBeNull();
    expect(normalizeModule(module('carousel', { maxV: 5 })).carousel?.maxVisible).toBe(5);
    expect(normalizeModule(module('carousel')).carousel?.maxVisible).toBe(3);
  });
});

describe('slide image ratio for a justified carousel (SPEC §3 size "justify")', () => {
  const bgLayer = (image: Record<string, unknown>) => ({ '0': { id: 0, type: 'shape', subtype: 'slidebg', bg: { type: 'image', image } } });
  const ratioOf = (slide: Record<string, unknown>, image: Record<string, unknown>) =>
    normalizeModule({ settings: { type: 'carousel', carousel: { justify: true } }, slides: { a: { slide, layers: bgLayer(image) } } }).slides[0]?.background.imageRatio;

  it('reads the width / height of the slide `imgs` entry for the background src', () => {
    expect(ratioOf({ imgs: [{ src: 'other.jpg', w: 100, h: 100 }, { src: 'wide.jpg', w: 1240, h: 620 }] }, { src: 'wide.jpg' })).toBe(2);
  });
  it("falls back to the image's own ratio, and is absent when nothing says", () => {
    expect(ratioOf({ imgs: [{ src: 'other.jpg', w: 1, h: 1 }] }, { src: 'x.jpg', ratio: 1.5 })).toBe(1.5);
    expect(ratioOf({}, { src: 'x.jpg' })).toBeUndefined();
    expect(ratioOf({ imgs: [{ src: 'x.jpg', w: 0, h: 10 }] }, { src: 'x.jpg' })).toBeUndefined();
  });
  it('skips holes in a slide image list (a list built in code)', () => {
    const imgs: unknown[] = [];
    imgs[1] = { src: 'wide.jpg', w: 1240, h: 620 };
    expect(ratioOf({ imgs }, { src: 'wide.jpg' })).toBe(2);
  });
  it('names the JSON path of malformed sizes and falls back to the image\'s own ratio', () => {
    const justified = (slide: Record<string, unknown>, image: Record<string, unknown>) =>
      normalizeModule({ settings: { type: 'carousel', carousel: { justify: true } }, slides: { a: { slide, layers: bgLayer(image) } } });
    const bad = justified({ imgs: [{ src: 'x.jpg', w: 'wide', h: 10 }] }, { src: 'x.jpg', ratio: 1.5 });
    expect(bad.diagnostics).toEqual([{ path: 'module.slides.a.slide.imgs[0].w', expected: 'a number', found: 'wide', used: 0 }]);
    expect(bad.slides[0]!.background.imageRatio).toBe(1.5);
    const none = justified({ imgs: [{ src: 'x.jpg', w: 10, h: {} }] }, { src: 'x.jpg' });
    expect(none.diagnostics).toEqual([{ path: 'module.slides.a.slide.imgs[0].h', expected: 'a number', found: {}, used: 0 }]);
    expect(none.slides[0]!.background.imageRatio).toBeUndefined();
  });
});
