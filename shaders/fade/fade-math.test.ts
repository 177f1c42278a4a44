import { describe, expect, it } from 'vitest';
import { resolveTransition } from '../../engine/transition/resolve.ts';
import { cellAtTime, frameEases, neutralCell, outgoingOnTop } from '../../engine/transition/frame.ts';
import { normalizeModule } from '../../engine/model/index.ts';
import { fadePixel } from './fade-math.ts';

const red = [1, 0, 0, 1];
const blue = [0, 0, 1, 1];
const size = { width: 100, height: 100 };

function spec(preset: string) {
  const model = normalizeModule({
    settings: { alias: 't' },
    slides: {
      a: { slide: { order: 1 }, layers: {} },
      b: { slide: { order: 2 }, layers: { 0: { id: 0, type: 'shape', subtype: 'slidebg', tl: { in: { bg: { temp: { p: preset } } } } } } },
    },
  });
  return resolveTransition(model.slides[1]!, model, () => 0.5);
}

/** The pixel the fade program draws at time t (ms) for solid red → blue, over `base`. */
function pixelAt(preset: string, t: number) {
  const s = spec(preset);
  const eases = frameEases(s);
  const alphaOut = cellAtTime(s, eases, false, 0, t, size, neutralCell()).o;
  const alphaIn = cellAtTime(s, eases, true, 0, t, size, neutralCell()).o;
  const base = s.via ? s.via.map((v, i) => (i < 3 ? v * (s.via?.[3] ?? 1) : v)) : [0, 0, 0, 0];
  return { s, pixel: fadePixel(red, blue, alphaOut, alphaIn, outgoingOnTop(s), base).map((v) => +v.toFixed(3)) };
}

describe('fade program maths', () => {
  it('fade: the incoming slide fades in over a still outgoing one', () => {
    const { pixel } = pixelAt('fade', 500);
    expect(pixel[3]).toBe(1);
    expect(pixel[0]! + pixel[2]!).toBeCloseTo(1); // a plain mix: nothing of the background shows
    expect(pixel[2]).toBeCloseTo(0.5, 1); // power2.inOut is 0.5 at half time
  });
  it('crossfade: both fade, so the outgoing contribution is (1 - a)² and the background shows through', () => {
    const { pixel } = pixelAt('crossfade', 500);
    expect(pixel[2]).toBeCloseTo(0.5, 2);
    expect(pixel[0]).toBeCloseTo(0.25, 2);
    expect(pixel[3]).toBeCloseTo(0.75, 2);
  });
  it('fade through dark: black at the midpoint, twice the speed', () => {
    const { s, pixel } = pixelAt('fadethroughdark', 1000);
    expect(s.duration).toBe(2000);
    expect(pixel).toEqual([0, 0, 0, 1]);
    expect(pixelAt('fadethroughdark', 500).pixel[0]).toBeCloseTo(0.5, 1);
  });
  it('starts exactly on the outgoing and ends exactly on the incoming slide for every fade preset', () => {
    for (const preset of ['fade', 'crossfade', 'fadethroughdark', 'fadethroughlight', 'fadethroughtransparent', 'notransition']) {
      const { s } = pixelAt(preset, 0);
      expect(pixelAt(preset, 0).pixel, preset).toEqual(red);
      expect(pixelAt(preset, s.duration).pixel, preset).toEqual(blue);
    }
  });
});
