import { describe, expect, it } from 'vitest';
import { scopeSkinCss } from '../engine/model/skin-css.ts';
import { drawSkinGlyphs, skinDrawsGlyph } from './skin-glyphs.ts';

describe('revicons glyphs in skin CSS', () => {
  it('draws the two chevrons as a mask in the text colour; other content stays as written', () => {
    const css = ".zeus.sr7-arrows.sr7-leftarrow:before { content: '\\e824'; }\n.zeus.sr7-rightarrow:before{content:\"\\E825\"}\n.x:before { content: '\\e801'; }";
    const drawn = drawSkinGlyphs(css);
    expect(drawn).toContain("content: '\\200b'; background: currentColor; -webkit-mask: var(--strata-chevron-prev) center / 1em 1em no-repeat");
    expect(drawn).toContain('mask: var(--strata-chevron-next) center / 1em 1em no-repeat');
    expect(drawn).toContain("content: '\\e801'");
    expect(drawn).not.toContain('e824');
    // Scoping keeps every declaration.
    const scoped = scopeSkinCss(drawn, '[data-strata-module="m"]');
    expect(scoped).toContain('[data-strata-module="m"] .zeus.sr7-arrows.sr7-leftarrow:before{');
    expect(scoped).toContain('mask: var(--strata-chevron-prev) center / 1em 1em no-repeat');
  });

  it('draws the other revicons arrows as their shapes (a gallery skin\'s \\e82a / \\e82b), mirrored for next', () => {
    const drawn = drawSkinGlyphs(".g.sr7-leftarrow:before { content: '\\e82a'; }\n.g.sr7-rightarrow:before { content: '\\e82b'; }\n.t:before { content: '\\e817'; }");
    expect(drawn).not.toMatch(/content: '\\e8/);
    const masks = [...drawn.matchAll(/-webkit-mask: (url\("data:image\/svg\+xml,[^"]+"\))/g)].map((m) => m[1]!);
    expect(masks).toHaveLength(3);
    // The same chevron both ways: the next one is the prev one mirrored.
    expect(masks[0]).not.toContain('transform');
    expect(masks[1]).toBe(masks[0]!.replace("/%3E%3C/svg", " transform='matrix(-1 0 0 1 20 0)'/%3E%3C/svg"));
    // A triangle is filled, a chevron stroked.
    expect(masks[2]).toContain("fill='%23000'");
    expect(masks[0]).toContain("stroke='%23000'");
    // Each is an SVG a browser can read.
    for (const mask of masks) expect(decodeURIComponent(mask.slice(5, -2).replace('data:image/svg+xml,', ''))).toMatch(/^<svg [^>]+><path d='[^']+' [^>]+\/><\/svg>$/);
  });

  it('a skin with no content of its own leaves the glyph to the base chevrons', () => {
    expect(skinDrawsGlyph('.clean_arrows.sr7-arrows:before { color: #fff; width: 55px; font-size: 20px; }')).toBe(false);
    expect(skinDrawsGlyph(".zeus.sr7-arrows:before{content:'\\e824'}")).toBe(true);
    expect(skinDrawsGlyph('.a:before { align-content: center; }')).toBe(false);
  });
});
