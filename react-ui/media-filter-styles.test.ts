import { describe, expect, it } from 'vitest';
import { MEDIA_FILTER_NAMES, normalizeModule } from '../engine/index.ts';
import { mediaFilterCss } from './media-filter-css.ts';
import { mediaFilterClass, usesMediaFilters } from './media-filter-styles.ts';

describe('SR7 mF media filter styles', () => {
  it('offers the 21 looks SR7 ships', () => {
    expect([...MEDIA_FILTER_NAMES].sort()).toEqual(
      ['_1977', 'aden', 'brooklyn', 'clarendon', 'earlybird', 'gingham', 'hudson', 'inkwell', 'lark', 'lofi', 'mayfair', 'moon', 'nashville', 'perpetua', 'reyes', 'rise', 'slumber', 'toaster', 'walden', 'willow', 'xpro2'].sort(),
    );
  });

  it('scoped classes for a look, none without one; a name that is not a look is read as none and named', () => {
    expect(mediaFilterClass('inkwell')).toBe('strata-mf strata-mf-inkwell');
    expect(mediaFilterClass(null)).toBe('');
    const read = normalizeModule({ settings: {}, slides: { a: { layers: { 1: { type: 'image', mF: 'toString' }, 2: { type: 'image', mF: ' Lark ' } } } } });
    expect(read.slides[0]!.layers.map((layer) => layer.mediaFilter)).toEqual([null, 'lark']);
    expect(read.diagnostics.map((d) => d.path)).toEqual(['module.slides.a.layers["1"].mF']);
  });

  it('writes each look as its filter chain and its sheets (fill, blend, opacity) on ::before / ::after', () => {
    const css = mediaFilterCss();
    expect(css).toContain('.strata-mf-inkwell { filter: sepia(0.3) contrast(1.1) brightness(1.1) grayscale(1); }');
    expect(css).toContain('.strata-mf-hudson::after { background: radial-gradient(circle, #a6b1ff 50%, #342134); mix-blend-mode: multiply; opacity: 0.5; }');
    expect(css).toContain('.strata-mf-clarendon::before { background: rgba(127, 187, 227, 0.2); mix-blend-mode: overlay; }');
    expect(css).not.toContain('.strata-mf-perpetua { filter');
    for (const name of MEDIA_FILTER_NAMES) expect(css).toContain(`.strata-mf-${name}`);
  });

  it('a module uses the stylesheet only when a layer or a slide background has a look', () => {
    const plain = normalizeModule({ settings: {}, slides: { a: { layers: { 1: { type: 'text' } } } } });
    const layer = normalizeModule({ settings: {}, slides: { a: { layers: { 1: { type: 'image', mF: 'lark' } } } } });
    const bg = normalizeModule({ settings: {}, slides: { a: { layers: { bg: { subtype: 'slidebg', mF: 'moon' } } } } });
    expect([usesMediaFilters(plain), usesMediaFilters(layer), usesMediaFilters(bg)]).toEqual([false, true, true]);
  });
});
