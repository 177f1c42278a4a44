import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../engine/index.ts';
import { ligatureIconFonts, ligatureIconSets } from './icon-fonts.ts';

const layer = (id: number, text: string) => ({ id, type: 'text', content: { text } });
const moduleWith = (...texts: string[]) =>
  normalizeModule({ id: 1, settings: { alias: 'icons' }, slides: { 1: { slide: { id: 1 }, layers: Object.fromEntries(texts.map((t, i) => [String(i), layer(i, t)])) } } });

describe('ligature icon sets in layer text', () => {
  it('finds the sets by their classes, on any element and beside other classes, each once', () => {
    const model = moduleWith(
      '<i class="material-icons">playlist_add_check</i>',
      'Ekle <span class="big material-symbols-outlined">add</span> <i class="material-icons">home</i>',
      '<i class="fa-youtube-play"></i> <i class="material-iconsx">not one</i> material-icons as a word',
    );
    expect(ligatureIconSets(model).sort()).toEqual(['material-icons', 'material-symbols-outlined']);
  });

  it('a module without them has none, and each set is asked for as its font family', () => {
    expect(ligatureIconSets(moduleWith('<b>Merhaba</b>'))).toEqual([]);
    expect(ligatureIconFonts(['material-icons', 'material-symbols-rounded']).map((f) => f.family)).toEqual(['Material Icons', 'Material Symbols Rounded']);
  });
});
