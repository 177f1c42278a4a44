import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleError } from './errors.ts';
import { normalizeModule } from './index.ts';
import { normalizeActions } from './normalize-actions.ts';
import type { SlideAction } from './types-actions.ts';
import { collect, diagnosticAt } from './test-diagnostics.ts';

const SR7_DIR = path.resolve(import.meta.dirname, '../../../shared/fixtures/sr7');
const hasShared = existsSync(SR7_DIR);
const SKIP_NOTE = hasShared ? '' : ` — skipped: ${SR7_DIR} is absent`;
const P = 'module.slides["1"].slide.actions';

function errorOf(raw: unknown): ModuleError {
  try {
    normalizeActions(raw, P);
  } catch (e) {
    expect(e).toBeInstanceOf(ModuleError);
    return e as ModuleError;
  }
  throw new Error('expected a ModuleError');
}

const base = { event: 'click', delay: 0, rateLimit: 0 } as const;

describe('normalizeActions: every wire form, fully defaulted', () => {
  it("a link's protocol (`http`): kept as written, forced to http or https, or the page's (auto); relative links have none", () => {
    const hrefOf = (link: string, http: unknown) => (normalizeActions([{ a: 'link', link, http, src: [1] }], P)[0] as { href?: string }).href;
    expect(hrefOf('http://example.com/a?b=1', 'keep')).toBe('http://example.com/a?b=1');
    expect(hrefOf('http://example.com/a', null)).toBe('http://example.com/a');
    expect(hrefOf('http://example.com/a', 'https')).toBe('https://example.com/a');
    expect(hrefOf('//example.com/a', 'https')).toBe('https://example.com/a');
    expect(hrefOf('HTTPS://example.com/a', 'http')).toBe('http://example.com/a');
    expect(hrefOf('https://example.com/a', 'auto')).toBe('//example.com/a');
    expect(hrefOf('/contact/', 'https')).toBe('/contact/');
    expect(hrefOf('#top', 'auto')).toBe('#top');
    const odd = collect(() => normalizeActions([{ a: 'link', link: 'http://example.com/', http: 'ftp', src: [1] }], P));
    expect((odd.result[0] as { href?: string }).href).toBe('http://example.com/');
    expect(odd.diagnostics.map((d) => d.path)).toEqual([`${P}[0].http`]);
  });

  it('missing, null, [] → no actions; a PHP object of actions is read like a list', () => {
    expect(normalizeActions(undefined, P)).toEqual([]);
    expect(normalizeActions(null, P)).toEqual([]);
    expect(normalizeActions([], P)).toEqual([]);
    expect(normalizeActions({ 0: { a: 'next', src: 1 } }, P)).toEqual([{ ...base, kind: 'next', sources: ['1'], slide: '' }]);
  });

  it('SR7_225_1 forms: toggleScenes, scroll with "1000ms" and "-50px", simulate, link with a string target', () => {
    const actions = normalizeActions(
      [
        { a: 'toggleScenes', evt: 'click', rec: true, target: ['5', '2'], scm: 'scene_2', scn: 'scene_1', src: [0] },
        { a: 'scroll', evt: 'click', e: 'power1.inOut', s: '1000ms', target: 'whychooseus', offset: '-50px', src: [12] },
        { a: 'simulate', evt: 'click', typ: 'click', target: ['0'], src: [15, 14, 13, 12] },
        { a: 'link', evt: 'click', http: 'keep', target: '_self', flw: 'follow', ltype: 'a', link: 'https://discord.com/invite/x', src: [16] },
      ],
      P,
    );
    expect(actions).toEqual<SlideAction[]>([
      { ...base, kind: 'toggleScenes', sources: ['0'], targets: ['5', '2'], scene: 'scene_1', alternate: 'scene_2', respectCurrent: true },
      { ...base, kind: 'scroll', sources: ['12'], anchor: 'whychooseus', offset: -50, speed: 1000, ease: 'power1.inOut', history: false },
      { ...base, kind: 'simulate', sources: ['15', '14', '13', '12'], targets: ['0'], eventType: 'click' },
      { ...base, kind: 'link', sources: ['16'], href: 'https://discord.com/invite/x', target: '_self', nofollow: false, linkType: 'a' },
    ]);
  });

  it('standard-bullets-mix forms: a one-item target list, d: "", ltype jquery, nofollow, toggleClass on mouseenter', () => {
    const [link, hover] = normalizeActions(
      [
        { a: 'link', evt: 'click', link: 'https://x.test/new?source=social', target: ['_blank'], flw: 'nofollow', ltype: 'jquery', d: '', src: [11, 9] },
        { a: 'toggleClass', evt: 'mouseenter', target: ['3'], src: [13] },
      ],
      P,
    );
    expect(link).toEqual({ ...base, kind: 'link', sources: ['11', '9'], href: 'https://x.test/new?source=social', target: '_blank', nofollow: true, linkType: 'jquery' });
    expect(hover).toEqual({ ...base, event: 'mouseenter', kind: 'toggleClass', sources: ['13'], targets: ['3'], className: '' });
  });

  it('defaults: scroll to the module end at 1000 ms; playScene "in"; toggleScenes in ↔ out; simulate click', () => {
    const [below, plain, scene, toggle, simulate] = normalizeActions(
      [{ a: 'scrollBelow', target: 'ignored', offset: 20 }, { a: 'scroll' }, { a: 'playScene', target: 3 }, { a: 'toggleScenes', target: [4] }, { a: 'simulate', target: ['5'] }],
      P,
    );
    expect(below).toMatchObject({ kind: 'scroll', anchor: null, offset: 20, speed: 1000, ease: 'power1.inOut', history: false, sources: [] });
    expect(plain).toMatchObject({ kind: 'scroll', anchor: null, offset: 0, speed: 1000 });
    expect(scene).toMatchObject({ kind: 'playScene', targets: ['3'], scene: 'in' });
    expect(toggle).toMatchObject({ kind: 'toggleScenes', targets: ['4'], scene: 'in', alternate: 'out', respectCurrent: false });
    expect(simulate).toMatchObject({ kind: 'simulate', eventType: 'click' });
  });

  it('delay d, rate limit rd, events, anchors with "#" and the history flag', () => {
    const [a, b, c] = normalizeActions(
      [
        { a: 'scroll', evt: 'mouseover', target: '#plans', anchor: true, d: '250ms', rd: 1000, s: 0 },
        { a: 'scroll', anchor: 'team', evt: 'focus' },
        { a: 'jumpto', target: ['#s3'], evt: 'mouseleave' },
      ],
      P,
    );
    expect(a).toMatchObject({ kind: 'scroll', event: 'mouseenter', anchor: 'plans', history: true, delay: 250, rateLimit: 1000, speed: 0 });
    expect(b).toMatchObject({ kind: 'scroll', event: 'focusin', anchor: 'team', history: false });
    expect(c).toMatchObject({ kind: 'jump', event: 'mouseleave', slide: 's3' });
  });

  it('slideshow and media actions; an unknown type is kept as "none", not rejected', () => {
    const kinds = normalizeActions(
      [{ a: 'startSlideshow' }, { a: 'stopslideshow' }, { a: 'toggle_slider' }, { a: 'playMedia', target: [7] }, { a: 'toggle_mute_video' }, { a: 'callback' }, { a: 'prev' }],
      P,
    ).map((x) => (x.kind === 'slideshow' ? `slideshow:${x.op}` : x.kind === 'media' ? `media:${x.op}` : x.kind === 'none' ? `none:${x.name}` : x.kind));
    expect(kinds).toEqual(['slideshow:start', 'slideshow:stop', 'slideshow:toggle', 'media:playMedia', 'media:toggle_mute_video', 'none:callback', 'prev']);
  });

  it('open_modal / close_modal: the target alias and msl, SR7\'s 0-based index, "#key" or SR6 "rs-<id>", as a 1-based number or a key', () => {
    const modal = (action: Record<string, unknown>) => normalizeActions([action], P)[0];
    expect(modal({ a: 'open_modal', src: [4], target: 'modal-newsletter', msl: '#2' })).toEqual({ ...base, sources: ['4'], kind: 'modal', op: 'open', target: 'modal-newsletter', slide: { key: '2' } });
    expect(modal({ a: 'open_modal', target: ['modal-promo'] })).toMatchObject({ kind: 'modal', op: 'open', target: 'modal-promo', slide: 0 });
    expect(modal({ a: 'open_modal', target: 'm', msl: 1 })).toMatchObject({ slide: 2 });
    expect(modal({ a: 'open_modal', target: 'm', msl: '0' })).toMatchObject({ slide: 1 });
    expect(modal({ a: 'open_modal', target: 'm', msl: 'rs-17' })).toMatchObject({ slide: { key: '17' } });
    expect(modal({ a: 'close_modal', target: 'm', msl: '#9' })).toMatchObject({ kind: 'modal', op: 'close', target: 'm', slide: 0 });
    expect(modal({ a: 'close_modal' })).toMatchObject({ kind: 'modal', op: 'close', target: '' });
    // Nothing to open: kept as an action this engine does not run, like an unknown type.
    expect(modal({ a: 'open_modal' })).toMatchObject({ kind: 'none', name: 'open_modal' });
    expect(errorOf([{ a: 'open_modal', target: 'm', msl: -1 }]).path).toBe(`${P}[0].msl`);
    expect(errorOf([{ a: 'open_modal', target: 'm', msl: '#' }]).path).toBe(`${P}[0].msl`);
  });

  it('refuses javascript: and data: links (the action becomes "none")', () => {
    for (const link of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'javascript&colon;alert(1)', 'data:text/html,<b>x</b>', '']) {
      expect(normalizeActions([{ a: 'link', link, src: [1] }], P)[0]?.kind, link).toBe('none');
    }
    expect(normalizeActions([{ a: 'link', link: 'mailto:hi@site.test', src: [1] }], P)[0]).toMatchObject({ kind: 'link', href: 'mailto:hi@site.test' });
    expect(normalizeActions([{ a: 'link', link: 'tel:+905551112233', target: '<x>' }], P)[0]).toMatchObject({ kind: 'link', href: 'tel:+905551112233', target: '_self' });
  });
});

describe('normalizeActions: bad input names the JSON path and degrades', () => {
  it('actions that are not a list, an action that is not an object', () => {
    // The reader cannot fall back from a non-list on its own; normalizeModule drops it (no actions).
    const notAList = errorOf('x');
    expect(notAList).toMatchObject({ path: P, expected: 'a list of actions', got: 'x', fatal: false });
    const m = normalizeModule({ settings: {}, slides: { 1: { slide: { actions: 'x' }, layers: {} } } });
    expect(m.slides[0]!.actions).toEqual([]);
    expect(diagnosticAt(m.diagnostics, P)).toMatchObject({ expected: 'a list of actions', found: 'x', used: undefined });
    // An entry that is not an object is read as an empty action: kept as one this engine does not run.
    const { result, diagnostics } = collect(() => normalizeActions([{ a: 'next' }, 5], P));
    expect(result).toEqual([{ ...base, sources: [], kind: 'next', slide: '' }, { ...base, sources: [], kind: 'none', name: '' }]);
    expect(diagnostics).toEqual([{ path: `${P}[1]`, expected: 'an action object ({a, evt, src, …})', found: 5, used: {} }]);
  });

  it('wrong kinds inside an action fall back to their defaults', () => {
    const one = (action: Record<string, unknown>) => {
      const { result, diagnostics } = collect(() => normalizeActions([action], P));
      expect(result).toHaveLength(1);
      return { action: result[0]!, diagnostics };
    };
    const d = one({ a: 'next', d: 'soon' });
    expect(d.action).toEqual({ ...base, sources: [], kind: 'next', slide: '' });
    expect(d.diagnostics).toEqual([{ path: `${P}[0].d`, expected: 'a number', found: 'soon', used: 0 }]);
    const rd = one({ a: 'next', rd: [], d: 40 });
    expect(rd.action).toMatchObject({ rateLimit: 0, delay: 40 });
    expect(rd.diagnostics).toEqual([{ path: `${P}[0].rd`, expected: 'a number', found: [], used: 0 }]);
    const evt = one({ a: 'next', evt: 'wiggle' });
    expect(evt.action.event).toBe('click');
    expect(evt.diagnostics).toEqual([{ path: `${P}[0].evt`, expected: expect.stringMatching(/^one of click, mouseenter/), found: 'wiggle', used: 'click' }]);
    const s = one({ a: 'scroll', s: 'fast', offset: 20 });
    expect(s.action).toMatchObject({ kind: 'scroll', speed: 1000, offset: 20 });
    expect(s.diagnostics).toEqual([{ path: `${P}[0].s`, expected: 'a number', found: 'fast', used: 1000 }]);
    const offset = one({ a: 'scroll', offset: {}, s: 500 });
    expect(offset.action).toMatchObject({ kind: 'scroll', offset: 0, speed: 500 });
    expect(offset.diagnostics).toEqual([{ path: `${P}[0].offset`, expected: 'a number', found: {}, used: 0 }]);
    const a = one({ a: { x: 1 } });
    expect(a.action).toEqual({ ...base, sources: [], kind: 'none', name: '' });
    expect(a.diagnostics).toEqual([{ path: `${P}[0].a`, expected: 'a string', found: { x: 1 }, used: '' }]);
  });

  it('a bad id in a source or target list: the reader names it, normalizeModule drops just that id', () => {
    expect(errorOf([{ a: 'next', src: [1, { id: 2 }] }])).toMatchObject({ path: `${P}[0].src[1]`, got: { id: 2 }, fatal: false });
    expect(errorOf([{ a: 'toggleScenes', target: [true] }])).toMatchObject({ path: `${P}[0].target[0]`, got: true, fatal: false });
    const actionsOf = (actions: unknown) => normalizeModule({ settings: {}, slides: { 1: { slide: { actions }, layers: {} } } });
    const src = actionsOf([{ a: 'next', src: [1, { id: 2 }, 3] }]);
    expect(src.slides[0]!.actions).toEqual([{ ...base, sources: ['1', '3'], kind: 'next', slide: '' }]);
    expect(diagnosticAt(src.diagnostics, `${P}[0].src[1]`)).toMatchObject({ expected: 'a layer id', found: { id: 2 }, used: undefined });
    expect(src.diagnostics).toHaveLength(1);
    const target = actionsOf([{ a: 'toggleScenes', target: [{}, '4'] }]);
    expect(target.slides[0]!.actions[0]).toMatchObject({ kind: 'toggleScenes', targets: ['4'] });
    expect(diagnosticAt(target.diagnostics, `${P}[0].target[0]`)).toMatchObject({ expected: 'a layer id', found: {} });
    expect(target.diagnostics).toHaveLength(1);
  });

  it('a null id in a list is no id (what normalizeModule leaves after dropping a bad one), not an endless retry', () => {
    expect(normalizeActions([{ a: 'toggleScenes', target: [null, '4', ''], src: [null] }], P)[0]).toMatchObject({ targets: ['4'], sources: [] });
    const m = normalizeModule({ settings: {}, slides: { 1: { slide: { actions: [{ a: 'toggleScenes', target: [null] }] }, layers: {} } } });
    expect(m.slides[0]!.actions[0]).toMatchObject({ kind: 'toggleScenes', targets: [] });
    expect(m.diagnostics).toEqual([]);
  });

  it('skips holes in an action list (a list built in code): the model has no hole', () => {
    const raw: unknown[] = [{ a: 'next' }];
    raw[2] = { a: 'prev' };
    const actions = normalizeActions(raw, P);
    expect(actions.map((a) => a.kind)).toEqual(['next', 'prev']);
    expect(Object.keys(actions)).toEqual(['0', '1']);
  });

  it('an action named after an Object.prototype member is an action this engine does not run', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(normalizeActions([{ a: name }], P)).toEqual([{ ...base, sources: [], kind: 'none', name }]);
    }
  });

  it('the diagnostic surfaces through normalizeModule with the slide path', () => {
    const m = normalizeModule({ settings: {}, slides: { 9: { slide: { actions: [{ a: 'next', d: 'later' }] }, layers: {} } } });
    expect(m.slides[0]!.actions).toEqual([{ ...base, sources: [], kind: 'next', slide: '' }]);
    expect(m.diagnostics).toEqual([{ path: 'module.slides["9"].slide.actions[0].d', expected: 'a number', found: 'later', used: 0 }]);
  });
});

describe('layer links built from link actions keep their rel rules', () => {
  it('nofollow → rel nofollow; _blank → noopener; javascript: → no link', () => {
    const m = normalizeModule({
      settings: {},
      slides: {
        1: {
          slide: {
            actions: [
              { a: 'link', evt: 'click', link: 'https://x.test/', target: '_blank', flw: 'nofollow', src: [1] },
              { a: 'link', evt: 'click', link: 'javascript:alert(1)', src: [2] },
              { a: 'link', evt: 'click', link: 'mailto:a@b.test', src: [3] },
            ],
          },
          layers: { 1: { type: 'text' }, 2: { type: 'text' }, 3: { type: 'text' } },
        },
      },
    });
    const link = (id: string) => m.slides[0]?.layers.find((l) => l.id === id)?.link;
    expect(link('1')).toEqual({ href: 'https://x.test/', target: '_blank', rel: 'nofollow noopener' });
    expect(link('2')).toBeNull();
    expect(link('3')).toEqual({ href: 'mailto:a@b.test', target: '_self', rel: '' });
    expect(m.slides[0]?.actions.map((a) => a.kind)).toEqual(['link', 'none', 'link']);
  });
});

describe.skipIf(!hasShared)(`real SR7 exports: every actions array parses${SKIP_NOTE}`, () => {
  const files = hasShared ? readdirSync(SR7_DIR).filter((f) => f.endsWith('.json')).sort() : [];
  const load = (file: string) => normalizeModule(readFileSync(path.join(SR7_DIR, file), 'utf8'), { now: new Date('2025-01-01T00:00:00Z'), random: () => 0.5 });

  it.each(files)('%s: one normalized action per wire action, none unknown', (file) => {
    const raw = JSON.parse(readFileSync(path.join(SR7_DIR, file), 'utf8')) as { slides: Record<string, { slide?: { actions?: unknown[] } }> };
    const m = load(file);
    for (const slide of [...m.slides, ...m.staticSlides]) {
      const wire = raw.slides[slide.key]?.slide?.actions ?? [];
      expect(slide.actions).toHaveLength(wire.length);
      for (const action of slide.actions) expect(action.kind, `${file} ${slide.key}`).not.toBe('none');
    }
  });

  it('SR7_225_1: the hamburger menu and its scroll entries', () => {
    const slide = load('SR7_225_1.json').slides.find((s) => s.key === '465');
    expect(slide?.actions.map((a) => a.kind)).toEqual(['toggleScenes', 'toggleScenes', 'toggleScenes', 'scroll', 'simulate', 'scroll', 'scroll', 'scroll', 'link']);
    expect(slide?.actions[2]).toMatchObject({ targets: ['22', '21', '6'], scene: 'in', alternate: 'out', respectCurrent: true });
    expect(slide?.actions[3]).toMatchObject({ anchor: 'whychooseus', offset: -50, speed: 1000, ease: 'power1.inOut', sources: ['12'] });
    expect(slide?.actions[5]).toMatchObject({ anchor: 'counter', offset: 0 });
  });

  it('standard-bullets-mix: nofollow links, a list target, the mouseenter toggleClass', () => {
    // Slide 4 is the static (global) slide: its actions belong to layers shown over every slide.
    const slide = load('standard-bullets-mix.json').staticSlides.find((s) => s.key === '4');
    expect(slide?.actions.filter((a) => a.kind === 'link').map((a) => (a.kind === 'link' ? [a.nofollow, a.target, a.linkType] : null))).toEqual([
      [true, '_self', 'a'],
      [false, '_self', 'jquery'],
      [true, '_self', 'a'],
      [false, '_self', 'jquery'],
    ]);
    expect(slide?.actions[3]).toMatchObject({ kind: 'toggleClass', event: 'mouseenter', targets: ['3'], sources: ['13'], className: '' });
  });
});

describe('our fixture fixtures/test/actions.json', () => {
  it('normalizes every action the e2e spec clicks', () => {
    const file = path.resolve(import.meta.dirname, '../../fixtures/test/actions.json');
    const m = normalizeModule(readFileSync(file, 'utf8'));
    expect(m.slides[0]?.actions.map((a) => a.kind)).toEqual(['scroll', 'toggleClass', 'simulate', 'next', 'toggleClass', 'link', 'scroll', 'toggleClass', 'toggleClass', 'none']);
    expect(m.slides[0]?.layers.find((l) => l.id === '9')?.link).toEqual({ href: 'https://example.test/', target: '_blank', rel: 'nofollow noopener' });
    expect(m.slides[0]?.layers.find((l) => l.id === '13')?.link).toBeNull();
  });
});
