import type { CSSProperties, ReactNode } from 'react';
import type { PatternOverlay } from '../engine/index.ts';

/**
 * SR7's overlay patterns (sr7.js SR7.F.addOverlay), rows top to bottom: 1 marks a `cB` cell, 0 a `cA` cell.
 * Type 17 is all `cA`.
 */
export const OVERLAY_GRIDS: Readonly<Record<number, readonly string[]>> = {
  1: ['10', '00'],
  2: ['100', '000', '000'],
  3: ['1000', '0000', '0000'],
  4: ['1', '0'],
  5: ['1', '0', '0'],
  6: ['1', '0', '0', '0'],
  7: ['10'],
  8: ['100'],
  9: ['1000'],
  10: ['10000', '01010', '00000', '01010', '00001'],
  11: ['00100', '01010', '10001', '01010', '00100'],
  12: ['100', '010', '001'],
  13: ['001', '010', '100'],
  14: ['10000', '01000', '00100', '00010', '00000'],
  15: ['00001', '00010', '00100', '01000', '10000'],
  16: ['10001', '01010', '00100', '01010', '10001'],
  17: ['00', '00'],
};

const attr = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The repeated tile as a CSS `url(…)`: an SVG of `size` px cells. SR7 draws it on a canvas at CSS pixels; an SVG
 * stays sharp at any device pixel ratio. Cells whose colour is `transparent` are left out, as SR7 does.
 */
export function overlayTileUrl(overlay: PatternOverlay): string {
  const grid = OVERLAY_GRIDS[overlay.type] ?? OVERLAY_GRIDS[2]!;
  const { size } = overlay;
  const rects: string[] = [];
  grid.forEach((row, y) => {
    [...row].forEach((cell, x) => {
      const fill = cell === '1' ? overlay.colorB : overlay.colorA;
      if (fill.trim().toLowerCase() !== 'transparent') rects.push(`<rect x="${x * size}" y="${y * size}" width="${size}" height="${size}" fill="${attr(fill)}"/>`);
    });
  });
  const width = grid[0]!.length * size;
  const height = grid.length * size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" shape-rendering="crispEdges">${rects.join('')}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * SR7's `<sr7-overlay>`: the pattern repeated over media (z-index 3, above the video and its poster). Unlike SR7's
 * it lets pointer events through, so a video's own controls stay usable under it. `bf` blurs what is behind it.
 */
export function PatternOverlayView(props: { readonly overlay: PatternOverlay | undefined; readonly className?: string }): ReactNode {
  const { overlay } = props;
  if (!overlay) return null;
  const style: CSSProperties = { backgroundImage: overlayTileUrl(overlay) };
  if (overlay.blur > 0) style.backdropFilter = `blur(${overlay.blur}px)`;
  return <div className={['strata-pattern-overlay', props.className].filter(Boolean).join(' ')} data-overlay-type={overlay.type} aria-hidden="true" style={style} />;
}
