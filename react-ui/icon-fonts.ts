/**
 * Ligature icon sets in layer text (issue 16): `<i class="material-icons">playlist_add_check</i>` is an icon only in
 * its font. Without the font the word shows and takes the word's width, and pushes its row. strata.css gives such an
 * element its set's family and a 1 em box (the glyph's size); this finds the sets a module's layers use, lets the font
 * base serve them with the module's other fonts (page-fonts.ts), and once those have loaded, marks each set whose font
 * the page still lacks (`data-strata-missing-icons` on <html>) so its words are not drawn in another font. Loaded only
 * for a module whose layers name a set (page-fonts.ts).
 */
import type { ModuleFont, ModuleModel } from '../engine/index.ts';

/** Class → font family of Google's ligature icon sets (the class names their stylesheets define). */
export const LIGATURE_ICON_SETS: Readonly<Record<string, string>> = {
  'material-icons': 'Material Icons',
  'material-icons-outlined': 'Material Icons Outlined',
  'material-icons-round': 'Material Icons Round',
  'material-icons-sharp': 'Material Icons Sharp',
  'material-icons-two-tone': 'Material Icons Two Tone',
  'material-symbols-outlined': 'Material Symbols Outlined',
  'material-symbols-rounded': 'Material Symbols Rounded',
  'material-symbols-sharp': 'Material Symbols Sharp',
};

/** The ligature sets (their class names) that a module's layers use. */
export function ligatureIconSets(model: Pick<ModuleModel, 'slides' | 'staticSlides'>): string[] {
  const used = new Set<string>();
  for (const slide of [...model.slides, ...model.staticSlides]) {
    for (const layer of slide.layers) {
      const html = layer.content.html;
      if (!html.includes('material-')) continue;
      for (const match of html.matchAll(/class\s*=\s*["']([^"']*)["']/gi)) {
        for (const name of match[1]!.split(/\s+/)) if (name in LIGATURE_ICON_SETS) used.add(name);
      }
    }
  }
  return [...used];
}

/** The sets as fonts to ask the font base for. */
export function ligatureIconFonts(sets: readonly string[]): ModuleFont[] {
  return sets.map((set) => ({ family: LIGATURE_ICON_SETS[set]!, normal: [], italic: [], icon: false }));
}

const PROBE_PX = 100;

/**
 * True when `family` draws a ligature as one glyph: a word drawn in it is about 1 em wide, in any fallback font it is
 * several. Asked after the page's fonts for it have loaded (or failed).
 */
async function drawsLigatures(doc: Document, family: string): Promise<boolean> {
  await doc.fonts.load(`${PROBE_PX}px "${family}"`, 'home').catch(() => []);
  const probe = doc.createElement('span');
  probe.textContent = 'home';
  probe.setAttribute('aria-hidden', 'true');
  Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', whiteSpace: 'nowrap', fontSize: `${PROBE_PX}px`, fontFamily: `"${family}", monospace`, fontFeatureSettings: "'liga'", left: '-9999px', top: '0' });
  doc.body.append(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return width < PROBE_PX * 1.5;
}

/** Marks (and unmarks) on <html> each of `sets` whose font the page lacks; see the file comment. */
export async function markMissingIconSets(doc: Document, sets: readonly string[]): Promise<void> {
  const root = doc.documentElement;
  for (const set of sets) {
    const present = await drawsLigatures(doc, LIGATURE_ICON_SETS[set]!);
    const marked = new Set((root.getAttribute('data-strata-missing-icons') ?? '').split(/\s+/).filter(Boolean));
    if (present) marked.delete(set);
    else marked.add(set);
    if (marked.size) root.setAttribute('data-strata-missing-icons', [...marked].join(' '));
    else root.removeAttribute('data-strata-missing-icons');
  }
}
