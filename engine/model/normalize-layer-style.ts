/**
 * Layer appearance: spacing, border, radius, font, colours, visibility. Defaults are SR7's layer
 * defaults (FORMAT.md §9 `layerObject`): font 20px/25px, weight 400, colour #ffffff, zIndex 5.
 */
import { ModuleError } from './errors.ts';
import type { Ladder, LayerModel, Sides } from './types.ts';
import { resolveLadder, type EntryParser } from './ladder.ts';
import { at, optRecord, readEnum, readString, type Rec } from './read.ts';
import { readColorOrGradient, readImageFill } from './normalize-fill.ts';
import { overlayField } from './normalize-overlay.ts';
import { parseBool, parseColor, parseNumber, parsePx } from './units.ts';

/** A string ladder entry (numbers are stringified). */
export const stringEntry: EntryParser<string> = (value, path) => readString(value, path, '');

/** A keyword ladder entry from a fixed set (case-insensitive, with wire aliases). */
/**
 * A ladder entry that is one of `allowed`. A word it does not know throws (naming the words), so resolveLadder
 * reports it and the level inherits like "#a" rather than jumping to the first word.
 */
export function enumEntry<T extends string>(allowed: readonly T[], aliases: Readonly<Record<string, T>> = {}): EntryParser<T> {
  return (value, path) => {
    if (typeof value === 'string') {
      const word = value.trim().toLowerCase();
      const hit = allowed.find((a) => a === word) ?? (Object.hasOwn(aliases, word) ? aliases[word] : undefined);
      if (hit !== undefined) return hit;
    }
    throw new ModuleError(path, `one of ${allowed.join(', ')}`, value);
  };
}

/**
 * Sides written as one value (`m: 0`, `p: "10px"`, a per-level list) or as CSS's shorthand (`"10px 20px"`): each side's
 * value in `{t, r, b, l}` order (top, right, bottom, left; for radii top-left, top-right, bottom-right, bottom-left),
 * else null for the `{t, r, b, l}` object SR7 writes. A hand-edited export wrote `m: 0`.
 */
function shorthand(raw: unknown): Rec | null {
  if (typeof raw === 'number' || Array.isArray(raw)) return { t: raw, r: raw, b: raw, l: raw };
  if (typeof raw !== 'string') return null;
  const [t, r = t, b = t, l = r] = raw.trim().split(/\s+/);
  return { t, r, b, l };
}

/** `{t, r, b, l}` px ladders (margins, paddings, border widths); missing sides are 0. */
export function pxSides(raw: unknown, path: string): Sides<Ladder<number>> {
  const one = shorthand(raw);
  const s = one ?? optRecord(raw, path, 'sides ({t, r, b, l})');
  // A side of a shorthand is named by the shorthand's path: that is where the value was written.
  const side = (k: 't' | 'r' | 'b' | 'l'): Ladder<number> => resolveLadder(s[k], parsePx, 0, one ? path : at(path, k));
  return { t: side('t'), r: side('r'), b: side('b'), l: side('l') };
}

function cssLength(value: unknown, path: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}px`;
  const s = readString(value, path, '').trim();
  if (s === '') return '0px';
  return /^-?\d+(\.\d+)?$/.test(s) ? `${s}px` : s;
}

/** Corner radii as CSS lengths; numbers and bare numeric strings are px. */
export function radius(raw: unknown, path: string): Sides<string> {
  const one = shorthand(raw);
  const s = one ?? optRecord(raw, path, 'corner radii ({t, r, b, l})');
  const corner = (k: 't' | 'r' | 'b' | 'l'): string => cssLength(s[k], one ? path : at(path, k));
  return { t: corner('t'), r: corner('r'), b: corner('b'), l: corner('l') };
}

const WEIGHT_WORDS: Readonly<Record<string, string>> = { normal: '400', bold: '700', lighter: '300', bolder: '800' };
const weightEntry: EntryParser<string> = (value, path) => {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const word = Object.hasOwn(WEIGHT_WORDS, key) ? WEIGHT_WORDS[key] : undefined;
  return word ?? String(parseNumber(value, path));
};

const lineHeightEntry: EntryParser<number | null> = (value, path) =>
  typeof value === 'string' && value.trim().toLowerCase() === 'normal' ? null : parseNumber(value, path);

const colorEntry: EntryParser<string> = (value, path) => parseColor(value, path) ?? 'transparent';

/** Overflow: "hidden"/"visible", or a boolean meaning hidden. */
function overflow(value: unknown, path: string): 'visible' | 'hidden' {
  if (typeof value === 'boolean') return value ? 'hidden' : 'visible';
  return readEnum(value, path, ['visible', 'hidden'], 'visible', { auto: 'visible', clip: 'hidden' });
}

type Style = Pick<
  LayerModel,
  | 'margin' | 'padding' | 'display' | 'verticalAlign' | 'visible' | 'overflow' | 'pointerEvents' | 'blend' | 'bg'
  | 'border' | 'radius' | 'font' | 'lineHeight' | 'color' | 'textAlign' | 'whiteSpace' | 'attr'
>;

export function readLayerStyle(layer: Rec, path: string): Style {
  const p = (key: string): string => at(path, key);
  const bg = optRecord(layer.bg, p('bg'));
  const border = optRecord(layer.border, p('border'));
  const font = optRecord(layer.font, p('font'));
  const attr = optRecord(layer.attr, p('attr'));
  const fill = readColorOrGradient(bg.color, at(p('bg'), 'color'));
  const fontStyle = font.style;
  return {
    margin: pxSides(layer.m, p('m')),
    padding: pxSides(layer.p, p('p')),
    display: resolveLadder(layer.display, stringEntry, 'block', p('display')),
    verticalAlign: readEnum(layer.vA, p('vA'), ['top', 'middle', 'bottom'], 'top', { center: 'middle', mid: 'middle' }),
    visible: resolveLadder(layer.vis, parseBool, true, p('vis')),
    overflow: overflow(layer.oflow, p('oflow')),
    pointerEvents: readEnum(layer.pE, p('pE'), ['auto', 'none'], 'auto', { a: 'auto', n: 'none', d: 'auto' }),
    blend: readString(layer.blend, p('blend'), '').trim() || 'normal',
    bg: { color: fill.color, gradient: fill.gradient, image: readImageFill(bg.image, at(p('bg'), 'image')), ...overlayField(bg.overlay, at(p('bg'), 'overlay')) },
    border: {
      style: resolveLadder(border.s, stringEntry, 'none', at(p('border'), 's'))[0] || 'none',
      color: parseColor(border.c, at(p('border'), 'c')) ?? 'transparent',
      width: pxSides(border.w, at(p('border'), 'w')),
    },
    radius: radius(layer.radius, p('radius')),
    font: {
      family: readString(font.family, at(p('font'), 'family'), '').trim(),
      size: resolveLadder(font.size, parsePx, 20, at(p('font'), 'size')),
      weight: resolveLadder(font.weight, weightEntry, '400', at(p('font'), 'weight')),
      letterSpacing: resolveLadder(font.ls, parsePx, 0, at(p('font'), 'ls')),
      style: fontStyle === true || (typeof fontStyle === 'string' && fontStyle.trim().toLowerCase() === 'italic') ? 'italic' : 'normal',
    },
    lineHeight: resolveLadder(layer.lh, lineHeightEntry, 25, p('lh')),
    color: resolveLadder(layer.color, colorEntry, '#ffffff', p('color')),
    textAlign: resolveLadder(layer.tA, stringEntry, 'inherit', p('tA')),
    // 'normal': real exports omit ws on fixed-width text that SR7 wraps (home.json layer 2 renders 3 lines).
    // SR7's own words: "full" (its default) and "content", beside CSS's; react-ui/layer-style.ts cssWhiteSpace maps them.
    whiteSpace: resolveLadder(layer.ws, stringEntry, 'full', p('ws')),
    attr: {
      id: readString(attr.id, at(p('attr'), 'id'), ''),
      class: readString(attr.class, at(p('attr'), 'class'), ''),
      wrapClass: readString(attr.wrapClass, at(p('attr'), 'wrapClass'), ''),
      wrapId: readString(attr.wrapId, at(p('attr'), 'wrapId'), ''),
      innerClass: readString(attr.iClass, at(p('attr'), 'iClass'), ''),
    },
  };
}
