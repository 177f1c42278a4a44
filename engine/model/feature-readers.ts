/**
 * Readers of the normalizer that only some modules need (issue 18: each feature only when the module uses it): video
 * and audio, Ken Burns, slide actions, the carousel's settings, the editor's fields, modifiers, slides'
 * accessibility settings, media filter looks, and tabs, thumbnails, the scrubber and the progress bar. normalizeModule (normalize.ts) has them all; a page asks `featuresOf` which ones a module's
 * JSON needs and loads those first (react-ui/module-readers.ts), so a module with none of them downloads none of their
 * code. The model keeps no page state: what a page has loaded, it passes in (`NormalizeOptions.readers`).
 *
 * The scan below and the normalizer's call sites (normalize-core.ts, normalize-slide.ts, normalize-layer.ts,
 * normalize-fill.ts) use the same conditions: where a value needs a reader, the scan asked for it. Should one
 * still be missing, the value is named as a diagnostic and left out, as any value that cannot be read.
 */
import { report, type Diagnostic } from './diagnostics.ts';
import type { MEDIA_FILTERS } from './media-filters.ts';
import type { readBackgroundVideo, readLayerMedia } from './normalize-media.ts';
import type { normalizeActions } from './normalize-actions.ts';
import type { readCarousel } from './normalize-carousel.ts';
import type { readLayerEditor, readModuleEditor, readSlideEditor } from './normalize-editor.ts';
import type { readLayerModifiers, readModuleModifiers } from './normalize-mod.ts';
import type { readSlidePan } from './normalize-pan.ts';
import type { readSlideAcc } from './normalize-slide-acc.ts';
import type { readProgressBar, readScrubber, readTabs, readThumbs } from './normalize-nav-elements.ts';
import type { TRANSITION_PRESET_NAMES } from './transition-names.ts';
import type { sanitizeHtml } from './sanitize.ts';
import { contentHtml, hasMarkup, plainHtml } from './html-text.ts';
import { moduleType } from './normalize-settings.ts';
import { isRecord, type Rec } from './read.ts';
import { parseBool } from './units.ts';
import type { ModuleMode } from './types.ts';

export interface FeatureReaders {
  readonly media?: { readonly readLayerMedia: typeof readLayerMedia; readonly readBackgroundVideo: typeof readBackgroundVideo };
  readonly pan?: { readonly readSlidePan: typeof readSlidePan };
  readonly actions?: { readonly normalizeActions: typeof normalizeActions };
  readonly carousel?: { readonly readCarousel: typeof readCarousel };
  readonly editor?: { readonly readModuleEditor: typeof readModuleEditor; readonly readSlideEditor: typeof readSlideEditor; readonly readLayerEditor: typeof readLayerEditor };
  readonly modifiers?: { readonly readLayerModifiers: typeof readLayerModifiers; readonly readModuleModifiers: typeof readModuleModifiers };
  readonly acc?: { readonly readSlideAcc: typeof readSlideAcc };
  /** Tabs, thumbnails, the scrubber and the progress bar (`settings.nav.tabs|thumbs|scrubber`, `settings.pbar`). */
  readonly navLists?: { readonly readTabs: typeof readTabs; readonly readThumbs: typeof readThumbs; readonly readScrubber: typeof readScrubber; readonly readProgressBar: typeof readProgressBar };
  /** SR7's media filter looks: the table the `mF` names are read against (and the DOM and GPU draw). */
  readonly filters?: { readonly MEDIA_FILTERS: typeof MEDIA_FILTERS };
  /** The HTML sanitizer, for layer text with a tag in it (text without one is only escaped: html-text.ts). */
  readonly markup?: { readonly sanitizeHtml: typeof sanitizeHtml };
  /** The base transition presets' names, for a slide transition that names one and carries nothing of its own. */
  readonly presetNames?: { readonly TRANSITION_PRESET_NAMES: typeof TRANSITION_PRESET_NAMES };
}

/**
 * Features whose page code is the view's alone (react-ui/feature-views.ts): the normalizer reads them itself, the scan
 * below names them so a page loads that code with the rest. `split`: split-text timelines (chars, words, lines);
 * `css`: the module's custom CSS (`settings.codes.css`), scoped to it; `outerNav`: navigation placed outside the
 * slider (`io: "outer"`), which the module's frame makes room for; `overlay`: a pattern overlay (`bg.overlay`) on the
 * module, a slide or a layer; `svg`: an SVG layer (its file is fetched and inlined). `serverBox` is named by the view,
 * not the scan: the module's box at every level, which server markup carries and a browser needs only to hydrate it.
 */
export type ViewFeature = 'split' | 'css' | 'outerNav' | 'overlay' | 'svg' | 'serverBox';

export type Feature = keyof FeatureReaders | ViewFeature;

/** Where each feature's readers are: one chunk each, loaded by a page (react-ui/module-readers.ts). */
export const READER_CODE: { readonly [F in keyof FeatureReaders]-?: () => Promise<NonNullable<FeatureReaders[F]>> } = {
  media: () => import('./normalize-media.ts'),
  pan: () => import('./normalize-pan.ts'),
  // With the chunk it shares with the slide actions' runtime, in the same round trip (no dependency map: vite.config.ts).
  actions: () => Promise.all([import('./normalize-actions.ts'), import('./action-values.ts')]).then(([code]) => code),
  carousel: () => import('./normalize-carousel.ts'),
  editor: () => import('./normalize-editor.ts'),
  modifiers: () => import('./normalize-mod.ts'),
  acc: () => import('./normalize-slide-acc.ts'),
  filters: () => import('./media-filters.ts'),
  navLists: () => import('./normalize-nav-elements.ts'),
  presetNames: () => import('./transition-names.ts'),
  // With its tokenizer, a chunk it shares with the SVG sanitizer, in the same round trip.
  markup: () => Promise.all([import('./sanitize.ts'), import('./sanitize-tag.ts')]).then(([code]) => code),
};

/** Whether the feature has readers (else its code is the view's alone). */
export const hasReaders = (feature: Feature): feature is keyof FeatureReaders => feature in READER_CODE;

// --- the conditions the scan and the call sites share -------------------------------------------------------

/** An SVG layer (wire `type`, as layerType reads it: trimmed, any case). */
export const isSvgType = (type: unknown): boolean => typeof type === 'string' && /^\s*svg\s*$/i.test(type);

/** A layer type that plays media (wire `type`, as layerType reads it: trimmed, any case). */
export const isMediaType = (type: unknown): boolean => typeof type === 'string' && /^\s*(video|audio)\s*$/i.test(type);

/** A background video is written (`bg.video`: a URL or an options object). */
export const hasVideo = (video: unknown): boolean => video !== undefined && video !== null && video !== '';

/** A slide's actions are written: anything but nothing or an empty list. */
export const hasActions = (actions: unknown): boolean => actions !== undefined && actions !== null && !(Array.isArray(actions) && actions.length === 0);

/** A slide background layer's Ken Burns pan is written (`tl.in.pan`). */
export const hasPan = (pan: unknown): boolean => pan !== undefined && pan !== null;

/** Modifiers (`mod`, module or layer) or a slide's accessibility settings (`acc`) are written. */
export const written = (value: unknown): boolean => value !== undefined && value !== null;

const values = (value: unknown): unknown[] => (Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []);

/** The module's custom CSS is written (`settings.codes.css`, as normalize-core.ts reads it: any value but blank). */
export const hasCustomCss = (codes: unknown): boolean => isRecord(codes) && written(codes.css) && !(typeof codes.css === 'string' && codes.css.trim() === '');

/** A pattern overlay is written on a background (`bg.overlay`: the module's, a slide background layer's or a layer's). */
export const hasOverlay = (bg: unknown): boolean => isRecord(bg) && written(bg.overlay);

/**
 * The module in a document that holds one under a single key (a page's `SR7.JSON`, copied whole: `{"SR7_3_1": {…}}`),
 * else the document itself; the key, when it was unwrapped. The scan and the normalizer read the same module.
 */
export function moduleRoot(doc: unknown): { readonly root: unknown; readonly key: string | null } {
  if (!isRecord(doc) || 'slides' in doc || 'settings' in doc) return { root: doc, key: null };
  const keys = Object.keys(doc);
  const only = keys.length === 1 ? doc[keys[0]!] : undefined;
  return isRecord(only) && 'slides' in only ? { root: only, key: keys[0]! } : { root: doc, key: null };
}

/** What the console and `api.diagnostics()` say of a module read from under a key (moduleRoot). */
export const unwrappedModule = (key: string): Diagnostic => ({ path: 'module', expected: 'a module object ({settings, slides})', found: `{${JSON.stringify(key)}: {…}}`, used: `module[${JSON.stringify(key)}]` });

/** Random sets (`rndany`, `rndslide` …, legacy `random`) draw a preset at change time. */
const isRandomSet = (name: string): boolean => name.startsWith('rnd') || name === 'random';

/**
 * A stored slide transition entry that names a preset (`temp.p`) and carries none of its parameters (`in`/`out`):
 * only the names can tell whether it can be used (normalize-transition.ts). Exports write the parameters.
 */
export function namesPresetOnly(entry: unknown): boolean {
  if (!isRecord(entry) || !isRecord(entry.temp) || isRecord(entry.in) || isRecord(entry.out)) return false;
  const name = entry.temp.p;
  return typeof name === 'string' && name !== '' && !isRandomSet(name);
}

/** Which entry of a compact (v7.0 `{ex: true, all}`) transition the runtime reads: `all[1]`, else `all[0]`. */
export const compactEntryIndex = (all: readonly unknown[]): 0 | 1 => (all[1] !== undefined ? 1 : 0);

/** A slide background layer's transition (`tl.in.bg`) as normalize-transition.ts reads it. */
const storedTransition = (bg: unknown): unknown => (isRecord(bg) && bg.ex === true && Array.isArray(bg.all) ? bg.all[compactEntryIndex(bg.all)] : bg);

/** A text layer's content (`content.text`) or its toggled text (`toggle.text`) has a tag for the sanitizer to read. */
export const textHasMarkup = (layer: Rec): boolean =>
  (isRecord(layer.content) && typeof layer.content.text === 'string' && hasMarkup(contentHtml(layer.content.text))) ||
  (isRecord(layer.toggle) && typeof layer.toggle.text === 'string' && hasMarkup(layer.toggle.text));

/** Layer HTML, sanitized: text without a tag is only escaped, as the sanitizer would; with one, the sanitizer reads it. */
export const readHtml = (readers: FeatureReaders, html: string, path: string): string =>
  hasMarkup(html) ? readWith(readers, 'markup', html, path, plainHtml(html.replace(/</g, '&lt;')), (code) => code.sanitizeHtml(html)) : plainHtml(html);

/** A navigation element is switched on (wire `set`, or the switch named, as readBool reads it; a value it cannot read is off). */
export function switchedOn(element: unknown, key = 'set'): boolean {
  const value = isRecord(element) ? element[key] : undefined;
  if (value === undefined || value === null || value === '') return false;
  try {
    return parseBool(value, '');
  } catch {
    return false;
  }
}

/**
 * The module switches its modifiers on and some layer has a mouse or scroll modifier on (`settings.mod.use`,
 * `layers.*.mod.m.u | s.u`): the wire form of runtime/uses-modifiers.ts usesModifiers, read before the model exists.
 */
export function modifiersOn(doc: unknown): boolean {
  const { root } = moduleRoot(doc);
  return (
    isRecord(root) &&
    isRecord(root.settings) &&
    switchedOn(root.settings.mod, 'use') &&
    values(root.slides).some((entry) => isRecord(entry) && values(entry.layers).some((layer) => isRecord(layer) && isRecord(layer.mod) && (switchedOn(layer.mod.m, 'u') || switchedOn(layer.mod.s, 'u'))))
  );
}

/** A navigation element sits outside the slider (wire `io`, as normalize-nav-elements.ts readInOut reads it). */
export const isOuter = (io: unknown): boolean => typeof io === 'string' && /^\s*o/i.test(io);

/** A layer timeline splits its text: a scene with a `chars`, `words` or `lines` track. */
export const splitsText = (tl: unknown): boolean =>
  values(tl).some((scene) => isRecord(scene) && (written(scene.chars) || written(scene.words) || written(scene.lines)));

/** A layer's (or slide background layer's) media filter look is written: `mF` other than nothing or "none". */
export const hasMediaFilter = (mF: unknown): boolean =>
  typeof mF === 'string' ? !/^\s*(none)?\s*$/i.test(mF) : mF !== undefined && mF !== null;

/** The features whose code (readers, views) the module needs; `carousel` is known from the module type the caller read. */
export function featuresOf(root: unknown, { mode, carousel }: { readonly mode: ModuleMode; readonly carousel: boolean }): Feature[] {
  const wanted = new Set<Feature>();
  if (mode === 'editor') wanted.add('editor').add('navLists');
  if (carousel) wanted.add('carousel');
  if (isRecord(root) && isRecord(root.settings) && written(root.settings.mod)) wanted.add('modifiers');
  if (isRecord(root) && isRecord(root.settings) && hasCustomCss(root.settings.codes)) wanted.add('css');
  if (isRecord(root) && isRecord(root.settings) && values(root.settings.nav).some((el) => isRecord(el) && isOuter(el.io))) wanted.add('outerNav');
  if (isRecord(root) && isRecord(root.settings) && hasOverlay(root.settings.bg)) wanted.add('overlay');
  if (isRecord(root) && isRecord(root.settings) && isRecord(root.settings.nav) && [root.settings.nav.tabs, root.settings.nav.thumbs, root.settings.nav.scrubber].some((element) => switchedOn(element))) wanted.add('navLists');
  if (isRecord(root) && isRecord(root.settings) && switchedOn(root.settings.pbar)) wanted.add('navLists');
  for (const entry of values(isRecord(root) ? root.slides : undefined)) {
    if (!isRecord(entry)) continue;
    if (isRecord(entry.slide) && hasActions(entry.slide.actions)) wanted.add('actions');
    if (isRecord(entry.slide) && written(entry.slide.acc)) wanted.add('acc');
    for (const layer of values(entry.layers)) {
      if (!isRecord(layer)) continue;
      if (written(layer.mod)) wanted.add('modifiers');
      if (hasMediaFilter(layer.mF)) wanted.add('filters');
      if (hasOverlay(layer.bg)) wanted.add('overlay');
      if (isMediaType(layer.type) || (isRecord(layer.bg) && hasVideo(layer.bg.video))) wanted.add('media');
      if (isSvgType(layer.type)) wanted.add('svg');
      if (textHasMarkup(layer)) wanted.add('markup');
      const tl = isRecord(layer.tl) ? layer.tl : null;
      if (tl && isRecord(tl.in) && hasPan(tl.in.pan)) wanted.add('pan');
      if (tl && isRecord(tl.in) && namesPresetOnly(storedTransition(tl.in.bg))) wanted.add('presetNames');
      if (splitsText(tl)) wanted.add('split');
    }
  }
  return [...wanted];
}

/** featuresOf for a module as given (parsed): its type read as the normalizer reads it. */
export function moduleFeatures(doc: unknown, mode: ModuleMode | undefined): Feature[] {
  const { root } = moduleRoot(doc);
  const settings = isRecord(root) && isRecord(root.settings) ? root.settings : {};
  return featuresOf(root, { mode: mode ?? 'visitor', carousel: moduleType(settings.type, 'module.settings.type') === 'carousel' });
}

/**
 * A feature's readers for a value that needs them; where they were not loaded (a scan that missed), the value is
 * named and left out, and `fallback` stands in for it.
 */
export function readWith<F extends keyof FeatureReaders, T>(readers: FeatureReaders, feature: F, value: unknown, path: string, fallback: T, read: (code: NonNullable<FeatureReaders[F]>) => T): T {
  const code = readers[feature];
  if (code) return read(code as NonNullable<FeatureReaders[F]>);
  report(path, `a value read by the ${feature} code, which this page did not load`, value, null);
  return fallback;
}
