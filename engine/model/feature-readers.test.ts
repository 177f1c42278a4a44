import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_READERS } from './all-readers.ts';
import { usesModifiers } from '../runtime/uses-modifiers.ts';
import { hasReaders, modifiersOn, moduleFeatures, type Feature, type FeatureReaders } from './feature-readers.ts';
import * as core from './normalize-core.ts';
import { normalizeModule } from './normalize.ts';

const SR7_DIR = path.resolve(import.meta.dirname, '../../../shared/fixtures/sr7');
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/modules');
const hasShared = existsSync(SR7_DIR);
const SKIP_NOTE = hasShared ? '' : ` — the real exports skipped: ${SR7_DIR} is absent`;

const FIXED = { now: new Date('2025-01-01T00:00:00Z'), random: () => 0.5 } as const;

/** Every module we have: our fixtures, and the real exports (top level and corpus) where ../shared is there. */
function modules(): { name: string; json: unknown }[] {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const ours = readdirSync(FIXTURES).filter((f) => f.endsWith('.json')).map((f) => ({ name: `fixtures/${f}`, json: read(path.join(FIXTURES, f)) }));
  if (!hasShared) return ours;
  const top = readdirSync(SR7_DIR).filter((f) => f.endsWith('.json')).map((f) => ({ name: f, json: read(path.join(SR7_DIR, f)) }));
  const corpus = readdirSync(path.join(SR7_DIR, 'corpus'))
    .filter((d) => existsSync(path.join(SR7_DIR, 'corpus', d, 'module.json')))
    .map((d) => ({ name: `corpus/${d}`, json: read(path.join(SR7_DIR, 'corpus', d, 'module.json')) }));
  return [...ours, ...top, ...corpus];
}

const scan = (json: unknown, mode: 'visitor' | 'editor' = 'visitor'): Feature[] => moduleFeatures(json, mode).sort();
const only = (features: readonly Feature[]): FeatureReaders => Object.fromEntries(features.filter(hasReaders).map((f) => [f, ALL_READERS[f]]));

describe(`the normalizer's feature readers (issue 18: each only for a module that needs it)${SKIP_NOTE}`, () => {
  it('with only the readers featuresOf names, every module reads exactly as with all of them', () => {
    for (const mode of ['visitor', 'editor'] as const) {
      for (const { name, json } of modules()) {
        const features = scan(json, mode);
        const whole = normalizeModule(structuredClone(json), { ...FIXED, mode });
        const lean = core.normalizeModule(structuredClone(json), { ...FIXED, mode, readers: only(features) });
        expect(lean, `${name} (${mode}) with ${features.join(', ') || 'no feature readers'}`).toEqual(whole);
      }
    }
  });

  it('modifiersOn reads the JSON as usesModifiers reads the model, for every module we have and the edge cases', () => {
    for (const { name, json } of modules()) expect(modifiersOn(json), name).toBe(usesModifiers(normalizeModule(structuredClone(json), FIXED)));
    const withMod = (mod: unknown, layerMod: unknown) => ({ settings: { mod }, slides: { a: { slide: { id: 'a', order: 1 }, layers: { 1: { id: 1, type: 'text', mod: layerMod } } } } });
    for (const [mod, layerMod, expected] of [
      [{ use: true }, { s: { u: true, y: 40 } }, true],
      [{ use: 'on' }, { m: { u: 'true', x: 2 } }, true],
      [{ use: false }, { s: { u: true } }, false],
      [{ use: true }, { s: { ut: false, so: 0 } }, false],
      [{ use: 'maybe' }, { m: { u: true } }, false],
      [undefined, { m: { u: true } }, false],
    ] as const) {
      const json = withMod(mod, layerMod);
      expect(modifiersOn(json), JSON.stringify(json)).toBe(expected);
      expect(usesModifiers(normalizeModule(structuredClone(json), FIXED)), JSON.stringify(json)).toBe(expected);
    }
  });

  it('asks for each feature where its value is written, and for none on a plain hero', () => {
    const slide = (layers: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ settings: {}, slides: { 1: { slide: { id: 1, ...extra }, layers } } });
    expect(scan(slide({ 1: { type: 'text' } }, { actions: [] }))).toEqual([]);
    expect(scan(slide({ 1: { type: ' Video ' } }))).toEqual(['media']);
    // A module kept under one key (a page's SR7.JSON copied whole) is scanned as the normalizer reads it.
    expect(scan({ SR7_3_1: slide({ 1: { type: ' Video ' } }) })).toEqual(['media']);
    expect(scan(slide({ 1: { type: 'shape', bg: { video: 'a.mp4' } } }))).toEqual(['media']);
    expect(scan(slide({ 1: { subtype: 'slidebg', bg: { video: '' } } }))).toEqual([]);
    expect(scan(slide({ 1: { subtype: 'slidebg', tl: { in: { pan: { all: [] } } } } }))).toEqual(['pan']);
    expect(scan(slide({}, { actions: [{ a: 'link', src: [1] }] }))).toEqual(['actions']);
    expect(scan({ settings: { type: 'carousel' }, slides: { 1: { slide: {}, layers: [] } } })).toEqual(['carousel']);
    expect(scan(slide({}), 'editor')).toEqual(['editor', 'navLists']);
    expect(scan(slide({ 1: { type: 'text', mod: { s: { ut: false } } } }))).toEqual(['modifiers']);
    expect(scan({ settings: { mod: { use: true } }, slides: { 1: { slide: {}, layers: {} } } })).toEqual(['modifiers']);
    expect(scan(slide({}, { acc: { label: 'Bir' } }))).toEqual(['acc']);
    expect(scan(slide({ 1: { type: 'image', mF: 'lark' }, 2: { type: 'image', mF: ' none ' } }))).toEqual(['filters']);
    expect(scan({ settings: { codes: { css: ' .a{} ' } }, slides: {} })).toEqual(['css']);
    expect(scan({ settings: { codes: { css: '  ', js: 'x()' } }, slides: {} })).toEqual([]);
    expect(scan({ settings: { nav: { tabs: { set: true, io: 'Outer' }, bullets: { io: 'i' } } }, slides: {} })).toEqual(['navLists', 'outerNav']);
    // Tabs, thumbnails, a scrubber or a progress bar switched on (`set` as the normalizer reads it); arrows and bullets are core.
    expect(scan({ settings: { nav: { thumbs: { set: 'on' } } }, slides: {} })).toEqual(['navLists']);
    expect(scan({ settings: { pbar: { set: 1 } }, slides: {} })).toEqual(['navLists']);
    expect(scan({ settings: { nav: { tabs: { set: 'false' }, scrubber: { set: 'maybe' }, arrows: { set: true }, bullets: { set: true } }, pbar: {} }, slides: {} })).toEqual([]);
    expect(scan({ settings: { bg: { overlay: { type: '3' } } }, slides: {} })).toEqual(['overlay']);
    expect(scan(slide({ 1: { subtype: 'slidebg', bg: { overlay: { type: '1' } } }, 2: { type: 'text', bg: {} } }))).toEqual(['overlay']);
    expect(scan(slide({ 1: { type: 'text', tl: { in: { chars: { all: [] } } } }, 2: { type: 'text', tl: { out: { content: {} } } } }))).toEqual(['split']);
    expect(scan(slide({ 1: { type: ' SVG ', content: { src: 'a.svg' } }, 2: { type: 'image' } }))).toEqual(['svg']);
    // A transition that names a preset and carries nothing of its own: only the preset names can check it.
    const bg = (bg: unknown) => scan(slide({ 1: { subtype: 'slidebg', tl: { in: { bg } } } }));
    expect(bg({ temp: { p: 'slideleft' }, ms: 800 })).toEqual(['presetNames']);
    expect(bg({ ex: true, all: [{}, { temp: { p: 'cube' } }] })).toEqual(['presetNames']);
    expect(bg({ temp: { p: 'slideleft' }, in: { x: '-100%' }, out: { a: false } })).toEqual([]);
    expect(bg({ ex: true, all: [{ temp: { p: 'zz' } }, { temp: { p: 'cube' }, in: { o: 0 } }] })).toEqual([]);
    expect(bg({ temp: { p: 'rndany' } })).toEqual([]);
    expect(bg({ temp: { p: '' } })).toEqual([]);
    // Layer text with a tag (a typed line break becomes one) needs the sanitizer; plain text is only escaped.
    expect(scan(slide({ 1: { type: 'text', content: { text: 'Bir > iki &amp; üç' } }, 2: { type: 'button', toggle: { u: true, text: 'Aç' } } }))).toEqual([]);
    expect(scan(slide({ 1: { type: 'text', content: { text: 'Bir<br>iki' } } }))).toEqual(['markup']);
    expect(scan(slide({ 1: { type: 'text', content: { text: 'Bir\niki' } } }))).toEqual(['markup']);
    expect(scan(slide({ 1: { type: 'text', toggle: { u: true, text: '<b>Kapat</b>' } } }))).toEqual(['markup']);
    const hero = JSON.parse(readFileSync(path.join(FIXTURES, 'strata-hero.json'), 'utf8')) as unknown;
    expect(scan(hero)).toEqual([]);
  });

  it('tabs whose reader did not load are named and left out; the module still reads', () => {
    const model = core.normalizeModule({ settings: { nav: { tabs: { set: true } } }, slides: { 1: { slide: {}, layers: {} } } }, { ...FIXED, readers: {} });
    expect(model.nav.tabs).toBeNull();
    expect(model.diagnostics.map((d) => d.path)).toEqual(['module.settings.nav.tabs']);
  });

  it('layer text with a tag whose sanitizer did not load is named and shown as text; plain text needs none', () => {
    const json = { settings: {}, slides: { 1: { slide: {}, layers: { 1: { type: 'text', content: { text: 'Bir <b>iki</b>' } }, 2: { type: 'text', content: { text: 'üç > dört' } } } } } };
    const model = core.normalizeModule(json, { ...FIXED, readers: {} });
    expect(model.slides[0]!.layers.map((layer) => layer.content.html)).toEqual(['Bir &lt;b&gt;iki&lt;/b&gt;', 'üç &gt; dört']);
    expect(model.diagnostics.map((d) => d.path)).toEqual(['module.slides["1"].layers["1"].content.text']);
  });

  it('a names-only transition whose preset names did not load is kept for the resolver, and named', () => {
    const stored = { temp: { p: 'slideleft' }, ms: 800 };
    const json = { settings: {}, slides: { 1: { slide: {}, layers: { 9: { type: 'shape', subtype: 'slidebg', tl: { in: { bg: stored } } } } } } };
    const model = core.normalizeModule(json, { ...FIXED, readers: {} });
    expect(model.slides[0]!.transition).toEqual(stored);
    expect(model.diagnostics.map((d) => d.path)).toEqual(['module.slides["1"].layers["9"].tl.in.bg.temp.p']);
    const loaded = core.normalizeModule(structuredClone(json), { ...FIXED, readers: only(scan(json)) });
    expect(loaded.slides[0]!.transition).toEqual(stored);
    expect(loaded.diagnostics).toEqual([]);
  });

  it('a value whose reader did not load is named and left out; the module still reads', () => {
    const json = { settings: {}, slides: { 1: { slide: { actions: [{ a: 'next', evt: 'click', src: [1] }] }, layers: { 1: { type: 'video', content: { src: 'a.mp4' } } } } } };
    const model = core.normalizeModule(json, { ...FIXED, readers: {} });
    expect(model.slides[0]!.actions).toEqual([]);
    expect(model.slides[0]!.layers[0]!.media).toBeNull();
    expect(model.diagnostics.map((d) => d.path)).toEqual(['module.slides["1"].layers["1"].content', 'module.slides["1"].slide.actions']);
  });
});
