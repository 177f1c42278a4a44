import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SlideModel } from '../engine/index.ts';
import { fillNavTemplate, scopeSkinCss } from '../engine/model/skin-css.ts';
import { drawSkinGlyphs } from './skin-glyphs.ts';
import { useBrowserLayoutEffect } from './ssr.ts';

/** Elements of a skin's HTML that show the slide's thumbnail (SR7 and SR6 class names). */
const IMAGE_SLOTS = '.sr7-bullimg, .sr7-nav-img, .sr7-thumb-img, .tp-bullet-image, .tp-thumb-image, .tp-tab-image, .tp-arr-imgholder';

/** SPEC §8 "Thumbnail failure": the exact log line SR7 writes. */
export const THUMB_FALLBACK_LOG = 'Fall back to Slide Image instead of Thumbnail';

/** A skin's CSS, scoped to this module (engine/model/nav-skin.ts). One <style> per element kind. */
export function SkinStyle({ css, moduleId, kind }: { css: string; moduleId: string; kind: string }): ReactNode {
  const scoped = useMemo(() => (css.trim() === '' ? '' : scopeSkinCss(drawSkinGlyphs(css), `[data-strata-module="${CSS.escape(moduleId)}"]`)), [css, moduleId]);
  if (scoped === '') return null;
  return <style data-strata-skin={kind}>{scoped}</style>;
}

/** Probe results per URL, shared by every module on the page: a thumbnail is fetched and judged once. */
const probes = new Map<string, Promise<boolean>>();

function probe(url: string): Promise<boolean> {
  let result = probes.get(url);
  if (!result) {
    result = new Promise<boolean>((resolve) => {
      const img = new Image();
      img.onload = () => resolve(true);
      img.onerror = () => resolve(false);
      img.src = url;
    });
    probes.set(url, result);
    // The log line is SR7's, written once per failing thumbnail (SPEC §8).
    void result.then((ok) => ok || console.log(THUMB_FALLBACK_LOG, url));
  }
  return result;
}

export interface ThumbLook {
  /** Image URL to show, or null (then `fill` paints the slide's colour/gradient). */
  readonly src: string | null;
  readonly fill: string | null;
}

/**
 * The image a nav item shows for a slide: its thumbnail, or — when it has none or it fails to load — the
 * slide's background image (SPEC §5), else its background colour or gradient.
 */
export function useThumb(slide: SlideModel, resolveUrl: (src: string) => string, wanted: boolean): ThumbLook {
  const bgImage = slide.background.image ? resolveUrl(slide.background.image.src) : null;
  const thumb = slide.thumb ? resolveUrl(slide.thumb) : null;
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || !thumb) return;
    let live = true;
    void probe(thumb).then((ok) => live && !ok && setFailed(thumb));
    return () => {
      live = false;
    };
  }, [thumb, wanted]);
  const src = thumb && failed !== thumb ? thumb : bgImage;
  return { src, fill: slide.background.gradient ?? slide.background.color };
}

/** A CSS `url("…")` for any URL (quotes, backslashes and newlines escaped). */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}")`;
}

/**
 * A nav item's inside from the skin's HTML template, filled for `slide` and sanitized; the template's image
 * slots get the thumbnail as their background.
 */
export function SkinHtml({ template, slide, look, className }: { template: string; slide: SlideModel; look: ThumbLook | null; className?: string }): ReactNode {
  const ref = useRef<HTMLSpanElement | null>(null);
  const html = useMemo(() => fillNavTemplate(template, slide), [template, slide]);
  useBrowserLayoutEffect(() => {
    const holder = ref.current;
    if (!holder || !look) return;
    for (const slot of holder.querySelectorAll<HTMLElement>(IMAGE_SLOTS)) {
      if (look.src) slot.style.backgroundImage = cssUrl(look.src);
      else {
        slot.style.backgroundImage = '';
        slot.style.background = look.fill ?? '';
      }
    }
  }, [html, look?.src, look?.fill]);
  return <span ref={ref} className={className ?? 'strata-nav-html'} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A skin's item markup (arrow, bullet, tab, thumbnail) filled for one slide. */
export function ItemHtml({ template, slide, resolveUrl }: { template: string; slide: SlideModel; resolveUrl: (src: string) => string }): ReactNode {
  // Only templates with an image slot fetch the thumbnail (a text-only tab never loads it).
  const wantsImage = /sr7-bullimg|sr7-nav-img|sr7-thumb-img|tp-(?:bullet|thumb|tab)-image|tp-arr-imgholder/.test(template);
  const look = useThumb(slide, resolveUrl, wantsImage);
  return <SkinHtml template={template} slide={slide} look={wantsImage ? look : null} />;
}
