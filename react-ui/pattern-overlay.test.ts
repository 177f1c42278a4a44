import { describe, expect, it } from 'vitest';
import type { PatternOverlay } from '../engine/index.ts';
import { OVERLAY_GRIDS, overlayTileUrl } from './pattern-overlay.tsx';

const overlay = (over: Partial<PatternOverlay>): PatternOverlay => ({ type: 1, size: 1, colorA: 'transparent', colorB: '#000000', blur: 0, ...over });

/** The SVG inside the tile's `url("data:image/svg+xml,…")`. */
const svgOf = (url: string): string => decodeURIComponent(/^url\("data:image\/svg\+xml,(.*)"\)$/.exec(url)![1]!);
const rects = (svg: string) => [...svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" fill="([^"]*)"\/>/g)].map((m) => ({ x: +m[1]!, y: +m[2]!, size: +m[3]!, fill: m[5] }));

describe('pattern overlay tile (SR7 SR7.F.addOverlay)', () => {
  it('has SR7\'s 17 grids, every row of a grid as long as the first', () => {
    expect(Object.keys(OVERLAY_GRIDS).map(Number)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    for (const grid of Object.values(OVERLAY_GRIDS)) expect(new Set(grid.map((row) => row.length)).size).toBe(1);
    expect(OVERLAY_GRIDS[16]).toEqual(['10001', '01010', '00100', '01010', '10001']);
  });

  it('draws `size` px cells, cB for 1 and cA for 0, leaving transparent cells out', () => {
    const svg = svgOf(overlayTileUrl(overlay({ type: 12, size: 3, colorB: '#fff' })));
    expect(svg).toContain('width="9" height="9"');
    expect(rects(svg)).toEqual([
      { x: 0, y: 0, size: 3, fill: '#fff' },
      { x: 3, y: 3, size: 3, fill: '#fff' },
      { x: 6, y: 6, size: 3, fill: '#fff' },
    ]);
    const both = rects(svgOf(overlayTileUrl(overlay({ type: 4, size: 2, colorA: 'rgba(0, 0, 0, 0.5)', colorB: 'red' }))));
    expect(both).toEqual([
      { x: 0, y: 0, size: 2, fill: 'red' },
      { x: 0, y: 2, size: 2, fill: 'rgba(0, 0, 0, 0.5)' },
    ]);
    // Type 17 is all cA: with cA transparent nothing is drawn.
    expect(rects(svgOf(overlayTileUrl(overlay({ type: 17 }))))).toEqual([]);
  });

  it('a colour cannot break out of its attribute', () => {
    const svg = svgOf(overlayTileUrl(overlay({ colorB: '"/><script>alert(1)</script><rect fill="' })));
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&#34;/&#62;&#60;script&#62;');
  });
});
