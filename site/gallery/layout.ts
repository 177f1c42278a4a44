/**
 * Isotope's two layout modes as pure functions (BEHAVIOURS §6 "Masonry and filter"): `masonry` (Masonry's
 * column arithmetic, each item into the shortest column group) and `fitRows` (left to right, wrapping into
 * rows). Sizes in, positions out: the DOM side measures and applies (isotope.ts).
 *
 * Our one extension: `gutter` is also the vertical gap (Isotope leaves that to item margins, which we would
 * otherwise have to measure), and the container height excludes the trailing gap.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Position {
  x: number;
  y: number;
}

export interface Arrangement {
  positions: Position[];
  /** The height the container needs. */
  height: number;
}

export interface LayoutFrame {
  containerWidth: number;
  gutter: number;
  /** false in right-to-left pages (Isotope `isOriginLeft`): x counts from the right edge. */
  originLeft?: boolean;
}

function mirror(positions: Position[], sizes: readonly Size[], frame: LayoutFrame): Position[] {
  if (frame.originLeft !== false) return positions;
  return positions.map((p, i) => ({ x: frame.containerWidth - p.x - sizes[i]!.width, y: p.y }));
}

/** Masonry's measureColumns: how many `columnWidth` columns (plus gutters) fit, with a sub-pixel tolerance. */
export function columnCount(containerWidth: number, columnWidth: number, gutter: number): number {
  const stride = columnWidth + gutter;
  if (!(stride > 0)) throw new RangeError(`masonry: columnWidth + gutter must be positive, got ${stride}`);
  const fit = (containerWidth + gutter) / stride;
  // Masonry rounds instead of flooring when a column misses by less than a pixel (percentage widths).
  const excess = stride - ((containerWidth + gutter) % stride);
  return Math.max(1, excess && excess < 1 ? Math.round(fit) : Math.floor(fit));
}

/**
 * Masonry: each item spans ⌈width / (columnWidth + gutter)⌉ columns (capped at the count) and goes to the
 * horizontal position whose tallest spanned column is lowest, the leftmost of equals.
 */
export function masonryLayout(sizes: readonly Size[], frame: LayoutFrame & { columnWidth: number }): Arrangement {
  const { columnWidth, gutter } = frame;
  const cols = columnCount(frame.containerWidth, columnWidth, gutter);
  const stride = columnWidth + gutter;
  const colYs = new Array<number>(cols).fill(0);
  const positions = sizes.map((size) => {
    // As Masonry: a width that overshoots whole columns by under a pixel is rounding noise, not another column.
    const overshoot = size.width % stride;
    const ratio = size.width / stride;
    const span = Math.min(cols, Math.max(1, overshoot && overshoot < 1 ? Math.round(ratio) : Math.ceil(ratio)));
    let bestCol = 0;
    let bestY = Infinity;
    for (let col = 0; col + span <= cols; col++) {
      const top = Math.max(...colYs.slice(col, col + span));
      if (top < bestY) {
        bestY = top;
        bestCol = col;
      }
    }
    const bottom = bestY + size.height + gutter;
    for (let col = bestCol; col < bestCol + span; col++) colYs[col] = bottom;
    return { x: bestCol * stride, y: bestY };
  });
  const height = sizes.length === 0 ? 0 : Math.max(...colYs) - gutter;
  return { positions: mirror(positions, sizes, frame), height };
}

/** Isotope's fitRows: items left to right; one that would overflow the row starts the next, below the tallest. */
export function fitRowsLayout(sizes: readonly Size[], frame: LayoutFrame): Arrangement {
  const { gutter } = frame;
  const rowWidth = frame.containerWidth + gutter;
  let x = 0;
  let y = 0;
  let maxY = 0;
  const positions = sizes.map((size) => {
    const advance = size.width + gutter;
    if (x !== 0 && x + advance > rowWidth) {
      x = 0;
      y = maxY;
    }
    const at = { x, y };
    maxY = Math.max(maxY, y + size.height + gutter);
    x += advance;
    return at;
  });
  const height = sizes.length === 0 ? 0 : maxY - gutter;
  return { positions: mirror(positions, sizes, frame), height };
}
