import { describe, expect, it } from 'vitest';
import { PRESETS } from '../transition/presets.ts';
import { resolveTransition } from '../transition/resolve.ts';
import { normalizeModule } from './index.ts';
import { TRANSITION_PRESET_NAMES } from './transition-names.ts';

/** A two-slide module whose first slide's background layer stores `bg` as its transition. */
function withTransition(bg: unknown) {
  const model = normalizeModule({ settings: {}, slides: { '1': { slide: {}, layers: { '9': { type: 'shape', subtype: 'slidebg', tl: { in: { bg } } } } }, '2': { slide: {}, layers: {} } } });
  return { model, slide: model.slides[0]!, paths: model.diagnostics.map((d) => d.path) };
}
const BG = 'module.slides["1"].layers["9"].tl.in.bg';

describe('slide transitions are read at load', () => {
  it('knows the same preset names as the resolver', () => {
    expect([...TRANSITION_PRESET_NAMES].sort()).toEqual(Object.keys(PRESETS).sort());
  });

  it('an unknown preset with nothing of its own is a diagnostic and becomes the default fade', () => {
    const { model, slide, paths } = withTransition({ temp: { p: 'nosuchpreset' }, ms: 800 });
    expect(paths).toEqual([`${BG}.temp.p`]);
    expect(model.diagnostics[0]).toMatchObject({ found: 'nosuchpreset', used: 'fade' });
    expect(slide.transition).toBeNull();
    // Before, the resolver took the name and no cells: both sides stayed opaque, a cut after a second of nothing.
    expect(resolveTransition(slide, model).in.cells[0]?.o).toBe(0);
  });

  it('an unknown name that carries its own in/out (an add-on transition) is kept, silently', () => {
    const stored = { temp: { p: 'tp_wbgl_spin_1' }, ms: '1000ms', in: { o: 0 }, out: { a: false } };
    const { slide, paths } = withTransition(stored);
    expect(paths).toEqual([]);
    expect(slide.transition).toEqual(stored);
  });

  it('a speed that is no number is reported and the preset speed applies', () => {
    const { model, slide, paths } = withTransition({ temp: { p: 'slideleft' }, ms: 'fast' });
    expect(paths).toEqual([`${BG}.ms`]);
    expect(resolveTransition(slide, model).speed).toBe(1000);
    expect(withTransition({ temp: { p: 'fade' }, ms: 'random' }).paths).toEqual([]);
    expect(withTransition({ temp: { p: 'fade' }, ms: '600ms' }).paths).toEqual([]);
  });

  it('compact (v7.0) entries are read where the runtime reads them, all[1]', () => {
    const { paths, slide } = withTransition({ ex: true, all: [{}, { temp: { p: 'nosuch' }, d: 'x' }] });
    expect(paths).toEqual([`${BG}.all[1].temp.p`]);
    expect(slide.transition).toBeNull();
    const bad = withTransition({ ex: true, all: [{}, { temp: { p: 'slideleft' }, d: 'x' }] });
    expect(bad.paths).toEqual([`${BG}.all[1].d`]);
    expect(resolveTransition(bad.slide, bad.model).preset).toBe('slideleft');
  });

  it('a transition that is not an object, or a preset name that is not a string, is the default fade', () => {
    expect(withTransition('zzz').paths).toEqual([BG]);
    const named = withTransition({ temp: { p: 42 }, in: { o: 0 } });
    expect(named.paths).toEqual([`${BG}.temp.p`]);
    expect(resolveTransition(named.slide, named.model).preset).toBe('fade');
  });
});
