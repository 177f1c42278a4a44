import { startTransition, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { DeferredSlideReader, Backdrop, Endpoints, LoadedModule, ModuleMode, ModuleModel, RemoteModuleRef, SlideModel, Slider, StrataApi, WireModule } from '../engine/index.ts';
import { createSlideFetcher } from '../engine/load/slide-fetcher.ts';
import { createSlider } from '../engine/runtime/create-slider.ts';
import { isRemoteRef, loadModule } from '../engine/load/load-module.ts';
import { logDiagnostics } from '../engine/model/diagnostics.ts';
import { ModuleLoadError } from '../engine/load/load-error.ts';
import { PAGE_BREAKPOINTS } from '../engine/layout/responsive.ts';
import { warmFeatures, warmScannedFeatures } from '../engine/runtime/feature-units.ts';
import { moduleFeatures, type FeatureReaders } from '../engine/model/feature-readers.ts';
import { normalizeModule, normalizeModuleDeferred } from '../engine/model/normalize-core.ts';
import { ModuleReadersContext, readersFor, readersOrLoad, useFeatureViews, useViewsOrSuspend } from './module-readers.ts';
import { pageBreakpoints, pageLoadDeps } from './page-loading.ts';
import { createDomBackdrop } from '../renderer/dom-backdrop.ts';
import { StrataContext } from './context.ts';
import { createDomLayerHost } from './layer-host.ts';
import { attachLayerInput } from './layer-input.ts';
import { pageEnv } from './page-env.ts';
import { LayerMediaContext, pageMedia } from './media-context.ts';
import { carouselPadding } from './measure.ts';
import { computeNavFrame, hasOuterNav } from './nav-frame.ts';
import { useZoneHeight } from './zone-height.ts';
import { SlideView } from './SlideView.tsx';
import { createModifierInputs } from './modifier-inputs.ts';
import { PatternOverlaySlot } from './pattern-overlay-slot.tsx';
import { createNavInputs } from './nav-inputs.ts';
import { createSlideshowInputs } from './slideshow-inputs.ts';
import { HoldSpacer, holdStyles } from './sbt-hold.tsx';
import { watchModuleSize } from './watch-module-size.ts';
import { createLazyMediaHost } from './media/lazy-media-host.ts';
import { deferredSlideLoader } from './deferred-slides.ts';
import { SlideBgVideo } from './slide-bg-video.tsx';
import { mediaFilterClass, usesMediaFilters } from './media-filter-styles.ts';
import { useGpuStage } from './gpu-stage-chunk.ts';
import { lazyView } from './lazy-view.tsx';
import type { NavigationProps } from './Navigation.tsx';
import type { RotationProps } from './Rotation.tsx';
import { wantsOrientation } from '../engine/runtime/uses-modifiers.ts';
import { useModuleFonts } from './page-fonts.ts';
import { fallbackAspect, missingBrowserFeatures, ModuleFallback, absoluteAddress } from './module-fallback.tsx';
import { cssUrl, imageFillStyle } from './image-fill-style.ts';
import { useBrowserLayoutEffect, useServerPass } from './ssr.ts';
import { ModuleBoundary } from './module-boundary.tsx';
import type { StrataLocale, StrataStrings } from './strings.ts';
import { StringsContext } from './strings-context.ts';

/**
 * What `<Strata module>` accepts: an SR7 module object (the wire format, `WireModule`, as an export file or
 * `SR7.JSON[id]` holds it), its JSON text, the URL of its JSON, or `{ remote: true, alias }` / `{ remote: true, id }`.
 */
export type StrataModuleSource = WireModule | string | RemoteModuleRef;

export interface StrataProps {
  /**
   * The module: an SR7 module object, its JSON text, the URL of its JSON (media paths resolve against it), or
   * `{ remote: true, alias }` / `{ remote: true, id }` to fetch it from the backend (get_full_slider_object).
   */
  readonly module: StrataModuleSource;
  /** Backend addresses (default: the page's `SR7.E.resturl`/`ajaxurl`, else `/wp-json/` and `/wp-admin/admin-ajax.php`). */
  readonly endpoints?: Endpoints;
  /** Base URL for relative media paths of an inline module (default: the page). */
  readonly baseUrl?: string;
  /** Slide to start on (key), overriding the module's first slide. */
  readonly startSlide?: string;
  readonly className?: string;
  readonly style?: CSSProperties;
  /** Disable the GPU stage (the DOM backdrop does the fades). */
  readonly gpu?: boolean;
  /**
   * Seconds this module's backend replies (definition, lazy slides, feed) are reused from localStorage (SPEC §9
   * "Storage entries expire by a lifetime in seconds"); default `window.strataConfig.cacheLifetime`, else 600. 0 = off.
   */
  readonly cacheLifetime?: number;
  /**
   * Where the module's web fonts come from: a css2 endpoint (`https://fonts.googleapis.com/css2?family=`) or an asset
   * folder holding `<family-slug>/<family-slug>.css` (engine/load/fonts.ts). Default `window.strataConfig.fontBaseUrl`,
   * else SR7's `SR7.E.fontBaseUrl`; with none, no font is fetched.
   */
  readonly fontBaseUrl?: string;
  /** Image shown in the module's place when it cannot run, where the module names none (its `general.fallbackURL` wins). */
  readonly fallbackUrl?: string;
  /**
   * Origins besides the page's own whose add-on scripts and styles (the module's `addOns`) may load, added to
   * `window.strataConfig.addOnOrigins`. A module fetched from an origin outside this list loads no add-on at all.
   */
  readonly addOnOrigins?: readonly string[];
  /**
   * The module came from the visitor (pasted, dropped or uploaded JSON): it never loads add-on scripts or styles,
   * whatever it names. Layer HTML is sanitized either way.
   */
  readonly untrusted?: boolean;
  /**
   * 'visitor' (default) or 'editor': an editor build also carries the builder's fields (SPEC §1, §6; see
   * engine/model/types-editor.ts) and marks the module `data-strata-mode="editor"`.
   */
  readonly mode?: ModuleMode;
  /**
   * Language of the module's interface strings (arrow, bullet, tab and thumbnail names, the carousel's messages,
   * the rotation control): 'en' (default) or 'tr'; without it the module follows an enclosing one (a modal's).
   */
  readonly locale?: StrataLocale | (string & {});
  /** Single interface strings over the locale's, e.g. `{ next: 'Weiter' }` (a language Strata does not ship). */
  readonly strings?: Partial<StrataStrings>;
  readonly onReady?: (api: StrataApi) => void;
  /** Called with a clear error when the module cannot be loaded or is malformed. */
  readonly onError?: (error: Error) => void;
  /** Rendered after the module inside its context, so they can call useStrata(). */
  readonly children?: ReactNode;
}

type Loaded =
  | { model: ModuleModel; base: string; origin: LoadedModule['origin']; readonly inline?: true; readonly deferred?: DeferredSlideReader | null }
  /** `silent`: a backend load failure, already logged with SPEC §8's line; the page shows nothing for it. */
  | { error: Error; silent: boolean; fallbackUrl: string | null };

/** A stable identity for the source, so an inline `{remote: true, alias}` literal does not refetch every render. */
function sourceKey(module: unknown): unknown {
  return isRemoteRef(module) ? `remote:${String(module.id ?? '')}/${module.alias ?? ''}` : module;
}

type LoadProps = Pick<StrataProps, 'module' | 'baseUrl' | 'endpoints' | 'mode' | 'cacheLifetime' | 'addOnOrigins' | 'untrusted'>;

/** An inline module (an object, or JSON text) that needs no fetch: no feed source to ask the backend for. */
function inlineDefinition(module: unknown): Record<string, unknown> | null {
  let value = module;
  if (typeof module === 'string') {
    if (!/^\s*\{/.test(module)) return null;
    try {
      value = JSON.parse(module) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || isRemoteRef(value) || 'success' in value) return null;
  const settings = (value as { settings?: unknown }).settings;
  const source = typeof settings === 'object' && settings !== null ? (settings as { source?: unknown; sourcetype?: unknown }) : {};
  if ((source.source !== undefined && source.source !== '' && source.source !== 'gallery') || source.sourcetype !== undefined) return null;
  return value as Record<string, unknown>;
}

/**
 * An inline module is normalized during render, on the server as in the browser, so server rendering gives its
 * first slide and hydration starts from the same model (issue 17). Media paths stay as written (resolved by the
 * browser against the page) unless `baseUrl` says otherwise, so both render the same addresses. The feature code it
 * needs (readers and views, module-readers.ts): the server's, else the page's; not in yet, the render suspends until
 * it is.
 */
function loadInline(module: unknown, mode: ModuleMode | undefined, baseUrl: string | undefined, given: FeatureReaders | undefined): Loaded | null {
  const json = inlineDefinition(module);
  if (!json) return null;
  const readers = given ?? readersOrLoad(moduleFeatures(json, mode));
  if (readers instanceof Promise) throw readers;
  try {
    return { model: normalizeModule(json, { mode, readers }), base: baseUrl ?? '', origin: null, inline: true };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)), silent: false, fallbackUrl: null };
  }
}

function useModule({ module, baseUrl, endpoints, mode, cacheLifetime, addOnOrigins, untrusted }: LoadProps): Loaded | null {
  const key = sourceKey(module);
  const given = useContext(ModuleReadersContext)?.readers;
  const [state, setState] = useState<{ key: unknown; loaded: Loaded | null }>(() => ({ key, loaded: loadInline(module, mode, baseUrl, given) }));
  // A new module (or mode) given inline is normalized at once, as on the first render.
  const modeKey = `${mode ?? ''} ${baseUrl ?? ''}`;
  const [seenModeKey, setSeenModeKey] = useState(modeKey);
  if (state.key !== key || seenModeKey !== modeKey) {
    setSeenModeKey(modeKey);
    setState({ key, loaded: loadInline(module, mode, baseUrl, given) });
  }
  const loaded = state.key === key ? state.loaded : null;
  const moduleRef = useRef(module);
  moduleRef.current = module;
  const endpointKey = `${endpoints?.restUrl ?? ''} ${endpoints?.ajaxUrl ?? ''}`;
  const trustKey = `${untrusted === true} ${addOnOrigins?.join(' ') ?? ''}`;
  useEffect(() => {
    let cancelled = false;
    const page = typeof document !== 'undefined' ? document.baseURI : '';
    // A relative baseUrl is read against the page; one that is no URL at all reaches the loader, which names it.
    const base = baseUrl === undefined ? page : (absoluteAddress(baseUrl, page || undefined) ?? baseUrl);
    const settle = (value: Loaded) => !cancelled && setState((old) => (old.key === key ? { key, loaded: value } : old));
    const inline = state.key === key && state.loaded !== null && 'inline' in state.loaded ? state.loaded : null;
    if (inline) {
      // Already normalized during render: its add-on resources still load (loadModule registers them), and its
      // diagnostics are logged once here, in the browser.
      logDiagnostics(inline.model.alias || inline.model.htmlId, inline.model.diagnostics, console);
      loadModule(moduleRef.current, { ...pageLoadDeps(base, endpoints, cacheLifetime, addOnOrigins), untrusted: untrusted === true }).catch(() => {});
      return () => {
        cancelled = true;
      };
    }
    // Known once the definition is in, so a module that then fails to normalize can still show it (SPEC §3).
    let fallbackUrl: string | null = null;
    loadModule(moduleRef.current, { ...pageLoadDeps(base, endpoints, cacheLifetime, addOnOrigins), untrusted: untrusted === true })
      .then(async (result) => {
        fallbackUrl = absoluteAddress(result.fallbackUrl, result.base);
        // The feature readers its JSON needs first (module-readers.ts), then the first slide's layers now and the
        // others' when the slider asks (normalizeModuleDeferred).
        const features = moduleFeatures(result.json, mode);
        // The units it surely uses start fetching beside them, not after the model (feature-units.ts).
        if (!cancelled) warmScannedFeatures(result.json, features);
        const readers = await readersFor(features);
        const { model, read } = normalizeModuleDeferred(result.json, { mode, diagnostics: result.diagnostics, readers });
        if (!cancelled) logDiagnostics(model.alias || model.htmlId, model.diagnostics, console);
        // The code of the features it uses loads while the module renders, not after (feature-units.ts).
        if (!cancelled) warmFeatures(model);
        settle({ model, base: result.base, origin: result.origin, deferred: read });
      })
      .catch((error: unknown) =>
        settle({
          error: error instanceof Error ? error : new Error(String(error)),
          silent: error instanceof ModuleLoadError && error.reported,
          fallbackUrl,
        }),
      );
    return () => {
      cancelled = true;
    };
    // `key` stands for the module; endpoints are compared by value.
  }, [key, baseUrl, endpointKey, mode, cacheLifetime, trustKey]);
  return loaded;
}

/**
 * A value inside a double-quoted CSS string (an attribute selector), safe inside a <style> element: quotes and
 * backslashes escaped, and `<` `>` as CSS hex escapes, so a module id can never close the element.
 */
const cssString = (value: string) =>
  value
    .replace(/["\\]/g, '\\$&')
    .replace(/[\n\r]/g, ' ')
    .replace(/[<>&]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);

/**
 * Arrows, bullets, tabs, thumbnails, the scrubber and the progress bar load when a module shows one (issue 18: the
 * first paint downloads only what the module uses), once the first slide has started: SR7's fade in after their show
 * delay (`dIn`) too.
 */
const Navigation = lazyView<NavigationProps>('navigation', () => import('./Navigation.tsx').then((m) => m.Navigation));
const usesNavigation = ({ nav, progressBar }: ModuleModel) =>
  nav.arrows.enabled || nav.bullets.enabled || !!nav.tabs?.enabled || !!nav.thumbs?.enabled || !!nav.scrubber?.enabled || !!progressBar?.enabled;

/** Asked once per page: each probe is a real WebGL context, and Chromium keeps only 16 alive. */
let webglProbe: boolean | null = null;

function webglAvailable(): boolean {
  if (webglProbe !== null) return webglProbe;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    webglProbe = !!gl;
    // Given back now rather than whenever the canvas is collected: a page mounting modules one after another
    // would otherwise push the live stages' contexts out ("Too many active WebGL contexts").
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    webglProbe = false;
  }
  return webglProbe;
}

/** iOS's motion-permission button (motion-permission.tsx) loads only for a module with orientation-driven effects. */
const MotionPermission = lazyView<{ readonly model: ModuleModel }>('motion-permission', () => import('./motion-permission.tsx').then((m) => m.MotionPermission));
// The APG rotation control and live region (Rotation.tsx): nothing of them is seen before the first slide shows (the
// control only on hover or keyboard focus, the region speaks at a change), so their code loads after it (issue 18).
const RotationControl = lazyView<RotationProps>('rotation control', () => import('./Rotation.tsx').then((m) => m.RotationControl));
const LiveRegion = lazyView<Pick<RotationProps, 'model'>>('live region', () => import('./Rotation.tsx').then((m) => m.LiveRegion));

/** Stands for "this page" while a relative base is resolved: the same on the server and in the browser. */
const PAGE_ORIGIN = 'https://strata.invalid';

/**
 * A media path against the module's base (its JSON's URL, or the `baseUrl` prop). A base without an origin
 * (`/fixtures/modules/`) gives a site path, the same on the server as in the browser; no base, or one that cannot be
 * read, keeps the path as written (the browser resolves it against the page).
 */
export function resolveMediaUrl(src: string, base: string): string {
  if (!base) return src;
  try {
    const url = new URL(src, new URL(base, `${PAGE_ORIGIN}/`));
    return url.origin === PAGE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : url.href;
  } catch {
    return src;
  }
}

/** The size a module is laid out at before anything is measured: its desktop grid, in a window as wide. */
function designSize(model: ModuleModel): { container: number; vw: number; vh: number } {
  const level = model.usedLevels.findIndex(Boolean);
  const width = model.size.width[level < 0 ? 1 : level] ?? 1240;
  return { container: width, vw: width, vh: Math.max(model.size.height[level < 0 ? 1 : level] ?? 600, 1) };
}

/**
 * A Strata module: DOM layers over a GPU-rendered backdrop.
 *
 * @example
 * <Strata module="/fixtures/modules/strata-hero.json" onReady={(api) => api.start()} />
 */
export function Strata(props: StrataProps): ReactNode {
  // An inline module whose feature readers are still loading suspends (loadInline): the box stays as a fetched
  // module's does meanwhile, and markup the server rendered stays on screen while it hydrates.
  return (
    <Suspense fallback={<div className={`strata-module strata-loading ${props.className ?? ''}`} style={props.style} aria-busy="true" />}>
      <LoadedStrata {...props} />
    </Suspense>
  );
}

/** The module once its definition is in (or the reason it is not), around the running module. */
function LoadedStrata(props: StrataProps): ReactNode {
  const loaded = useModule(props);
  const stringsChoice = useMemo(() => ({ locale: props.locale, strings: props.strings }), [props.locale, props.strings]);
  // What this browser lacks to run a module (module-fallback.tsx); checked once, before anything needs it.
  const missing = useMemo(() => (typeof window === 'undefined' ? [] : missingBrowserFeatures(window)), []);
  // Kept in a ref so an inline callback does not re-report the same error on every render.
  const onErrorRef = useRef(props.onError);
  onErrorRef.current = props.onError;
  useEffect(() => {
    if (loaded && 'error' in loaded) {
      if (!loaded.silent) console.error(`[strata] module could not be shown: ${loaded.error.message}`);
      onErrorRef.current?.(loaded.error);
    }
    if (loaded && 'model' in loaded && missing.length > 0) {
      const shown = (loaded.model.general.fallbackUrl ?? props.fallbackUrl) ? 'its fallback image is shown' : 'it has no fallbackURL to show';
      console.error(`[strata] ${loaded.model.alias}: this browser lacks ${missing.join(', ')}; the module is not started and ${shown}`);
    }
    // props.fallbackUrl only words the line; a new one must not log again.
  }, [loaded, missing]);
  const pageFallback = props.fallbackUrl && typeof document !== 'undefined' ? absoluteAddress(props.fallbackUrl, document.baseURI) : null;
  if (!loaded) return <div className={`strata-module strata-loading ${props.className ?? ''}`} style={props.style} aria-busy="true" />;
  if ('error' in loaded) {
    const fallback = loaded.fallbackUrl ?? pageFallback;
    if (fallback) return <ModuleFallback src={fallback} title="" className={props.className} style={props.style} />;
    // SPEC §7: a module the backend could not deliver shows no error to visitors (the console has it).
    if (loaded.silent) return <div className={`strata-module strata-error ${props.className ?? ''}`} data-strata-error="" hidden />;
    return (
      <div className={`strata-module strata-error ${props.className ?? ''}`} style={props.style} data-strata-error="" role="alert">
        {loaded.error.message}
      </div>
    );
  }
  if (missing.length > 0) {
    const fallback = absoluteAddress(loaded.model.general.fallbackUrl, loaded.base) ?? pageFallback;
    if (fallback) {
      const aspect = fallbackAspect(loaded.model.size, window.innerWidth, pageBreakpoints());
      return <ModuleFallback src={fallback} title={loaded.model.title || loaded.model.alias} aspect={aspect} alias={loaded.model.alias} className={props.className} style={props.style} />;
    }
    return <div className={`strata-module strata-error ${props.className ?? ''}`} data-strata-error="" hidden />;
  }
  const { model, base } = loaded;
  const failed = (error: Error) => {
    const fallback = absoluteAddress(model.general.fallbackUrl, base) ?? pageFallback;
    if (fallback) return <ModuleFallback src={fallback} title={model.title || model.alias} alias={model.alias} className={props.className} style={props.style} />;
    return (
      <div className={`strata-module strata-error ${props.className ?? ''}`} style={props.style} data-strata-error="" data-alias={model.alias} role="alert">
        {`${model.title || model.alias}: ${error.message}`}
      </div>
    );
  };
  const reportFailure = (error: Error) => {
    console.error(`[strata] ${model.alias}: the module stopped (${error.message}); ${model.general.fallbackUrl || props.fallbackUrl ? 'its fallback image is shown' : 'an error box takes its place'}`);
    onErrorRef.current?.(error);
  };
  // Keyed by the model: a new module starts with a clean boundary.
  const module = (
    <ModuleBoundary key={model.htmlId + model.alias} fallback={failed} onError={reportFailure}>
      <StrataModule {...props} model={model} base={base} origin={loaded.origin} deferred={loaded.deferred ?? null} />
    </ModuleBoundary>
  );
  return props.locale === undefined && props.strings === undefined ? module : <StringsContext.Provider value={stringsChoice}>{module}</StringsContext.Provider>;
}

function StrataModule(
  props: StrataProps & { readonly model: ModuleModel; readonly base: string; readonly origin: LoadedModule['origin']; readonly deferred: DeferredSlideReader | null },
): ReactNode {
  const { model, base, onReady, origin, deferred } = props;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState<{ container: number; vw: number; vh: number } | null>(null);
  const host = useMemo(() => createDomLayerHost(), []);
  // Every layer, background and thumbnail resolves its URL on each render: once per URL is enough (two URL parses each).
  const resolveUrl = useMemo(() => {
    const resolved = new Map<string, string>();
    return (src: string) => {
      let url = resolved.get(src);
      if (url === undefined) resolved.set(src, (url = resolveMediaUrl(src, base)));
      return url;
    };
  }, [base]);
  const [slider, setSlider] = useState<Slider | null>(null);
  const [gpuWanted, setGpuWanted] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  if (failure) throw failure;
  const domBackdropRef = useRef<Backdrop | null>(null);
  // Registries are the page's (shared by every module); the accessibility flag is this module's.
  const media = useMemo(() => ({ ...pageMedia(), accessibility: model.accessibility }), [model.accessibility]);
  // The module's web fonts, once per page (SPEC §7 "fonts from plugin asset paths", page-fonts.ts).
  useModuleFonts(model, props.fontBaseUrl);
  // Read once per model, not on every render: it walks every layer.
  const orientation = useMemo(() => wantsOrientation(model), [model]);
  // SR7 mF looks: their stylesheet (the `filters` feature's, in before the module was read) joins the page before the
  // first paint of a module that uses one.
  const filterLooks = useFeatureViews('filters', useMemo(() => usesMediaFilters(model), [model]));
  const carouselViews = useFeatureViews('carousel', model.carousel !== null);
  const customCssCode = useFeatureViews('css', model.customCss !== '');
  const navOuter = useFeatureViews('outerNav', useMemo(() => hasOuterNav(model), [model]));
  useBrowserLayoutEffect(() => {
    filterLooks?.ensureMediaFilterStyles(rootRef.current?.ownerDocument ?? document);
  }, [filterLooks]);
  // The GPU stage's code once it is wanted and in (a failed chunk is retried: gpu-stage-chunk.ts).
  const Stage = useGpuStage(gpuWanted);

  // Measure before the first paint so the module appears at its final height (no layout shift); later sizes go
  // through SPEC §9's resize rules, and a zero-width parent warns (SPEC §8) until it gets a width (watch-module-size.ts).
  const zeroWidthEpisode = useRef(false);
  useBrowserLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    return watchModuleSize(root, window, { onSize: setSize, alias: model.alias, episode: zeroWidthEpisode });
  }, [model, zeroWidthEpisode]);

  // On the server, and while the browser hydrates its markup, nothing is measured yet: the module is laid out at its
  // desktop design in a box of its own proportions (no layout shift), and re-laid out before the first paint.
  const serverPass = useServerPass();
  // That box at every level is media rules (ssr-box.ts): code a browser needs only while it hydrates server markup.
  const serverBox = useViewsOrSuspend('serverBox', serverPass);
  // Until the module starts, the layers that enter by an 'in' scene wait unseen (strata.css), so a layer is never
  // seen at rest and then snapped to its entrance's first frame (lasak's slogan showed for 0.2–1.3 s). Not for markup
  // the server rendered: that is the page's content before any script runs, and stays as it was painted.
  const [starting, setStarting] = useState(() => !serverPass);
  // Until the first slide is visible only its layers render (with the global ones): putnam's ten slides of 22 layers
  // made the first render and layout ~3x what its first slide needs. The others follow at once, as a transition React
  // renders between frames of the entrance; a change to a slide still waiting for them waits (LayerHost.whenRendered).
  // Markup the server rendered has every slide.
  const [allSlides, setAllSlides] = useState(() => serverPass);
  // The slide shown first: its background is what the visitor sees until the backdrop runs. Fixed per instance, so a
  // later render (a lazy slide arriving) never writes opacity or visibility over what the backdrop set since (a
  // YouTube background the GPU stage put in front of its canvas went hidden again).
  const firstShown = useMemo(() => slider?.store.getState().index ?? 0, [slider]);
  const measured = size ?? (serverPass ? designSize(model) : null);
  // Outer navigation (tabs, thumbs … with io "outer") takes room around the slider: nav-frame.ts.
  // SR7 grows a module to its zones where they are taller than its grid (zone-height.ts).
  const zones = useZoneHeight(rootRef, slider, size ? 0 : null);
  const frame = measured ? computeNavFrame(model, measured.container, { width: measured.vw, height: measured.vh, breakpoints: serverPass && !size ? PAGE_BREAKPOINTS : pageBreakpoints() }, zones, navOuter?.outerFor) : null;
  const layout = frame?.layout ?? null;
  const scale = layout?.scale ?? 1;
  useBrowserLayoutEffect(() => host.setScale(scale), [host, scale]);

  // One engine instance per mounted module; StrictMode's mount/unmount/mount kills the first.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const keys = () => instance.store.getState().slides.map((slide) => slide.key);
    const dom = createDomBackdrop({ element: (key) => root.querySelector<HTMLElement>(`[data-strata-bg="${CSS.escape(key)}"]`), keys });
    domBackdropRef.current = dom;
    const startIndex = props.startSlide ? model.slides.findIndex((s) => s.key === props.startSlide) : -1;
    // MIX lazy slides are completed from the backend the module came from (engine/load/slide-fetcher.ts).
    const fetcher = origin && model.slides.some((slide) => slide.lazy && !slide.deferred) ? createSlideFetcher(model, origin, pageLoadDeps(base, props.endpoints, props.cacheLifetime)) : null;
    const slideLoader = deferredSlideLoader(deferred, fetcher, () => instance.store.getState().phase !== 'loading', (list) => logDiagnostics(model.alias || model.htmlId, list, console));
    const mediaHost = createLazyMediaHost({ root, alias: model.alias, log: console });
    const instance = createSlider(startIndex >= 0 ? { ...model, slideshow: { ...model.slideshow, firstSlide: startIndex + 1 } } : model, {
      backdrop: dom,
      layers: host,
      slideLoader,
      // Video/audio layers and background videos: adapters over the elements this module renders (react-ui/media).
      media: mediaHost,
      env: {
        global: window as unknown as Record<string, unknown>,
        eventTarget: root,
        mark: (name) => performance.mark(name),
        log: console,
        random: Math.random,
        modifierInputs: createModifierInputs(root, window),
        slideshowInputs: createSlideshowInputs(root, window),
        navInputs: createNavInputs(root, window),
        ...pageEnv(root),
      },
    });
    setSlider(instance);
    return () => {
      instance.kill();
      mediaHost.destroy();
      setSlider(null);
    };
    // origin and endpoints travel with the model (a new load gives a new model).
  }, [model, host, props.startSlide]);

  useEffect(() => {
    if (slider && layout) slider.setLevel(layout.level);
  }, [slider, layout?.level]);

  // One delegated listener set per module: clicks, hover and focus on layers run the slide actions.
  useEffect(() => (slider && rootRef.current ? attachLayerInput(rootRef.current, slider) : undefined), [slider]);

  // Start once the slides are in the DOM; then load the GPU stage after first paint.
  useEffect(() => {
    if (!slider || !layout) return;
    let cancelled = false;
    slider.init().then(
      () => {
        if (cancelled) return;
        // The first slide's scenes have set their first frames: the entering layers may be seen.
        setStarting(false);
        startTransition(() => setAllSlides(true));
        performance.mark('strata:first-visible');
        try {
          onReady?.(slider.api);
        } catch (error) {
          // The host's callback, not the module: the module goes on.
          console.error('[strata] onReady threw:', error);
        }
      },
      // A start that fails is the module's failure: thrown from render, it reaches the module's boundary.
      (error: unknown) => !cancelled && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    let handle: number | null = null;
    // The stage is needed by the first transition, not by the first slide: creating a WebGL context (even the probe)
    // and compiling shaders can hold the main thread for a second on a slow GPU, so both wait until the first slide's
    // layers have entered (and the browser is idle), instead of stalling their animation.
    if (props.gpu !== false) void slider.entered.then(() => {
      if (!cancelled) handle = idle(() => !cancelled && webglAvailable() && setGpuWanted(true));
    });
    return () => {
      cancelled = true;
      if (handle !== null) cancelIdle(handle);
    };
    // layout becoming available is the trigger; later layout changes must not re-init.
  }, [slider, layout !== null]);

  const { backdrop: backdropKind, killed, slides: liveSlides } = useSliderStatus(slider);
  // The store's slides: MIX lazy slides get their layers (and backgrounds) there once fetched.
  const slides = liveSlides ?? model.slides;
  const onStageReady = useCallback(() => performance.mark('strata:stage-ready'), []);

  // api.kill() removes the module's DOM: React unmounts it, so nothing is left behind or torn twice.
  if (killed) return null;

  // A carousel adds its space above and below the slides (wire carousel.pT / pB).
  const carouselPad = carouselPadding(model);
  const rootStyle: CSSProperties = { ...props.style, height: layout && frame ? layout.height + frame.outer.top + frame.outer.bottom + carouselPad.top + carouselPad.bottom : undefined };
  // Before anything is measured (server markup) the box keeps the module's proportions at any width, so the page
  // does not move when the browser lays it out for real. Wider than its grid it grows no taller, unless it upscales.
  // Each responsive level has its own proportions: the box comes from media rules on the window width (ssr-box.ts).
  let boxCss: string | null = null;
  if (serverBox && !size && layout && !model.size.fullHeight && !model.size.fixed && typeof rootStyle.height === 'number' && layout.stageWidth > 0) {
    rootStyle.height = undefined;
    boxCss = serverBox.levelBoxCss(`[data-strata-module="${cssString(model.htmlId)}"]`, serverBox.levelBoxes(model, (m) => carouselPadding(m).top + carouselPadding(m).bottom, navOuter?.outerFor));
  }
  const customCss = customCssCode?.moduleCss(model, `[data-strata-module="${cssString(model.htmlId)}"]`) ?? '';
  // A fixed module (menu overlay) is pinned to the window, as wide as it, and takes no height in the page.
  // window.innerWidth, not 100vw: SR7 spans the scrollbar too, and vw excludes it under `overflow-y: scroll`.
  if (model.size.fixed) Object.assign(rootStyle, { position: 'fixed', top: 0, left: 0, width: size?.vw ?? '100vw', height: 0, zIndex: 1000 });
  // SR7's module margin (wire size.m): space above and below the module at the level shown.
  if (layout && model.size.margin.top[layout.level] !== 0) rootStyle.marginTop = model.size.margin.top[layout.level];
  if (layout && model.size.margin.bottom[layout.level] !== 0) rootStyle.marginBottom = model.size.margin.bottom[layout.level];
  if (model.bg.color) rootStyle.backgroundColor = model.bg.color;
  // The module background image (SR7 sr7-module-bg): seen where the slides leave the module bare.
  if (model.bg.image) Object.assign(rootStyle, imageFillStyle(model.bg.image, resolveUrl(model.bg.image.src)));
  // Scroll-based timeline hold (sbt.f): the module sticks inside a taller spacer while the page scrolls through it.
  const hold = holdStyles(model, rootStyle.height);
  if (hold) Object.assign(rootStyle, hold.module);

  return (
    <StrataContext.Provider value={slider}>
      <HoldSpacer model={model} style={hold?.spacer}>
        <div
          ref={rootRef}
          className={['strata-module', model.size.fixed ? 'strata-fixed' : '', ...model.classNames, props.className ?? ''].filter(Boolean).join(' ')}
          data-strata-module={model.htmlId}
          data-alias={model.alias}
          data-strata-mode={model.mode}
          data-backdrop={backdropKind}
          data-strata-starting={starting ? '' : undefined}
          role="region"
          aria-roledescription="carousel"
          aria-label={model.title || model.alias}
          style={rootStyle}
        >
          {/* As raw text: React 18's server escapes a text child of <style>, which the browser then reads literally. */}
          {boxCss !== null && <style dangerouslySetInnerHTML={{ __html: boxCss }} />}
          {customCss !== '' && <style data-strata-custom-css="" dangerouslySetInnerHTML={{ __html: customCss }} />}
          {/* SR7's module background overlay (in sr7-module-bg): under the slides, seen where they leave the module bare. */}
          <PatternOverlaySlot overlay={model.bg.overlay} className="strata-module-overlay" />
          {slider && !starting && <RotationControl model={model} slider={slider} />}
          {layout && carouselViews && (
            <LayerMediaContext.Provider value={media}>
              <carouselViews.CarouselView model={model} slider={slider} layout={layout} host={host} resolveUrl={resolveUrl} top={frame?.outer.top} />
            </LayerMediaContext.Provider>
          )}
          {layout && !model.carousel && (
            <LayerMediaContext.Provider value={media}>
              <div className="strata-stage" style={{ left: layout.stageLeft, top: frame?.outer.top, width: layout.stageWidth, height: layout.height }}>
                {slides.map((slide, index) => (
                  <div
                    key={`bg-${slide.key}`}
                    className={['strata-bg', mediaFilterClass(slide.background.filter)].filter(Boolean).join(' ')}
                    data-strata-bg={slide.key}
                    style={backgroundStyle(slide.background, resolveUrl, index === firstShown)}
                  >
                    <SlideBgVideo slideKey={slide.key} background={slide.background} resolveUrl={resolveUrl} first={index === firstShown} />
                  </div>
                ))}
                {Stage && slider && domBackdropRef.current && (
                  <div className="strata-canvas-host" aria-hidden="true">
                    <Stage
                      slider={slider}
                      width={layout.stageWidth}
                      height={layout.height}
                      resolveUrl={resolveUrl}
                      fallback={domBackdropRef.current}
                      onReady={onStageReady}
                    />
                  </div>
                )}
                {slides.map((slide, index) => (
                  <SlideView key={slide.key} slide={slide} index={index} count={slides.length} layout={layout} host={host} resolveUrl={resolveUrl} general={model.general} deferred={!allSlides && index !== slider?.store.getState().index} />
                ))}
                {model.staticSlides.map((slide) => (
                  <SlideView key={`static-${slide.key}`} slide={slide} index={-1} count={model.slides.length} layout={layout} host={host} resolveUrl={resolveUrl} general={model.general} />
                ))}
              </div>
            </LayerMediaContext.Provider>
          )}
          {slider && frame && !starting && model.slides.length > 1 && usesNavigation(model) && <Navigation model={model} slider={slider} frame={frame} root={rootRef} resolveUrl={resolveUrl} />}
          {orientation && <MotionPermission model={model} />}
          {slider && !starting && <LiveRegion model={model} />}
        </div>
      </HoldSpacer>
      {props.children}
    </StrataContext.Provider>
  );
}

/** The two store facts the root renders from; subscribed once, so frames never re-render React. */
function useSliderStatus(slider: Slider | null): { backdrop: string; killed: boolean; slides: readonly SlideModel[] | null } {
  const [status, setStatus] = useState<{ backdrop: string; killed: boolean; slides: readonly SlideModel[] | null }>({ backdrop: 'none', killed: false, slides: null });
  useEffect(() => {
    if (!slider) return;
    const read = () => {
      const state = slider.store.getState();
      const killed = state.phase === 'killed';
      setStatus((old) =>
        old.backdrop === state.backdrop && old.killed === killed && old.slides === state.slides ? old : { backdrop: state.backdrop, killed, slides: state.slides },
      );
    };
    read();
    return slider.store.subscribe(read);
  }, [slider]);
  return status;
}

function backgroundStyle(bg: ModuleModel['slides'][number]['background'], resolveUrl: (src: string) => string, first: boolean): CSSProperties {
  const layers: string[] = [];
  if (bg.image) layers.push(cssUrl(resolveUrl(bg.image.src)));
  if (bg.gradient) layers.push(bg.gradient);
  return {
    backgroundColor: bg.color ?? undefined,
    backgroundImage: layers.length ? layers.join(', ') : undefined,
    backgroundSize: bg.image?.size,
    backgroundPosition: bg.image?.position,
    backgroundRepeat: bg.image?.repeat ?? 'no-repeat',
    // Before the engine starts, the first slide's background is what the visitor sees (first paint).
    opacity: first ? 1 : 0,
    visibility: first ? 'visible' : 'hidden',
  };
}
