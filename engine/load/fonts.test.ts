import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import { fontFaceQueries, fontSlug, fontStylesheetUrl, GOOGLE_FONTS_CSS2, isFamilyEndpoint } from './fonts.ts';

const page = 'https://site.test/hizmetler/';
const font = (family: string, normal: number[] = [], italic: number[] = [], icon = false) => ({ family, normal, italic, icon });

describe('font URLs (SPEC §7 "fonts from plugin asset paths")', () => {
  it('slugs a family for its asset folder', () => {
    expect(fontSlug('Open Sans')).toBe('open-sans');
    expect(fontSlug('Strata Test Sans')).toBe('strata-test-sans');
    expect(fontSlug("Çağ Grotesk 2")).toBe('cag-grotesk-2');
    expect(fontSlug('  ')).toBe('');
  });

  it('an asset folder: <base>/<slug>/<slug>.css, resolved against the page', () => {
    expect(fontStylesheetUrl(font('Open Sans', [400]), '/wp-content/uploads/themepunch/gfonts/', page)).toBe('https://site.test/wp-content/uploads/themepunch/gfonts/open-sans/open-sans.css');
    expect(fontStylesheetUrl(font('Inter'), 'fonts', page)).toBe('https://site.test/hizmetler/fonts/inter/inter.css');
  });

  it('a css2 endpoint: the family with the faces it uses, display=swap', () => {
    expect(isFamilyEndpoint(GOOGLE_FONTS_CSS2)).toBe(true);
    expect(isFamilyEndpoint('/fonts/')).toBe(false);
    expect(fontStylesheetUrl(font('Inter', [400, 800]), GOOGLE_FONTS_CSS2, page)).toBe('https://fonts.googleapis.com/css2?family=Inter:wght@400;800&display=swap');
    expect(fontStylesheetUrl(font('Open Sans', [400, 700], [400]), GOOGLE_FONTS_CSS2, page)).toBe('https://fonts.googleapis.com/css2?family=Open+Sans:ital,wght@0,400;0,700;1,400&display=swap');
    expect(fontStylesheetUrl(font('Manrope'), GOOGLE_FONTS_CSS2, page)).toBe('https://fonts.googleapis.com/css2?family=Manrope&display=swap');
  });

  it('icon sets and non-http bases give no URL', () => {
    expect(fontStylesheetUrl(font('FontAwesome', [], [], true), GOOGLE_FONTS_CSS2, page)).toBeNull();
    expect(fontStylesheetUrl(font('Inter'), 'javascript:alert(1)//', page)).toBeNull();
  });

  it('asks for every face the module uses (400 when it names none)', () => {
    expect(fontFaceQueries(font('Open Sans', [400, 700], [400]))).toEqual(['400 1em "Open Sans"', '700 1em "Open Sans"', 'italic 400 1em "Open Sans"']);
    expect(fontFaceQueries(font('Inter'))).toEqual(['400 1em "Inter"']);
  });

  it('reads a real export\'s font list into the URLs SR7 would ask for', () => {
    const model = normalizeModule({ settings: { alias: 'home', fonts: { Manrope: { name: 'Manrope', normal: { 400: true, 500: true }, subset: { latin: true } }, Inter: { name: 'Inter', normal: { 400: true, 800: true } }, FontAwesome: true } }, slides: { 1: { slide: { order: 1 }, layers: {} } } });
    expect(model.fontFaces.map((f) => fontStylesheetUrl(f, GOOGLE_FONTS_CSS2, page))).toEqual([
      'https://fonts.googleapis.com/css2?family=Manrope:wght@400;500&display=swap',
      'https://fonts.googleapis.com/css2?family=Inter:wght@400;800&display=swap',
      null,
    ]);
  });
});
