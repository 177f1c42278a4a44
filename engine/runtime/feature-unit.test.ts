import { describe, expect, it, vi } from 'vitest';
import { createFeatureUnit } from './feature-unit.ts';

const unitOf = () => ({ destroy: vi.fn() });

describe('createFeatureUnit', () => {
  it('a module that does not use the feature never loads its code', async () => {
    const load = vi.fn(async () => ({ make: unitOf }));
    const feature = createFeatureUnit({ type: 'modifiers', wanted: false, load, create: (m) => m.make(), log: console });
    expect(await feature.ready).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('a module that uses it loads the code once and creates the unit; destroy reaches it', async () => {
    const unit = unitOf();
    const feature = createFeatureUnit({ type: 'modifiers', wanted: true, load: async () => ({ make: () => unit }), create: (m) => m.make(), log: console });
    expect(feature.current()).toBeNull();
    expect(await feature.ready).toBe(unit);
    expect(feature.current()).toBe(unit);
    feature.destroy();
    expect(unit.destroy).toHaveBeenCalledTimes(1);
    expect(feature.current()).toBeNull();
  });

  it('killed before its code arrived, the unit is never created', async () => {
    const create = vi.fn(unitOf);
    const feature = createFeatureUnit({ type: 'modifiers', wanted: true, load: async () => ({}), create, log: console });
    feature.destroy();
    expect(await feature.ready).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it("a chunk that fails is SPEC §8's line and the module goes on without the feature", async () => {
    const log = { error: vi.fn() };
    const feature = createFeatureUnit({ type: 'modifiers', wanted: true, load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://x/assets/modifiers-1.js')), create: unitOf, log });
    expect(await feature.ready).toBeNull();
    expect(log.error).toHaveBeenCalledWith('[strata] Loading chunk failed: modifiers (TypeError: https://x/assets/modifiers-1.js); the module goes on without it');
  });
});
