/**
 * Ken Burns / background pan: `tl.in.pan` of the slidebg layer → SlidePan. A wrong structure (pan, `orig`,
 * `all` or a keyframe that is not an object/list) is a ModuleError naming the path; a bad scalar inside a
 * frame falls back to its neutral value, because one odd number must not stop a slide from showing.
 */
import { recover, report } from './diagnostics.ts';
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

/**
 * A number, or `fallback` for a missing value; a bad one is reported at `path` (diagnostics.ts) and falls back too.
 * `percent` also accepts "115%" → 115.
 */
function softNumber(value: unknown, fallback: number, path: string, percent = false): number {
  if (value === undefined || value === null || value === '') return fallback;
  return recover(fallback, () => parseNumber(value, path, { percent }));
}

/** px (12, "12px", "12") or a share of the stage ("10%" → fraction 0.1); a per-level list gives its first entry. */
function offset(value: unknown, fallback: PanOffset, path: string): PanOffset {
  if (Array.isArray(value)) return offset(value[0], fallback, at(path, 0));
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'number' && Number.isFinite(value)) return { px: value, fraction: 0 };
  const length = typeof value === 'string' ? lengthFromString(value) : null;
  if (typeof length === 'number') return { px: length, fraction: 0 };
  if (length !== null && typeof length === 'object') return { px: 0, fraction: length.pct / 100 };
  report(path, 'a pan offset (px or %)', value, fallback);
  return fallback;
}

/** SR7 writes pan scales in percent ("100%", "115"); non-positive or bad scales are neutral. */
function scale(value: unknown, fallback: number, path: string): number {
  const n = softNumber(value, fallback * 100, path, true) / 100;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const ORIGIN_WORDS: Readonly<Record<string, number>> = { left: 0, top: 0, center: 0.5, middle: 0.5, right: 1, bottom: 1 };

/** An origin coordinate in percent of the stage ("50%", 50, "center") → fraction; px cannot be placed without a size. */
function originPart(value: unknown, path: string): number {
  if (typeof value === 'string') {
    const word = unwrapValue(value).toLowerCase();
    if (Object.hasOwn(ORIGIN_WORDS, word)) return ORIGIN_WORDS[word] ?? 0.5;
    if (/px$/.test(word)) return 0.5;
  }
  return softNumber(value, 50, path, true) / 100;
}

function readFrame(raw: unknown, path: string, prev: PanFrame | null): PanFrame {
  const f: Rec = Array.isArray(raw) && raw.length === 0 ? {} : optRecord(raw, path, 'a pan keyframe object');
  // "inherit" keeps the previous frame's value; missing values are neutral, as in SR7's keyframe defaults.
  const base = prev ?? NEUTRAL_PAN_FRAME;
  const pick = <T>(key: string, read: (v: unknown, neutral: T, path: string) => T, neutral: T, inherited: T): T =>
    isInherit(f[key]) ? inherited : read(f[key], neutral, at(path, key));
  const start = Math.max(0, softNumber(f.t, 0, at(path, 't')));
  const duration = softNumber(f.d, Number.NaN, at(path, 'd'));
  const sx = pick('sX', scale, 1, base.scale.x);
  return {
    start,
    duration: Math.max(0, Number.isFinite(duration) ? duration : softNumber(f.f, 0, at(path, 'f'))),
    ease: typeof f.e === 'string' && f.e.trim() !== '' ? f.e.trim() : 'none',
    x: pick('x', offset, NEUTRAL_PAN_FRAME.x, base.x),
    y: pick('y', offset, NEUTRAL_PAN_FRAME.y, base.y),
    // sY is optional: a uniform zoom writes only sX.
    scale: { x: sx, y: f.sY === undefined || f.sY === null || f.sY === '' ? sx : pick('sY', scale, 1, base.scale.y) },
    rotation: pick('rZ', softNumber, 0, base.rotation),
    blur: Math.max(0, pick('off', softNumber, 0, base.blur)),
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
  // A hole in a list (one built in code) is no keyframe.
  if (Array.isArray(all)) entries = all.flatMap((f, i): Array<[number, unknown]> => (f === undefined ? [] : [[i, f]]));
  else if (isRecord(all)) entries = Object.entries(all);
  else throw new ModuleError(allPath, 'a list of pan keyframes', all);
  const frames: PanFrame[] = [];
  for (const [key, f] of entries) frames.push(readFrame(f, at(allPath, key), frames.at(-1) ?? null));
  if (frames.length === 0 || frames.every(isNeutral)) return null;
  return { origin: { x: originPart(orig.x, at(at(path, 'orig'), 'x')), y: originPart(orig.y, at(at(path, 'orig'), 'y')) }, frames };
}
