import { describe, expect, it } from 'vitest';
import { normalizeModule } from './index.ts';
import { diagnosticAt, withSettings } from './test-diagnostics.ts';

const modelOf = (settings: Record<string, unknown>) => normalizeModule(withSettings(settings));

describe('tabs, thumbs, scrubber and progress bar settings', () => {
  it('off (no `set`, or `set` false): null, and none of their values is read', () => {
    const { nav, progressBar, diagnostics } = modelOf({ nav: { tabs: { set: false, m: 'many' }, thumbs: {}, scrubber: { set: 'false', tp: 'zigzag' } }, pbar: { t: 'spiral' } });
    expect([nav.tabs, nav.thumbs, nav.scrubber, progressBar]).toEqual([null, null, null, null]);
    expect(diagnostics).toEqual([]);
  });

  it('defaults once on: inner, max 5, thumbnail 100×50 (min width 50), wrapper padding 5, show/hide delays 1000/1200', () => {
    const { nav, progressBar } = modelOf({ nav: { tabs: { set: true }, thumbs: { set: 'true' }, scrubber: { set: 1 }, bullets: { set: true } }, pbar: { set: true } });
    for (const list of [nav.tabs!, nav.thumbs!]) {
      expect(list).toMatchObject({ enabled: true, inOut: 'inner', gap: 5, alwaysOn: true, anim: 'fade' });
      expect(list.max).toEqual([5, 5, 5, 5, 5]);
      expect(list.size).toEqual({ width: [100, 100, 100, 100, 100], height: [50, 50, 50, 50, 50], minWidth: 50, natural: null });
      expect(list.wrapper).toEqual({ padding: [5, 5, 5, 5, 5], color: 'transparent', span: false, marginX: [0, 0, 0, 0, 0], marginY: [0, 0, 0, 0, 0] });
      expect(list.showDelay).toEqual([1000, 1000, 1000, 1000, 1000]);
      expect(list.hideDelay).toEqual([1200, 1200, 1200, 1200, 1200]);
      expect(list.placement.v[0]).toBe('bottom');
    }
    expect(nav.scrubber).toMatchObject({ enabled: true, pattern: 'dots', slot: 60, handleSize: 100, tickSize: 100, scale: 100, skew: 0 });
    expect(nav.bullets).toMatchObject({ inOut: 'inner', max: [0, 0, 0, 0, 0] });
    expect(progressBar).toMatchObject({ enabled: true, type: 'horizontal', size: 5, basedOn: 'slide' });
  });

  it('reads every key: io, m, size, wr, d, g, dIn/dOut, skin', () => {
    const { nav } = modelOf({
      nav: {
        thumbs: {
          set: true, key: 'zeus', io: 'outer', m: ['#a', 3, '#a', 2], d: ['#a', 'vertical'], g: '8', on: false, anim: 'zoomout',
          size: { w: ['#a', 120], h: 60, mw: '70' }, wr: { p: ['#a', 4], c: '#112233', s: true, mx: 3, my: ['#a', '-2', '#a', '#a', 6] },
          dIn: ['#a', 200], dOut: 500, h: 'right', v: 'middle', x: 20, a: 'grid',
          css: '.zeus .sr7-thumb { border: ##b##px solid; }', def: { b: { data: '2' } },
          html: '<span class="sr7-nav-img"></span>{{title}}',
        },
        tabs: { set: true, io: 'outer-bottom' },
      },
    });
    const t = nav.thumbs!;
    expect(t).toMatchObject({ enabled: true, skin: 'zeus', inOut: 'outer', gap: 8, alwaysOn: false, anim: 'zoomout' });
    expect(t.max).toEqual([3, 3, 3, 2, 2]);
    expect(t.direction[1]).toBe('vertical');
    expect(t.size).toEqual({ width: [120, 120, 120, 120, 120], height: [60, 60, 60, 60, 60], minWidth: 70, natural: null });
    expect(t.wrapper).toEqual({ padding: [4, 4, 4, 4, 4], color: '#112233', span: true, marginX: [3, 3, 3, 3, 3], marginY: [-2, -2, -2, -2, 6] });
    expect(t.showDelay).toEqual([200, 200, 200, 200, 200]);
    expect(t.hideDelay[0]).toBe(500);
    expect(t.placement).toMatchObject({ align: 'grid' });
    expect(t.placement.v[0]).toBe('center');
    expect(t.css).toBe('.zeus .sr7-thumb { border: 2px solid; }');
    expect(t.html).toContain('{{title}}');
    expect(nav.tabs?.inOut).toBe('outer');
  });

  it("reads SR7's natural item size (size.nw / nh), which the items scale from at every level", () => {
    const { nav } = modelOf({ nav: { tabs: { set: true, size: { w: [300, 300, 290, 279, 265], h: [80, 80, 77, 74, 71], nw: 300, nh: '80', mw: 265 } }, thumbs: { set: true, size: { nw: 90 } } } });
    expect(nav.tabs?.size.natural).toEqual({ width: 300, height: 80 });
    // nh missing: the first level's height.
    expect(nav.thumbs?.size.natural).toEqual({ width: 90, height: 50 });
  });

  it('reads the scrubber (tp, ms, hs, ts, sc, to, cor) and the progress bar (t, s, c, bg, base, vis)', () => {
    expect(modelOf({ nav: { scrubber: { set: true } } }).nav.scrubber?.changeOnRelease).toBe(false);
    const { nav, progressBar } = modelOf({
      nav: { scrubber: { set: true, tp: 'hlines', ms: '40', hs: 50, ts: 80, sc: 150, to: 60, cor: 'true', sk: '12' } },
      pbar: { set: true, t: 'ccw', s: '8px', r: 14, c: '#fff', bg: 'rgba(0,0,0,0.2)', base: 'module', vis: [true, true, true, false], v: 'top' },
    });
    expect(nav.scrubber).toMatchObject({ enabled: true, pattern: 'hlines', slot: 40, handleSize: 50, tickSize: 80, scale: 150, tickOpacity: 60, changeOnRelease: true, skew: 12 });
    expect(progressBar).toMatchObject({ enabled: true, type: 'ccw', size: 8, radius: 14, color: '#fff', background: 'rgba(0,0,0,0.2)', basedOn: 'module' });
    expect(progressBar?.show).toEqual([true, true, true, false, false]);
    expect(progressBar?.placement.v[0]).toBe('top');
  });

  it('wrong kinds are diagnostics naming the JSON path; the value takes its default', () => {
    const defaults = modelOf({ nav: { scrubber: { set: true }, tabs: { set: true }, thumbs: { set: true } }, pbar: { set: true } });
    const tp = modelOf({ nav: { scrubber: { set: true, tp: 'zigzag', ms: 40 } } });
    expect(diagnosticAt(tp.diagnostics, 'module.settings.nav.scrubber.tp').found).toBe('zigzag');
    expect(tp.nav.scrubber).toEqual({ ...defaults.nav.scrubber, slot: 40 });
    const m = modelOf({ nav: { tabs: { set: true, m: [4, 'many', 7] } } });
    expect(diagnosticAt(m.diagnostics, 'module.settings.nav.tabs.m[1]')).toMatchObject({ expected: 'a number', found: 'many' });
    expect(m.nav.tabs?.max).toEqual([4, 4, 7, 7, 7]);
    const io = modelOf({ nav: { thumbs: { set: true, io: 42 } } });
    expect(diagnosticAt(io.diagnostics, 'module.settings.nav.thumbs.io')).toMatchObject({ expected: 'one of inner, outer', found: 42, used: 'inner' });
    expect(io.nav.thumbs?.inOut).toBe('inner');
    const pbar = modelOf({ pbar: { set: true, t: 'spiral', s: 9 } });
    expect(diagnosticAt(pbar.diagnostics, 'module.settings.pbar.t').found).toBe('spiral');
    expect(pbar.progressBar).toEqual({ ...defaults.progressBar, size: 9 });
    const wr = modelOf({ nav: { thumbs: { set: true, wr: 'x', g: 8 } } });
    expect(diagnosticAt(wr.diagnostics, 'module.settings.nav.thumbs.wr')).toMatchObject({ found: 'x', used: {} });
    expect(wr.nav.thumbs).toEqual({ ...defaults.nav.thumbs, gap: 8 });
    for (const model of [tp, m, io, pbar, wr]) expect(model.diagnostics).toHaveLength(1);
  });
});
