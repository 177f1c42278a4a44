/**
 * `npm run bench`: builds the pages into bench/.dist (never dist/), starts the real server on them, and measures in
 * headless Chromium (SwiftShader): GPU stage vs DOM backdrop on /bench.html, bytes and first-visible per entry,
 * every transition family against the floor shader, idle animation frames, the 1,000-slide carousel, layer
 * timelines on home.json and a background video. Prints the tables and writes bench/results/report.json and
 * report.html. A measurement, never a pass/fail gate: it exits non-zero only when the build, the server or the
 * browser cannot run, or a page throws. Knobs (environment) are listed in bench/README.md; BENCH_ONLY=layers runs
 * only the layer-timeline table, BENCH_ONLY=video only the background-video one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Browser } from 'playwright';
import { ErrorLog, launchChromium, VIEWPORT } from './browser.ts';
import { measureCarousels, printCarousels } from './carousel.ts';
import { measureEntries, printEntries } from './entries.ts';
import { stageChunk } from './first-paint.ts';
import { measureRun, type RunSample, type Variant } from './fps.ts';
import { renderHtmlReport, type ReportData } from './html-report.ts';
import { measureIdle } from './idle.ts';
import { parseBenchArgs, USAGE, type BenchArgs } from './knobs.ts';
import { hasHomeExport, measureLayers, printLayers } from './layers.ts';
import { benchDist, buildPages } from './pages.ts';
import { buildResults, printReport, tidy } from './report.ts';
import { startServer, type BenchServer } from './server.ts';
import { fmt } from './stats.ts';
import { measureTransitions, printTransitions } from './transitions.ts';
import { measureVideo, printVideo } from './video.ts';

const started = Date.now();
const loadAtStart = loadavg()[0] ?? NaN;
let args: BenchArgs;
try {
  args = parseBenchArgs(process.argv.slice(2), process.env);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const KNOBS = args.knobs;
const ROUNDS = KNOBS.BENCH_ROUNDS;
const WINDOW_MS = KNOBS.BENCH_WINDOW_MS;
const WARMUP_MS = KNOBS.BENCH_WARMUP_MS;
const LOADS = KNOBS.BENCH_LOADS;
const PORT = args.port;
const TRANSITION_ROUNDS = KNOBS.BENCH_TRANSITION_ROUNDS;
const TRANSITION_WINDOW_MS = KNOBS.BENCH_TRANSITION_WINDOW_MS;
const LAYER_LOADS = KNOBS.BENCH_LAYER_LOADS;
const ONLY_LAYERS = args.only === 'layers';
const ONLY_VIDEO = args.only === 'video';
const VIDEO_ROUNDS = KNOBS.BENCH_VIDEO_ROUNDS;
const VIDEO_WINDOW_MS = KNOBS.BENCH_VIDEO_WINDOW_MS;
const NO_BUILD = args.noBuild;

const log = (msg: string) => console.error(`[bench] ${msg}`);

/** Seconds each part of the run took (for the report's runtime line; never asserted). */
const phases: Record<string, number> = {};
async function timed<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const t0 = Date.now();
  try {
    return await fn();
  } finally {
    phases[name] = (Date.now() - t0) / 1000;
  }
}

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
  const buildSeconds = buildPages(NO_BUILD, log);
  log('starting the server (site/server/main.ts) on bench/.dist and a temp database…');
  server = await startServer(PORT, benchDist);
  log(`server up at ${server.baseUrl}`);
  browser = await launchChromium();
  const base = server.baseUrl;

  const runVideo = () => {
    log(`background video vs image: ${VIDEO_ROUNDS} rounds × ${VIDEO_WINDOW_MS / 1000} s each…`);
    return measureVideo(browser!, base, errors, VIDEO_ROUNDS, WARMUP_MS, VIDEO_WINDOW_MS, log);
  };
  if (ONLY_VIDEO) {
    printVideo(await runVideo(), VIDEO_WINDOW_MS);
    return errors.pageErrors.length ? 1 : 0;
  }

  log(hasHomeExport() ? `layer timelines: ${LAYER_LOADS} cold loads of home.json…` : 'layer timelines: ../shared/fixtures/sr7 absent, skipped');
  const layers = hasHomeExport() ? await timed('layers', () => measureLayers(browser!, base, errors, LAYER_LOADS)) : [];
  if (ONLY_LAYERS) {
    printLayers(layers);
    return errors.pageErrors.length ? 1 : 0;
  }

  // A B A B …: slow drift of the machine (thermal, other load) hits both sides alike.
  const runs: Record<Variant, RunSample[]> = { gpu: [], dom: [] };
  const backdropStart = Date.now();
  for (let r = 1; r <= ROUNDS; r++) {
    for (const variant of ['gpu', 'dom'] as const) {
      log(`round ${r}/${ROUNDS}: ${variant} (${WARMUP_MS / 1000} s warm-up + ${WINDOW_MS / 1000} s window)…`);
      const s = await measureRun(browser, base, variant, WARMUP_MS, WINDOW_MS, errors);
      runs[variant].push(s);
      log(`  frame median ${fmt(s.medianFrameMs, 2)} ms, mean ${fmt(s.meanFrameMs, 2)} ms, p95 ${fmt(s.p95FrameMs, 2)} ms, ${fmt(s.transitionsPerSecond, 2)} transitions/s (stage: ${s.stageKind})`);
    }
  }

  phases['gpu vs dom'] = (Date.now() - backdropStart) / 1000;

  log(`entries: ${LOADS} cold loads each, interleaved…`);
  const entries = await timed('entries', () => measureEntries(browser!, base, errors, LOADS, log));
  const siteLoads = entries.entries.find((e) => e.key === 'site')?.loads ?? [];

  log(`transitions: ${TRANSITION_ROUNDS} rounds × ${TRANSITION_WINDOW_MS / 1000} s per family, interleaved with the floor…`);
  const { rows: transitions, clock } = await timed('transitions', () => measureTransitions(browser!, base, errors, TRANSITION_ROUNDS, TRANSITION_WINDOW_MS, KNOBS.BENCH_TRANSITION_MIN_FRAMES, log));

  log('idle: animation-frame callbacks in 3 s on the settled hero…');
  const idle = await timed('idle', () => measureIdle(browser!, base, errors));
  log(`  ${idle.idleCallbacks} callbacks idle, ${idle.changeCallbacks} during a slide change, ${idle.afterChangeCallbacks} after it settled`);

  log('carousel: 8 and 1,000 slides while they move…');
  const carousel = await timed('carousel', () => measureCarousels(browser!, base, errors));

  const video = await timed('video', runVideo);

  const settings = { rounds: ROUNDS, warmupMs: WARMUP_MS, windowMs: WINDOW_MS, loads: LOADS, viewport: VIEWPORT };
  const results = buildResults(settings, browser.version(), runs, siteLoads, stageChunk(), errors.pageErrors, errors.consoleErrors);
  const seconds = (Date.now() - started) / 1000;
  const cores = results.meta.machine.cores;
  const busiest = Math.max(loadAtStart, loadavg()[0] ?? 0);
  if (busiest > cores) results.warnings.push(`the machine was busy: 1-minute load average up to ${fmt(busiest, 1)} on ${cores} cores, so every time here is inflated (ratios within a round hold better)`);
  const report: ReportData = {
    ...results,
    run: { seconds, buildSeconds, phases, knobs: KNOBS, quick: args.quick, loadAverage: { start: loadAtStart, end: loadavg()[0] ?? NaN }, mainThreadClock: clock === 'threadTicks' ? 'threadTicks: CPU time of the main thread' : `${clock}: wall time of the main-thread tasks` },
    transitions,
    entries,
    idle,
    carousel,
    layers,
    video,
  };
  const outDir = resolve(import.meta.dirname, 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(resolve(outDir, 'report.json'), JSON.stringify(tidy(report), null, 2) + '\n');
  writeFileSync(resolve(outDir, 'report.html'), renderHtmlReport(report));
  printReport(results);
  printTransitions(transitions, TRANSITION_ROUNDS, TRANSITION_WINDOW_MS);
  printEntries(entries, LOADS);
  console.log(`\nIdle: ${idle.idleCallbacks} requestAnimationFrame callbacks in ${idle.idleWindowMs / 1000} s on the settled hero (stage ${idle.stageKind}); ${idle.changeCallbacks} during one slide change (${fmt(idle.changeWindowMs / 1000, 1)} s, until it settled); ${idle.afterChangeCallbacks} in ${idle.idleWindowMs / 1000} s after it`);
  printCarousels(carousel);
  printLayers(layers);
  printVideo(video, VIDEO_WINDOW_MS);
  console.log(`\nwrote bench/results/report.json and bench/results/report.html`);
  console.log(`runtime: ${fmt(seconds, 0)} s in all — build ${fmt(buildSeconds, 0)} s, ${Object.entries(phases).map(([k, v]) => `${k} ${fmt(v, 0)} s`).join(', ')}`);
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
