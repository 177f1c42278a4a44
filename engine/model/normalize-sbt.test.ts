import { describe, expect, it } from 'vitest';
import { normalizeModule } from './normalize.ts';
import { readSbt, SBT_DEFAULTS } from './normalize-sbt.ts';
import { collect, moduleErrorOf } from './test-diagnostics.ts';

const P = 'module.settings.sbt';
const module = (settings: Record<string, unknown>) => normalizeModule({ settings, slides: { a: { slide: { id: 'a' }, layers: {} } } });

describe('readSbt', () => {
  it('defaults: off, no hold, RS6 hold 2000..4000 ms, 500 ms linear catch-up', () => {
    expect(readSbt(undefined, P)).toEqual(SBT_DEFAULTS);
    expect(SBT_DEFAULTS).toMatchObject({ use: false, hold: false, holdStart: 2000, holdEnd: 4000, align: 'top', speed: 500, ease: 'none', traditional: true });
  });

  it("reads a real export's sbt (SR7_225_1 / home)", () => {
    const sbt = readSbt({ use: true, f: false, fStart: 2000, fEnd: 4000, layers: false, e: 'none', s: 0.5, pull: false, nL: true }, P);
    expect(sbt).toEqual({ use: true, hold: false, holdStart: 2000, holdEnd: 4000, align: 'top', speed: 500, ease: 'none', allLayers: false, pull: false, traditional: true });
  });

  it('reads the hold, string numbers and booleans, the align and the speed in ms or seconds', () => {
    const sbt = readSbt({ use: 'true', f: 'on', fStart: '500', fEnd: '2500ms', a: 'Bottom', s: 300, e: 'power2.out', layers: true, nL: false, pull: 1 }, P);
    expect(sbt).toEqual({ use: true, hold: true, holdStart: 500, holdEnd: 2500, align: 'bottom', speed: 300, ease: 'power2.out', allLayers: true, pull: true, traditional: false });
    expect(readSbt({ s: 2 }, P).speed).toBe(2000);
    expect(readSbt({ s: 0 }, P).speed).toBe(0);
    // A start past the default end moves the default end along.
    expect(readSbt({ fStart: 6000 }, P)).toMatchObject({ holdStart: 6000, holdEnd: 6000 });
  });

  it('names the JSON path of a malformed value, which takes its default', () => {
    const D = SBT_DEFAULTS;
    const degraded = (sbt: unknown) => collect(() => readSbt(sbt, P));
    expect(degraded('on')).toEqual({ result: D, diagnostics: [{ path: P, expected: 'an object', found: 'on', used: {} }] });
    expect(degraded({ f: 'maybe', use: true })).toEqual({
      result: { ...D, use: true, hold: false },
      diagnostics: [{ path: `${P}.f`, expected: 'a boolean (true/false, "on"/"off")', found: 'maybe', used: false }],
    });
    expect(degraded({ fStart: 'soon', fEnd: 5000 })).toEqual({ result: { ...D, holdStart: 2000, holdEnd: 5000 }, diagnostics: [{ path: `${P}.fStart`, expected: 'a number', found: 'soon', used: 2000 }] });
    expect(degraded({ a: 'middle' })).toEqual({ result: D, diagnostics: [{ path: `${P}.a`, expected: 'one of top, bottom, travel', found: 'middle', used: 'top' }] });
    expect(degraded({ e: { x: 1 } })).toEqual({ result: D, diagnostics: [{ path: `${P}.e`, expected: 'a string', found: { x: 1 }, used: 'none' }] });
  });

  it('a time below 0, or a hold that ends before it starts: the reader names it; the module drops it (its default)', () => {
    expect(moduleErrorOf(() => readSbt({ fStart: -1 }, P))).toMatchObject({ path: `${P}.fStart`, expected: 'a time in ms, 0 or more', got: -1, fatal: false });
    expect(moduleErrorOf(() => readSbt({ s: -5 }, P))).toMatchObject({ path: `${P}.s`, got: -5, fatal: false });
    expect(moduleErrorOf(() => readSbt({ fStart: 3000, fEnd: 1000 }, P))).toMatchObject({ path: `${P}.fEnd`, expected: 'a time at or after fStart (3000 ms)', got: 1000 });
    const start = module({ sbt: { use: true, fStart: -1, fEnd: 5000 } });
    expect(start.sbt).toEqual({ ...SBT_DEFAULTS, use: true, holdStart: 2000, holdEnd: 5000 });
    expect(start.diagnostics).toEqual([{ path: `${P}.fStart`, expected: 'a time in ms, 0 or more', found: -1, used: undefined }]);
    const speed = module({ sbt: { s: -5 } });
    expect(speed.sbt).toEqual(SBT_DEFAULTS);
    expect(speed.diagnostics).toEqual([{ path: `${P}.s`, expected: 'a time in ms, 0 or more', found: -5, used: undefined }]);
    // The end is dropped, so it takes its default: 4000 ms, or the start when that is later.
    const end = module({ sbt: { fStart: 3000, fEnd: 1000 } });
    expect(end.sbt).toMatchObject({ holdStart: 3000, holdEnd: 4000 });
    expect(end.diagnostics).toEqual([{ path: `${P}.fEnd`, expected: 'a time at or after fStart (3000 ms)', found: 1000, used: undefined }]);
  });
});

describe('sbt in normalizeModule', () => {
  it('fills the model and the scroll-based viewport margin (SPEC §9: -200px) where vPort is not given', () => {
    const held = module({ sbt: { use: true, f: true, fStart: 0, fEnd: 1000 } });
    expect(held.sbt).toMatchObject({ use: true, hold: true, holdStart: 0, holdEnd: 1000 });
    expect(held.viewportMargin).toEqual([-200, -200, -200, -200, -200]);
    expect(module({}).sbt).toEqual(SBT_DEFAULTS);
    expect(module({}).viewportMargin).toEqual([100, 100, 100, 100, 100]);
    // An explicit vPort wins; a fixed module (height 0) keeps 100 px, or its requests would wait forever.
    expect(module({ sbt: { use: true }, vPort: '100px' }).viewportMargin).toEqual([100, 100, 100, 100, 100]);
    expect(module({ sbt: { use: true }, fixed: true }).viewportMargin).toEqual([100, 100, 100, 100, 100]);
  });

  it('a malformed sbt value is a diagnostic at module.settings.sbt…', () => {
    const m = module({ sbt: { use: true, fEnd: 'later' } });
    expect(m.diagnostics).toEqual([{ path: `${P}.fEnd`, expected: 'a number', found: 'later', used: 4000 }]);
    expect(m.sbt).toEqual({ ...SBT_DEFAULTS, use: true });
  });
});
