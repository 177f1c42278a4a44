import { describe, expect, it, vi } from 'vitest';
import { createSteppedClock } from '../clock.ts';
import { createSlider } from '../create-slider.ts';
import { testModule } from '../test-module.ts';
import { loggingBackdrop, recordingHost } from '../test-ports.ts';
import { installLegacyJquery, LEGACY_NOTICE_PREFIX } from './index.ts';

type Plugin = (...args: unknown[]) => unknown;
type Selection = Record<string, Plugin> & { readonly length: number; readonly [i: number]: unknown };

interface FakeElement {
  getAttribute(name: string): string | null;
  querySelector(selector: string): FakeElement | null;
  closest(selector: string): FakeElement | null;
}

/** A page's element as the shim reads it: attributes, and one optional child (the module root). */
function element(attrs: Record<string, string>, child: FakeElement | null = null): FakeElement {
  return {
    getAttribute: (name: string) => attrs[name] ?? null,
    querySelector: (selector: string) => (child && selector === '[data-strata-module]' && child.getAttribute('data-strata-module') ? child : null),
    closest: () => null,
  };
}

/** The smallest jQuery a legacy page could bring: `$(selector)` → an array-like selection on `$.fn`. */
function fakeJquery(bySelector: Record<string, object>) {
  const fn: Record<string, unknown> = {};
  const $ = (selector: string): Selection => {
    const el = bySelector[selector];
    return Object.assign(Object.create(fn), el ? { 0: el, length: 1 } : { length: 0 });
  };
  $.fn = fn;
  return $;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function page() {
  const model = testModule(3, { auto: false });
  const wrapper = element({ id: 'legacy-slider' }, element({ 'data-strata-module': model.htmlId }));
  const $ = fakeJquery({ '#legacy-slider': wrapper, '#nothing-here': {} });
  const global: Record<string, unknown> = { jQuery: $ };
  const warn = vi.fn();
  const clock = createSteppedClock();
  const mount = () =>
    createSlider(model, { clock, backdrop: loggingBackdrop([]), layers: recordingHost({ w: 100, h: 40 }, { w: 800, h: 400 }).host, env: { global, log: { warn, error: vi.fn(), info: vi.fn() } } });
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += 16) {
      clock.step(16);
      await flush();
    }
  };
  const notices = () => warn.mock.calls.map(([m]) => String(m)).filter((m) => m.startsWith(LEGACY_NOTICE_PREFIX));
  return { $, global, warn, mount, advance, notices, log: { warn } };
}

describe('jQuery(sel).revolution() and the $.fn.rev* plugins on the page\'s own jQuery', () => {
  it('does nothing on a page without jQuery, and leaves a real Slider Revolution plugin alone', () => {
    expect(() => installLegacyJquery({})).not.toThrow();
    const real = {};
    const $ = fakeJquery({});
    $.fn['revolution'] = real;
    installLegacyJquery({ jQuery: $ });
    expect($.fn['revolution']).toBe(real);
    expect($.fn['revnext']).toBeUndefined();
  });

  it('queues calls made before the module exists and replays them once it registers', async () => {
    const p = page();
    installLegacyJquery(p.global, p.log);
    const revapi = p.$('#legacy-slider')['revolution']?.({ sliderType: 'standard', delay: 9000 }) as Record<string, Plugin>;
    expect(p.$('#legacy-slider')['revolution']?.()).toBe(revapi);
    const changes: unknown[] = [];
    revapi['bind']?.('revolution.slide.onchange', (_e: unknown, data: { slideIndex: number }) => changes.push(data.slideIndex));
    const loaded = vi.fn();
    revapi['bind']?.('revolution.slide.onloaded', loaded);
    expect(revapi['revcurrentslide']?.()).toBeUndefined();
    expect(revapi['revshowslide']?.(2)).toBe(revapi);
    const slider = p.mount();
    await slider.init();
    expect(loaded).toHaveBeenCalledTimes(1);
    await p.advance(1200);
    expect(slider.api.current().key).toBe('s2');
    expect(changes).toEqual([2]);
    expect(revapi['revcurrentslide']?.()).toBe(2);
    expect(p.notices()[0]).toContain('jQuery(…).revolution() is the Slider Revolution 6 (jQuery) API; use <Strata module="…">');
  });

  it('follows a module mounted again (React StrictMode): bindings move to the new instance', async () => {
    const p = page();
    installLegacyJquery(p.global, p.log);
    const revapi = p.$('#legacy-slider')['revolution']?.() as Record<string, Plugin>;
    const changed = vi.fn();
    revapi['bind']?.('revolution.slide.onchange', changed);
    p.mount().kill();
    const second = p.mount();
    await second.init();
    revapi['revnext']?.();
    await p.advance(1200);
    expect(second.api.current().key).toBe('s2');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('runs $(sel).revnext() and friends on the selected module, chaining; an empty selection is named', async () => {
    const p = page();
    const slider = p.mount(); // installs the plugins itself: the page has a jQuery
    await slider.init();
    const selection = p.$('#legacy-slider');
    expect(selection['revnext']?.()).toBe(selection);
    await p.advance(1200);
    expect(p.$('#legacy-slider')['revcurrentslide']?.()).toBe(2);
    expect(p.$('#legacy-slider')['revmaxslide']?.()).toBe(3);
    expect(p.$('#nothing-here')['revnext']?.()).toBeDefined();
    expect(p.warn).toHaveBeenCalledWith('[strata] jQuery(…).revnext(): the selection holds no Strata module');
    expect(p.notices()).toEqual([
      expect.stringContaining('jQuery(…).revnext() is the Slider Revolution 6 (jQuery) API; use window.strata.get(id).next() instead'),
      expect.stringContaining('jQuery(…).revcurrentslide()'),
      expect.stringContaining('jQuery(…).revmaxslide()'),
    ]);
  });
});
