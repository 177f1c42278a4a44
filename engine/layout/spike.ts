/**
 * SR7 layer `spike` (SPEC §3 layer behaviour): zig-zag cuts on a layer's left and right edges, drawn as a CSS
 * clip-path polygon. Each edge has a style (how many teeth and where they point) and a depth in % of the width.
 * The outline runs up the left edge (bottom → top) and down the right one, as SR7 builds it.
 */

import type { LayerSpike, SpikeType } from '../model/types-layer.ts';

/**
 * One edge's points, bottom (y 100%) to top (y 0%): `outer` is the layer's own edge (0 or 100), `inner` the
 * indented one. 'o' = a point on the outer edge, 'i' = on the inner one, at the y positions of the style.
 */
const EDGE_POINTS: Readonly<Record<SpikeType, readonly (readonly ['o' | 'i', number])[]>> = {
  none: [['o', 100], ['o', 0]],
  top: [['i', 100], ['o', 0]],
  middle: [['i', 100], ['o', 50], ['i', 0]],
  bottom: [['o', 100], ['i', 0]],
  two: [['i', 100], ['o', 75], ['i', 50], ['o', 25], ['i', 0]],
  three: [['o', 100], ['i', 75], ['o', 50], ['i', 25], ['o', 0]],
  four: teeth(8),
  five: teeth(10),
};

/** Alternating outer/inner points at `steps` equal heights, starting and ending on the outer edge. */
function teeth(steps: number): (readonly ['o' | 'i', number])[] {
  return Array.from({ length: steps + 1 }, (_, i) => [i % 2 === 0 ? 'o' : 'i', 100 - (100 * i) / steps] as const);
}

const pct = (n: number) => `${Number(n.toFixed(4))}%`;

function edge(type: SpikeType, outer: number, inner: number): string[] {
  return EDGE_POINTS[type].map(([at, y]) => `${pct(at === 'o' ? outer : inner)} ${pct(y)}`);
}

/** The CSS clip-path of a spike, e.g. `polygon(10% 100%,0% 50%,10% 0%,80% 0%,100% 25%,…)`. */
export function spikeClipPath(spike: LayerSpike): string {
  const left = edge(spike.left.type, 0, spike.left.depth);
  const right = edge(spike.right.type, 100, 100 - spike.right.depth).reverse();
  return `polygon(${[...left, ...right].join(',')})`;
}
