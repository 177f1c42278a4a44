/**
 * A layer's hover look (SPEC §4: idle ↔ hover through a reversible timeline, 300 ms default): one paused
 * tween from the idle state to the hover state, run forwards on enter and backwards on leave from
 * wherever it is, on the one clock.
 */
import type { LayerHover, Level } from '../model/types.ts';
import { filterCss, mergeFilter, NEUTRAL_FILTER, offsetVars, type FrameMeasure, type Vars } from '../anim/layer-frame.ts';
import { resolveEase } from '../anim/eases.ts';
import type { Styles } from '../anim/styles.ts';
import { createTimeline, type Timeline } from '../anim/timeline.ts';
import type { Clock } from './clock.ts';
import type { Motion } from './motion.ts';
import type { LayerTargets } from './ports.ts';
import type { StyleLedger } from './style-ledger.ts';

export interface HoverDeps {
  readonly hover: LayerHover;
  readonly targets: () => LayerTargets | null;
  readonly measure: () => FrameMeasure | null;
  readonly level: () => Level;
  readonly motion: Motion;
  readonly clock: Clock;
  readonly ledger: StyleLedger;
  /** The module's animated styles (layer-timeline.ts SceneBuildOptions.styles). */
  readonly styles: Styles;
}

export interface Hover {
  enter(): void;
  leave(): void;
  /** Drops a running hover without animating back (a scene takes the layer over). */
  cancel(): void;
  /** 0 = idle, 1 = fully hovered. */
  progress(): number;
  destroy(): void;
}

const px = (n: number) => `${Math.round(n * 100) / 100}px`;

/** The hover state as style vars on the content element. */
export function hoverVars(hover: LayerHover, level: Level, m: FrameMeasure): Vars {
  const vars: Vars = {};
  if (hover.color) vars['color'] = hover.color;
  if (hover.bgColor) vars['backgroundColor'] = hover.bgColor;
  if (hover.bgGradient) vars['backgroundImage'] = hover.bgGradient;
  if (hover.borderColor) vars['borderColor'] = hover.borderColor;
  if (hover.borderStyle) vars['borderStyle'] = hover.borderStyle;
  if (hover.borderWidth) {
    const w = hover.borderWidth;
    Object.assign(vars, { borderTopWidth: px(w.t[level] * m.scale), borderRightWidth: px(w.r[level] * m.scale), borderBottomWidth: px(w.b[level] * m.scale), borderLeftWidth: px(w.l[level] * m.scale) });
  }
  if (hover.radius) vars['borderRadius'] = `${hover.radius.t} ${hover.radius.r} ${hover.radius.b} ${hover.radius.l}`;
  if (hover.decoration) vars['textDecoration'] = hover.decoration;
  if (hover.zIndex !== null) vars['zIndex'] = hover.zIndex;
  const f = hover.frame;
  // Screen px at every width, like a keyframe's offsets (layer-frame.ts transformVars): a hover is written in the
  // same frame format, and no export shows it scaled.
  offsetVars(f.x, 'x', m, 1, false, vars);
  offsetVars(f.y, 'y', m, 1, false, vars);
  if (f.o !== 'inherit') vars['opacity'] = f.o;
  if (f.sX !== 'inherit') vars['scaleX'] = f.sX;
  if (f.sY !== 'inherit') vars['scaleY'] = f.sY;
  if (f.rX !== 'inherit') vars['rotationX'] = f.rX;
  if (f.rY !== 'inherit') vars['rotationY'] = f.rY;
  if (f.rZ !== 'inherit') vars['rotation'] = f.rZ;
  if (f.z !== 'inherit' && f.z !== 0) vars['z'] = f.z;
  if (f.skX) vars['skewX'] = f.skX;
  if (f.skY) vars['skewY'] = f.skY;
  if (hover.filter) vars['filter'] = filterCss(mergeFilter(NEUTRAL_FILTER, hover.filter), m.scale);
  return vars;
}

export function createHover(deps: HoverDeps): Hover {
  let timeline: Timeline | null = null;
  let progress = 0;
  let direction: 1 | -1 = 1;
  let last = 0;
  let stop: (() => void) | null = null;

  const build = (): Timeline | null => {
    if (timeline) return timeline;
    const targets = deps.targets();
    const measure = deps.measure();
    if (!targets || !measure) return null;
    const vars = hoverVars(deps.hover, deps.level(), measure);
    // The idle look of a filter is the neutral one; without this the first hover would jump from "none".
    deps.ledger.touch(targets.content, [...Object.keys(vars), 'transformOrigin']);
    deps.styles.set(targets.content, { transformOrigin: deps.hover.frame.origin.join(' '), ...(vars['filter'] !== undefined && { filter: filterCss(NEUTRAL_FILTER) }) });
    timeline = createTimeline(deps.styles).to(targets.content, vars, 0, { duration: Math.max(0.001, deps.hover.duration / 1000), ease: resolveEase(deps.hover.ease) });
    return timeline;
  };

  const run = () => {
    last = deps.clock.now();
    stop ??= deps.motion.run((now) => {
      const dt = now - last;
      last = now;
      progress = Math.min(1, Math.max(0, progress + (direction * dt) / Math.max(1, deps.hover.duration)));
      timeline?.progress(progress);
      const settled = direction === 1 ? progress >= 1 : progress <= 0;
      if (settled) stop = null;
      return settled;
    });
  };

  return {
    enter() {
      if (!build()) return;
      direction = 1;
      run();
    },
    leave() {
      if (!timeline || progress <= 0) return;
      direction = -1;
      run();
    },
    cancel() {
      stop?.();
      stop = null;
      timeline?.progress(0).kill();
      timeline = null;
      progress = 0;
    },
    progress: () => progress,
    destroy() {
      stop?.();
      stop = null;
      timeline?.kill();
      timeline = null;
      progress = 0;
    },
  };
}
