/**
 * Inline SVG charts for bench/results/report.html: plain strings, no libraries. Every chart is an `<svg role="img">`
 * with a title and a description, so it reads without the picture too; values are printed beside the bars.
 */
export const esc = (s: unknown): string =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

let serial = 0;
const nextId = () => `c${++serial}`;

/** Tick step (1, 2, 2.5, 5 × 10^k) giving about `count` ticks up to `max`. */
export function niceStep(max: number, count = 5): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 2.5 ? 2.5 : m <= 5 ? 5 : 10) * p;
}

/** Decimals a tick label needs for ticks `step` apart (0.25 → 2, 2.5 → 1, 50 → 0). */
export function tickDigits(step: number): number {
  if (!(step > 0) || Number.isInteger(step)) return 0;
  if (step >= 1) return 1;
  const d = Math.ceil(-Math.log10(step));
  return Number.isInteger(Math.round(step * 10 ** d * 1e9) / 1e9) ? d : d + 1;
}

const num = (v: number, digits: number) => (Number.isFinite(v) ? v.toFixed(digits) : '—');

export interface Series {
  readonly name: string;
  readonly color: string;
}

export interface BarRow {
  readonly label: string;
  /** One value per series (NaN: missing). */
  readonly values: readonly number[];
}

export interface BarChartOptions {
  readonly title: string;
  readonly description: string;
  readonly unit: string;
  readonly series: readonly Series[];
  readonly rows: readonly BarRow[];
  readonly digits?: number;
  readonly width?: number;
  /** Stack the series into one bar per row instead of one bar per series. */
  readonly stacked?: boolean;
  /** Vertical guide lines at these values (e.g. 16.7 ms), labelled. */
  readonly guides?: readonly { value: number; label: string }[];
  readonly labelWidth?: number;
}

function legend(series: readonly Series[], x: number, y: number): string {
  let dx = 0;
  return series
    .map((s) => {
      const item = `<g transform="translate(${x + dx},${y})"><rect width="10" height="10" rx="2" fill="${s.color}"/><text x="14" y="9">${esc(s.name)}</text></g>`;
      dx += 24 + s.name.length * 6.4;
      return item;
    })
    .join('');
}

/** Horizontal bars: one group per row, one bar per series (or one stacked bar). */
export function barChart(o: BarChartOptions): string {
  const id = nextId();
  const width = o.width ?? 960;
  const labelW = o.labelWidth ?? 190;
  const valueW = 70;
  const digits = o.digits ?? 1;
  const barH = 12;
  const gap = 3;
  const bars = o.stacked ? 1 : o.series.length;
  const groupH = bars * barH + (bars - 1) * gap + 10;
  const top = o.guides?.length ? 50 : 40;
  const plotW = width - labelW - valueW - 10;
  const totals = o.rows.map((r) => (o.stacked ? r.values.reduce((a, v) => a + (Number.isFinite(v) ? v : 0), 0) : Math.max(...r.values.filter(Number.isFinite), 0)));
  const max = Math.max(...totals, ...(o.guides ?? []).map((g) => g.value), 0) || 1;
  const step = niceStep(max);
  const axisMax = Math.ceil(max / step) * step;
  const x = (v: number) => labelW + (Math.max(0, v) / axisMax) * plotW;
  const height = top + o.rows.length * groupH + 26;
  const parts: string[] = [];
  parts.push(`<svg class="chart" role="img" aria-labelledby="${id}t ${id}d" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">`);
  parts.push(`<title id="${id}t">${esc(o.title)}</title><desc id="${id}d">${esc(o.description)}</desc>`);
  parts.push(`<text class="ct" x="0" y="14">${esc(o.title)}</text>`);
  parts.push(legend(o.series, labelW, 20));
  const axisY = height - 20;
  for (let k = 0; k * step <= axisMax + step / 2; k++) {
    const v = k * step;
    const gx = x(v).toFixed(1);
    parts.push(`<line class="grid" x1="${gx}" x2="${gx}" y1="${top - 4}" y2="${axisY}"/><text class="tick" x="${gx}" y="${axisY + 13}" text-anchor="middle">${esc(num(v, tickDigits(step)))}</text>`);
  }
  if (o.unit) parts.push(`<text class="tick" x="${labelW - 6}" y="${axisY + 13}" text-anchor="end">${esc(o.unit)}</text>`);
  for (const g of o.guides ?? []) {
    const gx = x(g.value).toFixed(1);
    parts.push(`<line class="guide" x1="${gx}" x2="${gx}" y1="${top - 4}" y2="${axisY}"/><text class="tick guide-label" x="${gx}" y="${top - 6}" text-anchor="middle">${esc(g.label)}</text>`);
  }
  o.rows.forEach((row, i) => {
    const gy = top + i * groupH;
    parts.push(`<text class="label" x="${labelW - 6}" y="${gy + (bars * barH + (bars - 1) * gap) / 2 + 4}" text-anchor="end">${esc(row.label)}</text>`);
    if (o.stacked) {
      let acc = 0;
      row.values.forEach((v, k) => {
        if (!Number.isFinite(v) || v <= 0) return;
        const s = o.series[k];
        parts.push(`<rect x="${x(acc).toFixed(1)}" y="${gy}" width="${(x(acc + v) - x(acc)).toFixed(1)}" height="${barH}" fill="${s?.color ?? '#888'}"><title>${esc(`${row.label} — ${s?.name}: ${num(v, digits)} ${o.unit}`)}</title></rect>`);
        acc += v;
      });
      const parts2 = row.values.map((v) => num(v, digits)).join(' + ');
      parts.push(`<text class="value" x="${x(acc) + 4}" y="${gy + barH - 2}">${esc(row.values.length > 1 ? `${parts2} = ${num(acc, digits)}` : parts2)}</text>`);
    } else {
      row.values.forEach((v, k) => {
        const s = o.series[k];
        const by = gy + k * (barH + gap);
        if (Number.isFinite(v)) {
          parts.push(`<rect x="${labelW}" y="${by}" width="${Math.max(0.5, x(v) - labelW).toFixed(1)}" height="${barH}" fill="${s?.color ?? '#888'}"><title>${esc(`${row.label} — ${s?.name}: ${num(v, digits)} ${o.unit}`)}</title></rect>`);
        }
        parts.push(`<text class="value" x="${(Number.isFinite(v) ? x(v) : labelW) + 4}" y="${by + barH - 2}">${esc(num(v, digits))}</text>`);
      });
    }
  });
  parts.push(`<line class="axis" x1="${labelW}" x2="${labelW}" y1="${top - 4}" y2="${axisY}"/>`);
  parts.push('</svg>');
  return parts.join('');
}

export interface DotRow {
  readonly label: string;
  readonly values: readonly number[];
  readonly median: number;
}

/** A dot per sample on a horizontal axis, the median as a tick, one row per label. */
export function dotChart(o: { title: string; description: string; unit: string; rows: readonly DotRow[]; width?: number; color?: string }): string {
  const id = nextId();
  const width = o.width ?? 960;
  const labelW = 230;
  const valueW = 110;
  const rowH = 26;
  const top = 26;
  const plotW = width - labelW - valueW - 10;
  const all = o.rows.flatMap((r) => r.values.filter(Number.isFinite));
  const max = Math.max(...all, 0) || 1;
  const step = niceStep(max);
  const axisMax = Math.ceil(max / step) * step;
  const x = (v: number) => labelW + (v / axisMax) * plotW;
  const height = top + o.rows.length * rowH + 24;
  const axisY = height - 20;
  const parts = [
    `<svg class="chart" role="img" aria-labelledby="${id}t ${id}d" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="${id}t">${esc(o.title)}</title><desc id="${id}d">${esc(o.description)}</desc>`,
    `<text class="ct" x="0" y="14">${esc(o.title)}</text>`,
  ];
  for (let k = 0; k * step <= axisMax + step / 2; k++) {
    const v = k * step;
    const gx = x(v).toFixed(1);
    parts.push(`<line class="grid" x1="${gx}" x2="${gx}" y1="${top}" y2="${axisY}"/><text class="tick" x="${gx}" y="${axisY + 13}" text-anchor="middle">${esc(num(v, tickDigits(step)))}</text>`);
  }
  parts.push(`<text class="tick" x="${labelW - 6}" y="${axisY + 13}" text-anchor="end">${esc(o.unit)}</text>`);
  o.rows.forEach((r, i) => {
    const cy = top + i * rowH + rowH / 2;
    parts.push(`<text class="label" x="${labelW - 6}" y="${cy + 4}" text-anchor="end">${esc(r.label)}</text>`);
    for (const v of r.values) if (Number.isFinite(v)) parts.push(`<circle cx="${x(v).toFixed(1)}" cy="${cy}" r="4" fill="${o.color ?? '#2b6cb0'}" fill-opacity="0.55"><title>${esc(`${num(v, 0)} ${o.unit}`)}</title></circle>`);
    if (Number.isFinite(r.median)) {
      const mx = x(r.median).toFixed(1);
      parts.push(`<line class="median" x1="${mx}" x2="${mx}" y1="${cy - 9}" y2="${cy + 9}"/><text class="value" x="${width - valueW + 4}" y="${cy + 4}">median ${esc(num(r.median, 0))}</text>`);
    }
  });
  parts.push(`<line class="axis" x1="${labelW}" x2="${labelW}" y1="${top}" y2="${axisY}"/></svg>`);
  return parts.join('');
}
