import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeDiagnostic, normalizeModule } from './index.ts';
import { DEFAULT_MODULE_MODIFIERS, DEFAULT_PARALLAX_LEVELS, readModuleModifiers } from './normalize-mod.ts';
import { collect } from './test-diagnostics.ts';
import type { ModuleModel } from './types.ts';

const withMod = (mod: unknown, settingsMod?: unknown) =>
  normalizeModule({ settings: settingsMod === undefined ? {} : { mod: settingsMod }, slides: { '1': { slide: {}, layers: { '3': { type: 'text', mod } } } } });
const layerMod = (mod: unknown) => withMod(mod).slides[0]!.layers[0]!.mod;

describe('module modifiers (settings.mod)', () => {
  it('defaults: off, mouse type, enter point, 400 ms, RS6 levels, 3D depth 65', () => {
    expect(withMod(undefined).modifiers).toEqual(DEFAULT_MODULE_MODIFIERS);
    expect(DEFAULT_MODULE_MODIFIERS).toMatchObject({ use: false, type: 'mouse', origin: 'enterpoint', speed: 400, depth3d: 65 });
    expect(DEFAULT_PARALLAX_LEVELS).toHaveLength(16);
  });

  it('reads every key', () => {
    const m = withMod(undefined, { use: 'true', t: '3D', o: 'slidercenter', sp: '250ms', levels: [2, '4', 8], d3d: 27.5, scroll: true, dOM: true }).modifiers;
    expect(m).toEqual({ use: true, type: '3d', origin: 'slidercenter', speed: 250, levels: [2, 4, 8], depth3d: 27.5, scroll: true, mouseOffOnMobile: true, scrollOffOnMobile: true });
  });

  it("SR7's om / sm are its mousedrag multipliers, not switches: a 1 leaves the parallax on phones (dOM turns it off)", () => {
    const m = withMod(undefined, { use: true, om: 1, sm: 1 });
    expect(m.modifiers).toMatchObject({ mouseOffOnMobile: false, scrollOffOnMobile: false });
    expect(m.diagnostics).toEqual([]);
  });

  it('names the JSON path of a bad value, which takes its default', () => {
    const d = DEFAULT_MODULE_MODIFIERS;
    const on = withMod(undefined, 'on');
    expect(on.diagnostics).toEqual([{ path: 'module.settings.mod', expected: 'a modifiers object ({use, t, …})', found: 'on', used: {} }]);
    expect(on.modifiers).toEqual(d);
    const wobble = withMod(undefined, { t: 'wobble', use: true });
    expect(wobble.diagnostics.map(describeDiagnostic)).toEqual(['module.settings.mod.t: expected one of mouse, scroll, mousescroll, 3d, got "wobble"; used "mouse"']);
    expect(wobble.modifiers).toEqual({ ...d, use: true, type: 'mouse' });
    const deep = withMod(undefined, { levels: [5, 'deep', 30] });
    expect(deep.diagnostics).toEqual([{ path: 'module.settings.mod.levels[1]', expected: 'a number', found: 'deep', used: DEFAULT_PARALLAX_LEVELS[1] }]);
    expect(deep.modifiers.levels).toEqual([5, DEFAULT_PARALLAX_LEVELS[1], 30]);
    const five = withMod(undefined, { levels: 5 });
    expect(five.diagnostics).toEqual([{ path: 'module.settings.mod.levels', expected: 'a list of parallax depths in percent', found: 5, used: undefined }]);
    expect(five.modifiers.levels).toEqual(DEFAULT_PARALLAX_LEVELS);
    const use = withMod(undefined, { use: 'sometimes', t: 'scroll' });
    expect(use.diagnostics).toEqual([{ path: 'module.settings.mod.use', expected: 'a boolean (true/false, "on"/"off")', found: 'sometimes', used: false }]);
    expect(use.modifiers).toEqual({ ...d, type: 'scroll' });
  });

  it('a missing level (null, or a hole) keeps its default depth; the reader itself names a bad level', () => {
    const levels = withMod(undefined, { levels: [null, 12, '', 40] });
    expect(levels.modifiers.levels).toEqual([DEFAULT_PARALLAX_LEVELS[0], 12, DEFAULT_PARALLAX_LEVELS[2], 40]);
    expect(levels.diagnostics).toEqual([]);
    expect(withMod(undefined, { levels: [1, , 3] }).modifiers.levels).toEqual([1, DEFAULT_PARALLAX_LEVELS[1], 3]);
    const direct = collect(() => readModuleModifiers({ levels: [{ a: 1 }] }, 'mod'));
    expect(direct.result.levels).toEqual([DEFAULT_PARALLAX_LEVELS[0]]);
    expect(direct.diagnostics).toEqual([{ path: 'mod.levels[0]', expected: 'a number', found: { a: 1 }, used: DEFAULT_PARALLAX_LEVELS[0] }]);
  });
});

describe('layer modifiers (layer mod)', () => {
  it('is null when the layer has none: missing, the common {s:{ut:false, so:0}}, or everything off', () => {
    expect(layerMod(undefined)).toBeNull();
    expect(layerMod({ s: { ut: false, so: 0 } })).toBeNull();
    expect(layerMod({ s: { u: false, y: 40 }, m: { u: false, d: 10 }, mask: false })).toBeNull();
  });

  it('reads a scroll effect as home.json writes it, fully defaulted', () => {
    const mod = layerMod({ s: { u: true, x: 0, y: 40, s: 0, e: 'power3.out', ut: false, rX: 0, rY: 0, rZ: 0, sc: 1, so: 0 }, mask: false });
    expect(mod).toEqual({
      mouse: null,
      scroll: { x: [0, 0, 0, 0, 0], y: [40, 40, 40, 40, 40], rotationX: 0, rotationY: 0, rotation: 0, scale: 1, opacity: 1, blur: 0, grayscale: 0, ease: 'power3.out', smoothing: 0 },
      scrollTimeline: { use: false, offset: 0 },
      mask: false,
    });
  });

  it('reads fades, filters, per-level offsets, mouse depth or level, mask and the scroll-timeline flags', () => {
    const mod = layerMod({ s: { u: 1, y: ['#a', 60, '#a', 30], o: 20, b: '4px', g: 150, ut: true, so: '300' }, m: { u: true, l: 3 }, mask: 'true' });
    expect(mod?.scroll).toMatchObject({ y: [60, 60, 60, 30, 30], opacity: 0.2, blur: 4, grayscale: 100, ease: 'power3.out' });
    expect(mod?.mouse).toEqual({ depth: null, level: 3, axes: null, speed: null, origin: null });
    expect(mod?.scrollTimeline).toEqual({ use: true, offset: 300 });
    expect(mod?.mask).toBe(true);
    expect(layerMod({ m: { u: true, d: '12.5' } })?.mouse).toEqual({ depth: 12.5, level: 1, axes: null, speed: null, origin: null });
    expect(layerMod({ s: { ut: true, so: 0 } })).toMatchObject({ mouse: null, scroll: null, scrollTimeline: { use: true } });
  });

  it("reads SR7 7.0's mouse form: a depth per axis, the layer's own follow time in seconds and its origin", () => {
    // starnext's layers write it so: x moves against the pointer, y not at all.
    expect(layerMod({ m: { u: true, x: '-1', y: 0, s: 3, e: 'power3.out', o: 'c' } })?.mouse).toEqual({
      depth: null,
      level: 1,
      axes: { x: -1, y: 0 },
      speed: 3000,
      origin: 'slidercenter',
    });
    expect(layerMod({ m: { u: true, y: 5, o: 'e' } })?.mouse).toMatchObject({ axes: { x: 0, y: 5 }, speed: null, origin: 'enterpoint' });
    // SR6's depth wins where both are written; a form with neither keeps the module level.
    expect(layerMod({ m: { u: true, d: 8, x: 3 } })?.mouse).toMatchObject({ depth: 8, axes: null });
    expect(layerMod({ m: { u: true, s: '' } })?.mouse).toEqual({ depth: null, level: 1, axes: null, speed: null, origin: null });
  });

  it('names the JSON path of a bad value, which takes its default', () => {
    const at = 'module.slides["1"].layers["3"].mod';
    const degraded = (mod: unknown) => {
      const m = withMod(mod);
      return { mod: m.slides[0]!.layers[0]!.mod, diagnostics: m.diagnostics };
    };
    expect(degraded('mouse')).toEqual({ mod: null, diagnostics: [{ path: at, expected: 'a modifiers object ({m, s, mask})', found: 'mouse', used: {} }] });
    expect(degraded({ s: 5, mask: true })).toEqual({
      mod: { mouse: null, scroll: null, scrollTimeline: { use: false, offset: 0 }, mask: true },
      diagnostics: [{ path: `${at}.s`, expected: 'a scroll modifier object ({u, x, y, …})', found: 5, used: {} }],
    });
    const y = degraded({ s: { u: true, x: 7, y: { a: 1 } } });
    expect(y.mod?.scroll).toMatchObject({ x: [7, 7, 7, 7, 7], y: [0, 0, 0, 0, 0] });
    expect(y.diagnostics).toEqual([{ path: `${at}.s.y`, expected: 'a number', found: { a: 1 }, used: [0, 0, 0, 0, 0] }]);
    const e = degraded({ s: { u: true, e: ['x'] } });
    expect(e.mod?.scroll?.ease).toBe('power3.out');
    expect(e.diagnostics).toEqual([{ path: `${at}.s.e`, expected: 'a string', found: ['x'], used: '' }]);
    const depth = degraded({ m: { u: true, d: 'deep', l: 3 } });
    expect(depth.mod?.mouse).toEqual({ depth: null, level: 3, axes: null, speed: null, origin: null });
    expect(depth.diagnostics).toEqual([{ path: `${at}.m.d`, expected: 'a number', found: 'deep', used: undefined }]);
    const mask = degraded({ mask: 'maybe', m: { u: true } });
    expect(mask.mod).toMatchObject({ mouse: { depth: null, level: 1, axes: null, speed: null, origin: null }, mask: false });
    expect(mask.diagnostics).toEqual([{ path: `${at}.mask`, expected: 'a boolean (true/false, "on"/"off")', found: 'maybe', used: false }]);
  });
});

// Real exports live outside the project (never copied in); a fresh clone elsewhere has no ../shared.
const SR7_DIR = path.resolve(import.meta.dirname, '../../../shared/fixtures/sr7');
const hasShared = existsSync(SR7_DIR);
const SKIP_NOTE = hasShared ? '' : ` — skipped: ${SR7_DIR} is absent (real exports are read from ../shared/fixtures/sr7 when present)`;
const load = (file: string): ModuleModel => normalizeModule(readFileSync(path.join(SR7_DIR, file), 'utf8'), { now: new Date('2025-01-01T00:00:00Z'), random: () => 0.5 });
const allLayers = (m: ModuleModel) => [...m.slides, ...m.staticSlides].flatMap((s) => s.layers.map((l) => ({ slide: s.key, layer: l })));

describe.skipIf(!hasShared)(`modifiers in real SR7 exports${SKIP_NOTE}`, () => {
  it('home.json: modifiers on, one background shape moving 40 px on scroll', () => {
    const m = load('home.json');
    expect(m.modifiers).toMatchObject({ use: true, type: 'mouse' });
    const withScroll = allLayers(m).filter((e) => e.layer.mod?.scroll);
    expect(withScroll.map((e) => `${e.slide}/${e.layer.id}`)).toEqual(['466/0']);
    expect(withScroll[0]!.layer.mod?.scroll).toMatchObject({ y: [40, 40, 40, 40, 40], ease: 'power3.out', smoothing: 0 });
  });

  it('SR7_225_1.json: three layers follow the scroll-based timeline, none has a scroll effect', () => {
    const m = load('SR7_225_1.json');
    expect(m.modifiers.use).toBe(false);
    const layers = allLayers(m);
    expect(layers.filter((e) => e.layer.mod?.scrollTimeline.use)).toHaveLength(3);
    expect(layers.some((e) => e.layer.mod?.scroll || e.layer.mod?.mouse)).toBe(false);
  });

  it('standard-bullets-mix.json: mouse type, 3D depth 27.5, local perspective; v7-compact-mix.json: scroll switched on', () => {
    const bullets = load('standard-bullets-mix.json');
    expect(bullets.modifiers).toMatchObject({ use: false, type: 'mouse', depth3d: 27.5 });
    expect(bullets.general).toMatchObject({ perspective: 600, perspectiveType: 'local' });
    expect(load('v7-compact-mix.json').modifiers).toMatchObject({ use: true, scroll: true });
  });

  it('counter.json and joinus.json carry no active modifier', () => {
    for (const file of ['counter.json', 'joinus.json']) {
      expect(allLayers(load(file)).filter((e) => e.layer.mod?.scroll || e.layer.mod?.mouse)).toEqual([]);
    }
  });
});
