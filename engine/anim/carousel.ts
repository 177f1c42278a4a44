/**
 * Carousel maths (SPEC §3 "Carousel", FORMAT.md §9 carouselSettings), pure and DOM-free.
 *
 * The carousel's state is one continuous position `p`, in slides: at rest it is the focused slide's index.
 * A slide's offset `o` is how many slots after the focus it sits (negative: before). Everything the view
 * draws — where a card is, its scale, opacity, rotation — is a function of `o` alone, so a drag, a tween
 * and an infinite wrap-around all move the cards continuously.
 *
 * Falloffs follow SR7's editor ("Lowest Scale", "Lowest Fade", "Highest Rotation", each optionally
 * "Distance Based") with the distance scale of RS6's carousel: `ceil(maxV / 2)` slots when centred,
 * `maxV` otherwise.
 */
import type { CarouselSettings } from '../model/types-carousel.ts';
import { averageSlot, centreAt, createStrip, justifiedWidths, widthAt, widthBetween, type JustifiedStrip } from './carousel-justify.ts';

/** What the view measures: the module stage and the layer grid at the current responsive scale (px). */
export interface CarouselMeasures {
  readonly viewWidth: number;
  readonly viewHeight: number;
  readonly gridWidth: number;
  readonly gridHeight: number;
  /**
   * Justify only: each slide's image aspect ratio (width / height) by slide index, null where unknown (the card
   * keeps the grid width). Without it a justify carousel lays out like any other.
   */
  readonly ratios?: readonly (number | null)[];
}

export interface CarouselFrame {
  readonly axis: 'h' | 'v';
  /** Size of every slide card. */
  readonly card: { readonly w: number; readonly h: number };
  /** The clipping window, in stage px (RS6: maxV slots wide, capped at the stage, placed by `align`). */
  readonly wrap: { readonly left: number; readonly top: number; readonly width: number; readonly height: number };
  /** Top-left of the focused card inside the wrap. */
  readonly focus: { readonly x: number; readonly y: number };
  /** Card length plus gap along the axis (px): one slide of travel, the drag unit (justify: the average one). */
  readonly slot: number;
  /** Justify (horizontal, no spin): the cards' own widths along the strip (carousel-justify.ts); null otherwise. */
  readonly strip: JustifiedStrip | null;
}

export interface CarouselPlacement {
  /** The slide's index in the module. */
  readonly index: number;
  /** Slots after the focus (negative: before); continuous. */
  readonly offset: number;
  /** Top-left of the card in wrap px, and depth (px, spin 3d). Transform origin is the card centre (SPEC §9: 50 %). */
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly scale: number;
  readonly opacity: number;
  /** Degrees. */
  readonly rotateX: number;
  readonly rotateY: number;
  readonly rotateZ: number;
  readonly skewX: number;
  readonly skewY: number;
  readonly zIndex: number;
}

/** Below this pointer speed (slides per second) a release is a drag, at or above it a flick. */
export const FLICK_VELOCITY = 0.8;
/** With snap off, a release glides on for this long at its speed (s), at most maxV slides. */
export const GLIDE_SECONDS = 0.3;

export const mod = (a: number, n: number): number => ((a % n) + n) % n;
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/**
 * Whether the carousel really loops: only with enough slides that none is ever needed at two places in
 * the visible window (maxV + 2). With fewer it behaves as a bounded one — SR7 likewise turns infinity
 * off when every slide fits.
 */
export function isInfinite(settings: Pick<CarouselSettings, 'infinity' | 'maxVisible'>, count: number): boolean {
  return settings.infinity && count >= settings.maxVisible + 2;
}

/** Slots of the visible window before and after the focus, fully opaque (SR7 "Max Visible Items"). */
export function visibleEdges(settings: Pick<CarouselSettings, 'align' | 'maxVisible' | 'reverse'>): { before: number; after: number } {
  const span = Math.max(0, settings.maxVisible - 1);
  const startSide = settings.align === 'center' ? span / 2 : settings.align === 'start' ? 0 : span;
  const endSide = span - startSide;
  // Offsets grow towards the end side (right / down), or towards the start side when reversed.
  return settings.reverse ? { before: endSide, after: startSide } : { before: startSide, after: endSide };
}

/** Card size, clipping window and focus position for the current module size. */
export function carouselFrame(settings: CarouselSettings, m: CarouselMeasures): CarouselFrame {
  const viewW = Math.max(1, m.viewWidth);
  const viewH = Math.max(1, m.viewHeight);
  if (settings.axis === 'v') {
    const siblings = settings.align === 'center' ? 2 : 1;
    const h = settings.stretch ? viewH : Math.max(1, viewH - siblings * settings.siblingsVisible);
    const w = settings.stretch ? viewW : Math.min(viewW, Math.max(1, m.gridWidth));
    const y = settings.align === 'center' ? (viewH - h) / 2 : settings.align === 'start' ? 0 : viewH - h;
    return { axis: 'v', card: { w, h }, wrap: { left: 0, top: 0, width: viewW, height: viewH }, focus: { x: (viewW - w) / 2, y }, slot: h + settings.space, strip: null };
  }
  const natural = Math.max(1, m.gridWidth);
  const w = settings.stretch ? viewW : settings.justify && settings.justifyMaxWidth ? Math.min(natural, viewW) : natural;
  const h = Math.min(viewH, Math.max(1, m.gridHeight));
  if (settings.justify && !settings.stretch && settings.spin === 'off' && m.ratios && m.ratios.length > 0) {
    const strip = createStrip(justifiedWidths(m.ratios, h, w, settings.justifyMaxWidth ? viewW : null), settings.space);
    // A wall of cards of many widths spans the stage; placeSlide positions each card by its own width.
    return { axis: 'h', card: { w, h }, wrap: { left: 0, top: 0, width: viewW, height: viewH }, focus: { x: (viewW - w) / 2, y: (viewH - h) / 2 }, slot: averageSlot(strip), strip };
  }
  const n = settings.maxVisible;
  const width = Math.min(viewW, n * w + (n - 1) * settings.space);
  const left = settings.align === 'center' ? (viewW - width) / 2 : settings.align === 'start' ? 0 : viewW - width;
  const x = settings.align === 'center' ? (width - w) / 2 : settings.align === 'start' ? 0 : width - w;
  return { axis: 'h', card: { w, h }, wrap: { left, top: 0, width, height: viewH }, focus: { x, y: (viewH - h) / 2 }, slot: w + settings.space, strip: null };
}

/** The size of slide `index`'s card: its own width on a justified strip, else the frame's one card size. */
export function cardSize(frame: CarouselFrame, index: number): { w: number; h: number } {
  return frame.strip ? { w: widthAt(frame.strip, index), h: frame.card.h } : frame.card;
}

/** Left edge (wrap px) of the card at virtual slot `position + o` on a justified strip, per the `align` setting. */
function justifiedLeft(settings: CarouselSettings, frame: CarouselFrame, strip: JustifiedStrip, position: number, o: number): number {
  const focusWidth = widthBetween(strip, position);
  const anchor = settings.align === 'center' ? frame.wrap.width / 2 : settings.align === 'start' ? focusWidth / 2 : frame.wrap.width - focusWidth / 2;
  const travel = centreAt(strip, position + o) - centreAt(strip, position);
  return anchor + (settings.reverse ? -travel : travel) - widthAt(strip, position + o) / 2;
}

/** Distance (slots) over which a "distance based" falloff reaches its lowest value (RS6). */
function falloffReach(settings: CarouselSettings): number {
  return Math.max(1, Math.ceil(settings.maxVisible / (settings.align === 'center' ? 2 : 1)));
}

/** A "Lowest" falloff: 1 at the focus down to `lowest` — over one slot, or over the reach when distance based. */
function falloff(lowest: number, byDistance: boolean, dist: number, reach: number): number {
  const drop = 1 - lowest;
  return byDistance ? Math.max(0, 1 - (drop * dist) / reach) : dist >= 1 ? lowest : 1 - drop * dist;
}

/**
 * ∫₀ˣ scale(t) dt for the non-spin scale falloff: with the scale offset on, shrunk cards sit edge to edge
 * (RS6 approximated this with a linear shift; the integral keeps neighbours touching at every scale).
 */
function scaledTravel(lowest: number, byDistance: boolean, x: number, reach: number): number {
  const drop = 1 - lowest;
  if (byDistance) {
    const k = drop / reach;
    if (k <= 0) return x;
    const zeroAt = 1 / k;
    return x < zeroAt ? x - (k * x * x) / 2 : zeroAt / 2;
  }
  return x < 1 ? x - (drop * x * x) / 2 : (1 + lowest) / 2 + lowest * (x - 1);
}

/**
 * Where and how slide at offset `o` is drawn. `position` (the carousel's continuous position) places the cards of
 * a justified strip, whose distances depend on which cards lie in between.
 */
export function placeSlide(index: number, o: number, settings: CarouselSettings, frame: CarouselFrame, position = 0): CarouselPlacement {
  const dist = Math.abs(o);
  const sign = Math.sign(o);
  const reach = falloffReach(settings);
  const cardMain = frame.axis === 'h' ? frame.card.w : frame.card.h;
  let main = o * frame.slot;
  let cross = 0;
  let z = 0;
  let scale = 1;
  let spinTurn = 0; // rotation about the view axis (2d) or the cross axis (3d), deg
  let tilt = 0; // non-spin "rotation" falloff, deg
  let hidden = false;
  const angle = settings.spinAngle;
  if (settings.spin !== 'off' && angle > 0 && angle < 360) {
    const theta = o * angle;
    const rad = (theta * Math.PI) / 180;
    const half = ((angle / 2) * Math.PI) / 180;
    if (settings.spin === '2d') {
      // A wheel turning about a pivot below the cards (beside them when vertical): the radius puts neighbours'
      // inner edges one slot apart, so turned cards never overlap.
      const depth = frame.axis === 'h' ? frame.card.h : frame.card.w;
      const r = frame.slot / 2 / Math.sin(half) + depth / 2;
      main = r * Math.sin(rad);
      cross = r * (1 - Math.cos(rad));
      hidden = Math.abs(theta) >= 180;
    } else {
      // A prism: cards are its faces, edge to edge; faces turned away are hidden.
      const r = frame.slot / 2 / Math.tan(half);
      main = r * Math.sin(rad);
      z = r * (Math.cos(rad) - 1);
      hidden = Math.abs(theta) >= 90;
    }
    spinTurn = theta;
  } else {
    if (settings.scale.use) {
      const lowest = Math.max(0, settings.scale.lowest / 100);
      scale = falloff(lowest, settings.scale.byDistance, dist, reach);
      if (settings.scale.offset) main = sign * cardMain * scaledTravel(lowest, settings.scale.byDistance, dist, reach) + o * settings.space;
    }
    if (settings.rotation.use && settings.rotation.max !== 0) {
      const share = settings.rotation.byDistance ? dist / reach : Math.min(1, dist);
      tilt = settings.rotation.max * share;
      // RS6: a card turned past 90° shows its back: hide it.
      hidden = Math.abs(tilt) > 90;
    }
  }
  const edges = visibleEdges(settings);
  const beyond = o > edges.after ? o - edges.after : o < -edges.before ? -edges.before - o : 0;
  let opacity = clamp(1 - beyond, 0, 1);
  if (settings.opacity.use) opacity *= clamp(falloff(Math.min(1, Math.max(0, settings.opacity.lowest / 100)), settings.opacity.byDistance, dist, reach), 0, 1);
  if (hidden || scale <= 0) opacity = 0;
  const skew = clamp(o, -1, 1);
  // Reverse (SR7 aDir) mirrors everything along the axis.
  const m = settings.reverse ? -1 : 1;
  const h = frame.axis === 'h';
  const turn = settings.spin === '3d' ? spinTurn : 0;
  const roll = settings.spin === '2d' ? spinTurn : 0;
  const x = frame.strip && h ? justifiedLeft(settings, frame, frame.strip, position, o) : frame.focus.x + (h ? m * main : -m * cross);
  return {
    index,
    offset: o,
    x,
    y: frame.focus.y + (h ? cross : m * main),
    z,
    scale: Math.max(0, scale),
    opacity,
    // Horizontal: cards turn about the vertical axis, facing the focus; vertical: about the horizontal one.
    rotateX: h ? 0 : m * (turn ? -turn : sign * tilt),
    rotateY: h ? m * (turn ? turn : -sign * tilt) : 0,
    rotateZ: h ? m * roll : -m * roll,
    skewX: h ? m * settings.skewX * skew : settings.skewX * skew,
    skewY: h ? settings.skewY * skew : m * settings.skewY * skew,
    zIndex: Math.max(0, Math.round(1000 - dist * 10)),
  };
}

export interface WindowSlot {
  readonly index: number;
  readonly offset: number;
}

/**
 * The slides to render at position `p`: those within the visible edges plus 1.5 slots (so a card is fully
 * faded out before it unmounts), wrapped around when the carousel loops. At most maxV + 2 slides, whatever
 * the module's slide count: the view is virtualized.
 */
export function carouselWindow(p: number, count: number, settings: CarouselSettings): WindowSlot[] {
  if (count <= 0 || !Number.isFinite(p)) return [];
  const infinite = isInfinite(settings, count);
  const edges = visibleEdges(settings);
  const lo = p - edges.before - 1.5;
  const hi = p + edges.after + 1.5;
  const out: WindowSlot[] = [];
  for (let k = Math.floor(lo) + 1; k < hi; k++) {
    if (!infinite && (k < 0 || k >= count)) continue;
    out.push({ index: infinite ? mod(k, count) : k, offset: k - p });
  }
  return out;
}

/** The focused slide at position `p`. */
export function indexAt(p: number, count: number, infinite: boolean): number {
  if (count <= 0) return 0;
  const k = Math.round(p);
  return infinite ? mod(k, count) : clamp(k, 0, count - 1);
}

/**
 * The position that shows slide `index`, reached from `p` by the shortest way round when looping
 * (ties go in `direction`, forward by default: next from the last slide moves on to the first).
 */
export function positionFor(index: number, p: number, count: number, infinite: boolean, direction: 1 | -1 = 1): number {
  if (!infinite || count <= 0) return index;
  const forward = mod(index - p, count);
  const backward = forward - count;
  if (forward === 0) return p;
  if (Math.abs(forward - Math.abs(backward)) < 1e-9) return direction === 1 ? p + forward : p + backward;
  return forward < -backward ? p + forward : p + backward;
}

/** Keeps a looping position small (same picture: every offset is taken modulo the slide count). */
export function normalizePosition(p: number, count: number, infinite: boolean): number {
  return infinite && count > 0 ? mod(p, count) : p;
}

export interface Release {
  /** Position when the drag began and when it was let go (slides). */
  readonly start: number;
  readonly position: number;
  /** Pointer speed at release, slides per second (positive: towards later slides). */
  readonly velocity: number;
  readonly count: number;
  readonly settings: CarouselSettings;
}

/**
 * Where a drag comes to rest. With snap on: a slow release settles on the nearest slide; a flick carries
 * on to the next slide boundary in its direction, so a short quick swipe moves exactly one slide and a
 * drag over n slides moves n. With snap off the carousel glides on and stops where it stops. A bounded
 * carousel never rests beyond its ends.
 */
export function releaseTarget({ start, position, velocity, count, settings }: Release): number {
  const flick = Math.abs(velocity) >= FLICK_VELOCITY && Math.abs(position - start) > 0.02;
  let target: number;
  if (settings.snap) {
    if (flick) target = velocity > 0 ? Math.floor(position + 1e-6) + 1 : Math.ceil(position - 1e-6) - 1;
    else target = Math.round(position);
  } else {
    const glide = clamp(velocity * GLIDE_SECONDS, -settings.maxVisible, settings.maxVisible);
    target = position + (flick ? glide : 0);
  }
  return isInfinite(settings, count) ? target : clamp(target, 0, Math.max(0, count - 1));
}

/** A move's duration: the carousel's `dur`, capped at the slide length (SPEC §9). */
export function moveDuration(settings: Pick<CarouselSettings, 'duration'>, slideLength: number): number {
  return slideLength > 0 ? Math.min(settings.duration, slideLength) : settings.duration;
}

/**
 * The settle after a drag: the pointer already gave the cards their speed, so shorter hops take less time
 * (RS6 scaled it by the distance left, with a floor so a tiny hop is still seen).
 */
export function releaseDuration(settings: Pick<CarouselSettings, 'duration'>, slideLength: number, distance: number): number {
  return moveDuration(settings, slideLength) * clamp(Math.abs(distance), 0.35, 1);
}

/** Resistance past the ends of a bounded carousel while dragging: the overflow moves at this share of the pointer. */
export const EDGE_RESISTANCE = 0.25;

/** A dragged position with rubber-band resistance past the ends of a bounded carousel. */
export function resist(p: number, count: number, infinite: boolean): number {
  if (infinite || count <= 0) return p;
  const last = count - 1;
  if (p < 0) return p * EDGE_RESISTANCE;
  if (p > last) return last + (p - last) * EDGE_RESISTANCE;
  return p;
}
