/**
 * `npm run bench`: GPU backdrop vs DOM backdrop on /bench.html, interleaved, plus first-paint
 * counts for `/`. A measurement, never a pass/fail gate: it exits non-zero only when the server
 * or the browser cannot run, or a page throws. Knobs: BENCH_ROUNDS (3), BENCH_WINDOW_MS (6000),
 * BENCH_WARMUP_MS (1000), BENCH_LOADS (3), BENCH_TRANSITION_ROUNDS (3), BENCH_TRANSITION_WINDOW_MS (2500),
 * BENCH_LAYER_LOADS (3), BENCH_VIDEO_ROUNDS (3), BENCH_VIDEO_WINDOW_MS (3000), PORT (4470, another free port
 * when taken). BENCH_ONLY=layers runs only the layer-timeline table, BENCH_ONLY=video only the background-video one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright';
import { ErrorLog, launchChromium, VIEWPORT } from './browser.ts';
import { measureLoad, stageChunk, type LoadSample } from './first-paint.ts';
import { measureRun, type RunSample, type Variant } from './fps.ts';
import { buildResults, printReport, tidy } from './report.ts';
import { startServer, type BenchServer } from './server.ts';
import { measureTransitions, printTransitions } from './transitions.ts';
import { hasHomeExport, measureLayers, printLayers } from './layers.ts';
import { measureVideo, printVideo } from './video.ts';
import { fmt } from './stats.ts';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const ROUNDS = Math.max(1, Math.round(num('BENCH_ROUNDS', 3)));
const WINDOW_MS = num('BENCH_WINDOW_MS', 6000);
const WARMUP_MS = num('BENCH_WARMUP_MS', 1000);
const LOADS = Math.max(1, Math.round(num('BENCH_LOADS', 3)));
const PORT = num('PORT', 4470);
const TRANSITION_ROUNDS = Math.max(1, Math.round(num('BENCH_TRANSITION_ROUNDS', 3)));
const TRANSITION_WINDOW_MS = num('BENCH_TRANSITION_WINDOW_MS', 2500);
const LAYER_LOADS = Math.max(1, Math.round(num('BENCH_LAYER_LOADS', 3)));
const ONLY_LAYERS = process.env['BENCH_ONLY'] === 'layers';
const ONLY_VIDEO = process.env['BENCH_ONLY'] === 'video';
const VIDEO_ROUNDS = Math.max(1, Math.round(num('BENCH_VIDEO_ROUNDS', 3)));
const VIDEO_WINDOW_MS = num('BENCH_VIDEO_WINDOW_MS', 3000);

const log = (msg: string) => console.error(`[bench] ${msg}`);

// Whatever happens, the server and the browser go away with us.
let server: BenchServer | null = null;
let browser: Browser | null = null;
let interrupted = false;
async function shutdown() {
  await browser?.close().catch(() => undefined);
  browser = null;
  await server?.stop().catch(() => undefined);
  server = null;
}
process.on('exit', () => server?.killNow());
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    interrupted = true;
    console.error(`\n${sig}: stopping the server and the browser`);
    void shutdown().finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const errors = new ErrorLog();
  log('starting the server (site/server/main.ts) on a temp database…');
  server = await startServer(PORT);
  log(`server up at ${server.baseUrl}`);
  browser = await launchChromium();

  const runVideo = () => {
    log(`background video vs image: ${VIDEO_ROUNDS} rounds × ${VIDEO_WINDOW_MS / 1000} s each…`);
    return measureVideo(browser!, server!.baseUrl, errors, VIDEO_ROUNDS, WARMUP_MS, VIDEO_WINDOW_MS, log);
  };
  if (ONLY_VIDEO) {
    printVideo(await runVideo(), VIDEO_WINDOW_MS);
    return errors.pageErrors.length ? 1 : 0;
  }

  log(hasHomeExport() ? `layer timelines: ${LAYER_LOADS} cold loads of home.json…` : 'layer timelines: ../shared/fixtures/sr7 absent, skipped');
  const layers = hasHomeExport() ? await measureLayers(browser, server.baseUrl, errors, LAYER_LOADS) : [];
  if (ONLY_LAYERS) {
    printLayers(layers);
    return errors.pageErrors.length ? 1 : 0;
  }

  // A B A B …: slow drift of the machine (thermal, other load) hits both sides alike.
  const runs: Record<Variant, RunSample[]> = { gpu: [], dom: [] };
  for (let r = 1; r <= ROUNDS; r++) {
    for (const variant of ['gpu', 'dom'] as const) {
      log(`round ${r}/${ROUNDS}: ${variant} (${WARMUP_MS / 1000} s warm-up + ${WINDOW_MS / 1000} s window)…`);
      const s = await measureRun(browser, server.baseUrl, variant, WARMUP_MS, WINDOW_MS, errors);
      runs[variant].push(s);
      log(`  frame median ${fmt(s.medianFrameMs, 2)} ms, mean ${fmt(s.meanFrameMs, 2)} ms, p95 ${fmt(s.p95FrameMs, 2)} ms, ${fmt(s.transitionsPerSecond, 2)} transitions/s (stage: ${s.stageKind})`);
    }
  }

  const loads: LoadSample[] = [];
  for (let i = 1; i <= LOADS; i++) {
    log(`cold load of / ${i}/${LOADS}…`);
    loads.push(await measureLoad(browser, server.baseUrl, errors));
  }

  log(`transitions: ${TRANSITION_ROUNDS} rounds × ${TRANSITION_WINDOW_MS / 1000} s per family, interleaved with the floor…`);
  const transitions = await measureTransitions(browser, server.baseUrl, errors, TRANSITION_ROUNDS, TRANSITION_WINDOW_MS, log);
  const video = await runVideo();

  const settings = { rounds: ROUNDS, warmupMs: WARMUP_MS, windowMs: WINDOW_MS, loads: LOADS, viewport: VIEWPORT };
  const results = buildResults(settings, browser.version(), runs, loads, stageChunk(), errors.pageErrors, errors.consoleErrors);
  const outDir = resolve(import.meta.dirname, 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(resolve(outDir, 'latest.json'), JSON.stringify(tidy({ ...results, transitions, layers, video }), null, 2) + '\n');
  printReport(results);
  printTransitions(transitions, TRANSITION_ROUNDS, TRANSITION_WINDOW_MS);
  printLayers(layers);
  printVideo(video, VIDEO_WINDOW_MS);
  console.log('\nwrote bench/results/latest.json');
  return errors.pageErrors.length ? 1 : 0;
}

main()
  .then(async (code) => {
    await shutdown();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    if (interrupted) return; // the signal handler is already shutting down
    console.error(`\nbench failed: ${err instanceof Error ? err.message : String(err)}`);
    await shutdown();
    process.exit(1);
  });
