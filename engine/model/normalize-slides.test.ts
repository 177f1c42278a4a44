import { describe, it, expect } from 'vitest';
import { normalizeModule, normalizeSlides } from './index.ts';
import { ONE_SLIDE, withSettings } from './test-diagnostics.ts';

const now = new Date('2025-06-15T12:00:00Z');
const keys = (slides: Record<string, unknown>) =>
  normalizeModule({ settings: {}, slides }, { now }).slides.map((s) => s.key);

describe('slide order', () => {
  it('sorts by slide.order, then key order', () => {
    expect(keys({ a: { slide: { order: 3 } }, b: { slide: { order: '1' } }, c: { slide: { order: 2 } } })).toEqual(['b', 'c', 'a']);
    expect(keys({ x: { slide: {} }, y: { slide: { order: 1 } }, z: { slide: {} } })).toEqual(['y', 'x', 'z']);
  });

  it('accepts slides written as a list', () => {
    const m = normalizeModule({ slides: [{ id: 10, slide: { order: 2 } }, { id: 11, slide: { order: 1 } }] });
    expect(m.slides.map((s) => s.key)).toEqual(['11', '10']);
  });
});

describe('publishing and hidden slides', () => {
  it('excludes unpublished slides; missing or "" state is published', () => {
    const slides = {
      a: { slide: { order: 1, publish: { state: '' } } },
      b: { slide: { order: 2, publish: { state: 'unpublished' } } },
      c: { slide: { order: 3 } },
      d: { slide: { order: 4, publish: { state: 'published' } } },
    };
    expect(keys(slides)).toEqual(['a', 'c', 'd']);
  });

  it('excludes slides outside their publish window (relative to options.now)', () => {
    const slides = {
      past: { slide: { order: 1, publish: { to: '2025-01-01 00:00' } } },
      future: { slide: { order: 2, publish: { from: '2026-01-01' } } },
      open: { slide: { order: 3, publish: { from: '2025-01-01', to: '2025-12-31' } } },
      typo: { slide: { order: 4, publish: { from: 'someday' } } },
    };
    expect(keys(slides)).toEqual(['open', 'typo']);
  });

  it('keeps slides hidden from navigation, flagged hfn', () => {
    const m = normalizeModule({ slides: { a: { slide: { order: 1 } }, b: { slide: { order: 2, slideshow: { hfn: true, stop: 'true', hal: '2' } } } } });
    expect(m.slides).toHaveLength(2);
    expect(m.slides[1]!.slideshow).toMatchObject({ hfn: true, stop: true, hal: 2 });
  });
});

describe('static slides and lazy slides', () => {
  it('moves global slides to staticSlides with their placement', () => {
    const m = normalizeModule({
      slides: {
        '1': { slide: { order: 1 } },
        '4': { id: '4', slide: { global: true, pos: 'back' }, layers: { '1': { type: 'container', subtype: 'zone' } } },
        '5': { slide: { global: true }, layers: [] },
      },
    });
    expect(m.slides.map((s) => s.key)).toEqual(['1']);
    expect(m.staticSlides.map((s) => [s.key, s.global?.pos, s.layers.length, s.lazy])).toEqual([
      ['4', 'back', 1, false],
      ['5', 'front', 0, false],
    ]);
  });

  it('marks non-first slides with `layers: []` lazy (MIX mode), never the first one', () => {
    const m = normalizeModule({
      slides: { a: { slide: { order: 1 }, layers: [] }, b: { slide: { order: 2 }, layers: [] }, c: { slide: { order: 3 }, layers: {} } },
    });
    expect(m.slides.map((s) => s.lazy)).toEqual([false, true, false]);
  });

  it('normalizeSlides reads a later slide reply with the module defaults', () => {
    const m = normalizeModule({ settings: { default: { len: 4000 } }, slides: { a: { slide: { order: 1 } }, b: { slide: { order: 2 }, layers: [] } } });
    const [b] = normalizeSlides({ slides: { b: { slide: { order: 2 }, layers: { '1': { type: 'text' } } } } }, m);
    expect(b).toMatchObject({ key: 'b', lazy: false, slideshow: { len: 4000 } });
    expect(b!.layers).toHaveLength(1);
  });
});

describe('slide fields', () => {
  it('reads thumb, deep link, attr, title and params (stripped, cut, max 10)', () => {
    const params = Array.from({ length: 12 }, (_, i) => ({ v: `<b>p${i}</b> text`, l: i === 0 ? 4 : '' }));
    const s = normalizeModule({
      slides: {
        a: {
          id: 466,
          slide: {
            title: 'T', description: 'D', thumb: { src: 'assets/t.jpg' },
            attr: { deepLink: 'intro', id: 'sid', class: 'sc' }, params,
          },
        },
      },
    }).slides[0]!;
    expect(s).toMatchObject({ id: '466', title: 'T', description: 'D', thumb: 'assets/t.jpg', deepLink: 'intro', attr: { id: 'sid', class: 'sc' } });
    expect(s.params).toHaveLength(10);
    expect(s.params[0]).toEqual({ v: 'p0 t', l: 4 });
    expect(s.params[1]).toEqual({ v: 'p1 text', l: 500 });
  });

  it('a missing or empty thumb is null', () => {
    const m = normalizeModule({ slides: { a: { slide: { thumb: { src: '' } } }, b: { slide: {} } } });
    expect(m.slides.map((s) => s.thumb)).toEqual([null, null]);
  });
});

describe('slide loop', () => {
  it('defaults to off, repeat -1, from 0 to the loop end 99999 (SPEC §3 / §9 "loop end 99999")', () => {
    const [slide] = normalizeModule({ slides: { a: { slide: { order: 1, loop: { u: true } } } } }).slides;
    expect(slide?.loop).toEqual({ use: true, repeat: -1, start: 0, end: 99999 });
    const [plain] = normalizeModule({ slides: { a: { slide: { order: 1 } } } }).slides;
    expect(plain?.loop?.end).toBe(99999);
    expect(plain?.loop?.use).toBe(false);
  });
});

describe('module version', () => {
  it('is 7.0.0 when neither version nor ojsv says otherwise (SPEC §9 "Version 7.0.0")', () => {
    expect(normalizeModule({ slides: ONE_SLIDE }).version).toBe('7.0.0');
    expect(normalizeModule(withSettings({ ojsv: '7.1.2' })).version).toBe('7.1.2');
    expect(normalizeModule(withSettings({ version: '7.0.4', ojsv: '7.1.2' })).version).toBe('7.0.4');
  });
});


describe('slide accessibility', () => {
  it('reads what an author changed in slide acc; SR7\'s stock values change nothing; names a bad value', () => {
    // SPEC §3 slide fields: acc (label, hidden, role, live); SR7's stock acc is in every real export.
    const stock = { hidden: 'true', label: 'unset', live: 'auto', role: 'presentation', roledep: 'slide' };
    const m = normalizeModule({
      settings: { acc: true },
      slides: {
        a: { slide: { order: 1, acc: { ...stock, label: ' Yaz koleksiyonu ', role: 'Region', live: 'polite', roledep: 'tanıtım' } } },
        b: { slide: { order: 2, acc: stock } },
        c: { slide: { order: 3 } },
        d: { slide: { order: 4, acc: { live: 'off' } } },
      },
    });
    expect(m.slides.map((s) => s.accessibility)).toEqual([
      { label: 'Yaz koleksiyonu', role: 'region', live: 'polite', roleDescription: 'tanıtım' },
      null,
      null,
      { label: '', role: '', live: 'off', roleDescription: '' },
    ]);
    // A bad value is dropped (the rest of acc still applies) and named.
    const loud = normalizeModule({ slides: { a: { slide: { acc: { live: 'loud', label: 'Yaz' } } } } });
    expect(loud.slides[0]!.accessibility).toEqual({ label: 'Yaz', role: '', live: null, roleDescription: '' });
    expect(loud.diagnostics).toEqual([{ path: 'module.slides.a.slide.acc.live', expected: 'one of auto, off, polite, assertive', found: 'loud', used: undefined }]);
    const script = normalizeModule({ slides: { a: { slide: { acc: { role: 'x"><script>', live: 'off' } } } } });
    expect(script.slides[0]!.accessibility).toEqual({ label: '', role: '', live: 'off', roleDescription: '' });
    expect(script.diagnostics).toEqual([{ path: 'module.slides.a.slide.acc.role', expected: 'an ARIA role such as "region"', found: 'x"><script>', used: undefined }]);
  });
});

describe('a hero module', () => {
  it('shows its first slide and its static slides only, as SR7 removes the rest', () => {
    const slides = {
      a: { slide: { order: 2 }, layers: {} },
      b: { slide: { order: 1 }, layers: {} },
      g: { slide: { global: true }, layers: {} },
    };
    const hero = normalizeModule({ settings: { type: 'hero' }, slides });
    expect(hero.slides.map((s) => s.key)).toEqual(['b']);
    expect(hero.staticSlides.map((s) => s.key)).toEqual(['g']);
    expect(normalizeModule({ settings: { type: 'standard' }, slides }).slides.map((s) => s.key)).toEqual(['b', 'a']);
  });
});
