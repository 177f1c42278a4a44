/**
 * Layer behaviours besides timelines: hover look (`hov`), toggle text (`toggle`), global-layer slide range
 * (`sStart`/`sEnd`) and the cursor. SPEC §3 "hov (hover object: colour, border, radius, frame, filter, svg)",
 * §4 (hover 300 ms, reversible), §5 ("Slide end for global layers defaults to the module length").
 */
import { report } from './diagnostics.ts';
import type { LayerHover, LayerModel } from './types.ts';
import { parseColor } from './color.ts';
import { readColorOrGradient } from './normalize-fill.ts';
import { at, isRecord, optRecord, readBool, readNumber, readString, type Rec } from './read.ts';
import { pxSides, radius } from './normalize-layer-style.ts';
import { numOrInherit, opacityOrInherit, parseFrameValue, readEase, readFilter } from './normalize-timeline.ts';
import { resolveLadder } from './ladder.ts';
import { readHtml, type FeatureReaders } from './feature-readers.ts';

/** SPEC §9: hover duration 300 ms. */
export const HOVER_MS = 300;

function originPart(value: unknown, path: string, fallback: string): string {
  if (value === undefined || value === null || value === '') return fallback;
  const s = readString(value, path, fallback).trim();
  return /^-?\d+(\.\d+)?$/.test(s) ? `${s}px` : s;
}

function optColor(value: unknown, path: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  return parseColor(value, path);
}

/** `hov` → LayerHover, or null when the hover is off (`u` false/missing). */
/** A value that should be an object but is something else (PHP's `[]`, null and absence mean "none"). */
function notAnObject(raw: unknown, path: string, what: string): boolean {
  if (raw === undefined || raw === null || isRecord(raw) || (Array.isArray(raw) && raw.length === 0)) return false;
  report(path, what, raw, undefined);
  return true;
}

export function readHover(raw: unknown, path: string): LayerHover | null {
  if (notAnObject(raw, path, 'a hover object ({u, color, border, frame, filter})')) return null;
  if (!isRecord(raw) || !readBool(raw.u, at(path, 'u'), false)) return null;
  notAnObject(raw.border, at(path, 'border'), 'a hover border ({c, s, w})');
  notAnObject(raw.filter, at(path, 'filter'), 'a hover filter ({b, g, r, …})');
  const p = (k: string) => at(path, k);
  const color = optRecord(raw.color, p('color'));
  const frame = optRecord(raw.frame, p('frame'));
  const fp = (k: string) => at(p('frame'), k);
  const border = isRecord(raw.border) ? raw.border : null;
  const borderStyle = border ? readString(border.s, at(p('border'), 's'), '').trim() || null : null;
  // Hover backgrounds come as {type, orig, string}, solid or a gradient (wp404's button turns its gradient round);
  // readColorOrGradient reads every SR7 colour form.
  const bg = color.bg === undefined || color.bg === null || color.bg === '' ? { color: null, gradient: null } : readColorOrGradient(color.bg, at(p('color'), 'bg'));
  const deco = readString(raw.deco, p('deco'), 'none').trim();
  const z = raw.zIndex;
  return {
    duration: readNumber(frame.d, fp('d'), HOVER_MS),
    ease: readEase(frame.e, fp('e')),
    color: optColor(color.c, at(p('color'), 'c')),
    bgColor: bg.color,
    bgGradient: bg.gradient,
    borderColor: border ? optColor(border.c, at(p('border'), 'c')) : null,
    borderStyle,
    borderWidth: border && borderStyle && borderStyle !== 'none' ? pxSides(border.w, at(p('border'), 'w')) : null,
    radius: isRecord(raw.radius) ? radius(raw.radius, p('radius')) : null,
    frame: {
      x: frame.x === undefined ? 'inherit' : resolveLadder(frame.x, parseFrameValue, 'inherit', fp('x'))[1],
      y: frame.y === undefined ? 'inherit' : resolveLadder(frame.y, parseFrameValue, 'inherit', fp('y'))[1],
      z: numOrInherit(frame.z, fp('z'), 0),
      o: opacityOrInherit(frame.o, fp('o'), 1),
      sX: numOrInherit(frame.sX, fp('sX'), 1),
      sY: numOrInherit(frame.sY, fp('sY'), 1),
      rX: numOrInherit(frame.rX, fp('rX'), 0),
      rY: numOrInherit(frame.rY, fp('rY'), 0),
      rZ: numOrInherit(frame.rZ, fp('rZ'), 0),
      skX: readNumber(frame.skX, fp('skX'), 0),
      skY: readNumber(frame.skY, fp('skY'), 0),
      origin: [originPart(frame.oX, fp('oX'), '50%'), originPart(frame.oY, fp('oY'), '50%'), originPart(frame.oZ, fp('oZ'), '0px')],
    },
    filter: readFilter(raw.filter, p('filter')),
    decoration: deco === '' || deco === 'none' ? null : deco,
    zIndex: z === undefined || z === null || z === '' || z === 'auto' ? null : readNumber(z, p('zIndex'), 0),
  };
}

/** `toggle` → the toggled HTML when the layer is a toggle layer (`u` on), else null. */
export function readToggle(raw: unknown, path: string, readers: FeatureReaders): LayerModel['toggle'] {
  if (notAnObject(raw, path, 'a toggle object ({u, text})')) return null;
  if (!isRecord(raw) || !readBool(raw.u, at(path, 'u'), false)) return null;
  return { html: readHtml(readers, readString(raw.text, at(path, 'text'), ''), at(path, 'text')) };
}

/**
 * Global layers' slide range, 1-based and inclusive. `sEnd` "last" or missing → +Infinity here; the slide
 * set normalizer replaces it with the module length once the slides are known.
 */
export function readRange(layer: Rec, path: string): LayerModel['range'] {
  if (layer.sStart === undefined && layer.sEnd === undefined) return null;
  const start = layer.sStart === 'first' ? 1 : readNumber(layer.sStart, at(path, 'sStart'), 1);
  const endRaw = layer.sEnd;
  const end = endRaw === undefined || endRaw === null || endRaw === '' || endRaw === 'last' ? Number.POSITIVE_INFINITY : readNumber(endRaw, at(path, 'sEnd'), 0);
  return { start: Math.max(1, start), end };
}

export function readCursor(value: unknown, path: string): string | null {
  const s = readString(value, path, '').trim().toLowerCase();
  return s === '' || s === 'auto' || s === 'default' ? null : /^[a-z-]+$/.test(s) ? s : null;
}
