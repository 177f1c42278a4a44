import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { ErrorLog, freshPage, pageErrorOf, step, webglRenderer } from './browser.ts';
import { benchDist } from './pages.ts';
import { areaOf, splitBySource, type RawSourceMap } from './react-bytes.ts';

/**
 * Cold loads of an entry page (fresh context, empty cache): what the browser downloads before `strata:first-visible`
 * and after it, the marks' times, the module's DOM nodes. Bytes are counted from resource timing (as served, compressed)
 * and sized again from the built files (bench/.dist): raw, gzip -9, and without React (react, react-dom, scheduler;
 * see react-bytes.ts).
 */
export interface LoadSample {
  path: string;
  firstVisibleMs: number;
  stageReadyMs: number | null;
  /** Whether this load waited for the GPU stage (then `lazy` and `moduleDomNodes` are complete; else they are empty). */
  waitedForStage: boolean;
  /** JS + CSS requested before strata:first-visible. */
  firstPaint: Bytes;
  /** JS + CSS requested after strata:first-visible (the lazily loaded GPU stage and Pixi). */
  lazy: Bytes;
  moduleCount: number;
  moduleDomNodes: number;
  webglRenderer: string | null;
}

export interface Bytes {
  /** As resource timing reports them: headers included, bodies as served (the server sends brotli or gzip where asked). */
  transfer: number;
  body: number;
  /** The same files in the build: uncompressed, and gzip -9. */
  raw: number;
  gzip: number;
  /** The same files without React's code: raw bytes and gzip -9. */
  rawNoReact: number;
  gzipNoReact: number;
  files: string[];
  /**
   * The same bytes without React by area of the code (react-bytes.ts `areaOf`: `engine/runtime`, `react-ui`,
   * `npm: zustand`, `CSS`, …), largest first: raw, and gzip -9 of each area's text alone (so the areas' gzip sizes
   * add up to a little more than `gzipNoReact`, which compresses them together).
   */
  areas: { area: string; raw: number; gzip: number }[];
}

interface Res { name: string; startTime: number; transferSize: number; encodedBodySize: number }
interface FileSize { raw: number; gzip: number; rawNoReact: number; gzipNoReact: number; areas: Map<string, string> }

const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;
const sizeCache = new Map<string, FileSize>();

/** Sizes of one built file (cached): raw, gzip, and both without React, and its text by area. Zero when it is not in the build. */
export function fileSize(pathname: string): FileSize {
  let size = sizeCache.get(pathname);
  if (size) return size;
  const file = join(benchDist, pathname);
  try {
    const buf = readFileSync(file);
    const code = buf.toString('utf8');
    let map: RawSourceMap | null = null;
    if (pathname.endsWith('.js')) {
      try {
        map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
      } catch {
        map = null; // no map: nothing to attribute, all of it counts
      }
    }
    const areas = map ? splitBySource(code, map, areaOf) : new Map([[pathname.endsWith('.css') ? 'CSS' : '(no source map)', code]]);
    const react = areas.get('react');
    areas.delete('react');
    const other = react ? [...areas.values()].join('') : code;
    size = {
      raw: buf.length,
      gzip: gz(buf),
      rawNoReact: react ? Buffer.byteLength(other) : buf.length,
      gzipNoReact: react ? (other.trim() ? gz(other) : 0) : 0,
      areas,
    };
    if (!react) size.gzipNoReact = size.gzip;
  } catch {
    size = { raw: 0, gzip: 0, rawNoReact: 0, gzipNoReact: 0, areas: new Map() };
  }
  sizeCache.set(pathname, size);
  return size;
}

function sumBytes(list: Res[]): Bytes {
  const sizes = list.map((r) => fileSize(new URL(r.name).pathname));
  const sum = (pick: (s: FileSize) => number) => sizes.reduce((a, s) => a + pick(s), 0);
  const texts = new Map<string, string[]>();
  for (const s of sizes) for (const [area, text] of s.areas) texts.set(area, [...(texts.get(area) ?? []), text]);
  const areas = [...texts]
    .map(([area, parts]) => {
      const text = parts.join('\n');
      return { area, raw: Buffer.byteLength(text), gzip: text.trim() ? gz(text) : 0 };
    })
    .sort((a, b) => b.gzip - a.gzip || a.area.localeCompare(b.area));
  return {
    transfer: list.reduce((s, r) => s + r.transferSize, 0),
    body: list.reduce((s, r) => s + r.encodedBodySize, 0),
    raw: sum((s) => s.raw),
    gzip: sum((s) => s.gzip),
    rawNoReact: sum((s) => s.rawNoReact),
    gzipNoReact: sum((s) => s.gzipNoReact),
    files: list.map((r) => new URL(r.name).pathname).sort(),
    areas,
  };
}

/**
 * One cold load of `path` (e.g. `/` or `/viewer.html?src=…`). With `waitForStage` (the default) it waits for
 * `strata:stage-ready` and the network to settle, so the lazy bytes and the DOM are complete; without, it stops at
 * `strata:first-visible` (first-paint bytes and the time are complete by then; a repeat load needs no more).
 */
export async function measureLoad(browser: Browser, baseUrl: string, errors: ErrorLog, path = '/', waitForStage = true): Promise<LoadSample> {
  const { context, page } = await freshPage(browser, errors, `load ${path}`);
  const broken = pageErrorOf(page);
  try {
    await step(`loading ${baseUrl}${path}`, () => page.goto(`${baseUrl}${path}`, { waitUntil: 'load' }), broken);
    await step(`waiting for the strata:first-visible mark on ${path}`, () =>
      page.waitForFunction(() => performance.getEntriesByName('strata:first-visible', 'mark').length > 0, undefined, { timeout: 30_000 }),
    broken);
    let stageReady = waitForStage;
    if (waitForStage) {
      await page
        .waitForFunction(() => performance.getEntriesByName('strata:stage-ready', 'mark').length > 0, undefined, { timeout: 45_000 })
        .catch(() => (stageReady = false));
      // Let the lazy chunks that the stage pulled in settle into resource timing.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    }
    const data = await page.evaluate(() => {
      // No named local functions in here: tsx's keepNames would wrap them in an undefined __name().
      const [firstVisible, stageReady] = ['strata:first-visible', 'strata:stage-ready'].map((n) => performance.getEntriesByName(n, 'mark')[0]?.startTime ?? null);
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        name: r.name,
        startTime: r.startTime,
        transferSize: r.transferSize,
        encodedBodySize: r.encodedBodySize,
      }));
      const modules = [...document.querySelectorAll('[data-strata-module]')];
      const nodes = modules.reduce((s, m) => s + 1 + m.querySelectorAll('*').length, 0);
      return { firstVisible: firstVisible ?? null, stageReady: stageReady ?? null, resources, moduleCount: modules.length, nodes };
    });
    const firstVisible = data.firstVisible ?? NaN;
    const isCode = (r: Res) => /\.(m?js|css)$/.test(new URL(r.name).pathname);
    const before = data.resources.filter((r) => r.startTime < firstVisible && isCode(r));
    const after = data.resources.filter((r) => r.startTime >= firstVisible && isCode(r));
    return {
      path,
      firstVisibleMs: firstVisible,
      stageReadyMs: stageReady ? data.stageReady : null,
      waitedForStage: waitForStage,
      firstPaint: sumBytes(before),
      lazy: sumBytes(waitForStage ? after : []),
      moduleCount: data.moduleCount,
      moduleDomNodes: waitForStage ? data.nodes : 0,
      webglRenderer: await webglRenderer(page),
    };
  } finally {
    await context.close();
  }
}

/** The lazily imported GPU stage chunk (assets/Stage-*.js of the build), raw and gzip bytes. */
export function stageChunk(): { file: string; bytes: number; gzip: number } | null {
  const assets = join(benchDist, 'assets');
  const file = readdirSync(assets).find((f) => /^Stage-.*\.js$/.test(f));
  if (!file) return null;
  const path = join(assets, file);
  return { file: `assets/${file}`, bytes: statSync(path).size, gzip: gzipSync(readFileSync(path), { level: 9 }).length };
}
