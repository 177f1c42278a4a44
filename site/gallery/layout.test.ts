import { describe, expect, it } from 'vitest';
import { columnCount, fitRowsLayout, masonryLayout } from './layout.ts';

describe('columnCount (Masonry measureColumns)', () => {
  it('fits columns and their gutters into the container', () => {
    expect(columnCount(1000, 320, 20)).toBe(3); // 3·320 + 2·20 = 1000
    expect(columnCount(999, 320, 20)).toBe(2);
    expect(columnCount(100, 320, 20)).toBe(1);
  });
  it('rounds when a column misses by less than a pixel (percentage widths)', () => {
    expect(columnCount(999.5, 320, 20)).toBe(3);
  });
  it('refuses a zero stride', () => {
    expect(() => columnCount(100, 0, 0)).toThrow(/must be positive/);
  });
});

describe('masonryLayout', () => {
  const frame = { containerWidth: 1000, columnWidth: 320, gutter: 20 };

  it('puts each item into the shortest column, leftmost first', () => {
    const sizes = [
      { width: 320, height: 200 },
      { width: 320, height: 400 },
      { width: 320, height: 300 },
      { width: 320, height: 100 }, // shortest column: 0 (bottom 220)
      { width: 320, height: 100 }, // now column 0 ends at 340, column 2 at 320 → column 2
    ];
    const { positions, height } = masonryLayout(sizes, frame);
    expect(positions).toEqual([
      { x: 0, y: 0 },
      { x: 340, y: 0 },
      { x: 680, y: 0 },
      { x: 0, y: 220 },
      { x: 680, y: 320 },
    ]);
    expect(height).toBe(420); // column 1: 400 + gap, minus the trailing gap
  });

  it('lets a wide item span columns at the lowest pair', () => {
    const sizes = [
      { width: 320, height: 300 },
      { width: 320, height: 100 },
      { width: 320, height: 150 },
      { width: 660, height: 50 }, // two columns + gutter: columns 1–2 end at 120 and 170 → y 170
    ];
    const { positions } = masonryLayout(sizes, frame);
    expect(positions[3]).toEqual({ x: 340, y: 170 });
  });

  it('caps a span at the column count', () => {
    const { positions } = masonryLayout([{ width: 2000, height: 10 }], frame);
    expect(positions[0]).toEqual({ x: 0, y: 0 });
  });

  it('mirrors x in right-to-left pages', () => {
    const { positions } = masonryLayout([{ width: 320, height: 10 }, { width: 320, height: 10 }], { ...frame, originLeft: false });
    expect(positions).toEqual([{ x: 680, y: 0 }, { x: 340, y: 0 }]);
  });

  it('is empty for no items', () => {
    expect(masonryLayout([], frame)).toEqual({ positions: [], height: 0 });
  });
});

describe('fitRowsLayout', () => {
  it('fills rows left to right and wraps below the tallest item', () => {
    const sizes = [
      { width: 300, height: 100 },
      { width: 300, height: 180 },
      { width: 300, height: 120 },
      { width: 300, height: 50 },
    ];
    const { positions, height } = fitRowsLayout(sizes, { containerWidth: 940, gutter: 20 });
    expect(positions).toEqual([
      { x: 0, y: 0 },
      { x: 320, y: 0 },
      { x: 640, y: 0 },
      { x: 0, y: 200 },
    ]);
    expect(height).toBe(250);
  });

  it('never leaves an item alone on an empty row, even when it is wider than the container', () => {
    const { positions } = fitRowsLayout([{ width: 2000, height: 10 }, { width: 10, height: 10 }], { containerWidth: 500, gutter: 0 });
    expect(positions).toEqual([{ x: 0, y: 0 }, { x: 0, y: 10 }]);
  });

  it('mirrors x in right-to-left pages', () => {
    const { positions } = fitRowsLayout([{ width: 300, height: 10 }], { containerWidth: 940, gutter: 20, originLeft: false });
    expect(positions).toEqual([{ x: 640, y: 0 }]);
  });
});
