import { describe, expect, it } from 'vitest';
import { DEFAULT_MODAL_LOOK } from '../modal/types.ts';
import { ModuleError, normalizeModule, normalizeSlides } from './index.ts';
import { fatalErrorOf, withSettings } from './test-diagnostics.ts';

/** A module as SR7's builder saves it: module thumb, cached heights, full slide attr, admin thumb, layer attr. */
const wire = () => ({
  settings: {
    alias: 'menu',
    thumb: 'assets/menu-thumb.jpg',
    size: { cachedHeight: [900, 900, 768, 960, 720] },
    modal: { bg: 'rgba(10, 20, 30, 0.8)', h: 'left' },
  },
  slides: {
    '7': {
      slide: {
        order: 1,
        language: 'tr',
        thumb: { src: 'nav-thumb.jpg', admin: 'admin-thumb.jpg', dimension: 'orig' },
        attr: { class: 'wide', data: 'data-x="1"', id: 'first', a: 'Boğaz', aO: 'c', t: 'Akşam', tO: 'c', deepLink: 'ilk', attr: 'role="group"' },
      },
      layers: { '3': { id: 3, type: 'text', content: { text: 'Merhaba' }, attr: { aO: 'ml', tO: 'ml', iClass: 'sr7-btn', class: 'cta' } } },
    },
    '8': { slide: { order: 2, thumb: 'legacy-thumb.jpg' }, layers: {} },
  },
});

const now = new Date('2025-01-01T00:00:00Z');

describe('normalizeModule: editor ("backend") mode, SPEC §1 / §6', () => {
  const visitor = normalizeModule(wire(), { now });
  const editor = normalizeModule(wire(), { now, mode: 'editor' });

  it('is a visitor build unless asked: no editor fields anywhere', () => {
    expect(visitor.mode).toBe('visitor');
    expect(visitor.editor).toBeNull();
    for (const slide of visitor.slides) {
      expect(slide.editor).toBeUndefined();
      for (const layer of slide.layers) expect(layer.editor).toBeUndefined();
    }
  });

  it('keeps the module builder fields and fills the modal overlay with every default', () => {
    expect(editor.mode).toBe('editor');
    expect(editor.editor).toEqual({
      thumb: 'assets/menu-thumb.jpg',
      cachedHeight: [900, 900, 768, 960, 720],
      overlay: { ...DEFAULT_MODAL_LOOK, bg: 'rgba(10, 20, 30, 0.8)', h: 'left' },
    });
    // A module with no modal settings still gets the whole overlay (SPEC §6 "always gets … overlay … defaults").
    expect(normalizeModule(withSettings({}), { mode: 'editor' }).editor).toEqual({ thumb: null, cachedHeight: null, overlay: DEFAULT_MODAL_LOOK });
  });

  it('keeps every slide attribute, the admin thumbnail and the language; SR6 string thumbs default', () => {
    const [first, second] = editor.slides;
    expect(first?.editor).toEqual({
      adminThumb: 'admin-thumb.jpg',
      thumbDimension: 'orig',
      language: 'tr',
      attr: { id: 'first', class: 'wide', data: 'data-x="1"', alt: 'Boğaz', altSource: 'c', title: 'Akşam', titleSource: 'c', deepLink: 'ilk', custom: 'role="group"' },
    });
    expect(second?.editor).toEqual({
      adminThumb: null,
      thumbDimension: 'slider',
      language: 'default',
      attr: { id: '', class: '', data: '', alt: '', altSource: 'ml', title: '', titleSource: 'ml', deepLink: '', custom: '' },
    });
    // What a visitor needs is the same in both builds.
    expect(first?.thumb).toBe(visitor.slides[0]?.thumb);
    expect(first?.attr).toEqual(visitor.slides[0]?.attr);
  });

  it('keeps the full layer attribute set', () => {
    expect(editor.slides[0]?.layers[0]?.editor).toEqual({
      attr: { id: '', class: 'cta', wrapClass: '', wrapId: '', innerClass: 'sr7-btn', altSource: 'ml', titleSource: 'ml' },
    });
  });

  it('gives both builds arrow and bullet defaults where the wire has none; the editor also the tabs, thumbnails, scrubber and progress bar that are off', () => {
    const bare = (mode: 'visitor' | 'editor') => normalizeModule(withSettings({}), { mode });
    for (const m of [bare('visitor'), bare('editor')]) {
      expect(m.nav.arrows).toMatchObject({ enabled: false, animMs: 1000, left: { h: ['left', 'left', 'left', 'left', 'left'] } });
      expect(m.nav.bullets).toMatchObject({ enabled: false, gap: 5, direction: ['horizontal', 'horizontal', 'horizontal', 'horizontal', 'horizontal'] });
    }
    const editor = bare('editor');
    expect(editor.nav.tabs?.size.width).toEqual([100, 100, 100, 100, 100]);
    expect(editor.nav.thumbs?.size.height).toEqual([50, 50, 50, 50, 50]);
    expect(editor.nav.scrubber).toMatchObject({ enabled: false, pattern: 'dots', slot: 60 });
    expect(editor.progressBar).toMatchObject({ enabled: false, size: 5, type: 'horizontal' });
    // A visitor's model leaves out what is off: their readers are not loaded for it (feature-readers.ts navLists).
    const visitor = bare('visitor');
    expect([visitor.nav.tabs, visitor.nav.thumbs, visitor.nav.scrubber, visitor.progressBar]).toEqual([null, null, null, null]);
    expect({ ...editor.nav, tabs: null, thumbs: null, scrubber: null }).toEqual(visitor.nav);
  });

  it('lazy slides fetched later join the module in its mode', () => {
    const reply = { slides: { '9': { slide: { language: 'de', attr: { aO: 'f' } }, layers: {} } } };
    const [slide] = normalizeSlides(reply, { defaultSlideLength: 9000, fluidDefault: editor.fluidDefault, mode: 'editor' });
    expect(slide?.editor).toMatchObject({ language: 'de', attr: { altSource: 'f' } });
    expect(normalizeSlides(reply, { defaultSlideLength: 9000, fluidDefault: editor.fluidDefault })[0]?.editor).toBeUndefined();
  });

  it('refuses an unknown mode with a clear error', () => {
    expect(() => normalizeModule(wire(), { mode: 'admin' as never })).toThrow(ModuleError);
    expect(() => normalizeModule(wire(), { mode: 'admin' as never })).toThrow(/options\.mode.*"visitor" or "editor"/);
    expect(fatalErrorOf(wire(), { mode: 'admin' as never })).toMatchObject({ path: 'options.mode', got: 'admin' });
  });
});
