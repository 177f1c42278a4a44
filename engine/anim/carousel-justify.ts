/**
 * Justified carousel strips (SPEC §3 size "justify"; FORMAT.md §9 carouselSettings `justify`, `jMWidth`): every
 * card is as tall as the others and as wide as its own slide image's aspect ratio makes it — a justified wall
 * of pictures — optionally never wider than the module (`jMWidth`). Pure maths over one horizontal strip; the
 * carousel's continuous position `p` (in slides) maps onto it by interpolating between neighbouring cards.
 */

export interface JustifiedStrip {
  /** Card width per slide index (px). */
  readonly widths: readonly number[];
  /** Gap between neighbouring cards (px, wire `space`). */
  readonly space: number;
  /** Where each card starts along the strip (px), and one lap's length (every card and gap). */
  readonly starts: readonly number[];
  readonly length: number;
}

/** A strip of cards of the given widths, `space` apart. */
export function createStrip(widths: readonly number[], space: number): JustifiedStrip {
  const starts: number[] = [];
  let length = 0;
  for (const w of widths) {
    starts.push(length);
    length += w + space;
  }
  return { widths, space, starts, length };
}

/**
 * Card widths for a card height: `ratios[i]` is slide i's width / height (null or not positive = unknown, the
 * card keeps `fallbackWidth`); `maxWidth` caps every card (jMWidth: the module width), null = no cap.
 */
export function justifiedWidths(ratios: readonly (number | null)[], height: number, fallbackWidth: number, maxWidth: number | null): number[] {
  return ratios.map((ratio) => {
    const natural = ratio !== null && Number.isFinite(ratio) && ratio > 0 ? height * ratio : fallbackWidth;
    return Math.max(1, maxWidth === null ? natural : Math.min(natural, maxWidth));
  });
}

/** Distance from the strip's start to the centre of virtual slot `k` (k outside 0..n-1 repeats the strip: a loop). */
function slotCentre(strip: JustifiedStrip, k: number): number {
  const n = strip.widths.length;
  const lap = Math.floor(k / n);
  const i = k - lap * n;
  return lap * strip.length + (strip.starts[i] ?? 0) + (strip.widths[i] ?? 0) / 2;
}

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** Centre of the (virtual, possibly fractional) position `p` along the strip. */
export function centreAt(strip: JustifiedStrip, p: number): number {
  if (strip.widths.length === 0) return 0;
  const k = Math.floor(p);
  const t = p - k;
  return t < 1e-9 ? slotCentre(strip, k) : lerp(slotCentre(strip, k), slotCentre(strip, k + 1), t);
}

/** Card width at virtual slot `k` (k wraps round the strip). */
export function widthAt(strip: JustifiedStrip, k: number): number {
  const n = strip.widths.length;
  return n === 0 ? 0 : (strip.widths[((Math.round(k) % n) + n) % n] ?? 0);
}

/** Width of the card at position `p`, blended while it moves between two cards of different widths. */
export function widthBetween(strip: JustifiedStrip, p: number): number {
  const k = Math.floor(p);
  return lerp(widthAt(strip, k), widthAt(strip, k + 1), p - k);
}

/** Average card slot (width + gap): how far a drag has to travel to move one slide. */
export function averageSlot(strip: JustifiedStrip): number {
  const n = strip.widths.length;
  return n === 0 ? 1 : strip.widths.reduce((sum, w) => sum + w, 0) / n + strip.space;
}
