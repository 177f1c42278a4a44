import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeModule } from './index.ts';
import type { LayerModel, ModuleModel } from './types.ts';
import type { Diagnostic } from './diagnostics.ts';
import { diagnosticAt } from './test-diagnostics.ts';

function layersOf(layers: Record<string, unknown>): readonly LayerModel[] {
  return normalizeModule({ settings: { alias: 't' }, slides: { a: { slide: { order: 1 }, layers } } }).slides[0]!.layers;
}
const one = (layer: Record<string, unknown>): LayerModel => layersOf({ '1': { id: 1, ...layer } })[0]!;
const L = 'module.slides.a.layers["1"]';
/** A layer with one bad value still normalizes: the layer and the one diagnostic at `path` (which must be there). */
const degraded = (layer: Record<string, unknown>, path: string): { layer: LayerModel; diagnostic: Diagnostic } => {
  const m = normalizeModule({ settings: { alias: 't' }, slides: { a: { slide: { order: 1 }, layers: { '1': { id: 1, ...layer } } } } });
  return { layer: m.slides[0]!.layers[0]!, diagnostic: diagnosticAt(m.diagnostics, path) };
};

describe('layer appearance: defaults', () => {
  it('has no shadows, stroke, accessibility, svg style, image or bg video when the wire has none', () => {
    expect(one({ type: 'text' }).appearance).toEqual({
      boxShadow: null,
      textShadow: null,
      textStroke: null,
      accessibility: null,
      svg: null,
      image: null,
      bgVideo: null,
    });
  });

  it('treats empty, "none" and switched-off effects as none', () => {
    expect(one({ bShdw: {} }).appearance.boxShadow).toBeNull();
    expect(one({ bShdw: [] }).appearance.boxShadow).toBeNull();
    expect(one({ tShdw: 'none' }).appearance.textShadow).toBeNull();
    expect(one({ tStr: { u: false, w: 2, c: '#000' } }).appearance.textStroke).toBeNull();
    expect(one({ acc: {} }).appearance.accessibility).toBeNull();
  });
});

describe('layer appearance: box shadow (bShdw)', () => {
  it('reads h, v, blur, spread as px ladders with "#a" inheritance and the colour', () => {
    const shadow = one({
      bShdw: { h: ['#a', '10px', '#a', 6, '#a'], v: 4, blur: '20px', spread: ['2px', '#a', '#a', '#a', 0], color: { type: 'solid', orig: '#ff0000', string: 'rgba(255, 0, 0, 0.5)' } },
    }).appearance.boxShadow;
    expect(shadow).toEqual({
      h: [10, 10, 10, 6, 6],
      v: [4, 4, 4, 4, 4],
      blur: [20, 20, 20, 20, 20],
      spread: [2, 2, 2, 2, 0],
      color: ['rgba(255, 0, 0, 0.5)', 'rgba(255, 0, 0, 0.5)', 'rgba(255, 0, 0, 0.5)', 'rgba(255, 0, 0, 0.5)', 'rgba(255, 0, 0, 0.5)'],
      inset: false,
    });
  });

  it('accepts c for color and x/y for h/v, and defaults the colour to a soft black', () => {
    const shadow = one({ bShdw: { x: 1, y: 2, b: 3, c: '#123456', inset: true } }).appearance.boxShadow!;
    expect([shadow.h[0], shadow.v[0], shadow.blur[0], shadow.spread[0], shadow.color[0], shadow.inset]).toEqual([1, 2, 3, 0, '#123456', true]);
    expect(one({ bShdw: { h: 1 } }).appearance.boxShadow!.color[0]).toBe('rgba(0, 0, 0, 0.25)');
  });

  it('names the JSON path of a malformed value and falls back', () => {
    const h = degraded({ bShdw: { h: 'wide', v: 2 } }, `${L}.bShdw.h`);
    expect(h.diagnostic).toMatchObject({ expected: 'a number', found: 'wide' });
    expect(h.layer.appearance.boxShadow).toMatchObject({ h: [0, 0, 0, 0, 0], v: [2, 2, 2, 2, 2] });
    const v = degraded({ bShdw: { v: [1, 2, 3, 4, 5, 6] } }, `${L}.bShdw.v`);
    expect(v.diagnostic).toMatchObject({ expected: expect.stringMatching(/at most 5/), found: [1, 2, 3, 4, 5, 6], used: [1, 2, 3, 4, 5] });
    expect(v.layer.appearance.boxShadow!.v).toEqual([1, 2, 3, 4, 5]);
    const css = degraded({ bShdw: '0 0 4px red' }, `${L}.bShdw`);
    expect(css.diagnostic).toMatchObject({ expected: expect.stringMatching(/^a box shadow/), found: '0 0 4px red' });
    expect(css.layer.appearance.boxShadow).toBeNull();
    const blur = degraded({ bShdw: { blur: [1, 'x'] } }, `${L}.bShdw.blur[1]`);
    expect(blur.diagnostic).toMatchObject({ expected: 'a number', found: 'x' });
    // A bad level inherits from the level to its left, like "#a".
    expect(blur.layer.appearance.boxShadow!.blur).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('layer appearance: text shadow and stroke', () => {
  it('reads tShdw and its aliases', () => {
    expect(one({ tShdw: { h: 2, v: 3, blur: 4, color: '#000' } }).appearance.textShadow).toMatchObject({ h: [2, 2, 2, 2, 2], v: [3, 3, 3, 3, 3], blur: [4, 4, 4, 4, 4] });
    expect(one({ tSh: { h: 1 } }).appearance.textShadow!.h[0]).toBe(1);
    expect(one({ textShadow: { v: 5 } }).appearance.textShadow!.v[0]).toBe(5);
  });

  it('reads tStr and its aliases', () => {
    expect(one({ tStr: { w: ['2px', '#a', '#a', 1, '#a'], c: '#00ff00' } }).appearance.textStroke).toEqual({
      width: [2, 2, 2, 1, 1],
      color: ['#00ff00', '#00ff00', '#00ff00', '#00ff00', '#00ff00'],
    });
    expect(one({ tStroke: { width: 3 } }).appearance.textStroke!.width[0]).toBe(3);
    const bad = degraded({ tStr: { w: 2, c: 12 } }, `${L}.tStr.c`);
    expect(bad.diagnostic.found).toBe(12);
    expect(bad.layer.appearance.textStroke).toEqual({ width: [2, 2, 2, 2, 2], color: ['#000000', '#000000', '#000000', '#000000', '#000000'] });
  });
});

describe('layer appearance: accessibility (acc)', () => {
  it('reads label, hidden, role and live', () => {
    expect(one({ acc: { label: ' Logo ', hidden: 'false', role: 'IMG', live: 'polite' } }).appearance.accessibility).toEqual({
      label: 'Logo',
      hidden: false,
      role: 'img',
      live: 'polite',
    });
    expect(one({ acc: { h: true } }).appearance.accessibility).toEqual({ label: '', hidden: true, role: '', live: null });
  });

  it('refuses roles and live values that are not ARIA words (the rest of acc still applies)', () => {
    const role = degraded({ acc: { role: 'img" onclick="x', label: 'Logo' } }, `${L}.acc.role`);
    expect(role.diagnostic).toMatchObject({ expected: expect.stringMatching(/ARIA role/), found: 'img" onclick="x' });
    expect(role.layer.appearance.accessibility).toEqual({ label: 'Logo', hidden: false, role: '', live: null });
    const live = degraded({ acc: { live: 'loud', label: 'Logo' } }, `${L}.acc.live`);
    expect(live.diagnostic).toMatchObject({ expected: 'one of off, polite, assertive', found: 'loud' });
    expect(live.layer.appearance.accessibility).toEqual({ label: 'Logo', hidden: false, role: '', live: null });
    const acc = degraded({ acc: 'yes' }, `${L}.acc`);
    expect(acc.diagnostic.found).toBe('yes');
    expect(acc.layer.appearance.accessibility).toBeNull();
  });
});

describe('layer appearance: svg, image, background video', () => {
  it('reads SR7 svg colouring on svg layers only', () => {
    const svg = { c: '#ff9139', stroke: { c: '#000000', w: 2, d: 4, o: 1 } };
    expect(one({ type: 'svg', svg }).appearance.svg).toEqual({ fill: '#ff9139', stroke: { color: '#000000', width: 2, dash: '4px', offset: 1 } });
    expect(one({ type: 'text', svg }).appearance.svg).toBeNull();
    // SR7's idle default: white fill, a transparent 0-width stroke (= no stroke).
    expect(one({ type: 'svg', svg: { c: '#ffffff', stroke: { c: 'transparent', d: 0, o: 0, w: 0 } } }).appearance.svg).toEqual({ fill: '#ffffff', stroke: null });
    const thick = degraded({ type: 'svg', svg: { c: '#ff9139', stroke: { w: 'thick', c: '#000' } } }, `${L}.svg.stroke.w`);
    expect(thick.diagnostic).toMatchObject({ expected: 'a number', found: 'thick' });
    // Width 0 (the default) draws no stroke; the fill stays.
    expect(thick.layer.appearance.svg).toEqual({ fill: '#ff9139', stroke: null });
  });

  it('turns an image layer content size of "100% 100%" into cover (SPEC §5) and keeps other fits', () => {
    expect(one({ type: 'image', content: { src: 'a.png', size: '100% 100%' } }).appearance.image).toEqual({ src: 'a.png', size: 'cover', position: '50% 50%', repeat: 'no-repeat' });
    expect(one({ type: 'image', content: { src: { src: 'b.png' }, size: 'contain', pos: { x: '0%', y: '100%' } } }).appearance.image).toMatchObject({ src: 'b.png', size: 'contain', position: '0% 100%' });
    expect(one({ type: 'image', content: { size: 'cover' } }).appearance.image).toBeNull();
  });

  it('reads a layer bg.video with SR7 background defaults (loop, muted, playing)', () => {
    expect(one({ type: 'shape', bg: { video: { src: 'v.mp4', poster: { src: 'p.jpg' } } } }).appearance.bgVideo).toEqual({ src: 'v.mp4', poster: 'p.jpg', loop: true, mute: true, autoPlay: true });
    expect(one({ type: 'shape', bg: { video: { src: 'v.mp4', autoPlay: 'false' } } }).appearance.bgVideo?.autoPlay).toBe(false);
    expect(one({ type: 'shape', bg: { type: 'solid', color: '#000', video: { src: 'v.mp4' } } }).appearance.bgVideo).toBeNull();
    const loop = degraded({ type: 'shape', bg: { video: { src: 'v.mp4', loop: 'sometimes', mute: false } } }, `${L}.bg.video.loop`);
    expect(loop.diagnostic).toMatchObject({ found: 'sometimes', used: true });
    expect(loop.layer.appearance.bgVideo).toEqual({ src: 'v.mp4', poster: null, loop: true, mute: false, autoPlay: true });
  });
});

// Real exports live outside the project (never copied in); a fresh clone elsewhere has no ../shared.
const SR7_DIR = path.resolve(import.meta.dirname, '../../../shared/fixtures/sr7');
const hasShared = existsSync(SR7_DIR);
const SKIP_NOTE = hasShared ? '' : ` — skipped: ${SR7_DIR} is absent`;
const load = (file: string): ModuleModel => normalizeModule(readFileSync(path.join(SR7_DIR, file), 'utf8'), { now: new Date('2025-01-01T00:00:00Z'), random: () => 0.5 });
const find = (m: ModuleModel, slide: string, id: string): LayerModel => {
  const layer = [...m.slides, ...m.staticSlides].find((s) => s.key === slide)?.layers.find((l) => l.id === id);
  if (!layer) throw new Error(`layer ${slide}/${id} not found`);
  return layer;
};

describe.skipIf(!hasShared)(`layer appearance in real SR7 exports${SKIP_NOTE}`, () => {
  it('SR7_225_1 image layer 17: content size "100% 100%" becomes cover', () => {
    expect(find(load('SR7_225_1.json'), '465', '17').appearance.image).toEqual({ src: 'assets/JSC-Hack-Logo-small.png', size: 'cover', position: '50% 50%', repeat: 'no-repeat' });
  });

  it('standard-bullets-mix image layer 16 has no src, so no image', () => {
    expect(find(load('standard-bullets-mix.json'), '4', '16').appearance.image).toBeNull();
  });

  it('real exports carry no shadows or layer acc: everything stays at its default', () => {
    for (const file of ['home.json', 'counter.json', 'joinus.json', 'SR7_225_1.json', 'v7-compact-mix.json', 'standard-bullets-mix.json']) {
      const m = load(file);
      for (const layer of [...m.slides, ...m.staticSlides].flatMap((s) => s.layers)) {
        expect(layer.appearance.boxShadow, `${file} ${layer.id}`).toBeNull();
        expect(layer.appearance.textShadow).toBeNull();
        expect(layer.appearance.textStroke).toBeNull();
        expect(layer.appearance.accessibility).toBeNull();
        expect(layer.appearance.bgVideo).toBeNull();
      }
    }
  });
});
