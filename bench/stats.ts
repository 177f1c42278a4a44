/** Small statistics and formatting helpers for bench/run.ts (no dependencies). */

/** The q-quantile (0..1) of the values by linear interpolation; NaN for an empty list. */
export function quantile(values: readonly number[], q: number): number {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return NaN;
  const sorted = [...finite].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

/**
 * The median over rounds of ours ÷ base taken within each round (pairs by index): interleaved rounds cancel the
 * machine's drift between rounds, which the ratio of the two medians would not. NaN when no pair is finite.
 */
export function medianRatio(ours: readonly number[], base: readonly number[]): number {
  return median(ours.map((v, i) => v / (base[i] ?? NaN)).filter((r) => Number.isFinite(r)));
}

/** Median of one numeric field over a list of records (NaN/null fields are ignored). */
export function medianOf<T>(rows: readonly T[], pick: (row: T) => number | null): number {
  return median(rows.map(pick).filter((v): v is number => v !== null));
}

/** A number for a table cell: fixed decimals, '—' for missing. */
export function fmt(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits);
}

/** Bytes as kB (1,000 bytes, the unit of issue 18's first-paint budget), one decimal; '—' for missing. */
export function kb(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined || !Number.isFinite(bytes) ? '—' : `${(bytes / 1000).toFixed(1)} kB`;
}

/** Rounds to a fixed number of decimals for the JSON file (keeps it readable). */
export function round(value: number, digits = 3): number | null {
  if (!Number.isFinite(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A plain-text table: first row is the header, columns padded, numbers right-aligned. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => {
        const w = widths[i] ?? 0;
        return i === 0 ? cell.padEnd(w) : cell.padStart(w);
      })
      .join('  ')
      .trimEnd();
  const [head, ...body] = rows;
  if (!head) return '';
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(head), rule, ...body.map(line)].join('\n');
}
