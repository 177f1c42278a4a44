import type { Browser } from 'playwright';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ErrorLog, freshPage, step } from './browser.ts';
import { fmt, median, quantile, table } from './stats.ts';

/**
 * Layer timelines on a real export: /viewer.html?src=/sr7/home.json (../shared/fixtures/sr7, skipped when
 * absent). Per cold load: when the first slide is visible (`strata:first-visible`) vs when all its layers have
 * entered (`strata:layers-entered`), and the renderer main thread's busy milliseconds per frame while the
 * in-animations run, from a Chromium trace: every top-level task between two frame starts counts for the frame.
 */
export interface LayersSample {
  firstVisibleMs: number;
  layersEnteredMs: number;
  frames: number;
  medianMainThreadMs: number;
  p95MainThreadMs: number;
  domNodes: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const SR7_HOME = resolve(import.meta.dirname, '../../shared/fixtures/sr7/home.json');
export const hasHomeExport = () => existsSync(SR7_HOME);

/** Busy ms of the page's main thread per frame between two trace marks. */
export function mainThreadPerFrame(events: readonly TraceEvent[], from: string, to: string): number[] {
  const mark = (name: string) => events.find((e) => e.name === name && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b'));
  const start = mark(from);
  const end = mark(to);
  if (!start || !end) return [];
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === start.pid);
  if (!main) return [];
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  // One BeginMainThreadFrame per rendered frame; several rAF callbacks (FireAnimationFrame) can share one.
  const begin = events.filter((e) => onMain(e) && e.name === 'BeginMainThreadFrame' && e.ts >= start.ts && e.ts <= end.ts).map((e) => e.ts);
  const raf = events.filter((e) => onMain(e) && e.name === 'FireAnimationFrame' && e.ts >= start.ts && e.ts <= end.ts).map((e) => e.ts);
  const frames = (begin.length ? begin : raf)
    .sort((a, b) => a - b)
    .filter((ts, i, all) => i === 0 || ts - (all[i - 1] as number) > 4000);
  const tasks = events.filter((e) => onMain(e) && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'));
  const busy: number[] = [];
  for (let i = 0; i + 1 < frames.length; i++) {
    const a = frames[i] as number;
    const b = frames[i + 1] as number;
    let sum = 0;
    for (const task of tasks) if (task.ts + (task.dur ?? 0) > a && task.ts < b) sum += Math.min(b, task.ts + (task.dur ?? 0)) - Math.max(a, task.ts);
    busy.push(sum / 1000);
  }
  return busy;
}

export async function measureLayers(browser: Browser, baseUrl: string, errors: ErrorLog, loads: number): Promise<LayersSample[]> {
  const samples: LayersSample[] = [];
  for (let i = 0; i < loads; i++) {
    const { context, page } = await freshPage(browser, errors, `layers load ${i + 1}`);
    try {
      await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'toplevel', 'disabled-by-default-devtools.timeline.frame'] });
      await step('load home.json in the viewer', () => page.goto(`${baseUrl}/viewer.html?src=/sr7/home.json`));
      await step('wait for every layer to enter', () =>
        page.waitForFunction(() => performance.getEntriesByName('strata:layers-entered').length > 0, undefined, { timeout: 20_000 }),
      );
      const marks = await page.evaluate(() => ({
        first: performance.getEntriesByName('strata:first-visible')[0]?.startTime ?? Number.NaN,
        entered: performance.getEntriesByName('strata:layers-entered')[0]?.startTime ?? Number.NaN,
        nodes: document.querySelectorAll('[data-strata-module] *').length,
      }));
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      const perFrame = mainThreadPerFrame(trace.traceEvents, 'strata:first-visible', 'strata:layers-entered');
      samples.push({
        firstVisibleMs: marks.first,
        layersEnteredMs: marks.entered,
        frames: perFrame.length,
        medianMainThreadMs: median(perFrame),
        p95MainThreadMs: quantile(perFrame, 0.95),
        domNodes: marks.nodes,
      });
    } finally {
      await context.close();
    }
  }
  return samples;
}

export function printLayers(samples: readonly LayersSample[]): void {
  if (!samples.length) {
    console.log('\nLayer timelines (home.json): skipped, ../shared/fixtures/sr7 is absent');
    return;
  }
  const rows = samples.map((s, i) => [
    String(i + 1),
    fmt(s.firstVisibleMs, 0),
    fmt(s.layersEnteredMs, 0),
    fmt(s.layersEnteredMs - s.firstVisibleMs, 0),
    String(s.frames),
    fmt(s.medianMainThreadMs, 2),
    fmt(s.p95MainThreadMs, 2),
    String(s.domNodes),
  ]);
  rows.push([
    'median',
    fmt(median(samples.map((s) => s.firstVisibleMs)), 0),
    fmt(median(samples.map((s) => s.layersEnteredMs)), 0),
    fmt(median(samples.map((s) => s.layersEnteredMs - s.firstVisibleMs)), 0),
    fmt(median(samples.map((s) => s.frames)), 0),
    fmt(median(samples.map((s) => s.medianMainThreadMs)), 2),
    fmt(median(samples.map((s) => s.p95MainThreadMs)), 2),
    fmt(median(samples.map((s) => s.domNodes)), 0),
  ]);
  console.log('\nLayer timelines: /viewer.html?src=/sr7/home.json, cold loads (ms from navigation start)');
  console.log(table([['load', 'first visible', 'layers entered', 'difference', 'frames', 'main thread/frame median', 'p95', 'DOM nodes'], ...rows]));
}
