import { describe, it, expect } from 'vitest';
import { normalizeModule } from './index.ts';
import type { LayerModel } from './types.ts';
import type { Diagnostic } from './diagnostics.ts';
import { diagnosticAt } from './test-diagnostics.ts';

function layersOf(layers: Record<string, unknown>, slide: Record<string, unknown> = {}, random?: () => number): readonly LayerModel[] {
  return normalizeModule({ settings: {}, slides: { '1': { slide, layers } } }, random ? { random } : {}).slides[0]!.layers;
}
const one = (layer: Record<string, unknown>): LayerModel => layersOf({ '1': { id: 1, ...layer } })[0]!;
/** A layer with a bad value still normalizes: the layer and the one diagnostic at `key` below the layer's path. */
function degraded(layer: Record<string, unknown>, key: string): { layer: LayerModel; diagnostic: Diagnostic } {
  const m = normalizeModule({ settings: {}, slides: { '1': { slide: {}, layers: { '1': { id: 1, ...layer } } } } });
  return { layer: m.slides[0]!.layers[0]!, diagnostic: diagnosticAt(m.diagnostics, `module.slides["1"].layers["1"].${key}`) };
}

describe('layer types', () => {
  it('maps wire type + subtype', () => {
    expect(one({ type: 'text', subtype: 'button' }).type).toBe('button');
    expect(one({ type: 'button' }).type).toBe('button');
    for (const sub of ['row', 'column', 'group', 'zone']) expect(one({ type: 'container', subtype: sub }).type).toBe(sub);
    expect(one({ type: 'container' }).type).toBe('container');
    expect(one({ type: 'shape', subtype: 'image' }).type).toBe('image');
    expect(one({ type: 'shape', subtype: 'video' }).type).toBe('video');
    for (const t of ['image', 'video', 'audio', 'svg', 'shape', 'text', 'linebreak']) expect(one({ type: t }).type).toBe(t);
    expect(one({}).type).toBe('text');
  });

  it('takes the slide-BG layer out of `layers`', () => {
    const m = normalizeModule({
      slides: {
        '1': {
          layers: {
            '1': { type: 'text' },
            '9': {
              type: 'shape', subtype: 'slidebg',
              bg: { color: { type: 'solid', string: '#123' }, image: { src: 'bg.jpg', size: '100% 100%', pos: { x: '50%', y: '100%' } } },
              tl: { in: { bg: { ms: 1000, temp: { p: 'fade' } } } },
            },
          },
        },
      },
    });
    const s = m.slides[0]!;
    expect(s.layers.map((l) => l.id)).toEqual(['1']);
    expect(s.background).toEqual({
      color: '#123', gradient: null, image: { src: 'bg.jpg', size: 'cover', position: '50% 100%', repeat: 'no-repeat' }, video: null,
    });
    expect(s.transition).toEqual({ ms: 1000, temp: { p: 'fade' } });
  });

  it('reads gradient and video slide backgrounds', () => {
    const bg = (b: unknown) =>
      normalizeModule({ slides: { '1': { layers: { '1': { type: 'shape', subtype: 'slidebg', bg: b } } } } }).slides[0]!.background;
    const g = bg({ type: 'gradient', color: { type: 'linear', angle: 45, colors: [{ r: 0, g: 0, b: 0, a: 1, position: 0 }, { r: 9, g: 9, b: 9, a: 1, position: 100 }] } });
    expect(g.gradient).toBe('linear-gradient(45deg, rgba(0, 0, 0, 1) 0%, rgba(9, 9, 9, 1) 100%)');
    expect(g.color).toBeNull();
    expect(bg({ type: 'video', video: { src: 'v.mp4', poster: { src: 'p.jpg' } }, image: { src: 'ignored.jpg' } })).toMatchObject({
      video: { src: 'v.mp4', poster: { src: 'p.jpg' }, loop: true, mute: true, autoPlay: 'true' }, image: null,
    });
  });
});

describe('layer identity', () => {
  it('gives duplicate ids a random suffix of at most 4 digits', () => {
    const layers = layersOf({ a: { id: 3 }, b: { id: 3 }, c: { id: 3 } }, {}, () => 0.5);
    const ids = layers.map((l) => l.id);
    expect(ids).toContain('3');
    const suffixed = ids.filter((id) => id !== '3');
    expect(suffixed).toHaveLength(2);
    for (const id of suffixed) expect(id).toMatch(/^3-\d{1,4}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('of two layers with one id, the one filed under that id keeps it, so its children stay its own', () => {
    // A copied image whose id was not renewed (key "2", id 9) before the group it copied from (key "9", id 9).
    const layers = layersOf({ 2: { id: 9, pid: 9, type: 'image' }, 9: { id: 9, type: 'group' }, 10: { id: 10, pid: 9, type: 'text' } }, {}, () => 0.5);
    const group = layers.find((l) => l.type === 'group')!;
    const copy = layers.find((l) => l.type === 'image')!;
    expect(group.id).toBe('9');
    expect(copy.id).toMatch(/^9-\d{1,4}$/);
    expect([copy.parentId, layers.find((l) => l.type === 'text')!.parentId]).toEqual(['9', '9']);
  });

  it('parent ids: -1, null and "" mean top level', () => {
    expect(one({ pid: -1 }).parentId).toBeNull();
    expect(one({ pid: '-1' }).parentId).toBeNull();
    expect(one({ pid: '' }).parentId).toBeNull();
    expect(one({ pid: null }).parentId).toBeNull();
    expect(one({ pid: 14 }).parentId).toBe('14');
    expect(one({ pid: '8' }).parentId).toBe('8');
  });

  it('alignTo: rTo "slide" or the grid', () => {
    expect(one({ rTo: 'slide' }).alignTo).toBe('slide');
    expect(one({ rTo: 'cfc' }).alignTo).toBe('grid');
    expect(one({}).alignTo).toBe('grid');
  });
});

describe('tags and links', () => {
  it('keeps allowed tags and falls back for unknown ones', () => {
    expect(one({ type: 'text', tag: 'h2' }).tag).toBe('h2');
    expect(one({ type: 'text', tag: 'H1' }).tag).toBe('h1');
    expect(one({ type: 'text', tag: 'script' }).tag).toBe('div');
    expect(one({ type: 'text', tag: 'marquee' }).tag).toBe('div');
    expect(one({ type: 'container', subtype: 'row', tag: 'p' }).tag).toBe('div');
    expect(one({ type: 'text', tag: 'blink', href: 'https://x.test/' }).tag).toBe('a');
  });

  it('reads links: nofollow, _blank → noopener, javascript: dropped', () => {
    expect(one({ href: 'https://x.test/', target: '_blank', rel: 'nofollow' }).link).toEqual({
      href: 'https://x.test/', target: '_blank', rel: 'nofollow noopener',
    });
    expect(one({ href: 'https://x.test/' }).link).toEqual({ href: 'https://x.test/', target: '_self', rel: '' });
    expect(one({ href: 'javascript:alert(1)', tag: 'a' }).link).toBeNull();
    expect(one({ href: ' jav&#x09;ascript:alert(1)' }).link).toBeNull();
  });

  it('falls back to the slide link action of the layer', () => {
    const slide = { actions: [{ a: 'link', evt: 'click', link: 'https://a.test/', target: '_blank', flw: 'nofollow', src: [1, 7] }] };
    const l = layersOf({ '1': { id: 1 }, '2': { id: 2 } }, slide);
    expect(l.find((x) => x.id === '1')!.link).toEqual({ href: 'https://a.test/', target: '_blank', rel: 'nofollow noopener' });
    expect(l.find((x) => x.id === '1')!.tag).toBe('a');
    expect(l.find((x) => x.id === '2')!.link).toBeNull();
  });

  it('sanitizes content text and reads text-transform and media sources', () => {
    const l = one({ content: { text: 'Hi<script>x</script><b onclick="y">!</b>', trans: 'uppercase' } });
    expect(l.content.html).toBe('Hi<b>!</b>');
    expect(l.content.textTransform).toBe('uppercase');
    expect(one({ type: 'video', content: { src: 'v.mp4', poster: { src: 'p.jpg' } } }).content).toMatchObject({ src: 'v.mp4', poster: 'p.jpg' });
  });
});

describe('size and position', () => {
  it('cover modes become 100% w/h (SPEC §5)', () => {
    const l = one({ size: { cMode: 'cover', w: ['10px'], h: ['20px'] } });
    expect(l.size.cover).toBe(true);
    expect(l.size.w).toEqual([{ pct: 100 }, { pct: 100 }, { pct: 100 }, { pct: 100 }, { pct: 100 }]);
    expect(l.size.h[4]).toEqual({ pct: 100 });
  });

  it('reads column fractions', () => {
    expect(one({ type: 'container', subtype: 'column', size: { col: '1/3' } }).size.col).toBe(0.3333);
    expect(one({ type: 'container', subtype: 'column', size: { col: '1/1' } }).size.col).toBe(1);
    expect(one({ type: 'container', subtype: 'column' }).size.col).toBe(1);
    expect(one({ type: 'text', size: { col: '1/3' } }).size.col).toBeNull();
  });

  it('reads "#a" sizes, min/max "none", positions, margins and paddings', () => {
    const l = one({
      size: { w: ['#a', 'auto', '300px', '#a', '50%'], minH: [0, 0, 'none'], maxW: 'none' },
      pos: { x: ['204px', '#a', '-10'], y: 'auto', h: 'right', v: ['center', 'mid', 'bottom'], pos: 'relative', float: 'right', clear: 'both' },
      m: { l: [20, 20, 17, 13, 8] },
      p: { t: '10px' },
    });
    expect(l.size.w).toEqual(['auto', 'auto', 300, 300, { pct: 50 }]);
    expect(l.size.minH).toEqual([0, 0, null, null, null]);
    expect(l.size.maxW).toEqual([null, null, null, null, null]);
    expect(l.pos.x).toEqual([204, 204, -10, -10, -10]);
    expect(l.pos.y[0]).toBe('auto');
    expect(l.pos.h[0]).toBe('right');
    expect(l.pos.v).toEqual(['middle', 'middle', 'bottom', 'bottom', 'bottom']);
    expect(l.pos).toMatchObject({ position: 'relative' });
    expect(l.pos.float[0]).toBe('right');
    expect(l.pos.clear[0]).toBe('both');
    expect(l.margin.l).toEqual([20, 20, 17, 13, 8]);
    expect(l.padding.t).toEqual([10, 10, 10, 10, 10]);
  });

  it('children of rows, columns and zones flow (relative) by default', () => {
    const l = layersOf({ '1': { id: 1, type: 'container', subtype: 'column' }, '2': { id: 2, pid: 1 }, '3': { id: 3 } });
    expect(l.find((x) => x.id === '2')!.pos.position).toBe('relative');
    expect(l.find((x) => x.id === '3')!.pos.position).toBe('absolute');
  });
});

describe('style', () => {
  it('reads font, line height, colour, align, white-space, display, visibility', () => {
    const l = one({
      font: { family: 'Inter', size: ['#a', 20, '16', '16px', '13px'], weight: [400, 400, 400, '500', 'bold'], ls: ['-6px', '2', 0] },
      lh: ['30px', 'normal', 24], color: ['#fff', { type: 'solid', string: 'rgba(0, 0, 0, 1)' }],
      tA: ['inherit', 'center'], ws: 'nowrap', display: 'inline-block', vis: [true, true, true, false, false],
      vA: 'center', oflow: 'hidden', pE: 'none', radius: { t: '10px', b: 3, l: '0' },
      border: { s: ['solid'], c: '#000', w: { b: ['1px'] } },
      bg: { color: { type: 'solid', string: 'rgba(1, 2, 3, 1)' }, image: { src: 'a.png', size: 'contain', repeat: 'repeat' } },
      attr: { id: 'x', class: 'y', wrapClass: 'w', wrapId: 'z', iClass: 'sr7-btn sr7-hiddenicon' },
    });
    expect(l.font).toEqual({ family: 'Inter', size: [20, 20, 16, 16, 13], weight: ['400', '400', '400', '500', '700'], letterSpacing: [-6, 2, 0, 0, 0], style: 'normal' });
    expect(l.lineHeight).toEqual([30, null, 24, 24, 24]);
    expect(l.color).toEqual(['#fff', 'rgba(0, 0, 0, 1)', 'rgba(0, 0, 0, 1)', 'rgba(0, 0, 0, 1)', 'rgba(0, 0, 0, 1)']);
    expect(l.textAlign).toEqual(['inherit', 'center', 'center', 'center', 'center']);
    expect(l.whiteSpace[0]).toBe('nowrap');
    expect(l.display[4]).toBe('inline-block');
    expect(l.visible).toEqual([true, true, true, false, false]);
    expect(l).toMatchObject({ verticalAlign: 'middle', overflow: 'hidden', pointerEvents: 'none' });
    expect(l.radius).toEqual({ t: '10px', r: '0px', b: '3px', l: '0px' });
    expect(l.border.style).toBe('solid');
    expect(l.border.color).toBe('#000');
    expect(l.border.width.b).toEqual([1, 1, 1, 1, 1]);
    expect(l.bg).toEqual({ color: 'rgba(1, 2, 3, 1)', gradient: null, image: { src: 'a.png', size: 'contain', position: '50% 50%', repeat: 'repeat' } });
    expect(l.attr).toEqual({ id: 'x', class: 'y', wrapClass: 'w', wrapId: 'z', innerClass: 'sr7-btn sr7-hiddenicon' });
  });

  it('uS (user select): "default" or absent takes the module settings.uS (default false); true/false win', () => {
    const withModule = (uS: unknown) =>
      normalizeModule({ settings: uS === undefined ? {} : { uS }, slides: { '1': { layers: { a: { id: 'a' }, b: { id: 'b', uS: 'default' }, c: { id: 'c', uS: true }, d: { id: 'd', uS: 'false' } } } } });
    const selects = (uS: unknown) => {
      const model = withModule(uS);
      return [model.userSelect, ...model.slides[0]!.layers.map((l) => [l.id, l.userSelect])];
    };
    expect(selects(undefined)).toEqual([false, ['a', false], ['b', false], ['c', true], ['d', false]]);
    expect(selects(true)).toEqual([true, ['a', true], ['b', true], ['c', true], ['d', false]]);
    const bad = degraded({ uS: 'sometimes' }, 'uS');
    expect(bad.diagnostic).toMatchObject({ expected: 'a boolean (true/false, "on"/"off")', found: 'sometimes', used: false });
    expect(bad.layer.userSelect).toBe(false);
  });

  it('spike: read only when use is on; l/r styles, lw/rw depths (default 10, kept within 0–100)', () => {
    expect(one({}).spike).toBeNull();
    expect(one({ spike: { use: false, l: 'two' } }).spike).toBeNull();
    expect(one({ spike: { use: true, l: 'middle', r: 'five', lw: '15', rw: 140 } }).spike).toEqual({ left: { type: 'middle', depth: 15 }, right: { type: 'five', depth: 100 } });
    expect(one({ spike: { use: 'true' } }).spike).toEqual({ left: { type: 'none', depth: 10 }, right: { type: 'none', depth: 10 } });
    const six = degraded({ spike: { use: true, l: 'six', r: 'five', lw: 20 } }, 'spike.l');
    expect(six.diagnostic).toMatchObject({ expected: 'one of none, top, middle, bottom, two, three, four, five', found: 'six', used: 'none' });
    expect(six.layer.spike).toEqual({ left: { type: 'none', depth: 20 }, right: { type: 'five', depth: 10 } });
  });

  it('mF: a media filter look by name on a layer and on the slide background; "none" or absent = none', () => {
    expect(one({}).mediaFilter).toBeNull();
    expect(one({ mF: 'none' }).mediaFilter).toBeNull();
    expect(one({ mF: 'inkwell' }).mediaFilter).toBe('inkwell');
    expect(one({ mF: '_1977' }).mediaFilter).toBe('_1977');
    const unknown = degraded({ mF: 'sepia-ish' }, 'mF');
    expect(unknown.diagnostic).toMatchObject({ expected: expect.stringMatching(/^one of none, _1977, aden, /), found: 'sepia-ish', used: 'none' });
    expect(unknown.layer.mediaFilter).toBeNull();
    const model = normalizeModule({ settings: {}, slides: { '1': { layers: { bg: { subtype: 'slidebg', mF: 'moon', bg: { color: '#f00' } } } }, '2': { layers: {} } } });
    expect(model.slides[0]!.background.filter).toBe('moon');
    expect(model.slides[1]!.background.filter ?? null).toBeNull();
  });

  it('image content sizeVal: percentage and pixel sizes as SR7 draws them, custom as written', () => {
    const size = (content: Record<string, unknown>) => one({ type: 'image', content: { src: 'a.png', ...content } }).appearance.image?.size;
    // SR7.F.drawBG: "percentage" → parseInt(sizeVal)%, "pixel" → parseInt(sizeVal)px (width; the height follows).
    expect(size({ size: 'percentage', sizeVal: 50 })).toBe('50%');
    expect(size({ size: 'percentage', sizeVal: '75%' })).toBe('75%');
    expect(size({ size: 'percentage' })).toBe('100%'); // SR7.D.contentOBJ: sizeVal defaults to "100%"
    expect(size({ size: 'pixel', sizeVal: '320px' })).toBe('320px');
    expect(size({ size: 'pixel', sizeVal: 120 })).toBe('120px');
    expect(size({ size: 'custom', sizeVal: '40% auto' })).toBe('40% auto');
    expect(size({ size: 'custom', sizeVal: 60 })).toBe('60%');
    // Layer and slide backgrounds read the same fields.
    expect(one({ bg: { image: { src: 'b.png', size: 'percentage', sizeVal: '30' } } }).bg.image?.size).toBe('30%');
    // A size SR7 cannot read is dropped: sizeVal takes its default, "100%".
    const wide = degraded({ type: 'image', content: { src: 'a.png', size: 'percentage', sizeVal: 'wide' } }, 'content.sizeVal');
    expect(wide.diagnostic).toMatchObject({ expected: 'a percentage size (e.g. 50)', found: 'wide', used: undefined });
    expect(wide.layer.appearance.image?.size).toBe('100%');
    expect(degraded({ type: 'image', content: { src: 'a.png', size: 'pixel', sizeVal: '-5px' } }, 'content.sizeVal').diagnostic.expected).toBe('a pixel size (e.g. 50)');
  });
});

describe('timelines', () => {
  it('builds keyframes per scene and target with defaults', () => {
    const l = one({
      tl: {
        in: {
          alias: '', base: 'in',
          content: { all: [{}, { t: '600', d: '1200', e: 'sine.inOut', x: ['[-100%]', '#a', 'left'], y: 'inherit', o: '0', sX: '0.8', rZ: '45deg', pE: 'n' }] },
          clip: { all: [{ c: '0%' }, { c: 'inherit' }, { c: 100 }] },
        },
        scene_1: { content: { all: [{ t: 'w0', d: 300 }] } },
        out: { mask: { all: [[]] } },
      },
    });
    expect(Object.keys(l.timeline)).toEqual(['in', 'scene_1', 'out']);
    const [first, second] = l.timeline.in!.content!;
    expect(first).toMatchObject({ t: 300, d: 300, e: 'power3.inOut', x: [0, 0, 0, 0, 0], o: 1, sX: 1, sY: 1, rZ: 0, clip: null, pE: null });
    expect(second).toMatchObject({
      t: 600, d: 1200, e: 'sine.inOut', x: [{ pct: -100 }, { pct: -100 }, 'left', 'left', 'left'],
      y: ['inherit', 'inherit', 'inherit', 'inherit', 'inherit'], o: 0, sX: 0.8, rZ: 45, pE: 'none',
    });
    expect(l.timeline.in!.clip!.map((f) => f.clip)).toEqual([0, null, 100]);
    expect(l.timeline.scene_1!.content![0]).toMatchObject({ t: 0, wait: true });
    expect(l.timeline.out!.mask).toHaveLength(1);
  });

  it("an ease name gsap does not know plays as gsap's default ease (power1.out) and is named; SlowMo and SR7's own are known", () => {
    const { layer, diagnostic } = degraded({ tl: { out: { content: { all: [{ t: 0, d: 300, e: 'nothing', o: 0 }] } } } }, 'tl.out.content.all[0].e');
    expect(layer.timeline.out!.content![0]!.e).toBe('power1.out');
    expect(diagnostic).toMatchObject({ found: 'nothing', used: 'power1.out' });
    const known = one({ tl: { in: { content: { all: [{ e: 'slow' }, { e: 'BounceSolid' }, { e: 'Power3.easeOut' }] } } } });
    expect(known.timeline.in!.content!.map((f) => f.e)).toEqual(['slow', 'BounceSolid', 'Power3.easeOut']);
  });

  it('sorts by order as SR7 does (5 without one), relative before absolute on a tie; zIndex does not decide', () => {
    const l = layersOf({
      a: { id: 'a', zIndex: 1, order: 2 },
      b: { id: 'b', zIndex: 9 },
      c: { id: 'c', order: 1, zIndex: 20 },
      d: { id: 'd', zIndex: 1, order: 5, pos: { pos: 'absolute' } },
      e: { id: 'e', order: 5, pos: { pos: 'relative' } },
    });
    // b has no pos: absolute, like d; e is relative, so it comes first of the three at order 5.
    expect(l.map((x) => x.id)).toEqual(['c', 'a', 'e', 'b', 'd']);
  });
});

describe('fluid flags', () => {
  it("a layer's own fluid object lists the flags that are on; one it leaves out is off", () => {
    // wpnext's button `{sp:true}`: its padding scales, its 20 px text does not (136×39 at 480 px in SR7).
    expect(one({ fluid: { sp: true } }).fluid).toEqual({ text: false, transform: false, spacing: true, geometry: true });
    expect(one({ fluid: { tx: true, tr: true } }).fluid).toEqual({ text: true, transform: true, spacing: false, geometry: true });
  });

  it('an object that spells a false is a difference from the module default; no object takes the default', () => {
    const module = (fluid: unknown) => normalizeModule({ settings: { default: { fluid: { sp: true } } }, slides: { '1': { slide: {}, layers: { '1': { id: 1, fluid } } } } }).slides[0]!.layers[0]!.fluid;
    expect(module({ tx: false })).toEqual({ text: false, transform: true, spacing: true, geometry: true });
    expect(module(undefined)).toEqual({ text: true, transform: true, spacing: true, geometry: true });
  });
});
