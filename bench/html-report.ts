import type { CarouselResult } from './carousel.ts';
import type { EntriesResult } from './entries.ts';
import type { IdleResult } from './idle.ts';
import type { LayersSample } from './layers.ts';
import type { Results } from './report.ts';
import { fmt, kb, median } from './stats.ts';
import { barChart, dotChart, esc } from './svg.ts';
import type { TransitionRow } from './transitions.ts';
import type { VideoSample } from './video.ts';

/** Everything one `npm run bench` measured: written as bench/results/report.json and drawn as report.html. */
export interface ReportData extends Results {
  run: {
    /** Seconds the whole run took, build included, and the build alone. */
    seconds: number;
    buildSeconds: number;
    /** Seconds per part of the run. */
    phases: Record<string, number>;
    knobs: Record<string, number | string>;
    /** `--quick` (fewer rounds, shorter windows). */
    quick: boolean;
    /** The CDP time domain TaskDuration was read in. */
    mainThreadClock: string;
    /** The machine's 1-minute load average when the run started and ended (others' work shows up in every time). */
    loadAverage: { start: number; end: number };
  };
  transitions: TransitionRow[];
  entries: EntriesResult;
  idle: IdleResult | null;
  carousel: CarouselResult[];
  layers: LayersSample[];
  video: VideoSample[];
}

/** Issue 18's budget for our code before first paint, gzip, React excluded (bytes). */
export const FIRST_PAINT_BUDGET = 60_000;

const OURS = '#2b6cb0';
const FLOOR = '#a0aec0';
const LAZY = '#90cdf4';
const ALT = '#dd6b20';
const PERIOD = 1000 / 60;

const CSS = `
body { font: 14px/1.45 system-ui, sans-serif; color: #1a202c; margin: 24px auto; max-width: 1000px; padding: 0 16px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 6px; border-top: 1px solid #e2e8f0; padding-top: 14px; }
details { margin: 8px 0; } summary { cursor: pointer; color: #2b6cb0; }
p.note, .machine { color: #4a5568; margin: 4px 0; }
.machine { background: #f7fafc; border: 1px solid #e2e8f0; border-radius: 6px; padding: 8px 12px; }
.charts { display: flex; flex-wrap: wrap; gap: 18px; }
svg.chart { font: 11px system-ui, sans-serif; overflow: visible; max-width: 100%; height: auto; }
svg .ct { font-size: 13px; font-weight: 600; fill: #1a202c; }
svg .label { fill: #2d3748; } svg .value, svg .tick { fill: #4a5568; }
svg .grid { stroke: #edf2f7; } svg .axis { stroke: #a0aec0; }
svg .guide { stroke: #dd6b20; stroke-dasharray: 3 3; } svg .guide-label { fill: #dd6b20; }
svg .median { stroke: #1a202c; stroke-width: 2; }
table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
th, td { border-bottom: 1px solid #e2e8f0; padding: 3px 8px; text-align: right; white-space: nowrap; }
thead th { white-space: normal; vertical-align: bottom; }
td.wrap { white-space: normal; text-align: left; min-width: 12em; }
th:first-child, td:first-child { text-align: left; } th { background: #f7fafc; font-weight: 600; }
.cards { display: flex; gap: 12px; flex-wrap: wrap; margin: 8px 0; }
.card { border: 1px solid #e2e8f0; border-radius: 6px; padding: 8px 12px; min-width: 170px; max-width: 300px; flex: 1 1 170px; }
.card b { font-size: 24px; display: block; line-height: 1.2; }
.card small { color: #4a5568; display: block; }
.card.over { border-color: #dd6b20; } .card.over b { color: #c05621; }
.warn { color: #c05621; }
.scroll { overflow-x: auto; max-width: 100%; }
`;

/** A table; a cell given as `{ wrap: text }` may wrap (long per-round lists). */
type Cell = string | { wrap: string };
function htmlTable(head: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const td = (c: Cell) => (typeof c === 'string' ? `<td>${esc(c)}</td>` : `<td class="wrap">${esc(c.wrap)}</td>`);
  return `<div class="scroll"><table><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${esc(typeof c === 'string' ? c : c.wrap)}</th>` : td(c))).join('')}</tr>`)
    .join('')}</tbody></table></div>`;
}

const card = (value: string, label: string, detail = '', over = false) =>
  `<div class="card${over ? ' over' : ''}"><b>${esc(value)}</b>${esc(label)}${detail ? `<small>${esc(detail)}</small>` : ''}</div>`;

/** The figures issue 18 asks about, at the top: first-paint bytes, idle frames, families vs the floor, the carousel. */
function glanceSection(d: ReportData): string {
  const cards: string[] = [];
  for (const key of ['hero', 'home'] as const) {
    const e = d.entries.entries.find((x) => x.key === key);
    const label = key === 'hero' ? 'first paint, fixtures/modules hero' : 'first paint, shared home.json';
    if (e) cards.push(card(kb(e.firstPaint.gzipNoReact), label, `our JS + CSS before strata:first-visible, gzip -9, React excluded; budget ${kb(FIRST_PAINT_BUDGET)}`, e.firstPaint.gzipNoReact > FIRST_PAINT_BUDGET));
    else cards.push(card('—', label, d.entries.skipped.find((x) => x.key === key)?.why ?? 'not measured'));
  }
  if (d.idle) cards.push(card(String(d.idle.idleCallbacks), `animation-frame callbacks in ${d.idle.idleWindowMs / 1000} s idle`, `${d.idle.changeCallbacks} during a slide change, ${d.idle.afterChangeCallbacks} in ${d.idle.idleWindowMs / 1000} s after it`, d.idle.idleCallbacks > 0));
  const t = d.transitions;
  if (t.length) {
    const ratios = t.map((r) => r.mainThreadRatio);
    const slowest = t.reduce((a, r) => (r.mainThreadRatio > a.mainThreadRatio ? r : a));
    cards.push(card(`${fmt(median(ratios), 2)}×`, 'main thread per frame ÷ floor, median over families', `highest ${fmt(slowest.mainThreadRatio, 2)}× (${slowest.family}); ${t.filter((r) => r.fps >= r.floorFps).length} of ${t.length} families at the floor's fps or above`));
  }
  const c8 = d.carousel.find((c) => c.slides < 100);
  const c1000 = d.carousel.find((c) => c.slides >= 1000);
  if (c1000) cards.push(card(`${c1000.maxDomNodes} nodes`, `1,000-slide carousel while it moves`, `${c1000.maxTextures} textures, ${c1000.maxVisibleCards} cards on screen${c8 ? `; the 8-slide one: ${c8.maxDomNodes} nodes, ${c8.maxTextures} textures` : ''}`));
  return `<section><h2>At a glance</h2><div class="cards">${cards.join('')}</div></section>`;
}

/** "1.00 for every family", or each family's figure where one differs. */
function drawCallsNote(rows: readonly TransitionRow[]): string {
  const off = rows.filter((r) => Math.abs(r.drawCallsPerFrame - 1) > 0.005);
  return off.length ? rows.map((r) => `${r.family} ${fmt(r.drawCallsPerFrame, 2)}`).join(', ') : '1.00 for every family';
}

function transitionsSection(d: ReportData): string {
  const rows = d.transitions;
  if (!rows.length) return '';
  const label = (r: TransitionRow) => `${r.family} (${r.preset})`;
  const k = d.run.knobs;
  const pair = [{ name: 'Strata', color: OURS }, { name: 'floor shader', color: FLOOR }];
  return `<section><h2>Transitions, family by family, against the floor</h2>
<p class="note">/transitions.html at 1240×600: one preset per family, ${esc(k['BENCH_TRANSITION_ROUNDS'])} interleaved rounds (floor A, A, floor B, B, … then again) of ${esc(Number(k['BENCH_TRANSITION_WINDOW_MS']) / 1000)} s windows (longer where a family needs it for ${esc(k['BENCH_TRANSITION_MIN_FRAMES'])} frames) after one unmeasured pass that compiles every program; bars are medians over rounds, and a ratio is taken within each round (the family's window right after its floor's) before the median. The <b>floor</b> is the gallery's bare one-pass shader (<code>?floor=1</code>): the same two slide textures mixed by progress, measured in the same rounds. <b>Frame cost</b>: CPU paint + render + a 1-pixel read-back that waits for the GPU (on SwiftShader, the CPU rasterizing). <b>Main thread</b>: CDP <code>Performance.getMetrics</code> TaskDuration (${esc(d.run.mainThreadClock)}) delta over the window / frames. <b>fps</b>: 1000 / median rAF interval (it snaps to 60, 30, 20 …).</p>
<div class="charts">
${barChart({ title: 'Strata ÷ floor, per family (× — 1 is the floor)', description: 'Each family’s frame cost and main-thread time per frame divided by the floor shader’s in the same rounds; 1 means as cheap as the barest shader.', unit: '×', series: [{ name: 'frame cost ÷ floor', color: OURS }, { name: 'main thread ÷ floor', color: ALT }], rows: rows.map((r) => ({ label: label(r), values: [r.costRatio, r.mainThreadRatio] })), digits: 2, guides: [{ value: 1, label: '1× floor' }], labelWidth: 250 })}
${barChart({ title: 'Main thread per frame (ms)', description: 'Renderer main-thread task time per frame while each family (and its floor window) played.', unit: 'ms', series: pair, rows: rows.map((r) => ({ label: label(r), values: [r.mainThreadMs, r.floorMainThreadMs] })), digits: 2, labelWidth: 250 })}
${barChart({ title: 'Frame cost per family (ms per frame)', description: 'Median frame cost of each family and of the floor shader in the same rounds; shorter is cheaper.', unit: 'ms', series: pair, rows: rows.map((r) => ({ label: label(r), values: [r.medianCostMs, r.floorCostMs] })), digits: 1, labelWidth: 250 })}
${barChart({ title: 'fps per family', description: 'Frames per second (1000 / median requestAnimationFrame interval) for each family and for the floor in the same rounds; longer is better, 60 is the display rate.', unit: 'fps', series: pair, rows: rows.map((r) => ({ label: label(r), values: [r.fps, r.floorFps] })), guides: [{ value: 60, label: '60' }], labelWidth: 250 })}
</div>
${htmlTable(
    ['family', 'preset', 'engine family', 'frame cost ms', 'floor ms', 'ratio', 'main thread ms/frame', 'floor', 'ratio', 'fps', 'floor fps', 'frames / window'],
    rows.map((r) => [r.family, r.preset, r.engineFamily, fmt(r.medianCostMs, 1), fmt(r.floorCostMs, 1), `${fmt(r.costRatio, 2)}×`, fmt(r.mainThreadMs, 2), fmt(r.floorMainThreadMs, 2), `${fmt(r.mainThreadRatio, 2)}×`, fmt(r.fps, 1), fmt(r.floorFps, 1), `${fmt(r.framesPerWindow, 0)}/${fmt(r.floorFramesPerWindow, 0)}`]),
  )}
<details><summary>Every round (the spread behind the medians)</summary>${htmlTable(
    ['family', 'frame cost ms, ours/floor, per round', 'main thread ms/frame, ours/floor, per round'],
    rows.map((r) => [r.family, { wrap: r.rounds.map((x) => `${fmt(x.costMs, 1)}/${fmt(x.floorCostMs, 1)}`).join(' · ') }, { wrap: r.rounds.map((x) => `${fmt(x.mainThreadMs, 2)}/${fmt(x.floorMainThreadMs, 2)}`).join(' · ') }]),
  )}</details>
<p class="note">Draw calls per frame (by design exactly 1): ${esc(drawCallsNote(rows))}. Frames / window: ours/floor, medians over rounds.</p>
</section>`;
}

function bytesSection(d: ReportData): string {
  const { entries, skipped } = d.entries;
  const loads = entries[0]?.loads.length ?? 0;
  const skippedNote = skipped.map((s) => `<p class="note warn">${esc(s.label)}: not measured, ${esc(s.why)}.</p>`).join('');
  const hero = entries.find((e) => e.key === 'hero');
  const areas = hero?.firstPaint.areas ?? [];
  return `<section><h2>Bytes per entry and first-visible time</h2>
<p class="note">Cold loads in a fresh context, interleaved across entries. JS and CSS the browser requested before the <code>strata:first-visible</code> mark (first paint) and after it (lazy: the GPU stage and Pixi), sized from the build as gzip -9 (whatever the server chose to send: resource timing's compressed bodies are in report.json), <b>React excluded</b> (react, react-dom and scheduler, attributed through the source maps). kB = 1,000 bytes. Bytes are the first load's (deterministic for a build); first-visible times are medians of ${loads} loads. Only the first load of each entry waits for the GPU stage: the lazy bytes, stage-ready and the DOM nodes are its.</p>
${skippedNote}
<div class="charts">
${barChart({ title: 'Our JS + CSS per entry, gzip -9, React excluded (kB)', description: `Stacked: bytes requested before first paint, then lazily after it, for each entry page; the dashed line is issue 18's first-paint budget of ${kb(FIRST_PAINT_BUDGET)}.`, unit: 'kB', series: [{ name: 'before first-visible', color: OURS }, { name: 'after (lazy)', color: LAZY }], rows: entries.map((e) => ({ label: e.label, values: [e.firstPaint.gzipNoReact / 1000, e.lazy.gzipNoReact / 1000] })), stacked: true, guides: [{ value: FIRST_PAINT_BUDGET / 1000, label: `first-paint budget ${FIRST_PAINT_BUDGET / 1000}` }], labelWidth: 230 })}
${areas.length ? barChart({ title: `What the hero's first paint is made of (kB, gzip -9 of each area alone)`, description: 'The first-paint bytes of the strata-hero.json entry by area of the code, from the source maps; each area compressed alone, so together they come to a little more than the entry total. Raw sizes in the table below.', unit: 'kB', series: [{ name: 'gzip -9', color: OURS }], rows: areas.map((a) => ({ label: a.area, values: [a.gzip / 1000] })), digits: 1, labelWidth: 230 }) : ''}
${dotChart({ title: 'strata:first-visible (ms after navigation start)', description: `One dot per cold load, the bar is the median of ${loads}.`, unit: 'ms', rows: entries.map((e) => ({ label: e.label, values: e.loads.map((l) => l.firstVisibleMs), median: e.firstVisibleMs })) })}
</div>
${htmlTable(
    ['entry', 'first paint: files', 'gzip', 'raw', 'with React: gzip', 'lazy: files', 'gzip', 'raw', 'first-visible median ms', 'stage-ready ms (1st load)', 'DOM nodes in module'],
    entries.map((e) => [e.label + (e.filesVary ? ' *' : ''), String(e.firstPaint.files.length), kb(e.firstPaint.gzipNoReact), kb(e.firstPaint.rawNoReact), kb(e.firstPaint.gzip), String(e.lazy.files.length), kb(e.lazy.gzipNoReact), kb(e.lazy.rawNoReact), fmt(e.firstVisibleMs, 0), fmt(e.stageReadyMs, 0), String(e.moduleDomNodes)]),
  )}
${entries.some((e) => e.filesVary) ? '<p class="note">* the files requested before first-visible differed between loads.</p>' : ''}
${areas.length ? `<details><summary>The hero's first paint by area, with raw sizes</summary>${htmlTable(['area', 'gzip -9 alone', 'raw', 'share of raw'], areas.map((a) => [a.area, kb(a.gzip), kb(a.raw), `${fmt((100 * a.raw) / Math.max(1, hero?.firstPaint.rawNoReact ?? 0), 1)} %`]))}</details>` : ''}
<details><summary>The files of each entry</summary>
${entries.map((e) => `<p class="note"><b>${esc(e.label)}</b> first paint: ${esc(e.firstPaint.files.join(', '))}; lazy: ${esc(e.lazy.files.join(', ') || '—')}</p>`).join('\n')}
</details>
</section>`;
}

function idleSection(d: ReportData): string {
  const i = d.idle;
  if (!i) return '';
  return `<section><h2>Idle: animation frames on a settled module</h2>
<p class="note"><code>${esc(i.path)}</code>, layers in, stage <code>${esc(i.stageKind)}</code>, slideshow paused, then settled (${esc(fmt(i.settleMs / 1000, 1))} s: at least 1.5 s, then until no callback for 1 s); requestAnimationFrame callbacks counted by an init script (as e2e/idle.spec.ts). Nothing should run while nothing moves.</p>
<div class="cards">${card(String(i.idleCallbacks), `rAF callbacks in ${i.idleWindowMs / 1000} s idle`, '', i.idleCallbacks > 0)}${card(String(i.changeCallbacks), `during one slide change (${fmt(i.changeWindowMs / 1000, 1)} s, until it settled), for contrast`)}${card(String(i.afterChangeCallbacks), `in ${i.idleWindowMs / 1000} s once that change has settled`, '', i.afterChangeCallbacks > 0)}</div>
</section>`;
}

function carouselSection(d: ReportData): string {
  const rows = d.carousel;
  if (!rows.length) return '';
  const palette = [FLOOR, OURS];
  const metrics: { label: string; pick: (r: CarouselResult) => number }[] = [
    { label: 'DOM nodes in the module', pick: (r) => r.maxDomNodes },
    { label: 'slide elements', pick: (r) => r.maxSlideElements },
    { label: 'cards on screen', pick: (r) => r.maxVisibleCards },
    { label: 'textures resident', pick: (r) => r.maxTextures },
  ];
  return `<section><h2>The 1,000-slide carousel: cost follows what is visible</h2>
<p class="note">fixtures/test/carousel.json (8 slides) against a generated 1,000-slide module (as e2e/carousel.spec.ts makes it), both maxV 3. While each moves (a jump to the middle, back to the first, one step back over the wrap), every frame counts the module's DOM nodes, its slide elements, the cards on screen and the stage's resident textures (a carousel draws with the DOM: 0). Proportional to what is visible means the two bars of each pair match, whatever the slide count.</p>
${barChart({ title: 'Per frame while it moves, maximum', description: 'DOM nodes, slide elements, cards on screen and resident textures of the 8-slide and the 1,000-slide carousel.', unit: '', series: rows.map((r, i) => ({ name: r.label, color: palette[i % palette.length]! })), rows: metrics.map((m) => ({ label: m.label, values: rows.map(m.pick) })), digits: 0, labelWidth: 190 })}
${htmlTable(['module', 'stage', 'frames', 'frame interval median ms', 'DOM nodes max (median)', 'slide elements max', 'cards on screen max (median)', 'textures max', 'DOM nodes / card on screen'], rows.map((r) => [r.label, r.stageKind, String(r.frames), fmt(r.medianFrameMs, 1), `${r.maxDomNodes} (${fmt(r.medianDomNodes, 0)})`, String(r.maxSlideElements), `${r.maxVisibleCards} (${fmt(r.medianVisibleCards, 0)})`, String(r.maxTextures), fmt(r.domNodesPerVisibleCard, 1)]))}
</section>`;
}

function backdropSection(d: ReportData): string {
  const { gpu, dom } = { gpu: d.fps.gpu.median, dom: d.fps.dom.median };
  return `<section><h2>GPU stage vs DOM backdrop on /bench.html</h2>
<p class="note">The hero's own transitions back to back; ${esc(d.meta.rounds)} interleaved rounds (GPU, DOM, …) of ${esc(d.meta.windowMs / 1000)} s after ${esc(d.meta.warmupMs / 1000)} s warm-up; medians over rounds. The median interval snaps to display periods; the mean does not.</p>
${barChart({ title: 'Frame interval (ms)', description: 'Median, mean and 95th percentile of requestAnimationFrame intervals with the GPU stage and with the DOM backdrop.', unit: 'ms', series: [{ name: 'GPU stage', color: OURS }, { name: 'DOM backdrop', color: FLOOR }], rows: [{ label: 'median', values: [gpu.medianFrameMs, dom.medianFrameMs] }, { label: 'mean', values: [gpu.meanFrameMs, dom.meanFrameMs] }, { label: 'p95', values: [gpu.p95FrameMs, dom.p95FrameMs] }], digits: 2, guides: [{ value: PERIOD, label: '16.7' }], labelWidth: 120 })}
${htmlTable(['metric', 'GPU stage', 'DOM backdrop'], [
    ['fps (1000 / median)', fmt(gpu.fps), fmt(dom.fps)],
    ['rAF callbacks / s', fmt(gpu.rafPerSecond), fmt(dom.rafPerSecond)],
    ['transitions / s', fmt(gpu.transitionsPerSecond, 2), fmt(dom.transitionsPerSecond, 2)],
    ['stage frames rendered / s', fmt(gpu.stageFramesPerSecond), '—'],
    ['draw calls / rendered frame', fmt(gpu.drawCallsPerFrame, 3), '—'],
    ['textures resident', fmt(gpu.texturesResident, 0), '—'],
    ['GPU / DOM, median · mean interval', `${fmt(d.fps.gpuOverDom.medianFrameInterval, 3)} · ${fmt(d.fps.gpuOverDom.meanFrameInterval, 3)}`, ''],
  ])}
</section>`;
}

function layersVideoSection(d: ReportData): string {
  const out: string[] = [];
  if (d.layers.length) {
    const m = (pick: (s: LayersSample) => number, digits = 0) => fmt(median(d.layers.map(pick)), digits);
    out.push(`<h2>Layer timelines on home.json</h2><p class="note">/viewer.html?src=/sr7/home.json, ${d.layers.length} traced cold loads; main thread per frame from a Chromium trace between the two marks. Medians.</p>
${htmlTable(['', 'first visible ms', 'layers entered ms', 'difference', 'frames', 'main thread/frame median ms', 'p95', 'DOM nodes'], [['median', m((s) => s.firstVisibleMs), m((s) => s.layersEnteredMs), m((s) => s.layersEnteredMs - s.firstVisibleMs), m((s) => s.frames), m((s) => s.medianMainThreadMs, 2), m((s) => s.p95MainThreadMs, 2), m((s) => s.domNodes)]])}`);
  } else out.push('<h2>Layer timelines on home.json</h2><p class="note warn">Skipped: ../shared/fixtures/sr7 is absent.</p>');
  if (d.video.length) {
    const row = (variant: 'image' | 'video', label: string) => {
      const of = d.video.filter((s) => s.variant === variant);
      const m = (pick: (s: VideoSample) => number, digits: number) => fmt(median(of.map(pick)), digits);
      return [label, m((s) => s.medianMainThreadMs, 2), m((s) => s.p95MainThreadMs, 2), m((s) => s.frames, 0), m((s) => s.stageRendersPerSecond, 1), m((s) => s.drawCallsPerRender, 3)];
    };
    out.push(`<h2>Background video vs image on the GPU stage</h2><p class="note">/viewer.html?src=/fixtures/test/video-bg.json, interleaved rounds, medians.</p>
${htmlTable(['slide', 'main thread/frame median ms', 'p95', 'frames', 'stage renders/s', 'draw calls/render'], [row('image', 'image background (still)'), row('video', 'video background (playing)')])}`);
  }
  return `<section>${out.join('\n')}</section>`;
}

export function renderHtmlReport(d: ReportData): string {
  const m = d.meta;
  const issues = [...d.warnings.map((w) => `warning: ${w}`), ...d.consoleErrors.map((e) => `console error: ${e}`), ...d.pageErrors.map((e) => `PAGE ERROR: ${e}`)];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Strata bench report — ${esc(m.date)}</title><style>${CSS}</style></head>
<body>
<h1>Strata bench report</h1>
<p class="machine"><b>Machine:</b> ${esc(m.machine.cpu)} × ${esc(m.machine.cores)} cores · ${esc(m.machine.os)} · Node ${esc(m.machine.node)} · Chromium ${esc(m.chromium)} (headless) · WebGL on <b>SwiftShader</b> (software, on the CPU)${m.webglRenderer ? ` — <code>${esc(m.webglRenderer)}</code>` : ''} · viewport ${esc(m.viewport.width)}×${esc(m.viewport.height)}<br>
<b>Run:</b> ${esc(m.date)}${d.run.quick ? ' · <b>--quick</b>' : ''} · ${esc(fmt(d.run.seconds, 0))} s in all (build ${esc(fmt(d.run.buildSeconds, 0))} s; ${esc(Object.entries(d.run.phases).map(([k, v]) => `${k} ${fmt(v, 0)} s`).join(', '))}) · load average ${esc(fmt(d.run.loadAverage.start, 1))} → ${esc(fmt(d.run.loadAverage.end, 1))} on ${esc(m.machine.cores)} cores · knobs ${esc(Object.entries(d.run.knobs).map(([k, v]) => `${k}=${v}`).join(', '))}</p>
<p class="note">A measurement, not a test: nothing here is a threshold. Every comparison (family vs floor, GPU vs DOM, entry vs entry) comes from interleaved rounds of this one run, so drift of the machine hits both sides alike; on a 2-core box anything else running shows up directly. On SwiftShader the GPU work is done by the CPU: the pessimistic case.</p>
${issues.length ? `<ul class="warn">${issues.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : ''}
${glanceSection(d)}
${transitionsSection(d)}
${bytesSection(d)}
${idleSection(d)}
${carouselSection(d)}
${backdropSection(d)}
${layersVideoSection(d)}
<p class="note">Machine-readable: report.json beside this file. How each number is taken: bench/README.md.</p>
</body>
</html>
`;
}
