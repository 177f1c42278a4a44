import { DEFAULT_FLUID, readFluid } from './normalize-layer.ts';
import type { LayerFluid, ModuleMode } from './types.ts';
/**
 * The normalizer: SR7 wire JSON (either generation) → a fully-defaulted ModuleModel, with the feature readers it is
 * given (feature-readers.ts); normalize.ts gives it all of them. DESIGN.md "Data format": done once; nothing
 * downstream re-reads raw JSON or re-applies defaults.
 */
import type { ModuleModel, Percent, SlideModel } from './types.ts';
import { ModuleError } from './errors.ts';
import { resolveLadder } from './ladder.ts';
import { at, entriesOf, isRecord, optRecord, readBool, readNumber, readString, type Rec } from './read.ts';
import { readNav, readProgressBar } from './normalize-nav.ts';
import {
  DEFAULT_SLIDE_LENGTH, DEFAULT_USED_LEVELS, detectGeneration, identity, moduleType, readAccessibility,
  readFonts, readGeneral, readModuleBg, readSize, readSlideshow,
} from './normalize-settings.ts';
import { completeDeferredSlide, normalizeSlideSet, type DeferredSlide, type SlideContext } from './normalize-slide.ts';
import { DEFAULT_MODULE_MODIFIERS } from './mod-defaults.ts';
import { readSbt, sbtViewportMargin } from './normalize-sbt.ts';
import { moduleRoot, readWith, unwrappedModule, written, type FeatureReaders } from './feature-readers.ts';
import { readFontFaces } from './normalize-fonts.ts';
import { parseBool, parseNumber, pct } from './units.ts';
import { normalizeDegrading } from './degrade.ts';
import type { Diagnostic } from './diagnostics.ts';

export interface NormalizeOptions {
  /** "Now" for slide publish windows (default: the current time). */
  readonly now?: Date;
  /** Random source for duplicate-id suffixes (default Math.random); inject for deterministic tests. */
  readonly random?: () => number;
  /**
   * 'visitor' (default, SPEC §6 frontend) or 'editor' (backend): an editor build also carries the builder's fields
   * on the module, its slides and layers, and the modal overlay's full look (types-editor.ts).
   */
  readonly mode?: ModuleMode;
  /** Values not understood while the module was loaded (engine/load: the feed source), listed before the model's own. */
  readonly diagnostics?: readonly Diagnostic[];
  /**
   * The readers only some modules need (feature-readers.ts): normalize.ts passes all of them; a browser that loaded
   * those `featuresOf` named passes its page's (react-ui/module-readers.ts pageReaders). None: a value that needs one is named and left out.
   */
  readonly readers?: FeatureReaders;
}

/** Accepts a parsed object or JSON text; invalid JSON is a ModuleError at `module`. */
function parseInput(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    // A byte-order mark in front (a file saved by a Windows editor) is no part of the JSON.
    return JSON.parse(input.replace(/^\uFEFF/, '')) as unknown;
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    throw new ModuleError('module', `valid JSON (${reason})`, input, { fatal: true });
  }
}

/** Whether any slide-BG layer carries a transition in the 7.0 `{ex:true, all:[…]}` form. */
function hasCompactTransition(slides: unknown): boolean {
  if (!isRecord(slides) && !Array.isArray(slides)) return false;
  for (const entry of Object.values(slides)) {
    const layers: unknown = isRecord(entry) ? entry.layers : undefined;
    if (!isRecord(layers) && !Array.isArray(layers)) continue;
    for (const layer of Object.values(layers)) {
      if (!isRecord(layer) || layer.subtype !== 'slidebg' || !isRecord(layer.tl)) continue;
      const tlIn: unknown = layer.tl.in;
      if (isRecord(tlIn) && isRecord(tlIn.bg) && tlIn.bg.ex === true) return true;
    }
  }
  return false;
}

/** `vPort` entries: a margin in px ("-200px"), or the share of the module that must be visible ("80%"). */
function viewportMarginEntry(value: unknown, path: string): number | Percent {
  if (typeof value === 'string' && /%\s*$/.test(value)) return pct(parseNumber(value, path, { percent: true }));
  return parseNumber(value, path);
}

function slideContext(options: NormalizeOptions, module: Pick<SlideContext, 'defaultSlideLength' | 'fluid' | 'userSelect' | 'moduleOverlay'>): SlideContext {
  return { now: options.now ?? new Date(), random: options.random ?? Math.random, mode: readMode(options.mode), readers: options.readers ?? {}, ...module };
}

/** The mode option, checked: a typo must not silently give an editor a visitor build. */
function readMode(mode: unknown): ModuleMode {
  if (mode === undefined || mode === 'visitor' || mode === 'editor') return mode ?? 'visitor';
  throw new ModuleError('options.mode', '"visitor" or "editor"', mode, { fatal: true });
}

/**
 * Normalizes an SR7 module (parsed object or JSON text) into a ModuleModel.
 *
 * @throws ModuleError naming the JSON path of the first value of the wrong kind.
 * @example
 * ```ts
 * const model = normalizeModule(await (await fetch('home.json')).text());
 * model.slides[0].layers.map((l) => l.id);
 * ```
 */
export function normalizeModule(input: unknown, options: NormalizeOptions = {}): ModuleModel {
  return normalizeWhole(input, options, false).model;
}

/** Reads a deferred slide's layers: the slides for these keys, whole (keys not deferred are skipped). */
export type DeferredSlideReader = (keys: readonly string[], onDiagnostics?: (diagnostics: readonly Diagnostic[]) => void) => SlideModel[];

/**
 * normalizeModule for a page that shows the module's first slide before anything else: the other slides get their
 * background, transition and navigation fields now and their layers when the slider asks for them (`lazy` and
 * `deferred`, read by `read`), so the time to the first slide does not grow with the module (putnam's ten slides of
 * 57 kB each). A module whose layers drive module-wide features (modifiers and scroll effects, media, media filters,
 * icon fonts: units created with the slider read them all), a carousel (it shows several slides at once) or a hero is
 * read whole, and `read` is null.
 */
export function normalizeModuleDeferred(input: unknown, options: NormalizeOptions = {}): { model: ModuleModel; read: DeferredSlideReader | null } {
  const { model, deferred } = normalizeWhole(input, options, true);
  if (!deferred || deferred.slides.length === 0) return { model, read: null };
  const { doc, ctx } = deferred;
  const byKey = new Map(deferred.slides.map((slide) => [slide.key, slide]));
  const entries = new Map(entriesOf(doc.slides, 'module.slides', 'an object of slides keyed by slide id'));
  const seen = new Set(model.diagnostics.map((d) => d.path));
  const read: DeferredSlideReader = (keys, onDiagnostics) =>
    keys.flatMap((key) => {
      const slide = byKey.get(key);
      if (!slide) return [];
      const { result, diagnostics } = normalizeDegrading({ slides: { [key]: entries.get(key) } }, (one) =>
        completeDeferredSlide((one.slides as Rec)[key], slide, ctx),
      );
      // The shell read the background layer and the slide's own fields already, and reported what it had to.
      const fresh = diagnostics.filter((d) => !seen.has(d.path));
      if (fresh.length > 0) onDiagnostics?.(fresh);
      // Read once: its wire entry is not kept alive for the module's lifetime.
      byKey.delete(key);
      entries.delete(key);
      return [result];
    });
  return { model, read };
}

interface DeferredRead {
  readonly slides: readonly DeferredSlide[];
  /** The document the model was read from (values it could not read dropped), and the slides' context. */
  readonly doc: Rec;
  readonly ctx: SlideContext;
}

function normalizeWhole(input: unknown, options: NormalizeOptions, defer: boolean): { model: ModuleModel; deferred: DeferredRead | null } {
  const { root, key } = moduleRoot(parseInput(input));
  // A module under one key (a page's SR7.JSON copied whole) is read as that module, and said so.
  const unwrapped: Diagnostic[] = key === null ? [] : [unwrappedModule(key)];
  const sr6 = slider6Export(root);
  if (sr6) unwrapped.push(sr6);
  if (!isRecord(root)) throw new ModuleError('module', 'a module object ({settings, slides})', root, { fatal: true });
  const slidesRaw = root.slides;
  const empty = slidesRaw === undefined || slidesRaw === null || ((isRecord(slidesRaw) || Array.isArray(slidesRaw)) && Object.keys(slidesRaw).length === 0);
  if (empty) throw new ModuleError('module.slides', 'an object of slides keyed by slide id (at least one)', slidesRaw, { fatal: true });
  const mode = readMode(options.mode);
  let deferred: DeferredRead | null = null;
  const deferSlides = defer && layersStayInTheirSlide(root);
  const { result, diagnostics } = normalizeDegrading(root, (doc) =>
    normalizeRoot(doc, options, mode, deferSlides ? (read) => (deferred = read) : null),
  );
  return { model: { ...result, diagnostics: [...(options.diagnostics ?? []), ...unwrapped, ...diagnostics] }, deferred };
}

/**
 * A Slider Revolution 6 export (`slider_params`, slides with `params`) has no SR7 `settings`: SR7 migrates it in its
 * admin before it shows it, which Strata does not do. Its slides and layer text still show, unplaced, and the one
 * diagnostic says why and what to do, so the empty-looking module is not a silent mystery.
 */
function slider6Export(root: unknown): Diagnostic | null {
  if (!isRecord(root) || isRecord(root.settings)) return null;
  const slides = isRecord(root.slides) || Array.isArray(root.slides) ? Object.values(root.slides) : [];
  const marks = ['slider_params', 'params'].filter((k) => k in root);
  if (slides.some((s) => isRecord(s) && isRecord(s.params))) marks.push('slides[].params');
  if (marks.length === 0) return null;
  const expected = 'a Slider Revolution 7 module ({settings, slides}); a Slider Revolution 6 export must be imported into SR7 and exported again';
  return { path: 'module.settings', expected, found: `SR6 ${marks.join(', ')}`, used: undefined };
}

/**
 * Whether no layer of the module reaches beyond its slide (normalizeModuleDeferred): none has modifiers (`mod`), is a
 * video or audio, plays a background video, has a media filter (`mF`) or shows an icon ligature ("material-").
 * Conservative by design: a key present is enough, whatever its value says.
 */
function layersStayInTheirSlide(root: Rec): boolean {
  const settings = isRecord(root.settings) ? root.settings : {};
  if (settings.type === 'carousel' || settings.type === 'hero') return false;
  const slides = isRecord(root.slides) || Array.isArray(root.slides) ? Object.values(root.slides) : [];
  for (const entry of slides) {
    const layers: unknown = isRecord(entry) ? entry.layers : undefined;
    if (!isRecord(layers) && !Array.isArray(layers)) continue;
    for (const layer of Object.values(layers)) {
      if (!isRecord(layer)) continue;
      if (layer.mod !== undefined && layer.mod !== null) return false;
      if (layer.type === 'video' || layer.type === 'audio') return false;
      if (layer.subtype !== 'slidebg' && isRecord(layer.bg) && layer.bg.video !== undefined && layer.bg.video !== null) return false;
      if (layer.mF !== undefined && layer.mF !== null && layer.mF !== '' && layer.mF !== 'none') return false;
      if (isRecord(layer.content) && JSON.stringify(layer.content).includes('material-')) return false;
    }
  }
  return true;
}

function normalizeRoot(mod: Rec, options: NormalizeOptions, mode: ModuleMode, deferTo: ((read: DeferredRead) => void) | null): Omit<ModuleModel, 'diagnostics'> {
  const settings = optRecord(mod.settings, 'module.settings');
  const sp = (key: string): string => at('module.settings', key);
  const defaults = optRecord(settings.default, sp('default'));
  const len = readNumber(defaults.len, at(sp('default'), 'len'), DEFAULT_SLIDE_LENGTH);
  const defaultSlideLength = len > 0 ? len : DEFAULT_SLIDE_LENGTH;
  const fluidDefault = readFluid(defaults.fluid, at(sp('default'), 'fluid'), DEFAULT_FLUID);
  // SR7 settings.uS (default false): the text selection of layers whose own uS is "default".
  const userSelect = readBool(settings.uS, sp('uS'), false);
  const bg = readModuleBg(settings.bg, sp('bg'));
  const ctx: SlideContext = { ...slideContext(options, { defaultSlideLength, fluid: fluidDefault, userSelect, moduleOverlay: bg.overlay ?? null }), defer: deferTo !== null };
  const moduleKind = moduleType(settings.type, sp('type'));
  const carousel = moduleKind === 'carousel' ? readWith(ctx.readers, 'carousel', settings.carousel, sp('carousel'), null, (c) => c.readCarousel(settings.carousel, sp('carousel'))) : null;
  // Without its settings a carousel plays as a standard slider (only if its reader did not load: feature-readers.ts).
  const type = moduleKind === 'carousel' && !carousel ? 'standard' : moduleKind;
  const set = normalizeSlideSet(mod.slides, 'module.slides', ctx);
  deferTo?.({ slides: set.deferred, doc: mod, ctx: { ...ctx, defer: false } });
  // A hero shows one slide (and its static slides): Slider Revolution's runtime removes every slide after the first
  // of a hero and switches its navigation off, so a leftover second slide never rotates in.
  const slides = type === 'hero' ? set.slides.slice(0, 1) : set.slides;
  const staticSlides = set.staticSlides;
  const browser = optRecord(settings.browser, sp('browser'));
  const fallbackVersion = readString(settings.ojsv, sp('ojsv'), '').trim() || '7.0.0';
  const sbt = readSbt(settings.sbt, sp('sbt'));
  // SR7 writes `settings.fixed` (FORMAT.md §2 prepareModuleHeight `[fixed]`); SPEC §3 lists it under size: read both.
  const sizeFixed = optRecord(settings.size, sp('size')).fixed;
  const fixed = settings.fixed !== undefined ? readBool(settings.fixed, sp('fixed'), false) : readBool(sizeFixed, at(sp('size'), 'fixed'), false);
  return {
    ...identity(mod.id, settings, 'module.settings'),
    alias: readString(settings.alias, sp('alias'), ''),
    title: readString(settings.title, sp('title'), ''),
    type,
    mode,
    editor: mode === 'editor' ? readWith(ctx.readers, 'editor', settings, 'module.settings', null, (e) => e.readModuleEditor(settings, 'module.settings')) : null,
    version: readString(settings.version, sp('version'), '').trim() || fallbackVersion,
    generation: detectGeneration(settings, hasCompactTransition(mod.slides)),
    usedLevels: resolveLadder(settings.uSize, parseBool, DEFAULT_USED_LEVELS, sp('uSize')),
    size: { ...readSize(settings.size, sp('size')), fixed },
    bg,
    slideshow: readSlideshow(settings.slideshow, sp('slideshow')),
    defaultSlideLength,
    nav: readNav(settings.nav, sp('nav'), ctx),
    progressBar: readProgressBar(settings.pbar, sp('pbar'), ctx),
    general: readGeneral(settings.general, sp('general')),
    modifiers: written(settings.mod) ? readWith(ctx.readers, 'modifiers', settings.mod, sp('mod'), DEFAULT_MODULE_MODIFIERS, (m) => m.readModuleModifiers(settings.mod, sp('mod'))) : DEFAULT_MODULE_MODIFIERS,
    sbt,
    carousel,
    // SPEC §9: default viewport margin 100px (-200px for scroll-based modules, normalize-sbt.ts).
    viewportMargin: resolveLadder(settings.vPort, viewportMarginEntry, sbtViewportMargin(sbt, fixed) ?? 100, sp('vPort')),
    deepLinkOut: readBool(browser.useURLDeeplink, at(sp('browser'), 'useURLDeeplink'), false),
    accessibility: readAccessibility(settings.acc, sp('acc')),
    fonts: readFonts(settings.fonts, sp('fonts')),
    customCss: readString(optRecord(settings.codes, sp('codes')).css, at(sp('codes'), 'css'), '').trim(),
    // SR7's PHP prints them on <sr7-module class>; a token that is no plain class name is dropped.
    classNames: readString(settings.class, sp('class'), '').split(/\s+/).filter((name) => /^-?[A-Za-z_][\w-]*$/.test(name)),
    fontFaces: readFontFaces(settings.fonts, sp('fonts')),
    fluidDefault,
    userSelect,
    slides,
    staticSlides,
  };
}

/**
 * Normalizes slides fetched later (MIX lazy mode: the REST reply `{slides: {<key>: {slide, layers}}}` for
 * `slideid=<key>`), with the module's own defaults. Publish rules apply as in normalizeModule; slides
 * come back in wire order sorted by `slide.order`, never marked lazy.
 */
export function normalizeSlides(
  input: unknown,
  module: Pick<ModuleModel, 'defaultSlideLength' | 'fluidDefault'> &
    Partial<Pick<ModuleModel, 'mode' | 'userSelect' | 'bg'>> & {
      /** Values of the fetched slides that were not understood (diagnostics.ts). */
      readonly onDiagnostics?: (diagnostics: readonly Diagnostic[]) => void;
    },
  options: NormalizeOptions = {},
): SlideModel[] {
  const root = parseInput(input);
  if (!isRecord(root)) throw new ModuleError('module', 'a slide reply ({slides})', root, { fatal: true });
  // Lazy slides join the module they belong to: an editor's module gets editor slides.
  const ctx = slideContext({ mode: module.mode, ...options }, {
    defaultSlideLength: module.defaultSlideLength,
    fluid: module.fluidDefault,
    userSelect: module.userSelect ?? false,
    moduleOverlay: module.bg?.overlay ?? null,
  });
  const { result, diagnostics } = normalizeDegrading(root, (reply) => {
    const { slides, staticSlides } = normalizeSlideSet(reply.slides, 'module.slides', ctx);
    return [...slides.map((s) => ({ ...s, lazy: false })), ...staticSlides];
  });
  module.onDiagnostics?.(diagnostics);
  return result;
}
