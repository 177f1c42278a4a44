import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostics.ts';
import { normalizeModule, normalizeModuleDeferred } from './normalize.ts';

const bg = (color: string) => ({ id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color }, tl: { in: { bg: { temp: { p: 'slideleft' } } } } });
const text = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'text', content: { text: `Text ${id}` }, ...extra });

/** Three slides (wire order ≠ slide order), each with a background, a transition and two text layers. */
function wire(extra: Record<string, unknown> = {}) {
  return {
    settings: { alias: 'deferred' },
    slides: {
      c: { slide: { order: 3, title: 'Three' }, layers: { bg: bg('#003'), t1: text('t1'), t2: text('t2', { lh: ['\t'] }) } },
      a: { slide: { order: 1, title: 'One' }, layers: { bg: bg('#001'), t1: text('t1'), t2: text('t2') } },
      b: { slide: { order: 2, title: 'Two' }, layers: { bg: bg('#002'), t1: text('t1'), t2: text('t2') } },
    },
    ...extra,
  };
}

describe('normalizeModuleDeferred: the first slide now, the other slides\' layers when asked', () => {
  it('reads the first slide whole and only the others\' background, transition and navigation fields', () => {
    const { model, read } = normalizeModuleDeferred(wire());
    const eager = normalizeModule(wire());
    expect(model.slides.map((s) => [s.key, s.title, s.lazy, s.deferred ?? false, s.layers.length])).toEqual([
      ['a', 'One', false, false, 2],
      ['b', 'Two', true, true, 0],
      ['c', 'Three', true, true, 0],
    ]);
    expect(model.slides[0]).toEqual(eager.slides[0]);
    for (const i of [1, 2]) {
      expect(model.slides[i]!.background).toEqual(eager.slides[i]!.background);
      expect(model.slides[i]!.transition).toEqual(eager.slides[i]!.transition);
      expect(model.slides[i]!.order).toBe(eager.slides[i]!.order);
    }
    expect(read).not.toBeNull();
  });

  it('reads a deferred slide into exactly the slide an eager read gives, once per value it did not understand', () => {
    const { model, read } = normalizeModuleDeferred(wire());
    const eager = normalizeModule(wire());
    const reported: Diagnostic[][] = [];
    const [c, b] = read!(['c', 'b', 'nope', 'a'], (list) => reported.push([...list]));
    expect(c).toEqual({ ...eager.slides[2], lazy: false });
    expect(b).toEqual({ ...eager.slides[1], lazy: false });
    // 'a' was read whole already and 'nope' is no slide: neither comes back.
    expect([c, b].map((s) => s!.key)).toEqual(['c', 'b']);
    // The tab in slide c's line height is reported when c is read, not before; the model's own list has none of it.
    expect(model.diagnostics.filter((d) => d.path.startsWith('module.slides.c.'))).toEqual([]);
    expect(reported.flat().map((d) => d.path)).toEqual(eager.diagnostics.filter((d) => d.path.startsWith('module.slides.c.')).map((d) => d.path));
    expect(reported.flat().length).toBeGreaterThan(0);
  });

  it('reads a module whole when a layer reaches beyond its slide, and a carousel or a hero', () => {
    const reach = [
      { mod: { m: { u: true, x: 10 } } },
      { type: 'video', content: { src: 'clip.mp4' } },
      { bg: { video: { src: 'clip.mp4' } } },
      { mF: 'inkwell' },
      { content: { text: '<i class="material-icons">home</i>' } },
    ];
    for (const extra of reach) {
      const module = wire();
      (module.slides.c.layers as Record<string, unknown>)['x'] = text('x', extra);
      const { model, read } = normalizeModuleDeferred(module);
      expect(read, JSON.stringify(extra)).toBeNull();
      expect(model.slides.every((s) => !s.deferred && !s.lazy)).toBe(true);
    }
    for (const type of ['carousel', 'hero']) expect(normalizeModuleDeferred(wire({ settings: { alias: 'x', type } })).read, type).toBeNull();
  });

  it('leaves MIX lazy slides to the backend: they are lazy, not deferred', () => {
    const module = wire();
    (module.slides.b as Record<string, unknown>).layers = [];
    const { model } = normalizeModuleDeferred(module);
    expect(model.slides.map((s) => [s.key, s.lazy, s.deferred ?? false])).toEqual([
      ['a', false, false],
      ['b', true, false],
      ['c', true, true],
    ]);
  });
});
