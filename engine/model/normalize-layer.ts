/**
 * One wire layer → LayerModel: identity, kind, content, size and position. Appearance is in
 * normalize-layer-style.ts, timelines in normalize-timeline.ts.
 */
import { readMediaFilter, readSpike } from './normalize-layer-look.ts';
import type { Ladder, Length, LayerFluid, LayerModel, LayerType, Level } from './types.ts';
import { ModuleError } from './errors.ts';
import { resolveLadder, uniform } from './ladder.ts';
import { at, optRecord, readBool, readEnum, readNumber, readString, type Rec } from './read.ts';
import { layerLink, layerTag, layerType, type LinkMap } from './normalize-layer-kind.ts';
import { readLayerStyle, enumEntry } from './normalize-layer-style.ts';
import { readMediaUrl } from './media-url.ts';
import { readTimeline } from './normalize-timeline.ts';
import { isMediaType, readHtml, readWith, written, type FeatureReaders } from './feature-readers.ts';
import { readAppearance } from './normalize-appearance.ts';
import { readCursor, readHover, readRange, readToggle } from './normalize-hover.ts';
import { contentHtml } from './html-text.ts';
import { backfaceVisible, readStaticTransform } from './normalize-transform.ts';
import { parseLength, parseMinMax, pct } from './units.ts';

export interface LayerContext {
  /** Link actions of the slide by layer id. */
  readonly links: LinkMap;
  /** Raw layers of the slide by id, to look up a parent's kind. */
  readonly byId: ReadonlyMap<string, Rec>;
  /** Module default `fluid` flags. */
  readonly fluid: LayerFluid;
  /** Module `settings.uS` (default false), what a layer's `uS: "default"` means. */
  readonly userSelect: boolean;
  /** The readers only some modules need (feature-readers.ts): video and audio here. */
  readonly readers: FeatureReaders;
}

/**
 * SR7 scales text (and keyframe depth and blur) by default but not spacing: exports write `fluid.sp:true` on
 * the layers (legacy) or in `settings.default.fluid` (compact) that scale their padding and margins.
 * Measured against ../shared/fixtures/sr7/reference (home layer 6 at 480 px keeps its 40/150 px padding).
 * A layer without any `fluid` object (and no module default) keeps its size and position in grid px:
 * SR7_225_1's menu button (140×70 at 480 px, level 3, scale 0.62) and its 50×3 lines spaced 12 px
 * apart render unscaled, while its logo (with `fluid`) scales.
 */
export const DEFAULT_FLUID: LayerFluid = { text: true, transform: true, spacing: false, geometry: false };

/**
 * A layer's own `fluid` object lists the flags that are on: SR7 writes `{tx:true,tr:true}` or `{sp:true}` and never a
 * `false`, so a flag it leaves out is off (wpnext's button with `{sp:true}` keeps its 20 px text while its padding
 * scales: 136×39 at 480 px in the original). An object that does spell a `false` is read as a difference from
 * `fallback`, as the module default `settings.default.fluid` is (compact exports write `{sp:true}` there, text and
 * transforms staying fluid).
 */
export function readFluid(value: unknown, path: string, fallback: LayerFluid, absentIsOff = false): LayerFluid {
  if (value === undefined || value === null) return fallback;
  const fluid = optRecord(value, path);
  const listsOn = absentIsOff && Object.values(fluid).every((flag) => flag === true || flag === 'true');
  const base = listsOn ? { text: false, transform: false, spacing: false } : fallback;
  return {
    text: readBool(fluid.tx, at(path, 'tx'), base.text),
    transform: readBool(fluid.tr, at(path, 'tr'), base.transform),
    spacing: readBool(fluid.sp, at(path, 'sp'), base.spacing),
    // Writing a fluid object at all opts the layer's box into the responsive scale.
    geometry: true,
  };
}

/** SR7 writes "no parent" as -1, "-1", "", null or leaves pid out. */
function parentId(value: unknown, path: string): string | null {
  const s = readString(value, path, '').trim();
  return s === '' || s === '-1' ? null : s;
}

/** Column share: "1/3" → 0.3333, "50%" → 0.5, 0.25 → 0.25 (4 decimals). Missing → 1 (a full-width column). */
function columnFraction(value: unknown, path: string): number {
  if (value === undefined || value === null || value === '') return 1;
  const s = String(typeof value === 'number' || typeof value === 'string' ? value : '').trim();
  const frac = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(s);
  let n = Number.NaN;
  if (frac) n = Number(frac[1]) / Number(frac[2]);
  else if (/^\d+(\.\d+)?%$/.test(s)) n = Number.parseFloat(s) / 100;
  else if (/^\d+(\.\d+)?$/.test(s)) n = Number(s) > 1 ? Number(s) / 100 : Number(s);
  if (!Number.isFinite(n) || n <= 0 || n > 1) throw new ModuleError(path, 'a column fraction like "1/3"', value);
  return Math.round(n * 1e4) / 1e4;
}

const FULL: Ladder<Length> = uniform(pct(100));
const FLOW_PARENTS = new Set(['row', 'column', 'zone']);

function readSize(layer: Rec, type: LayerType, path: string): LayerModel['size'] {
  const size = optRecord(layer.size, path);
  const p = (key: string): string => at(path, key);
  const mode = readString(size.cMode, p('cMode'), 'custom').trim().toLowerCase();
  // SPEC §5: cover size modes become custom 100% width and height; fullwidth only fixes the width.
  const cover = mode === 'cover' || mode === 'fullinset';
  return {
    w: cover || mode === 'fullwidth' ? FULL : resolveLadder(size.w, parseLength, 'auto', p('w')),
    h: cover ? FULL : resolveLadder(size.h, parseLength, 'auto', p('h')),
    minW: resolveLadder(size.minW, parseMinMax, null, p('minW')),
    minH: resolveLadder(size.minH, parseMinMax, null, p('minH')),
    maxW: resolveLadder(size.maxW, parseMinMax, null, p('maxW')),
    maxH: resolveLadder(size.maxH, parseMinMax, null, p('maxH')),
    cover,
    col: type === 'column' ? columnFraction(size.col, p('col')) : null,
  };
}

/** SR7's vertical alignment words, for `pos.v` and a column's `vA`. */
const verticalAlign = enumEntry(['top', 'middle', 'bottom'] as const, { center: 'middle', mid: 'middle' });

/** A column's `vA` as read for its children's line alignment (the column's own reading reports a bad value). */
function columnAlign(value: unknown, path: string): 'top' | 'middle' | 'bottom' {
  try {
    return verticalAlign(value, path);
  } catch {
    return 'top';
  }
}

/** Children of rows, columns and zones flow (relative) unless they say otherwise; all else is absolute. */
function readPos(layer: Rec, parent: Rec | undefined, path: string): LayerModel['pos'] {
  const pos = optRecord(layer.pos, path);
  const p = (key: string): string => at(path, key);
  const parentSub = parent !== undefined && typeof parent.subtype === 'string' ? parent.subtype.toLowerCase() : '';
  const flow = FLOW_PARENTS.has(parentSub) || (parent !== undefined && FLOW_PARENTS.has(String(parent.type)));
  const v: Ladder<'top' | 'middle' | 'bottom'> = resolveLadder(pos.v, verticalAlign, 'top', p('v'));
  return {
    x: resolveLadder(pos.x, parseLength, 0, p('x')),
    y: resolveLadder(pos.y, parseLength, 0, p('y')),
    h: resolveLadder(pos.h, enumEntry(['left', 'center', 'right'], { middle: 'center' }), 'left', p('h')),
    v,
    // In a column SR7 lines its inline-block children up by the column's vA, whatever their own v says: putnam's
    // hamburger lines (v top, middle, bottom in a top-aligned column) all sit at their margins from the top.
    lineAlign: parentSub === 'column' ? uniform(columnAlign(parent?.vA, p('v'))) : v,
    position: readEnum(pos.pos, p('pos'), ['absolute', 'relative'], flow ? 'relative' : 'absolute'),
    float: resolveLadder(pos.float, enumEntry(['none', 'left', 'right']), 'none', p('float')),
    clear: resolveLadder(pos.clear, enumEntry(['none', 'left', 'right', 'both']), 'none', p('clear')),
  };
}

function readContent(layer: Rec, path: string, readers: FeatureReaders): LayerModel['content'] {
  const content = optRecord(layer.content, path);
  const p = (key: string): string => at(path, key);
  return {
    // SR7 renders a newline typed into layer text as a line break (home.json "Space Center Houston\n1601 …").
    html: readHtml(readers, contentHtml(readString(content.text, p('text'), '')), p('text')),
    textTransform: readString(content.trans, p('trans'), '').trim() || 'none',
    src: readMediaUrl(content.src, p('src')),
    poster: readMediaUrl(content.poster, p('poster')),
  };
}

/** SR7 rows stack their columns from level `break` (0–4) on; anything else means never. */
function rowBreak(value: unknown, path: string): Level | null {
  if (value === undefined || value === null || value === '') return null;
  const level = readNumber(value, path, -1);
  return Number.isInteger(level) && level >= 0 && level <= 4 ? (level as Level) : null;
}

/**
 * SR7 `uS` ("user select"): "default" (or absent) takes the module's `settings.uS`; otherwise a boolean. A layer
 * that resolves to true lets its text be selected and takes the pointer whatever its `pE` says.
 */
function readUserSelect(value: unknown, path: string, moduleDefault: boolean): boolean {
  if (value === undefined || value === null || value === 'default' || value === '') return moduleDefault;
  return readBool(value, path, moduleDefault);
}

/** Normalizes one (non slide-BG) layer; `key` is its key in the wire `layers` object. */
export function normalizeLayer(layer: Rec, key: string, path: string, ctx: LayerContext): LayerModel {
  const p = (k: string): string => at(path, k);
  const id = readString(layer.id, p('id'), key).trim() || key;
  const type = layerType(layer.type, layer.subtype, path);
  const pid = parentId(layer.pid, p('pid'));
  const link = layerLink(layer, id, ctx.links, path);
  const style = readLayerStyle(layer, path);
  const size = readSize(layer, type, p('size'));
  const timeline = readTimeline(layer.tl, p('tl'));
  const staticTransform = readStaticTransform(layer.tr, p('tr'));
  return {
    id,
    alias: readString(layer.alias, p('alias'), ''),
    parentId: pid,
    type,
    tag: layerTag(layer.tag, type, link !== null, p('tag')),
    alignTo: readString(layer.rTo, p('rTo'), '').trim().toLowerCase() === 'slide' ? 'slide' : 'grid',
    content: readContent(layer, p('content'), ctx.readers),
    link,
    size,
    pos: readPos(layer, pid === null ? undefined : ctx.byId.get(pid), p('pos')),
    zIndex: readNumber(layer.zIndex, p('zIndex'), 5),
    // SR7's runtime default: a layer without `order` sorts as 5 among its siblings (byFlowOrder).
    order: readNumber(layer.order, p('order'), 5),
    ...style,
    fluid: readFluid(layer.fluid, p('fluid'), ctx.fluid, true),
    rowBreak: type === 'row' ? rowBreak(layer.break, p('break')) : null,
    timeline,
    staticTransform,
    backfaceVisible: backfaceVisible(timeline, staticTransform),
    appearance: readAppearance(layer, type, path),
    hover: readHover(layer.hov, p('hov')),
    toggle: readToggle(layer.toggle, p('toggle'), ctx.readers),
    range: readRange(layer, path),
    cursor: readCursor(layer.cursor, p('cursor')),
    showOnHover: readBool(layer.viSH, p('viSH'), false),
    outOfFocus: readBool(layer.viOC, p('viOC'), false),
    userSelect: readUserSelect(layer.uS, p('uS'), ctx.userSelect),
    spike: readSpike(layer, path),
    mediaFilter: readMediaFilter(layer, path, ctx.readers),
    mod: written(layer.mod) ? readWith(ctx.readers, 'modifiers', layer.mod, p('mod'), null, (m) => m.readLayerModifiers(layer.mod, p('mod'))) : null,
    media: isMediaType(type) ? readWith(ctx.readers, 'media', layer.content, at(path, 'content'), null, (m) => m.readLayerMedia(layer, type, size.cover, path)) : null,
  };
}
