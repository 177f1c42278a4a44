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
