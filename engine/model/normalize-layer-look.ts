/**
 * Layer looks SR7 draws over or around a layer's content (SPEC §3 layer behaviour keys): `spike` edge cuts and
 * `mF` media filters.
 */
import { hasMediaFilter, readWith, type FeatureReaders } from './feature-readers.ts';
import { at, optRecord, readBool, readEnum, readNumber, type Rec } from './read.ts';
import type { LayerSpike, SpikeType } from './types-layer.ts';

export const SPIKE_TYPES: readonly SpikeType[] = ['none', 'top', 'middle', 'bottom', 'two', 'three', 'four', 'five'];
const DEFAULT_SPIKE_DEPTH = 10;

/** Wire `spike: {use, l, r, lw, rw}`: only a spike that is switched on (`use`) cuts the layer. */
export function readSpike(layer: Rec, path: string): LayerSpike | null {
  if (layer.spike === undefined || layer.spike === null) return null;
  const p = at(path, 'spike');
  const spike = optRecord(layer.spike, p);
  if (!readBool(spike.use, at(p, 'use'), false)) return null;
  const depth = (key: 'lw' | 'rw') => Math.min(100, Math.max(0, readNumber(spike[key], at(p, key), DEFAULT_SPIKE_DEPTH)));
  return {
    left: { type: readEnum(spike.l, at(p, 'l'), SPIKE_TYPES, 'none'), depth: depth('lw') },
    right: { type: readEnum(spike.r, at(p, 'r'), SPIKE_TYPES, 'none'), depth: depth('rw') },
  };
}

/** Wire `mF`: one of SR7's media filter looks (media-filters.ts), or "none" / absent. */
export function readMediaFilter(layer: Rec, path: string, readers: FeatureReaders): string | null {
  if (!hasMediaFilter(layer.mF)) return null;
  const p = at(path, 'mF');
  return readWith(readers, 'filters', layer.mF, p, null, ({ MEDIA_FILTERS }) => {
    const name = readEnum(layer.mF, p, ['none', ...Object.keys(MEDIA_FILTERS)], 'none');
    return name === 'none' ? null : name;
  });
}
