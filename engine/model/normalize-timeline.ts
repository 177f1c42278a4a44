/**
 * Layer timelines: `tl.<scene>.<target>.all[]` → KeyFrame[] per target (FORMAT.md §9; getKeyFrame
 * defaults t/d 300, e "power3.inOut").
 */
import type { FrameValue, KeyFrame, SceneTimeline, TimelineTarget } from './types.ts';
import { ModuleError } from './errors.ts';
import { resolveLadder } from './ladder.ts';
import { at, isRecord, optRecord, readNumber, readString, type Rec } from './read.ts';
import { lengthFromString, parseNumber, unwrapValue } from './units.ts';

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
function numOrInherit(value: unknown, path: string, fallback: number): number | 'inherit' {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && unwrapValue(value).toLowerCase() === 'inherit') return 'inherit';
  if (typeof value === 'string') return parseNumber(firstOfCycle(unwrapValue(value)), path, { percent: true });
  return parseNumber(value, path, { percent: true });
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

export function readKeyFrame(raw: unknown, path: string, target: TimelineTarget): KeyFrame {
  const f: Rec = Array.isArray(raw) && raw.length === 0 ? {} : optRecord(raw, path, 'a keyframe object');
  const p = (key: string): string => at(path, key);
  // SR7 writes "w<ms>" for a frame that waits for an action (SR7_225_1's menu opens on click).
  const wait = typeof f.t === 'string' && /^\s*w/i.test(f.t);
  return {
    t: readNumber(wait ? String(f.t).trim().slice(1) : f.t, p('t'), wait ? 0 : 300),
    wait,
    d: readNumber(f.d, p('d'), 300),
    e: readString(f.e, p('e'), '').trim() || 'power3.inOut',
    x: resolveLadder(f.x, parseFrameValue, 0, p('x')),
    y: resolveLadder(f.y, parseFrameValue, 0, p('y')),
    z: plainNum(f.z, p('z'), 0),
    o: numOrInherit(f.o, p('o'), 1),
    sX: numOrInherit(f.sX, p('sX'), 1),
    sY: numOrInherit(f.sY, p('sY'), 1),
    rX: numOrInherit(f.rX, p('rX'), 0),
    rY: numOrInherit(f.rY, p('rY'), 0),
    rZ: numOrInherit(f.rZ, p('rZ'), 0),
    skX: plainNum(f.skX, p('skX'), 0),
    skY: plainNum(f.skY, p('skY'), 0),
    clip: target === 'clip' ? clipValue(f.c, p('c')) : null,
    pE: pointerEvents(f.pE, p('pE')),
  };
}

function readFrames(raw: unknown, path: string, target: TimelineTarget): KeyFrame[] | null {
  // A 7.0 background transition (`{ex:true, all}`) has an `all` list too, but it is not a keyframe track.
  if (!isRecord(raw) || raw.ex !== undefined) return null;
  const all = raw.all;
  if (all === undefined || all === null) return null;
  const allPath = at(path, 'all');
  if (!Array.isArray(all)) {
    if (isRecord(all)) return Object.entries(all).map(([k, f]) => readKeyFrame(f, at(allPath, k), target));
    throw new ModuleError(allPath, 'a list of keyframes', all);
  }
  return all.map((f, i) => readKeyFrame(f, at(allPath, i), target));
}

/**
 * Scenes by name ('in', 'out', 'scene_N' …), frames by target. Metadata keys inside a scene (alias,
 * base) are skipped; a target without an `all` list (e.g. a background transition object) is not a
 * keyframe track and is skipped too.
 */
export function readTimeline(raw: unknown, path: string): Record<string, SceneTimeline> {
  const tl = optRecord(raw, path, 'timelines by scene ({in, out, scene_N})');
  const out: Record<string, SceneTimeline> = {};
  for (const [scene, sceneRaw] of Object.entries(tl)) {
    if (!isRecord(sceneRaw)) continue;
    const scenePath = at(path, scene);
    const frames: Partial<Record<TimelineTarget, readonly KeyFrame[]>> = {};
    for (const target of TARGETS) {
      const list = readFrames(sceneRaw[target], at(scenePath, target), target);
      if (list !== null) frames[target] = list;
    }
    out[scene] = frames;
  }
  return out;
}
