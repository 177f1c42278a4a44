import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { normalizeModule, ModuleError } from './index.ts';

/** Runs normalizeModule and returns the ModuleError it throws (fails the test otherwise). */
function errorOf(input: unknown): ModuleError {
  try {
    normalizeModule(input);
  } catch (e) {
    expect(e).toBeInstanceOf(ModuleError);
    return e as ModuleError;
  }
  throw new Error('expected a ModuleError');
}

const withLayer = (layer: unknown, slideKey = '466', layerKey = '3') => ({
  settings: {},
  slides: { [slideKey]: { slide: {}, layers: { [layerKey]: layer } } },
});

describe('bad input gives a ModuleError naming the JSON path', () => {
  it('a module that is not an object', () => {
    for (const bad of [42, null, undefined, [], true]) {
      expect(errorOf(bad).path).toBe('module');
    }
    expect(errorOf(42).message).toBe('module: expected a module object ({settings, slides}), got 42');
  });

  it('settings that are not an object', () => {
    expect(errorOf({ settings: 'x', slides: {} }).path).toBe('module.settings');
  });

  it('slides missing or not an object', () => {
    expect(errorOf({ settings: {} }).path).toBe('module.slides');
    expect(errorOf({ settings: {}, slides: 'abc' }).path).toBe('module.slides');
    expect(errorOf({ settings: {}, slides: 5 }).expected).toMatch(/object of slides/);
  });

  it('a slide entry or slide that is not an object', () => {
    expect(errorOf({ slides: { '1': 5 } }).path).toBe('module.slides["1"]');
    expect(errorOf({ slides: { '1': { slide: 'x' } } }).path).toBe('module.slides["1"].slide');
  });

  it('a layer that is not an object', () => {
    expect(errorOf(withLayer('text')).path).toBe('module.slides["466"].layers["3"]');
    expect(errorOf({ slides: { '1': { layers: 7 } } }).path).toBe('module.slides["1"].layers');
  });

  it('a ladder entry of the wrong kind', () => {
    const e = errorOf(withLayer({ type: 'text', size: { w: ['1px', '2px', { a: 1 }] } }));
    expect(e.message).toBe('module.slides["466"].layers["3"].size.w[2]: expected a length (px, % or auto), got {"a":1}');
    expect(e.got).toEqual({ a: 1 });
    expect(e.name).toBe('ModuleError');
    expect(errorOf(withLayer({ color: ['#fff', 42] })).path).toBe('module.slides["466"].layers["3"].color[1]');
    expect(errorOf(withLayer({ vis: [true, 'sometimes'] })).path).toBe('module.slides["466"].layers["3"].vis[1]');
  });

  it('a ladder with more than 5 levels', () => {
    const e = errorOf({ settings: { size: { width: [1, 2, 3, 4, 5, 6] } }, slides: {} });
    expect(e.path).toBe('module.settings.size.width');
  });

  it('an unknown layer type', () => {
    const e = errorOf(withLayer({ type: 'hologram' }));
    expect(e.path).toBe('module.slides["466"].layers["3"].type');
    expect(e.got).toBe('hologram');
  });

  it('bad scalars in settings', () => {
    expect(errorOf({ settings: { slideshow: { auto: 'maybe' } }, slides: {} }).path).toBe('module.settings.slideshow.auto');
    expect(errorOf({ settings: { nav: { nd: 'soon' } }, slides: {} }).path).toBe('module.settings.nav.nd');
    expect(errorOf({ settings: { nav: { bullets: { d: ['up'] } } }, slides: {} }).path).toBe('module.settings.nav.bullets.d[0]');
    expect(errorOf({ settings: { general: { perspectiveType: 'fisheye' } }, slides: {} }).path).toBe(
      'module.settings.general.perspectiveType',
    );
  });

  it('bad keyframes and positions', () => {
    const frame = errorOf(withLayer({ tl: { in: { content: { all: [{}, 'x'] } } } }));
    expect(frame.path).toBe('module.slides["466"].layers["3"].tl.in.content.all[1]');
    const x = errorOf(withLayer({ tl: { in: { content: { all: [{ x: [0, 'sideways'] }] } } } }));
    expect(x.path).toBe('module.slides["466"].layers["3"].tl.in.content.all[0].x[1]');
    expect(errorOf(withLayer({ pos: { h: ['left', 'diagonal'] } })).path).toBe('module.slides["466"].layers["3"].pos.h[1]');
    expect(errorOf(withLayer({ type: 'container', subtype: 'column', size: { col: 'half' } })).path).toBe(
      'module.slides["466"].layers["3"].size.col',
    );
  });

  it('bad slide fields', () => {
    expect(errorOf({ slides: { '1': { slide: { slideshow: { len: 'long' } } } } }).path).toBe('module.slides["1"].slide.slideshow.len');
    expect(errorOf({ slides: { '1': { slide: { global: true, pos: 'middle' } } } }).path).toBe('module.slides["1"].slide.pos');
  });
});

/** Deterministic PRNG (mulberry32) so the fuzz cases are the same on every run. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const home = path.resolve(import.meta.dirname, '../../../shared/fixtures/sr7/home.json');

describe.skipIf(!existsSync(home))('never a bare TypeError (fuzzed real export)', () => {
  it('mutated copies of home.json either normalize or throw ModuleError', () => {
    const text = readFileSync(home, 'utf8');
    const junk: unknown[] = [null, 0, -1, 'x', '', '#a', [], {}, [1, 2, 3, 4, 5, 6], { a: 1 }, true, '50%', ['#a']];
    const random = rng(7);
    let errors = 0;
    for (let run = 0; run < 300; run++) {
      const doc = JSON.parse(text) as unknown;
      const containers: Array<Record<string, unknown> | unknown[]> = [];
      const walk = (v: unknown): void => {
        if (typeof v !== 'object' || v === null) return;
        containers.push(v as Record<string, unknown>);
        for (const child of Object.values(v)) walk(child);
      };
      walk(doc);
      for (let k = 0; k < 3; k++) {
        const target = containers[Math.floor(random() * containers.length)] as Record<string, unknown>;
        const keys = Object.keys(target);
        const key = keys[Math.floor(random() * keys.length)];
        if (key !== undefined) target[key] = junk[Math.floor(random() * junk.length)];
      }
      try {
        normalizeModule(doc, { random });
      } catch (e) {
        if (!(e instanceof ModuleError)) throw e;
        errors++;
      }
    }
    expect(errors).toBeGreaterThan(0);
  });
});

describe('normalizeModule: general.dpr', () => {
  it('names the path and the accepted values for an unknown pixel-ratio policy', () => {
    for (const dpr of ['retina', 0, '9', -1, { x: 1 }]) {
      expect(() => normalizeModule({ settings: { general: { dpr } }, slides: {} })).toThrow(/module\.settings\.general\.dpr.*"dpr", "off" or a pixel ratio/);
    }
  });
});
