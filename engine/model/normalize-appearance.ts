/**
 * Layer appearance extras → LayerAppearance (types-appearance.ts): box and text shadows, text stroke,
 * accessibility attributes, SVG colouring, image fit and background video.
 *
 * Wire keys. `bShdw` is SR7's (SPEC §3: h, v, blur, spread, color). No real export in ../shared carries a
 * text shadow, text stroke or layer `acc`, so those follow SR7's evident naming and accept the common
 * spellings: text shadow `tShdw` (also `tSh`, `textShadow`), text stroke `tStr` (also `tStroke`,
 * `textStroke`); inside them `h|x`, `v|y`, `blur|b`, `spread|s`, `color|c`, width `w|width`, a use flag
 * `u|use|inuse` (false → no shadow). Offsets, blur, spread and widths are px ladders (5-entry arrays with
 * "#a", or one value). The SVG settings `{c, stroke:{c, w, d, o}}` are the shape SR7 writes in `hov.svg`.
 */
import type { Ladder, LayerType } from './types.ts';
import type {
  AriaLive,
  BoxShadow,
  LayerAccessibility,
  LayerAppearance,
  LayerBgVideo,
  SvgStyle,
  TextShadow,
  TextStroke,
} from './types-appearance.ts';
import { ModuleError } from './errors.ts';
import { resolveLadder, type EntryParser } from './ladder.ts';
import { at, isRecord, optRecord, readBool, readNumber, readString, type Rec } from './read.ts';
import { readImageFill } from './normalize-fill.ts';
import { readMediaUrl } from './media-url.ts';
import { parseColor, parsePx } from './units.ts';

/** SR7's editor default shadow colour (a soft black). */
export const DEFAULT_SHADOW_COLOR = 'rgba(0, 0, 0, 0.25)';

/** The first of `keys` present on `rec`, with the JSON path of the key actually used. */
function pick(rec: Rec, keys: readonly string[], path: string): [unknown, string] {
  for (const key of keys) if (rec[key] !== undefined) return [rec[key], at(path, key)];
  return [undefined, at(path, keys[0] ?? '')];
}

const colorEntry: EntryParser<string> = (value, path) => parseColor(value, path) ?? 'transparent';

function pxLadder(rec: Rec, keys: readonly string[], path: string): Ladder<number> {
  const [raw, p] = pick(rec, keys, path);
  return resolveLadder(raw, parsePx, 0, p);
}

function colorLadder(rec: Rec, path: string, fallback: string): Ladder<string> {
  const [raw, p] = pick(rec, ['color', 'c'], path);
  return resolveLadder(raw, colorEntry, fallback, p);
}

/**
 * The settings object of a shadow/stroke key (first alias present), or null when it is missing, empty,
 * "none"/"" or switched off. A CSS string is not a wire form SR7 writes, so anything else is an error.
 */
function effectRecord(layer: Rec, keys: readonly string[], path: string, what: string): { rec: Rec; path: string } | null {
  const [raw, p] = pick(layer, keys, path);
  if (raw === undefined || raw === null || raw === false) return null;
  if (typeof raw === 'string' && (raw.trim() === '' || raw.trim().toLowerCase() === 'none')) return null;
  if (!isRecord(raw)) {
    if (Array.isArray(raw) && raw.length === 0) return null; // PHP's empty object
    throw new ModuleError(p, what, raw);
  }
  if (Object.keys(raw).length === 0) return null;
  const [use, usePath] = pick(raw, ['u', 'use', 'inuse'], p);
  if (use !== undefined && !readBool(use, usePath, true)) return null;
  return { rec: raw, path: p };
}

function boxShadow(layer: Rec, path: string): BoxShadow | null {
  const found = effectRecord(layer, ['bShdw'], path, 'a box shadow ({h, v, blur, spread, color})');
  if (found === null) return null;
  const { rec, path: p } = found;
  return {
    h: pxLadder(rec, ['h', 'x'], p),
    v: pxLadder(rec, ['v', 'y'], p),
    blur: pxLadder(rec, ['blur', 'b'], p),
    spread: pxLadder(rec, ['spread', 's'], p),
    color: colorLadder(rec, p, DEFAULT_SHADOW_COLOR),
    inset: readBool(rec.inset, at(p, 'inset'), false),
  };
}

function textShadow(layer: Rec, path: string): TextShadow | null {
  const found = effectRecord(layer, ['tShdw', 'tSh', 'textShadow'], path, 'a text shadow ({h, v, blur, color})');
  if (found === null) return null;
  const { rec, path: p } = found;
  return {
    h: pxLadder(rec, ['h', 'x'], p),
    v: pxLadder(rec, ['v', 'y'], p),
    blur: pxLadder(rec, ['blur', 'b'], p),
    color: colorLadder(rec, p, DEFAULT_SHADOW_COLOR),
  };
}

function textStroke(layer: Rec, path: string): TextStroke | null {
  const found = effectRecord(layer, ['tStr', 'tStroke', 'textStroke'], path, 'a text stroke ({w, c})');
  if (found === null) return null;
  const { rec, path: p } = found;
  return { width: pxLadder(rec, ['w', 'width'], p), color: colorLadder(rec, p, '#000000') };
}

const LIVE: readonly AriaLive[] = ['off', 'polite', 'assertive'];
/** ARIA roles are space-separated tokens (fallback roles); nothing else may reach the attribute. */
const ROLE = /^[a-z]+(?: [a-z]+)*$/;

function accessibility(layer: Rec, path: string): LayerAccessibility | null {
  const p = at(path, 'acc');
  if (layer.acc === undefined || layer.acc === null || typeof layer.acc === 'boolean') return null;
  const acc = optRecord(layer.acc, p, 'accessibility settings ({label, hidden, role, live})');
  const [labelRaw, labelPath] = pick(acc, ['label', 'l'], p);
  const [hiddenRaw, hiddenPath] = pick(acc, ['hidden', 'h'], p);
  const [roleRaw, rolePath] = pick(acc, ['role', 'r'], p);
  const role = readString(roleRaw, rolePath, '').trim().toLowerCase();
  if (role !== '' && !ROLE.test(role)) throw new ModuleError(rolePath, 'an ARIA role such as "img" or "heading"', roleRaw);
  const liveWord = readString(acc.live, at(p, 'live'), '').trim().toLowerCase();
  if (liveWord !== '' && !LIVE.includes(liveWord as AriaLive)) throw new ModuleError(at(p, 'live'), `one of ${LIVE.join(', ')}`, acc.live);
  const result: LayerAccessibility = {
    label: readString(labelRaw, labelPath, '').trim(),
    hidden: readBool(hiddenRaw, hiddenPath, false),
    role,
    live: liveWord === '' ? null : (liveWord as AriaLive),
  };
  return result.label === '' && !result.hidden && result.role === '' && result.live === null ? null : result;
}

function svgStyle(layer: Rec, path: string): SvgStyle | null {
  const p = at(path, 'svg');
  if (layer.svg === undefined || layer.svg === null) return null;
  const svg = optRecord(layer.svg, p, 'SVG settings ({c, stroke: {c, w, d, o}})');
  const [fillRaw, fillPath] = pick(svg, ['c', 'color'], p);
  const fill = parseColor(fillRaw, fillPath);
  const strokePath = at(p, 'stroke');
  const s = optRecord(svg.stroke, strokePath, 'an SVG stroke ({c, w, d, o})');
  const color = parseColor(s.c ?? s.color, at(strokePath, s.c !== undefined ? 'c' : 'color'));
  const width = readNumber(s.w, at(strokePath, 'w'), 0);
  const dash = readNumber(s.d, at(strokePath, 'd'), 0);
  const stroke =
    color === null || color === 'transparent' || width <= 0
      ? null
      : { color, width, dash: dash > 0 ? `${dash}px` : '', offset: readNumber(s.o, at(strokePath, 'o'), 0) };
  return fill === null && stroke === null ? null : { fill, stroke };
}

/** The image layer's fill from its `content` (`src, size, sizeVal, pos, repeat`; "100% 100%" → cover). */
function imageFit(layer: Rec, path: string): LayerAppearance['image'] {
  const p = at(path, 'content');
  const content = optRecord(layer.content, p);
  const src = readMediaUrl(content.src, at(p, 'src'));
  return src === null ? null : readImageFill({ ...content, src }, p);
}

/** `bg.video` of a layer (`{src|mpeg|webm, poster, loop, mute}`); an explicit other `bg.type` turns it off. */
function bgVideo(layer: Rec, path: string): LayerBgVideo | null {
  const bgPath = at(path, 'bg');
  const bg = optRecord(layer.bg, bgPath);
  const type = readString(bg.type, at(bgPath, 'type'), '').trim().toLowerCase();
  if (bg.video === undefined || bg.video === null || (type !== '' && type !== 'video' && type !== 'html5')) return null;
  const p = at(bgPath, 'video');
  const video = isRecord(bg.video) ? bg.video : { src: readString(bg.video, p, '') };
  const src = readMediaUrl(video.src ?? video.mpeg ?? video.webm, at(p, 'src'));
  if (src === null) return null;
  return {
    src,
    poster: readMediaUrl(video.poster, at(p, 'poster')),
    loop: readBool(video.loop, at(p, 'loop'), true),
    mute: readBool(video.mute, at(p, 'mute'), true),
    autoPlay: readBool(video.autoPlay, at(p, 'autoPlay'), true),
  };
}

/** Reads a layer's appearance extras; `type` is the layer's normalized type. */
export function readAppearance(layer: Rec, type: LayerType, path: string): LayerAppearance {
  return {
    boxShadow: boxShadow(layer, path),
    textShadow: textShadow(layer, path),
    textStroke: textStroke(layer, path),
    accessibility: accessibility(layer, path),
    svg: type === 'svg' ? svgStyle(layer, path) : null,
    image: type === 'image' ? imageFit(layer, path) : null,
    bgVideo: bgVideo(layer, path),
  };
}
