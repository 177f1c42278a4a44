/**
 * Layer timelines: `tl.<scene>.<target>.all[]` → KeyFrame[] per target (FORMAT.md §9; getKeyFrame
 * defaults t/d 300, e "power3.inOut").
 */
import type { FrameFilter, FrameValue, KeyFrame, LoopPart, SceneTimeline, TimelineTarget, TrackMeta } from './types.ts';
import { ModuleError } from './errors.ts';
import { resolveLadder } from './ladder.ts';
import { at, isRecord, optRecord, readBool, readNumber, readString, type Rec } from './read.ts';
import { report } from './diagnostics.ts';
import { lengthFromString, parseNumber, unwrapValue } from './units.ts';
import { parseColor } from './color.ts';
import { isKnownEase } from '../anim/eases.ts';

const TARGETS: readonly TimelineTarget[] = ['content', 'mask', 'clip', 'filter', 'chars', 'words', 'lines', 'loop', 'pan', 'bg'];
const KEYWORDS: Readonly<Record<string, FrameValue>> = {
  inherit: 'inherit', left: 'left', right: 'right', top: 'top', bottom: 'bottom', center: 'center', middle: 'center',
};
const FRAME_VALUE = 'a frame value (px, %, inherit, left, right, top, bottom or center)';

/** "cyc(a|b|c)" cycles values over split chars/words; the model keeps the first (deterministic). */
function firstOfCycle(s: string): string {
  const m = /^cyc\((.*)\)$/i.exec(s);
  return m ? (m[1] ?? '').split('|')[0] ?? '' : s;
}

/** x/y frame values: numbers, "100%", "[-100%]", "{-50,50}", "inherit", "left" … */
export function parseFrameValue(value: unknown, path: string): FrameValue {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const s = firstOfCycle(unwrapValue(value)).toLowerCase();
    const keyword = Object.hasOwn(KEYWORDS, s) ? KEYWORDS[s] : undefined;
    if (keyword !== undefined) return keyword;
    const length = lengthFromString(s);
    if (length !== null) return length;
  }
  throw new ModuleError(path, FRAME_VALUE, value);
}

/** A number or 'inherit' (keep the previous frame's value). Scales in pan frames stay in SR7's percent. */
export function numOrInherit(value: unknown, path: string, fallback: number): number | 'inherit' {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && unwrapValue(value).toLowerCase() === 'inherit') return 'inherit';
  if (typeof value === 'string') return parseNumber(firstOfCycle(unwrapValue(value)), path, { percent: true });
  return parseNumber(value, path, { percent: true });
}

/**
 * An opacity: as numOrInherit, but a percentage is CSS's (`"50%"` is 0.5, as a browser reads `opacity: 50%`), not 50.
 */
export function opacityOrInherit(value: unknown, path: string, fallback: number): number | 'inherit' {
  const v = numOrInherit(value, path, fallback);
  return typeof v === 'number' && typeof value === 'string' && /%\s*$/.test(firstOfCycle(unwrapValue(value))) ? v / 100 : v;
}

/** Numbers for which the model has no 'inherit': inherit means "unchanged", i.e. the neutral value. */
function plainNum(value: unknown, path: string, fallback: number): number {
  const v = numOrInherit(value, path, fallback);
  return v === 'inherit' ? fallback : v;
}

/** Clip reveal percent; 'inherit' → null (keep the previous frame's clip). Missing → 100 (fully shown). */
function clipValue(value: unknown, path: string): number | null {
  const v = numOrInherit(value, path, 100);
  return v === 'inherit' ? null : v;
}

function pointerEvents(value: unknown, path: string): KeyFrame['pE'] {
  const s = readString(value, path, '').trim().toLowerCase();
  if (s === 'n' || s === 'none') return 'none';
  if (s === 'a' || s === 'auto') return 'auto';
  return null; // "d" = default: the layer's own pointer-events
}

/** Filter keys as SR7 writes them in `hov.filter` and frames (g grayscale, r brightness, b blur), plus long names. */
const FILTER_KEYS: ReadonlyArray<[keyof FrameFilter, readonly string[]]> = [
  ['blur', ['b', 'blur']],
  ['brightness', ['r', 'brightness']],
  ['grayscale', ['g', 'grayscale']],
  ['sepia', ['s', 'sepia']],
  ['invert', ['i', 'invert']],
  ['saturate', ['sa', 'saturate']],
  ['contrast', ['c', 'contrast']],
  ['hue', ['h', 'hue']],
];

/** A filter object (`{g, r, b}` …) → FrameFilter; 'inherit' or missing keys are left out (unchanged). Null when empty. */
export function readFilter(raw: unknown, path: string, skip: readonly string[] = [], names = FILTER_KEYS): FrameFilter | null {
  if (!isRecord(raw)) return null;
  const out: Record<string, number> = {};
  for (const [name, keys] of names) {
    for (const key of keys) {
      if (skip.includes(key)) continue;
      const value = raw[key];
      if (value === undefined || value === null || value === '') continue;
      if (typeof value === 'string' && unwrapValue(value).toLowerCase() === 'inherit') continue;
      out[name] = parseNumber(typeof value === 'string' ? firstOfCycle(unwrapValue(value)) : value, at(path, key), { percent: true });
      break;
    }
  }
  return Object.keys(out).length > 0 ? (out as FrameFilter) : null;
}

function optColor(value: unknown, path: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && value.trim().toLowerCase() === 'inherit') return undefined;
  return parseColor(value, path) ?? undefined;
}

/** gsap's own default ease: what it plays for an ease name it does not know (`gsap.defaults().ease`). */
export const GSAP_DEFAULT_EASE = 'power1.out';

/**
 * A frame's ease. None written is SR7's default, power3.inOut. SR7 hands the name to gsap, which plays a name it does
 * not know (an export's "nothing") with its default ease, power1.out: so do we, and the name is reported.
 */
export function readEase(value: unknown, path: string): string {
  const name = readString(value, path, '').trim();
  if (name === '') return 'power3.inOut';
  if (isKnownEase(name)) return name;
  report(path, "an ease name (gsap 3 or 2, or one of SR7's own)", name, GSAP_DEFAULT_EASE);
  return GSAP_DEFAULT_EASE;
}

export function readKeyFrame(raw: unknown, path: string, target: TimelineTarget): KeyFrame {
  const f: Rec = Array.isArray(raw) && raw.length === 0 ? {} : optRecord(raw, path, 'a keyframe object');
  const p = (key: string): string => at(path, key);
  // SR7 writes "w<ms>" for a frame that waits for an action (SR7_225_1's menu opens on click).
  const wait = typeof f.t === 'string' && /^\s*w/i.test(f.t);
  return {
    t: readNumber(wait ? String(f.t).trim().slice(1) : f.t, p('t'), wait ? 0 : 300),
    wait,
    d: readNumber(f.d, p('d'), 300),
    e: readEase(f.e, p('e')),
    x: resolveLadder(f.x, parseFrameValue, 0, p('x')),
    y: resolveLadder(f.y, parseFrameValue, 0, p('y')),
    ...(Number(f.xRe) === 1 ? { xInParent: true } : {}),
    ...(Number(f.yRe) === 1 ? { yInParent: true } : {}),
    z: plainNum(f.z, p('z'), 0),
    o: opacityOrInherit(f.o, p('o'), 1),
    sX: numOrInherit(f.sX, p('sX'), 1),
    sY: numOrInherit(f.sY, p('sY'), 1),
    rX: numOrInherit(f.rX, p('rX'), 0),
    rY: numOrInherit(f.rY, p('rY'), 0),
    rZ: numOrInherit(f.rZ, p('rZ'), 0),
    skX: plainNum(f.skX, p('skX'), 0),
    skY: plainNum(f.skY, p('skY'), 0),
    clip: target === 'clip' ? clipValue(f.c, p('c')) : null,
    pE: pointerEvents(f.pE, p('pE')),
    ...frameExtras(f, path, target),
  };
}

const STAGGER_FROM: Readonly<Record<string, NonNullable<KeyFrame['staggerFrom']>>> = {
  start: 'start', forward: 'start', end: 'end', backward: 'end', center: 'center', middletoedge: 'center', edges: 'edges', edgetomiddle: 'edges', random: 'random',
};

/** Keys of a `filter` frame that are the frame's own, not filter values (`s` is not sepia there). */
const FRAME_KEYS = ['t', 'd', 'f', 'e', 's'];
const isSplit = (target: TimelineTarget): boolean => target === 'chars' || target === 'words' || target === 'lines';

/**
 * A frame that says whether it uses its filter (`fu`, SR7 `getKeyFrame` / `processFrame`): with `fu` true its blur,
 * brightness and grayscale count; with `fu` false it is SR7's neutral filter, so a frame after a filtered one animates
 * back (putnam's planet names: `[{fu: true, b: "50px"}, {fu: false}]` unblur in 800 ms). Split frames carry the same
 * keys on the frame (wp404's characters blur in from 10 px); only b/g/r are filter values there (`c` is a colour).
 */
function usedFilter(f: Rec, path: string, target: TimelineTarget): FrameFilter | null {
  if (!readBool(f.fu, at(path, 'fu'), false)) return { blur: 0, brightness: 100, grayscale: 0 };
  const values = target === 'filter' ? f : { b: f.b, g: f.g, r: f.r };
  return readFilter(values, path, FRAME_KEYS);
}

/** SR7 7.0's backdrop keys on a `filter` frame (`bu` switches them on). */
const BACKDROP_KEYS: typeof FILTER_KEYS = [['blur', ['bb']], ['brightness', ['br']], ['grayscale', ['bg']], ['sepia', ['bs']], ['invert', ['bi']]];

/** A `filter` frame's backdrop filter: its values with `bu` on, SR7's neutral backdrop with it off. */
function usedBackdrop(f: Rec, path: string): FrameFilter {
  if (!readBool(f.bu, at(path, 'bu'), false)) return { blur: 0, brightness: 100, grayscale: 0, sepia: 0, invert: 0 };
  return readFilter(f, path, [], BACKDROP_KEYS) ?? {};
}

/** A split keyframe's wire `delay` counts hundredths of a second (SR7 7.0; its editor default 5 is 50 ms). */
export const SPLIT_FRAME_DELAY_UNIT_MS = 10;

/** Optional frame parts: filter, colours, mask overflow, split stagger, repeat. Only present keys are set (absent = unchanged). */
function frameExtras(f: Rec, path: string, target: TimelineTarget): Partial<KeyFrame> {
  const extras: { -readonly [K in keyof KeyFrame]?: KeyFrame[K] } = {};
  // The `filter` target writes its values on the frame itself; other targets nest them in `filter`, but for `fu`.
  const filter = f.fu !== undefined && (target === 'filter' || isSplit(target)) ? usedFilter(f, path, target) : target === 'filter' ? readFilter(f, path, FRAME_KEYS) : readFilter(f.filter, at(path, 'filter'));
  if (filter) extras.filter = filter;
  if (target === 'filter' && f.bu !== undefined) extras.backdrop = usedBackdrop(f, path);
  // On clip frames `c` is the reveal; elsewhere it is the text colour.
  const color = optColor(target === 'clip' ? f.color : (f.color ?? f.c), at(path, target === 'clip' || f.color !== undefined ? 'color' : 'c'));
  if (color !== undefined) extras.color = color;
  const bgColor = optColor(f.bgc ?? f.bgColor, at(path, f.bgc !== undefined ? 'bgc' : 'bgColor'));
  if (bgColor !== undefined) extras.bgColor = bgColor;
  if (target === 'mask' && f.oflow !== undefined) extras.overflow = readString(f.oflow, at(path, 'oflow'), 'hidden').trim() === 'visible' ? 'visible' : 'hidden';
  if (isSplit(target) && f.dir !== undefined && f.dir !== null && f.dir !== '') {
    // SR7 7.0 writes gsap's own words on the frame (wp404: "start", "random"); older tracks the editor's.
    const dir = readString(f.dir, at(path, 'dir'), '').trim().toLowerCase();
    const from = Object.hasOwn(STAGGER_FROM, dir) ? STAGGER_FROM[dir] : undefined;
    if (from) extras.staggerFrom = from;
    else report(at(path, 'dir'), 'a stagger direction (start, end, center, edges, random)', f.dir, undefined);
  }
  if (isSplit(target) && f.delay !== undefined && f.delay !== null && f.delay !== '') {
    // SR7 7.0 (sr7.js processFrame) staggers a split frame by `delay / 100` s: the wire unit is 1/100 s.
    extras.stagger = Math.max(0, parseNumber(f.delay, at(path, 'delay'))) * SPLIT_FRAME_DELAY_UNIT_MS;
  }
  const repeat = f.rep ?? f.repeat;
  if (isRecord(repeat)) Object.assign(extras, readRepeatRange(repeat, at(path, 'rep')));
  else if (repeat !== undefined && repeat !== null && repeat !== '') {
    extras.repeat = Math.max(-1, Math.round(readNumber(repeat, at(path, f.rep !== undefined ? 'rep' : 'repeat'), 0)));
    extras.yoyo = f.yoyo === true || f.yoyo === 'true';
  }
  return extras;
}

const CYCLE_MARKS: Readonly<Record<string, NonNullable<KeyFrame['cycle']>>> = { s: 'start', e: 'end', se: 'both', es: 'both' };

/**
 * SR7 7.0's repeat range `rep {s, r, y, sh, c}` (seen in loop tracks of three corpus exports: `s` "s" opens a range,
 * "e" closes it, "se" is a one-frame range; the closing frame's `r` counts the repeats, -1 endless, `y` yoyo, `c`
 * a framerepeated event per repeat). Measured on the references: a 0→360° range of 90 s with r -1 and y false turns
 * one way at 360°/90 s for good.
 */
function readRepeatRange(rep: Rec, path: string): Partial<KeyFrame> {
  const mark = readString(rep.s, at(path, 's'), '').trim().toLowerCase();
  const cycle = Object.hasOwn(CYCLE_MARKS, mark) ? CYCLE_MARKS[mark] : undefined;
  if (cycle === undefined) {
    if (mark !== '') report(at(path, 's'), 'a repeat range mark ("s", "e" or "se")', rep.s, undefined);
    return {};
  }
  if (cycle === 'start') return { cycle };
  return {
    cycle,
    repeat: Math.max(-1, Math.round(readNumber(rep.r, at(path, 'r'), -1))),
    yoyo: readBool(rep.y, at(path, 'y'), false),
    cycleEvents: readBool(rep.c, at(path, 'c'), false),
  };
}

const CLIP_ORIGINS: Readonly<Record<string, NonNullable<TrackMeta['clipOrigin']>>> = {
  l: 'left', left: 'left', r: 'right', right: 'right', t: 'top', top: 'top', b: 'bottom', bottom: 'bottom',
  c: 'center', center: 'center', m: 'middle', middle: 'middle',
};
const DIRECTIONS = ['forward', 'backward', 'middletoedge', 'edgetomiddle', 'random'] as const;

/** A track's settings besides its frames: transform origin, perspective, clip shape, split stagger. */
function readTrackMeta(raw: Rec, path: string, target: TimelineTarget): TrackMeta {
  const orig = raw.orig;
  if (orig !== undefined && orig !== null && (target === 'clip' ? typeof orig !== 'string' : !isRecord(orig))) {
    report(at(path, 'orig'), target === 'clip' ? 'a clip origin (l, r, t, b, c, m)' : 'a transform origin ({x, y, z})', orig, undefined);
  }
  const o = isRecord(orig) ? orig : {};
  const css = (value: unknown, key: string, fallback: string): string => {
    if (value === undefined || value === null || value === '') return fallback;
    const s = readString(typeof value === 'number' ? `${value}px` : value, at(at(path, 'orig'), key), fallback).trim();
    return /^-?\d+(\.\d+)?$/.test(s) ? `${s}px` : s;
  };
  const meta: { -readonly [K in keyof TrackMeta]: TrackMeta[K] } = {
    origin: [css(o.x, 'x', '50%'), css(o.y, 'y', '50%'), css(o.z, 'z', '0px')],
    perspective: raw.pers === undefined || raw.pers === null || raw.pers === '' ? null : parseNumber(raw.pers, at(path, 'pers')),
  };
  if (target === 'clip') {
    const type = readString(raw.type, at(path, 'type'), 'r').trim().toLowerCase();
    meta.clipType = type === 'c' || type === 'circle' ? 'circle' : 'rect';
    const origin = readString(typeof orig === 'string' ? orig : 'l', at(path, 'orig'), 'l').trim().toLowerCase();
    meta.clipOrigin = (Object.hasOwn(CLIP_ORIGINS, origin) ? CLIP_ORIGINS[origin] : undefined) ?? 'left';
  }
  if (target === 'chars' || target === 'words' || target === 'lines') {
    // SPEC §9: stagger default 75 ms.
    const delay = raw.delay ?? raw.sd ?? raw.stagger;
    meta.stagger = delay === undefined || delay === null || delay === '' ? 75 : parseNumber(delay, at(path, 'delay'));
    const dir = readString(raw.dir, at(path, 'dir'), 'forward').trim().toLowerCase();
    meta.direction = (DIRECTIONS as readonly string[]).includes(dir) ? (dir as TrackMeta['direction']) : 'forward';
  }
  return meta;
}

function readFrames(raw: unknown, path: string, target: TimelineTarget): KeyFrame[] | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) {
    report(path, 'a track ({all: [keyframes]})', raw, undefined);
    return null;
  }
  // A 7.0 background transition (`{ex:true, all}`) has an `all` list too, but it is not a keyframe track.
  if (raw.ex !== undefined) return null;
  const all = raw.all;
  if (all === undefined || all === null) return null;
  const allPath = at(path, 'all');
  if (!Array.isArray(all)) {
    if (isRecord(all)) return Object.entries(all).map(([k, f]) => readKeyFrame(f, at(allPath, k), target));
    throw new ModuleError(allPath, 'a list of keyframes', all);
  }
  return keyFrameList(all, allPath, target);
}

/** A list of keyframes; a hole or a null in it is no keyframe (the frames after it keep their times). */
function keyFrameList(list: readonly unknown[], path: string, target: TimelineTarget): KeyFrame[] {
  return list.flatMap((f, i) => (f === null || f === undefined ? [] : [readKeyFrame(f, at(path, i), target)]));
}

/**
 * Scenes by name ('in', 'out', 'scene_N' …), frames by target. Metadata keys inside a scene (alias,
 * base) are skipped; a target without an `all` list (e.g. a background transition object) is not a
 * keyframe track and is skipped too.
 */
export function readTimeline(raw: unknown, path: string): Record<string, SceneTimeline> {
  const tl = optRecord(raw, path, 'timelines by scene ({in, out, scene_N})');
  // Scene names are the author's: a scene called "__proto__" must be a scene, not this object's prototype.
  const out: Record<string, SceneTimeline> = Object.create(null) as Record<string, SceneTimeline>;
  for (const [scene, sceneRaw] of Object.entries(tl)) {
    if (!isRecord(sceneRaw)) {
      if (sceneRaw !== null && sceneRaw !== undefined && !(Array.isArray(sceneRaw) && sceneRaw.length === 0)) report(at(path, scene), 'a scene ({content, mask, …})', sceneRaw, undefined);
      continue;
    }
    const scenePath = at(path, scene);
    const frames: Partial<Record<TimelineTarget, readonly KeyFrame[]>> = {};
    const meta: Partial<Record<TimelineTarget, TrackMeta>> = {};
    for (const target of TARGETS) {
      const list = readFrames(sceneRaw[target], at(scenePath, target), target);
      if (list === null) continue;
      frames[target] = list;
      meta[target] = readTrackMeta(sceneRaw[target] as Rec, at(scenePath, target), target);
    }
    const loopParts = frames.loop ? readLoopParts(sceneRaw.loop as Rec, at(scenePath, 'loop')) : null;
    out[scene] = { ...frames, ...(Object.keys(meta).length > 0 ? { meta } : {}), ...(loopParts ? { loopParts } : {}) };
  }
  return out;
}

/** Wire keys of a loop's sub-tracks, by the attribute they animate (LoopPart). */
const LOOP_PARTS: Readonly<Record<string, LoopPart>> = { x: 'x', y: 'x', z: 'x', xyz: 'x', r: 'r', rotation: 'r', s: 's', scale: 's', o: 'o', opacity: 'o', filter: 'filter' };
/** Keys of a loop track that are its settings, not sub-tracks. */
const LOOP_SETTINGS = new Set(['all', 'pers', 'orig', 'ex', 'use', 'u']);

/** SR7 7.0 loop sub-tracks (`loop.x`, `loop.filter` … beside `loop.all`), or null when the loop has none. */
function readLoopParts(loop: Rec, path: string): SceneTimeline['loopParts'] | null {
  const parts: Partial<Record<LoopPart, readonly KeyFrame[]>> = {};
  for (const [key, value] of Object.entries(loop)) {
    if (LOOP_SETTINGS.has(key) || !Array.isArray(value)) continue;
    const part = Object.hasOwn(LOOP_PARTS, key) ? LOOP_PARTS[key] : undefined;
    if (part === undefined) {
      report(at(path, key), `a loop sub-track (${Object.keys(LOOP_PARTS).join(', ')})`, value, undefined);
      continue;
    }
    parts[part] = keyFrameList(value, at(path, key), 'loop');
  }
  return Object.keys(parts).length > 0 ? parts : null;
}
