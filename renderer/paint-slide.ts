import type { FilterSheet, MediaFilter, SlideBackground } from '../engine/index.ts';
import { MEDIA_FILTERS } from '../engine/model/media-filters.ts';
import { fitImage } from './fit.ts';

/**
 * Paints a slide background into a 2D canvas the size of the stage. The GPU stage uploads it as the
 * slide's texture once per slide and size; transitions then only sample textures. A media filter look (SR7 `mF`,
 * engine/model/media-filters.ts) is painted as the DOM draws it: the background and the look's two sheets
 * (blended over it), all seen through the look's filter chain.
 */
export function paintSlide(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  background: SlideBackground,
  moduleColour: string | null,
  image: HTMLImageElement | null,
): void {
  const look = background.filter ? MEDIA_FILTERS[background.filter] : undefined;
  if (look) return paintFiltered(ctx, width, height, look, (inner) => paintPlain(inner, width, height, background, moduleColour, image));
  paintPlain(ctx, width, height, background, moduleColour, image);
}

type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function paintFiltered(ctx: CanvasRenderingContext2D, width: number, height: number, look: MediaFilter, paint: (inner: Ctx2D) => void): void {
  const layer = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(Math.max(1, width), Math.max(1, height)) : null;
  const inner = layer?.getContext('2d') ?? null;
  // Without an offscreen canvas the filter goes on each draw instead of the whole: close, not exact.
  const target: Ctx2D = inner ?? ctx;
  if (!inner) ctx.filter = look.filter || 'none';
  paint(target);
  for (const sheet of [look.before, look.after]) if (sheet) paintSheet(target, width, height, sheet);
  if (inner && layer) {
    ctx.clearRect(0, 0, width, height);
    ctx.filter = look.filter || 'none';
    ctx.drawImage(layer, 0, 0);
  }
  ctx.filter = 'none';
}

function paintSheet(ctx: Ctx2D, width: number, height: number, sheet: FilterSheet): void {
  ctx.save();
  ctx.globalAlpha = sheet.opacity;
  ctx.globalCompositeOperation = sheet.blend === 'normal' ? 'source-over' : sheet.blend;
  ctx.fillStyle = /gradient\(/.test(sheet.fill) ? (canvasGradient(ctx, sheet.fill, width, height) ?? 'transparent') : sheet.fill;
  ctx.fillRect(0, 0, width, height);
  ctx.restore();
}

function paintPlain(
  ctx: Ctx2D,
  width: number,
  height: number,
  background: SlideBackground,
  moduleColour: string | null,
  image: HTMLImageElement | null,
): void {
  ctx.clearRect(0, 0, width, height);
  const colour = background.color ?? moduleColour;
  if (colour) {
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, width, height);
  }
  if (background.gradient) {
    const gradient = canvasGradient(ctx, background.gradient, width, height);
    if (gradient) {
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, width, height);
    }
  }
  if (image && background.image) {
    const rect = fitImage(image.naturalWidth, image.naturalHeight, width, height, background.image.size, background.image.position);
    ctx.drawImage(image, rect.x, rect.y, rect.w, rect.h);
  }
}

/** `linear-gradient(<deg>, <colour> <pos>%, …)` → a canvas gradient (the form the model normalizes to). */
export function canvasGradient(ctx: Ctx2D, css: string, width: number, height: number): CanvasGradient | null {
  const match = /^(linear|radial)-gradient\((.*)\)$/s.exec(css.trim());
  if (!match) return null;
  const parts = splitTopLevel(match[2] ?? '');
  let angle = 180;
  if (parts[0] && /deg$/.test(parts[0].trim())) angle = Number.parseFloat(parts.shift() ?? '180');
  else if (parts[0] && /^(to |circle|ellipse)/.test(parts[0].trim())) parts.shift();
  const gradient =
    match[1] === 'radial'
      ? ctx.createRadialGradient(width / 2, height / 2, 0, width / 2, height / 2, Math.hypot(width, height) / 2)
      : (() => {
          const rad = ((angle - 90) * Math.PI) / 180;
          const half = (Math.abs(width * Math.cos(rad)) + Math.abs(height * Math.sin(rad))) / 2;
          const dx = Math.cos(rad) * half;
          const dy = Math.sin(rad) * half;
          return ctx.createLinearGradient(width / 2 - dx, height / 2 - dy, width / 2 + dx, height / 2 + dy);
        })();
  parts.forEach((part, i) => {
    const stop = /^(.*?)\s+(-?[\d.]+)%$/.exec(part.trim());
    const colour = stop ? (stop[1] ?? '') : part.trim();
    const at = stop ? Number.parseFloat(stop[2] ?? '0') / 100 : parts.length > 1 ? i / (parts.length - 1) : 0;
    try {
      gradient.addColorStop(Math.min(1, Math.max(0, at)), colour);
    } catch {
      // An unparsable colour stop is skipped rather than losing the whole background.
    }
  });
  return gradient;
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current);
  return parts;
}
