import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeDiagnostic, normalizeModule, ModuleError } from './index.ts';
import type { Diagnostic } from './diagnostics.ts';
import { describeValue } from './errors.ts';
import { at } from './read.ts';
import type { ModuleModel } from './types.ts';
import { diagnosticAt, fatalErrorOf, modelOf, ONE_SLIDE, pathsOf, withSettings } from './test-diagnostics.ts';
import { pick, rng } from './test-random.ts';

const withLayer = (layer: unknown, slideKey = '466', layerKey = '3') => ({
  settings: {},
  slides: { [slideKey]: { slide: {}, layers: { [layerKey]: layer } } },
});
const L = 'module.slides["466"].layers["3"]';

/** Normalizes `input`, which must give a model; returns it with the one diagnostic at `path`. */
function degraded(input: unknown, path: string): { model: ModuleModel; diagnostic: Diagnostic } {
  const model = modelOf(input);
  return { model, diagnostic: diagnosticAt(model.diagnostics, path) };
}
const layerOf = (model: ModuleModel) => model.slides[0]!.layers[0]!;

describe('a module that cannot be used at all is refused with a fatal ModuleError naming the path', () => {
  it('a module that is not an object', () => {
    for (const bad of [42, null, undefined, [], true, 'not json']) {
      expect(fatalErrorOf(bad).path).toBe('module');
    }
    const e = fatalErrorOf(42);
    expect(e.message).toBe('module: expected a module object ({settings, slides}), got 42');
    expect(e.name).toBe('ModuleError');
    expect(e.got).toBe(42);
  });

  it('slides missing, empty or not an object', () => {
    expect(fatalErrorOf({ settings: {} }).path).toBe('module.slides');
    expect(fatalErrorOf({ settings: {}, slides: null }).path).toBe('module.slides');
    expect(fatalErrorOf({ settings: {}, slides: {} }).path).toBe('module.slides');
    expect(fatalErrorOf({ settings: {}, slides: [] }).path).toBe('module.slides');
    expect(fatalErrorOf({ settings: {}, slides: 'abc' })).toMatchObject({ path: 'module.slides', got: 'abc' });
    expect(fatalErrorOf({ settings: {}, slides: 5 }).expected).toMatch(/object of slides/);
  });

  it('a slide entry that is not an object', () => {
    expect(fatalErrorOf({ slides: { '1': 5 } })).toMatchObject({ path: 'module.slides["1"]', got: 5, expected: expect.stringMatching(/slide entry/) });
    expect(fatalErrorOf({ slides: { '1': ONE_SLIDE[1], '2': 'x' } }).path).toBe('module.slides["2"]');
    // A list entry is named by its index (as a key, like the slide's key).
    expect(fatalErrorOf({ slides: [{ slide: {}, layers: {} }, null] }).path).toBe('module.slides["1"]');
  });

  it('an unknown normalize mode', () => {
    expect(fatalErrorOf(withSettings({}), { mode: 'admin' as never })).toMatchObject({ path: 'options.mode', got: 'admin' });
  });
});

describe('any other bad value degrades: the module normalizes and the value is a diagnostic naming the JSON path', () => {
  it('settings that are not an object: every setting at its default', () => {
    const { model, diagnostic } = degraded(withSettings('x'), 'module.settings');
    expect(diagnostic).toEqual({ path: 'module.settings', expected: 'an object', found: 'x', used: {} });
    expect(model.diagnostics).toHaveLength(1);
    expect(model.slides).toHaveLength(1);
    expect(model.size).toEqual(modelOf(withSettings({})).size);
  });

  it('an object written empty as the exports write it (PHP\'s [], the editor\'s "") is {} without a word; other text is named', () => {
    const nav = (def: unknown) => withSettings({ nav: { bullets: { def, cst: [] }, arrows: { def: [] } } });
    expect(modelOf(nav('')).diagnostics).toEqual([]);
    expect(modelOf(nav('')).nav).toEqual(modelOf(nav({})).nav);
    expect(pathsOf(modelOf(nav('dots')).diagnostics)).toEqual(['module.settings.nav.bullets.def']);
    expect(pathsOf(modelOf(withSettings('')).diagnostics)).toEqual([]);
  });

  it('a slide that is not an object: the slide at its defaults', () => {
    const { model, diagnostic } = degraded({ slides: { '1': { slide: 'x' } } }, 'module.slides["1"].slide');
    expect(diagnostic).toEqual({ path: 'module.slides["1"].slide', expected: 'an object', found: 'x', used: {} });
    expect(model.slides.map((s) => [s.key, s.id, s.order, s.title])).toEqual([['1', '1', 1, '']]);
  });

  it('a layer that is not an object is left out (the slide keeps its other layers)', () => {
    const { model, diagnostic } = degraded(withLayer('text'), L);
    expect(diagnostic).toMatchObject({ expected: 'a layer object', found: 'text', used: null });
    expect(model.diagnostics).toHaveLength(1);
    expect(model.slides[0]!.layers.some((layer) => layer.id === '3')).toBe(false);
    const layers = degraded({ slides: { '1': { layers: 7 } } }, 'module.slides["1"].layers');
    expect(layers.diagnostic).toMatchObject({ expected: expect.stringMatching(/object of layers/), found: 7, used: [] });
    expect(layers.model.slides[0]!.layers).toEqual([]);
  });

  it('a ladder entry of the wrong kind inherits from the level to its left', () => {
    const w = degraded(withLayer({ type: 'text', size: { w: ['1px', '2px', { a: 1 }] } }), `${L}.size.w[2]`);
    expect(w.diagnostic).toMatchObject({ expected: 'a length (px, % or auto)', found: { a: 1 } });
    expect(describeDiagnostic(w.diagnostic)).toMatch(/^module\.slides\["466"\]\.layers\["3"\]\.size\.w\[2\]: expected a length \(px, % or auto\), got \{"a":1\}; used/);
    expect(layerOf(w.model).size.w).toEqual([1, 2, 2, 2, 2]);
    const color = degraded(withLayer({ color: ['#fff', 42] }), `${L}.color[1]`);
    expect(color.diagnostic.found).toBe(42);
    expect(layerOf(color.model).color).toEqual(['#fff', '#fff', '#fff', '#fff', '#fff']);
    const vis = degraded(withLayer({ vis: [false, 'sometimes', true] }), `${L}.vis[1]`);
    expect(vis.diagnostic).toMatchObject({ expected: expect.stringMatching(/^a boolean/), found: 'sometimes' });
    expect(layerOf(vis.model).visible).toEqual([false, false, true, true, true]);
    // A keyword ladder too: the bad level inherits "right" (not the keyword default "left").
    const h = degraded(withLayer({ pos: { h: ['right', 'diagonal'] } }), `${L}.pos.h[1]`);
    expect(h.diagnostic).toMatchObject({ expected: 'one of left, center, right', found: 'diagonal' });
    expect(layerOf(h.model).pos.h).toEqual(['right', 'right', 'right', 'right', 'right']);
  });

  it('a ladder with more than 5 levels: the first 5 are read', () => {
    const { model, diagnostic } = degraded(withSettings({ size: { width: [1, 2, 3, 4, 5, 6] } }), 'module.settings.size.width');
    expect(diagnostic).toMatchObject({ expected: 'a responsive ladder of at most 5 levels', found: [1, 2, 3, 4, 5, 6], used: [1, 2, 3, 4, 5] });
    expect(model.size.width).toEqual([1, 2, 3, 4, 5]);
  });

  it('an unknown layer type', () => {
    const { model, diagnostic } = degraded(withLayer({ type: 'hologram', text: 'Hi' }), `${L}.type`);
    expect(diagnostic).toMatchObject({ expected: expect.stringMatching(/^a layer type/), found: 'hologram' });
    expect(layerOf(model).type).toBe('text');
  });

  it('bad scalars in settings fall back to their defaults', () => {
    const defaults = modelOf(withSettings({}));
    const auto = degraded(withSettings({ slideshow: { auto: 'maybe' } }), 'module.settings.slideshow.auto');
    expect(auto.diagnostic).toEqual({ path: 'module.settings.slideshow.auto', expected: 'a boolean (true/false, "on"/"off")', found: 'maybe', used: true });
    expect(auto.model.slideshow).toEqual(defaults.slideshow);
    const nd = degraded(withSettings({ nav: { nd: 'soon' } }), 'module.settings.nav.nd');
    expect(nd.diagnostic).toMatchObject({ expected: 'a number', found: 'soon', used: 1000 });
    expect(nd.model.nav).toEqual(defaults.nav);
    const d = degraded(withSettings({ nav: { bullets: { d: ['up'] } } }), 'module.settings.nav.bullets.d[0]');
    expect(d.diagnostic).toMatchObject({ expected: 'one of horizontal, vertical', found: 'up' });
    expect(d.model.nav.bullets.direction).toEqual(['horizontal', 'horizontal', 'horizontal', 'horizontal', 'horizontal']);
    const perspective = degraded(withSettings({ general: { perspectiveType: 'fisheye' } }), 'module.settings.general.perspectiveType');
    expect(perspective.diagnostic).toMatchObject({ expected: 'one of global, isometric, local', found: 'fisheye', used: 'global' });
    expect(perspective.model.general.perspectiveType).toBe('global');
  });

  it('bad keyframes and positions', () => {
    const frame = degraded(withLayer({ tl: { in: { content: { all: [{ d: 500 }, 'x'] } } } }), `${L}.tl.in.content.all[1]`);
    expect(frame.diagnostic).toMatchObject({ expected: 'a keyframe object', found: 'x' });
    const frames = layerOf(frame.model).timeline.in!.content!;
    expect(frames).toHaveLength(2);
    expect(frames[0]!.d).toBe(500);
    expect(frames[1]).toMatchObject({ t: 300, d: 300, e: 'power3.inOut' });
    const x = degraded(withLayer({ tl: { in: { content: { all: [{ x: [10, 'sideways'] }] } } } }), `${L}.tl.in.content.all[0].x[1]`);
    expect(x.diagnostic).toMatchObject({ expected: expect.stringMatching(/^a frame value/), found: 'sideways' });
    expect(layerOf(x.model).timeline.in!.content![0]!.x).toEqual([10, 10, 10, 10, 10]);
    const column = degraded(withLayer({ type: 'container', subtype: 'column', size: { col: 'half' } }), `${L}.size.col`);
    expect(column.diagnostic).toMatchObject({ expected: 'a column fraction like "1/3"', found: 'half' });
    expect(layerOf(column.model)).toMatchObject({ type: 'column', size: { col: 1 } });
  });

  it('bad slide fields', () => {
    const len = degraded({ slides: { '1': { slide: { slideshow: { len: 'long', stop: true } } } } }, 'module.slides["1"].slide.slideshow.len');
    expect(len.diagnostic).toMatchObject({ expected: 'a number', found: 'long' });
    expect(len.model.slides[0]!.slideshow).toMatchObject({ len: 9000, stop: true });
    const pos = degraded({ slides: { '1': { slide: { global: true, pos: 'middle' } } } }, 'module.slides["1"].slide.pos');
    expect(pos.diagnostic).toMatchObject({ expected: 'one of front, back', found: 'middle', used: 'front' });
    expect(pos.model.staticSlides.map((s) => s.global)).toEqual([{ pos: 'front' }]);
  });

  it('names every bad value, not only the first', () => {
    const model = modelOf({
      settings: { slideshow: { auto: 'maybe' }, general: { perspectiveType: 'fisheye' } },
      slides: { '466': { slide: { slideshow: { len: 'long' } }, layers: { '3': { type: 'hologram', size: { w: ['1px', { a: 1 }] } } } } },
    });
    expect(pathsOf(model.diagnostics).sort()).toEqual([
      'module.settings.general.perspectiveType',
      'module.settings.slideshow.auto',
      `${L}.size.w[1]`,
      `${L}.type`,
      'module.slides["466"].slide.slideshow.len',
    ].sort());
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Fuzz: damaged copies of real exports. Every case is seeded by its own number, so a failure names what to replay.
// ---------------------------------------------------------------------------------------------------------------

const SR7_DIR = path.resolve(import.meta.dirname, '../../../shared/fixtures/sr7');
const CORPUS_DIR = path.join(SR7_DIR, 'corpus');
/** Every real export: the fixtures, then each corpus module (folders without a module.json are skipped). */
const EXPORTS: readonly string[] = existsSync(SR7_DIR)
  ? [
      ...readdirSync(SR7_DIR).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(SR7_DIR, f)),
      ...(existsSync(CORPUS_DIR) ? readdirSync(CORPUS_DIR).sort().map((d) => path.join(CORPUS_DIR, d, 'module.json')).filter((f) => existsSync(f)) : []),
    ]
  : [];
const SKIP_NOTE = EXPORTS.length > 0 ? '' : ` — skipped: ${SR7_DIR} is absent`;
const FIXED = { now: new Date('2025-01-01T00:00:00Z'), random: () => 0.5 } as const;

/** The junk written over a value: the wrong kinds, SR7's "missing" spellings, and words that name Object.prototype members. */
const JUNK: readonly unknown[] = [
  null, 0, -1, 'x', '', '#a', [], {}, [1, 2, 3, 4, 5, 6], { a: 1 }, true, '50%', ['#a'], '\t', { s: 's', r: -1 },
  'constructor', '__proto__', 'toString',
];
const junkCopy = (random: () => number): unknown => structuredClone(pick(random, JUNK));

type Key = string | number;
interface Slot {
  readonly parent: Record<Key, unknown>;
  readonly key: Key;
  readonly path: string;
}

/** `module.slides["466"]` and `module.slides[466]` name the same place (a list read by id, a map keyed by digits). */
const canonical = (p: string): string => p.replace(/\["(\d+)"\]/g, '[$1]');

/** Every value of the document below the root, with its JSON path (the notation of read.ts `at`). */
function slotsOf(doc: unknown): Slot[] {
  const slots: Slot[] = [];
  const walk = (value: unknown, p: string): void => {
    if (typeof value !== 'object' || value === null) return;
    for (const key of Object.keys(value)) {
      const k: Key = Array.isArray(value) ? Number(key) : key;
      const child = at(p, k);
      slots.push({ parent: value as Record<Key, unknown>, key: k, path: child });
      walk((value as Record<Key, unknown>)[k], child);
    }
  };
  walk(doc, 'module');
  return slots;
}

/** The paths a normalize pass reads (a property get on the document), recorded through proxies. */
function pathsRead(doc: unknown, normalize: (doc: unknown) => unknown): Set<string> {
  const read = new Set<string>();
  const proxies = new WeakMap<object, unknown>();
  const wrap = (value: unknown, p: string): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const cached = proxies.get(value);
    if (cached !== undefined) return cached;
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        const own = typeof key === 'string' && Object.hasOwn(target, key) && !(Array.isArray(target) && key === 'length');
        if (!own) return Reflect.get(target, key, receiver) as unknown;
        const child = at(p, Array.isArray(target) ? Number(key) : key);
        read.add(canonical(child));
        return wrap((target as Record<string, unknown>)[key], child);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  normalize(wrap(doc, 'module'));
  return read;
}

/** Model fields that carry wire data as written (a slide's raw transition and add-on settings, a diagnostic's value). */
const RAW_FIELDS = new Set(['transition', 'addOns', 'diagnostics']);

/**
 * The model is plain data: no functions, no object whose prototype came from the input (a `__proto__` key), no
 * holes in its lists (a hole reads as undefined where a typed value is promised). Raw wire fields are not checked.
 */
function impurity(value: unknown, p = 'model', seen = new Set<object>()): string | null {
  if (typeof value === 'function') return `${p} is a function`;
  if (typeof value !== 'object' || value === null || seen.has(value)) return null;
  seen.add(value);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return `${p} has a foreign prototype`;
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) if (!(i in value)) return `${p}[${i}] is a hole`;
  for (const [key, child] of Object.entries(value)) {
    if (RAW_FIELDS.has(key)) continue;
    const bad = impurity(child, `${p}.${key}`, seen);
    if (bad !== null) return bad;
  }
  return null;
}

type JsonType = 'null' | 'scalar' | 'array' | 'object';
/** Numbers, numeric strings and booleans stand in for each other all over SR7's format, so they are one kind here. */
const jsonType = (v: unknown): JsonType => (v === null || v === undefined ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : 'scalar');
/** Junk that means "missing" or "inherit" anywhere in the format (null, "", "\t" trimmed, "#a", PHP's empty `[]`). */
const MEANS_MISSING = (v: unknown): boolean => v === null || (typeof v === 'string' && (v.trim() === '' || v === '#a')) || (Array.isArray(v) && v.length === 0);

/** A diagnostic about `p` itself, something inside it, or something it is inside. */
const names = (diagnostics: readonly Diagnostic[], p: string): boolean => {
  const c = canonical(p);
  return diagnostics.some((d) => {
    const q = canonical(d.path);
    return q === c || q.startsWith(`${c}.`) || q.startsWith(`${c}[`) || c.startsWith(`${q}.`) || c.startsWith(`${q}[`);
  });
};

describe.skipIf(EXPORTS.length === 0)(`fuzz: one value of a real export damaged always normalizes${SKIP_NOTE}`, () => {
  /** Per export: at most this many cases, or this much time (the big corpus modules take 100+ ms a pass). */
  const CASES = Number(process.env.FUZZ_SINGLE_CASES ?? 250);
  const BUDGET_MS = Number(process.env.FUZZ_SINGLE_BUDGET_MS ?? 500);
  // Enough that the "named most of the time" check below always has its 30 expected cases, on any machine.
  const MIN_SINGLE_CASES = Math.min(CASES, 20);
  /** Over all exports together: damages that should be named, and those that were. */
  const tally = { files: 0, cases: 0, expected: 0, named: 0, missed: [] as string[] };

  it.each(EXPORTS.map((f) => [path.relative(SR7_DIR, f), f]))('%s', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const doc = JSON.parse(text) as Record<string, unknown>;
    // A value the export itself has wrong is not "valid before the damage": its paths are left out of the count.
    const baseline = normalizeModule(doc, FIXED).diagnostics;
    const read = pathsRead(doc, (d) => normalizeModule(d, FIXED));
    // The fatal structure (the module, `slides`, a slide entry) is refused by design, not damaged here.
    const slots = slotsOf(doc).filter((s) => s.path !== 'module.slides' && !(s.parent === doc.slides));
    const random = rng(0x5eed ^ text.length);
    const failures: string[] = [];
    const missed: string[] = [];
    let cases = 0;
    let expected = 0;
    let named = 0;
    const started = performance.now();
    // The minimum always runs, however busy the machine; the time budget only decides how many more.
    for (; cases < CASES && (cases < MIN_SINGLE_CASES || performance.now() - started < BUDGET_MS); cases++) {
      const slot = pick(random, slots);
      const junk = junkCopy(random);
      const original = slot.parent[slot.key];
      slot.parent[slot.key] = junk;
      const label = `case ${cases}: ${slot.path} = ${describeValue(junk)} (was ${describeValue(original)})`;
      try {
        const model = normalizeModule(doc, FIXED);
        expect(Array.isArray(model.diagnostics)).toBe(true);
        const bad = impurity(model);
        if (bad !== null) failures.push(`${label}: ${bad}`);
        // The rule for "this damage should be named" (by a diagnostic at its path, inside it or around it):
        // - the normalizer reads the key (the proxy pass saw a get of it; many keys are SR7 editor state it ignores);
        // - the original was a real value it understood (not null, not named in the export's own diagnostics);
        // - the junk does not mean "missing" or "inherit" anywhere in the format (null, "", "\t", "#a", `[]`);
        // - the junk is another kind of JSON value: object, list, or scalar (numbers, numeric strings and booleans
        //   stand in for each other throughout SR7, so scalar-for-scalar swaps are not counted).
        // Some of those are still accepted by design (a scalar is a whole ladder; PHP lists and maps are read alike;
        // `slide.imgs` is read only for a background image), so the check is "most of the time", not always.
        const valid = jsonType(original) !== 'null' && !names(baseline, slot.path);
        if (read.has(canonical(slot.path)) && valid && !MEANS_MISSING(junk) && jsonType(junk) !== jsonType(original)) {
          expected++;
          if (names(model.diagnostics, slot.path)) named++;
          else missed.push(label);
        }
      } catch (error) {
        failures.push(`${label}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      } finally {
        slot.parent[slot.key] = original;
      }
    }
    tally.files++;
    tally.cases += cases;
    tally.expected += expected;
    tally.named += named;
    tally.missed.push(...missed.map((m) => `${_name} ${m}`));
    expect(JSON.stringify(doc), 'the normalizer never changes its input').toBe(JSON.stringify(JSON.parse(text)));
    expect(failures, failures.join('\n')).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(MIN_SINGLE_CASES);
  }, Math.max(30_000, BUDGET_MS * 3));

  it('names the damaged value (or its container, or a part of it) most of the time', () => {
    if (tally.files < EXPORTS.length) return; // some exports were filtered out (-t) or failed on their own
    console.info(`[fuzz] single values: ${tally.cases} cases over ${tally.files} exports; ${tally.expected} should be named, ${tally.named} were`);
    if (process.env.FUZZ_SHOW_MISSED) console.info(tally.missed.join('\n'));
    expect(tally.expected).toBeGreaterThanOrEqual(30);
    expect(tally.named / tally.expected, `missed:\n${tally.missed.slice(0, 30).join('\n')}`).toBeGreaterThanOrEqual(0.75);
  });
});

/** A fuzz mutation: what it did, for the failure message. */
type Mutation = (doc: Record<string, unknown>, random: () => number) => string;

/** Containers of the document (objects and lists), with their paths. */
function containersOf(doc: unknown): Array<{ value: Record<Key, unknown>; path: string }> {
  const out: Array<{ value: Record<Key, unknown>; path: string }> = [];
  const walk = (value: unknown, p: string): void => {
    if (typeof value !== 'object' || value === null) return;
    out.push({ value: value as Record<Key, unknown>, path: p });
    for (const key of Object.keys(value)) walk((value as Record<string, unknown>)[key], at(p, Array.isArray(value) ? Number(key) : key));
  };
  walk(doc, 'module');
  return out;
}

/** The structure SR7 modules are made of: slides, slide entries, their slide, layers, one layer, settings. */
function structureOf(doc: Record<string, unknown>): Slot[] {
  const slots: Slot[] = [{ parent: doc, key: 'slides', path: 'module.slides' }, { parent: doc, key: 'settings', path: 'module.settings' }];
  const slides = doc.slides;
  if (typeof slides === 'object' && slides !== null) {
    for (const [k, entry] of Object.entries(slides)) {
      const ep = at('module.slides', k);
      slots.push({ parent: slides as Record<Key, unknown>, key: k, path: ep });
      if (typeof entry !== 'object' || entry === null) continue;
      const e = entry as Record<string, unknown>;
      slots.push({ parent: e, key: 'slide', path: at(ep, 'slide') }, { parent: e, key: 'layers', path: at(ep, 'layers') });
      if (typeof e.layers === 'object' && e.layers !== null) {
        for (const lk of Object.keys(e.layers)) slots.push({ parent: e.layers as Record<Key, unknown>, key: lk, path: at(at(ep, 'layers'), lk) });
      }
    }
  }
  return slots;
}

const SPECIAL_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const MUTATIONS: ReadonlyArray<readonly [string, Mutation]> = [
  ['junk anywhere', (doc, random) => {
    const slot = pick(random, slotsOf(doc));
    const junk = junkCopy(random);
    slot.parent[slot.key] = junk;
    return `${slot.path} = ${describeValue(junk)}`;
  }],
  ['junk over structure', (doc, random) => {
    const slot = pick(random, structureOf(doc));
    const junk = junkCopy(random);
    slot.parent[slot.key] = junk;
    return `${slot.path} = ${describeValue(junk)}`;
  }],
  ['delete a key (a hole in a list)', (doc, random) => {
    const slot = pick(random, slotsOf(doc));
    delete slot.parent[slot.key];
    return `delete ${slot.path}`;
  }],
  ['a map written as a list (as PHP does)', (doc, random) => {
    const maps = containersOf(doc).filter((c) => !Array.isArray(c.value) && c.path !== 'module' && Object.keys(c.value).length > 0 && Object.values(c.value).every((v) => typeof v === 'object' && v !== null));
    const map = pick(random, maps);
    const parent = slotsOf(doc).find((s) => s.path === map.path);
    if (parent === undefined) return '(no map)';
    parent.parent[parent.key] = Object.values(map.value);
    return `${map.path} as a list of its ${Object.keys(map.value).length} values`;
  }],
  ['insert __proto__ / constructor / prototype', (doc, random) => {
    // Half the time into a map the normalizer walks by key (every value an object: slides, layers, tl, a scene,
    // fonts …), where such a key would become a scene, a layer or a font; else into any object.
    const objects = containersOf(doc).filter((c) => !Array.isArray(c.value));
    const maps = objects.filter((c) => Object.keys(c.value).length > 0 && Object.values(c.value).every((v) => typeof v === 'object' && v !== null));
    const target = pick(random, maps.length > 0 && random() < 0.5 ? maps : objects);
    const key = pick(random, SPECIAL_KEYS);
    // A copy of one of its object values (a scene beside scenes, a layer beside layers …), else a small object.
    const siblings = Object.values(target.value).filter((v) => typeof v === 'object' && v !== null);
    const value = siblings.length > 0 && random() < 0.7 ? pick(random, siblings) : pick(random, [{}, { a: 1 }, { u: true, all: [{}] }, [{}]]);
    // JSON.parse makes `__proto__` an own key (as in a real export), not the object's prototype.
    const own = JSON.parse(`{${JSON.stringify(key)}: ${JSON.stringify(value)}}`) as Record<string, unknown>;
    Object.defineProperty(target.value, key, { value: own[key], enumerable: true, writable: true, configurable: true });
    return `${at(target.path, key)} = ${describeValue(own[key])}`;
  }],
];

describe.skipIf(EXPORTS.length === 0)(`fuzz: damaged real exports normalize, or are refused with a fatal ModuleError — never another error${SKIP_NOTE}`, () => {
  /**
   * The issue's 10,000 cases, bounded in time so the suite stays fast; at least MIN_CASES must run. A longer hunt or
   * one case again: FUZZ_FROM=78 FUZZ_CASES=1 (or FUZZ_BUDGET_MS=300000) npx vitest run engine/model/normalize-errors.test.ts
   */
  const FROM = Number(process.env.FUZZ_FROM ?? 0);
  const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
  const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 10_000);
  const MIN_CASES = Math.min(CASES, 300);
  const SEED = 0x5712a7a;
  /** The fast exports (a pass of the big corpus modules costs 60–180 ms; the single-value fuzz covers them). */
  const files = EXPORTS.filter((f) => statSync(f).size < 120_000).map((f) => ({ name: path.relative(SR7_DIR, f), text: readFileSync(f, 'utf8') }));

  /** One case, replayable from its number alone; a failure comes with a signature that groups it with its kind. */
  function runCase(n: number): { outcome: 'model' | 'fatal' | 'failure'; report: string; signature?: string } {
    const random = rng(SEED + n);
    const file = pick(random, files);
    const doc = JSON.parse(file.text) as Record<string, unknown>;
    const done: string[] = [];
    const count = 1 + Math.floor(random() * 5);
    for (let i = 0; i < count; i++) {
      const [name, mutate] = pick(random, MUTATIONS);
      try {
        done.push(`${name}: ${mutate(doc, random)}`);
      } catch {
        done.push(`${name}: (nothing to mutate)`);
      }
    }
    // Half the cases go in as JSON text (what a page fetches), half as the object.
    const input = n % 2 === 0 ? doc : JSON.stringify(doc);
    const report = `case ${n} (seed ${SEED} + ${n}, ${file.name}, as ${typeof input === 'string' ? 'text' : 'object'}):\n    ${done.join('\n    ')}`;
    try {
      const model = normalizeModule(input, { ...FIXED, random: rng(n) });
      const bad = Array.isArray(model.diagnostics) ? impurity(model) : 'no diagnostics list';
      if (bad === null) return { outcome: 'model', report };
      return { outcome: 'failure', report: `${report}\n  → ${bad}`, signature: bad.replace(/\d+/g, 'N') };
    } catch (error) {
      if (error instanceof ModuleError && error.fatal && error.path !== '') return { outcome: 'fatal', report };
      const where = error instanceof Error ? (error.stack?.split('\n')[1]?.trim() ?? '') : '';
      const what = error instanceof ModuleError ? `a non-fatal ModuleError: ${error.message}` : error instanceof Error ? `${error.name}: ${error.message}\n      ${error.stack?.split('\n').slice(1, 5).map((l) => l.trim()).join('\n      ')}` : String(error);
      const kind = error instanceof ModuleError ? `non-fatal ModuleError: ${error.expected}` : error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { outcome: 'failure', report: `${report}\n  → ${what}`, signature: `${kind} ${where}`.replace(/\d+/g, 'N') };
    }
  }

  it(`${CASES} cases of 1–5 damages each, within ${BUDGET_MS / 1000} s`, () => {
    const counts = { model: 0, fatal: 0, failure: 0 };
    // Failures grouped by kind: the first case of each kind in full, and how many cases had it.
    const kinds = new Map<string, { first: string; cases: number }>();
    const started = performance.now();
    let n = 0;
    // MIN_CASES always run, however busy the machine; the time budget only decides how many more.
    for (; n < CASES && (n < MIN_CASES || performance.now() - started < BUDGET_MS); n++) {
      const { outcome, report, signature } = runCase(FROM + n);
      counts[outcome]++;
      if (outcome !== 'failure') continue;
      const kind = kinds.get(signature ?? report) ?? { first: report, cases: 0 };
      kind.cases++;
      kinds.set(signature ?? report, kind);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`[fuzz] ${n} cases in ${seconds} s: ${counts.model} normalized, ${counts.fatal} refused (fatal), ${counts.failure} failed`);
    const failures = [...kinds.values()].map(({ first, cases }) => `${cases} case(s) like ${first}`);
    if (failures.length > 0) failures.push('Replay one case: FUZZ_FROM=<case> FUZZ_CASES=1 npx vitest run engine/model/normalize-errors.test.ts -t "cases of"');
    expect(failures, `${counts.failure} of ${n} cases threw something else than a fatal ModuleError, or gave a model that is not plain data:\n${failures.join('\n')}`).toEqual([]);
    expect(n).toBeGreaterThanOrEqual(MIN_CASES);
    if (n >= 300) {
      // Most damage leaves a usable module; some of it hits the fatal structure (slides, a slide entry).
      expect(counts.model).toBeGreaterThan(n / 2);
      expect(counts.fatal).toBeGreaterThan(0);
    }
  }, Math.max(60_000, BUDGET_MS * 2));
});

/**
 * Bugs the fuzz found, each as the smallest input that shows it. Inputs with holes are lists built in code (JSON
 * has none); normalizeModule takes parsed objects too, so they must not break it.
 */
describe('regressions found by the fuzz', () => {
  const holey = (...entries: Array<[number, unknown]>): unknown[] => {
    const list: unknown[] = [];
    for (const [i, v] of entries) list[i] = v;
    return list;
  };

  it('a hole in a list read as entries (slide actions, fonts, params) is skipped, not a TypeError or a hole in the model', () => {
    const actions = holey([1, { a: 'link', link: 'https://x.test/', src: [3] }]);
    const m = modelOf({ slides: { 1: { slide: { actions, params: holey([1, { v: 'p1' }]) }, layers: { 3: { type: 'text' } } } } });
    expect(m.slides[0]!.layers[0]!.link).toMatchObject({ href: 'https://x.test/' });
    expect(m.slides[0]!.params).toEqual([{ v: 'p1', l: 500 }]);
    const fonts = modelOf(withSettings({ fonts: holey([1, { name: 'Inter', normal: { 400: true } }]) }));
    expect(fonts.fonts).toEqual(['Inter']);
    expect(fonts.fontFaces).toEqual([{ family: 'Inter', normal: [400], italic: [], icon: false }]);
  });

  it('a hole in a keyframe list is skipped: the timeline has no hole', () => {
    const m = modelOf({ slides: { 1: { slide: {}, layers: { 1: { type: 'text', tl: { in: { content: { all: holey([1, { t: 0, d: 500 }]) } } } } } } } });
    const frames = m.slides[0]!.layers[0]!.timeline.in!.content!;
    expect(Object.keys(frames)).toEqual(['0']);
    expect(frames[0]!.d).toBe(500);
  });

  it('a scene named __proto__ (an own key, as JSON.parse makes it) is a scene, not the timeline\'s prototype', () => {
    const tl = JSON.parse('{"in": {"content": {"all": [{"t": 0}]}}, "__proto__": {"content": {"all": [{"x": 5}]}}}') as unknown;
    const timeline = modelOf({ slides: { 1: { slide: {}, layers: { 1: { type: 'text', tl } } } } }).slides[0]!.layers[0]!.timeline;
    expect([Object.prototype, null]).toContain(Object.getPrototypeOf(timeline));
    expect(Object.keys(timeline)).toEqual(['in', '__proto__']);
    expect((timeline as Record<string, { content?: Array<{ x: unknown }> }>)['__proto__']?.content?.[0]?.x).toEqual([5, 5, 5, 5, 5]);
  });

  it('a clip origin that names an Object.prototype member is no origin: "left", never a function', () => {
    for (const orig of ['constructor', '__proto__', 'toString']) {
      const m = modelOf({ slides: { 1: { slide: {}, layers: { 1: { type: 'text', tl: { in: { clip: { orig, all: [{ c: 0 }, { c: 100 }] } } } } } } } });
      expect(m.slides[0]!.layers[0]!.timeline.in!.meta?.clip?.clipOrigin).toBe('left');
    }
  });

  it('slides written as a list (entries with ids): a bad value in one is dropped there, the module is not refused', () => {
    const model = modelOf({ slides: [{ id: 466, slide: { order: 1 }, layers: { 2: { type: 'text', bg: { color: { a: 1 } } } } }] });
    expect(model.slides[0]!.layers[0]!.bg.color).toBeNull();
    expect(model.diagnostics).toHaveLength(1);
    expect(model.diagnostics[0]).toMatchObject({ expected: expect.stringMatching(/^a colour/), found: { a: 1 } });
  });

  it('layers written as a list with ids: the bad value falls back in its own layer, named by its id', () => {
    const model = modelOf({ slides: { 1: { slide: {}, layers: [{ id: 1, type: 'text', text: 'first' }, { id: 0, type: 'hologram' }] } } });
    expect(model.slides[0]!.layers.map((l) => [l.id, l.type])).toEqual([['1', 'text'], ['0', 'text']]);
    // A layer in a list is named by its id, as a layer in an object is by its key.
    expect(model.diagnostics).toEqual([{ path: 'module.slides["1"].layers["0"].type', expected: expect.stringMatching(/^a layer type/), found: 'hologram', used: 'text' }]);
  });

  it('values of the wrong kind that are dropped without a diagnostic today are named (the single-value fuzz misses)', () => {
    const L1 = 'module.slides["1"].layers["1"]';
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ tl: { in: 0 } }, `${L1}.tl.in`],
      [{ tl: { in: { content: true } } }, `${L1}.tl.in.content`],
      [{ tl: { in: { content: { orig: 'x', all: [{ t: 0 }] } } } }, `${L1}.tl.in.content.orig`],
      [{ tl: { in: { clip: { orig: {}, all: [{ c: 0 }] } } } }, `${L1}.tl.in.clip.orig`],
      [{ hov: '50%' }, `${L1}.hov`],
      [{ hov: { u: true, border: 0 } }, `${L1}.hov.border`],
      [{ hov: { u: true, filter: ['#a'] } }, `${L1}.hov.filter`],
      [{ toggle: 5 }, `${L1}.toggle`],
    ];
    const missing = cases.flatMap(([layer, p]) => {
      const model = modelOf({ slides: { 1: { slide: {}, layers: { 1: { type: 'text', ...layer } } } } });
      return model.diagnostics.some((d) => d.path === p) ? [] : [p];
    });
    expect(missing).toEqual([]);
  });

  it('many bad values (more than degrade.ts\'s 200 drops) still give a model: never a non-fatal ModuleError', () => {
    const layers = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [String(i), { type: 'hologram' }]));
    const model = modelOf({ slides: { 1: { slide: {}, layers } } });
    expect(model.slides[0]!.layers).toHaveLength(250);
    expect(model.diagnostics).toHaveLength(250);
  });
});

describe('normalizeModule: general.dpr', () => {
  it('names the path and the accepted values for an unknown pixel-ratio policy, and follows the device', () => {
    for (const dpr of ['retina', 0, '9', -1, { x: 1 }]) {
      const { model, diagnostic } = degraded(withSettings({ general: { dpr } }), 'module.settings.general.dpr');
      expect(diagnostic.expected).toMatch(/^"dpr", "off" or a pixel ratio/);
      expect(diagnostic.found).toEqual(dpr);
      expect(model.general.dpr).toEqual({ mode: 'device' });
    }
  });
});
