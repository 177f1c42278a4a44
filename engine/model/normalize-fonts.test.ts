import { describe, expect, it } from 'vitest';
import { readFontFaces } from './normalize-fonts.ts';
import { normalizeModule } from './normalize.ts';
import { collect, ONE_SLIDE, withSettings } from './test-diagnostics.ts';

describe('readFontFaces (settings.fonts)', () => {
  it('reads families, their upright and italic weights, and icon sets', () => {
    expect(
      readFontFaces(
        {
          "'Open+Sans'": { name: "'Open Sans'", normal: { 400: true, 800: true, 600: false }, italic: { 400: true }, subset: { latin: true } },
          Inter: { name: 'Inter', normal: { 700: true, regular: true, x: true }, subset: [] },
          FontAwesome: true,
        },
        'module.settings.fonts',
      ),
    ).toEqual([
      { family: 'Open Sans', normal: [400, 800], italic: [400], icon: false },
      { family: 'Inter', normal: [400, 700], italic: [], icon: false },
      { family: 'FontAwesome', normal: [], italic: [], icon: true },
    ]);
  });

  it('takes a list of names, merges a family named twice and skips nameless entries', () => {
    expect(readFontFaces(['Manrope', { name: 'Manrope', normal: { 500: true } }, { normal: { 400: true } }], 'f')).toEqual([
      { family: 'Manrope', normal: [500], italic: [], icon: false },
    ]);
    expect(readFontFaces(undefined, 'f')).toEqual([]);
  });

  it('a font list that is neither a map nor a list is reported once at its path and read as no fonts', () => {
    const direct = collect(() => readFontFaces('Inter', 'module.settings.fonts'));
    expect(direct.result).toEqual([]);
    expect(direct.diagnostics).toEqual([{ path: 'module.settings.fonts', expected: 'fonts by family', found: 'Inter', used: [] }]);
    // settings.fonts feeds both `fonts` and `fontFaces`: one bad value is still one diagnostic.
    const model = normalizeModule(withSettings({ fonts: 'Inter' }));
    expect(model.fonts).toEqual([]);
    expect(model.fontFaces).toEqual([]);
    expect(model.diagnostics).toEqual([{ path: 'module.settings.fonts', expected: 'fonts by family', found: 'Inter', used: [] }]);
  });

  it('normalizeModule carries it as fontFaces beside the family names', () => {
    const model = normalizeModule({ settings: { alias: 'f', fonts: { Inter: { name: 'Inter', normal: { 800: true } } } }, slides: ONE_SLIDE });
    expect(model.fonts).toEqual(['Inter']);
    expect(model.fontFaces).toEqual([{ family: 'Inter', normal: [800], italic: [], icon: false }]);
    expect(model.diagnostics).toEqual([]);
  });
});
