import { describe, expect, it } from 'vitest';
import type { Bytes, LoadSample } from './first-paint.ts';
import type { RunSample } from './fps.ts';
import { FIRST_PAINT_BUDGET, renderHtmlReport, type ReportData } from './html-report.ts';
import { buildResults } from './report.ts';
import type { TransitionRow } from './transitions.ts';

const bytes = (gzipNoReact: number, files: string[]): Bytes => ({
  transfer: gzipNoReact,
  body: gzipNoReact,
  raw: gzipNoReact * 3,
  gzip: gzipNoReact + 60_000,
  rawNoReact: gzipNoReact * 3,
  gzipNoReact,
  files,
  areas: [{ area: 'engine/runtime', raw: gzipNoReact * 2, gzip: gzipNoReact * 0.6 }, { area: 'npm: <gsap>', raw: gzipNoReact, gzip: gzipNoReact * 0.45 }],
});
const load = (path: string, firstVisibleMs: number, fp: number): LoadSample => ({
  path,
  firstVisibleMs,
  stageReadyMs: firstVisibleMs + 2000,
  waitedForStage: true,
  firstPaint: bytes(fp, ['/assets/a.js']),
  lazy: bytes(150_000, ['/assets/pixi.js']),
  moduleCount: 1,
  moduleDomNodes: 70,
  webglRenderer: 'SwiftShader',
});
const run = (variant: 'gpu' | 'dom', ms: number): RunSample => ({
  variant, stageKind: variant, windowMs: 4000, frames: 4000 / ms, medianFrameMs: ms, meanFrameMs: ms, p95FrameMs: ms * 2, fps: 1000 / ms, rafPerSecond: 1000 / ms,
  transitionsPerSecond: 0.5, stageFramesPerSecond: variant === 'gpu' ? 20 : null, drawCallsPerFrame: variant === 'gpu' ? 1 : null, texturesResident: variant === 'gpu' ? 3 : null,
});
const row = (family: string, preset: string, main: number, floorMain: number): TransitionRow => ({
  family, preset, engineFamily: family, medianCostMs: 20, floorCostMs: 10, overhead: 1, costRatio: 2, mainThreadRatio: main / floorMain, mainThreadMs: main, floorMainThreadMs: floorMain, fps: 30, floorFps: 60,
  drawCallsPerFrame: 1, framesPerWindow: 30, floorFramesPerWindow: 60, rounds: [{ costMs: 20, floorCostMs: 10, mainThreadMs: main, floorMainThreadMs: floorMain }],
});

function report(): ReportData {
  const site = [load('/', 1800, 200_000), load('/', 1700, 200_000)];
  const results = buildResults({ rounds: 1, warmupMs: 1000, windowMs: 4000, loads: 2, viewport: { width: 1280, height: 720 } }, '156', { gpu: [run('gpu', 50)], dom: [run('dom', 20)] }, site, null, [], []);
  return {
    ...results,
    run: { seconds: 300, buildSeconds: 3, phases: { transitions: 120 }, knobs: { BENCH_TRANSITION_ROUNDS: 1, BENCH_TRANSITION_WINDOW_MS: 1000, BENCH_TRANSITION_MIN_FRAMES: 5 }, quick: true, mainThreadClock: 'threadTicks', loadAverage: { start: 1, end: 2 } },
    transitions: [row('fade', 'fade', 2, 1.6), row('3D cube', 'cube', 1.5, 1.5)],
    entries: {
      entries: [
        { key: 'hero', label: 'hero', path: '/viewer.html', firstVisibleMs: 1100, stageReadyMs: 3000, firstPaint: bytes(50_000, ['/assets/a.js']), lazy: bytes(150_000, []), moduleDomNodes: 70, filesVary: false, loads: [load('/viewer.html', 1100, 50_000)] },
        { key: 'site', label: 'site', path: '/', firstVisibleMs: 1750, stageReadyMs: 3700, firstPaint: bytes(200_000, []), lazy: bytes(150_000, []), moduleDomNodes: 220, filesVary: true, loads: site },
      ],
      skipped: [{ key: 'home', label: 'sr7/home.json (viewer)', why: '../shared/fixtures/sr7 is absent' }],
    },
    idle: { path: '/viewer.html', settleMs: 2500, idleWindowMs: 3000, idleCallbacks: 0, changeWindowMs: 2500, changeCallbacks: 80, afterChangeCallbacks: 0, stageKind: 'gpu' },
    carousel: [
      { label: '8 slides', slides: 8, stageKind: 'dom', frames: 60, maxDomNodes: 39, maxSlideElements: 5, maxVisibleCards: 4, maxTextures: 0, medianDomNodes: 39, medianVisibleCards: 3, domNodesPerVisibleCard: 9.8, medianFrameMs: 17 },
      { label: '1,000 slides', slides: 1000, stageKind: 'dom', frames: 60, maxDomNodes: 35, maxSlideElements: 5, maxVisibleCards: 4, maxTextures: 0, medianDomNodes: 35, medianVisibleCards: 3, domNodesPerVisibleCard: 8.8, medianFrameMs: 17 },
    ],
    layers: [],
    video: [],
  };
}

describe('report.html', () => {
  const html = renderHtmlReport(report());

  it('is one self-contained page: no scripts, no external files', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link |src="http|href="http/);
  });

  it('has every section issue 18 asks for, and no NaN', () => {
    for (const heading of ['At a glance', 'Transitions, family by family, against the floor', 'Bytes per entry and first-visible time', 'Idle: animation frames on a settled module', 'The 1,000-slide carousel', 'GPU stage vs DOM backdrop']) expect(html).toContain(heading);
    expect(html).not.toContain('NaN');
    expect(html).toContain('--quick');
  });

  it('states the first-paint figures against the budget, and says what was not measured', () => {
    expect(html).toContain(`first-paint budget ${FIRST_PAINT_BUDGET / 1000}`);
    expect(html).toContain('<b>50.0 kB</b>first paint, fixtures/modules hero');
    expect(html).toContain('sr7/home.json (viewer): not measured, ../shared/fixtures/sr7 is absent.');
    expect(html).toContain('npm: &lt;gsap&gt;'); // area names are escaped
  });

  it('gives each family’s ratio to the floor measured in the same rounds', () => {
    expect(html).toContain('1.25×'); // fade: 2 / 1.6
    expect(html).toContain('1.00×'); // cube
    expect(html).toContain('<b>1.13×</b>main thread per frame ÷ floor, median over families');
  });
});
