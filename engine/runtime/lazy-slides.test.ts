import { describe, expect, it, vi } from 'vitest';
import { normalizeModule, normalizeSlides } from '../model/index.ts';
import type { SlideModel } from '../model/types.ts';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import type { SlideLoader } from './lazy-slides.ts';
import { loggingBackdrop, recordingHost } from './test-ports.ts';

const full = (i: number) => ({
  id: `s${i}`,
  slide: { id: `s${i}`, order: i, title: `Slide ${i}` },
  layers: {
    bg: { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color: { type: 'solid', orig: '#000', string: `rgb(${i * 20},0,0)` } }, tl: { in: { bg: { ms: 300, temp: { p: 'fade' }, in: { o: 0 }, out: { a: false } } } } },
    t: { id: 't', type: 'text', content: { text: `Text ${i}` }, tl: { in: { content: { all: [{ t: 0, d: 0, o: 0 }, { t: 0, d: 200, o: 1 }] } } } },
  },
});

/** MIX as PHP prints it: the first slide complete, the others `layers: []`. */
function mixModule(count: number) {
  const slides: Record<string, unknown> = {};
  for (let i = 1; i <= count; i++) slides[`s${i}`] = i === 1 ? full(i) : { id: `s${i}`, slide: { id: `s${i}`, order: i, title: `Slide ${i}` }, layers: [] };
  return normalizeModule({ id: 9, settings: { alias: 'mix', type: 'standard', slideshow: { auto: false } }, slides });
}

function setup(count = 4, answer?: (keys: readonly string[]) => Promise<readonly SlideModel[]>) {
  const model = mixModule(count);
  const asked: string[] = [];
  const pending = new Map<string, () => void>();
  const loader: SlideLoader = {
    load(keys) {
      asked.push(...keys);
      if (answer) return answer(keys);
      // Each fetch waits until the test releases it.
      return new Promise((resolve) => pending.set(keys[0] as string, () => resolve(normalizeSlides({ slides: Object.fromEntries(keys.map((k) => [k, full(Number(k.slice(1)))])) }, model))));
    },
  };
  const log: string[] = [];
  const backdrop = loggingBackdrop(log, { kind: 'gpu', logPrepare: true });
  const { host, targets } = recordingHost({ w: 10, h: 10 }, { w: 800, h: 400 });
  const clock = createSteppedClock();
  const errors = vi.fn();
  const slider = createSlider(model, { clock, backdrop, layers: host, slideLoader: loader, env: { log: { warn: vi.fn(), error: errors, info: vi.fn() } } });
  return { slider, asked, pending, log, targets, clock, errors };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
async function advance(clock: ReturnType<typeof createSteppedClock>, ms: number) {
  for (let t = 0; t < ms; t += 16) {
    clock.step(16);
    await flush();
  }
}
const slideOf = (slider: ReturnType<typeof createSlider>, key: string) => slider.store.getState().slides.find((s) => s.key === key);

describe('MIX lazy slides', () => {
  it("lists what its slides' loader did not understand after the module's own values in api.diagnostics()", async () => {
    const model = mixModule(3);
    const late = [{ path: 'module.slides.s2.layers.t.lh[0]', expected: 'a line height', found: '\t', used: 25 }];
    const loader: SlideLoader = { load: async () => [], diagnostics: () => late };
    const slider = createSlider(model, { clock: createSteppedClock(), slideLoader: loader, env: { log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } } });
    expect(slider.api.diagnostics()).toEqual([...model.diagnostics, ...late]);
    const plain = createSlider(model, { clock: createSteppedClock() });
    expect(plain.api.diagnostics()).toBe(model.diagnostics);
    slider.kill();
    plain.kill();
  });

  it('preloads the neighbours of the shown slide, and only them, then prepares their backgrounds', async () => {
    const { slider, asked, pending, log } = setup(5);
    await slider.init();
    expect(asked).toEqual(['s2', 's5']);
    expect(log).not.toContain('prepare s2');
    pending.get('s2')?.();
    await flush();
    expect(slideOf(slider, 's2')?.lazy).toBe(false);
    expect(slideOf(slider, 's2')?.layers.map((l) => l.id)).toEqual(['t']);
    expect(slideOf(slider, 's2')?.background.color).toBe('rgb(40,0,0)');
    expect(log).toContain('prepare s2');
  });

  it('a change to a slide still loading waits for exactly that fetch, then plays the fetched layers', async () => {
    const { slider, asked, pending, log, targets, clock } = setup(5);
    await slider.init();
    const events: string[] = [];
    slider.api.on('beforeChange', ({ next }) => events.push(`before ${next.key}`));
    slider.api.show('s3');
    await advance(clock, 100);
    expect(asked).toEqual(['s2', 's5', 's3']);
    expect(events).toEqual([]); // nothing is announced before the layers are here
    expect(slider.store.getState().phase).toBe('idle');
    pending.get('s3')?.();
    await advance(clock, 400);
    expect(events).toEqual(['before s3']);
    expect(log).toContain('transition s1->s3');
    expect(slider.api.current().key).toBe('s3');
    expect(targets.get('s3/t')?.opacity).toBe(1);
    // Arriving at s3 preloads its lazy neighbour s4 (s2 is already on its way).
    expect(asked).toContain('s4');
  });

  it('a later request replaces the one waiting for its layers', async () => {
    const { slider, pending, clock } = setup(5);
    await slider.init();
    slider.api.show('s3');
    slider.api.show('s2');
    pending.get('s2')?.();
    await advance(clock, 400);
    expect(slider.api.current().key).toBe('s2');
    pending.get('s3')?.();
    await advance(clock, 400);
    expect(slider.api.current().key).toBe('s2');
    expect(slideOf(slider, 's3')?.lazy).toBe(false); // the older fetch still completed its slide
  });

  it('a failing fetch is logged and the slide shows without its layers; the next visit asks again', async () => {
    let calls = 0;
    const { slider, clock, errors, asked } = setup(3, async () => {
      calls++;
      throw new Error('HTTP 500');
    });
    await slider.init();
    await flush();
    expect(errors).toHaveBeenCalledWith('[strata] mix: the layers of slide "s2" could not be loaded: HTTP 500');
    slider.api.next();
    // A slide without its slidebg layer changes with the default transition (1000 ms).
    await advance(clock, 1200);
    expect(slider.api.current().key).toBe('s2');
    expect(slideOf(slider, 's2')?.lazy).toBe(true);
    expect(calls).toBeGreaterThan(2);
    expect(asked.filter((k) => k === 's2').length).toBeGreaterThan(1);
  });

  it('a backend that answers "no such module" (reported) is not asked again and logs nothing more', async () => {
    const { slider, clock, errors, asked } = setup(3, async () => {
      throw Object.assign(new Error('module "mix" could not be loaded from the database'), { reported: true });
    });
    await slider.init();
    await flush();
    slider.api.next();
    await advance(clock, 1200);
    expect(slider.api.current().key).toBe('s2');
    expect(slideOf(slider, 's2')?.lazy).toBe(false);
    expect(asked).toEqual(['s2', 's3']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('without a loader lazy slides show as they are', async () => {
    const model = mixModule(2);
    const slider = createSlider(model, { clock: createSteppedClock() });
    await slider.init();
    slider.api.next();
    await flush();
    expect(slideOf(slider, 's2')?.lazy).toBe(true);
  });
});
