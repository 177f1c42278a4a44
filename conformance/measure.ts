/**
 * Conformance measuring: renders one SR7 module per page through /viewer.html and compares its layer boxes with the
 * boxes the original SR7 runtime produced (../shared/fixtures/sr7/reference and corpus/reference; see the README
 * there and conformance/README.md). Used by conformance/run.ts (the report) and e2e/conformance.spec.ts (the bar).
 *
 * The measurement page is made equivalent to the reference page:
 * - the browser's default 8 px body margin (the viewer sets `margin: 0`, so a style puts 8 px back) and
 *   `html { overflow-y: scroll }`;
 * - headless Chromium's default `--hide-scrollbars` kept, so a scrollbar takes no width (the reference module is
 *   1224 px wide in a 1240 px window because of the two 8 px margins, not because of a scrollbar);
 * - window 900 px high; one module per page; a fresh browser context per page.
 *
 * Coordinates: x in the window's coordinates, y relative to the module's top (the README's "Correction"). A reference
 * box is turned into window x by adding the module's left edge on the reference page, (window width − module width)/2:
 * 8 for a normal module, 0 for a fixed (window-wide) one such as SR7_225_1.
 *
 * Clock: the settled sample is taken 4.5 s after the page's load event; the timeline samples (corpus, 1240) 300, 800,
 * 1500 and 3000 ms after navigation start (performance.now()), or after the load event with origin 'load'. See
 * conformance/README.md "When is after load".
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** `../shared/fixtures/sr7`, or STRATA_SR7_DIR (the same override the server reads). */
export const SR7_DIR = process.env['STRATA_SR7_DIR'] ? resolve(process.env['STRATA_SR7_DIR']) : resolve(import.meta.dirname, '../../shared/fixtures/sr7');
export const hasSr7 = existsSync(SR7_DIR);
export const SR7_ABSENT = `the real SR7 exports are not at ${SR7_DIR}; conformance needs them (skipping)`;

export const WIDTHS = [1240, 778, 480] as const;
export const HEIGHT = 900;
/** The reference's "measured 4.5 s after load" (in-animations finished). */
export const SETTLE_MS = 4500;
/**
 * The settled sample is taken no sooner than this long after our first slide started (`strata:first-visible`). The
 * reference's first slide started 500–750 ms after its load event (starnext, putnam: the start-aligned timeline's fit),
 * so 4.5 s after its load were at least 4.0 s of its module's own time. A page that starts later than that (a busy
 * machine: first visible 1.5 s after load instead of 0.5) is sampled at the same moment of its own timeline, not
 * hundreds of ms earlier in it: a layer in a long loop (starnext's 9 s sine drift, 40 s turns) was otherwise measured at
 * a phase that depended on the machine's load, and the module's score with it.
 */
export const SETTLE_AFTER_START_MS = SETTLE_MS - 500;
/** The corpus timeline's sample times (corpus/reference/layer-timeline-1240.json), all at 1240. */
export const TIMELINE_MS = [300, 800, 1500, 3000] as const;
export const TIMELINE_WIDTH = 1240;
/** The timeline score uses these two samples (mid-animation; at 300 ms most reference layers are not built yet). */
export const TIMELINE_SCORED_MS = [800, 1500] as const;
export const GOOD_IOU = 0.8;

/** The issue's bar, asserted by e2e/conformance.spec.ts. */
export const THRESHOLDS = { medianIou: 0.95, shareGood: 0.9, sizePx: 2 } as const;

export type Box = { x: number; y: number; w: number; h: number };
export type RefLayer = Box & { id: string; slide: string; layer: string; tag: string; text?: string; opacity: number; visible: boolean };
export type RefModule = { id?: string; alias?: string; w: number; h: number; layers: RefLayer[] };
/** `{width: {htmlId: module}}` (layer-boxes.json) or `{ms: {htmlId: module}}` (layer-timeline-1240.json). */
export type RefFile = Record<string, Record<string, RefModule>>;
export type Stability = {
  tolerancePx: number;
  runs: number;
  at4500: Record<string, Record<string, Record<string, number | string>>>;
  timeline: Record<string, Record<string, Record<string, number | string>>>;
};

/** One module to render: a top-level export (`home.json`) or a corpus folder (`corpus/<folder>/module.json`). */
export interface Target {
  /** What the CLI and the report call it: the file's base name or the corpus folder. */
  name: string;
  kind: 'top' | 'corpus';
  /** URL path on our server. */
  src: string;
  /** Its key in the reference files (the module's htmlId there). */
  refKey: string;
  /** The reference screenshot at `width`, when there is one. */
  refShot(width: number): string | null;
}

export interface References {
  boxes: { top: RefFile; corpus: RefFile };
  timeline: RefFile;
  stability: Stability;
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

export function loadReferences(dir = SR7_DIR): References {
  return {
    boxes: { top: readJson<RefFile>(join(dir, 'reference/layer-boxes.json'), {}), corpus: readJson<RefFile>(join(dir, 'corpus/reference/layer-boxes.json'), {}) },
    timeline: readJson<RefFile>(join(dir, 'corpus/reference/layer-timeline-1240.json'), {}),
    stability: readJson<Stability>(join(dir, 'corpus/reference/layer-stability.json'), { tolerancePx: 2, runs: 0, at4500: {}, timeline: {} }),
  };
}

/** Every module of the shared set: the top-level `*.json` exports, then the corpus folders holding a module.json. */
export function listTargets(dir = SR7_DIR): Target[] {
  const shot = (file: string) => (existsSync(file) ? file : null);
  const top = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f): Target => {
      const name = basename(f, '.json');
      return { name, kind: 'top', src: `/sr7/${encodeURIComponent(f)}`, refKey: name, refShot: (w) => shot(join(dir, 'reference', `${name}-${w}.png`)) };
    });
  const corpusDir = join(dir, 'corpus');
  const corpus = existsSync(corpusDir)
    ? readdirSync(corpusDir)
        .filter((f) => existsSync(join(corpusDir, f, 'module.json')))
        .sort()
        .map(
          (folder): Target => ({
            name: folder,
            kind: 'corpus',
            src: `/sr7/corpus/${encodeURIComponent(folder)}/module.json`,
            refKey: folder.replace(/-/g, '_'),
            refShot: (w) => shot(join(corpusDir, 'reference', `${folder}-${w}.png`)),
          }),
        )
    : [];
  return [...top, ...corpus];
}

export function referenceFor(refs: References, target: Target, width: number): RefModule | null {
  const file = target.kind === 'top' ? refs.boxes.top : refs.boxes.corpus;
  return file[String(width)]?.[target.refKey] ?? null;
}

/** Layer element ids (`<htmlId>-<slide>-<layer>`) whose box moved more than 2 px between two reference runs. */
export function unstableAt(refs: References, target: Target, when: { width: number } | { ms: number }): Set<string> {
  const table = 'width' in when ? refs.stability.at4500[String(when.width)] : refs.stability.timeline[String(when.ms)];
  return new Set(Object.keys(table?.[target.refKey] ?? {}));
}

// ---------------------------------------------------------------------------------------------------------------
// In the page

/** What the page reports for one layer (or a slide background standing in for an `sr7-bg` reference layer). */
export type OurLayer = Box & {
  visible: boolean;
  opacity: number;
  text: string;
  via: 'layer' | 'bg' | 'slide';
  /** The box of its `.strata-content` (what the in/out animations move), same coordinates. */
  content: Box | null;
  /** The same box with the content's own transforms taken off: where it sits before any animation moves it. */
  rest: Box | null;
};
export type Sample = {
  /** The target time (ms after its origin), its origin, and when the sample was really taken (ms after that origin). */
  target: number;
  origin: Origin;
  at: number;
  module: Box | null;
  /** The module's data-backdrop (gpu / dom). */
  backdrop: string | null;
  /** Keyed `<slide>/<layer>`; null when no element was found. */
  layers: Record<string, OurLayer | null>;
  /** All `[data-strata-layer]` elements in the module, and how many of them are visible. */
  layerCount: number;
  visibleCount: number;
  error: string | null;
};
export type PageMeasure = {
  url: string;
  width: number;
  /** performance.now() at the load event (ms after navigation start). */
  loadAt: number | null;
  /** performance.now() at our `strata:first-visible` mark (the first slide's timeline starts), or null. */
  visibleAt: number | null;
  samples: Sample[];
  consoleErrors: string[];
  failedRequests: string[];
  /** The screenshot's clip in window coordinates (to draw boxes over it), and where it was written. */
  shot: { path: string; clip: Box } | null;
  /** A failure of the measuring itself (time-out, crash), not of the module. */
  failure: string | null;
};

/**
 * A sample's clock: navigation start, the load event, or our first slide becoming visible (`strata:first-visible`, when
 * its timeline starts: the start-aligned timeline below).
 */
export type Origin = 'load' | 'nav' | 'visible';
/** `light`: only the boxes and visibility (no transform-free content box, no opacity chain): cheap enough for every frame. */
export type SampleTime = {
  t: number;
  origin: Origin;
  light?: boolean;
  /** Not before `t` ms after this origin too; while that origin has not come, not before `orAfterLoad` ms after load. */
  notBefore?: { t: number; origin: Origin; orAfterLoad: number };
};
type SamplerConfig = { samples: SampleTime[]; wanted: { slide: string; layer: string; bg: boolean }[] };

/**
 * The in-page sampler, as source text (a function serialised by Playwright would carry the TS compiler's helpers).
 * It restores the reference page's look (8 px body margin, forced vertical scrollbar), then takes every wanted box at
 * each target time on the page's own clock (performance.now(); from navigation start, or from the load event): a
 * requestAnimationFrame poll with a timer per target as a back-up when frames are slow; whichever runs first after
 * the target takes the sample, and records when that was.
 *
 * Visible: the element has a non-empty box and passes checkVisibility (opacity and visibility, its ancestors' too),
 * and so does its `.strata-content`. A slide background standing in for an sr7-bg layer is visible when it is, or,
 * while the GPU stage draws the backdrop (data-backdrop="gpu", the DOM background may be hidden then), when its
 * slide is.
 */
const SAMPLER = String.raw`(cfg) => {
  const style = document.createElement('style');
  style.id = 'strata-conformance-style';
  style.textContent = 'html { overflow-y: scroll !important; } body { margin: 8px !important; }';
  const addStyle = () => {
    const parent = document.head || document.documentElement;
    if (!parent) return false;
    parent.appendChild(style);
    return true;
  };
  if (!addStyle()) {
    const mo = new MutationObserver(() => { if (addStyle()) mo.disconnect(); });
    mo.observe(document, { childList: true, subtree: true });
  }

  const state = { loadAt: null, visibleAt: null, samples: [], done: false };
  window.__strataConformance = state;
  const seen = { checkOpacity: true, checkVisibilityCSS: true };
  const esc = (s) => (window.CSS && CSS.escape ? CSS.escape(s) : s);
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (!(r.width > 0 && r.height > 0)) return false;
    if (el.checkVisibility && !el.checkVisibility(seen)) return false;
    const content = el.querySelector(':scope .strata-content');
    if (content && content.checkVisibility && !content.checkVisibility(seen)) return false;
    return true;
  };
  const errorText = () => {
    const box = document.querySelector('[data-strata-error], [role=alert]');
    if (!box) return null;
    const text = (box.textContent || '').trim();
    return box.hidden ? 'hidden error box (data-strata-error, a silent load failure)' + (text ? ': ' + text : '') : text || 'error box shown';
  };
  const measure = (target, origin, at, light) => {
    const root = document.querySelector('[data-strata-module]');
    const sample = { target, origin, at, module: null, backdrop: null, layers: {}, layerCount: 0, visibleCount: 0, error: errorText() };
    if (!root) return sample;
    const m = root.getBoundingClientRect();
    sample.module = { x: m.left, y: m.top, w: m.width, h: m.height };
    sample.backdrop = root.getAttribute('data-backdrop');
    const all = root.querySelectorAll('[data-strata-layer]');
    sample.layerCount = all.length;
    for (const el of all) if (shown(el)) sample.visibleCount += 1;
    for (const want of cfg.wanted) {
      const key = want.slide + '/' + want.layer;
      const slideSel = '[data-strata-slide="' + esc(want.slide) + '"]';
      let el = root.querySelector(slideSel + ' [data-strata-layer="' + esc(want.layer) + '"]');
      let via = 'layer';
      let visible = false;
      if (el) visible = shown(el);
      else if (want.bg) {
        // An sr7-bg reference layer is the slide background: ours is [data-strata-bg] (or, in a carousel, the card).
        const slideEl = root.querySelector(slideSel);
        el = root.querySelector('[data-strata-bg="' + esc(want.slide) + '"]') || root.querySelector('[data-strata-card="' + esc(want.slide) + '"] > .strata-carousel-bg');
        via = 'bg';
        if (el) visible = shown(el) || (sample.backdrop === 'gpu' && !!slideEl && slideEl.checkVisibility(seen));
        else if (slideEl) { el = slideEl; via = 'slide'; visible = shown(el); }
      }
      if (!el) { sample.layers[key] = null; continue; }
      const r = el.getBoundingClientRect();
      const content = el.querySelector(':scope .strata-content');
      const text = ((content || el).textContent || '').replace(/\s+/g, ' ').trim().slice(0, 60);
      let opacity = 1;
      if (!light) for (let p = el; p && p !== document.documentElement; p = p.parentElement) opacity *= Number(getComputedStyle(p).opacity);
      const c = content ? content.getBoundingClientRect() : null;
      // The content's box without its transforms (off and back in the same task: nothing is painted between).
      let u = null;
      if (content && !light) {
        const saved = [];
        for (let e = content; e && e !== el; e = e.parentElement) { saved.push([e, e.style.transform]); e.style.transform = 'none'; }
        u = content.getBoundingClientRect();
        for (const [e, t] of saved) e.style.transform = t;
      }
      const box = (b) => (b ? { x: b.left, y: b.top - m.top, w: b.width, h: b.height } : null);
      sample.layers[key] = { x: r.left, y: r.top - m.top, w: r.width, h: r.height, visible, opacity, text, via, content: box(c), rest: box(u) };
    }
    return sample;
  };
  // Each target's deadline on the page clock: from navigation start (0), from the load event once it fired, or from
  // our first-visible mark once it is there.
  const pending = cfg.samples.slice();
  const originAt = (origin) => (origin === 'nav' ? 0 : origin === 'load' ? state.loadAt : state.visibleAt);
  const at = (origin, t) => (originAt(origin) === null ? Infinity : originAt(origin) + t);
  const floor = (n) => (!n ? -Infinity : originAt(n.origin) !== null ? originAt(n.origin) + n.t : at('load', n.orAfterLoad));
  const deadline = (s) => Math.max(at(s.origin, s.t), floor(s.notBefore));
  const visibleMark = () => {
    if (state.visibleAt !== null) return;
    const mark = performance.getEntriesByName('strata:first-visible', 'mark')[0];
    if (mark) {
      state.visibleAt = mark.startTime;
      arm('visible');
    }
  };
  const check = () => {
    if (state.done) return;
    visibleMark();
    const now = performance.now();
    pending.sort((a, b) => deadline(a) - deadline(b));
    while (pending.length && now >= deadline(pending[0])) {
      const s = pending.shift();
      state.samples.push(measure(s.t, s.origin, now - originAt(s.origin), !!s.light));
    }
    if (!pending.length) { state.done = true; return; }
    requestAnimationFrame(check);
  };
  const arm = (origin) => {
    for (const s of pending) if (s.origin === origin) setTimeout(check, Math.max(0, deadline(s) - performance.now()));
  };
  const onLoad = () => { state.loadAt = performance.now(); arm('load'); check(); };
  // The mark is set in a task of its own: an observer hears of it at once, not a frame later.
  if (window.PerformanceObserver) new PerformanceObserver(() => { visibleMark(); check(); }).observe({ type: 'mark' });
  if (document.readyState === 'complete') onLoad();
  else addEventListener('load', onLoad, { once: true });
  arm('nav');
  requestAnimationFrame(check);
}`;

/**
 * Chromium as the reference ran it: headless with Playwright's default arguments, `--hide-scrollbars` among them
 * (scrollbars take no width), WebGL on SwiftShader. `ignoreDefaultArgs: false` is explicit because under Playwright
 * Test the config's launch options are merged into every launch, and playwright.config.ts drops `--hide-scrollbars`.
 */
export function launchOptions(executablePath: string | null) {
  return {
    ...(executablePath ? { executablePath } : {}),
    headless: true,
    ignoreDefaultArgs: false,
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    timeout: 60_000,
  };
}

export interface MeasureOptions {
  /** When to sample: ms after navigation start or after the load event. */
  samples: SampleTime[];
  /** The reference layers to look up (slide/layer ids; `tag` sr7-bg allows the slide-background fallback). */
  wanted: { slide: string; layer: string; tag?: string }[];
  /** Where to write the screenshot of the module after the last sample (clipped to the window), if anywhere. */
  screenshotPath?: string;
}

export function viewerUrl(baseUrl: string, target: Target): string {
  return `${baseUrl}/viewer.html?src=${encodeURIComponent(target.src)}`;
}

/** Renders `target` at `width` × 900 in a fresh context of `browser` and samples it at `options.samples`. */
export async function measureModule(browser: Browser, baseUrl: string, target: Target, width: number, options: MeasureOptions): Promise<PageMeasure> {
  const url = viewerUrl(baseUrl, target);
  const result: PageMeasure = { url, width, loadAt: null, visibleAt: null, samples: [], consoleErrors: [], failedRequests: [], shot: null, failure: null };
  const context = await browser.newContext({ viewport: { width, height: HEIGHT }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') result.consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => result.consoleErrors.push(`uncaught: ${String(e)}`));
    page.on('requestfailed', (r) => result.failedRequests.push(`${r.failure()?.errorText ?? 'failed'} ${r.url()}`));
    page.on('response', (r) => {
      if (r.status() >= 400) result.failedRequests.push(`${r.status()} ${r.url()}`);
    });
    const cfg: SamplerConfig = { samples: options.samples, wanted: options.wanted.map((w) => ({ slide: w.slide, layer: w.layer, bg: w.tag === 'sr7-bg' })) };
    await page.addInitScript({ content: `(${SAMPLER})(${JSON.stringify(cfg)});` });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const last = Math.max(...options.samples.map((s) => s.t));
    await page.waitForFunction(() => (window as unknown as { __strataConformance?: { done: boolean } }).__strataConformance?.done === true, null, { timeout: last + 30_000, polling: 100 });
    const state = await page.evaluate(() => (window as unknown as { __strataConformance: { loadAt: number | null; samples: Sample[] } }).__strataConformance);
    result.loadAt = state.loadAt;
    result.visibleAt = await page.evaluate(() => performance.getEntriesByName('strata:first-visible')[0]?.startTime ?? null);
    result.samples = state.samples;
    if (options.screenshotPath) result.shot = await screenshotModule(page, options.screenshotPath);
  } catch (err) {
    result.failure = err instanceof Error ? err.message.split('\n')[0]! : String(err);
  } finally {
    await context.close().catch(() => undefined);
  }
  return result;
}

/** The module as the reference screenshots show it: its box, cut to the window; the whole window for a 0-high (fixed) module. */
async function screenshotModule(page: Page, path: string): Promise<{ path: string; clip: Box }> {
  const rect = await page.evaluate(() => {
    const r = document.querySelector('[data-strata-module]')?.getBoundingClientRect();
    return r ? { x: r.left, y: r.top, w: r.width, h: r.height } : null;
  });
  const vw = page.viewportSize()?.width ?? 0;
  let clip: Box = { x: 0, y: 0, w: vw, h: HEIGHT };
  if (rect && rect.w > 0 && rect.h > 0) {
    const x = Math.max(0, Math.round(rect.x));
    const y = Math.max(0, Math.round(rect.y));
    clip = { x, y, w: Math.min(vw - x, Math.round(rect.w)), h: Math.min(HEIGHT - y, Math.round(rect.h)) };
  }
  await page.screenshot({ path, clip: { x: clip.x, y: clip.y, width: clip.w, height: clip.h } });
  return { path, clip };
}

/** One throwaway page load, so the first measured module does not pay for a cold browser (shader and font caches). */
export async function warmUp(browser: Browser, baseUrl: string, target: Target): Promise<void> {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } });
  try {
    const page = await context.newPage();
    await page.goto(viewerUrl(baseUrl, target), { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(1500);
  } catch {
    // only a warm-up
  } finally {
    await context.close().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Scoring

export function iou(a: Box, b: Box): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  const union = a.w * a.h + b.w * b.h - inter;
  // Two empty boxes (a 0-high line break) agree when they sit at the same place.
  if (union <= 0) return Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2 ? 1 : 0;
  return inter / union;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * How a reference layer fared:
 * - `scored`: visible in the reference and in ours; IoU of the boxes;
 * - `hidden`: visible in the reference, present but invisible in ours (opacity 0, hidden, empty box): IoU 0;
 * - `missing`: visible in the reference, no element in ours: IoU 0;
 * - `unstable`: the reference itself moved it > 2 px between runs (layer-stability.json): left out of the scores;
 * - `extra`: invisible in the reference but visible in ours: not in the scores, counted;
 * - `hidden-both`: invisible in both.
 */
export type LayerStatus = 'scored' | 'hidden' | 'missing' | 'unstable' | 'extra' | 'hidden-both';
export type LayerResult = {
  id: string;
  slide: string;
  layer: string;
  tag: string;
  /** The reference's text (top-level reference only), else ours. */
  text: string;
  status: LayerStatus;
  /** Both in comparison coordinates: x in the window, y from the module's top. */
  ref: Box;
  ours: (Box & { visible: boolean; opacity: number; via: string; content: Box | null }) | null;
  /** Null for `extra` and `hidden-both` (and `unstable` unless both are visible). */
  iou: number | null;
  /** The same with our `.strata-content` box in place of the layer box (see Score.contentMedian); null as iou. */
  contentIou: number | null;
};
export type Score = {
  /** Visible reference layers that count (scored + hidden + missing). */
  counted: number;
  scored: number;
  hidden: number;
  missing: number;
  unstable: number;
  extra: number;
  median: number | null;
  shareGood: number | null;
  /**
   * A diagnostic beside the contract: the same scores with each layer's `.strata-content` box (where its in/out
   * animation and static transform land) in place of its `[data-strata-layer]` box. SR7 transforms the measured
   * element itself, so a layer still sliding in, or scaled by a transform, shows here and not in `median`.
   */
  contentMedian: number | null;
  contentShareGood: number | null;
  layers: LayerResult[];
};

/** The reference module's left edge in the reference window (8 px body margin; 0 for a window-wide fixed module). */
export function refModuleLeft(ref: RefModule, width: number): number {
  return Math.max(0, (width - ref.w) / 2);
}

export const isVisibleRef = (l: RefLayer) => l.visible && l.opacity > 0;
export const isCounted = (l: LayerResult) => l.status === 'scored' || l.status === 'hidden' || l.status === 'missing';

export function scoreSample(ref: RefModule, sample: Sample, width: number, unstable: Set<string>): Score {
  const left = refModuleLeft(ref, width);
  const layers: LayerResult[] = ref.layers.map((l) => {
    const found = sample.layers[`${l.slide}/${l.layer}`] ?? null;
    const refBox = { x: round1(l.x + left), y: round1(l.y), w: round1(l.w), h: round1(l.h) };
    const ours = found ? { ...roundBox(found), visible: found.visible, opacity: round2(found.opacity), via: found.via, content: found.content ? roundBox(found.content) : null } : null;
    const base = { id: l.id, slide: l.slide, layer: l.layer, tag: l.tag, text: l.text ?? found?.text ?? '', ref: refBox, ours };
    const refVisible = isVisibleRef(l);
    const ourVisible = !!found && found.visible;
    const both = (): Pick<LayerResult, 'iou' | 'contentIou'> => ({ iou: round3(iou(refBox, found!)), contentIou: round3(iou(refBox, found!.content ?? found!)) });
    const none = { iou: null, contentIou: null };
    const zero = { iou: 0, contentIou: 0 };
    if (unstable.has(l.id)) return { ...base, status: 'unstable', ...(found && refVisible && ourVisible ? both() : none) };
    if (!refVisible) return { ...base, status: ourVisible ? 'extra' : 'hidden-both', ...none };
    if (!found) return { ...base, status: 'missing', ...zero };
    if (!ourVisible) return { ...base, status: 'hidden', ...zero };
    return { ...base, status: 'scored', ...both() };
  });
  const counted = layers.filter(isCounted);
  const ious = counted.map((l) => l.iou ?? 0);
  const contentIous = counted.map((l) => l.contentIou ?? 0);
  const count = (s: LayerStatus) => layers.filter((l) => l.status === s).length;
  return {
    counted: counted.length,
    scored: count('scored'),
    hidden: count('hidden'),
    missing: count('missing'),
    unstable: count('unstable'),
    extra: count('extra'),
    median: median(ious),
    shareGood: ious.length ? ious.filter((v) => v >= GOOD_IOU).length / ious.length : null,
    contentMedian: median(contentIous),
    contentShareGood: contentIous.length ? contentIous.filter((v) => v >= GOOD_IOU).length / contentIous.length : null,
    layers,
  };
}

/**
 * A sample as the reference saw it: SR7 animates the layer element itself, so its box carries the layer's transforms
 * (an in-animation's resting offset, a turning loop, a parallax shift); ours animates the layer's `.strata-content`
 * inside a `[data-strata-layer]` box that stays put. So each layer's box is moved (and scaled) by how far its content
 * is from where the content sits with its transforms off — in the settled sample as in the timeline ones.
 */
export function displaced(sample: Sample): Sample {
  const layers: Sample['layers'] = {};
  for (const [key, l] of Object.entries(sample.layers)) {
    const rest = l?.rest;
    const now = l?.content;
    if (!l || !rest || !now || rest.w <= 0 || rest.h <= 0) {
      layers[key] = l;
      continue;
    }
    layers[key] = { ...l, x: l.x + (now.x - rest.x), y: l.y + (now.y - rest.y), w: (l.w * now.w) / rest.w, h: (l.h * now.h) / rest.h };
  }
  return { ...sample, layers };
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const roundBox = (b: Box): Box => ({ x: round1(b.x), y: round1(b.y), w: round1(b.w), h: round1(b.h) });
const round2 = (v: number) => Math.round(v * 100) / 100;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

// ---------------------------------------------------------------------------------------------------------------
// One module at one width, measured and scored

export type TimelinePoint = { ms: number; at: number | null; score: Score | null };

/**
 * The timeline on the module's own clock. The samples after navigation start compare page loads as much as layer
 * timelines: the reference's first slide started about 750 ms after its load event for putnam and 500 for starnext
 * (conformance/README.md), ours whenever this machine got there. Here the reference's start is found from its own
 * samples instead: our layers are sampled every frame for the first 1.5 s after our first slide became visible (the
 * main page load), and the start that makes the reference's 800 and 1500 ms samples agree best with ours is the
 * reference's (one number per module, a clock offset: it cannot make a wrong ease, duration or delay agree at both
 * samples). A second page load then samples ours at exactly that distance after our own start, and those are scored.
 */
export type AlignedTimeline = {
  /** The reference's first-slide start that fits best, ms after its timeline's origin; null when none could be fitted. */
  refStart: number | null;
  points: TimelinePoint[];
  /** Share of counted layers at IoU ≥ 0.8 and their median IoU over the scored samples. */
  share: number | null;
  median: number | null;
  counted: number;
};

/** The frames sampled after our first-visible for the fit (ms), and the starts tried. */
export const ALIGN_STEP_MS = 20;
export const ALIGN_START_STEP_MS = 5;
export type ModuleWidthResult = {
  module: string;
  kind: Target['kind'];
  refKey: string;
  width: number;
  url: string;
  rendered: boolean;
  error: string | null;
  consoleErrors: string[];
  failedRequests: string[];
  failure: string | null;
  /** The load event, ms after navigation start. */
  loadAt: number | null;
  /** Our first slide became visible and its timeline started (`strata:first-visible`), ms after navigation start. */
  visibleAt: number | null;
  /** When the settled sample was really taken (ms after the load event). */
  settledAt: number | null;
  backdrop: string | null;
  ours: { module: Box | null; layerCount: number; visibleCount: number };
  reference: { w: number; h: number; visible: number } | null;
  dw: number | null;
  dh: number | null;
  score: Score | null;
  /** The timeline samples' origin: navigation start or the load event. */
  timelineOrigin: 'load' | 'nav';
  timeline: TimelinePoint[] | null;
  /** Timeline score: share of counted layers at IoU ≥ 0.8 over the 800 and 1500 ms samples together. */
  timelineShare: number | null;
  timelineCounted: number;
  timelineUnstable: number;
  /** The same samples on the module's own clock (AlignedTimeline), corpus modules at 1240 when asked for. */
  aligned: AlignedTimeline | null;
  shot: { path: string; clip: Box } | null;
  refShot: string | null;
};

/** Our page before its first slide is visible: no layer shows. */
const beforeStart = (t: number): Sample => ({ target: t, origin: 'visible', at: t, module: null, backdrop: null, layers: {}, layerCount: 0, visibleCount: 0, error: null });

/** A light sample's layers with the transform-free content boxes of a full one (the layout does not move meanwhile). */
function withRest(sample: Sample, full: Sample | null): Sample {
  if (!full) return sample;
  const layers: Sample['layers'] = {};
  for (const [key, l] of Object.entries(sample.layers)) layers[key] = l && !l.rest ? { ...l, rest: full.layers[key]?.rest ?? null } : l;
  return { ...sample, layers };
}

/**
 * The reference's start (AlignedTimeline): of the starts 0…the last scored sample, the one at which the reference's
 * scored samples agree best with our frames at (sample − start) after our first-visible — most layers at IoU ≥ 0.8
 * (a layer we show where the reference shows none counts against it), then the highest mean IoU. A reference sample
 * with no layer built at all (putnam's at 300 ms) says the module had not started by then: earlier starts are not
 * tried. A start for which a frame is missing (none within a frame step of the time) is skipped.
 */
export function fitReferenceStart(
  scored: readonly { ms: number; ref: RefModule; unstable: Set<string> }[],
  frames: readonly Sample[],
  full: Sample | null,
  width: number,
  notBefore = 0,
): number | null {
  const sorted = [...frames].sort((a, b) => a.at - b.at);
  const nearest = (t: number): Sample | null => {
    let best: Sample | null = null;
    for (const f of sorted) if (!best || Math.abs(f.at - t) < Math.abs(best.at - t)) best = f;
    return best && Math.abs(best.at - t) <= ALIGN_STEP_MS ? best : null;
  };
  let best: { start: number; good: number; mean: number } | null = null;
  const last = Math.max(...scored.map((p) => p.ms));
  for (let start = Math.ceil(notBefore / ALIGN_START_STEP_MS) * ALIGN_START_STEP_MS; start <= last; start += ALIGN_START_STEP_MS) {
    let good = 0;
    let sum = 0;
    let counted = 0;
    let complete = true;
    for (const p of scored) {
      const t = p.ms - start;
      const frame = t < 0 ? beforeStart(t) : nearest(t);
      if (!frame) {
        complete = false;
        break;
      }
      const score = scoreSample(p.ref, displaced(withRest(frame, full)), width, p.unstable);
      const ious = score.layers.filter(isCounted).map((l) => l.iou ?? 0);
      counted += ious.length + score.extra;
      good += ious.filter((v) => v >= GOOD_IOU).length;
      sum += ious.reduce((a, b) => a + b, 0);
    }
    if (!complete || counted === 0) continue;
    const share = good / counted;
    const mean = sum / counted;
    if (!best || share > best.good || (share === best.good && mean > best.mean)) best = { start, good: share, mean };
  }
  return best?.start ?? null;
}

export async function runOne(
  browser: Browser,
  baseUrl: string,
  refs: References,
  target: Target,
  width: number,
  opts: { timelineOrigin?: 'load' | 'nav'; screenshotPath?: string; aligned?: boolean } = {},
): Promise<ModuleWidthResult> {
  const timelineOrigin = opts.timelineOrigin ?? 'nav';
  const ref = referenceFor(refs, target, width);
  const withTimeline = target.kind === 'corpus' && width === TIMELINE_WIDTH && TIMELINE_MS.some((ms) => refs.timeline[String(ms)]?.[target.refKey]);
  const lastScored = Math.max(...TIMELINE_SCORED_MS);
  // The own-clock timeline is the report's (run.ts): its frames and second page load are not spent where nobody reads it.
  const withAligned = withTimeline && opts.aligned === true;
  const frames: SampleTime[] = withAligned ? Array.from({ length: lastScored / ALIGN_STEP_MS + 1 }, (_, i) => ({ t: i * ALIGN_STEP_MS, origin: 'visible', light: true })) : [];
  // A first slide that has not shown 15 s after load is sampled then (it may never show).
  const settle: SampleTime = { t: SETTLE_MS, origin: 'load', notBefore: { t: SETTLE_AFTER_START_MS, origin: 'visible', orAfterLoad: 15_000 } };
  const samples: SampleTime[] = [settle, ...(withTimeline ? TIMELINE_MS.map((t) => ({ t, origin: timelineOrigin })) : []), ...frames];
  // Every layer any reference sample names, so one page load serves the settled and the timeline comparison.
  const wanted = new Map<string, { slide: string; layer: string; tag: string }>();
  const want = (m: RefModule | null | undefined) => m?.layers.forEach((l) => wanted.set(`${l.slide}/${l.layer}`, { slide: l.slide, layer: l.layer, tag: l.tag }));
  want(ref);
  if (withTimeline) TIMELINE_MS.forEach((ms) => want(refs.timeline[String(ms)]?.[target.refKey]));
  const measured = await measureModule(browser, baseUrl, target, width, { samples, wanted: [...wanted.values()], ...(opts.screenshotPath ? { screenshotPath: opts.screenshotPath } : {}) });
  const settled = measured.samples.find((s) => s.target === SETTLE_MS && s.origin === 'load') ?? null;
  const error = settled?.error ?? null;
  const module = settled?.module ?? null;
  const rendered = !measured.failure && !error && !!module && module.w > 0;
  const score = ref && settled ? scoreSample(ref, displaced(settled), width, unstableAt(refs, target, { width })) : null;
  let timeline: TimelinePoint[] | null = null;
  let timelineShare: number | null = null;
  let timelineCounted = 0;
  let timelineUnstable = 0;
  if (withTimeline) {
    timeline = TIMELINE_MS.map((ms) => {
      const tref = refs.timeline[String(ms)]?.[target.refKey];
      const sample = measured.samples.find((s) => s.target === ms && s.origin === timelineOrigin);
      return { ms, at: sample ? round1(sample.at) : null, score: tref && sample ? scoreSample(tref, displaced(sample), width, unstableAt(refs, target, { ms })) : null };
    });
    const used = timeline.filter((p) => (TIMELINE_SCORED_MS as readonly number[]).includes(p.ms) && p.score);
    const ious = used.flatMap((p) => p.score!.layers.filter(isCounted).map((l) => l.iou ?? 0));
    timelineCounted = ious.length;
    timelineUnstable = used.reduce((n, p) => n + p.score!.unstable, 0);
    timelineShare = ious.length ? ious.filter((v) => v >= GOOD_IOU).length / ious.length : null;
  }
  let aligned: AlignedTimeline | null = null;
  if (withAligned && !measured.failure) {
    const scored = TIMELINE_SCORED_MS.flatMap((ms) => {
      const tref = refs.timeline[String(ms)]?.[target.refKey];
      return tref ? [{ ms, ref: tref, unstable: unstableAt(refs, target, { ms }) }] : [];
    });
    const dense = measured.samples.filter((s) => s.origin === 'visible');
    // The latest reference sample that holds no layer at all: the reference had not started by then.
    const unstarted = Math.max(0, ...TIMELINE_MS.filter((ms) => refs.timeline[String(ms)]?.[target.refKey]?.layers.length === 0));
    const refStart = fitReferenceStart(scored, dense, settled, width, unstarted);
    aligned = { refStart, points: [], share: null, median: null, counted: 0 };
    if (refStart !== null) {
      const again = await measureModule(browser, baseUrl, target, width, {
        samples: scored.filter((p) => p.ms - refStart >= 0).map((p) => ({ t: p.ms - refStart, origin: 'visible' })),
        wanted: [...wanted.values()],
      });
      aligned.points = scored.map((p) => {
        const t = p.ms - refStart;
        const sample = t < 0 ? beforeStart(t) : again.samples.find((s) => s.origin === 'visible' && s.target === t);
        return { ms: p.ms, at: sample ? round1(sample.at + refStart) : null, score: sample && !again.failure ? scoreSample(p.ref, displaced(sample), width, p.unstable) : null };
      });
      const ious = aligned.points.flatMap((p) => p.score?.layers.filter(isCounted).map((l) => l.iou ?? 0) ?? []);
      aligned.counted = ious.length;
      aligned.share = ious.length ? ious.filter((v) => v >= GOOD_IOU).length / ious.length : null;
      aligned.median = median(ious);
    }
  }
  return {
    module: target.name,
    kind: target.kind,
    refKey: target.refKey,
    width,
    url: measured.url,
    rendered,
    error: measured.failure ? `measuring failed: ${measured.failure}` : error,
    consoleErrors: measured.consoleErrors,
    failedRequests: [...new Set(measured.failedRequests)],
    failure: measured.failure,
    loadAt: measured.loadAt === null ? null : round1(measured.loadAt),
    visibleAt: measured.visibleAt === null ? null : round1(measured.visibleAt),
    settledAt: settled ? round1(settled.at) : null,
    backdrop: settled?.backdrop ?? null,
    ours: { module: module ? { x: round1(module.x), y: round1(module.y), w: round1(module.w), h: round1(module.h) } : null, layerCount: settled?.layerCount ?? 0, visibleCount: settled?.visibleCount ?? 0 },
    reference: ref ? { w: ref.w, h: ref.h, visible: ref.layers.filter(isVisibleRef).length } : null,
    dw: ref && module ? round1(module.w - ref.w) : null,
    dh: ref && module ? round1(module.h - ref.h) : null,
    score,
    timelineOrigin,
    timeline,
    timelineShare,
    timelineCounted,
    timelineUnstable,
    aligned,
    shot: measured.shot,
    refShot: target.refShot(width),
  };
}

/** Samples taken more than `slackMs` after their target (a busy page or machine): their numbers are less sure. */
export function lateSamples(r: ModuleWidthResult, slackMs = 100): string[] {
  const late: string[] = [];
  // Its target, after load: 4.5 s, or SETTLE_AFTER_START_MS after our first slide showed where that is later.
  const settleTarget = Math.max(SETTLE_MS, r.visibleAt !== null && r.loadAt !== null ? r.visibleAt - r.loadAt + SETTLE_AFTER_START_MS : 0);
  if (r.settledAt !== null && r.settledAt - settleTarget > slackMs) late.push(`settled sample at ${r.settledAt} ms after load`);
  for (const p of r.timeline ?? []) if (p.at !== null && p.at - p.ms > slackMs) late.push(`${p.ms} ms sample at ${p.at} ms`);
  return late;
}

/** The issue's bar for one result: the failed checks, each naming module, width and metric. Empty when it passes. */
export function thresholdFailures(r: ModuleWidthResult): string[] {
  const at = `${r.module} @ ${r.width}`;
  const out: string[] = [];
  // A module that does not render fails on that alone: its sizes and IoUs would only repeat it.
  if (!r.rendered) return [`${at}: did not render${r.error ? ` (${r.error})` : ''}`];
  if (!r.reference) return out;
  if (r.dw === null || Math.abs(r.dw) > THRESHOLDS.sizePx) out.push(`${at}: module width ${r.ours.module?.w ?? '—'} vs reference ${r.reference.w} (Δ ${r.dw ?? '—'} px, allowed ±${THRESHOLDS.sizePx})`);
  if (r.dh === null || Math.abs(r.dh) > THRESHOLDS.sizePx) out.push(`${at}: module height ${r.ours.module?.h ?? '—'} vs reference ${r.reference.h} (Δ ${r.dh ?? '—'} px, allowed ±${THRESHOLDS.sizePx})`);
  const s = r.score;
  if (s && s.counted > 0) {
    if ((s.median ?? 0) < THRESHOLDS.medianIou) out.push(`${at}: median layer IoU ${fmt(s.median)} < ${THRESHOLDS.medianIou} (${s.counted} visible layers)`);
    if ((s.shareGood ?? 0) < THRESHOLDS.shareGood) {
      out.push(`${at}: ${pct(s.shareGood)} of visible layers at IoU ≥ ${GOOD_IOU} < ${pct(THRESHOLDS.shareGood)} (${s.counted} layers; ${s.hidden} hidden by us, ${s.missing} missing)`);
    }
  }
  return out;
}

export const fmt = (v: number | null | undefined, digits = 3) => (v === null || v === undefined ? '—' : v.toFixed(digits));
export const pct = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${Math.round(v * 100)}%`);
