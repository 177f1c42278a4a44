import { describe, expect, it } from 'vitest';
import { fitImage } from './fit.ts';

describe('fitImage', () => {
  it('covers a wide box with a square image, centred', () => {
    expect(fitImage(100, 100, 400, 200, 'cover', '50% 50%')).toEqual({ x: 0, y: -100, w: 400, h: 400 });
  });
  it('contains a wide image in a square box, anchored bottom right', () => {
    expect(fitImage(200, 100, 100, 100, 'contain', 'right bottom')).toEqual({ x: 0, y: 50, w: 100, h: 50 });
  });
  it('keeps natural size for auto and honours px positions', () => {
    expect(fitImage(50, 40, 100, 100, 'auto', '10px 20px')).toEqual({ x: 10, y: 20, w: 50, h: 40 });
  });
  it('scales an explicit width keeping the ratio', () => {
    expect(fitImage(200, 100, 400, 400, '50% auto', '0% 0%')).toEqual({ x: 0, y: 0, w: 200, h: 100 });
  });
});
