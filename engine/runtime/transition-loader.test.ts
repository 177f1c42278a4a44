import { describe, expect, it, vi } from 'vitest';
import * as resolver from '../transition/resolve.ts';
import { testModule } from './test-module.ts';
import { createTransitionLoader, cut } from './transition-loader.ts';

describe('background transitions on demand', () => {
  it('loads the resolver once; ready() answers it only after the load', async () => {
    const model = testModule(2);
    const importResolver = vi.fn(async () => resolver);
    const loader = createTransitionLoader(model, () => 0.5, importResolver);
    expect(loader.ready()).toBeNull();
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect(a).toBe(b);
    expect(loader.ready()).toBe(a);
    expect(importResolver).toHaveBeenCalledTimes(1);
    const to = model.slides[1]!;
    expect(a(to, 1, false)).toEqual(resolver.resolveTransition(to, model, { random: () => 0.5, direction: 1 }));
    // Reduced motion: SR7's crossfade at speed 0, finished on its first frame.
    expect(a(to, -1, true)).toMatchObject({ preset: 'crossfade', duration: 0 });
  });

  it('a failed load is reported to the caller and tried again on the next call', async () => {
    const importResolver = vi.fn<() => Promise<typeof resolver>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(resolver);
    const loader = createTransitionLoader(testModule(2), Math.random, importResolver);
    await expect(loader.load()).rejects.toThrow('chunk failed');
    expect(loader.ready()).toBeNull();
    await expect(loader.load()).resolves.toBeTypeOf('function');
    expect(importResolver).toHaveBeenCalledTimes(2);
  });

  it('without the resolver a change is a cut: no duration, the incoming slide at once', () => {
    expect(cut(-1)).toMatchObject({ duration: 0, direction: -1, d3: null, filter: null });
  });
});
