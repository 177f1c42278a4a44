/**
 * Wire `settings.carousel` → CarouselSettings (FORMAT.md §9 SR7.D.carouselSettings). Real exports write
 * numbers as strings ("800", "0") and `showAllLayers` as a string or a boolean; both are accepted.
 */
import { parseColor } from './color.ts';
import { ModuleError } from './errors.ts';
import { at, optRecord, readBool, readNumber, readString, type Rec } from './read.ts';
import type { CarouselLayerVisibility, CarouselSettings, CarouselShadow } from './types-carousel.ts';
import { parseNumber } from './units.ts';

/** SPEC §9: carousel duration 800 ms, 3 visible slides. */
export const DEFAULT_CAROUSEL_DURATION = 800;
export const DEFAULT_CAROUSEL_VISIBLE = 3;

/** A percentage: 50, "50" or "50%" → 50. */
function readPercent(value: unknown, path: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  return parseNumber(value, path, { percent: true });
}

function readAlign(value: unknown, path: string): CarouselSettings['align'] {
  const word = readString(value, path, 'center').trim().toLowerCase();
  if (word === 'left' || word === 'top') return 'start';
  if (word === 'right' || word === 'bottom') return 'end';
  if (word === 'center' || word === 'middle' || word === '') return 'center';
  throw new ModuleError(path, 'one of left, center, right, top, bottom', value);
}

function readLayers(value: unknown, path: string): CarouselLayerVisibility {
  if (value === undefined || value === null || value === '' || value === false) return 'focus';
  if (value === true) return 'all';
  const word = readString(value, path, 'false').trim().toLowerCase();
  if (word === 'false' || word === 'off') return 'focus';
  if (word === 'all' || word === 'true' || word === 'on') return 'all';
  if (word === 'individual') return 'individual';
  throw new ModuleError(path, 'one of "false", "all", "individual"', value);
}

function readSpin(value: unknown, path: string): CarouselSettings['spin'] {
  const word = readString(value, path, 'off').trim().toLowerCase();
  if (word === '2d' || word === '3d') return word;
  if (word === 'off' || word === '' || word === 'false') return 'off';
  throw new ModuleError(path, 'one of off, 2d, 3d', value);
}

function readShadow(value: unknown, path: string): CarouselShadow {
  const s = optRecord(value, path);
  const p = (key: string) => at(path, key);
  return {
    use: readBool(s.use, p('use'), false),
    x: readNumber(s.h, p('h'), 0),
    y: readNumber(s.v, p('v'), 0),
    blur: readNumber(s.blur, p('blur'), 0),
    spread: readNumber(s.spread, p('spread'), 0),
    color: (s.color === undefined ? null : parseColor(s.color, p('color'))) ?? 'transparent',
  };
}

/** Settings of a carousel module; `raw` is `settings.carousel` (missing → all defaults). */
export function readCarousel(raw: unknown, path: string): CarouselSettings {
  const c: Rec = optRecord(raw, path);
  const p = (key: string) => at(path, key);
  const axis = readString(c.type, p('type'), 'h').trim().toLowerCase() === 'v' ? 'v' : 'h';
  const maxVisible = Math.round(readNumber(c.maxV, p('maxV'), DEFAULT_CAROUSEL_VISIBLE));
  const duration = readNumber(c.dur, p('dur'), DEFAULT_CAROUSEL_DURATION);
  const radius = readNumber(c.bR, p('bR'), 0);
  const radiusUnit = readString(c.bRU, p('bRU'), 'px').trim() === '%' ? '%' : 'px';
  const aDir = readString(c.aDir, p('aDir'), 'default').trim().toLowerCase();
  return {
    axis,
    align: readAlign(c.align, p('align')),
    reverse: aDir === 'reverse',
    // SR7's editor offers 1..17; below 1 means "no limit" in RS6, which a virtualized view cannot honour.
    maxVisible: Number.isFinite(maxVisible) && maxVisible >= 1 ? maxVisible : DEFAULT_CAROUSEL_VISIBLE,
    justify: readBool(c.justify, p('justify'), false),
    justifyMaxWidth: readBool(c.jMWidth, p('jMWidth'), false),
    stretch: axis === 'v' ? readBool(c.stretchV, p('stretchV'), false) : readBool(c.stretch, p('stretch'), false),
    space: readNumber(c.space, p('space'), 0),
    scale: {
      use: readBool(c.scale, p('scale'), false),
      lowest: readPercent(c.minS, p('minS'), 50),
      byDistance: readBool(c.vScale, p('vScale'), false),
      offset: readBool(c.oScale, p('oScale'), false),
    },
    opacity: {
      use: readBool(c.opacity, p('opacity'), true),
      lowest: readPercent(c.maxO, p('maxO'), 100),
      byDistance: readBool(c.varO, p('varO'), false),
    },
    rotation: {
      use: readBool(c.rotation, p('rotation'), false),
      max: readNumber(c.maxR, p('maxR'), 0),
      byDistance: readBool(c.varR, p('varR'), false),
    },
    spin: readSpin(c.spin, p('spin')),
    spinAngle: readNumber(c.spinA, p('spinA'), 0),
    skewX: readNumber(c.skewX, p('skewX'), 0),
    skewY: readNumber(c.skewY, p('skewY'), 0),
    snap: readBool(c.snap, p('snap'), true),
    infinity: readBool(c.infinity, p('infinity'), false),
    ease: readString(c.ease, p('ease'), 'power3.inOut').trim() || 'power3.inOut',
    duration: duration >= 0 ? duration : DEFAULT_CAROUSEL_DURATION,
    overshoot: readBool(c.overshoot, p('overshoot'), false),
    layers: readLayers(c.showAllLayers, p('showAllLayers')),
    borderRadius: `${Math.max(0, radius)}${radiusUnit}`,
    shadow: readShadow(c.bShdw, p('bShdw')),
    siblingsVisible: Math.max(0, readNumber(c.pNV, p('pNV'), 50)),
    paddingTop: Math.max(0, readNumber(c.pT, p('pT'), 0)),
    paddingBottom: Math.max(0, readNumber(c.pB, p('pB'), 0)),
  };
}
