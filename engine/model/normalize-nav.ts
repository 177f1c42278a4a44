/**
 * Navigation settings (`settings.nav`): arrows, bullets, keyboard, wheel, swipe. Defaults are SR7's
 * `moduleObj` (FORMAT.md §8) and SPEC §9 (wheel cooldown 1500 ms, swipe touch count 1, nav delay 1000).
 */
import type { ArrowsSettings, BulletsSettings, NavAnim, NavPlacement, NavSettings } from './types.ts';
import { resolveLadder } from './ladder.ts';
import { at, isRecord, optRecord, readBool, readEnum, readNumber, readString, type Rec } from './read.ts';
import { enumEntry } from './normalize-layer-style.ts';
import { parseBool, parseColor, parseNumber } from './units.ts';
import { checkSkinCss } from './nav-skin.ts';
import { readInOut, readScrubber, readTabs, readThumbs } from './normalize-nav-elements.ts';

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

export function readNav(raw: unknown, path: string): NavSettings {
  const nav = optRecord(raw, path);
  const k = optRecord(nav.k, at(path, 'k'));
  const m = optRecord(nav.m, at(path, 'm'));
  const s = optRecord(nav.s, at(path, 's'));
  const touches = readNumber(s.t, at(at(path, 's'), 't'), 1);
  return {
    delay: readNumber(nav.nd, at(path, 'nd'), 1000),
    arrows: arrows(nav.arrows, at(path, 'arrows')),
    bullets: bullets(nav.bullets, at(path, 'bullets')),
    tabs: readTabs(nav.tabs, at(path, 'tabs')),
    thumbs: readThumbs(nav.thumbs, at(path, 'thumbs')),
    scrubber: readScrubber(nav.scrubber, at(path, 'scrubber')),
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
