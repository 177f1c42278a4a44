/**
 * SR7 draws navigation glyphs with its own icon font, revicons, which a page without SR7 does not have: a skin's
 * `content: '\e824'` would show an empty box (lasak's `zeus` arrows), and a skin that writes no glyph at all gets the
 * same chevrons from SR7's base styles (starnext's `clean_arrows`). Both references show the thin chevron, 0.85 em
 * tall in the skin's font size and colour, centred in the arrow. Strata draws it as a mask in the text colour over
 * the ::before box (strata.css `--strata-chevron-prev|next`, `.strata-arrow-glyph`): no icon font to download.
 */

/** The revicons code points the exports use for their arrows. */
const CHEVRONS: Readonly<Record<string, 'prev' | 'next'>> = { e824: 'prev', e825: 'next' };

const glyph = (dir: 'prev' | 'next') => {
  const mask = `var(--strata-chevron-${dir}) center / 1em 1em no-repeat`;
  // A zero-width space keeps the line box (a skin sizes ::before by its line height), with nothing of its own to show.
  return `content: '\\200b'; background: currentColor; -webkit-mask: ${mask}; mask: ${mask}`;
};

/** A skin's CSS with its revicons chevrons drawn by Strata (before it is scoped: engine/model/nav-skin.ts). */
export function drawSkinGlyphs(css: string): string {
  return css.replace(/content\s*:\s*(['"])\\0*(e82[45])\s?\1/gi, (_all, _quote, code: string) => glyph(CHEVRONS[code.toLowerCase()]!));
}

/** Whether a skin writes its arrows' glyph itself; without one, SR7's base chevrons show (`.strata-arrow-glyph`). */
export function skinDrawsGlyph(css: string): boolean {
  return /(^|[\s;{])content\s*:/i.test(css);
}
