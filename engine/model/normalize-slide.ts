/**
 * Slides: order, publishing, static (global) slides, MIX lazy slides, background and transition from the
 * slide-BG layer, navigation params (SPEC §3 "Slide", §5).
 */
import { readSlideTransition } from './normalize-transition.ts';
import type { SlideModel } from './types.ts';
import { ModuleError } from './errors.ts';
import { at, entriesOf, isRecord, optRecord, readBool, readEnum, readNumber, readRecord, readString, type Rec } from './read.ts';
import { readMediaUrl } from './media-url.ts';
import { readImageRatio, readSlideBackground } from './normalize-fill.ts';
import { hasActions, hasPan, readWith, written, type FeatureReaders } from './feature-readers.ts';
import { normalizeLayers, type SlideLayers } from './normalize-layers.ts';
import { stripHtml } from './html-text.ts';
import { parseNumber } from './units.ts';
import type { LayerFluid, ModuleMode } from './types.ts';
import type { PatternOverlay } from './normalize-overlay.ts';

export interface SlideContext {
  readonly now: Date;
  readonly random: () => number;
  /** Module default slide length (ms), for `slideshow.len: "default"`. */
  readonly defaultSlideLength: number;
  /** Module default for layers' `fluid` flags (SR7 `settings.default.fluid`). */
  readonly fluid: LayerFluid;
  /** Editor mode keeps the builder's fields on slides and layers (types-editor.ts). */
  readonly mode: ModuleMode;
  /** Module `settings.uS`: whether a layer whose `uS` is "default" lets its text be selected. */
  readonly userSelect: boolean;
  /** Module `settings.bg.overlay`: SR7 draws it over slide backgrounds that have no overlay (and no video) of their own. */
  readonly moduleOverlay: PatternOverlay | null;
  /** Read only the first slide's layers now; the others' later (normalize.ts normalizeModuleDeferred). */
  readonly defer?: boolean;
  /** The readers only some modules need (feature-readers.ts): Ken Burns, actions, editor fields, media. */
  readonly readers: FeatureReaders;
}

/** A slide whose layers are read later: where it is in the wire and in the module (its order, its publish state). */
export interface DeferredSlide {
  readonly key: string;
  readonly path: string;
  readonly order: number;
  readonly publish: SlideModel['publish'];
}

interface WireSlideRef {
  readonly key: string;
  readonly path: string;
  readonly entry: Rec;
  readonly slide: Rec;
  readonly order: number;
}

const MAX_PARAMS = 10;
const PARAM_LIMIT = 500;

function params(raw: unknown, path: string): SlideModel['params'] {
  if (raw === undefined || raw === null) return [];
  return entriesOf(raw, path, 'a list of params ({v, l})')
    .slice(0, MAX_PARAMS)
    .map(([key, item]) => {
      const itemPath = at(path, key);
      const p = isRecord(item) ? item : { v: item };
      const l = readNumber(p.l, at(itemPath, 'l'), PARAM_LIMIT);
      const limit = l > 0 ? Math.floor(l) : PARAM_LIMIT;
      // SPEC §5: parameter text is stripped of HTML and cut to its limit.
      return { v: stripHtml(readString(p.v, at(itemPath, 'v'), '')).slice(0, limit), l: limit };
    });
}

/** The slide's thumbnail (a media address, media-url.ts). */
const thumb = readMediaUrl;

function slideLength(raw: unknown, path: string, fallback: number): number {
  if (raw === undefined || raw === null || raw === '' || raw === 'default') return fallback;
  const n = parseNumber(raw, path);
  return n > 0 ? n : fallback;
}

/** The static-slide placement, or null for a normal slide. `pos` sits beside `global` in real exports. */
function globalPlacement(slide: Rec, path: string): SlideModel['global'] {
  const g = slide.global;
  const isGlobal = isRecord(g) ? true : readBool(g, at(path, 'global'), false);
  if (!isGlobal) return null;
  const rawPos = isRecord(g) && g.pos !== undefined ? g.pos : slide.pos;
  return { pos: readEnum(rawPos, at(path, 'pos'), ['front', 'back'], 'front') };
}

function publishInfo(slide: Rec, path: string, now: Date): { info: SlideModel['publish']; live: boolean } {
  const pub = optRecord(slide.publish, path);
  const from = readString(pub.from, at(path, 'from'), '').trim();
  const to = readString(pub.to, at(path, 'to'), '').trim();
  const rawState = readString(pub.state, at(path, 'state'), '').trim().toLowerCase();
  const state = rawState === '' || rawState === 'published' ? 'published' : 'unpublished';
  const t = now.getTime();
  const fromMs = from === '' ? Number.NaN : Date.parse(from);
  const toMs = to === '' ? Number.NaN : Date.parse(to);
  // Unparseable dates do not hide a slide: a typo must not make content vanish silently.
  const inWindow = !(Number.isFinite(fromMs) && t < fromMs) && !(Number.isFinite(toMs) && t > toMs);
  return { info: { from, to, state }, live: state === 'published' && inWindow };
}

/** Slide loop `{u, r, s, e}` (FORMAT.md §9: r -1, s 0, e 99999). */
function slideLoop(raw: unknown, path: string): SlideModel['loop'] {
  const loop = optRecord(raw, path, 'a slide loop ({u, r, s, e})');
  return {
    use: readBool(loop.u, at(path, 'u'), false),
    repeat: readNumber(loop.r, at(path, 'r'), -1),
    start: readNumber(loop.s, at(path, 's'), 0),
    end: readNumber(loop.e, at(path, 'e'), 99999),
  };
}

/** The background from the slide-BG layer, with its image's aspect ratio when the wire gives it (justify). */
function slideBackground(bgLayer: SlideLayers['bgLayer'], imgs: unknown, path: string, slidePath: string, moduleOverlay: PatternOverlay | null, readers: FeatureReaders): SlideModel['background'] {
  const own = readSlideBackground(bgLayer?.raw ?? null, bgLayer?.path ?? path, readers);
  // SR7 puts the module's overlay on image and colour slide backgrounds without one; a video keeps only its own.
  const background = own.overlay || own.video || !moduleOverlay ? own : { ...own, overlay: moduleOverlay };
  const ratio = readImageRatio(background, bgLayer, imgs, slidePath);
  return ratio === null ? background : { ...background, imageRatio: ratio };
}

/** Slide add-ons: slug → settings object; an add-on with no settings (`null`, PHP's `[]`) gets `{}`. */
function slideAddOns(raw: unknown, path: string): Readonly<Record<string, Rec>> {
  const bySlug = optRecord(raw, path, 'an object of add-on settings by add-on slug');
  return Object.fromEntries(Object.entries(bySlug).map(([slug, settings]) => [slug, optRecord(settings, at(path, slug), `the ${slug} add-on's settings object`)]));
}

function buildSlide(ref: WireSlideRef, lazy: boolean, global: SlideModel['global'], publish: SlideModel['publish'], ctx: SlideContext, bgOnly = false): SlideModel {
  const { slide, entry, path } = ref;
  const sp = at(path, 'slide');
  const p = (key: string): string => at(sp, key);
  const attr = optRecord(slide.attr, p('attr'));
  const show = optRecord(slide.slideshow, p('slideshow'));
  const { layers, bgLayer } = normalizeLayers(entry.layers, slide.actions, at(path, 'layers'), p('actions'), ctx.random, {
    fluid: ctx.fluid,
    mode: ctx.mode,
    userSelect: ctx.userSelect,
    bgOnly,
    readers: ctx.readers,
  });
  const tlIn = bgLayer === null ? {} : optRecord(optRecord(bgLayer.raw.tl, at(bgLayer.path, 'tl')).in, at(at(bgLayer.path, 'tl'), 'in'));
  const transition = bgLayer === null ? null : readSlideTransition(tlIn.bg, at(at(at(bgLayer.path, 'tl'), 'in'), 'bg'), ctx.readers);
  const panPath = bgLayer === null ? '' : at(at(at(bgLayer.path, 'tl'), 'in'), 'pan');
  const pan = bgLayer === null || !hasPan(tlIn.pan) ? null : readWith(ctx.readers, 'pan', tlIn.pan, panPath, null, (p) => p.readSlidePan(tlIn.pan, panPath));
  return {
    key: ref.key,
    id: readString(entry.id ?? slide.id, at(path, 'id'), ref.key).trim() || ref.key,
    order: ref.order,
    title: readString(slide.title, p('title'), ''),
    description: readString(slide.description, p('description'), ''),
    thumb: thumb(slide.thumb, p('thumb')),
    deepLink: readString(attr.deepLink, at(p('attr'), 'deepLink'), '').trim(),
    attr: { id: readString(attr.id, at(p('attr'), 'id'), ''), class: readString(attr.class, at(p('attr'), 'class'), '') },
    publish,
    slideshow: {
      stop: readBool(show.stop, at(p('slideshow'), 'stop'), false),
      len: slideLength(show.len, at(p('slideshow'), 'len'), ctx.defaultSlideLength),
      hal: readNumber(show.hal, at(p('slideshow'), 'hal'), 0),
      hfn: readBool(show.hfn, at(p('slideshow'), 'hfn'), false),
    },
    loop: slideLoop(slide.loop, p('loop')),
    params: params(slide.params, p('params')),
    accessibility: written(slide.acc) ? readWith(ctx.readers, 'acc', slide.acc, p('acc'), null, (a) => a.readSlideAcc(slide.acc, p('acc'))) : null,
    global,
    background: slideBackground(bgLayer, slide.imgs, path, sp, ctx.moduleOverlay, ctx.readers),
    transition,
    pan,
    layers,
    lazy,
    actions: hasActions(slide.actions) ? readWith(ctx.readers, 'actions', slide.actions, p('actions'), [], (a) => a.normalizeActions(slide.actions, p('actions'))) : [],
    addOns: slideAddOns(slide.addOns, p('addOns')),
    ...(ctx.mode === 'editor' ? { editor: readWith(ctx.readers, 'editor', slide, sp, undefined, (e) => e.readSlideEditor(slide, sp)) } : {}),
  };
}

/**
 * All slides of a module. Navigable slides are sorted by `slide.order` (then wire key order), unpublished
 * slides and slides outside their publish window are left out, and global slides go to `staticSlides`.
 * A non-first slide whose `layers` is an empty list is a MIX lazy slide (FORMAT.md §2).
 */
export function normalizeSlideSet(raw: unknown, path: string, ctx: SlideContext): { slides: SlideModel[]; staticSlides: SlideModel[]; deferred: DeferredSlide[] } {
  // Without slides there is nothing to show, and a slide that is not an object has nothing to show: refused whole.
  if (!isRecord(raw) && !Array.isArray(raw)) throw new ModuleError(path, 'an object of slides keyed by slide id', raw, { fatal: true });
  const entries = entriesOf(raw, path, 'an object of slides keyed by slide id');
  const normal: Array<{ ref: WireSlideRef; publish: SlideModel['publish'] }> = [];
  const statics: SlideModel[] = [];
  entries.forEach(([key, value], index) => {
    const slidePath = at(path, key);
    if (!isRecord(value) && !(Array.isArray(value) && value.length === 0)) throw new ModuleError(slidePath, 'a slide entry ({slide, layers})', value, { fatal: true });
    const entry = readRecord(value, slidePath, 'a slide entry ({slide, layers})');
    const slide = optRecord(entry.slide, at(slidePath, 'slide'));
    const order = readNumber(slide.order, at(at(slidePath, 'slide'), 'order'), Number.POSITIVE_INFINITY);
    const ref: WireSlideRef = { key, path: slidePath, entry, slide, order: Number.isFinite(order) ? order : index + 1 };
    const global = globalPlacement(slide, at(slidePath, 'slide'));
    const { info, live } = publishInfo(slide, at(at(slidePath, 'slide'), 'publish'), ctx.now);
    if (!live) return;
    if (global !== null) statics.push(buildSlide(ref, false, global, info, ctx));
    else normal.push({ ref: { ...ref, order: Number.isFinite(order) ? order : Number.POSITIVE_INFINITY }, publish: info });
  });
  normal.sort((a, b) => (a.ref.order === b.ref.order ? 0 : a.ref.order < b.ref.order ? -1 : 1));
  const deferred: DeferredSlide[] = [];
  const slides = normal.map(({ ref, publish }, i) => {
    const lazy = i > 0 && Array.isArray(ref.entry.layers) && ref.entry.layers.length === 0;
    const fixedRef = Number.isFinite(ref.order) ? ref : { ...ref, order: i + 1 };
    if (!ctx.defer || i === 0 || lazy) return buildSlide(fixedRef, lazy, null, publish, ctx);
    // Its background and transition now (the navigation and the first change need them), its layers when asked.
    deferred.push({ key: fixedRef.key, path: fixedRef.path, order: fixedRef.order, publish });
    return { ...buildSlide(fixedRef, true, null, publish, ctx, true), deferred: true };
  });
  // SPEC §5: a global layer's slide range ends at the module length unless it says otherwise.
  const withRanges = statics.map((slide) => ({
    ...slide,
    layers: slide.layers.map((layer) => (layer.range && !Number.isFinite(layer.range.end) ? { ...layer, range: { start: layer.range.start, end: slides.length } } : layer)),
  }));
  return { slides, staticSlides: withRanges, deferred };
}

/**
 * A deferred slide read whole from its wire entry `value` (the document its shell was read from): the same slide an
 * eager read gives, not lazy any more.
 */
export function completeDeferredSlide(value: unknown, slide: DeferredSlide, ctx: SlideContext): SlideModel {
  const entry = readRecord(value, slide.path, 'a slide entry ({slide, layers})');
  const wire = optRecord(entry.slide, at(slide.path, 'slide'));
  return buildSlide({ key: slide.key, path: slide.path, entry, slide: wire, order: slide.order }, false, null, slide.publish, ctx);
}
