import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../index.ts';
import { ModuleError } from '../model/errors.ts';
import { DYNAMIC_META_PARAM_COUNT } from './feed-slide.ts';
import { feedSourceRefs, streamToModule } from './feed-slides.ts';
import type { FeedItem } from './types.ts';

type Obj = Record<string, any>;
/** The raw output, typed loosely for the assertions. */
const stream = (...args: Parameters<typeof streamToModule>): Obj => streamToModule(...args);
const now = new Date('2025-01-01T00:00:00Z');

function makeItem(n: number, extra: Partial<FeedItem> = {}): FeedItem {
  return {
    id: String(n), title: `Yazı ${n}`, excerpt: `Özet ${n} metni`, content: `İçerik ${n}`,
    link: `https://ornek.test/yazi/${n}`, date: `2024-05-0${(n % 9) + 1}T10:00:00Z`, author: 'Ayşe',
    image: { src: `https://ornek.test/img/${n}.jpg`, alt: `Görsel ${n}` }, ...extra,
  };
}

/** A small stream module: template slide `tpl` (every kind of fillable place) and a global slide. */
function makeModule(source: Obj = { type: 'post', count: 8 }): Obj {
  return {
    id: '77',
    settings: { alias: 'akis', type: 'standard', source },
    slides: {
      glob: { id: 'glob', slide: { id: 'glob', global: true, title: 'Sabit' }, layers: { 1: { id: 1, type: 'text', content: { text: 'Sabit {{title}}' } } } },
      tpl: {
        id: 'tpl',
        slide: {
          id: 'tpl', order: 1, title: 'Şablon', thumb: { src: 'sablon.png', admin: 'sablon.png' }, attr: { deepLink: 'haber' },
          actions: [{ a: 'link', evt: 'click', link: '{{link}}', src: [3] }, { a: 'link', evt: 'click', link: '{{meta:git}}', src: [4] }],
          params: [{ v: '{{title}}', l: 40 }, { v: '{{date}}', l: 20 }],
        },
        layers: {
          0: { id: 0, type: 'shape', subtype: 'slidebg', bg: { image: { src: 'sablon-bg.png', fromStream: true, streamType: 'post' } } },
          1: { id: 1, type: 'text', content: { text: '<h2>{{title}}</h2><p>{{excerpt}}</p>' }, attr: { class: 'yazi-{{id}}' }, acc: { label: '{{title}}' } },
          2: { id: 2, type: 'image', content: { src: 'sablon.png', fromStream: true } },
          3: { id: 3, type: 'text', subtype: 'button', tag: 'a', href: '{{link}}', content: { text: 'Devamını oku' } },
          4: { id: 4, type: 'text', content: { text: 'link' } },
          5: { id: 5, type: 'shape', subtype: 'image', content: { src: 'sabit.png', fromStream: false } },
          6: { id: 6, type: 'video', content: { src: 'sablon.mp4', fromStream: 'true', poster: { src: 'poster.png' } } },
          7: { id: 7, type: 'shape', subtype: 'image', content: { src: 'sablon2.png', fromStream: 1 } },
        },
      },
    },
    addOns: [],
  };
}

const feedKeys = (m: Obj) => Object.keys(m.slides).filter((k) => k !== 'glob');

describe('streamToModule', () => {
  it('makes one slide per item with unique stable keys, ids, order 1..n and the item title', () => {
    const out = stream(makeModule(), [makeItem(1), makeItem(2), makeItem(3)]);
    expect(feedKeys(out)).toEqual(['feed-1', 'feed-2', 'feed-3']);
    feedKeys(out).forEach((key, i) => {
      const entry = out.slides[key];
      expect(entry.id).toBe(key);
      expect(entry.slide).toMatchObject({ id: key, order: i + 1, title: `Yazı ${i + 1}` });
    });
    expect(out.id).toBe('77');
    expect(out.settings).toEqual(makeModule().settings);
  });

  it('keeps keys unique for repeated or odd item ids', () => {
    const out = stream(makeModule(), [makeItem(1, { id: 'a b/ç' }), makeItem(2, { id: 'a b/ç' }), makeItem(3, { id: '' }), makeItem(4, { id: 'glob' })]);
    const keys = feedKeys(out);
    expect(new Set(keys).size).toBe(4);
    expect(keys[0]).toMatch(/^feed-[A-Za-z0-9_-]+$/);
    expect(keys[1]).toBe(`${keys[0]}-2`);
    expect(Object.keys(out.slides)).toContain('glob');
  });

  it('is stable: the same stream gives the same module', () => {
    const items = [makeItem(1), makeItem(2)];
    expect(stream(makeModule(), items)).toEqual(stream(makeModule(), items));
  });

  it('shows at most source.count items and never more than 30', () => {
    const items = Array.from({ length: 40 }, (_, i) => makeItem(i + 1));
    expect(feedKeys(stream(makeModule({ type: 'post', count: 2 }), items))).toHaveLength(2);
    expect(feedKeys(stream(makeModule({ type: 'post', count: 99 }), items))).toHaveLength(30);
    expect(feedKeys(stream(makeModule({ type: 'post' }), items))).toHaveLength(8);
    const handMade = stream(makeModule(), items, { source: { type: 'post', count: 500, excerptWords: 55, ids: [] } });
    expect(feedKeys(handMade)).toHaveLength(30);
  });

  it('keeps global slides once, unchanged, and never changes the input', () => {
    const json = makeModule();
    const before = structuredClone(json);
    const out = stream(json, [makeItem(1), makeItem(2)]);
    expect(json).toEqual(before);
    expect(out.slides.glob).toEqual(before.slides.glob);
    expect(Object.keys(out.slides).filter((k) => k === 'glob')).toHaveLength(1);
    expect(out.slides.tpl).toBeUndefined();
  });

  it('fills text (escaped), attributes, links, actions and params', () => {
    const out = stream(makeModule(), [makeItem(1, { title: 'A <i>&</i> B' })]);
    const e = out.slides['feed-1'];
    expect(e.layers[1].content.text).toBe('<h2>A &lt;i&gt;&amp;&lt;/i&gt; B</h2><p>Özet 1 metni</p>');
    expect(e.layers[1].attr.class).toBe('yazi-1');
    expect(e.layers[1].acc.label).toBe('A <i>&</i> B');
    expect(e.layers[3].href).toBe('https://ornek.test/yazi/1');
    expect(e.slide.actions[0].link).toBe('https://ornek.test/yazi/1');
    expect(e.slide.params).toEqual([{ v: 'A &lt;i&gt;&amp;&lt;/i&gt; B', l: 40 }, { v: '2024-05-02', l: 20 }]);
    expect(e.slide.description).toBe('Özet 1 metni');
  });

  it('fills dynamic metas in the first 10 params only (SPEC §5 "10 dynamic-meta placeholders"), tidied as SR7 does', () => {
    const module = makeModule();
    // Eleven params: the first ten get the item; the eleventh keeps its placeholder (a slide has at most 10 params).
    module.slides.tpl.slide.params = Array.from({ length: 11 }, (_, i) => ({ v: `  {{title}}<br>  #${i}  `, l: 30 }));
    const params = stream(module, [makeItem(1)]).slides['feed-1'].slide.params;
    expect(DYNAMIC_META_PARAM_COUNT).toBe(10);
    expect(params.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => ({ v: `Yazı 1 #${i}`, l: 30 })));
    expect(params[10]).toEqual({ v: '  {{title}}<br>  #10  ', l: 30 });
    // A {0..9} map works the same; keys past 9 are not filled.
    module.slides.tpl.slide.params = { 0: { v: '{{author}}', l: 5 }, 9: '{{id}}', 10: { v: '{{id}}' } };
    expect(stream(module, [makeItem(2)]).slides['feed-2'].slide.params).toEqual({ 0: { v: 'Ayşe', l: 5 }, 9: '2', 10: { v: '{{id}}' } });
  });

  it('empties a link whose filled value is not http(s) or site-relative', () => {
    const out = stream(makeModule(), [makeItem(1, { link: 'javascript:alert(1)', meta: { git: 'data:text/html,x' } })]);
    const e = out.slides['feed-1'];
    expect(e.layers[3].href).toBe('');
    expect(e.slide.actions[0].link).toBe('');
    expect(e.slide.actions[1].link).toBe('');
    const rel = stream(makeModule(), [makeItem(1, { link: '/yazi/1', meta: { git: '#yorumlar' } })]).slides['feed-1'];
    expect(rel.layers[3].href).toBe('/yazi/1');
    expect(rel.slide.actions[1].link).toBe('#yorumlar');
  });

  it('puts the item image on fromStream image layers and the slide background', () => {
    const e = stream(makeModule(), [makeItem(1)]).slides['feed-1'];
    expect(e.layers[0].bg.image.src).toBe('https://ornek.test/img/1.jpg');
    expect(e.layers[2].content).toMatchObject({ src: 'https://ornek.test/img/1.jpg', alt: 'Görsel 1' });
    expect(e.layers[7].content.src).toBe('https://ornek.test/img/1.jpg');
    expect(e.layers[5].content.src).toBe('sabit.png');
    expect(e.slide.thumb).toEqual({ src: 'https://ornek.test/img/1.jpg', admin: 'https://ornek.test/img/1.jpg' });
  });

  it('uses item.thumb for the slide thumbnail when given; keeps the template image without an item image', () => {
    expect(stream(makeModule(), [makeItem(1, { thumb: '/k/1.jpg' })]).slides['feed-1'].slide.thumb.src).toBe('/k/1.jpg');
    const e = stream(makeModule(), [makeItem(1, { image: null })]).slides['feed-1'];
    expect(e.layers[2].content.src).toBe('sablon.png');
    expect(e.layers[0].bg.image.src).toBe('sablon-bg.png');
    expect(e.slide.thumb.src).toBe('sablon.png');
  });

  it('refuses an unsafe item image', () => {
    const e = stream(makeModule(), [makeItem(1, { image: { src: 'javascript:alert(1)' } })]).slides['feed-1'];
    expect(e.layers[2].content.src).toBe('sablon.png');
  });

  it('gives fromStream video layers the item video (and the image as poster)', () => {
    const withVideo = stream(makeModule(), [makeItem(1, { video: { type: 'youtube', src: 'https://www.youtube.com/watch?v=abc' } })]).slides['feed-1'];
    expect(withVideo.layers[6].content).toMatchObject({ src: 'https://www.youtube.com/watch?v=abc', type: 'youtube', poster: { src: 'https://ornek.test/img/1.jpg' } });
    const without = stream(makeModule(), [makeItem(1)]).slides['feed-1'];
    expect(without.layers[6].content.src).toBe('sablon.mp4');
  });

  it('makes copied deep links unique', () => {
    const out = stream(makeModule(), [makeItem(1), makeItem(2)]);
    expect(out.slides['feed-1'].slide.attr.deepLink).toBe('haber-1');
    expect(out.slides['feed-2'].slide.attr.deepLink).toBe('haber-2');
  });

  it('uses the first non-global slide by order as the template', () => {
    const json = makeModule();
    json.slides.later = { slide: { order: 5, title: 'Sonraki' }, layers: { 1: { id: 1, type: 'text', content: { text: 'ikinci şablon' } } } };
    json.slides.first = { slide: { order: 0, title: 'İlk' }, layers: { 1: { id: 1, type: 'text', content: { text: 'ilk şablon {{id}}' } } } };
    const e = stream(json, [makeItem(9)]).slides['feed-9'];
    expect(e.layers[1].content.text).toBe('ilk şablon 9');
  });

  it('renders an item with its source slide when one was fetched, else with the template', () => {
    const src = { slide: { title: 'Kaynak' }, layers: { 1: { id: 1, type: 'text', content: { text: 'Kaynaktan: {{title}}' } } } };
    const calls: string[] = [];
    const items = [makeItem(1, { sourceModuleId: 12, sourceSlideId: '5' }), makeItem(2, { sourceModuleId: '12', sourceSlideId: '6' }), makeItem(3)];
    const out = stream(makeModule(), items, {
      sourceSlide: (m, s) => {
        calls.push(`${m}/${s}`);
        return s === '5' ? src : undefined;
      },
    });
    expect(calls).toEqual(['12/5', '12/6']);
    expect(out.slides['feed-1'].layers[1].content.text).toBe('Kaynaktan: Yazı 1');
    expect(out.slides['feed-1'].slide).toMatchObject({ order: 1, title: 'Yazı 1', id: 'feed-1' });
    expect(out.slides['feed-2'].layers[1].content.text).toContain('<h2>Yazı 2</h2>');
    expect(src.layers[1].content.text).toBe('Kaynaktan: {{title}}');
  });

  it('accepts a get_full_slider_object reply ({slides}) as the source slide', () => {
    const reply = { success: true, slides: { 5: { slide: {}, layers: { 1: { id: 1, type: 'text', content: { text: 'yanıt {{id}}' } } } } } };
    const out = stream(makeModule(), [makeItem(1, { sourceModuleId: 3, sourceSlideId: '5' })], { sourceSlide: () => reply });
    expect(out.slides['feed-1'].layers[1].content.text).toBe('yanıt 1');
  });

  it('turns a MIX lazy template (layers: []) into an eager slide', () => {
    const json = makeModule();
    json.slides.tpl.layers = [];
    const out = stream(json, [makeItem(1), makeItem(2)]);
    expect(out.slides['feed-2'].layers).toEqual({});
    expect(normalizeModule(out, { now }).slides.every((s) => !s.lazy)).toBe(true);
  });

  it('gives the error slide module for an empty stream', () => {
    const out = stream(makeModule({ type: 'youtube' }), []);
    expect(Object.keys(out.slides)).toEqual(['error']);
    expect(JSON.stringify(out.slides)).toContain('youtube reports: Please check the settings');
  });

  it('reads loose items and names a bad one', () => {
    const out = stream(makeModule(), [{ id: 7, title: 'Sayı id', image: 'https://ornek.test/7.jpg', likes: '3' }]);
    expect(out.slides['feed-7'].layers[2].content.src).toBe('https://ornek.test/7.jpg');
    expect(() => stream(makeModule(), [makeItem(1), 'x'])).toThrow(ModuleError);
    expect(() => stream(makeModule(), [makeItem(1), 'x'])).toThrow(/stream\.data\[1\]/);
  });

  it('names what is missing: slides, a template', () => {
    expect(() => stream({ settings: {} }, [makeItem(1)])).toThrow(/module\.slides/);
    const onlyGlobal = makeModule();
    delete onlyGlobal.slides.tpl;
    expect(() => stream(onlyGlobal, [makeItem(1)])).toThrow(/non-global slide/);
    expect(() => stream(null, [makeItem(1)])).toThrow(ModuleError);
  });

  it('produces modules that normalizeModule accepts and renders', () => {
    const items = [makeItem(1, { video: { type: 'html5', src: '/v/1.mp4' } }), makeItem(2, { link: 'javascript:x' }), makeItem(3, { image: null })];
    const model = normalizeModule(stream(makeModule(), items), { now });
    expect(model.slides.map((s) => s.key)).toEqual(['feed-1', 'feed-2', 'feed-3']);
    expect(model.staticSlides.map((s) => s.key)).toEqual(['glob']);
    const [s1, s2] = model.slides;
    expect(s1?.title).toBe('Yazı 1');
    expect(s1?.background.image?.src).toBe('https://ornek.test/img/1.jpg');
    expect(s1?.thumb).toBe('https://ornek.test/img/1.jpg');
    expect(s1?.layers.find((l) => l.id === '1')?.content.html).toContain('<h2>Yazı 1</h2>');
    expect(s1?.layers.find((l) => l.id === '3')?.link?.href).toBe('https://ornek.test/yazi/1');
    expect(s1?.layers.find((l) => l.id === '6')?.content.src).toBe('/v/1.mp4');
    expect(s2?.layers.find((l) => l.id === '3')?.link).toBeNull();
    expect(s1?.params[0]?.v).toBe('Yazı 1');
  });
});

describe('feedSourceRefs', () => {
  it('lists each source slide once, as strings, with the engine when given', () => {
    const refs = feedSourceRefs([
      makeItem(1, { sourceModuleId: 12, sourceSlideId: '5' }),
      makeItem(2, { sourceModuleId: '12', sourceSlideId: '5' }),
      makeItem(3, { sourceModuleId: 12, sourceSlideId: '6', sourceModuleEngine: '6' }),
      makeItem(4, { sourceSlideId: '7' }),
      makeItem(5),
    ]);
    expect(refs).toEqual([{ moduleId: '12', slideId: '5' }, { moduleId: '12', slideId: '6', engine: '6' }]);
  });

  it('looks only at the items that will be shown', () => {
    const items = [makeItem(1), makeItem(2, { sourceModuleId: 1, sourceSlideId: '1' })];
    expect(feedSourceRefs(items, 1)).toEqual([]);
    expect(feedSourceRefs(items, 2)).toHaveLength(1);
    const many = Array.from({ length: 40 }, (_, i) => makeItem(i, { sourceModuleId: 1, sourceSlideId: String(i) }));
    expect(feedSourceRefs(many)).toHaveLength(30);
  });
});
