/**
 * The layers of one slide: the slide-BG layer is taken out (it becomes the slide background and
 * transition), duplicate ids get a suffix (SPEC §5), and layers are put in SR7's flow order.
 */
import { report } from './diagnostics.ts';
import type { LayerModel } from './types.ts';
import { at, entriesOf, isRecord, readRecord, readString, type Rec } from './read.ts';
import { linkActions } from './normalize-layer-kind.ts';
import { DEFAULT_FLUID, normalizeLayer } from './normalize-layer.ts';
import type { LayerFluid, ModuleMode } from './types.ts';
import { readWith, type FeatureReaders } from './feature-readers.ts';

export interface SlideLayers {
  readonly layers: readonly LayerModel[];
  /** The raw slide-BG layer (`subtype: "slidebg"`) and its path, if the slide has one. */
  readonly bgLayer: { readonly raw: Rec; readonly path: string } | null;
}

/** SPEC §5: "A duplicate layer id gets a random suffix of up to 4 digits." */
function uniqueId(id: string, taken: ReadonlySet<string>, random: () => number): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const r = Math.min(Math.max(random(), 0), 0.99999999);
    const candidate = `${id}-${1 + Math.floor(r * 9999)}`;
    if (!taken.has(candidate)) return candidate;
  }
  // A degenerate random source: count upwards instead (still ≤ 4 digits for any real slide).
  for (let n = 1; ; n++) if (!taken.has(`${id}-${n}`)) return `${id}-${n}`;
}

/**
 * Flow order (see `SlideModel.layers` in types.ts), as SR7's runtime sorts a container's children: `order` ascending
 * (5 where a layer has none); on a tie, relative layers before absolute ones, then wire order (the sort is stable, and
 * number-like keys come first in ascending order, as in the runtime). zIndex never decides the order, only the
 * stacking: putnam-solar-system's columns have zIndex rising with `order`, and the original lays them out by `order`.
 */
export function byFlowOrder(a: LayerModel, b: LayerModel): number {
  return a.order - b.order || (a.pos.position === b.pos.position ? 0 : a.pos.position === 'relative' ? -1 : 1);
}

export function normalizeLayers(
  raw: unknown,
  actions: unknown,
  path: string,
  actionsPath: string,
  random: () => number,
  options: {
    readonly fluid?: LayerFluid;
    readonly mode?: ModuleMode;
    readonly userSelect?: boolean;
    /** Only the slide-BG layer (a deferred slide's background and transition); the others are read later. */
    readonly bgOnly?: boolean;
    /** The readers only some modules need (feature-readers.ts). */
    readonly readers?: FeatureReaders;
  } = {},
): SlideLayers {
  const { fluid = DEFAULT_FLUID, mode = 'visitor', userSelect = false, bgOnly = false, readers = {} } = options;
  if (raw === undefined || raw === null) return { layers: [], bgLayer: null };
  // A layer that is not an object has nothing to show: it is left out and named (the slide keeps the others).
  const entries = entriesOf(raw, path, 'an object of layers keyed by layer id').flatMap(([key, value]): Array<[string, Rec, string]> => {
    const layerPath = at(path, key);
    if (isRecord(value)) return [[key, value, layerPath]];
    if (value !== null && value !== undefined) report(layerPath, 'a layer object', value, null);
    return [];
  });
  let bgLayer: SlideLayers['bgLayer'] = null;
  const byId = new Map<string, Rec>();
  const content: Array<[string, Rec, string]> = [];
  for (const entry of entries) {
    const [key, layer, layerPath] = entry;
    const subtype = readString(layer.subtype, at(layerPath, 'subtype'), '').trim().toLowerCase();
    if (subtype === 'slidebg') {
      bgLayer ??= { raw: layer, path: layerPath };
      continue;
    }
    if (bgOnly) continue;
    const id = readString(layer.id, at(layerPath, 'id'), key).trim() || key;
    // Two layers with one id: the one filed under that id keeps it (exports key layers by their id); a copy whose id was
    // not renewed, under another key, is the duplicate — else the first. Children name their parent by it (`pid`).
    if (!byId.has(id) || key === id) byId.set(id, layer);
    content.push(entry);
  }
  const ctx = { links: linkActions(actions, actionsPath), byId, fluid, userSelect, readers };
  // Every id as written is reserved, so a suffixed id can never collide with a later layer's own id.
  const taken = new Set<string>();
  const reserved = new Set(byId.keys());
  const layers = content.map(([key, layer, layerPath]) => {
    const plain = normalizeLayer(layer, key, layerPath, ctx);
    const model = mode === 'editor' ? { ...plain, editor: readWith(readers, 'editor', layer, layerPath, undefined, (e) => e.readLayerEditor(layer, layerPath)) } : plain;
    const id = taken.has(model.id) || byId.get(model.id) !== layer ? uniqueId(model.id, new Set([...reserved, ...taken]), random) : model.id;
    taken.add(id);
    return id === model.id ? model : { ...model, id };
  });
  return { layers: layers.sort(byFlowOrder), bgLayer };
}
