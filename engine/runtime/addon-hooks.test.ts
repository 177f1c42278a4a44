import { describe, expect, it, vi } from 'vitest';
import { ModuleError, normalizeModule } from '../model/index.ts';
import type { AddOnSlide, StrataRegistry } from './api-types.ts';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';

/** Slides a (no add-ons, PHP's `[]`), b (typewriter + particles), c (particles with no settings) and a static slide. */
function addOnModule() {
  return normalizeModule({
    settings: { alias: 'addons', dbid: 31 },
    slides: {
      a: { slide: { order: 1, addOns: [] }, layers: {} },
      b: { slide: { order: 2, addOns: { typewriter: { speed: 40 }, particles: { count: 12 } } }, layers: {} },
      c: { slide: { order: 3, addOns: { particles: null } }, layers: {} },
      g: { slide: { order: 4, global: true, addOns: { typewriter: { speed: 10 } } }, layers: {} },
    },
  });
}

/** A slider of addOnModule; its start has waited for the add-on hooks' code (loaded for a module whose slides name add-ons). */
async function setup(global: Record<string, unknown> = {}) {
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  const slider = createSlider(addOnModule(), { clock: createSteppedClock(), env: { global, log } });
  await slider.init();
  return { slider, log, global, registry: () => global['strata'] as StrataRegistry };
}

const calls = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.map(([slide]) => [(slide as AddOnSlide).slideKey, (slide as AddOnSlide).settings]);

describe('slide add-ons (SPEC §3 slide addOns)', () => {
  it('reads each slide\'s add-on settings by slug; PHP\'s [] and null settings are empty objects', () => {
    const model = addOnModule();
    expect(model.slides.map((s) => s.addOns)).toEqual([{}, { typewriter: { speed: 40 }, particles: { count: 12 } }, { particles: {} }]);
    expect(model.staticSlides[0]!.addOns).toEqual({ typewriter: { speed: 10 } });
    // A value of the wrong kind is reported and read as no settings; the module still loads.
    const list = normalizeModule({ slides: { a: { slide: { addOns: 'typewriter' }, layers: {} } } });
    expect(list.slides[0]!.addOns).toEqual({});
    expect(list.diagnostics.map((d) => d.path)).toEqual(['module.slides.a.slide.addOns']);
    const number = normalizeModule({ slides: { a: { slide: { addOns: { typewriter: 5 } }, layers: {} } } });
    expect(number.diagnostics.map((d) => [d.path, d.found])).toEqual([['module.slides.a.slide.addOns.typewriter', 5]]);
  });

  it('an add-on registered before the module prepares every slide that names it, once, with that slide\'s settings', async () => {
    const global: Record<string, unknown> = {};
    const early = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
    // The registry exists before any module: an add-on script may run first.
    createSlider(normalizeModule({ settings: { alias: 'plain' }, slides: { a: { layers: {} } } }), { clock: createSteppedClock(), env: { global, log: early } });
    const typewriter = vi.fn();
    (global['strata'] as StrataRegistry).registerAddOn('typewriter', { prepareSlide: typewriter });
    const { slider } = await setup(global);
    expect(calls(typewriter)).toEqual([
      ['b', { speed: 40 }],
      ['g', { speed: 10 }],
    ]);
    expect((typewriter.mock.calls[0]![0] as AddOnSlide).api).toBe(slider.api);
  });

  it('an add-on script that ran before Strata declares itself on window.strata.addOns, as SR7 add-ons do on SR7.A', async () => {
    const prepare = vi.fn();
    // A stray declaration beside it is skipped, not an error that stops the module.
    const global: Record<string, unknown> = { strata: { addOns: { particles: { prepareSlide: prepare }, broken: true } } };
    await setup(global);
    expect(calls(prepare)).toEqual([
      ['b', { count: 12 }],
      ['c', {}],
    ]);
    expect(typeof (global['strata'] as StrataRegistry).registerAddOn).toBe('function');
  });

  it('an add-on registered after the module (its script loaded later) still prepares the module\'s slides', async () => {
    const { registry, slider } = await setup();
    const particles = vi.fn();
    registry().registerAddOn('particles', { prepareSlide: particles });
    expect(calls(particles)).toEqual([
      ['b', { count: 12 }],
      ['c', {}],
    ]);
    // Registering the same slug again does not prepare a slide twice; a slug no slide names is never called.
    registry().registerAddOn('particles', { prepareSlide: particles });
    const unused = vi.fn();
    registry().registerAddOn('weather', { prepareSlide: unused });
    expect(particles).toHaveBeenCalledTimes(2);
    expect(unused).not.toHaveBeenCalled();
    slider.kill();
  });

  it('a hook that throws is named in the console and the other slides and add-ons still run', async () => {
    const { registry, log } = await setup();
    const good = vi.fn();
    registry().registerAddOn('typewriter', {
      prepareSlide: ({ slideKey }) => {
        if (slideKey === 'b') throw new Error('no font');
        good(slideKey);
      },
    });
    expect(log.error).toHaveBeenCalledWith('Strata: the typewriter add-on failed in prepareSlide for slide b (no font)');
    expect(good).toHaveBeenCalledWith('g');
    expect(() => registry().registerAddOn('', {})).toThrow(/slug must be a non-empty string/);
    expect(() => registry().registerAddOn('x', null as never)).toThrow(/hooks must be an object/);
  });

  it('kill runs the cleanups the hooks returned, once, and stops preparing for add-ons registered afterwards', async () => {
    const { registry, slider } = await setup();
    const cleanup = vi.fn();
    registry().registerAddOn('particles', { prepareSlide: () => cleanup });
    slider.kill();
    slider.kill();
    expect(cleanup).toHaveBeenCalledTimes(2);
    const late = vi.fn();
    registry().registerAddOn('typewriter', { prepareSlide: late });
    expect(late).not.toHaveBeenCalled();
  });
});
