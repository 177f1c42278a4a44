/**
 * The like count's text (BEHAVIOURS §2, the plugin's `get_like_count` + `sl_format_count`): 0 or less shows the
 * "Like" label; from 1,000 up the count is PHP `number_format(n / 10^k, 2)` with K, M or B, and every ".00" is
 * dropped (1250 → "1.25K", 1500 → "1.50K", 999999 → "1,000K"). The server writes the same text into its `count`
 * HTML, and the button formats the structured count with it, so both sides always agree.
 */

const SCALES: readonly (readonly [size: number, suffix: string])[] = [
  [1_000_000_000, 'B'],
  [1_000_000, 'M'],
  [1_000, 'K'],
];

export function formatLikeCount(count: number, likeLabel: string): string {
  if (!Number.isFinite(count) || count <= 0) return likeLabel;
  const whole = Math.floor(count);
  for (const [size, suffix] of SCALES) {
    if (whole >= size) return `${numberFormat2(whole, size)}${suffix}`.replaceAll('.00', '');
  }
  return String(whole);
}

/**
 * `number_format(n / size, 2)`: rounded half up in integer hundredths (PHP's result for 1005/1000 is "1.01";
 * `(1.005).toFixed(2)` would say "1.00"), thousands separated by ",".
 */
function numberFormat2(n: number, size: number): string {
  const hundredths = Math.floor((n * 100 + size / 2) / size);
  const units = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  return `${groupThousands(units)}.${String(cents).padStart(2, '0')}`;
}

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
