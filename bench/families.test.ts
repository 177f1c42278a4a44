import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeModule, PRESETS, resolveTransition, seededRandom } from '../engine/index.ts';
import { FAMILY_PRESETS, familyGroups, presetFamilies, presetTransition, withTransition } from './families.ts';

const hero: unknown = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/modules/strata-hero.json'), 'utf8'));
const canvas = { width: 1240, height: 600 };

describe('the bench’s transition families', () => {
  it('plays presets that exist', () => {
    for (const { preset } of FAMILY_PRESETS) expect(Object.hasOwn(PRESETS, preset), preset).toBe(true);
  });

  it('groups every preset under its engine family, each group offering at least one choice', () => {
    const groups = familyGroups(normalizeModule(hero), canvas);
    expect(groups.reduce((n, g) => n + g.presets, 0)).toBe(Object.keys(PRESETS).length);
    for (const g of groups) {
      expect(g.choices.length).toBeGreaterThan(0);
      for (const c of g.choices) expect(c.family).toBe(g.family);
    }
    const offered = groups.flatMap((g) => g.choices.map((c) => c.preset));
    for (const { preset } of FAMILY_PRESETS) expect(offered).toContain(preset);
  });

  it('rewrites every slide’s background transition in a copy, leaving the original alone', () => {
    const before = JSON.stringify(hero);
    const { module, slides } = withTransition(hero, 'cube');
    expect(JSON.stringify(hero)).toBe(before);
    expect(slides).toBeGreaterThan(1);
    const model = normalizeModule(module);
    expect(model.slides.length).toBe(slides);
    const cube = presetFamilies(normalizeModule(hero), canvas).get('cube');
    for (const slide of model.slides) expect(resolveTransition(slide, model, { random: seededRandom(7), canvas }).family).toBe(cube);
    expect(withTransition('not a module', 'cube')).toEqual({ module: 'not a module', slides: 0 });
    expect(presetTransition('cube')).toEqual({ ms: 'default', temp: { p: 'cube' } });
  });
});
