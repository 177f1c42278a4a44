import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { ErrorLog, freshPage, pageErrorOf, step, webglRenderer } from './browser.ts';

const distDir = resolve(import.meta.dirname, '../dist');

/** One cold load of `/` (fresh context, empty cache). */
export interface LoadSample {
  firstVisibleMs: number;
  stageReadyMs: number | null;
  /** JS + CSS requested before strata:first-visible. */
  firstPaint: Bytes & { files: string[] };
  /** JS requested after strata:first-visible (the lazily loaded GPU stage and Pixi). */
  lazyJs: Bytes & { files: string[] };
  moduleCount: number;
  moduleDomNodes: number;
  webglRenderer: string | null;
}

export interface Bytes {
  transfer: number;
  body: number;
  /** gzip -9 of the same files from dist/ (the reference server sends them uncompressed). */
  gzip: number;
}

interface Res { name: string; startTime: number; transferSize: number; encodedBodySize: number }

const gzipCache = new Map<string, number>();
function gzipSizeOf(url: string): number {
  const path = new URL(url).pathname;
  let size = gzipCache.get(path);
  if (size === undefined) {
    try {
      size = gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length;
    } catch {
      size = 0;
    }
    gzipCache.set(path, size);
  }
  return size;
}

function sumBytes(list: Res[]): Bytes & { files: string[] } {
  return {
    transfer: list.reduce((s, r) => s + r.transferSize, 0),
    body: list.reduce((s, r) => s + r.encodedBodySize, 0),
    gzip: list.reduce((s, r) => s + gzipSizeOf(r.name), 0),
    files: list.map((r) => new URL(r.name).pathname).sort(),
  };
}

export async function measureLoad(browser: Browser, baseUrl: string, errors: ErrorLog): Promise<LoadSample> {
  const { context, page } = await freshPage(browser, errors, 'load /');
  const broken = pageErrorOf(page);
  try {
    await step(`loading ${baseUrl}/`, () => page.goto(`${baseUrl}/`, { waitUntil: 'load' }), broken);
    await step('waiting for the strata:first-visible mark on /', () =>
      page.waitForFunction(() => performance.getEntriesByName('strata:first-visible', 'mark').length > 0, undefined, { timeout: 30_000 }),
    broken);
    let stageReady = true;
    await page
      .waitForFunction(() => performance.getEntriesByName('strata:stage-ready', 'mark').length > 0, undefined, { timeout: 45_000 })
      .catch(() => (stageReady = false));
    // Let the lazy chunks that the stage pulled in settle into resource timing.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
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
    const isJs = (r: Res) => /\.m?js$/.test(new URL(r.name).pathname);
    const isCss = (r: Res) => /\.css$/.test(new URL(r.name).pathname);
    const before = data.resources.filter((r) => r.startTime < firstVisible && (isJs(r) || isCss(r)));
    const after = data.resources.filter((r) => r.startTime >= firstVisible && isJs(r));
    return {
      firstVisibleMs: firstVisible,
      stageReadyMs: stageReady ? data.stageReady : null,
      firstPaint: sumBytes(before),
      lazyJs: sumBytes(after),
      moduleCount: data.moduleCount,
      moduleDomNodes: data.nodes,
      webglRenderer: await webglRenderer(page),
    };
  } finally {
    await context.close();
  }
}

/** The lazily imported GPU stage chunk (dist/assets/Stage-*.js), raw and gzip bytes. */
export function stageChunk(): { file: string; bytes: number; gzip: number } | null {
  const assets = join(distDir, 'assets');
  const file = readdirSync(assets).find((f) => /^Stage-.*\.js$/.test(f));
  if (!file) return null;
  const path = join(assets, file);
  return { file: `assets/${file}`, bytes: statSync(path).size, gzip: gzipSync(readFileSync(path), { level: 9 }).length };
}
