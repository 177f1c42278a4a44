import { describe, expect, it } from 'vitest';
import { ModuleError } from './errors.ts';
import { normalizeModule } from './normalize.ts';
import { readSbt, SBT_DEFAULTS } from './normalize-sbt.ts';

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

  it('names the JSON path of a malformed value', () => {
    const bad = (sbt: unknown, path: string) => {
      expect(() => readSbt(sbt, P)).toThrow(ModuleError);
      expect(() => readSbt(sbt, P)).toThrow(path);
    };
    bad('on', P);
    bad({ f: 'maybe' }, `${P}.f`);
    bad({ fStart: -1 }, `${P}.fStart`);
    bad({ fStart: 'soon' }, `${P}.fStart`);
    bad({ fStart: 3000, fEnd: 1000 }, `${P}.fEnd`);
    bad({ s: -5 }, `${P}.s`);
    bad({ a: 'middle' }, `${P}.a`);
    bad({ e: { x: 1 } }, `${P}.e`);
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

  it('a malformed sbt is a ModuleError at module.settings.sbt', () => {
    expect(() => module({ sbt: { use: true, fEnd: 'later' } })).toThrow(`${P}.fEnd`);
  });
});
