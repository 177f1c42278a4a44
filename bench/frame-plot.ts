/**
 * The live frame-time plot of /bench.html: a canvas 2D chart of the last `capacity` frame durations (ms), one bar
 * per frame, with guides at 16.7 and 33.3 ms (one and two display periods at 60 Hz) and at the scale's half and top.
 * The scale follows the frames (50, 100, 200, 500 or 1000 ms, the smallest above their 95th percentile), so a
 * software-rendered page is as readable as a fast one; a frame above the scale is drawn clipped, with a red cap.
 * Drawn once per frame by the page's own requestAnimationFrame loop; no allocation per frame.
 */
export interface FramePlot {
  push(ms: number): void;
  draw(): void;
  /** Median, 95th percentile and last value of what the plot holds (ms), for a text read-out. */
  summary(): { median: number; p95: number; last: number; count: number };
}

export const PERIOD = 1000 / 60;
const SCALES = [50, 100, 200, 500, 1000] as const;

/** The plot's top (ms): the smallest scale above 1.1 × the frames' 95th percentile (50 ms at least, 1,000 at most). */
export function plotScale(p95: number): number {
  const want = Number.isFinite(p95) ? p95 * 1.1 : 0;
  return SCALES.find((s) => s >= want) ?? SCALES[SCALES.length - 1]!;
}

/**
 * The guide lines for a scale: 16.7 and 33.3 ms, the half (from 100 ms up) and the top, leaving out any closer
 * than 8 % of the scale to one already drawn.
 */
export function guideValues(top: number): number[] {
  const out: number[] = [];
  for (const v of [PERIOD, 2 * PERIOD, ...(top >= 100 ? [top / 2] : []), top]) {
    if (v <= top + 1e-9 && out.every((g) => Math.abs(g - v) > top * 0.08)) out.push(v);
  }
  return out;
}

/** Bar colour: within one display period (and a quarter) green, within two amber, beyond red. */
export const barColor = (ms: number): string => (ms <= PERIOD * 1.25 ? '#3ddc97' : ms <= PERIOD * 2.25 ? '#f2c14e' : '#ff6b6b');

export function createFramePlot(canvas: HTMLCanvasElement, capacity = 240): FramePlot {
  const ctx = canvas.getContext('2d');
  const values = new Float64Array(capacity);
  const scratch = new Float64Array(capacity);
  let count = 0;
  let head = 0; // next write position
  let top: number = SCALES[0];
  let sinceScale = 0;
  const dpr = Math.max(1, Math.min(2, window.devicePixelRatio || 1));
  const cssW = canvas.width;
  const cssH = canvas.height;
  canvas.style.width = `${cssW}px`;
  canvas.style.height = `${cssH}px`;
  canvas.width = Math.round(cssW * dpr);
  canvas.height = Math.round(cssH * dpr);

  const at = (i: number) => values[(head - count + i + capacity) % capacity] as number;
  const quantiles = () => {
    for (let i = 0; i < count; i++) scratch[i] = at(i);
    const sorted = scratch.subarray(0, count).sort();
    return (p: number) => (count ? (sorted[Math.min(count - 1, Math.floor((count - 1) * p))] as number) : Number.NaN);
  };

  return {
    push(ms) {
      values[head] = ms;
      head = (head + 1) % capacity;
      count = Math.min(capacity, count + 1);
      // The scale moves at most twice a second's worth of frames, not every frame.
      if (++sinceScale >= 30 || count < 30) {
        sinceScale = 0;
        top = plotScale(quantiles()(0.95));
      }
    },
    draw() {
      if (!ctx) return;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.fillStyle = '#0b0f13';
      ctx.fillRect(0, 0, cssW, cssH);
      const plotTop = 4;
      const y = (ms: number) => cssH - 1 - (Math.min(ms, top) / top) * (cssH - 1 - plotTop);
      const w = cssW / capacity;
      const x0 = cssW - count * w;
      for (let i = 0; i < count; i++) {
        const v = at(i);
        const yy = y(v);
        ctx.fillStyle = barColor(v);
        ctx.fillRect(x0 + i * w, yy, Math.max(1, w - 0.25), cssH - 1 - yy);
        if (v > top) {
          ctx.fillStyle = '#ffffff';
          ctx.fillRect(x0 + i * w, plotTop - 3, Math.max(1, w - 0.25), 3);
        }
      }
      ctx.font = '10px system-ui, sans-serif';
      ctx.lineWidth = 1;
      for (const g of guideValues(top)) {
        const gy = Math.round(y(g)) + 0.5;
        ctx.strokeStyle = g === PERIOD ? 'rgba(61, 220, 151, 0.8)' : 'rgba(200, 214, 229, 0.45)';
        ctx.beginPath();
        ctx.moveTo(0, gy);
        ctx.lineTo(cssW, gy);
        ctx.stroke();
        const label = g < 100 ? g.toFixed(1) : g.toFixed(0);
        const tw = ctx.measureText(label).width;
        ctx.fillStyle = 'rgba(11, 15, 19, 0.8)';
        // Above its line, or below it where the line is the top of the plot.
        const ly = gy < 13 ? gy + 11 : gy - 2;
        ctx.fillRect(1, ly - 9, tw + 4, 11);
        ctx.fillStyle = '#c8d6e5';
        ctx.fillText(label, 3, ly);
      }
    },
    summary() {
      const q = quantiles();
      return { median: q(0.5), p95: q(0.95), last: count ? at(count - 1) : Number.NaN, count };
    },
  };
}
