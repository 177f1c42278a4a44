import { describe, expect, it } from 'vitest';
import { DEVICE_BREAKPOINTS, deviceAt, isMobileLayout, MOBILE_LAYOUT_BELOW_PX, NAMED_SIZES, sizeAt } from './breakpoints.ts';

describe('site breakpoints (SPEC §9)', () => {
  it('names the sizes xs 0, sm 480, md 768, lg 1025, xl 1440, xxl 1600 and the breakpoints mobile 767, tablet 1024', () => {
    expect(NAMED_SIZES).toEqual({ xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 });
    expect(DEVICE_BREAKPOINTS).toEqual({ mobile: 767, tablet: 1024 });
    expect(MOBILE_LAYOUT_BELOW_PX).toBe(1024);
  });

  it('sizeAt: each size from its own width up to the next one', () => {
    const cases: [number, string][] = [
      [-5, 'xs'], [0, 'xs'], [479, 'xs'], [480, 'sm'], [767, 'sm'], [768, 'md'], [1024, 'md'],
      [1025, 'lg'], [1439, 'lg'], [1440, 'xl'], [1599, 'xl'], [1600, 'xxl'], [3840, 'xxl'],
    ];
    for (const [width, size] of cases) expect(sizeAt(width), `${width}px`).toBe(size);
  });

  it('deviceAt: mobile up to 767, tablet up to 1024, desktop beyond; the device edges meet the named sizes md and lg', () => {
    expect([deviceAt(320), deviceAt(767), deviceAt(767.5), deviceAt(768), deviceAt(1024), deviceAt(1025), deviceAt(1920)]).toEqual([
      'mobile', 'mobile', 'tablet', 'tablet', 'tablet', 'desktop', 'desktop',
    ]);
    expect(deviceAt(NAMED_SIZES.md)).toBe('tablet');
    expect(deviceAt(NAMED_SIZES.lg)).toBe('desktop');
  });

  it('the mobile layout is below 1024 px', () => {
    expect([isMobileLayout(1023), isMobileLayout(1023.9), isMobileLayout(1024), isMobileLayout(1280)]).toEqual([true, true, false, false]);
  });

  it('names a width that is not a number', () => {
    expect(() => sizeAt(Number.NaN)).toThrow('sizeAt: expected a viewport width in px, got NaN');
    expect(() => deviceAt('800' as unknown as number)).toThrow('deviceAt: expected a viewport width in px, got 800');
  });
});
