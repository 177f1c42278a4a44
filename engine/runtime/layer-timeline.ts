/**
 * One scene of one layer as a paused timeline over its targets (content, mask, clip, filter, split
 * text, loop). The scenes unit advances it from the one clock. SPEC §3 "Timeline keyframes per scene and
 * target", §4 "Layers and scenes", §9 (tiny duration, stagger 75 ms, filter defaults).
 */
import { createTimeline, type Timeline } from '../anim/timeline.ts';
import type { Styles } from '../anim/styles.ts';
import type { FrameFilter, KeyFrame, Level, LayerModel, LoopPart, TimelineTarget, TrackMeta } from '../model/types.ts';
import {
  clipPathCss,
  filterCss,
  mergeFilter,
  NEUTRAL_FILTER,
  staggerFrom,
  TINY_SECONDS,
  transformVars,
  type FrameMeasure,
  type Vars,
} from '../anim/layer-frame.ts';
import { resolveEase } from '../anim/eases.ts';
import type { LayerTargets } from './ports.ts';
import type { StyleLedger } from './style-ledger.ts';

export type FrameEvent = 'framestarted' | 'frameended' | 'framerepeated';

export interface SceneBuildOptions {
  readonly layer: LayerModel;
  readonly scene: string;
  readonly targets: LayerTargets;
  readonly measure: FrameMeasure;
  readonly level: Level;
  /** Perspective (px) for frames whose track does not set one (module `general.perspective`, SPEC §9 600). */
  readonly perspective: number;
  readonly ledger: StyleLedger;
  /** The module's animated styles: where every tween starts from and writes to (anim/styles.ts). */
  readonly styles: Styles;
  /** Frame events of the content track (frame index, 0-based). */
  readonly onFrame: (type: FrameEvent, frame: number) => void;
  /** Called once the timeline is built, just before its first render fires frame events (stage events go first). */
  readonly beforeStart?: () => void;
}

export interface SceneBuild {
  readonly timeline: Timeline;
  /** ms at which the scene's finite part ends (enteredstage / leftstage fire here). */
  readonly end: number;
  /** Something in the scene repeats forever (a loop track or an endless frame repeat). */
  readonly endless: boolean;
  /**
   * ms the timeline is already advanced: zero-length first in-frames (tiny duration, SPEC §9) are applied
   * at once, so the first paint after a scene starts never shows the layer in its idle state.
   */
  readonly lead: number;
}

const SPLIT_TARGETS = ['chars', 'words', 'lines'] as const;

function ease(name: string) {
  return resolveEase(name);
}

function frameSeconds(frame: KeyFrame, index: number, scene: string): number {
  // The first in-frame is the layer's starting state; a zero-length one still has to render (SPEC §9).
  return index === 0 && scene === 'in' && frame.d <= 0 ? TINY_SECONDS : Math.max(0, frame.d) / 1000;
}

/** End of a track's finite part in ms (an endless repeat counts once). */
function frameEnd(frames: readonly KeyFrame[]): number {
  return frames.reduce((end, f) => Math.max(end, f.t + f.d * (1 + Math.max(0, f.repeat ?? 0))), 0);
}

/** The style channels each loop sub-track animates (LoopPart); the loop's `all` track leaves them to it. */
const LOOP_PART_KEYS: Readonly<Record<LoopPart, readonly string[]>> = {
  x: ['x', 'y', 'z', 'xPercent', 'yPercent'],
  r: ['rotation', 'rotationX', 'rotationY'],
  s: ['scaleX', 'scaleY', 'skewX', 'skewY'],
  o: ['opacity'],
  filter: ['filter'],
};

const pickKeys = (vars: Vars, keys: readonly string[]): Vars => Object.fromEntries(Object.entries(vars).filter(([key]) => keys.includes(key)));
const omitKeys = (vars: Vars, keys: readonly string[]): Vars => (keys.length ? Object.fromEntries(Object.entries(vars).filter(([key]) => !keys.includes(key))) : vars);

/**
 * Places a track whose frames carry SR7 7.0 repeat ranges (KeyFrame.cycle): frames outside a range at their own
 * start time, once; each range as one nested timeline at its first frame's time, repeated `repeat` times (-1 endless)
 * and back and forth with `yoyo`, as its closing frame says. A range left open runs to the last frame, endlessly.
 * Returns where the finite part ends (ms) and whether a range repeats forever.
 */
export function placeCycles(
  tl: Timeline,
  frames: readonly KeyFrame[],
  addFrame: (into: Timeline, frame: KeyFrame, at: number) => void,
  onRepeat: () => void,
  styles: Styles,
): { end: number; endless: boolean } {
  let end = 0;
  let endless = false;
  let range: KeyFrame[] | null = null;
  const close = (closing: KeyFrame | null) => {
    const frames = range ?? [];
    range = null;
    const first = frames[0];
    if (!first) return;
    const repeat = closing?.repeat ?? -1;
    const cycle = createTimeline(styles, { repeat, yoyo: closing?.yoyo === true, onRepeat: closing?.cycleEvents ? onRepeat : undefined });
    for (const frame of frames) addFrame(cycle, frame, (frame.t - first.t) / 1000);
    tl.add(cycle, first.t / 1000);
    const length = Math.max(...frames.map((frame) => frame.t + Math.max(0, frame.d))) - first.t;
    if (repeat < 0) endless = true;
    end = Math.max(end, first.t + length * (1 + Math.max(0, repeat)));
  };
  for (const frame of frames) {
    if (frame.cycle === 'start') {
      if (range) close(null);
      range = [frame];
    } else if (frame.cycle === 'end' || frame.cycle === 'both') {
      range = frame.cycle === 'both' && !range ? [frame] : [...(range ?? []), frame];
      close(frame);
    } else if (range) range.push(frame);
    else {
      addFrame(tl, frame, frame.t / 1000);
      end = Math.max(end, frame.t + Math.max(0, frame.d));
    }
  }
  if (range) close(null);
  return { end, endless };
}

/** Is the layer's mask hiding overflow when this scene starts? Keyword offsets are then mask-relative. */
function maskHides(frames: readonly KeyFrame[] | undefined): boolean {
  return !!frames?.length && frames[0]?.overflow !== 'visible';
}

/**
 * Builds the scene's timeline, or null when the layer has no frames in it. The timeline is at time 0
 * (its first frame's starting state is applied) and paused.
 */
export function buildSceneTimeline(o: SceneBuildOptions): SceneBuild | null {
  const scene = o.layer.timeline[o.scene];
  if (!scene) return null;
  const meta = scene.meta ?? {};
  const tl = createTimeline(o.styles);
  const { content } = o.targets;
  const mask = o.targets.mask ?? null;
  let end = 0;
  let endless = false;
  let hasFrames = false;
  const fluid = o.layer.fluid.transform;
  const masked = maskHides(scene.mask);
  const isOut = o.scene === 'out';
  o.ledger.touch(content, ['visibility', 'pointerEvents']);
  // Any non-out scene brings back a layer that an out scene removed (set first: its frames may override).
  if (!isOut) tl.set(content, { visibility: 'inherit', pointerEvents: '' }, 0);

  const origin = (m: TrackMeta | undefined, target: object) => {
    if (!m) return;
    o.ledger.touch(target, ['transformOrigin', 'transformPerspective']);
    // Written with the timeline's first render (one transform string per element, not two).
    o.styles.put(target, 'transformOrigin', m.origin.join(' '));
    o.styles.put(target, 'transformPerspective', m.perspective ?? o.perspective);
  };

  // Content: transform, opacity, colours, filter, pointer events; frame events.
  const contentFrames = scene.content ?? [];
  if (contentFrames.length) {
    hasFrames = true;
    origin(meta.content, content);
    let filter = NEUTRAL_FILTER;
    contentFrames.forEach((frame, i) => {
      const vars = transformVars(frame, o.level, o.measure, fluid, masked);
      if (frame.filter) {
        filter = mergeFilter(filter, frame.filter);
        vars['filter'] = filterCss(filter, fluid ? o.measure.scale : 1);
      }
      if (frame.color) vars['color'] = frame.color;
      if (frame.bgColor) vars['backgroundColor'] = frame.bgColor;
      o.ledger.touch(content, Object.keys(vars));
      const at = frame.t / 1000;
      const duration = frameSeconds(frame, i, o.scene);
      if (frame.pE) {
        o.ledger.touch(content, ['pointerEvents']);
        tl.set(content, { pointerEvents: frame.pE }, at);
      }
      tl.to(content, vars, at, { duration, ease: ease(frame.e), repeat: frame.repeat ?? 0, yoyo: frame.yoyo === true, onRepeat: () => o.onFrame('framerepeated', i) });
      tl.call(() => o.onFrame('framestarted', i), at);
      if (frame.repeat !== undefined && frame.repeat < 0) endless = true;
      else tl.call(() => o.onFrame('frameended', i), at + duration * (1 + (frame.repeat ?? 0)));
    });
    end = Math.max(end, frameEnd(contentFrames));
  }

  // Mask: its own offsets and overflow; the clip reveal is drawn on the same wrapper.
  if (mask && scene.mask?.length) {
    hasFrames = true;
    scene.mask.forEach((frame, i) => {
      const vars = transformVars(frame, o.level, o.measure, fluid, false);
      delete vars['opacity'];
      const at = frame.t / 1000;
      if (frame.overflow) {
        o.ledger.touch(mask, ['overflow']);
        tl.set(mask, { overflow: frame.overflow }, at);
      }
      o.ledger.touch(mask, Object.keys(vars));
      tl.to(mask, vars, at, { duration: frameSeconds(frame, i, o.scene), ease: ease(frame.e) });
    });
    end = Math.max(end, frameEnd(scene.mask));
  }
  const clipTarget = mask ?? content;
  if (scene.clip?.length) {
    hasFrames = true;
    const m = meta.clip;
    let reveal = 100;
    o.ledger.touch(clipTarget, ['clipPath']);
    scene.clip.forEach((frame, i) => {
      if (frame.clip !== null) reveal = frame.clip;
      tl.to(clipTarget, { clipPath: clipPathCss(reveal, m?.clipType, m?.clipOrigin) }, frame.t / 1000, { duration: frameSeconds(frame, i, o.scene), ease: ease(frame.e) });
    });
    end = Math.max(end, frameEnd(scene.clip));
  }

  // The filter track writes the content's CSS filter, and its backdrop filter where a frame changes what shows
  // through the layer (SR7 7.0 `bu`): exports write the neutral backdrop on every filter frame, which is no work.
  if (scene.filter?.length) {
    hasFrames = true;
    let filter = NEUTRAL_FILTER;
    let backdrop = NEUTRAL_FILTER;
    const backdrops = scene.filter.some((frame) => Object.entries(frame.backdrop ?? {}).some(([key, value]) => NEUTRAL_FILTER[key as keyof FrameFilter] !== value));
    o.ledger.touch(content, backdrops ? ['filter', 'backdropFilter'] : ['filter']);
    scene.filter.forEach((frame, i) => {
      filter = mergeFilter(filter, frame.filter);
      backdrop = mergeFilter(backdrop, frame.backdrop);
      const scale = fluid ? o.measure.scale : 1;
      const vars: Vars = backdrops ? { filter: filterCss(filter, scale), backdropFilter: filterCss(backdrop, scale) } : { filter: filterCss(filter, scale) };
      tl.to(content, vars, frame.t / 1000, { duration: frameSeconds(frame, i, o.scene), ease: ease(frame.e) });
    });
    end = Math.max(end, frameEnd(scene.filter));
  }

  // Split text: every piece runs the frames, staggered (SPEC §9: 75 ms default).
  for (const kind of SPLIT_TARGETS) {
    const frames = scene[kind as TimelineTarget];
    if (!frames?.length || !o.targets.split) continue;
    const pieces = o.targets.split(kind);
    if (!pieces.length) continue;
    hasFrames = true;
    const m = meta[kind];
    // A frame's own SR7 7.0 `delay` wins over the track's stagger (SPEC §9: 75 ms default, "another default 5").
    const eachOf = (frame: KeyFrame) => (frame.stagger ?? m?.stagger ?? 75) / 1000;
    const from = staggerFrom(m?.direction);
    for (const piece of pieces) o.ledger.touch(piece, ['transform', 'opacity', 'filter', 'color']);
    if (m) for (const piece of pieces) origin(m, piece);
    let filter = NEUTRAL_FILTER;
    frames.forEach((frame, i) => {
      const vars = transformVars(frame, o.level, o.measure, fluid, false);
      if (frame.color) vars['color'] = frame.color;
      if (frame.filter) {
        filter = mergeFilter(filter, frame.filter);
        vars['filter'] = filterCss(filter, fluid ? o.measure.scale : 1);
      }
      // The first frame is every piece's starting state: not staggered, or late pieces would show early.
      const stagger = i === 0 ? undefined : { each: eachOf(frame), from: frame.staggerFrom ?? from };
      tl.to(pieces, vars, frame.t / 1000, { duration: frameSeconds(frame, i, o.scene), ease: ease(frame.e), stagger });
    });
    const slowest = Math.max(...frames.map(eachOf));
    end = Math.max(end, frameEnd(frames) + slowest * 1000 * (pieces.length - 1));
  }

  // Loop: runs on its own wrapper. SR7 7.0 marks which frames repeat (KeyFrame.cycle); an older loop without marks
  // runs its frames in sequence, forever, back and forth.
  const loopTarget = o.targets.loop ?? null;
  const loopParts = scene.loopParts ?? {};
  const partNames = Object.keys(loopParts) as LoopPart[];
  const loopTracks: Array<[readonly KeyFrame[], (vars: Vars) => Vars]> = [];
  if (scene.loop?.length) loopTracks.push([scene.loop, (vars) => omitKeys(vars, partNames.flatMap((part) => LOOP_PART_KEYS[part]))]);
  for (const part of partNames) loopTracks.push([loopParts[part] ?? [], (vars) => pickKeys(vars, LOOP_PART_KEYS[part])]);
  if (loopTarget && loopTracks.some(([frames]) => frames.length > 0)) {
    hasFrames = true;
    origin(meta.loop, loopTarget);
    const loopVars = (frame: KeyFrame, only: (vars: Vars) => Vars) => {
      const vars = transformVars(frame, o.level, o.measure, fluid, false);
      if (frame.filter) vars['filter'] = filterCss(mergeFilter(NEUTRAL_FILTER, frame.filter), fluid ? o.measure.scale : 1);
      const picked = only(vars);
      o.ledger.touch(loopTarget, Object.keys(picked));
      return picked;
    };
    for (const [frames, only] of loopTracks) {
      if (!frames.length) continue;
      if (frames.some((frame) => frame.cycle !== undefined)) {
        const placed = placeCycles(tl, frames, (into, frame, at) => into.to(loopTarget, loopVars(frame, only), at, { duration: Math.max(0, frame.d) / 1000, ease: ease(frame.e) }), () => o.onFrame('framerepeated', 0), o.styles);
        endless ||= placed.endless;
        end = Math.max(end, placed.end);
      } else {
        endless = true;
        const first = frames[0] as KeyFrame;
        const loop = createTimeline(o.styles, { repeat: -1, yoyo: first.yoyo !== false, onRepeat: () => o.onFrame('framerepeated', 0) });
        loop.set(loopTarget, loopVars(first, only), 0);
        let cursor = 0;
        frames.slice(1).forEach((frame) => {
          loop.to(loopTarget, loopVars(frame, only), cursor, { duration: Math.max(0.001, frame.d / 1000), ease: ease(frame.e) });
          cursor += Math.max(0.001, frame.d / 1000);
        });
        tl.add(loop, first.t / 1000);
      }
    }
  }

  if (!hasFrames) {
    tl.kill();
    return null;
  }
  // SPEC §4: an out frame hides the layer and disables pointer events once its content finished.
  if (isOut) tl.set(content, { visibility: 'hidden', pointerEvents: 'none' }, end / 1000);
  const lead = o.scene === 'in' ? TINY_SECONDS : 0;
  o.beforeStart?.();
  tl.time(lead);
  return { timeline: tl, end, endless, lead: lead * 1000 };
}
