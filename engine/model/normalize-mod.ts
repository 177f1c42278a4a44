/**
 * Modifiers: layer `mod` → LayerModifiers, module `settings.mod` → ModuleModifiers (see types-modifiers.ts for
 * what each wire key means and which exports show it). A wrong kind is a ModuleError naming the JSON path.
 */
import type { LayerModifiers, ModuleModifiers, MouseModifier, ScrollModifier } from './types-modifiers.ts';
import { recover } from './diagnostics.ts';
import { ModuleError } from './errors.ts';
import { resolveLadder } from './ladder.ts';
import { at, optRecord, readBool, readEnum, readNumber, readString, type Rec } from './read.ts';
import { parseNumber } from './units.ts';
import { DEFAULT_MODULE_MODIFIERS, DEFAULT_PARALLAX_LEVELS } from './mod-defaults.ts';

export { DEFAULT_MODULE_MODIFIERS, DEFAULT_PARALLAX_LEVELS } from './mod-defaults.ts';

/** The default depth of parallax level `i` (past the 16 defaults: the deepest). */
function defaultLevel(i: number): number {
  return DEFAULT_PARALLAX_LEVELS[Math.min(i, DEFAULT_PARALLAX_LEVELS.length - 1)] as number;
}

/**
 * Parallax depths by level. A level that is missing (a hole, null or "") or not a number keeps its default depth
 * (the bad one reported), so the levels after it keep their places.
 */
function readLevels(raw: unknown, path: string): readonly number[] {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_PARALLAX_LEVELS;
  if (!Array.isArray(raw)) throw new ModuleError(path, 'a list of parallax depths in percent', raw);
  const levels = Array.from(raw as unknown[], (v, i) =>
    v === undefined || v === null || v === '' ? defaultLevel(i) : recover(defaultLevel(i), () => parseNumber(v, at(path, i))),
  );
  return levels.length > 0 ? levels : DEFAULT_PARALLAX_LEVELS;
}

/** `settings.mod` → ModuleModifiers. */
export function readModuleModifiers(raw: unknown, path: string): ModuleModifiers {
  const m = optRecord(raw, path, 'a modifiers object ({use, t, …})');
  const p = (key: string): string => at(path, key);
  const d = DEFAULT_MODULE_MODIFIERS;
  const speed = readNumber(m.sp, p('sp'), d.speed);
  return {
    use: readBool(m.use, p('use'), d.use),
    type: readEnum(m.t, p('t'), ['mouse', 'scroll', 'mousescroll', '3d'], d.type, { ddd: '3d' }),
    origin: readEnum(m.o, p('o'), ['enterpoint', 'slidercenter'], d.origin, { center: 'slidercenter' }),
    speed: speed >= 0 ? speed : d.speed,
    levels: readLevels(m.levels, p('levels')),
    depth3d: readNumber(m.d3d, p('d3d'), d.depth3d),
    scroll: readBool(m.scroll, p('scroll'), d.scroll),
    // SR7's "off on mobile" is `dOM`, for both; `om` / `sm` are the multipliers of its mousedrag mode (numbers,
    // default 1), which Strata does not have: read as booleans, a 1 switched the parallax off on every phone.
    mouseOffOnMobile: readBool(m.dOM, p('dOM'), d.mouseOffOnMobile),
    scrollOffOnMobile: readBool(m.dOM, p('dOM'), d.scrollOffOnMobile),
  };
}

const isWritten = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

function readMouse(raw: unknown, path: string): MouseModifier | null {
  const m = optRecord(raw, path, 'a mouse modifier object ({u, d, l} or {u, x, y, s, o})');
  if (!readBool(m.u, at(path, 'u'), false)) return null;
  const depth = isWritten(m.d) ? parseNumber(m.d, at(path, 'd')) : null;
  const level = Math.round(readNumber(m.l, at(path, 'l'), 1));
  // SR7 7.0's form: an axis it leaves out does not move.
  const axes = depth === null && (isWritten(m.x) || isWritten(m.y)) ? { x: readNumber(m.x, at(path, 'x'), 0), y: readNumber(m.y, at(path, 'y'), 0) } : null;
  const seconds = isWritten(m.s) ? readNumber(m.s, at(path, 's'), 0) : null;
  const origin = isWritten(m.o) ? readEnum(m.o, at(path, 'o'), ['enterpoint', 'slidercenter'], 'slidercenter', { c: 'slidercenter', center: 'slidercenter', e: 'enterpoint' }) : null;
  return { depth, level: level >= 1 ? level : 1, axes, speed: seconds === null || seconds < 0 ? null : seconds * 1000, origin };
}

/** Opacity as 0..1; SR7 writes opacities either way ("0.5", 50). */
function opacity(raw: unknown, path: string): number {
  const n = readNumber(raw, path, 1);
  const o = n > 1 ? n / 100 : n;
  return Math.min(1, Math.max(0, o));
}

function readScroll(s: Rec, path: string): ScrollModifier | null {
  const p = (key: string): string => at(path, key);
  if (!readBool(s.u, p('u'), false)) return null;
  const smoothing = readNumber(s.s, p('s'), 0);
  return {
    x: resolveLadder(s.x, parseNumber, 0, p('x')),
    y: resolveLadder(s.y, parseNumber, 0, p('y')),
    rotationX: readNumber(s.rX, p('rX'), 0),
    rotationY: readNumber(s.rY, p('rY'), 0),
    rotation: readNumber(s.rZ, p('rZ'), 0),
    scale: readNumber(s.sc, p('sc'), 1),
    opacity: opacity(s.o, p('o')),
    blur: Math.max(0, readNumber(s.b, p('b'), 0)),
    grayscale: Math.min(100, Math.max(0, readNumber(s.g, p('g'), 0))),
    ease: readString(s.e, p('e'), '').trim() || 'power3.out',
    smoothing: smoothing > 0 ? smoothing : 0,
  };
}

/** Layer `mod` → LayerModifiers, or null when the layer has no modifier at all (the common `{s: {ut: false, so: 0}}`). */
export function readLayerModifiers(raw: unknown, path: string): LayerModifiers | null {
  if (raw === undefined || raw === null) return null;
  const mod = optRecord(raw, path, 'a modifiers object ({m, s, mask})');
  const sPath = at(path, 's');
  const s = optRecord(mod.s, sPath, 'a scroll modifier object ({u, x, y, …})');
  const mouse = readMouse(mod.m, at(path, 'm'));
  const scroll = readScroll(s, sPath);
  const scrollTimeline = { use: readBool(s.ut, at(sPath, 'ut'), false), offset: readNumber(s.so, at(sPath, 'so'), 0) };
  const mask = readBool(mod.mask, at(path, 'mask'), false);
  if (mouse === null && scroll === null && !scrollTimeline.use && !mask) return null;
  return { mouse, scroll, scrollTimeline, mask };
}
