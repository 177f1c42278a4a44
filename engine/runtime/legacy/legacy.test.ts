import { describe, expect, it, vi } from 'vitest';
import { createSteppedClock } from '../clock.ts';
import { createSlider } from '../create-slider.ts';
import { testModule } from '../test-module.ts';
import { loggingBackdrop, recordingHost } from '../test-ports.ts';
import { JQUERY_NOT_SUPPORTED, LEGACY_NOTICE_PREFIX } from './index.ts';

type Revapi = Record<string, (...args: unknown[]) => unknown>;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The shim loads on demand once the first slide's layers have entered (attach.ts): run the clock until it is in. */
async function shimArrives(global: Record<string, unknown>, advance: (ms: number) => Promise<void>) {
  for (let t = 0; t < 5000 && !(global['revapi7'] as Revapi | undefined)?.['revnext']; t += 16) await advance(16);
  expect(global['revapi7']).toHaveProperty('revnext');
}

async function legacyPage(options: { auto?: boolean; init?: boolean; global?: Record<string, unknown> } = {}) {
  const clock = createSteppedClock();
  const global = options.global ?? {};
  const warn = vi.fn();
  const slider = createSlider(testModule(3, { auto: options.auto ?? false }), {
    clock,
    backdrop: loggingBackdrop([]),
    layers: recordingHost({ w: 100, h: 40 }, { w: 800, h: 400 }).host,
    env: { global, log: { warn, error: vi.fn(), info: vi.fn() } },
  });
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += 16) {
      clock.step(Math.min(16, ms - t));
      await flush();
    }
  };
  if (options.init !== false) {
    await slider.init();
    await shimArrives(global, advance);
  }
  const notices = () => warn.mock.calls.map(([message]) => String(message)).filter((m) => m.startsWith(LEGACY_NOTICE_PREFIX));
  return { slider, global, warn, advance, notices, revapi: global['revapi7'] as Revapi };
}

describe('SR6 methods on window.revapiN (SPEC §8 "Custom code using the legacy library")', () => {
  it('forwards revshowslide (1-based), revnext, revprev and answers revcurrentslide / revmaxslide / revlastslide', async () => {
    const { slider, revapi, advance } = await legacyPage();
    expect(revapi['revshowslide']?.(3)).toBe(revapi);
    await advance(1200);
    expect(slider.api.current().index).toBe(2);
    expect(revapi['revcurrentslide']?.()).toBe(3);
    expect(revapi['revmaxslide']?.()).toBe(3);
    expect(revapi['revlastslide']?.()).toBe(3);
    revapi['revprev']?.();
    await advance(1200);
    expect(slider.api.current().key).toBe('s2');
    revapi['revnext']?.();
    await advance(1200);
    expect(slider.api.current().key).toBe('s3');
    revapi['revcallslidewithid']?.('rs-s1');
    await advance(1200);
    expect(slider.api.current().key).toBe('s1');
  });

  it('logs one deprecation notice per distinct call and page, naming the call and its replacement', async () => {
    const { revapi, notices } = await legacyPage();
    revapi['revnext']?.();
    revapi['revnext']?.();
    revapi['revpause']?.();
    revapi['revmaxslide']?.();
    expect(notices()).toEqual([
      expect.stringContaining('revapi.revnext() is the Slider Revolution 6 (jQuery) API; use window.strata.get(id).next() instead'),
      expect.stringContaining('revapi.revpause()'),
      expect.stringContaining('revapi.revmaxslide()'),
    ]);
  });

  it('keeps the page-wide "once" across modules of one page, and starts afresh on another page', async () => {
    const global: Record<string, unknown> = {};
    const a = await legacyPage({ global });
    a.revapi['revnext']?.();
    a.slider.kill();
    const b = await legacyPage({ global });
    b.revapi['revnext']?.();
    expect([...a.notices(), ...b.notices()].filter((m) => m.includes('revapi.revnext()'))).toHaveLength(1);
    const c = await legacyPage();
    c.revapi['revnext']?.();
    expect(c.notices()).toHaveLength(1);
  });

  it('pauses and resumes the slideshow; revstart answers true', async () => {
    const { slider, revapi } = await legacyPage({ auto: true });
    revapi['revpause']?.();
    expect(slider.store.getState().pausedBy.has('api')).toBe(true);
    revapi['revresume']?.();
    expect(slider.store.getState().pausedBy.has('api')).toBe(false);
    expect(revapi['revstart']?.()).toBe(true);
  });

  it('removes a slide by its 0-based index (revremoveslide) and names a bad slide number', async () => {
    const { slider, revapi, warn, advance } = await legacyPage();
    revapi['revremoveslide']?.(1);
    expect(slider.store.getState().slides.map((s) => s.key)).toEqual(['s1', 's3']);
    revapi['revshowslide']?.(9);
    revapi['revshowslide']?.('two');
    revapi['revremoveslide']?.(-1);
    await advance(1200);
    expect(slider.api.current().key).toBe('s1');
    const messages = warn.mock.calls.map(([m]) => String(m));
    expect(messages).toContain('[strata] revshowslide(n): expected a slide number from 1 to 2, got 9');
    expect(messages).toContain('[strata] revshowslide(n): expected a slide number from 1 to 2, got "two"');
    expect(messages).toContain('[strata] revremoveslide(index): expected a slide number from 0 to 1, got -1');
  });

  it('logs that unmappable calls are not supported, once, and does nothing else', async () => {
    const { revapi, notices, slider } = await legacyPage();
    const callback = vi.fn();
    expect(revapi['revaddcallback']?.({ inmodule: 'parallax', atposition: 'start', callback })).toBe(revapi);
    revapi['revaddcallback']?.({ callback });
    revapi['revmodal']?.({ mode: 'show' });
    expect(notices()).toEqual([
      expect.stringMatching(/revapi\.revaddcallback\(\) is the Slider Revolution 6 \(jQuery\) API and is not supported by Strata \(.+\); the call is ignored/),
      expect.stringContaining('revapi.revmodal() is the Slider Revolution 6 (jQuery) API and is not supported'),
    ]);
    expect(callback).not.toHaveBeenCalled();
    expect(slider.api.current().index).toBe(0);
  });

  it('revgetparallaxproc answers undefined without a page (no viewport port in Node)', async () => {
    const { revapi } = await legacyPage();
    expect(revapi['revgetparallaxproc']?.()).toBeUndefined();
  });

  it('wrap() answers SR7\'s "jQuery is not supported", once', async () => {
    const { revapi, warn } = await legacyPage();
    revapi['wrap']?.();
    revapi['wrap']?.();
    expect(warn.mock.calls.filter(([m]) => m === JQUERY_NOT_SUPPORTED)).toHaveLength(1);
  });
});

describe('SR6 revolution.* events through revapi.bind / one / unbind', () => {
  it('calls onbeforeswap, onchange and onafterswap handlers as SR6 did: fn.call(revapi, event, data)', async () => {
    const { revapi, advance, notices } = await legacyPage();
    const seen: unknown[] = [];
    let self: unknown;
    revapi['bind']?.('revolution.slide.onbeforeswap', (e: { type: string }, data: unknown) => seen.push([e.type, data]));
    revapi['bind']?.('revolution.slide.onchange', function (this: unknown, e: { type: string }, data: unknown) {
      self = this;
      seen.push([e.type, data]);
    });
    revapi['bind']?.('revolution.slide.onafterswap', (e: { type: string }) => seen.push([e.type]));
    revapi['revnext']?.();
    await advance(1200);
    expect(self).toBe(revapi);
    const s1 = { index: 0, key: 's1', order: 1 };
    const s2 = { index: 1, key: 's2', order: 2 };
    expect(seen).toEqual([
      ['revolution.slide.onbeforeswap', { slideIndex: 2, slideLIIndex: 1, currentslide: s1, nextslide: s2 }],
      ['revolution.slide.onchange', { slideIndex: 2, slideLIIndex: 1, slide: s2, currentslide: s2, prevslide: s1 }],
      ['revolution.slide.onafterswap'],
    ]);
    expect(notices().filter((m) => m.includes('.bind('))).toEqual([
      expect.stringContaining('revapi.bind("revolution.slide.onbeforeswap") is the Slider Revolution 6 (jQuery) API; use window.strata.get(id).on("beforeChange", fn) instead'),
      expect.stringContaining('revapi.bind("revolution.slide.onchange")'),
      expect.stringContaining('revapi.bind("revolution.slide.onafterswap")'),
    ]);
  });

  it('unbind stops one handler or every handler of the event; one() fires once', async () => {
    const { revapi, advance } = await legacyPage();
    const a = vi.fn();
    const b = vi.fn();
    const once = vi.fn();
    revapi['bind']?.('revolution.slide.onchange', a);
    revapi['on']?.('revolution.slide.onchange', b);
    revapi['one']?.('revolution.slide.onchange', once);
    revapi['revnext']?.();
    await advance(1200);
    revapi['unbind']?.('revolution.slide.onchange', a);
    revapi['revnext']?.();
    await advance(1200);
    revapi['off']?.('revolution.slide.onchange');
    revapi['revnext']?.();
    await advance(1200);
    expect([a.mock.calls.length, b.mock.calls.length, once.mock.calls.length]).toEqual([1, 2, 1]);
  });

  it('fires onloaded when the module is ready, and still once for a handler bound after that', async () => {
    const { slider, revapi, global, advance } = await legacyPage({ init: false });
    const early = vi.fn();
    revapi['bind']?.('revolution.slide.onloaded', early);
    await slider.init();
    // Without a page jQuery the shim arrives after the first slide's layers have entered (attach.ts); the handler
    // bound before it was held, and onloaded still reaches it once.
    await shimArrives(global, advance);
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    revapi['bind']?.('revolution.slide.onloaded', late);
    expect(late).not.toHaveBeenCalled();
    await flush();
    expect(late).toHaveBeenCalledTimes(1);
    expect(late.mock.calls[0]?.[0]).toEqual({ type: 'revolution.slide.onloaded' });
  });

  it('maps pause and resume; an unknown revolution.* event is logged as not supported', async () => {
    const { revapi, notices } = await legacyPage({ auto: true });
    const paused = vi.fn();
    const resumed = vi.fn();
    revapi['bind']?.('revolution.slide.onpause', paused);
    revapi['bind']?.('revolution.slide.onresume', resumed);
    revapi['bind']?.('revolution.slide.onscrollmagic', vi.fn());
    revapi['revpause']?.();
    revapi['revresume']?.();
    expect([paused.mock.calls.length, resumed.mock.calls.length]).toEqual([1, 1]);
    expect(notices()).toContainEqual(expect.stringContaining('revapi.bind("revolution.slide.onscrollmagic") is the Slider Revolution 6 (jQuery) API and is not supported'));
  });

  it('leaves SR7\'s own bind / one for Strata event names, and kill() unbinds the legacy handlers', async () => {
    const { slider, revapi, global, advance } = await legacyPage();
    const own = vi.fn();
    const ownOnce = vi.fn();
    const legacy = vi.fn();
    revapi['bind']?.('afterChange', own);
    revapi['one']?.('afterChange', ownOnce);
    revapi['bind']?.('revolution.slide.onchange', legacy);
    revapi['revnext']?.();
    await advance(1200);
    revapi['revnext']?.();
    await advance(1200);
    expect([own.mock.calls.length, ownOnce.mock.calls.length, legacy.mock.calls.length]).toEqual([2, 1, 2]);
    revapi['revkill']?.();
    expect(slider.store.getState().phase).toBe('killed');
    expect(global['revapi7']).toBeUndefined();
  });
});

describe('revgetparallaxproc (SR6 scrollproc)', () => {
  it('reads one viewport sample and ends the subscription at once', async () => {
    const { readParallaxProgress } = await import('./parallax.ts');
    let subscribed = 0;
    const inputs = {
      viewport(fn: (s: { top: number; height: number; viewportHeight: number }) => void) {
        subscribed += 1;
        fn({ top: 0, height: 400, viewportHeight: 800 });
        return () => {
          subscribed -= 1;
        };
      },
    };
    // Centre 200 px, viewport middle 400 px, travel (800 + 400) / 2: (400 − 200) / 600.
    expect(readParallaxProgress(inputs)).toBeCloseTo(1 / 3, 9);
    expect(subscribed).toBe(0);
    expect(readParallaxProgress(undefined)).toBeNull();
  });
});
