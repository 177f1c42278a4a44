import { describe, expect, it } from 'vitest';
import { staggerDelays, staggerFrom, type StaggerFrom } from './stagger.ts';
import { seededRandom } from '../anim/seeded.ts';

const never = (): number => {
  throw new Error('random must not be drawn for this order');
};
/** Column-major like SR7's slots: index = col * rows + row. */
const at = (delays: readonly number[], rows: number, col: number, row: number) => delays[col * rows + row];
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const close = (a: readonly number[], b: readonly number[]) => {
  expect(a).toHaveLength(b.length);
  a.forEach((v, i) => expect(v).toBeCloseTo(b[i] ?? Number.NaN, 9));
};


describe('staggerFrom', () => {
  it('keeps the known orders', () => {
    for (const f of ['start', 'end', 'center', 'edges', 'random', 'slidebased', 'oppslidebased', 'nodelay']) {
      expect(staggerFrom(f)).toBe(f);
    }
  });
  it('anything else is start (v7.0 dir "default" included)', () => {
    for (const f of ['default', 'middle', '', undefined, null, 3, 'START']) expect(staggerFrom(f)).toBe('start');
  });
});

describe('start', () => {
  it('3×2: cell (0,0) first, the far corner last at exactly `amount`', () => {
    const d = staggerDelays({ cols: 3, rows: 2 }, 'start', 100, 1, never);
    expect(d).toHaveLength(6);
    expect(at(d, 2, 0, 0)).toBe(0);
    expect(at(d, 2, 2, 1)).toBe(100);
    expect(Math.min(...d)).toBe(0);
    expect(Math.max(...d)).toBe(100);
  });
  it('grows with the distance from the origin corner; symmetric cells tie', () => {
    const d = staggerDelays({ cols: 3, rows: 3 }, 'start', 90, 1, never);
    const cell = (col: number, row: number) => at(d, 3, col, row) ?? Number.NaN;
    const [c00, c01, c10, c11, c22] = [cell(0, 0), cell(0, 1), cell(1, 0), cell(1, 1), cell(2, 2)] as const;
    expect(c01).toBeCloseTo(c10, 12); // column-major or row-major: the same distance
    expect(c00).toBeLessThan(c01);
    expect(c01).toBeLessThan(c11);
    expect(c11).toBeLessThan(c22);
  });
  it('column-major indexing: on a 1-row strip the delay grows with the column', () => {
    const d = staggerDelays({ cols: 5, rows: 1 }, 'start', 40, 1, never);
    for (let i = 1; i < 5; i++) expect(d[i]).toBeGreaterThan(d[i - 1] ?? Number.POSITIVE_INFINITY);
    expect(d[0]).toBe(0);
    expect(d[4]).toBe(40);
  });
  it('column-major indexing: on a 2×3 grid index 1 is (col 0, row 1), index 3 is (col 1, row 0)', () => {
    const d = staggerDelays({ cols: 2, rows: 3 }, 'start', 100, 1, never);
    // (0,1) and (1,0) are equally far from the origin, (0,2) is farther than (1,0).
    expect(d[1]).toBeCloseTo(d[3] ?? Number.NaN, 12);
    expect(d[2]).toBeGreaterThan(d[3] ?? Number.POSITIVE_INFINITY);
    expect(d[5]).toBe(100);
  });
  it('does not depend on the direction', () => {
    expect(staggerDelays({ cols: 4, rows: 3 }, 'start', 50, -1, never)).toEqual(staggerDelays({ cols: 4, rows: 3 }, 'start', 50, 1, never));
  });
  it('scales linearly with amount', () => {
    const a = staggerDelays({ cols: 4, rows: 4 }, 'start', 10, 1, never);
    const b = staggerDelays({ cols: 4, rows: 4 }, 'start', 30, 1, never);
    close(b, a.map((v) => v * 3));
  });
});

describe('end', () => {
  it('is start reversed: the far corner first, cell (0,0) last', () => {
    const grid = { cols: 4, rows: 3 };
    const start = staggerDelays(grid, 'start', 120, 1, never);
    const end = staggerDelays(grid, 'end', 120, 1, never);
    close(end, [...start].reverse());
    expect(at(end, 3, 3, 2)).toBe(0);
    expect(at(end, 3, 0, 0)).toBe(120);
  });
});

describe('center', () => {
  it('3×3: the middle cell starts at 0, the corners last at amount', () => {
    const d = staggerDelays({ cols: 3, rows: 3 }, 'center', 60, 1, never);
    expect(at(d, 3, 1, 1)).toBe(0);
    for (const [c, r] of [[0, 0], [0, 2], [2, 0], [2, 2]] as const) expect(at(d, 3, c, r)).toBeCloseTo(60, 9);
    // Edge midpoints lie between.
    const mid = at(d, 3, 0, 1) ?? Number.NaN;
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(60);
  });
  it('5 columns × 1 row: the middle column first, both ends together at amount', () => {
    const d = staggerDelays({ cols: 5, rows: 1 }, 'center', 100, 1, never);
    expect(d[2]).toBe(0);
    expect(d[0]).toBeCloseTo(100, 9);
    expect(d[4]).toBeCloseTo(100, 9);
    expect(d[1]).toBeCloseTo(50, 9);
    expect(d[3]).toBeCloseTo(50, 9);
  });
  it('an even count: the two middle columns start together', () => {
    const d = staggerDelays({ cols: 4, rows: 1 }, 'center', 100, 1, never);
    expect(d[1]).toBe(0);
    expect(d[2]).toBe(0);
    expect(d[0]).toBeCloseTo(100, 9);
    expect(d[3]).toBeCloseTo(100, 9);
  });
});

describe('edges', () => {
  it('3×3: the corners start at 0, the centre last at amount (center inverted)', () => {
    const d = staggerDelays({ cols: 3, rows: 3 }, 'edges', 60, 1, never);
    expect(at(d, 3, 1, 1)).toBe(60);
    for (const [c, r] of [[0, 0], [0, 2], [2, 0], [2, 2]] as const) expect(at(d, 3, c, r)).toBeCloseTo(0, 9);
    const center = staggerDelays({ cols: 3, rows: 3 }, 'center', 60, 1, never);
    close(d, center.map((v) => 60 - v));
  });
});

describe('slidebased / oppslidebased', () => {
  const grid = { cols: 5, rows: 2 };
  const start = staggerDelays(grid, 'start', 80, 1, never);
  const end = staggerDelays(grid, 'end', 80, 1, never);
  it('slidebased equals start going forward and end going backward', () => {
    expect(staggerDelays(grid, 'slidebased', 80, 1, never)).toEqual(start);
    expect(staggerDelays(grid, 'slidebased', 80, -1, never)).toEqual(end);
  });
  it('oppslidebased is the other way round', () => {
    expect(staggerDelays(grid, 'oppslidebased', 80, 1, never)).toEqual(end);
    expect(staggerDelays(grid, 'oppslidebased', 80, -1, never)).toEqual(start);
  });
  it('start and end really differ here (so the checks above can tell them apart)', () => {
    expect(start).not.toEqual(end);
  });
});

describe('random', () => {
  it('a shuffle of the start distances: same multiset of delays as start, in another order', () => {
    const grid = { cols: 4, rows: 4 };
    const start = staggerDelays(grid, 'start', 100, 1, never);
    const random = staggerDelays(grid, 'random', 100, 1, seededRandom(3));
    close(sorted(random), sorted(start));
    expect(random).not.toEqual(start);
    expect(Math.min(...random)).toBe(0);
    expect(Math.max(...random)).toBe(100);
  });
  it('is reproducible for the same random source and differs for another', () => {
    const grid = { cols: 6, rows: 3 };
    expect(staggerDelays(grid, 'random', 100, 1, seededRandom(9))).toEqual(staggerDelays(grid, 'random', 100, 1, seededRandom(9)));
    expect(staggerDelays(grid, 'random', 100, 1, seededRandom(9))).not.toEqual(staggerDelays(grid, 'random', 100, 1, seededRandom(10)));
  });
  it('draws count − 1 numbers (a Fisher–Yates pass)', () => {
    let draws = 0;
    const counting = () => {
      draws++;
      return 0.5;
    };
    staggerDelays({ cols: 3, rows: 4 }, 'random', 10, 1, counting);
    expect(draws).toBe(11);
  });
  it('does not depend on the direction', () => {
    const grid = { cols: 3, rows: 3 };
    expect(staggerDelays(grid, 'random', 50, -1, seededRandom(1))).toEqual(staggerDelays(grid, 'random', 50, 1, seededRandom(1)));
  });
});

describe('degenerate cases', () => {
  it('1×1 grid → [0] for every order', () => {
    const orders: StaggerFrom[] = ['start', 'end', 'center', 'edges', 'random', 'slidebased', 'oppslidebased', 'nodelay'];
    for (const f of orders) expect(staggerDelays({ cols: 1, rows: 1 }, f, 500, 1, never), f).toEqual([0]);
  });
  it('nodelay: every cell at 0', () => {
    expect(staggerDelays({ cols: 3, rows: 2 }, 'nodelay', 500, 1, never)).toEqual([0, 0, 0, 0, 0, 0]);
  });
  it('amount 0 (or negative): every cell at 0', () => {
    expect(staggerDelays({ cols: 3, rows: 2 }, 'start', 0, 1, never)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(staggerDelays({ cols: 2, rows: 2 }, 'edges', -5, 1, never)).toEqual([0, 0, 0, 0]);
  });
  it('all delays lie in [0, amount] for large grids', () => {
    const orders: StaggerFrom[] = ['start', 'end', 'center', 'edges', 'random', 'slidebased', 'oppslidebased'];
    for (const f of orders) {
      const d = staggerDelays({ cols: 30, rows: 30 }, f, 1000, -1, seededRandom(5));
      expect(d).toHaveLength(900);
      for (const v of d) expect(v >= 0 && v <= 1000 + 1e-9, `${f}: ${v}`).toBe(true);
      expect(Math.min(...d)).toBeCloseTo(0, 9);
      expect(Math.max(...d)).toBeCloseTo(1000, 9);
    }
  });
});
