import { describe, it, expect } from 'vitest';
import { normalizeModule } from './index.ts';
import { withSettings } from './test-diagnostics.ts';

const minimal = () => ({ settings: {}, slides: { '1': { slide: {}, layers: {} } } });

describe('normalizeModule: defaults on a minimal module', () => {
  const m = normalizeModule(minimal());

  it('fills module identity and type', () => {
    expect(m.htmlId).toBe('SR7_0_1');
    expect(m.dbid).toBeNull();
    expect(m.type).toBe('standard');
    expect(m.generation).toBe('legacy');
    expect(m.alias).toBe('');
    // SR7's default (defaults.js): only desktop is designed; every other width shows it scaled.
    expect(m.usedLevels).toEqual([false, true, false, false, false]);
  });

  it('fills size with SR7 defaults (SPEC §9 breakpoints)', () => {
    expect(m.size).toEqual({
      fullWidth: true,
      fullHeight: false,
      fullHeightOffset: '',
      width: [1600, 1240, 1024, 778, 480],
      height: [900, 900, 768, 960, 720],
      minHeight: [0, 0, 0, 0, 0],
      maxHeight: [0, 0, 0, 0, 0],
      maxWidth: 0,
      maxWidthPercent: 0,
      upscaling: false,
      respectRatio: false,
      keepBreakpointHeight: false,
      padding: { top: [0, 0, 0, 0, 0], right: [0, 0, 0, 0, 0], bottom: [0, 0, 0, 0, 0], left: [0, 0, 0, 0, 0] },
      margin: { top: [0, 0, 0, 0, 0], bottom: [0, 0, 0, 0, 0] },
      fixed: false,
    });
  });

  it('fills slideshow, general and navigation defaults', () => {
    expect(m.defaultSlideLength).toBe(9000);
    expect(m.slideshow).toEqual({
      auto: true, stopOnHover: false, loop: -1, stopAt: -1, shuffle: false, initDelay: 0, waitApi: false, firstSlide: 'auto',
    });
    expect(m.general).toEqual({ perspective: 600, perspectiveType: 'global', dpr: { mode: 'device' }, fallbackUrl: null });
    expect(m.viewportMargin).toEqual([100, 100, 100, 100, 100]);
    expect(m.nav.delay).toBe(1000);
    expect(m.nav.keyboard.use).toBe('off');
    expect(m.nav.wheel).toEqual({ use: false, cooldown: 1500, direction: 'default' });
    expect(m.nav.swipe).toEqual({ use: false, desktop: false, direction: 'horizontal', touches: 1, blockVertical: false });
    expect(m.nav.arrows.enabled).toBe(false);
    expect(m.nav.arrows.left.h).toEqual(['left', 'left', 'left', 'left', 'left']);
    expect(m.nav.arrows.right.h[0]).toBe('right');
    expect(m.nav.bullets.gap).toBe(5);
    expect(m.nav.bullets.placement.v[0]).toBe('bottom');
    expect(m.deepLinkOut).toBe(false);
    expect(m.accessibility).toBe(false);
    expect(m.fonts).toEqual([]);
    expect(m.bg).toEqual({ color: null, image: null });
  });

  it('fills one slide', () => {
    expect(m.slides).toHaveLength(1);
    expect(m.staticSlides).toEqual([]);
    const s = m.slides[0]!;
    expect(s).toMatchObject({
      key: '1', id: '1', order: 1, title: '', thumb: null, deepLink: '', global: null, transition: null, pan: null, lazy: false,
      publish: { from: '', to: '', state: 'published' },
      slideshow: { stop: false, len: 9000, hal: 0, hfn: false },
      params: [],
      background: { color: null, gradient: null, image: null, video: null },
      layers: [],
    });
  });

  it('fills a bare layer', () => {
    const mod = minimal();
    (mod.slides['1'].layers as Record<string, unknown>)['3'] = { type: 'text', content: { text: 'Hi' } };
    const l = normalizeModule(mod).slides[0]!.layers[0]!;
    expect(l).toMatchObject({
      id: '3', parentId: null, type: 'text', tag: 'div', alignTo: 'grid', link: null, zIndex: 5, order: 5,
      content: { html: 'Hi', textTransform: 'none', src: null, poster: null },
      size: { w: ['auto', 'auto', 'auto', 'auto', 'auto'], minW: [null, null, null, null, null], cover: false, col: null },
      pos: { x: [0, 0, 0, 0, 0], h: ['left', 'left', 'left', 'left', 'left'], v: ['top', 'top', 'top', 'top', 'top'], position: 'absolute' },
      display: ['block', 'block', 'block', 'block', 'block'],
      visible: [true, true, true, true, true],
      verticalAlign: 'top', overflow: 'visible', pointerEvents: 'auto', blend: 'normal',
      font: { family: '', size: [20, 20, 20, 20, 20], weight: ['400', '400', '400', '400', '400'], letterSpacing: [0, 0, 0, 0, 0], style: 'normal' },
      lineHeight: [25, 25, 25, 25, 25],
      color: ['#ffffff', '#ffffff', '#ffffff', '#ffffff', '#ffffff'],
      textAlign: ['inherit', 'inherit', 'inherit', 'inherit', 'inherit'],
      radius: { t: '0px', r: '0px', b: '0px', l: '0px' },
      border: { style: 'none', color: 'transparent' },
      timeline: {},
    });
    expect(l.margin.t).toEqual([0, 0, 0, 0, 0]);
  });

  it('accepts JSON text and reports invalid JSON at `module`', () => {
    expect(normalizeModule(JSON.stringify(minimal())).slides).toHaveLength(1);
    expect(() => normalizeModule('{"settings":')).toThrow(/^module: expected valid JSON \(/);
    // A byte-order mark in front is no part of the JSON (a file saved by a Windows editor).
    expect(normalizeModule(`\uFEFF${JSON.stringify(minimal())}`).slides).toHaveLength(1);
  });

  it("reads a module kept under one key (a page's SR7.JSON copied whole) as that module, and says so", () => {
    const model = normalizeModule({ SR7_3_1: minimal() });
    expect(model.slides).toHaveLength(1);
    expect(model.diagnostics).toEqual([{ path: 'module', expected: 'a module object ({settings, slides})', found: '{"SR7_3_1": {…}}', used: 'module["SR7_3_1"]' }]);
    // Two modules, or one key holding no module, are no module.
    expect(() => normalizeModule({ a: minimal(), b: minimal() })).toThrow(/^module\.slides: /);
    expect(() => normalizeModule({ a: { title: 'x' } })).toThrow(/^module\.slides: /);
  });

  it('names a Slider Revolution 6 export (slider_params, slide params) once instead of showing it silently unplaced', () => {
    const sr6 = { id: 3, alias: 'old', slider_params: { width: 1240 }, slides: [{ id: 10, params: { image: 'a.jpg' }, layers: [{ text: 'Hi', type: 'text' }] }] };
    const model = normalizeModule(sr6);
    expect(model.slides).toHaveLength(1);
    expect(model.diagnostics).toHaveLength(1);
    expect(model.diagnostics[0]).toMatchObject({ path: 'module.settings', found: 'SR6 slider_params, slides[].params' });
    expect(model.diagnostics[0]?.expected).toMatch(/Slider Revolution 6 export/);
    // An SR7 module without settings, or with SR7 settings, is not taken for one.
    expect(normalizeModule({ slides: { '1': { slide: {}, layers: {} } } }).diagnostics).toEqual([]);
    expect(normalizeModule({ ...sr6, settings: {} }).diagnostics).toEqual([]);
  });
});

describe('normalizeModule: module settings', () => {
  const withSettings = (settings: Record<string, unknown>, id?: unknown) =>
    normalizeModule({ id, settings, slides: { '1': { slide: {}, layers: {} } } });

  it('derives htmlId and dbid', () => {
    expect(withSettings({ id: 'home' }, 226)).toMatchObject({ htmlId: 'home', dbid: 226 });
    expect(withSettings({}, 225)).toMatchObject({ htmlId: 'SR7_225_1', dbid: 225 });
    expect(withSettings({}, '12')).toMatchObject({ htmlId: 'SR7_12_1', dbid: 12 });
    expect(withSettings({}, 'SR7_12_3')).toMatchObject({ htmlId: 'SR7_12_3', dbid: 12 });
  });

  it('maps module types', () => {
    expect(withSettings({ type: 'slider' }).type).toBe('standard');
    expect(withSettings({ type: 'standard' }).type).toBe('standard');
    expect(withSettings({ type: 'hero' }).type).toBe('hero');
    expect(withSettings({ type: 'carousel' }).type).toBe('carousel');
    expect(withSettings({ type: 'scene' }).type).toBe('scene');
  });

  it('detects the compact generation from version, ojsv or the {ex:true} transition', () => {
    expect(withSettings({ version: '7.0.1' }).generation).toBe('compact');
    expect(withSettings({ version: '6.7.20', ojsv: '7.0.2' }).generation).toBe('compact');
    expect(withSettings({ version: '6.7.20' }).generation).toBe('legacy');
    const ex = normalizeModule({
      settings: { version: '6.7.40' },
      slides: { '1': { slide: {}, layers: { '1': { type: 'shape', subtype: 'slidebg', tl: { in: { bg: { ex: true, all: [[], {}] } } } } } } },
    });
    expect(ex.generation).toBe('compact');
  });

  it('reads size quirks: lone-comma offset, "" maxWidth, "#a"/"auto" heights', () => {
    const m = withSettings({ size: { fullHeightOffset: ',', maxWidth: '', height: ['#a', 'auto', 700, '#a', 500], width: 1200 } });
    expect(m.size.fullHeightOffset).toBe('');
    expect(m.size.maxWidth).toBe(0);
    expect(m.size.height).toEqual([700, 700, 700, 700, 500]);
    expect(m.size.width).toEqual([1200, 1200, 1200, 1200, 1200]);
  });

  it('reads maxWidth in px or as a percentage of the container (100 % or more is no limit)', () => {
    const maxWidth = (value: unknown) => withSettings({ size: { maxWidth: value } }).size;
    expect(maxWidth(1100)).toMatchObject({ maxWidth: 1100, maxWidthPercent: 0 });
    expect(maxWidth('1100px')).toMatchObject({ maxWidth: 1100, maxWidthPercent: 0 });
    expect(maxWidth('80%')).toMatchObject({ maxWidth: 0, maxWidthPercent: 80 });
    expect(maxWidth('100%')).toMatchObject({ maxWidth: 0, maxWidthPercent: 0 });
  });

  it('reads slide length strings and "default"', () => {
    const m = normalizeModule({
      settings: { default: { len: '5000' } },
      slides: { a: { slide: { order: 1, slideshow: { len: 'default' } } }, b: { slide: { order: 2, slideshow: { len: '7000' } } } },
    });
    expect(m.defaultSlideLength).toBe(5000);
    expect(m.slides.map((s) => s.slideshow.len)).toEqual([5000, 7000]);
  });

  it('reads slideshow, fonts and flags', () => {
    const m = withSettings({
      slideshow: { auto: 'false', sOH: 'on', loop: '2', firstSlide: '3' },
      fonts: { "'Open+Sans'": { name: "'Open Sans'" }, Inter: { name: 'Inter' }, FontAwesome: true },
      browser: { useURLDeeplink: true },
      acc: { u: true },
      bg: { color: { type: 'solid', orig: '#fff', string: 'rgba(255, 255, 255, 1)' }, image: 'bg.jpg' },
    });
    expect(m.slideshow).toMatchObject({ auto: false, stopOnHover: true, loop: 2, firstSlide: 3 });
    expect(m.fonts).toEqual(['Open Sans', 'Inter', 'FontAwesome']);
    expect(m.deepLinkOut).toBe(true);
    expect(m.accessibility).toBe(true);
    expect(m.bg.color).toBe('rgba(255, 255, 255, 1)');
    expect(m.bg.image?.src).toBe('bg.jpg');
  });
});

describe('normalizeModule: fixed modules (SPEC §3 size "fixed", FORMAT.md §2 prepareModuleHeight [fixed])', () => {
  const fixedOf = (settings: Record<string, unknown>) => normalizeModule(withSettings(settings)).size.fixed;
  it('reads SR7\'s settings.fixed and SPEC\'s size.fixed; settings.fixed wins', () => {
    expect(fixedOf({ fixed: true })).toBe(true);
    expect(fixedOf({ size: { fixed: 'true' } })).toBe(true);
    expect(fixedOf({ fixed: false, size: { fixed: true } })).toBe(false);
    expect(fixedOf({})).toBe(false);
  });
  it('names the path of a malformed flag, which is not fixed', () => {
    const m = normalizeModule(withSettings({ size: { fixed: 'sometimes' } }));
    expect(m.diagnostics).toEqual([{ path: 'module.settings.size.fixed', expected: 'a boolean (true/false, "on"/"off")', found: 'sometimes', used: false }]);
    expect(m.size.fixed).toBe(false);
    const own = normalizeModule(withSettings({ fixed: [], size: { fixed: true } }));
    expect(own.diagnostics).toEqual([{ path: 'module.settings.fixed', expected: 'a boolean (true/false, "on"/"off")', found: [], used: false }]);
    expect(own.size.fixed).toBe(false);
  });
});
