import { cpus, platform, release } from 'node:os';
import type { LoadSample, stageChunk } from './first-paint.ts';
import type { RunSample, Variant } from './fps.ts';
import { fmt, kb, median, medianOf, round, table } from './stats.ts';

/** Medians over rounds of every per-run number. */
export function summarize(runs: RunSample[]) {
  return {
    medianFrameMs: medianOf(runs, (r) => r.medianFrameMs),
    meanFrameMs: medianOf(runs, (r) => r.meanFrameMs),
    p95FrameMs: medianOf(runs, (r) => r.p95FrameMs),
    fps: medianOf(runs, (r) => r.fps),
    rafPerSecond: medianOf(runs, (r) => r.rafPerSecond),
    transitionsPerSecond: medianOf(runs, (r) => r.transitionsPerSecond),
    stageFramesPerSecond: medianOf(runs, (r) => r.stageFramesPerSecond),
    drawCallsPerFrame: medianOf(runs, (r) => r.drawCallsPerFrame),
    texturesResident: medianOf(runs, (r) => r.texturesResident),
  };
}

export interface Settings { rounds: number; warmupMs: number; windowMs: number; loads: number; viewport: { width: number; height: number } }

export function buildResults(settings: Settings, chromium: string, runs: Record<Variant, RunSample[]>, loads: LoadSample[], chunk: ReturnType<typeof stageChunk>, pageErrors: string[], consoleErrors: string[]) {
  const gpu = summarize(runs.gpu);
  const dom = summarize(runs.dom);
  const first = loads[0];
  if (!first) throw new Error('no load of / was measured');
  const cpu = cpus();
  const waited = loads.filter((l) => l.waitedForStage);
  const readyTimes = waited.map((l) => l.stageReadyMs).filter((v): v is number => v !== null);
  const warnings = readyTimes.length < waited.length ? [`/: strata:stage-ready missing in ${waited.length - readyTimes.length} of ${waited.length} loads that waited for it`] : [];
  return {
    meta: {
      date: new Date().toISOString(),
      machine: { cpu: cpu[0]?.model.trim() ?? 'unknown', cores: cpu.length, os: `${platform()} ${release()}`, node: process.version },
      chromium,
      webgl: 'SwiftShader (software WebGL)',
      webglRenderer: first.webglRenderer,
      ...settings,
    },
    fps: {
      gpu: { median: gpu, runs: runs.gpu },
      dom: { median: dom, runs: runs.dom },
      gpuOverDom: { medianFrameInterval: gpu.medianFrameMs / dom.medianFrameMs, meanFrameInterval: gpu.meanFrameMs / dom.meanFrameMs },
    },
    home: {
      firstVisibleMs: median(loads.map((l) => l.firstVisibleMs)),
      stageReadyMs: readyTimes.length ? median(readyTimes) : NaN,
      firstPaint: first.firstPaint,
      lazy: first.lazy,
      stageChunk: chunk,
      moduleCount: first.moduleCount,
      moduleDomNodes: first.moduleDomNodes,
      loads,
    },
    warnings,
    pageErrors,
    consoleErrors,
  };
}
export type Results = ReturnType<typeof buildResults>;

/** Every number rounded to 3 decimals (NaN → null), for the JSON file. */
export const tidy = (value: unknown): unknown =>
  typeof value === 'number' ? round(value)
    : Array.isArray(value) ? value.map(tidy)
      : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tidy(v)])) : value;

const readyTimesLabel = (loads: readonly LoadSample[]) => {
  const n = loads.filter((l) => l.waitedForStage).length;
  return n === 1 ? ', the first load' : `, median of ${n}`;
};

export function printReport(res: Results): void {
  const { meta, fps, home } = res;
  const { gpu, dom } = { gpu: fps.gpu.median, dom: fps.dom.median };
  console.log(`\nStrata bench — ${meta.date}`);
  console.log(`machine: ${meta.machine.cpu} × ${meta.machine.cores} cores (${meta.machine.os}) · Chromium ${meta.chromium} · SwiftShader (software WebGL) · ${meta.viewport.width}×${meta.viewport.height}`);
  if (meta.webglRenderer) console.log(`WebGL renderer: ${meta.webglRenderer}`);
  console.log(`fps: /bench.html (GPU) vs /bench.html?gpu=0 (DOM), ${meta.rounds} interleaved rounds × ${meta.windowMs / 1000} s after ${meta.warmupMs / 1000} s warm-up; medians over rounds\n`);
  console.log(table([
    ['metric', 'GPU backdrop', 'DOM backdrop'],
    ['frame interval median (ms)', fmt(gpu.medianFrameMs, 2), fmt(dom.medianFrameMs, 2)],
    ['frame interval mean (ms)', fmt(gpu.meanFrameMs, 2), fmt(dom.meanFrameMs, 2)],
    ['frame interval p95 (ms)', fmt(gpu.p95FrameMs, 2), fmt(dom.p95FrameMs, 2)],
    ['fps (1000 / median)', fmt(gpu.fps), fmt(dom.fps)],
    ['rAF callbacks / s', fmt(gpu.rafPerSecond), fmt(dom.rafPerSecond)],
    ['transitions / s', fmt(gpu.transitionsPerSecond, 2), fmt(dom.transitionsPerSecond, 2)],
    ['stage frames rendered / s', fmt(gpu.stageFramesPerSecond), '—'],
    ['draw calls / rendered frame', fmt(gpu.drawCallsPerFrame, 3), '—'],
    ['textures resident', fmt(gpu.texturesResident, 0), '—'],
  ]));
  const perRound = (runs: RunSample[]) => runs.map((r) => `${fmt(r.medianFrameMs, 1)}/${fmt(r.meanFrameMs, 1)}`).join(', ');
  console.log(`per round, median/mean ms: GPU ${perRound(fps.gpu.runs)} · DOM ${perRound(fps.dom.runs)}`);
  console.log(`GPU/DOM ratio of frame interval: median ${fmt(fps.gpuOverDom.medianFrameInterval, 3)}, mean ${fmt(fps.gpuOverDom.meanFrameInterval, 3)} (below 1 = GPU frames come faster)\n`);
  const chunk = home.stageChunk;
  const plural = home.moduleCount === 1 ? '' : 's';
  console.log(table([
    [`/ (site home), ${home.loads.length} cold loads`, 'value'],
    [`JS+CSS requested before first-visible (${home.firstPaint.files.length} files), transferred`, kb(home.firstPaint.transfer)],
    ['  same, body as served (compressed) / build raw / gzip -9', `${kb(home.firstPaint.body)} / ${kb(home.firstPaint.raw)} / ${kb(home.firstPaint.gzip)}`],
    ['  same without React, raw / gzip -9', `${kb(home.firstPaint.rawNoReact)} / ${kb(home.firstPaint.gzipNoReact)}`],
    [`JS+CSS requested after first-visible (${home.lazy.files.length} files), transferred`, kb(home.lazy.transfer)],
    ['  same, gzip -9 without React', kb(home.lazy.gzipNoReact)],
    [`  of it, the import() boundary ${chunk?.file ?? '(Stage-*.js not found)'}, raw / gzip`, chunk ? `${kb(chunk.bytes)} / ${kb(chunk.gzip)}` : '—'],
    [`DOM nodes in [data-strata-module] (${home.moduleCount} module${plural})`, String(home.moduleDomNodes)],
    ['strata:first-visible (ms, median)', fmt(home.firstVisibleMs, 0)],
    [`strata:stage-ready (ms${readyTimesLabel(home.loads)})`, fmt(home.stageReadyMs, 0)],
  ]));
  for (const w of [...res.warnings, ...res.consoleErrors]) console.log(`warning: ${w}`);
  for (const e of res.pageErrors) console.log(`PAGE ERROR: ${e}`);
}
