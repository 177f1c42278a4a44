import { describe, expect, it } from 'vitest';
import { NEUTRAL_PAN, panUvMatrix } from '../engine/index.ts';
import { applyPans } from './transition-painter.ts';
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
