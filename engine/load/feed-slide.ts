/**
 * One stream slide: a clone of a template slide entry (`{slide, layers}`) filled from one feed item.
 * Placeholders are filled in layer text, layer attributes and links, slide/layer actions' links and
 * slide params (feed-fill.ts); layers marked `content.fromStream` (and a slide-BG image marked
 * `fromStream`) take the item's image or video.
 */
import { isRecord } from '../model/read.ts';
import { parseBool } from '../model/units.ts';
import { cutWords, fillText, safeLink, type FillContext, type FillMode } from './feed-fill.ts';
import type { FeedItem } from './types.ts';

type Obj = Record<string, unknown>;

export interface SlidePlacement {
  /** Slide key and id. */
  readonly key: string;
  /** 1-based display order. */
  readonly order: number;
}

/** A wire boolean that may be anything: unreadable values count as false (the flag is optional). */
function flag(value: unknown): boolean {
  try {
    return value !== undefined && value !== null && parseBool(value, 'fromStream');
  } catch {
    return false;
  }
}

/** Fills the string values of an object (one level) in place. */
function fillStrings(obj: unknown, mode: FillMode, ctx: FillContext): void {
  if (!isRecord(obj)) return;
  const o = obj as Obj;
  for (const [k, v] of Object.entries(o)) if (typeof v === 'string') o[k] = fillText(v, mode, ctx);
}

function fillActions(actions: unknown, ctx: FillContext): void {
  if (!Array.isArray(actions)) return;
  for (const action of actions) {
    if (!isRecord(action)) continue;
    const a = action as Obj;
    for (const key of ['link', 'href']) if (typeof a[key] === 'string') a[key] = fillText(a[key], 'url', ctx);
  }
}

function kindOf(layer: Obj): string {
  const type = typeof layer.type === 'string' ? layer.type.toLowerCase() : '';
  const sub = typeof layer.subtype === 'string' ? layer.subtype.toLowerCase() : '';
  return type === 'shape' && (sub === 'image' || sub === 'video') ? sub : type;
}

function streamImage(item: FeedItem): string {
  return safeLink(item.image?.src ?? '');
}

function fillMedia(layer: Obj, content: Obj, item: FeedItem): void {
  if (!flag(content.fromStream)) return;
  const kind = kindOf(layer);
  const src = streamImage(item);
  if (kind === 'image' && src !== '') {
    content.src = src;
    content.alt = item.image?.alt ?? item.title;
  } else if (kind === 'video') {
    const video = item.video === undefined ? '' : safeLink(item.video.src);
    if (video !== '' && item.video !== undefined) {
      content.src = video;
      content.type = item.video.type;
    }
    if (src !== '') content.poster = isRecord(content.poster) ? { ...content.poster, src } : { src };
  }
}

/** A background `{image: {src, fromStream}}` takes the item image when marked. */
function fillBackground(bg: unknown, ctx: FillContext): void {
  if (!isRecord(bg) || !isRecord(bg.image)) return;
  const image = bg.image as Obj;
  if (typeof image.src === 'string') image.src = fillText(image.src, 'url', ctx);
  const src = streamImage(ctx.item);
  if (flag(image.fromStream) && src !== '') image.src = src;
}

function fillLayer(layer: Obj, ctx: FillContext): void {
  if (isRecord(layer.content)) {
    const content = layer.content as Obj;
    if (typeof content.text === 'string') content.text = fillText(content.text, 'html', ctx);
    for (const key of ['src', 'poster']) if (typeof content[key] === 'string') content[key] = fillText(content[key], 'url', ctx);
    fillMedia(layer, content, ctx.item);
  }
  if (typeof layer.href === 'string') layer.href = fillText(layer.href, 'url', ctx);
  fillStrings(layer.attr, 'attr', ctx);
  fillStrings(layer.acc, 'attr', ctx);
  fillActions(layer.actions, ctx);
  fillBackground(layer.bg, ctx);
}

/**
 * SPEC §5 "Up to 10 params and 10 dynamic-meta placeholders": a stream slide's dynamic metas are filled in its
 * first 10 params only (SR7 `prepareSlides`: `params[0..9].v` through `updateDynamicMetas`), one per param.
 */
export const DYNAMIC_META_PARAM_COUNT = 10;

/** A filled param value as SR7 keeps it: trimmed, `<br>` dropped, runs of spaces made one. */
function tidyParam(text: string): string {
  return text.trim().replaceAll('<br>', '').replace(/ {2,}/g, ' ');
}

/**
 * `params` as a list or a `{0..9}` map of `{v, l}` (or bare values): the values of params 0…9 are filled; the
 * per-param limit `l` is the editor's and stays as written, and params past the tenth are left untouched.
 */
function fillParams(params: unknown, ctx: FillContext): void {
  if (!Array.isArray(params) && !isRecord(params)) return;
  const box = params as Obj;
  for (let i = 0; i < DYNAMIC_META_PARAM_COUNT; i++) {
    const p = box[i];
    if (isRecord(p) && typeof p.v === 'string') box[i] = { ...p, v: tidyParam(fillText(p.v, 'html', ctx)) };
    else if (typeof p === 'string') box[i] = tidyParam(fillText(p, 'html', ctx));
  }
}

/**
 * A new slide entry for `ctx.item` from `template` (a raw `{slide, layers}`; never modified).
 * `index` (0-based) makes a copied deep link unique.
 */
export function fillSlideEntry(template: Obj, place: SlidePlacement, index: number, ctx: FillContext): Obj {
  const entry = structuredClone(template);
  const { item } = ctx;
  const slide: Obj = isRecord(entry.slide) ? (entry.slide as Obj) : {};
  delete slide.global;
  Object.assign(slide, { id: place.key, order: place.order, title: item.title, description: cutWords(item.excerpt, ctx.excerptWords) });
  const thumb = safeLink(item.thumb ?? item.image?.src ?? '');
  if (thumb !== '') slide.thumb = isRecord(slide.thumb) ? { ...slide.thumb, src: thumb, admin: thumb } : { src: thumb };
  if (isRecord(slide.attr)) {
    const attr = slide.attr as Obj;
    const deepLink = typeof attr.deepLink === 'string' ? attr.deepLink : '';
    fillStrings(attr, 'attr', ctx);
    // Every clone would share the template's deep link; one hash must open one slide.
    if (deepLink !== '' && attr.deepLink === deepLink) attr.deepLink = `${deepLink}-${index + 1}`;
  }
  fillActions(slide.actions, ctx);
  fillParams(slide.params, ctx);
  fillBackground(slide.bg, ctx);
  // An empty list would read as a MIX lazy slide, fetched later by a key the backend never stored.
  const layers: unknown = entry.layers;
  const layerList = Array.isArray(layers) ? layers : isRecord(layers) ? Object.values(layers) : [];
  for (const layer of layerList) if (isRecord(layer)) fillLayer(layer as Obj, ctx);
  return { ...entry, id: place.key, slide, layers: Array.isArray(layers) && layers.length === 0 ? {} : (layers ?? {}) };
}
