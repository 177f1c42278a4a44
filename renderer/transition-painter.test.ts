import { describe, expect, it } from 'vitest';
import { NEUTRAL_PAN, normalizeModule, panUvMatrix, resolveTransition, seededRandom, type SlideModel, type TransitionSpec } from '../engine/index.ts';
import { applyPans, featuresFor, fitsFadeQuad, placeSide } from './transition-painter.ts';
import { multiply3, videoUvMatrix } from './video-bg.ts';

const uniforms = () => ({ uUvOut: new Float32Array(9), uUvIn: new Float32Array(9) });
const size = { width: 400, height: 400 };

describe('applyPans with a background video fit', () => {
  it('writes fit · pan for a video side and the plain pan (or identity) for a painted side', () => {
    const u = uniforms();
    const pan = { ...NEUTRAL_PAN, scaleX: 1.5, scaleY: 1.5 };
    const fit = videoUvMatrix(320, 180, 400, 400);
    applyPans(u, { out: () => pan, in: () => null, fitOut: () => null, fitIn: () => fit }, size);
    expect([...u.uUvOut]).toEqual([...panUvMatrix(pan, 400, 400)]);
    expect([...u.uUvIn]).toEqual([...fit]);
    applyPans(u, { out: () => null, in: () => pan, fitIn: () => fit }, size);
    expect([...u.uUvOut]).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect([...u.uUvIn]).toEqual([...multiply3(fit, panUvMatrix(pan, 400, 400), new Float32Array(9))]);
  });
});

describe('one-pass filter transitions (fade quad with placed sides)', () => {
  const model = normalizeModule({ settings: {}, slides: { 1: { slide: { id: 1 }, layers: {} }, 2: { slide: { id: 2 }, layers: {} } } });
  const spec = (preset: string): TransitionSpec =>
    resolveTransition({ ...model.slides[1]!, transition: { ms: 'default', temp: { p: preset } } } as SlideModel, model, { random: seededRandom(7), direction: 1, canvas: { width: 1240, height: 600 } });

  it('draws a filter preset whose sides move or scale as one piece in one pass, and keeps plain moves on the cells mesh', () => {
    expect(fitsFadeQuad(spec('blurstrong'))).toBe(true); // the incoming slide grows from 1.05 while it unblurs
    expect(fitsFadeQuad(spec('grayscale'))).toBe(true);
    expect(fitsFadeQuad(spec('fade'))).toBe(true);
    expect(fitsFadeQuad(spec('slideleft'))).toBe(false); // no filter: the mesh leaves the pixels a side uncovers unshaded
    expect(fitsFadeQuad(spec('slotzoom-horizontal'))).toBe(false); // a blur over six columns
  });

  it('a blur-only preset compiles the blur without the colour matrix, as one mip tap when both slides have mip chains', () => {
    expect(featuresFor(spec('blurstrong'), false, true)).toMatchObject({ filter: false, blur: true, mipBlur: true, place: true, shade: false, trail: false });
    expect(featuresFor(spec('blurstrong'), false, false)).toMatchObject({ blur: true, mipBlur: false });
    expect(featuresFor(spec('grayscale'), false, true)).toMatchObject({ filter: true, blur: false, mipBlur: false, place: false });
    expect(featuresFor(spec('fade'), false, true)).toMatchObject({ filter: false, blur: false, mipBlur: false, place: false });
  });

  it("placeSide is the inverse of the cells program's full-stage cell: the slide's own uv of every stage point", () => {
    const size = { width: 1240, height: 600 };
    const place = new Float32Array(4);
    const cell = { x: 62, y: -30, r: 0, o: 1, sx: 1.05, sy: 0.8 };
    placeSide(place, cell, size);
    for (const [lu, lv] of [[0, 0], [1, 1], [0.25, 0.7], [0.5, 0.5]] as const) {
      // cells.vert: world = centre (stage centre moved by x, y) + (local - 0.5) * scale * size.
      const su = (size.width / 2 + cell.x + (lu - 0.5) * cell.sx * size.width) / size.width;
      const sv = (size.height / 2 + cell.y + (lv - 0.5) * cell.sy * size.height) / size.height;
      expect(su * place[0]! + place[2]!).toBeCloseTo(lu, 6);
      expect(sv * place[1]! + place[3]!).toBeCloseTo(lv, 6);
    }
    placeSide(place, { ...cell, x: 0, y: 0, sx: 1, sy: 1 }, size);
    expect([...place]).toEqual([1, 1, 0, 0]);
  });
});
