/**
 * Module-level settings: identity, type, size, slideshow, general. Defaults: FORMAT.md §9 `moduleObj`,
 * SPEC §3 "Module settings" and §9.
 */
import type { Ladder, ModuleModel, ModuleType, StageDpr, WireGeneration } from './types.ts';
import { ModuleError } from './errors.ts';
import { resolveLadder } from './ladder.ts';
import { at, entriesOf, isRecord, optRecord, readBool, readEnum, readNumber, readString, type Rec } from './read.ts';
import { readImageFill } from './normalize-fill.ts';
import { overlayField } from './normalize-overlay.ts';
import { readFallbackUrl } from './normalize-fallback.ts';
import { parseColor, parseNumber, parsePx } from './units.ts';

/** SPEC §9 default breakpoints; the grid width per level doubles as the breakpoint ladder. */
export const DEFAULT_WIDTH: Ladder<number> = [1600, 1240, 1024, 778, 480];
/**
 * FORMAT.md §9 gives SR7's height default as ["#a","auto",…] (inherit the measured content height), which a
 * number ladder cannot hold; these are the heights SR7's editor seeds a new module with (largedesktop and
 * desktop 900, notebook 768, tablet 960, mobile 720), the same values every legacy fixture stores.
 */
export const DEFAULT_HEIGHT: Ladder<number> = [900, 900, 768, 960, 720];
/**
 * SR7 `settings.uSize`: which levels the author designed. SR7's own default (its defaults.js) is desktop only: an
 * export without `uSize` scales the desktop design to every width, whatever its other ladder entries say
 * (lasak-eduma-mix in the corpus: at 778 px its layers are the desktop ones × 778/1320, as in the reference).
 */
export const DEFAULT_USED_LEVELS: Ladder<boolean> = [false, true, false, false, false];
export const DEFAULT_SLIDE_LENGTH = 9000;

const SR7_HTML_ID = /^SR7_(\d+)_\d+$/;

function numericId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const s = value.trim();
    if (/^\d+$/.test(s)) return Number(s);
    const m = SR7_HTML_ID.exec(s);
    if (m) return Number(m[1]);
  }
  return null;
}

/** `htmlId` and `dbid`: settings.id when the author named the module ("home"), else `SR7_<dbid>_1`. */
export function identity(moduleId: unknown, settings: Rec, path: string): { htmlId: string; dbid: number | null } {
  const dbid = numericId(moduleId) ?? numericId(settings.dbid);
  const named = readString(settings.id, at(path, 'id'), '').trim();
  if (named !== '' && numericId(named) === null) return { htmlId: named, dbid };
  if (typeof moduleId === 'string' && SR7_HTML_ID.test(moduleId.trim())) return { htmlId: moduleId.trim(), dbid };
  return { htmlId: `SR7_${dbid ?? numericId(named) ?? 0}_1`, dbid };
}

export function moduleType(value: unknown, path: string): ModuleType {
  const t = readString(value, path, '').trim().toLowerCase();
  if (t === 'hero' || t === 'carousel' || t === 'scene') return t;
  // "slider" (older builds), "standard" (newer) and anything unknown play as a standard slider.
  return 'standard';
}

/** 'compact' for the 7.0 object format: version/ojsv 7.x, or a BG transition in the `{ex:true}` form. */
export function detectGeneration(settings: Rec, hasCompactTransition: boolean): WireGeneration {
  const v7 = (v: unknown): boolean => typeof v === 'string' && v.trim().startsWith('7.');
  return v7(settings.version) || v7(settings.ojsv) || hasCompactTransition ? 'compact' : 'legacy';
}

/** Height ladders may say "auto" for levels that inherit; treat them like "#a". */
function autoAsInherit(raw: unknown): unknown {
  const isAuto = (v: unknown): boolean => typeof v === 'string' && v.trim().toLowerCase() === 'auto';
  if (Array.isArray(raw)) return raw.map((v) => (isAuto(v) ? '#a' : v));
  return isAuto(raw) ? undefined : raw;
}

export function readSize(raw: unknown, path: string): ModuleModel['size'] {
  const size = optRecord(raw, path);
  const p = (key: string): string => at(path, key);
  const offset = readString(size.fullHeightOffset, p('fullHeightOffset'), '').trim();
  return {
    fullWidth: readBool(size.fullWidth, p('fullWidth'), true),
    fullHeight: readBool(size.fullHeight, p('fullHeight'), false),
    fullHeightOffset: offset === ',' ? '' : offset, // SPEC §5: a lone comma is empty
    width: resolveLadder(autoAsInherit(size.width), parseNumber, DEFAULT_WIDTH, p('width')),
    height: resolveLadder(autoAsInherit(size.height), parseNumber, DEFAULT_HEIGHT, p('height')),
    minHeight: resolveLadder(size.minHeight, parsePx, 0, p('minHeight')),
    maxHeight: resolveLadder(size.maxHeight, parsePx, 0, p('maxHeight')),
    ...readMaxWidth(size.maxWidth, p('maxWidth')),
    upscaling: readBool(size.upscaling, p('upscaling'), false),
    respectRatio: readBool(size.respectRatio, p('respectRatio'), false),
    keepBreakpointHeight: readBool(size.keepBPHeight, p('keepBPHeight'), false),
    padding: { top: spacing(size.p, 't', p('p'), 0), right: spacing(size.p, 'r', p('p'), 0), bottom: spacing(size.p, 'b', p('p'), 0), left: spacing(size.p, 'l', p('p'), 0) },
    margin: { top: spacing(size.m, 't', p('m'), Number.NEGATIVE_INFINITY), bottom: spacing(size.m, 'b', p('m'), Number.NEGATIVE_INFINITY) },
  };
}

/** Wire `size.maxWidth`: px (`1200`, `"1200px"`), a percentage of the container (`"90%"`), or none (0, ""). */
function readMaxWidth(raw: unknown, path: string): Pick<ModuleModel['size'], 'maxWidth' | 'maxWidthPercent'> {
  const percent = typeof raw === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(raw) : null;
  // 100 % or more of the container is no limit.
  if (percent) return { maxWidth: 0, maxWidthPercent: Number(percent[1]) < 100 ? Number(percent[1]) : 0 };
  return { maxWidth: raw === undefined || raw === null ? 0 : parsePx(raw, path), maxWidthPercent: 0 };
}

/** One side of the module's padding or margin (`size.p.t` …: a px value per level); a padding is never negative. */
function spacing(raw: unknown, side: string, path: string, least: number): Ladder<number> {
  const sides = optRecord(raw, path);
  return resolveLadder(sides[side], (value, entryPath) => Math.max(least, parsePx(value, entryPath)), 0, at(path, side));
}

export function readSlideshow(raw: unknown, path: string): ModuleModel['slideshow'] {
  const s = optRecord(raw, path);
  const p = (key: string): string => at(path, key);
  const first = s.firstSlide;
  const firstNum = first === undefined || first === null || first === '' || first === 'auto' ? Number.NaN : parseNumber(first, p('firstSlide'));
  return {
    auto: readBool(s.auto, p('auto'), true),
    stopOnHover: readBool(s.sOH, p('sOH'), false),
    loop: readNumber(s.loop, p('loop'), -1),
    stopAt: readNumber(s.stopAt, p('stopAt'), -1),
    shuffle: readBool(s.shuffle, p('shuffle'), false),
    initDelay: readNumber(s.initDelay, p('initDelay'), 0),
    waitApi: readBool(s.waitApi, p('waitApi'), false),
    firstSlide: Number.isFinite(firstNum) && firstNum >= 1 ? Math.floor(firstNum) : 'auto',
  };
}

export function readGeneral(raw: unknown, path: string): ModuleModel['general'] {
  const g = optRecord(raw, path);
  return {
    perspective: readNumber(g.perspective, at(path, 'perspective'), 600),
    perspectiveType: readEnum(g.perspectiveType, at(path, 'perspectiveType'), ['global', 'isometric', 'local'], 'global'),
    dpr: readDpr(g.dpr, at(path, 'dpr')),
    fallbackUrl: readFallbackUrl(g.fallbackURL, at(path, 'fallbackURL')),
  };
}

/** The highest fixed stage pixel ratio a module may ask for: beyond 4 a full-stage canvas only costs memory. */
export const MAX_FIXED_DPR = 4;
const DEVICE_DPR: StageDpr = { mode: 'device' };

/**
 * `general.dpr`: "dpr" (or empty, or true) follows the device; "off"/"none"/false mean 1; a ratio (2, "1.5",
 * "2x") is used as it is. Anything else is a ModuleError naming the path.
 */
export function readDpr(value: unknown, path: string): StageDpr {
  if (value === undefined || value === null || value === true) return DEVICE_DPR;
  if (value === false) return { mode: 'fixed', ratio: 1 };
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().toLowerCase() : null;
  if (text === '' || text === 'dpr') return DEVICE_DPR;
  if (text === 'off' || text === 'none') return { mode: 'fixed', ratio: 1 };
  const ratio = text !== null && /^\d+(\.\d+)?x?$/.test(text) ? Number.parseFloat(text) : Number.NaN;
  if (ratio > 0 && ratio <= MAX_FIXED_DPR) return { mode: 'fixed', ratio };
  throw new ModuleError(path, `"dpr", "off" or a pixel ratio above 0 and at most ${MAX_FIXED_DPR} (such as 1 or 2)`, value);
}

/** Font families from `{<key>: {name, normal, subset}}` (or a list); quotes and '+' of the key dropped. */
export function readFonts(raw: unknown, path: string): string[] {
  if (raw === undefined || raw === null) return [];
  const names = new Set<string>();
  for (const [key, value] of entriesOf(raw, path, 'fonts by family')) {
    const name = isRecord(value) && typeof value.name === 'string' ? value.name : typeof value === 'string' ? value : key;
    const clean = name.replace(/\+/g, ' ').replace(/^['"\s]+|['"\s]+$/g, '');
    if (clean !== '' && !/^\d+$/.test(clean)) names.add(clean);
  }
  return [...names];
}

/** `settings.acc`: a flag or `{u|use|enable}`; accessibility attributes apply only when on (SPEC §5). */
export function readAccessibility(raw: unknown, path: string): boolean {
  if (isRecord(raw)) return readBool(raw.u ?? raw.use ?? raw.enable, at(path, 'u'), false);
  return readBool(raw, path, false);
}

export function readModuleBg(raw: unknown, path: string): ModuleModel['bg'] {
  const bg = optRecord(raw, path);
  return { color: parseColor(bg.color, at(path, 'color')), image: readImageFill(bg.image, at(path, 'image')), ...overlayField(bg.overlay, at(path, 'overlay')) };
}
