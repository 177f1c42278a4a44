import { parseColor } from './color.ts';
import { at, optRecord, readNumber, readString } from './read.ts';

/**
 * SR7's pixel-pattern overlay (SPEC §3 layer `overlay`; wire `bg.overlay {type, size, cA, cB, bf}` on a media
 * layer or the slide-BG layer, and `settings.bg.overlay` on the module): a tile of cells, repeated over video and
 * audio layers, slide backgrounds and the module background.
 */
export interface PatternOverlay {
  /** SR7's pattern number, 1–17 (react-ui/pattern-overlay.tsx draws the grids); an unknown type reads as 2. */
  readonly type: number;
  /** Cell size in px (wire `size`, default 1). */
  readonly size: number;
  /** Colour of the 0 cells (wire `cA`, default transparent: nothing drawn). */
  readonly colorA: string;
  /** Colour of the 1 cells (wire `cB`, default #000000). */
  readonly colorB: string;
  /** Backdrop blur behind the pattern in px (wire `bf`, default 0 = none). */
  readonly blur: number;
}

/** How many patterns SR7 has (type 17 is all `cA`). */
export const OVERLAY_PATTERN_COUNT = 17;
/** The pattern SR7 draws for a type it does not know. */
export const OVERLAY_FALLBACK_TYPE = 2;

/** `bg.overlay`, or null when there is none (missing, or type "none"). */
export function readPatternOverlay(raw: unknown, path: string): PatternOverlay | null {
  const overlay = optRecord(raw, path, 'an overlay object ({type, size, cA, cB})');
  const typeText = readString(overlay.type, at(path, 'type'), 'none').trim().toLowerCase();
  if (typeText === 'none' || typeText === '') return null;
  const type = Number(typeText);
  const size = readNumber(overlay.size, at(path, 'size'), 1);
  return {
    type: Number.isInteger(type) && type >= 1 && type <= OVERLAY_PATTERN_COUNT ? type : OVERLAY_FALLBACK_TYPE,
    size: Number.isFinite(size) && size >= 1 ? Math.round(size) : 1,
    colorA: parseColor(overlay.cA, at(path, 'cA')) ?? 'transparent',
    colorB: parseColor(overlay.cB, at(path, 'cB')) ?? '#000000',
    blur: Math.max(0, readNumber(overlay.bf, at(path, 'bf'), 0)),
  };
}

/** `{overlay}` to spread into a fill when the wire has one, `{}` when not (the field stays absent). */
export function overlayField(raw: unknown, path: string): { overlay?: PatternOverlay } {
  const overlay = readPatternOverlay(raw, path);
  return overlay === null ? {} : { overlay };
}
