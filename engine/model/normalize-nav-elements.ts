/**
 * Tabs, thumbnails, scrubber (`settings.nav.tabs|thumbs|scrubber`) and the progress bar (`settings.pbar`): the
 * `navLists` feature's readers (feature-readers.ts), loaded only for a module that switches one of them on.
 * Defaults: FORMAT.md §8 (tabs/thumbs `io "inner"`, `m 5`, `size {w 100, h 50, mw 50}`, `wr {p 5, c
 * transparent, s false}`; scrubber `ts 100, hs 100, tp "dots", ms 60, sc 100`) and SPEC §9 (thumbnail
 * 100×50, progress bar 5 px).
 */
import type { NavPlacement } from './types.ts';
import type {
  NavItemSize,
  NavListSettings,
  NavWrapper,
  ProgressBarSettings,
  ScrubberSettings,
} from './types-nav.ts';
import { parseColor } from './color.ts';
import { resolveLadder } from './ladder.ts';
import { enumEntry } from './normalize-layer-style.ts';
import { elementBase, placement, readInOut, type PlacementDefaults } from './normalize-nav.ts';
import { at, optRecord, readBool, readEnum, readNumber, type Rec } from './read.ts';
import { parseBool, parseNumber } from './units.ts';

const directionEntry = enumEntry(['horizontal', 'vertical']);

function color(value: unknown, path: string, fallback: string): string {
  return parseColor(value, path) ?? fallback;
}

function nonNegative(raw: unknown, path: string, fallback: number): number {
  const n = readNumber(raw, path, fallback);
  return n >= 0 ? n : fallback;
}

function readWrapper(raw: unknown, path: string): NavWrapper {
  const wr = optRecord(raw, path);
  return {
    padding: resolveLadder(wr.p, parseNumber, 5, at(path, 'p')),
    color: color(wr.c, at(path, 'c'), 'transparent'),
    span: readBool(wr.s, at(path, 's'), false),
    marginX: resolveLadder(wr.mx, parseNumber, 0, at(path, 'mx')),
    marginY: resolveLadder(wr.my, parseNumber, 0, at(path, 'my')),
  };
}

function readSize(raw: unknown, path: string, d: { w: number; h: number; mw: number }): NavItemSize {
  const size = optRecord(raw, path);
  const height = resolveLadder(size.h, parseNumber, d.h, at(path, 'h'));
  // SR7 sizes tabs and thumbnails from `nw`/`nh` at every level (the `w`/`h` ladders are the editor's); an export
  // without them keeps its per-level size.
  const nw = size.nw === undefined ? 0 : nonNegative(size.nw, at(path, 'nw'), 0);
  return {
    width: resolveLadder(size.w, parseNumber, d.w, at(path, 'w')),
    height,
    minWidth: nonNegative(size.mw, at(path, 'mw'), d.mw),
    natural: nw > 0 ? { width: nw, height: nonNegative(size.nh, at(path, 'nh'), height[0]) } : null,
  };
}

interface ListDefaults {
  readonly place: PlacementDefaults;
  readonly size: { w: number; h: number; mw: number };
  readonly max: number;
}

function readList(raw: unknown, path: string, d: ListDefaults): NavListSettings {
  const el = optRecord(raw, path);
  return {
    ...elementBase(el, path),
    direction: resolveLadder(el.d, directionEntry, 'horizontal', at(path, 'd')),
    gap: readNumber(el.g, at(path, 'g'), 5),
    placement: placement(el, undefined, d.place, path),
    inOut: readInOut(el.io, at(path, 'io')),
    max: resolveLadder(el.m, parseNumber, d.max, at(path, 'm')),
    size: readSize(el.size, at(path, 'size'), d.size),
    wrapper: readWrapper(el.wr, at(path, 'wr')),
  };
}

const LIST_DEFAULTS: ListDefaults = {
  place: { h: 'center', v: 'bottom', y: 20 },
  size: { w: 100, h: 50, mw: 50 },
  max: 5,
};

export const readTabs = (raw: unknown, path: string): NavListSettings => readList(raw, path, LIST_DEFAULTS);
export const readThumbs = (raw: unknown, path: string): NavListSettings => readList(raw, path, LIST_DEFAULTS);

export function readScrubber(raw: unknown, path: string): ScrubberSettings {
  const el: Rec = optRecord(raw, path);
  // A scrubber shows every slot; its size is the track's thickness (h) and the handle's length (w).
  const list = readList(el, path, { place: { h: 'center', v: 'bottom', y: 20 }, size: { w: 60, h: 30, mw: 40 }, max: 0 });
  const percent = (key: string) => nonNegative(el[key], at(path, key), 100);
  return {
    ...list,
    pattern: readEnum(el.tp, at(path, 'tp'), ['dots', 'vlines', 'hlines'], 'dots'),
    slot: nonNegative(el.ms, at(path, 'ms'), 60) || 60,
    handleSize: percent('hs'),
    tickSize: percent('ts'),
    scale: percent('sc') || 100,
    tickOpacity: percent('to'),
    changeOnRelease: readBool(el.cor, at(path, 'cor'), false),
    skew: readNumber(el.sk, at(path, 'sk'), 0),
  };
}

const PBAR_TYPES = ['horizontal', 'vertical', 'cw', 'ccw'] as const;

export function readProgressBar(raw: unknown, path: string): ProgressBarSettings {
  const bar = optRecord(raw, path);
  const type = readEnum(bar.t ?? bar.style, at(path, 't'), PBAR_TYPES, 'horizontal');
  const place: NavPlacement = placement(bar, undefined, { h: 'left', v: type === 'horizontal' ? 'bottom' : 'top', y: 0 }, path);
  return {
    enabled: readBool(bar.set, at(path, 'set'), false),
    type,
    // SPEC §9: progress bar size 5px.
    size: nonNegative(bar.s, at(path, 's'), 5) || 5,
    radius: nonNegative(bar.r, at(path, 'r'), 10) || 10,
    color: color(bar.c, at(path, 'c'), 'rgba(255, 255, 255, 0.5)'),
    background: color(bar.bg, at(path, 'bg'), 'transparent'),
    placement: place,
    basedOn: readEnum(bar.base, at(path, 'base'), ['slide', 'module'], 'slide'),
    show: resolveLadder(bar.vis, parseBool, true, at(path, 'vis')),
  };
}
