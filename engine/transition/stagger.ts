import type { Grid } from './spec.ts';

/** SR7 stagger orders (`f` / 7.0 `dir`), mapped onto gsap's grid stagger `from`. */
export type StaggerFrom = 'start' | 'end' | 'center' | 'edges' | 'random' | 'slidebased' | 'oppslidebased' | 'nodelay';

const ORIGIN: Readonly<Record<'start' | 'end' | 'center' | 'edges', number>> = { start: 0, end: 1, center: 0.5, edges: 0.5 };

export function staggerFrom(value: unknown): StaggerFrom {
  const known = ['start', 'end', 'center', 'edges', 'random', 'slidebased', 'oppslidebased', 'nodelay'];
  return typeof value === 'string' && known.includes(value) ? (value as StaggerFrom) : 'start';
}

/**
 * Start delay (ms) of every cell, column-major like SR7's slots. Same distribution as gsap's
 * `stagger: {grid, from, amount}` (distances from an origin cell, normalised to 0..amount; `edges`
 * inverted so the rim starts first; `random` shuffles the distances), plus SR7's own orders:
 * `slidebased` runs from the side the next slide comes from, `oppslidebased` from the other side,
 * `nodelay` starts every cell at once.
 */
export function staggerDelays(
  grid: Grid,
  from: StaggerFrom,
  amount: number,
  direction: 1 | -1,
  random: () => number,
): number[] {
  const count = grid.cols * grid.rows;
  if (count <= 1 || amount <= 0 || from === 'nodelay') return new Array<number>(count).fill(0);
  const order: keyof typeof ORIGIN | 'random' =
    from === 'slidebased' ? (direction > 0 ? 'start' : 'end')
    : from === 'oppslidebased' ? (direction > 0 ? 'end' : 'start')
    : from;
  const ratio = order === 'random' ? 0 : ORIGIN[order];
  const originX = grid.cols * ratio - 0.5;
  const originY = grid.rows * ratio - 0.5;
  const distances: number[] = [];
  for (let col = 0; col < grid.cols; col++) {
    for (let row = 0; row < grid.rows; row++) distances.push(Math.hypot(col - originX, row - originY));
  }
  if (order === 'random') shuffle(distances, random);
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const d of distances) {
    min = Math.min(min, d);
    max = Math.max(max, d);
  }
  const span = max - min;
  return distances.map((d) => {
    const t = span > 0 ? (d - min) / span : 0;
    return (order === 'edges' ? 1 - t : t) * amount;
  });
}

function shuffle(values: number[], random: () => number): void {
  for (let i = values.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [values[i], values[j]] = [values[j] as number, values[i] as number];
  }
}
