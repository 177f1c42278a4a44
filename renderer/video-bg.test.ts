import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../engine/index.ts';
import { bgVideoOf, multiply3, videoUvMatrix } from './video-bg.ts';

/** Applies a column-major mat3 to a uv point. */
const apply = (m: ArrayLike<number>, u: number, v: number): [number, number] => [
  (m[0] ?? 0) * u + (m[3] ?? 0) * v + (m[6] ?? 0),
  (m[1] ?? 0) * u + (m[4] ?? 0) * v + (m[7] ?? 0),
];
const close = ([a, b]: [number, number], [c, d]: [number, number]) => {
  expect(a).toBeCloseTo(c, 6);
  expect(b).toBeCloseTo(d, 6);
};

describe('bgVideoOf', () => {
  it('reads the engine MediaOptions of a slide background (poster at poster.src)', () => {
    const model = normalizeModule({
      id: 1,
      settings: { alias: 'v' },
      slides: {
        a: {
          slide: { id: 'a' },
          layers: { 0: { id: 0, type: 'shape', subtype: 'slidebg', bg: { type: 'video', video: { src: 'm/clip.webm', poster: { src: 'm/p.png', showOnPause: true } } } } },
        },
      },
    });
    expect(bgVideoOf(model.slides[0]!.background)).toEqual({ kind: 'html5', src: 'm/clip.webm', poster: 'm/p.png', loop: true, posterOnPause: true });
  });

  it('reads an iframe kind, a loop turned off, a missing poster, and no video', () => {
    const model = normalizeModule({
      id: 1,
      settings: { alias: 'v' },
      slides: {
        a: { slide: { id: 'a' }, layers: { 0: { id: 0, type: 'shape', subtype: 'slidebg', bg: { type: 'youtube', video: { src: 'https://youtu.be/abc', loop: false } } } } },
        b: { slide: { id: 'b' }, layers: { 0: { id: 0, type: 'shape', subtype: 'slidebg', bg: { type: 'image', video: { src: 'v.webm' } } } } },
      },
    });
    expect(bgVideoOf(model.slides[0]!.background)).toEqual({ kind: 'youtube', src: 'https://youtu.be/abc', poster: null, loop: false, posterOnPause: false });
    expect(bgVideoOf(model.slides[1]!.background)).toBeNull();
  });
});

describe('videoUvMatrix (cover, as object-fit: cover)', () => {
  it('crops the sides of a 16:9 video on a 1:1 stage, centred', () => {
    const m = videoUvMatrix(320, 180, 400, 400);
    // The video is scaled to 711.1 × 400; the stage shows its middle 400 px: u 0.21875 … 0.78125.
    close(apply(m, 0, 0), [0.21875, 0]);
    close(apply(m, 1, 1), [0.78125, 1]);
    close(apply(m, 0.5, 0.5), [0.5, 0.5]);
  });

  it('crops top and bottom of a 16:9 video on a wider stage, and is the identity when the shapes match', () => {
    const m = videoUvMatrix(320, 180, 1240, 500);
    // Scaled to 1240 × 697.5: v runs 0.1416 … 0.8584.
    close(apply(m, 0, 0), [0, (697.5 - 500) / 2 / 697.5]);
    close(apply(m, 1, 1), [1, 1 - (697.5 - 500) / 2 / 697.5]);
    expect([...videoUvMatrix(320, 180, 640, 360)]).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('is the identity while the video has no size yet', () => {
    expect([...videoUvMatrix(0, 0, 800, 400)]).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
  });
});

describe('multiply3', () => {
  it('applies the right matrix first (a pan in stage uv, then the video fit)', () => {
    const pan = new Float32Array([0.5, 0, 0, 0, 0.5, 0, 0.25, 0.25, 1]); // zoom 2× about the centre
    const fit = videoUvMatrix(320, 180, 400, 400);
    const both = multiply3(fit, pan, new Float32Array(9));
    close(apply(both, 0, 0), apply(fit, ...apply(pan, 0, 0)));
    close(apply(both, 0.9, 0.3), apply(fit, ...apply(pan, 0.9, 0.3)));
    // In place (out aliases b), as applyPans uses it.
    const inPlace = new Float32Array(pan);
    multiply3(fit, inPlace, inPlace);
    expect([...inPlace]).toEqual([...both]);
  });
});
