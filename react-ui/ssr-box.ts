/**
 * The module's box before anything is measured (issue 17 server rendering): the server cannot know the window, so
 * the markup carries the box of every responsive level at once, as media rules on the window width (the page's
 * breakpoints pick the level, engine/layout/responsive.ts). Within a level the box keeps the level's proportions
 * below its grid width (the module scales) and stops growing above it (no upscaling); the browser then lays the
 * module out at the same height, so hydration moves nothing on a phone either.
 */
import type { Level, ModuleModel } from '../engine/index.ts';
import { designedLevel, PAGE_BREAKPOINTS } from '../engine/layout/responsive.ts';
import { SCROLLBAR_ALLOWANCE } from './measure.ts';
import { computeNavFrame, type OuterRoom } from './nav-frame.ts';

export interface LevelBox {
  /** The window widths the rule applies to: [min, max], null for open ends. */
  readonly min: number | null;
  readonly max: number | null;
  readonly aspect: string;
  readonly maxHeight: number | null;
  /** The level's height whatever the width (wire keepBPHeight): no aspect ratio then. */
  readonly height: number | null;
  /**
   * A full-width module's slides span the window where its box is within a scrollbar of it (measure.ts: a page with
   * body margins), else the box: their height per px of that width, up to `max` px (null: no limit, upscaling),
   * plus `extra` px that do not scale (outer navigation's room, a carousel's padding). Null for a module whose slides
   * are always as wide as the box.
   */
  readonly slideHeight: { readonly ratio: number; readonly max: number | null; readonly extra: number } | null;
}

/** Extra height the view adds around the stage (a carousel's wire pT / pB). */
type ExtraHeight = (model: ModuleModel) => number;

export function levelBoxes(model: ModuleModel, extra: ExtraHeight, outerFor?: OuterRoom, breakpoints: readonly number[] = PAGE_BREAKPOINTS): LevelBox[] {
  const boxes: LevelBox[] = [];
  const levels = Math.min(4, breakpoints.length);
  for (let level = 0; level <= levels; level++) {
    // Window widths of this level: below the breakpoint above it, at or over its own (level 4: under the last).
    const max = level === 0 ? null : breakpoints[level - 1]! - 1;
    const min = level < breakpoints.length ? breakpoints[level]! : null;
    const grid = model.size.width[designedLevel(level as Level, model.usedLevels)] ?? 1240;
    // Laid out at the grid width (or the widest window of the level, when that is narrower): the level's proportions.
    const width = Math.max(1, max === null ? Math.max(grid, min ?? 0) : Math.min(grid, max));
    const frame = computeNavFrame(model, width, { width: max === null ? Math.max(width, min ?? 0) : width, height: 900, breakpoints }, 0, outerFor);
    const height = frame.layout.height + frame.outer.top + frame.outer.bottom + extra(model);
    if (!(height > 0) || !(frame.layout.stageWidth > 0)) continue;
    const spans = model.size.fullWidth && model.size.maxWidth <= 0 && model.size.maxWidthPercent <= 0 && frame.outer.left + frame.outer.right === 0;
    const slideHeight = spans ? { ratio: Math.round((frame.layout.height / frame.layout.stageWidth) * 1e6) / 1e6, max: model.size.upscaling ? null : round(frame.layout.height), extra: round(height - frame.layout.height) } : null;
    boxes.push({ min, max, aspect: `${round(frame.layout.stageWidth + frame.outer.left + frame.outer.right)} / ${round(height)}`, maxHeight: model.size.upscaling ? null : round(height), height: model.size.keepBreakpointHeight ? round(height) : null, slideHeight });
  }
  return boxes;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The slides' width as measure.ts lays them out, in CSS: the window's (100vw) where the box is within a scrollbar of
 * it, else the box's own (100%, as a padding of a child reads it). A step in CSS without comparisons: the allowance
 * left over, times 1000, is a large length where the box spans the window and a negative one (so 0) where it does not.
 */
const SLIDES_WIDTH = `(100% + min(100vw - 100%, max(0px, (${SCROLLBAR_ALLOWANCE + 0.5}px - (100vw - 100%)) * 1000)))`;

/** A full-width module's height: its slides' height for their width (up to the grid's), and what does not scale. */
function heightCss({ ratio, max, extra }: NonNullable<LevelBox['slideHeight']>): string {
  const slides = `${SLIDES_WIDTH} * ${ratio}`;
  return `calc(${max === null ? slides : `min(${slides}, ${max}px)`} + ${extra}px)`;
}

/**
 * The rules for one module root (`selector`), widest level first so narrower windows override. A box that follows
 * the window gets its height from a first child's padding (`::before`): a padding's percentage reads the box's width,
 * which a height cannot.
 */
export function levelBoxCss(selector: string, boxes: readonly LevelBox[]): string {
  return boxes
    .map((box) => {
      const rule =
        box.height !== null
          ? `${selector}{aspect-ratio:auto;height:${box.height}px;max-height:none;}`
          : box.slideHeight
            ? `${selector}{aspect-ratio:auto;height:auto;max-height:none;}${selector}::before{content:"";display:block;padding-top:${heightCss(box.slideHeight)};}`
            : `${selector}{aspect-ratio:${box.aspect};height:auto;${box.maxHeight === null ? '' : `max-height:${box.maxHeight}px;`}}`;
      const query = [box.min === null ? null : `(min-width:${box.min}px)`, box.max === null ? null : `(max-width:${box.max + 0.98}px)`].filter(Boolean).join(' and ');
      return query ? `@media ${query}{${rule}}` : rule;
    })
    .join('');
}
