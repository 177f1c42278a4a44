/**
 * `npm run conformance [-- --module <name>] [--width <w>] [--no-build] [--origin load|nav] [--strict]`
 *
 * Renders every module of ../shared/fixtures/sr7 (top-level `*.json` and `corpus/<folder>/module.json`) through
 * /viewer.html at 1240, 778 and 480 px × 900, measures its layer boxes as the reference was measured, and writes
 * conformance/report.json, conformance/report.html and conformance/shots/. See conformance/README.md.
 */
import { chromium } from 'playwright-core';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findChromium } from '../scripts/ensure-chromium.mjs';
import { fmt, hasSr7, lateSamples, launchOptions, listTargets, loadReferences, pct, runOne, SR7_ABSENT, SR7_DIR, thresholdFailures, warmUp, WIDTHS, type ModuleWidthResult } from './measure.ts';
import { writeHtmlReport } from './report.ts';
import { preparePages, repoRoot, startServer, type RunningServer } from './serve.ts';

const outDir = resolve(repoRoot, 'conformance');
const shotsDir = join(outDir, 'shots');

type Args = { modules: string[]; widths: number[]; build: boolean; origin: 'load' | 'nav'; strict: boolean };

function parseArgs(argv: string[]): Args {
  const args: Args = { modules: [], widths: [], build: true, origin: 'nav', strict: false };
  const value = (i: number, flag: string) => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i]!;
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const take = () => inline ?? value(i++, flag);
    if (flag === '--module' || flag === '-m') args.modules.push(...take().split(','));
    else if (flag === '--width' || flag === '-w') args.widths.push(...take().split(',').map(Number));
    else if (flag === '--no-build') args.build = false;
    else if (flag === '--origin') {
      const o = take();
      if (o !== 'load' && o !== 'nav') throw new Error('--origin is load or nav');
      args.origin = o;
    } else if (flag === '--strict') args.strict = true;
    else if (flag === '--help' || flag === '-h') {
      console.log('npm run conformance -- [--module <name>[,<name>…]] [--width <w>[,<w>…]] [--no-build] [--origin load|nav] [--strict]');
      process.exit(0);
    } else throw new Error(`unknown argument ${a} (see --help)`);
  }
  for (const w of args.widths) if (!(WIDTHS as readonly number[]).includes(w)) throw new Error(`--width ${w}: the reference has ${WIDTHS.join(', ')}`);
  return args;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r, i) => r.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ') + (i === 0 ? `\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : '')).join('\n');
}

const signed = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${Math.round(v * 10) / 10}`);

/** The start-aligned timeline's share and median, and the reference start it found. */
const alignedCell = (a: NonNullable<ModuleWidthResult['aligned']>) =>
  a.refStart === null ? 'no fit' : `${pct(a.share)} of ${a.counted}, ${fmt(a.median, 2)} @${a.refStart}`;

function summaryRows(results: ModuleWidthResult[]): string[][] {
  const rows = [['module', 'width', 'rendered', 'layers', 'median IoU', 'IoU≥0.8', 'Δw', 'Δh', 'ours w×h', 'ref w×h', 'timeline', 'own clock', 'content IoU', 'console', 'failed req']];
  for (const r of results) {
    const s = r.score;
    const layers = !r.reference ? 'no ref' : s ? `${s.counted}${s.unstable ? `+${s.unstable}u` : ''}${s.hidden + s.missing ? ` (${s.hidden + s.missing} off)` : ''}` : '—';
    const m = r.ours.module;
    rows.push([
      r.module,
      String(r.width),
      r.rendered ? 'yes' : 'NO',
      layers,
      s && s.counted ? fmt(s.median) : '—',
      s && s.counted ? pct(s.shareGood) : '—',
      signed(r.dw),
      signed(r.dh),
      m ? `${Math.round(m.w)}×${Math.round(m.h)}` : '—',
      r.reference ? `${r.reference.w}×${Math.round(r.reference.h)}` : 'no reference',
      r.timeline ? `${pct(r.timelineShare)} of ${r.timelineCounted}${lateSamples(r).some((l) => !l.startsWith('settled')) ? ' *' : ''}` : '',
      r.aligned ? alignedCell(r.aligned) : '',
      s && s.counted ? `${fmt(s.contentMedian)} ${pct(s.contentShareGood)}` : '—',
      String(r.consoleErrors.filter((m) => !m.startsWith('Failed to load resource')).length),
      String(r.failedRequests.length),
    ]);
  }
  return rows;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!hasSr7) {
    console.log(SR7_ABSENT);
    return 0;
  }
  const all = listTargets();
  const targets = args.modules.length ? all.filter((t) => args.modules.some((m) => m === t.name || m === t.refKey || `${m}.json` === t.name)) : all;
  if (targets.length === 0) throw new Error(`--module ${args.modules.join(',')}: none of ${all.map((t) => t.name).join(', ')}`);
  const widths = args.widths.length ? args.widths : [...WIDTHS];
  const refs = loadReferences();
  const started = Date.now();
  const log = (msg: string) => console.log(msg);

  const distDir = preparePages(args.build, log);
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found: set CHROMIUM_PATH or run `node scripts/ensure-chromium.mjs`');
  let server: RunningServer | null = null;
  const onExit = () => server?.killNow();
  process.on('exit', onExit);
  server = await startServer(distDir);
  log(`server: ${server.baseUrl} (pages ${distDir}; SR7 exports ${SR7_DIR})`);
  const browser = await chromium.launch(launchOptions(executablePath));
  const results: ModuleWidthResult[] = [];
  rmSync(shotsDir, { recursive: true, force: true });
  mkdirSync(shotsDir, { recursive: true });
  try {
    await warmUp(browser, server.baseUrl, targets[0]!);
    // In sequence, one page at a time: parallel pages on 2 cores would shift the timeline samples.
    for (const target of targets) {
      for (const width of widths) {
        const t0 = Date.now();
        const r = await runOne(browser, server.baseUrl, refs, target, width, { timelineOrigin: args.origin, screenshotPath: join(shotsDir, `${target.name}-${width}.png`), aligned: true });
        results.push(r);
        const s = r.score;
        log(
          `${target.name} @ ${width}: ${r.rendered ? 'rendered' : `NOT rendered${r.error ? ` (${r.error})` : ''}`}` +
            (s && s.counted ? `, median IoU ${fmt(s.median)}, IoU≥0.8 ${pct(s.shareGood)} of ${s.counted}` : r.reference ? '' : ', no reference') +
            (r.dw !== null ? `, Δw ${signed(r.dw)} Δh ${signed(r.dh)}` : '') +
            (r.timeline ? `, timeline ${pct(r.timelineShare)} of ${r.timelineCounted} (first slide visible at ${r.visibleAt ?? '—'} ms)` : '') +
            (r.aligned ? `, on its own clock ${alignedCell(r.aligned)} ms` : '') +
            ` (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        );
        const late = lateSamples(r);
        if (late.length) log(`    late (busy page or machine): ${late.join(', ')}`);
        for (const e of r.consoleErrors.filter((m) => !m.startsWith('Failed to load resource')).slice(0, 5)) log(`    console: ${e.slice(0, 240)}`);
        if (r.failedRequests.length) log(`    ${r.failedRequests.length} failed requests, e.g. ${r.failedRequests[0]}`);
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
  const seconds = (Date.now() - started) / 1000;
  const report = {
    generatedAt: new Date().toISOString(),
    seconds,
    sr7Dir: SR7_DIR,
    pages: distDir,
    timelineOrigin: args.origin,
    method: {
      window: '1240/778/480 × 900, headless Chromium (scrollbars take no width), one module per page, fresh context',
      page: 'viewer.html?src=… with body margin 8 px and html { overflow-y: scroll } injected (the reference page)',
      coordinates: 'x in window coordinates (reference x + (window width − module width)/2), y relative to the module top',
      settled: '4500 ms after the load event (page clock)',
      timeline: `300, 800, 1500, 3000 ms after ${args.origin === 'load' ? 'the load event' : 'navigation start (performance.now())'}, corpus modules at 1240`,
      visible: 'reference: visible && opacity > 0; ours: element present, checkVisibility (opacity/visibility, also of its .strata-content), non-zero box',
      scores: 'median and share of IoU ≥ 0.8 over the reference-visible layers; ones we hide or lack count as IoU 0; layers in layer-stability.json are left out and counted as unstable',
    },
    results,
  };
  writeFileSync(join(outDir, 'report.json'), JSON.stringify(report, null, 1));
  writeHtmlReport(join(outDir, 'report.html'), report);

  console.log(`\nConformance vs SR7 reference (${SR7_DIR}); settled 4.5 s after load, timeline ms after ${args.origin === 'load' ? 'the load event' : 'navigation start'}`);
  console.log(table(summaryRows(results)));
  console.log(
    'layers: visible reference layers counted (+Nu: unstable ones left out; (N off): ones we hide or lack, IoU 0). timeline: share at IoU ≥ 0.8 at 800+1500 ms (* a sample came > 100 ms late).\n' +
      "own clock: the same samples taken at that distance from our first slide's start, the reference's start (@ ms) fitted from its samples (conformance/README.md); share, median IoU.\n" +
      'content IoU: median and share ≥ 0.8 with our .strata-content box (where animations and transforms land) instead of the layer box (diagnostic).\n' +
      'console: console errors other than "Failed to load resource"; failed req: requests that failed or answered ≥ 400 (remote media is offline).',
  );
  const failures = results.flatMap(thresholdFailures);
  console.log(`\n${failures.length ? `${failures.length} checks below the bar (median ≥ 0.95, ≥ 90 % at IoU ≥ 0.8, size ±2 px, renders)` : 'every module meets the bar'}`);
  console.log(`report: conformance/report.html, conformance/report.json (${seconds.toFixed(0)} s)`);
  return args.strict && failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
