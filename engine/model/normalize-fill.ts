/**
 * Background fills: image fills, slide backgrounds (from the slide-BG layer) and layer backgrounds.
 */
import { readMediaUrl } from './media-url.ts';
import { readMediaFilter } from './normalize-layer-look.ts';
import { overlayField } from './normalize-overlay.ts';
import type { ImageFill, SlideBackground } from './types.ts';
import { at, entriesOf, isRecord, optRecord, readNumber, readString, type Rec } from './read.ts';
import { isCssGradient, parseColor } from './units.ts';
import { ModuleError } from './errors.ts';
import { hasVideo, readWith, type FeatureReaders } from './feature-readers.ts';

function cssPos(value: unknown, path: string, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}%`;
  const s = readString(value, path, fallback).trim();
  return s === '' ? fallback : s;
}

/**
 * CSS background-size from SR7's `size` / `sizeVal` (SR7.F.drawBG): "percentage" is the image width as a share
 * of the box (`sizeVal` 50 → "50%", height auto), "pixel" its width in px; "custom" takes `sizeVal` as written
 * (a bare number is a percentage). `sizeVal` defaults to "100%" (SR7.D.contentOBJ). "100% 100%" becomes cover
 * (SPEC §5).
 */
function cssSize(image: Rec, path: string): string {
  const size = readString(image.size, at(path, 'size'), 'cover').trim().toLowerCase();
  if (size === '' || size === '100% 100%') return 'cover';
  if (size === 'percentage' || size === 'pixel' || size === 'custom') {
    const valPath = at(path, 'sizeVal');
    const raw = image.sizeVal;
    const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : readString(raw, valPath, '100%').trim() || '100%';
    if (size === 'custom') return /^-?\d+(\.\d+)?$/.test(text) ? `${text}%` : text;
    // SR7 reads the value with parseInt: "50%", "50px" and 50 are all 50.
    const value = Number.parseInt(text, 10);
    if (!Number.isFinite(value) || value < 0) throw new ModuleError(valPath, `a ${size === 'pixel' ? 'pixel' : 'percentage'} size (e.g. 50)`, raw);
    return `${value}${size === 'pixel' ? 'px' : '%'}`;
  }
  return size;
}

/** An image fill from `{src, size, sizeVal, pos:{x,y}, repeat}` or a bare src string; null without a src. */
export function readImageFill(value: unknown, path: string): ImageFill | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const src = readMediaUrl(value, path);
    return src === null ? null : { src, size: 'cover', position: '50% 50%', repeat: 'no-repeat' };
  }
  const image = optRecord(value, path, 'an image ({src, size, pos, repeat}) or a URL');
  const src = readMediaUrl(image.src, at(path, 'src'));
  if (src === null) return null;
  let position = '50% 50%';
  if (isRecord(image.pos)) {
    const posPath = at(path, 'pos');
    position = `${cssPos(image.pos.x, at(posPath, 'x'), '50%')} ${cssPos(image.pos.y, at(posPath, 'y'), '50%')}`;
  } else if (image.pos !== undefined) {
    position = cssPos(image.pos, at(path, 'pos'), '50% 50%');
  }
  const repeat = readString(image.repeat, at(path, 'repeat'), '').trim() || 'no-repeat';
  return { src, size: cssSize(image, path), position, repeat };
}


/** Colour and gradient of a `bg.color` value (a gradient never lands in `color`). */
export function readColorOrGradient(value: unknown, path: string): { color: string | null; gradient: string | null } {
  const css = parseColor(value, path);
  if (css !== null && isCssGradient(css)) return { color: null, gradient: css };
  return { color: css, gradient: null };
}

const EMPTY_BG: SlideBackground = { color: null, gradient: null, image: null, video: null };

/**
 * The slide background from the slide-BG layer's `bg` (`{type, color, image, video}`). The editor keeps
 * an image after the author switches to a colour, so an explicit `type` decides which fill is active.
 */
export function readSlideBackground(bgLayer: Rec | null, path: string, readers: FeatureReaders = {}): SlideBackground {
  if (bgLayer === null) return EMPTY_BG;
  const bgPath = at(path, 'bg');
  const bg = optRecord(bgLayer.bg, bgPath);
  const type = readString(bg.type, at(bgPath, 'type'), '').trim().toLowerCase();
  const { color, gradient } = readColorOrGradient(bg.color, at(bgPath, 'color'));
  const image = type === '' || type === 'image' ? readImageFill(bg.image, at(bgPath, 'image')) : null;
  // Media options (loop, mute, start/end, youtube/vimeo …): normalize-media.ts.
  const video = hasVideo(bg.video) ? readWith(readers, 'media', bg.video, at(bgPath, 'video'), null, (m) => m.readBackgroundVideo(bg.video, type, at(bgPath, 'video'))) : null;
  const filter = readMediaFilter(bgLayer, path, readers);
  return { color, gradient, image, video, ...(filter === null ? {} : { filter }), ...overlayField(bg.overlay, at(bgPath, 'overlay')) };
}


const positive = (n: number): number | null => (Number.isFinite(n) && n > 0 ? n : null);

/**
 * Width / height of a slide's background image (SlideBackground.imageRatio): the `slide.imgs` entry whose src is
 * the background's, else the wire image's `ratio`; null when neither says.
 */
export function readImageRatio(
  background: SlideBackground,
  bgLayer: { readonly raw: Rec; readonly path: string } | null,
  imgs: unknown,
  path: string,
): number | null {
  const src = background.image?.src;
  if (!src) return null;
  if (imgs !== undefined && imgs !== null) {
    const imgsPath = at(path, 'imgs');
    // A hole in a list (one built in code) is no image.
    const list: Array<[string | number, unknown]> = Array.isArray(imgs)
      ? imgs.flatMap((entry, i): Array<[number, unknown]> => (entry === undefined ? [] : [[i, entry]]))
      : entriesOf(imgs, imgsPath, 'a list of slide images ({src, w, h})');
    for (const [key, entry] of list) {
      const entryPath = at(imgsPath, key);
      if (!isRecord(entry) || readString(entry.src, at(entryPath, 'src'), '').trim() !== src) continue;
      const w = positive(readNumber(entry.w, at(entryPath, 'w'), 0));
      const h = positive(readNumber(entry.h, at(entryPath, 'h'), 0));
      if (w !== null && h !== null) return w / h;
    }
  }
  const image = bgLayer && isRecord(bgLayer.raw.bg) && isRecord(bgLayer.raw.bg.image) ? bgLayer.raw.bg.image : {};
  return bgLayer ? positive(readNumber(image.ratio, at(at(at(bgLayer.path, 'bg'), 'image'), 'ratio'), 0)) : null;
}
