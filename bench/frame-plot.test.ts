import { describe, expect, it } from 'vitest';
import { barColor, guideValues, PERIOD, plotScale } from './frame-plot.ts';

describe('the live frame-time plot’s scale', () => {
  it('picks the smallest scale above 1.1 × the 95th percentile, 50 to 1,000 ms', () => {
    expect(plotScale(16.7)).toBe(50);
    expect(plotScale(45.4)).toBe(50);
    expect(plotScale(46)).toBe(100);
    expect(plotScale(300)).toBe(500);
    expect(plotScale(5000)).toBe(1000);
    expect(plotScale(Number.NaN)).toBe(50);
  });

  it('draws 16.7 and 33.3 ms, the half and the top, without two guides on top of each other', () => {
    expect(guideValues(50)).toEqual([PERIOD, 2 * PERIOD, 50]);
    expect(guideValues(100)).toEqual([PERIOD, 2 * PERIOD, 50, 100]);
    expect(guideValues(500)).toEqual([PERIOD, 250, 500]); // 33.3 is within 8 % of the scale from 16.7
    expect(guideValues(1000)).toEqual([PERIOD, 500, 1000]);
  });

  it('colours a bar by display periods', () => {
    expect(barColor(16.7)).toBe(barColor(20));
    expect(barColor(33.3)).not.toBe(barColor(16.7));
    expect(barColor(100)).not.toBe(barColor(33.3));
  });
});
