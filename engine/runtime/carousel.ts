/**
 * Carousel mode (SPEC §3 "Carousel", §9): one continuous position `p` (in slides) owned here and moved on the
 * one clock — by a tween for requests (the carousel's ease and duration, capped at the slide length) and by
 * the pointer while dragging. The maths is engine/anim/carousel.ts; the view (react-ui/CarouselView.tsx)
 * renders only the visible window and receives each frame's placements through `CarouselSurface`.
 */
import {
  carouselFrame, carouselWindow, indexAt, isInfinite, moveDuration, normalizePosition, placeSlide, positionFor,
  releaseDuration, releaseTarget, resist, type CarouselFrame, type CarouselMeasures, type CarouselPlacement,
} from '../anim/carousel.ts';
import { resolveEase, type EaseFn } from '../anim/eases.ts';
import type { LayerModel, SlideModel } from '../model/types.ts';
import type { CarouselSettings } from '../model/types-carousel.ts';
import type { Clock } from './clock.ts';
import type { Motion } from './motion.ts';
import type { LayerHost } from './ports.ts';
import type { Scenes } from './scenes.ts';
import type { SliderStore } from './store.ts';

/** The view's side: it draws placements imperatively (never through React state). */
export interface CarouselSurface {
  place(placements: readonly CarouselPlacement[]): void;
}

/** Pointer input along the carousel's axis, from the view (px, ms timestamps). */
export interface CarouselDrag {
  start(px: number, time: number): void;
  move(px: number, time: number): void;
  /** Returns true when the pointer travelled far enough to count as a drag (the view then swallows the click). */
  end(time: number): boolean;
  cancel(): void;
  active(): boolean;
}

export interface Carousel {
  readonly settings: CarouselSettings;
  /** Continuous position in slides. */
  position(): number;
  /** Slide indices the view renders, in order; the same array until the set changes. */
  windowIndices(): readonly number[];
  subscribeWindow(fn: () => void): () => void;
  /** The view's measures (module stage and scaled grid); null while unmeasured. */
  setMeasures(measures: CarouselMeasures | null): void;
  frame(): CarouselFrame | null;
  attach(surface: CarouselSurface): () => void;
  /** Draws the current placements now (after the view mounted new cards). */
  refresh(): void;
  /** Moves to slide `index` (from the slider's change()); a move in progress is retargeted. */
  goTo(index: number, direction?: 1 | -1): void;
  readonly drag: CarouselDrag;
  /** The view mounted / unmounted a slide's card (its layers exist only while mounted). */
  cardMounted(index: number): void;
  cardUnmounted(index: number): void;
  destroy(): void;
}

export interface CarouselDeps {
  readonly settings: CarouselSettings;
  readonly clock: Clock;
  readonly motion: Motion;
  readonly store: SliderStore;
  readonly scenes: Scenes;
  readonly host: () => LayerHost | null;
  /** beforeChange / afterChange and the performance marks, as the slider emits them. */
  readonly announce: {
    before(from: number, to: number): void;
    after(to: number, from: number): void;
  };
  /** After every settle (slideshow restart, global layers, actions of the slide that left). */
  readonly settled: (index: number, left: SlideModel | null) => void;
  /** Holds the slideshow while a hand is on the carousel (SPEC §4 "user interaction"). */
  readonly hold: (held: boolean) => void;
}

/** A press that moves less than this is a tap, not a drag (SPEC §9: 5 px cancels a tap). */
const TAP_SLOP_PX = 5;
/** Pointer samples older than this are ignored for the release speed. */
const VELOCITY_WINDOW_MS = 100;

/**
 * Slides per second at release: from the oldest sample within the window (or the one just before the last
 * move, when only that move is recent) to the release. A pointer held still before letting go has none.
 */
export function releaseVelocity(samples: readonly { t: number; p: number }[], time: number): number {
  const last = samples[samples.length - 1];
  if (!last || samples.length < 2 || time - last.t > VELOCITY_WINDOW_MS) return 0;
  let ref = samples.findIndex((s) => time - s.t <= VELOCITY_WINDOW_MS);
  if (ref === samples.length - 1) ref -= 1;
  const from = samples[ref];
  const seconds = from ? (time - from.t) / 1000 : 0;
  return from && seconds > 0 ? (last.p - from.p) / seconds : 0;
}

export function createCarousel(deps: CarouselDeps): Carousel {
  const { settings, clock, motion, store, scenes } = deps;
  const slides = () => store.getState().slides;
  const count = () => slides().length;
  const infinite = () => isInfinite(settings, count());
  const moveEase: EaseFn = settings.overshoot ? resolveEase('back.out(1.4)') : resolveEase(settings.ease, 'power3.inOut');
  // After a drag the cards already move at the pointer's speed: ease out only (RS6 used power2.out).
  const releaseEase: EaseFn = resolveEase('power2.out');

  let p = store.getState().index;
  let measures: CarouselMeasures | null = null;
  let frame: CarouselFrame | null = null;
  let surface: CarouselSurface | null = null;
  let tween: { from: number; to: number; start: number; duration: number; ease: EaseFn } | null = null;
  let stopMover: (() => void) | null = null;
  let heading: number | null = null;
  let leaving: SlideModel | null = null;
  let pendingIn: string | null = null;
  let lastSlides = slides();
  const mounted = new Set<number>();
  const windowListeners = new Set<() => void>();
  let windowSnapshot: readonly number[] = [];
  let destroyed = false;

  type Sample = { t: number; p: number };
  let drag: { startPx: number; startP: number; raw: number; moved: boolean; samples: Sample[] } | null = null;

  const updateWindow = () => {
    const next = carouselWindow(p, count(), settings).map((slot) => slot.index);
    if (next.length === windowSnapshot.length && next.every((index, i) => index === windowSnapshot[i])) return;
    windowSnapshot = next;
    for (const fn of [...windowListeners]) fn();
  };

  const draw = () => {
    updateWindow();
    if (!surface || !frame) return;
    const current = frame;
    surface.place(carouselWindow(p, count(), settings).map((slot) => placeSlide(slot.index, slot.offset, settings, current, p)));
  };

  const tick = (now: number): boolean => {
    if (destroyed) return true;
    if (drag) {
      p = resist(drag.raw, count(), infinite());
      draw();
      return false;
    }
    if (tween) {
      const t = tween.duration > 0 ? Math.min(1, (now - tween.start) / tween.duration) : 1;
      p = tween.from + (tween.to - tween.from) * tween.ease(t);
      if (t >= 1) {
        p = tween.to;
        tween = null;
        draw();
        settle();
      } else draw();
    }
    if (drag || tween) return false;
    stopMover = null;
    return true;
  };
  const ensureMover = () => {
    stopMover ??= motion.run(tick);
  };

  const slideLength = () => slides()[store.getState().index]?.slideshow.len ?? 0;

  // showAllLayers: the layers every placed card shows (they enter when the card is placed) and the ones that enter and
  // leave with the focus. "individual" asks each layer (viOC); "false" and "all" answer for all of them.
  const staysOnCards = (layer: LayerModel) => settings.layers === 'all' || (settings.layers === 'individual' && layer.outOfFocus === true);
  const followsFocus = (layer: LayerModel) => !staysOnCards(layer);
  const focusLayers = settings.layers !== 'all';

  const playIn = (slide: SlideModel) => {
    const index = slides().indexOf(slide);
    if (mounted.has(index)) {
      pendingIn = null;
      void scenes.play(slide, 'in', followsFocus);
    } else pendingIn = slide.key;
  };

  /** A move towards position `target` begins (or is retargeted): announce a new destination once. */
  const headFor = (target: number) => {
    const to = indexAt(target, count(), infinite());
    const state = store.getState();
    if (state.phase !== 'changing') store.setState({ phase: 'changing', nextIndex: to === state.index ? null : to });
    if (to === (heading ?? state.index)) return;
    heading = to;
    if (to === state.index) {
      store.setState({ nextIndex: null });
      return;
    }
    store.setState({ nextIndex: to });
    deps.announce.before(state.index, to);
    // 'Only if slide in focus' (SR7 showAllLayers "false", and "individual" for its layers without viOC): the focused
    // slide's layers leave as it moves away.
    const from = slides()[state.index];
    if (focusLayers && from && !leaving) {
      leaving = from;
      void scenes.play(from, 'out', followsFocus);
    }
  };

  const settle = () => {
    const list = slides();
    p = normalizePosition(p, list.length, infinite());
    const state = store.getState();
    const fromIndex = state.index;
    const toIndex = indexAt(p, list.length, infinite());
    const from = list[fromIndex] ?? null;
    const to = list[toIndex];
    const left = leaving;
    leaving = null;
    heading = null;
    if (!to) return;
    if (toIndex !== fromIndex) {
      if (left) scenes.reset(left);
      store.setState({ phase: 'idle', index: toIndex, nextIndex: null });
      deps.host()?.setActiveSlide(to, null);
      deps.announce.after(toIndex, fromIndex);
      if (focusLayers) playIn(to);
      deps.settled(toIndex, from);
    } else {
      store.setState({ phase: 'idle', nextIndex: null });
      // Went out and came back (a drag let go near where it started): the layers enter again.
      if (left) {
        scenes.reset(left);
        playIn(left);
      }
      deps.settled(toIndex, null);
    }
    draw();
  };

  const animateTo = (target: number, duration: number, ease: EaseFn) => {
    headFor(target);
    if (Math.abs(target - p) < 1e-9) {
      tween = null;
      p = target;
      settle();
      return;
    }
    tween = { from: p, to: target, start: clock.now(), duration, ease };
    ensureMover();
  };

  const offStore = store.subscribe((state) => {
    if (state.slides === lastSlides || destroyed) return;
    // api.remove(): the list changed under us; rest on the store's index.
    lastSlides = state.slides;
    tween = null;
    p = state.index;
    draw();
  });

  const dragPort: CarouselDrag = {
    start(px, time) {
      if (destroyed || count() === 0) return;
      // A hand on a moving carousel catches it where it is.
      tween = null;
      drag = { startPx: px, startP: p, raw: p, moved: false, samples: [{ t: time, p }] };
      deps.hold(true);
    },
    move(px, time) {
      if (!drag || !frame || frame.slot <= 0) return;
      const delta = px - drag.startPx;
      if (!drag.moved && Math.abs(delta) < TAP_SLOP_PX) return;
      if (!drag.moved) {
        drag.moved = true;
        headFor(drag.startP);
      }
      // Dragging towards the start side brings later slides in (mirrored when reversed).
      drag.raw = drag.startP - (delta / frame.slot) * (settings.reverse ? -1 : 1);
      drag.samples.push({ t: time, p: drag.raw });
      // Keep one sample from before the window: browsers coalesce moves, and a quick flick may leave only one inside it.
      while (drag.samples.length > 2 && time - (drag.samples[1]?.t ?? time) > VELOCITY_WINDOW_MS) drag.samples.shift();
      ensureMover();
    },
    end(time) {
      const current = drag;
      if (!current) return false;
      drag = null;
      deps.hold(false);
      if (!current.moved) {
        if (store.getState().phase === 'changing' || Math.abs(p - Math.round(p)) > 1e-9) animateTo(Math.round(p), releaseDuration(settings, slideLength(), p - Math.round(p)), releaseEase);
        return false;
      }
      p = resist(current.raw, count(), infinite());
      const velocity = releaseVelocity(current.samples, time);
      const target = releaseTarget({ start: current.startP, position: p, velocity, count: count(), settings });
      animateTo(target, releaseDuration(settings, slideLength(), target - p), releaseEase);
      return true;
    },
    cancel() {
      if (!drag) return;
      drag = null;
      deps.hold(false);
      const target = releaseTarget({ start: p, position: p, velocity: 0, count: count(), settings });
      animateTo(target, releaseDuration(settings, slideLength(), target - p), releaseEase);
    },
    active: () => drag !== null,
  };

  const carousel: Carousel = {
    settings,
    position: () => p,
    windowIndices: () => windowSnapshot,
    subscribeWindow(fn) {
      windowListeners.add(fn);
      return () => windowListeners.delete(fn);
    },
    setMeasures(next) {
      measures = next;
      frame = measures ? carouselFrame(settings, measures) : null;
      draw();
    },
    frame: () => frame,
    attach(next) {
      surface = next;
      draw();
      return () => {
        if (surface === next) surface = null;
      };
    },
    refresh: draw,
    goTo(index, direction) {
      if (destroyed || drag) return;
      const n = count();
      if (index < 0 || index >= n) return;
      const target = positionFor(index, p, n, infinite(), direction);
      animateTo(target, moveDuration(settings, slideLength()), moveEase);
    },
    drag: dragPort,
    cardMounted(index) {
      mounted.add(index);
      const slide = slides()[index];
      if (!slide) return;
      // A focused card mounted late (a long jump) is marked current once its elements exist.
      if (index === store.getState().index && store.getState().phase !== 'loading') deps.host()?.setActiveSlide(slide, null);
      if (settings.layers !== 'focus') void scenes.play(slide, 'in', staysOnCards);
      if (focusLayers && pendingIn === slide.key) playIn(slide);
    },
    cardUnmounted(index) {
      mounted.delete(index);
      const slide = slides()[index];
      // Its elements are gone: the next visit starts from the layers as React renders them.
      if (slide && index !== store.getState().index) scenes.reset(slide);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopMover?.();
      stopMover = null;
      tween = null;
      if (drag) deps.hold(false);
      drag = null;
      surface = null;
      windowListeners.clear();
      offStore();
    },
  };
  updateWindow();
  return carousel;
}
