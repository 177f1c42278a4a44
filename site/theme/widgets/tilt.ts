/**
 * The tilt maths of jQuery tilt.js 1.2.1 (BEHAVIOURS §6 "Tilt"; SPEC §9 "max tilt 20, perspective 300, speed
 * 400 ms"). Not vanilla-tilt, whose defaults (15 / 1000 / 300) and formula differ. Pure; create-tilt.ts binds it
 * to an element.
 */

export interface TiltSettings {
  maxTilt: number;
  perspective: number;
  easing: string;
  scale: number;
  speed: number;
  /** Whether enter/leave set a CSS transition for `speed` ms. */
  transition: boolean;
  /** Whether leaving resets the element flat. */
  reset: boolean;
  glare: boolean;
  maxGlare: number;
  /** `x` keeps rotateX at 0, `y` keeps rotateY at 0 (tilt.js' `axis`, the theme's `disable-axis`). */
  disableAxis: 'x' | 'y' | null;
}

export const TILT_DEFAULTS: Readonly<TiltSettings> = {
  maxTilt: 20,
  perspective: 300,
  easing: 'cubic-bezier(.03,.98,.52,.99)',
  scale: 1,
  speed: 400,
  transition: true,
  reset: true,
  glare: false,
  maxGlare: 1,
  disableAxis: null,
};

type NumberKey = 'maxTilt' | 'perspective' | 'scale' | 'speed' | 'maxGlare';
type BooleanKey = 'transition' | 'reset' | 'glare';

/** `data-tilt-*` attribute (as a dataset key) → setting. */
const NUMBER_ATTRIBUTES: ReadonlyArray<[string, NumberKey]> = [
  ['tiltMax', 'maxTilt'], ['tiltPerspective', 'perspective'], ['tiltScale', 'scale'], ['tiltSpeed', 'speed'], ['tiltMaxglare', 'maxGlare'],
];
const BOOLEAN_ATTRIBUTES: ReadonlyArray<[string, BooleanKey]> = [['tiltTransition', 'transition'], ['tiltReset', 'reset'], ['tiltGlare', 'glare']];

const attributeName = (datasetKey: string) => `data-${datasetKey.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Settings from an element's `data-tilt-*` attributes over the defaults, then `options` over both (tilt.js'
 * `$.extend`). A value of the wrong kind is named through `warn` and the default kept.
 */
export function readTiltSettings(
  dataset: Readonly<Record<string, string | undefined>>,
  options: Partial<TiltSettings> = {},
  warn: (msg: string) => void = () => {},
): TiltSettings {
  const settings: TiltSettings = { ...TILT_DEFAULTS };
  for (const [key, field] of NUMBER_ATTRIBUTES) {
    const raw = dataset[key];
    if (raw === undefined) continue;
    const value = Number(raw);
    const valid = raw.trim() !== '' && Number.isFinite(value) && (field === 'maxTilt' || value >= 0);
    if (valid) settings[field] = value;
    else warn(`Tilt: ${attributeName(key)}="${raw}" should be a ${field === 'maxTilt' ? '' : 'non-negative '}number; using ${settings[field]}`);
  }
  for (const [key, field] of BOOLEAN_ATTRIBUTES) {
    const raw = dataset[key];
    if (raw === undefined) continue;
    if (raw === 'true' || raw === 'false') settings[field] = raw === 'true';
    else warn(`Tilt: ${attributeName(key)}="${raw}" should be true or false; using ${settings[field]}`);
  }
  if (dataset['tiltEasing']?.trim()) settings.easing = dataset['tiltEasing'].trim();
  const axis = dataset['tiltDisableAxis'] ?? dataset['tiltAxis'];
  if (axis === 'x' || axis === 'y') settings.disableAxis = axis;
  else if (axis !== undefined && axis !== '' && axis !== 'null') warn(`Tilt: data-tilt-disable-axis="${axis}" should be x or y; both axes tilt`);
  return { ...settings, ...options };
}

export interface TiltValues {
  /** Degrees, as tilt.js' `toFixed(2)` strings: rotateY takes tiltX, rotateX takes tiltY. */
  tiltX: string;
  tiltY: string;
  percentageX: number;
  percentageY: number;
  /** Glare angle in degrees. */
  angle: number;
}

export interface TiltGeometry {
  /** Pointer position and the element's box origin, in one coordinate space (tilt.js: page; ours: viewport). */
  pointerX: number;
  pointerY: number;
  left: number;
  top: number;
  /** The element's layout size (jQuery outerWidth/outerHeight: untransformed). */
  width: number;
  height: number;
}

export function tiltValues(g: TiltGeometry, maxTilt: number): TiltValues {
  const percentageX = (g.pointerX - g.left) / g.width;
  const percentageY = (g.pointerY - g.top) / g.height;
  return {
    tiltX: (maxTilt / 2 - percentageX * maxTilt).toFixed(2),
    tiltY: (percentageY * maxTilt - maxTilt / 2).toFixed(2),
    percentageX: percentageX * 100,
    percentageY: percentageY * 100,
    angle: Math.atan2(g.pointerX - (g.left + g.width / 2), -(g.pointerY - (g.top + g.height / 2))) * (180 / Math.PI),
  };
}

export function tiltTransform(s: TiltSettings, v: TiltValues): string {
  const rotateX = s.disableAxis === 'x' ? 0 : v.tiltY;
  const rotateY = s.disableAxis === 'y' ? 0 : v.tiltX;
  return `perspective(${s.perspective}px) rotateX(${rotateX}deg) rotateY(${rotateY}deg) scale3d(${s.scale},${s.scale},${s.scale})`;
}

/** What leaving puts back: flat, at the same perspective (no scale3d, as in tilt.js). */
export function resetTransform(s: TiltSettings): string {
  return `perspective(${s.perspective}px) rotateX(0deg) rotateY(0deg)`;
}

/** The CSS transition set on enter and leave and cleared `speed` ms later. */
export function tiltTransition(s: TiltSettings): string {
  return `${s.speed}ms ${s.easing}`;
}
