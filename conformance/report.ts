/**
 * conformance/report.html: per module and width, our screenshot beside the reference's (with the worst layers' boxes
 * drawn over both: reference green, ours red), the scores, and the worst layers.
 */
import { writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fmt, GOOD_IOU, lateSamples, pct, THRESHOLDS, thresholdFailures, type Box, type LayerResult, type ModuleWidthResult } from './measure.ts';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const box = (b: Box | null | undefined) => (b ? `${b.x}, ${b.y}, ${b.w}×${b.h}` : '—');
const signed = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${Math.round(v * 10) / 10}`);
const WORST = 12;

/** The layers worth looking at: counted ones by IoU (worst first), then unstable and extra ones. */
function worst(layers: LayerResult[]): LayerResult[] {
  const counted = layers.filter((l) => l.status === 'scored' || l.status === 'hidden' || l.status === 'missing').sort((a, b) => (a.iou ?? 0) - (b.iou ?? 0));
  return counted.filter((l) => (l.iou ?? 0) < 0.999).slice(0, WORST);
}

/** Boxes over a screenshot whose top-left is window (clipX, clipY) and whose size is w×h (comparison coordinates: y from the module top). */
function overlay(layers: LayerResult[], clipX: number, w: number, h: number, which: 'ref' | 'both'): string {
  const rects = layers
    .map((l, i) => {
      const parts: string[] = [];
      const r = l.ref;
      parts.push(`<rect x="${r.x - clipX}" y="${r.y}" width="${Math.max(r.w, 1)}" height="${Math.max(r.h, 1)}" class="ref"/><text x="${r.x - clipX + 3}" y="${r.y + 14}" class="ref">${i + 1}</text>`);
      if (which === 'both' && l.ours) {
        const o = l.ours;
        parts.push(`<rect x="${o.x - clipX}" y="${o.y}" width="${Math.max(o.w, 1)}" height="${Math.max(o.h, 1)}" class="ours${o.visible ? '' : ' hidden'}"/><text x="${o.x - clipX + 3}" y="${o.y + o.h - 4}" class="ours">${i + 1}</text>`);
      }
      return parts.join('');
    })
    .join('');
  return `<svg viewBox="0 0 ${w} ${h}" preserveAspectRatio="none">${rects}</svg>`;
}

function section(r: ModuleWidthResult, htmlDir: string): string {
  const s = r.score;
  const fails = thresholdFailures(r);
  const bad = worst(s?.layers ?? []);
  const ourShot = r.shot ? relative(htmlDir, r.shot.path) : null;
  const refShot = r.refShot ? relative(htmlDir, r.refShot) : null;
  const clip = r.shot?.clip;
  // The reference screenshot is the module element (left edge at window x = 8, or 0 for a fixed module), cut at 900 px.
  const refLeft = r.reference ? Math.max(0, (r.width - r.reference.w) / 2) : 8;
  const refH = r.reference ? Math.min(900, Math.round(r.reference.h) || 900) : 900;
  const refW = r.reference ? r.reference.w : r.width;
  const figure = (title: string, src: string | null, svg: string) =>
    `<figure><figcaption>${title}</figcaption>${src ? `<div class="shot"><img src="${esc(src)}" alt="${esc(title)}">${svg}</div>` : '<div class="none">none</div>'}</figure>`;
  const rows = bad
    .map(
      (l, i) =>
        `<tr class="${l.status}"><td>${i + 1}</td><td>${esc(l.layer)}</td><td>${esc(l.tag)}</td><td class="text">${esc(l.text.slice(0, 50))}</td><td>${box(l.ref)}</td><td>${l.ours ? box(l.ours) : '—'}</td><td>${l.ours ? `${signed(l.ours.x - l.ref.x)}, ${signed(l.ours.y - l.ref.y)}` : ''}</td><td>${l.ours ? `${signed(l.ours.w - l.ref.w)}, ${signed(l.ours.h - l.ref.h)}` : ''}</td><td>${l.status}${l.ours && l.ours.via !== 'layer' ? ` (${l.ours.via})` : ''}</td><td>${fmt(l.iou)}</td><td>${l.ours?.content ? box(l.ours.content) : '—'}</td><td>${fmt(l.contentIou)}</td></tr>`,
    )
    .join('');
  const others = (s?.layers ?? []).filter((l) => l.status === 'unstable' || l.status === 'extra');
  const timeline = r.timeline
    ? `<table class="small"><tr><th>ms after ${r.timelineOrigin === 'load' ? 'load' : 'navigation start'}</th><th>sampled at</th><th>counted</th><th>median IoU</th><th>IoU≥${GOOD_IOU}</th><th>hidden/missing</th><th>unstable</th></tr>${r.timeline
        .map((p) => `<tr><td>${p.ms}</td><td>${p.at ?? '—'}</td><td>${p.score?.counted ?? '—'}</td><td>${fmt(p.score?.median)}</td><td>${pct(p.score?.shareGood)}</td><td>${p.score ? p.score.hidden + p.score.missing : '—'}</td><td>${p.score?.unstable ?? '—'}</td></tr>`)
        .join('')}</table><p>Timeline score (800 + 1500 ms): <b>${pct(r.timelineShare)}</b> of ${r.timelineCounted} layers at IoU ≥ ${GOOD_IOU} (${r.timelineUnstable} unstable left out).</p>${alignedHtml(r)}`
    : '';
  return `<section id="${esc(r.module)}-${r.width}" class="${fails.length ? 'fail' : 'pass'}">
<h2>${esc(r.module)} @ ${r.width} <small>${r.kind === 'corpus' ? 'corpus' : 'top-level'} · <a href="${esc(r.url)}">${esc(r.url.replace(/^https?:\/\/[^/]+/, ''))}</a></small></h2>
<p class="scores">${r.rendered ? 'rendered' : `<b class="bad">not rendered</b>${r.error ? `: ${esc(r.error)}` : ''}`} ·
module ours ${r.ours.module ? `${r.ours.module.w}×${r.ours.module.h} at x ${r.ours.module.x}` : '—'} vs reference ${r.reference ? `${r.reference.w}×${r.reference.h}` : '<i>no reference</i>'} (Δw ${signed(r.dw)}, Δh ${signed(r.dh)}) ·
${s ? `median IoU <b>${fmt(s.median)}</b> · IoU≥${GOOD_IOU} <b>${pct(s.shareGood)}</b> of ${s.counted} visible layers (${s.hidden} hidden by us, ${s.missing} missing; ${s.unstable} unstable and ${s.extra} extra-visible left out)` : ''}${s && s.counted ? ` · with our .strata-content boxes instead: median ${fmt(s.contentMedian)}, ${pct(s.contentShareGood)} ≥ ${GOOD_IOU}` : ''}
· our layers ${r.ours.visibleCount}/${r.ours.layerCount} visible · backdrop ${r.backdrop ?? '—'} · load event ${r.loadAt ?? '—'} ms and first slide visible ${r.visibleAt ?? '—'} ms after navigation start, settled sample ${r.settledAt ?? '—'} ms after load</p>
${lateSamples(r).length ? `<p class="late">Taken late (a busy page or machine; timing-dependent numbers are less sure): ${esc(lateSamples(r).join(', '))}</p>` : ''}
${fails.length ? `<ul class="fails">${fails.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>` : ''}
<div class="pair">${figure('ours', ourShot, clip ? overlay(bad, clip.x, clip.w, clip.h, 'both') : '')}${figure('reference', refShot, overlay(bad, refLeft, refW, refH, 'ref'))}</div>
${bad.length ? `<table><tr><th>#</th><th>layer</th><th>tag</th><th>text</th><th>reference x, y, w×h</th><th>ours</th><th>Δx, Δy</th><th>Δw, Δh</th><th>status</th><th>IoU</th><th>content box</th><th>content IoU</th></tr>${rows}</table>` : s ? '<p>every counted layer matches (IoU ≥ 0.999)</p>' : ''}
${others.length ? `<details><summary>${others.length} unstable / extra-visible layers (not scored)</summary><table class="small"><tr><th>layer</th><th>tag</th><th>status</th><th>reference</th><th>ours</th><th>IoU</th></tr>${others.map((l) => `<tr><td>${esc(l.layer)}</td><td>${esc(l.tag)}</td><td>${l.status}</td><td>${box(l.ref)}</td><td>${l.ours ? box(l.ours) : '—'}</td><td>${fmt(l.iou)}</td></tr>`).join('')}</table></details>` : ''}
${timeline}
${r.consoleErrors.length || r.failedRequests.length ? `<details><summary>${r.consoleErrors.length} console errors, ${r.failedRequests.length} failed requests</summary><pre>${esc([...r.consoleErrors, ...r.failedRequests].join('\n'))}</pre></details>` : ''}
</section>`;
}

/** The start-aligned timeline (measure.ts AlignedTimeline): the worst layers of its samples, so a person sees what moved. */
function alignedHtml(r: ModuleWidthResult): string {
  const a = r.aligned;
  if (!a) return '';
  if (a.refStart === null) return '<p>On its own clock: no reference start could be fitted (no frames, or no counted layer).</p>';
  const worst = a.points.flatMap((p) => (p.score?.layers ?? []).filter((l) => (l.status === 'scored' || l.status === 'hidden' || l.status === 'missing') && (l.iou ?? 0) < GOOD_IOU).map((l) => ({ ms: p.ms, l })));
  const rows = worst
    .map(({ ms, l }) => `<tr><td>${ms}</td><td>${esc(l.slide)}/${esc(l.layer)} ${esc(l.tag)}</td><td>${esc(l.text.slice(0, 30))}</td><td>${l.status}</td><td>${fmt(l.iou)}</td><td>${l.ref.x},${l.ref.y} ${l.ref.w}×${l.ref.h}</td><td>${l.ours ? `${l.ours.x},${l.ours.y} ${l.ours.w}×${l.ours.h}` : '—'}</td></tr>`)
    .join('');
  return `<p>On its own clock (the reference's start fitted at ${a.refStart} ms, ours at our first-visible; samples taken at ${a.points.map((p) => `${p.ms} → ${p.at ?? '—'}`).join(', ')} ms): <b>${pct(a.share)}</b> of ${a.counted} layers at IoU ≥ ${GOOD_IOU}, median ${fmt(a.median)}.</p>${
    rows ? `<table class="small"><tr><th>ms</th><th>layer</th><th>text</th><th>status</th><th>IoU</th><th>reference</th><th>ours</th></tr>${rows}</table>` : ''
  }`;
}

export function writeHtmlReport(file: string, report: { generatedAt: string; seconds: number; timelineOrigin: string; results: ModuleWidthResult[] }): void {
  const dir = dirname(file);
  const summary = report.results
    .map((r) => {
      const s = r.score;
      const fails = thresholdFailures(r).length;
      return `<tr class="${fails ? 'fail' : 'pass'}"><td><a href="#${esc(r.module)}-${r.width}">${esc(r.module)}</a></td><td>${r.width}</td><td>${r.rendered ? 'yes' : '<b class="bad">no</b>'}</td><td>${s ? s.counted : '—'}</td><td>${s ? s.unstable : '—'}</td><td>${s && s.counted ? fmt(s.median) : '—'}</td><td>${s && s.counted ? pct(s.shareGood) : '—'}</td><td>${signed(r.dw)}</td><td>${signed(r.dh)}</td><td>${r.timeline ? pct(r.timelineShare) : ''}</td><td>${s && s.counted ? fmt(s.contentMedian) : '—'}</td><td>${r.consoleErrors.length}</td><td>${r.reference ? (fails ? `${fails} below` : 'meets') : 'no reference'}</td></tr>`;
    })
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strata conformance vs SR7</title><style>
body{font:14px/1.45 system-ui,sans-serif;margin:1.5rem;color:#222}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ccc;padding:2px 6px;text-align:right;font-variant-numeric:tabular-nums}
td:first-child,th:first-child,td.text{text-align:left}td.text{max-width:22rem;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
tr.fail td:last-child,.bad{color:#b00020}tr.pass td:last-child{color:#060}tr.hidden,tr.missing{background:#fff0f0}
section{border-top:2px solid #888;margin-top:2rem;padding-top:.5rem}section.fail h2{color:#7a0016}h2 small{font-weight:normal;font-size:13px;color:#666}
.pair{display:flex;gap:12px;align-items:flex-start}figure{margin:0;flex:1 1 0;min-width:0}figcaption{font-weight:600}
.shot{position:relative;line-height:0;border:1px solid #999}.shot img{width:100%;height:auto}
.shot svg{position:absolute;inset:0;width:100%;height:100%}svg rect{fill:none;stroke-width:2;vector-effect:non-scaling-stroke}
svg rect.ref{stroke:#00c853}svg rect.ours{stroke:#ff1744}svg rect.hidden{stroke-dasharray:4 3}
svg text{font:bold 13px sans-serif;paint-order:stroke;stroke:#000;stroke-width:3px}svg text.ref{fill:#00e676}svg text.ours{fill:#ff5252}
.late{color:#8a5a00}.none{padding:2rem;background:#eee;color:#666;text-align:center}.fails{color:#7a0016;margin:.3rem 0}table.small{font-size:12px}pre{font-size:12px;white-space:pre-wrap}
</style></head><body>
<h1>Strata conformance vs the SR7 reference</h1>
<p>${esc(report.generatedAt)} · ${report.seconds.toFixed(0)} s · settled boxes 4.5 s after the load event; timeline ${report.timelineOrigin === 'load' ? 'after the load event' : 'after navigation start'}.
Boxes: x in window coordinates, y from the module's top. The bar (e2e/conformance.spec.ts): renders, median IoU ≥ ${THRESHOLDS.medianIou}, ≥ ${pct(THRESHOLDS.shareGood)} at IoU ≥ ${GOOD_IOU}, module size within ±${THRESHOLDS.sizePx} px.
In the pictures the worst layers are numbered: <span style="color:#00a040">reference box green</span>, <span style="color:#e00030">ours red</span> (dashed: present but invisible).</p>
<table><tr><th>module</th><th>width</th><th>rendered</th><th>counted</th><th>unstable</th><th>median IoU</th><th>IoU≥${GOOD_IOU}</th><th>Δw</th><th>Δh</th><th>timeline</th><th>content-box median</th><th>console errors</th><th>bar</th></tr>${summary}</table>
${report.results.map((r) => section(r, dir)).join('\n')}
</body></html>`;
  writeFileSync(file, html);
}
