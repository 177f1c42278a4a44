/**
 * Navigation settings (`settings.nav`): arrows, bullets, keyboard, wheel, swipe. Defaults are SR7's
 * `moduleObj` (FORMAT.md §8) and SPEC §9 (wheel cooldown 1500 ms, swipe touch count 1, nav delay 1000).
 */
import type { ArrowsSettings, BulletsSettings, ModuleMode, NavAnim, NavPlacement, NavSettings, ProgressBarSettings } from './types.ts';
import type { NavInOut } from './types-nav.ts';
import { isOuter, readWith, type FeatureReaders } from './feature-readers.ts';
import { resolveLadder } from './ladder.ts';
import { at, isRecord, optRecord, readBool, readEnum, readNumber, readString, type Rec } from './read.ts';
import { enumEntry } from './normalize-layer-style.ts';
import { parseBool, parseColor, parseNumber } from './units.ts';
import { checkSkinCss } from './nav-skin.ts';

const ANIMS: readonly NavAnim[] = ['fade', 'left', 'right', 'top', 'bottom', 'zoomin', 'zoomout'];
const hEntry = enumEntry(['left', 'center', 'right'], { middle: 'center' });
const vEntry = enumEntry(['top', 'center', 'bottom'], { middle: 'center', mid: 'center' });

/** Skin variable value as CSS text (colour objects become their CSS string). */
function varText(value: unknown, path: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (isRecord(value)) return parseColor(value, path);
  return null;
}

/**
 * Fills `##name##` placeholders as SR7's `navCSS` does: the custom value `cst[name]` only where its flag
 * `cst["<name>-def"]` is true, else the skin's default `def[name].data` (a default the skin lacks falls back to the
 * custom value), else ''. starnext's arrows keep the skin's transparent background: their `cst.background` is a dark
 * box with `background-def: false`, and the reference shows none.
 */
export function substituteSkinCss(css: string, def: Rec, cst: Rec, path: string): string {
  return css.replace(/##([\w-]+)##/g, (_, name: string) => {
    const chosen = Object.hasOwn(cst, name) && (cst[`${name}-def`] === true || cst[`${name}-def`] === 'true' || !Object.hasOwn(def, name));
    const custom = chosen ? varText(cst[name], at(at(path, 'cst'), name)) : null;
    if (custom !== null) return custom;
    const d = Object.hasOwn(def, name) ? def[name] : undefined;
    return (isRecord(d) ? varText(d.data, at(at(at(path, 'def'), name), 'data')) : null) ?? '';
  });
}

/**
 * `io`: outer or inner. SR7's runtime asks only whether it starts with "o" (`"o"`, `"outer"`, SR6's
 * `"outer-bottom"`); every other word, such as a carousel's `"i"`, is inner.
 */
export function readInOut(value: unknown, path: string): NavInOut {
  if (typeof value === 'string') return isOuter(value) ? 'outer' : 'inner';
  return readEnum(value, path, ['inner', 'outer'], 'inner');
}

export interface PlacementDefaults {
  readonly h: 'left' | 'center' | 'right';
  readonly v: 'top' | 'center' | 'bottom';
  readonly y: number;
}

export function placement(p: Rec, fallbackAlign: unknown, d: PlacementDefaults, path: string): NavPlacement {
  const align = readString(p.a ?? fallbackAlign, at(path, 'a'), 'slider').trim().toLowerCase();
  return {
    h: resolveLadder(p.h, hEntry, d.h, at(path, 'h')),
    v: resolveLadder(p.v, vEntry, d.v, at(path, 'v')),
    x: resolveLadder(p.x, parseNumber, 0, at(path, 'x')),
    y: resolveLadder(p.y, parseNumber, d.y, at(path, 'y')),
    align: align === 'grid' || align === 'layergrid' ? 'grid' : 'slider',
  };
}

export function elementBase(el: Rec, path: string): Omit<ArrowsSettings, 'left' | 'right'> {
  const p = (key: string): string => at(path, key);
  const css = substituteSkinCss(readString(el.css, p('css'), ''), optRecord(el.def, p('def')), optRecord(el.cst, p('cst')), path);
  checkSkinCss(css, p('css'));
  return {
    enabled: readBool(el.set, p('set'), false),
    skin: readString(el.key, p('key'), '').trim(),
    css,
    html: readString(el.html, p('html'), ''),
    alwaysOn: readBool(el.on, p('on'), true),
    show: resolveLadder(el.show, parseBool, true, p('show')),
    anim: readEnum(el.anim, p('anim'), ANIMS, 'fade'),
    animMs: readNumber(el.s, p('s'), 1000),
    hideDelay: resolveLadder(el.dOut, parseNumber, 1200, p('dOut')),
    showDelay: resolveLadder(el.dIn, parseNumber, 1000, p('dIn')),
  };
}

function arrows(raw: unknown, path: string): ArrowsSettings {
  const el = optRecord(raw, path);
  return {
    ...elementBase(el, path),
    left: placement(optRecord(el.l, at(path, 'l')), el.a, { h: 'left', v: 'center', y: 0 }, at(path, 'l')),
    right: placement(optRecord(el.r, at(path, 'r')), el.a, { h: 'right', v: 'center', y: 0 }, at(path, 'r')),
  };
}

function bullets(raw: unknown, path: string): BulletsSettings {
  const el = optRecord(raw, path);
  return {
    ...elementBase(el, path),
    direction: resolveLadder(el.d, enumEntry(['horizontal', 'vertical']), 'horizontal', at(path, 'd')),
    gap: readNumber(el.g, at(path, 'g'), 5),
    // y 20: SR7's bullets sit 20px off the bottom edge by default.
    placement: placement(el, undefined, { h: 'center', v: 'bottom', y: 20 }, path),
    inOut: readInOut(el.io, at(path, 'io')),
    max: resolveLadder(el.m, parseNumber, 0, at(path, 'm')),
  };
}

/** Wheel `use` is "off" | "on" | "carousel" (or a boolean); anything but off means on. */
function wheelUse(value: unknown, path: string): boolean {
  if (typeof value === 'string' && ['on', 'carousel'].includes(value.trim().toLowerCase())) return true;
  return readBool(value, path, false);
}

function keyboardUse(value: unknown, path: string): NavSettings['keyboard']['use'] {
  if (typeof value === 'boolean') return value ? 'horizontal' : 'off';
  return readEnum(value, path, ['off', 'horizontal', 'vertical'], 'off', { on: 'horizontal', true: 'horizontal', false: 'off' });
}

interface NavReadContext {
  readonly readers: FeatureReaders;
  readonly mode: ModuleMode;
}

/**
 * A tabs / thumbs / scrubber / progress bar element: read by the `navLists` readers when it is on (`set`; the scan,
 * feature-readers.ts, asks for them on the same condition), null when off; the editor reads every element.
 */
function listElement<T>(raw: unknown, path: string, ctx: NavReadContext, read: (code: NonNullable<FeatureReaders['navLists']>) => T): T | null {
  const on = ctx.mode === 'editor' || readBool(optRecord(raw, path).set, at(path, 'set'), false);
  return on ? readWith(ctx.readers, 'navLists', raw, path, null, read) : null;
}

/** The slideshow progress bar (`settings.pbar`), null when off. */
export const readProgressBar = (raw: unknown, path: string, ctx: NavReadContext): ProgressBarSettings | null =>
  listElement(raw, path, ctx, (code) => code.readProgressBar(raw, path));

export function readNav(raw: unknown, path: string, ctx: NavReadContext): NavSettings {
  const nav = optRecord(raw, path);
  const k = optRecord(nav.k, at(path, 'k'));
  const m = optRecord(nav.m, at(path, 'm'));
  const s = optRecord(nav.s, at(path, 's'));
  const touches = readNumber(s.t, at(at(path, 's'), 't'), 1);
  return {
    delay: readNumber(nav.nd, at(path, 'nd'), 1000),
    arrows: arrows(nav.arrows, at(path, 'arrows')),
    bullets: bullets(nav.bullets, at(path, 'bullets')),
    tabs: listElement(nav.tabs, at(path, 'tabs'), ctx, (code) => code.readTabs(nav.tabs, at(path, 'tabs'))),
    thumbs: listElement(nav.thumbs, at(path, 'thumbs'), ctx, (code) => code.readThumbs(nav.thumbs, at(path, 'thumbs'))),
    scrubber: listElement(nav.scrubber, at(path, 'scrubber'), ctx, (code) => code.readScrubber(nav.scrubber, at(path, 'scrubber'))),
    keyboard: { use: keyboardUse(k.use, at(at(path, 'k'), 'use')) },
    wheel: {
      use: wheelUse(m.use, at(at(path, 'm'), 'use')),
      cooldown: readNumber(m.cd, at(at(path, 'm'), 'cd'), 1500),
      direction: readEnum(m.r, at(at(path, 'm'), 'r'), ['default', 'reverse'], 'default'),
    },
    swipe: {
      use: readBool(s.use, at(at(path, 's'), 'use'), false),
      desktop: readBool(s.desk, at(at(path, 's'), 'desk'), false),
      direction: readEnum(s.d, at(at(path, 's'), 'd'), ['horizontal', 'vertical'], 'horizontal'),
      touches: touches >= 1 ? Math.floor(touches) : 1,
      blockVertical: readBool(s.bV, at(at(path, 's'), 'bV'), false),
    },
  };
}
