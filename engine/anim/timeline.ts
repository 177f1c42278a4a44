/**
 * Paused timelines of style tweens, moved only by the engine's clock (`time(seconds)`): the layer scenes, hovers and
 * loops. The semantics are gsap's, which SR7 writes its layers with, so a module times and rests as in the original:
 * a tween starts from the value its target has when the playhead first reaches it and eases to its frame's values;
 * `set` is a zero-length tween; callbacks fire when the playhead passes them (either way); a later child wins over an
 * earlier one on the same value; moving back renders children in reverse so the earlier state is restored.
 *
 * What it does not do: read the DOM (styles.ts keeps every written value), or run by itself. Nothing ticks unless the
 * engine moves a timeline, so an idle module costs nothing (issue 18).
 */
import type { EaseFn } from './eases.ts';
import { mixer } from './mix.ts';
import { isTransformChannel, type Styles, type StyleValue, type StyleVars } from './styles.ts';

export type StaggerFrom = 'start' | 'end' | 'center' | 'edges' | 'random';

export interface TweenOptions {
  /** Seconds (0 = a set). */
  readonly duration: number;
  readonly ease?: EaseFn;
  /** Extra runs (-1 = forever). */
  readonly repeat?: number;
  /** Every other run backwards. */
  readonly yoyo?: boolean;
  readonly onRepeat?: () => void;
  /** Several targets: each starts this much later than the one before it, counted from `from` (gsap's distribute). */
  readonly stagger?: { readonly each: number; readonly from: StaggerFrom };
}

export interface RepeatOptions {
  readonly repeat?: number;
  readonly yoyo?: boolean;
  readonly onRepeat?: () => void;
}

export interface Timeline {
  to(targets: object | readonly object[], vars: StyleVars, at: number, options: TweenOptions): Timeline;
  set(target: object, vars: StyleVars, at: number): Timeline;
  call(fn: () => void, at: number): Timeline;
  /** Nests a timeline (a repeating loop range) at `at`. */
  add(child: Timeline, at: number): Timeline;
  /** Renders the timeline at `seconds` and writes the changed styles. */
  time(seconds: number): Timeline;
  /** time() as a share of the finite duration (hover). */
  progress(ratio: number): Timeline;
  /** End of the last child, in seconds (a child repeating forever counts once). */
  duration(): number;
  /** Stops it for good: later time() calls do nothing. */
  kill(): void;
  /** @internal the part a parent timeline drives. */
  readonly child: Child;
}

interface Child {
  readonly start: number;
  /** Seconds it runs (Infinity when it repeats forever). */
  span(): number;
  /** One cycle's length, for duration(). */
  once(): number;
  render(local: number): void;
  readonly rendered: () => boolean;
}

const ease0: EaseFn = (p) => p;

/** Delay of each of `count` targets: gsap's 1-D distribute with `each` and a named origin. */
export function staggerOffsets(count: number, each: number, from: StaggerFrom, random: () => number = Math.random): number[] {
  if (count <= 1) return new Array<number>(count).fill(0);
  const origin = from === 'end' ? count - 0.5 : from === 'center' || from === 'edges' ? count / 2 - 0.5 : -0.5;
  const distances = Array.from({ length: count }, (_, i) => Math.abs(i - origin));
  if (from === 'random') {
    for (let i = distances.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [distances[i], distances[j]] = [distances[j] as number, distances[i] as number];
    }
  }
  const min = Math.min(...distances);
  const span = Math.max(...distances) - min;
  const amount = each * (count - 1);
  return distances.map((d) => {
    const t = span > 0 ? (d - min) / span : 0;
    return Math.round((from === 'edges' ? 1 - t : t) * amount * 1e6) / 1e6;
  });
}

/** Where a repeating child is inside its cycle, and which cycle. */
function cycleOf(time: number, length: number, repeat: number, yoyo: boolean): { cycle: number; inner: number } {
  const total = repeat < 0 ? Infinity : length * (repeat + 1);
  const t = Math.min(Math.max(time, 0), total);
  if (length <= 0) return { cycle: 0, inner: 0 };
  let cycle = Math.floor(t / length);
  let inner = t - cycle * length;
  if (t >= total) {
    cycle = repeat;
    inner = length;
  } else if (repeat >= 0 && cycle > repeat) cycle = repeat;
  if (yoyo && cycle % 2 === 1) inner = length - inner;
  return { cycle, inner };
}

function createTween(styles: Styles, target: object, vars: StyleVars, start: number, o: TweenOptions): Child {
  const duration = Math.max(0, o.duration);
  const repeat = o.repeat ?? 0;
  const ease = o.ease ?? ease0;
  let mixers: Array<[string, (ratio: number) => StyleValue]> | null = null;
  let last = Number.NaN;
  let lastCycle = 0;
  const keys = Object.keys(vars);
  const init = () => {
    mixers = keys.map((key) => {
      const end = vars[key] as StyleValue;
      const from = key === 'scale' ? styles.get(target, 'scaleX') : styles.get(target, key);
      return [key, mixer(from, end)];
    });
  };
  const write = (ratio: number) => {
    const moving = ratio > 0 && ratio < 1;
    for (const [key, mix] of mixers ?? []) styles.put(target, key, mix(ratio), moving && (key === 'scale' || isTransformChannel(key)));
  };
  return {
    start,
    span: () => (repeat < 0 ? Infinity : duration * (repeat + 1)),
    once: () => duration,
    rendered: () => mixers !== null,
    render(local) {
      if (local < 0 && !mixers) return;
      if (duration === 0) {
        const ratio = local >= 0 ? 1 : 0;
        if (ratio === last) return;
        if (!mixers) init();
        last = ratio;
        write(ratio);
        return;
      }
      const total = repeat < 0 ? Infinity : duration * (repeat + 1);
      const t = Math.min(Math.max(local, 0), total);
      if (t === last) return;
      if (!mixers) init();
      const { cycle, inner } = cycleOf(t, duration, repeat, o.yoyo === true);
      if (cycle > lastCycle && t > last) o.onRepeat?.();
      lastCycle = cycle;
      last = t;
      write(ease(inner / duration));
    },
  };
}

export function createTimeline(styles: Styles, options: RepeatOptions = {}): Timeline {
  const children: Child[] = [];
  const calls: Array<{ at: number; fn: () => void }> = [];
  let last = Number.NEGATIVE_INFINITY;
  let lastCycle = 0;
  let killed = false;
  let sorted = true;
  const repeat = options.repeat ?? 0;

  let extent: number | null = null;
  const push = (child: Child) => {
    // Children run in start order (ties in the order added), like a gsap timeline's.
    if (children.length && (children[children.length - 1] as Child).start > child.start) sorted = false;
    children.push(child);
    extent = null;
  };
  /** Where the last child ends, a child that repeats forever counted once (the cycle length of a repeating timeline). */
  const length = () => (extent ??= children.reduce((end, c) => Math.max(end, c.start + (c.span() === Infinity ? c.once() : c.span())), calls.reduce((end, c) => Math.max(end, c.at), 0)));

  /** Renders the children at `t` (this timeline's own time, inside one cycle). */
  const renderAt = (t: number) => {
    if (!sorted) {
      children.sort((a, b) => a.start - b.start);
      sorted = true;
    }
    const forward = t >= last;
    if (forward) {
      for (const child of children) if (t >= child.start || child.rendered()) child.render(t - child.start);
    } else {
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i] as Child;
        if (t <= child.start + child.span() || child.rendered()) child.render(t - child.start);
      }
    }
    const from = last;
    last = t;
    for (const c of forward ? calls : [...calls].reverse()) {
      if (forward ? from < c.at && c.at <= t : t < c.at && c.at <= from) c.fn();
    }
  };

  const child: Child = {
    start: 0,
    span: () => (repeat < 0 ? Infinity : length() * (repeat + 1)),
    once: () => length(),
    rendered: () => last !== Number.NEGATIVE_INFINITY,
    render(local) {
      if (killed || (local < 0 && last === Number.NEGATIVE_INFINITY)) return;
      if (repeat === 0) return renderAt(local);
      const { cycle, inner } = cycleOf(local, length(), repeat, options.yoyo === true);
      if (cycle > lastCycle && local > 0) options.onRepeat?.();
      lastCycle = cycle;
      renderAt(inner);
    },
  };

  const timeline: Timeline = {
    child,
    to(targets, vars, at, o) {
      const list = Array.isArray(targets) ? (targets as readonly object[]) : [targets as object];
      const offsets = o.stagger ? staggerOffsets(list.length, o.stagger.each, o.stagger.from) : null;
      list.forEach((target, i) => push(createTween(styles, target, vars, at + (offsets?.[i] ?? 0), o)));
      return timeline;
    },
    set(target, vars, at) {
      push(createTween(styles, target, vars, at, { duration: 0 }));
      return timeline;
    },
    call(fn, at) {
      calls.push({ at, fn });
      calls.sort((a, b) => a.at - b.at);
      extent = null;
      return timeline;
    },
    add(nested, at) {
      const inner = nested.child;
      push({ start: at, span: inner.span, once: inner.once, rendered: inner.rendered, render: inner.render });
      return timeline;
    },
    time(seconds) {
      if (killed) return timeline;
      child.render(seconds);
      styles.flush();
      return timeline;
    },
    progress(ratio) {
      return timeline.time(ratio * length());
    },
    duration: () => length(),
    kill() {
      killed = true;
    },
  };
  return timeline;
}
