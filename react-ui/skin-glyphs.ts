/**
 * SR7 draws navigation glyphs with its own icon font, revicons, which a page without SR7 does not have: a skin's
 * `content: '\e824'` would show an empty box (lasak's `zeus` arrows), and a skin that writes no glyph at all gets the
 * same chevrons from SR7's base styles (starnext's `clean_arrows`). Both references show the thin chevron, 0.85 em
 * tall in the skin's font size and colour, centred in the arrow. Strata draws it as a mask in the text colour over
 * the ::before box (strata.css `--strata-chevron-prev|next`, `.strata-arrow-glyph`): no icon font to download.
 *
 * Skins name the other arrows of the set too (a gallery skin's `\e82a` / `\e82b`): each revicons arrow is drawn the
 * same way, as the shape its revicons name says (revicons.css: left-open-big, left-open-1, left-dir, left-big …), in
 * a 20-unit square. Any other code point stays as written.
 */

type Direction = 'prev' | 'next' | 'down';
/** SVG of a shape pointing left (or down for `down`), in a 20 × 20 box: a path and whether it is stroked or filled. */
type Shape = readonly [path: string, stroke: number];

const SHAPES = {
  /** left-open-big: the thin chevron (strata.css draws it from its own variables). */
  openBig: ['M14 1.5 5.5 10l8.5 8.5', 1.8],
  /** left-open-1, left-open-2, left-open-outline: a chevron. */
  open1: ['M13.5 3 6.5 10l7 7', 2.6],
  /** left-open: Font Awesome's heavier chevron. */
  open: ['M13.5 3.5 7 10l6.5 6.5', 3.6],
  /** left-open-mini, angle-left: a small chevron. */
  mini: ['M12 5.5 7.5 10l4.5 4.5', 2.6],
  /** left-dir: a solid triangle. */
  dir: ['M13 4v12L6 10z', 0],
  /** left-big: an arrow with a shaft. */
  big: ['M17 10H4.5M10 4 4 10l6 6', 3],
  /** left: a thin arrow with a shaft. */
  arrow: ['M17.5 10H3.5M9 4.5 3.5 10 9 15.5', 1.8],
  /** down-open: a chevron pointing down. */
  down: ['M3 6.5l7 7 7-7', 2.6],
} satisfies Record<string, Shape>;

/** The revicons arrows by code point (revicons.css), with the shape and the way each points. */
const GLYPHS: Readonly<Record<string, readonly [keyof typeof SHAPES, Direction]>> = {
  e824: ['openBig', 'prev'], e825: ['openBig', 'next'],
  e82a: ['open1', 'prev'], e82b: ['open1', 'next'],
  e82c: ['open1', 'prev'], e82d: ['open1', 'next'],
  e82e: ['open1', 'prev'], e82f: ['open1', 'next'],
  e819: ['open', 'prev'], e81a: ['open', 'next'],
  e822: ['mini', 'prev'], e823: ['mini', 'next'],
  e820: ['mini', 'prev'], e81d: ['mini', 'next'],
  e817: ['dir', 'prev'], e818: ['dir', 'next'],
  e81f: ['big', 'prev'], e81e: ['big', 'next'],
  e836: ['arrow', 'prev'], e826: ['arrow', 'next'],
  e83b: ['down', 'down'],
};

/** The mask image of a shape: the chevron's own variable, else an SVG (mirrored for `next`) as a data URL. */
function maskImage(shape: keyof typeof SHAPES, dir: Direction): string {
  if (shape === 'openBig') return `var(--strata-chevron-${dir})`;
  const [path, stroke] = SHAPES[shape];
  const paint = stroke > 0 ? `fill='none' stroke='%23000' stroke-width='${stroke}'` : `fill='%23000'`;
  const flip = dir === 'next' ? ` transform='matrix(-1 0 0 1 20 0)'` : '';
  return `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='${path}' ${paint}${flip}/%3E%3C/svg%3E")`;
}

const glyph = (shape: keyof typeof SHAPES, dir: Direction) => {
  const mask = `${maskImage(shape, dir)} center / 1em 1em no-repeat`;
  // A zero-width space keeps the line box (a skin sizes ::before by its line height), with nothing of its own to show.
  return `content: '\\200b'; background: currentColor; -webkit-mask: ${mask}; mask: ${mask}`;
};

/** A skin's CSS with its revicons arrows drawn by Strata (before it is scoped: engine/model/nav-skin.ts). */
export function drawSkinGlyphs(css: string): string {
  return css.replace(/content\s*:\s*(['"])\\0*(e8[0-9a-f]{2})\s?\1/gi, (all, _quote, code: string) => {
    const known = GLYPHS[code.toLowerCase()];
    return known ? glyph(...known) : all;
  });
}

/** Whether a skin writes its arrows' glyph itself; without one, SR7's base chevrons show (`.strata-arrow-glyph`). */
export function skinDrawsGlyph(css: string): boolean {
  return /(^|[\s;{])content\s*:/i.test(css);
}
