import { describe, expect, it } from 'vitest';
import { resolveTransition } from '../../engine/transition/resolve.ts';
import { normalizeModule } from '../../engine/model/index.ts';
import { fadePixel, fadeUniforms } from './fade-math.ts';

const red = [1, 0, 0, 1];
const blue = [0, 0, 1, 1];

function spec(preset: string) {
  const model = normalizeModule({
    settings: { alias: 't' },
    slides: {
      a: { slide: { order: 1 }, layers: {} },
      b: { slide: { order: 2 }, layers: { 0: { id: 0, type: 'shape', subtype: 'slidebg', tl: { in: { bg: { temp: { p: preset } } } } } } },
    },
  });
  return resolveTransition(model.slides[1]!, model);
}

describe('fade shader maths', () => {
  it('fade: the incoming slide fades in over a still outgoing one (linear mix)', () => {
    const u = fadeUniforms(spec('fade'));
    expect(fadePixel(red, blue, 0.25, u).map((v) => +v.toFixed(3))).toEqual([0.75, 0, 0.25, 1]);
  });
  it('crossfade: both fade, so the outgoing contribution is (1 - p)²', () => {
    const u = fadeUniforms(spec('crossfade'));
    expect(fadePixel(red, blue, 0.5, u).map((v) => +v.toFixed(3))).toEqual([0.25, 0, 0.5, 0.75]);
  });
  it('fade through dark passes through black at the midpoint and takes twice the speed', () => {
    const s = spec('fadethroughdark');
    expect(s.duration).toBe(2000);
    const u = fadeUniforms(s);
    expect(fadePixel(red, blue, 0.5, u).map((v) => +v.toFixed(3))).toEqual([0, 0, 0, 1]);
    expect(fadePixel(red, blue, 0.25, u)[0]).toBeCloseTo(0.5);
    expect(fadePixel(red, blue, 1, u)).toEqual([0, 0, 1, 1]);
  });
  it('ends exactly on the incoming slide for every fade preset', () => {
    for (const preset of ['fade', 'crossfade', 'fadethroughlight', 'fadethroughtransparent']) {
      expect(fadePixel(red, blue, 1, fadeUniforms(spec(preset)))).toEqual(blue);
    }
  });
});
