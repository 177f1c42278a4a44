import { describe, expect, it } from 'vitest';
import { MAGNIFIC_DEFAULTS, resolveOptions } from './options.ts';

const one = [{ type: 'image' as const, src: '/a.jpg' }];
const two = [...one, { type: 'image' as const, src: '/b.jpg' }];

describe('resolveOptions', () => {
  it("starts from Magnific 1.2.0's defaults", () => {
    expect(resolveOptions({ items: one })).toEqual({ ...MAGNIFIC_DEFAULTS, gallery: false });
    expect(MAGNIFIC_DEFAULTS).toMatchObject({ closeOnBgClick: true, closeOnContentClick: false, enableEscapeKey: true, showCloseBtn: true, removalDelay: 0, preload: [0, 2], loop: true });
  });
  it('turns gallery mode on for more than one item, unless asked otherwise', () => {
    expect(resolveOptions({ items: two }).gallery).toBe(true);
    expect(resolveOptions({ items: two, gallery: false }).gallery).toBe(false);
  });
  it('layers site defaults under the request, ignoring undefined', () => {
    const site = { mainClass: 'mfp-fade', removalDelay: 160 };
    expect(resolveOptions({ items: one }, site)).toMatchObject(site);
    expect(resolveOptions({ items: one, removalDelay: 300, mainClass: undefined }, site)).toMatchObject({ mainClass: 'mfp-fade', removalDelay: 300 });
  });
  it('modal turns off every visitor-initiated close', () => {
    expect(resolveOptions({ items: one, modal: true, closeOnBgClick: true, enableEscapeKey: true })).toMatchObject({
      closeOnBgClick: false,
      closeOnContentClick: false,
      showCloseBtn: false,
      enableEscapeKey: false,
    });
  });
  it('drops the removal delay under reduced motion', () => {
    expect(resolveOptions({ items: one }, { removalDelay: 160 }, true).removalDelay).toBe(0);
  });
});
