/**
 * SPEC §4 "Error slide": when a feed is empty (or, in the loader, when the stream request fails) the
 * module becomes a single hero slide titled 'There is nothing to show here!' with the subtitle
 * '<kind> reports: Please check the settings'. Raw module JSON out, so it renders like any module.
 * It is the last resort of the loader: it never throws, whatever the module's settings hold.
 */
import { resolveLadder } from '../model/ladder.ts';
import { isRecord } from '../model/read.ts';
import { parseNumber } from '../model/units.ts';
import { escapeHtml } from './feed-fill.ts';

type Obj = Record<string, unknown>;
type Five = [number, number, number, number, number];

export const ERROR_SLIDE_KEY = 'error';
export const ERROR_TITLE = 'There is nothing to show here!';
export const errorSubtitle = (kind: string): string => `${kind} reports: Please check the settings`;

const DEFAULT_WIDTHS: Five = [1600, 1240, 1024, 778, 480];
/** Dark slate behind white text: contrast well above WCAG AA. */
const BG = { type: 'solid', orig: '#111827', string: 'rgba(17, 24, 39, 1)' };
const FONT = 'Inter, Segoe UI, Helvetica Neue, Arial, sans-serif';

function gridWidths(settings: Obj): Five {
  const size = isRecord(settings.size) ? settings.size : {};
  try {
    return [...resolveLadder(size.width, parseNumber, DEFAULT_WIDTHS, 'module.settings.size.width')].map((w, i) => (w > 0 ? w : DEFAULT_WIDTHS[i] ?? 480)) as Five;
  } catch {
    return DEFAULT_WIDTHS;
  }
}

const TEXT_SHARE = 0.86;
/** The narrowest screen a level is shown on, as a share of its grid: level i spans [grid i+1, grid i); phones go down to 320 px. */
const minScale = (widths: Five, i: number): number => Math.min(1, (widths[i + 1] ?? 320) / widths[i]!);

/**
 * Font size, line height and estimated height per level. Layer text scales with the module, so each level's size
 * is chosen to stay at least `min` px on the narrowest screen that level is shown on.
 */
function typeset(widths: Five, text: string, o: { min: number; share: number; max: number; bold: boolean }) {
  const font = widths.map((w, i) => Math.max(Math.min(o.max, Math.round(w * o.share)), Math.ceil(o.min / minScale(widths, i))));
  const lh = font.map((f) => Math.round(f * 1.3));
  // Average glyph width ~0.55 em (0.6 bold) for the fallback sans fonts: enough to reserve the lines.
  const lines = font.map((f, i) => Math.max(1, Math.ceil((text.length * f * (o.bold ? 0.6 : 0.55)) / (widths[i]! * TEXT_SHARE))));
  return { font, lh, height: lh.map((h, i) => h * lines[i]!) };
}
const px = (list: readonly number[]): string[] => list.map((n) => `${n}px`);

function fadeIn(delay: number): Obj {
  const frame = (t: number, d: number, o: number): Obj => ({ t, d, f: d, e: 'power3.out', pE: 'd', x: [0, 0, 0, 0, 0], y: [0, 0, 0, 0, 0], o, xRe: 0, yRe: 0, off: 0 });
  return { in: { content: { all: [frame(0, 0, 0), frame(delay, 600, 1)] } } };
}

function textLayer(id: number, html: string, font: readonly number[], lh: readonly number[], y: readonly number[], widths: Five, weight: number, delay: number): Obj {
  return {
    id, alias: id === 1 ? 'Error title' : 'Error subtitle', type: 'text', rTo: 'slide',
    fluid: { tx: true, tr: true, sp: true },
    size: { w: px(widths.map((w) => Math.round(w * TEXT_SHARE))), h: ['auto', 'auto', 'auto', 'auto', 'auto'] },
    pos: { x: [0, 0, 0, 0, 0], y: px(y), h: ['center', 'center', 'center', 'center', 'center'], v: ['middle', 'middle', 'middle', 'middle', 'middle'], pos: 'absolute' },
    zIndex: 10 - id, order: id,
    content: { text: html },
    color: ['#ffffff', '#ffffff', '#ffffff', '#ffffff', '#ffffff'],
    font: { family: FONT, size: px(font), weight: [weight, weight, weight, weight, weight] },
    lh: px(lh), tA: ['center', 'center', 'center', 'center', 'center'], ws: 'normal',
    tl: fadeIn(delay),
  };
}

/** The module's settings with navigation, keyboard/wheel/swipe and the progress bar off. */
function quietSettings(settings: Obj, widths: Five): Obj {
  const off = { set: false };
  const size = isRecord(settings.size) ? settings.size : {};
  return {
    // The grid widths as resolved above: an unreadable ladder must not stop the error slide rendering.
    ...settings, type: 'hero', size: { ...size, width: widths },
    nav: { arrows: off, bullets: off, tabs: off, thumbs: off, scrubber: off, k: { use: 'off' }, m: { use: 'off' }, s: { use: false } },
    pbar: off,
    slideshow: { ...(isRecord(settings.slideshow) ? settings.slideshow : {}), auto: false },
  };
}

/**
 * The module turned into the one-slide hero error module.
 *
 * @param kind the feed kind that came back empty (SPEC §1 names), shown in the subtitle.
 * @example
 * ```ts
 * const raw = items.length === 0 ? errorSlideModule(json, source.type) : streamToModule(json, items);
 * ```
 */
export function errorSlideModule(json: unknown, kind: string): Obj {
  const mod: Obj = isRecord(json) ? { ...json } : {};
  const settings: Obj = isRecord(mod.settings) ? { ...mod.settings } : {};
  const widths = gridWidths(settings);
  const title = typeset(widths, ERROR_TITLE, { min: 22, share: 0.035, max: 52, bold: true });
  const sub = typeset(widths, errorSubtitle(kind), { min: 14, share: 0.016, max: 24, bold: false });
  // Both texts centred as one block: the title above the middle, the subtitle below it.
  const block = widths.map((_, i) => title.height[i]! + title.lh[i]! * 0.4 + sub.height[i]!);
  const titleY = block.map((b, i) => Math.round(-b / 2 + title.height[i]! / 2));
  const subY = block.map((b, i) => Math.round(b / 2 - sub.height[i]! / 2));
  const bgLayer = {
    id: 0, alias: 'Slide BG Layer', type: 'shape', subtype: 'slidebg', rTo: 'slide', size: { cMode: 'cover' },
    pos: { h: 'center', v: 'center', pos: 'absolute' }, zIndex: 0, order: 0, bg: { color: BG },
  };
  const slide = {
    id: ERROR_SLIDE_KEY, order: 1, title: ERROR_TITLE, description: '', publish: { from: '', to: '', state: 'published' },
    attr: { deepLink: '' }, slideshow: { len: 'default', hfn: false }, actions: [],
  };
  const layers = {
    0: bgLayer,
    1: textLayer(1, escapeHtml(ERROR_TITLE), title.font, title.lh, titleY, widths, 700, 100),
    2: textLayer(2, escapeHtml(errorSubtitle(kind)), sub.font, sub.lh, subY, widths, 400, 300),
  };
  return { ...mod, settings: quietSettings(settings, widths), slides: { [ERROR_SLIDE_KEY]: { id: ERROR_SLIDE_KEY, slide, layers } } };
}
