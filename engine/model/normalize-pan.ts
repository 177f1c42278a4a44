/**
 * Ken Burns / background pan: `tl.in.pan` of the slidebg layer → SlidePan. A wrong structure (pan, `orig`,
 * `all` or a keyframe that is not an object/list) is a ModuleError naming the path; a bad scalar inside a
 * frame falls back to its neutral value, because one odd number must not stop a slide from showing.
 */
import type { PanFrame, PanOffset, SlidePan } from './types.ts';
import { ModuleError } from './errors.ts';
import { at, isRecord, optRecord, type Rec } from './read.ts';
import { lengthFromString, parseNumber, unwrapValue } from './units.ts';

/** A pan keyframe that changes nothing (also the base tests build frames from). */
export const NEUTRAL_PAN_FRAME: PanFrame = {
  start: 0,
  duration: 0,
  ease: 'none',
  x: { px: 0, fraction: 0 },
  y: { px: 0, fraction: 0 },
  scale: { x: 1, y: 1 },
  rotation: 0,
  blur: 0,
};

const isInherit = (value: unknown): boolean => typeof value === 'string' && unwrapValue(value).toLowerCase() === 'inherit';

/** A finite number, or `fallback` for missing/bad values (never NaN). `percent` also accepts "115%" → 115. */
function softNumber(value: unknown, fallback: number, percent = false): number {
  if (value === undefined || value === null || value === '') return fallback;
  try {
    return parseNumber(value, '', { percent });
  } catch {
    return fallback;
  }
}

/** px (12, "12px", "12") or a share of the stage ("10%" → fraction 0.1); a per-level list gives its first entry. */
function offset(value: unknown, fallback: PanOffset): PanOffset {
  if (Array.isArray(value)) return offset(value[0], fallback);
  if (typeof value === 'number') return Number.isFinite(value) ? { px: value, fraction: 0 } : fallback;
  if (typeof value !== 'string') return fallback;
  const length = lengthFromString(value);
  if (typeof length === 'number') return { px: length, fraction: 0 };
  if (length !== null && typeof length === 'object') return { px: 0, fraction: length.pct / 100 };
  return fallback;
}

/** SR7 writes pan scales in percent ("100%", "115"); non-positive or bad scales are neutral. */
function scale(value: unknown, fallback: number): number {
  const n = softNumber(value, Number.NaN, true) / 100;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const ORIGIN_WORDS: Readonly<Record<string, number>> = { left: 0, top: 0, center: 0.5, middle: 0.5, right: 1, bottom: 1 };

/** An origin coordinate in percent of the stage ("50%", 50, "center") → fraction; px cannot be placed without a size. */
function originPart(value: unknown): number {
  if (typeof value === 'string') {
    const word = unwrapValue(value).toLowerCase();
    if (Object.hasOwn(ORIGIN_WORDS, word)) return ORIGIN_WORDS[word] ?? 0.5;
    if (/px$/.test(word)) return 0.5;
  }
  return softNumber(value, 50, true) / 100;
}

function readFrame(raw: unknown, path: string, prev: PanFrame | null): PanFrame {
  const f: Rec = Array.isArray(raw) && raw.length === 0 ? {} : optRecord(raw, path, 'a pan keyframe object');
  // "inherit" keeps the previous frame's value; missing values are neutral, as in SR7's keyframe defaults.
  const base = prev ?? NEUTRAL_PAN_FRAME;
  const pick = <T>(value: unknown, read: (v: unknown, neutral: T) => T, neutral: T, inherited: T): T =>
    isInherit(value) ? inherited : read(value, neutral);
  const sx = pick(f.sX, scale, 1, base.scale.x);
  const duration = softNumber(f.d, Number.NaN);
  return {
    start: Math.max(0, softNumber(f.t, 0)),
    duration: Math.max(0, Number.isFinite(duration) ? duration : softNumber(f.f, 0)),
    ease: typeof f.e === 'string' && f.e.trim() !== '' ? f.e.trim() : 'none',
    x: pick(f.x, offset, NEUTRAL_PAN_FRAME.x, base.x),
    y: pick(f.y, offset, NEUTRAL_PAN_FRAME.y, base.y),
    // sY is optional: a uniform zoom writes only sX.
    scale: { x: sx, y: f.sY === undefined || f.sY === null || f.sY === '' ? sx : pick(f.sY, scale, 1, base.scale.y) },
    rotation: pick(f.rZ, softNumber, 0, base.rotation),
    blur: Math.max(0, pick(f.off, softNumber, 0, base.blur)),
  };
}

const isNeutral = (f: PanFrame): boolean =>
  f.x.px === 0 && f.x.fraction === 0 && f.y.px === 0 && f.y.fraction === 0 && f.scale.x === 1 && f.scale.y === 1 && f.rotation === 0 && f.blur === 0;

/**
 * The slide's pan, or null when there is none: no `pan`, no frames, or only neutral frames (nothing moves,
 * so no frame loop has to run for it).
 */
export function readSlidePan(raw: unknown, path: string): SlidePan | null {
  if (raw === undefined || raw === null) return null;
  const pan = optRecord(raw, path, 'a pan object ({orig, all})');
  const orig = optRecord(pan.orig, at(path, 'orig'), 'a transform origin ({x, y})');
  const all = pan.all;
  if (all === undefined || all === null) return null;
  const allPath = at(path, 'all');
  let entries: Array<[string | number, unknown]>;
  if (Array.isArray(all)) entries = all.map((f, i): [number, unknown] => [i, f]);
  else if (isRecord(all)) entries = Object.entries(all);
  else throw new ModuleError(allPath, 'a list of pan keyframes', all);
  const frames: PanFrame[] = [];
  for (const [key, f] of entries) frames.push(readFrame(f, at(allPath, key), frames.at(-1) ?? null));
  if (frames.length === 0 || frames.every(isNeutral)) return null;
  return { origin: { x: originPart(orig.x), y: originPart(orig.y) }, frames };
}
