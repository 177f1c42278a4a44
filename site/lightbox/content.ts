/**
 * One renderer per Magnific content type (BEHAVIOURS §3; SPEC §8 for the error texts). A renderer builds the
 * item's markup, reports its status through `ctx.setStatus`, and returns a `dispose` that undoes what it did
 * outside its own markup (an inline element goes back to its place, a pending request is dropped).
 */
import { ajaxContentHtml } from './ajax-fragment.ts';
import { counterText } from './gallery-math.ts';
import { embedSource } from './iframe-src.ts';
import type { ImageCache } from './image-cache.ts';
import { element } from './skeleton.ts';
import { LIGHTBOX_A11Y, MFP_TEXT } from './strings.ts';
import type { LightboxItem, LightboxStatus, LightboxType } from './types.ts';

export interface ContentContext {
  readonly doc: Document;
  readonly item: LightboxItem;
  readonly index: number;
  readonly total: number;
  readonly pageUrl: string;
  /** Aborted when the item stops being shown: late loads must not touch the popup. */
  readonly signal: AbortSignal;
  readonly images: ImageCache;
  setStatus(status: Exclude<LightboxStatus, 'closed'>, text?: string): void;
}

export interface RenderedContent {
  /** The item's element in `.mfp-content` (Magnific's `mfp.content`); the close button goes first inside it. */
  readonly root: HTMLElement;
  dispose(): void;
}

const nothingToUndo = () => {};

function renderImage(ctx: ContentContext): RenderedContent {
  const { doc, item } = ctx;
  const root = element(doc, 'div', 'mfp-figure');
  const figure = element(doc, 'figure', '');
  const cached = ctx.images.get(item.src);
  cached.img.alt = item.title ?? '';
  const bar = element(doc, 'div', 'mfp-bottom-bar');
  const title = element(doc, 'div', 'mfp-title');
  title.textContent = item.title ?? '';
  const counter = element(doc, 'div', 'mfp-counter');
  counter.textContent = counterText(ctx.index, ctx.total);
  bar.append(title, counter);
  const caption = element(doc, 'figcaption', '');
  caption.append(bar);
  figure.append(cached.img, caption);
  root.append(figure);
  const report = (state: 'loaded' | 'error') =>
    state === 'loaded' ? ctx.setStatus('ready') : ctx.setStatus('error', MFP_TEXT.imageError);
  if (cached.state === 'loading') ctx.setStatus('loading');
  const unsubscribe = cached.whenSettled(report);
  return { root, dispose: unsubscribe };
}

function renderIframe(ctx: ContentContext): RenderedContent {
  const { doc, item } = ctx;
  const root = element(doc, 'div', 'mfp-iframe-scaler');
  const embed = embedSource(item.src, ctx.pageUrl);
  if (!embed.ok) {
    // open() validates iframe URLs, so this only happens to a caller that bypassed it.
    ctx.setStatus('error', MFP_TEXT.ajaxError);
    return { root, dispose: nothingToUndo };
  }
  const frame = element(doc, 'iframe', 'mfp-iframe', {
    src: embed.src,
    title: item.title ?? LIGHTBOX_A11Y.frame,
    allow: 'autoplay; fullscreen; picture-in-picture',
    allowfullscreen: '',
  });
  root.append(frame);
  // Magnific marks an iframe ready at once: the frame's own page shows its loading.
  ctx.setStatus('ready');
  return { root, dispose: nothingToUndo };
}

function renderAjax(ctx: ContentContext): RenderedContent {
  const { doc, item } = ctx;
  const root = element(doc, 'div', 'mfp-ajax-content');
  ctx.setStatus('loading');
  // Magnific's `mfp-ajax-cur`: a progress cursor while the request runs.
  doc.body.classList.add('mfp-ajax-cur');
  const done = () => doc.body.classList.remove('mfp-ajax-cur');
  fetch(new URL(item.src, ctx.pageUrl), { signal: ctx.signal, credentials: 'same-origin', headers: { accept: 'text/html' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const html = ajaxContentHtml(await response.text());
      if (html === null) throw new Error('the response has no content to show');
      if (ctx.signal.aborted) return;
      // Safe: ajaxContentHtml returns the allow-list sanitizer's output only.
      root.innerHTML = html;
      ctx.setStatus('ready');
    })
    .catch((err: unknown) => {
      if (ctx.signal.aborted) return;
      console.error(`Lightbox: could not load ${item.src}: ${(err as Error).message}`);
      ctx.setStatus('error', MFP_TEXT.ajaxError);
    })
    .finally(done);
  return { root, dispose: done };
}

function renderInline(ctx: ContentContext): RenderedContent {
  const { doc, item } = ctx;
  // getElementById, not querySelector: the source is an id, never a selector an author could abuse.
  const target = item.src.startsWith('#') ? doc.getElementById(item.src.slice(1)) : null;
  if (!target) {
    ctx.setStatus('error', MFP_TEXT.inlineNotFound);
    return { root: element(doc, 'div', ''), dispose: nothingToUndo };
  }
  // Magnific moves the element into the popup, leaving a placeholder, and puts it back (hidden) afterwards.
  const placeholder = doc.createComment('mfp-inline-placeholder');
  target.replaceWith(placeholder);
  target.classList.remove('mfp-hide');
  ctx.setStatus('ready');
  return {
    root: target,
    dispose() {
      target.classList.add('mfp-hide');
      placeholder.replaceWith(target);
    },
  };
}

export const RENDERERS: Record<LightboxType, (ctx: ContentContext) => RenderedContent> = {
  image: renderImage,
  iframe: renderIframe,
  ajax: renderAjax,
  inline: renderInline,
};
