/**
 * One scene of one layer as a paused gsap timeline over its targets (content, mask, clip, filter, split
 * text, loop). The scenes unit advances it from the one clock. SPEC §3 "Timeline keyframes per scene and
 * target", §4 "Layers and scenes", §9 (tiny duration, stagger 75 ms, filter defaults).
 */
import { gsap } from 'gsap';
import type { KeyFrame, Level, LayerModel, TimelineTarget, TrackMeta } from '../model/types.ts';
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
  /**
   * The module's root timeline: every scene timeline is its child, not gsap's global timeline's, so the module's
   * destroy() can kill whatever is left and nothing of a killed module stays reachable from gsap.
   */
  readonly parent: gsap.core.Timeline;
  /** Frame events of the content track (frame index, 0-based). */
  readonly onFrame: (type: FrameEvent, frame: number) => void;
  /** Called once the timeline is built, just before its first render fires frame events (stage events go first). */
  readonly beforeStart?: () => void;
}

export interface SceneBuild {
  readonly timeline: gsap.core.Timeline;
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

function repeatVars(frame: KeyFrame): Vars {
  if (frame.repeat === undefined || frame.repeat === 0) return {};
  return { repeat: frame.repeat, yoyo: frame.yoyo ? 1 : 0 } as unknown as Vars;
}

/** End of a track's finite part in ms (an endless repeat counts once). */
function frameEnd(frames: readonly KeyFrame[]): number {
  return frames.reduce((end, f) => Math.max(end, f.t + f.d * (1 + Math.max(0, f.repeat ?? 0))), 0);
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
  const tl = gsap.timeline({ paused: true, parent: o.parent });
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
    gsap.set(target, { transformOrigin: m.origin.join(' '), transformPerspective: m.perspective ?? o.perspective });
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
      tl.to(content, { ...vars, duration, ease: ease(frame.e), ...repeatVars(frame), onRepeat: () => o.onFrame('framerepeated', i) }, at);
      tl.call(() => o.onFrame('framestarted', i), undefined, at);
      if (frame.repeat !== undefined && frame.repeat < 0) endless = true;
      else tl.call(() => o.onFrame('frameended', i), undefined, at + duration * (1 + (frame.repeat ?? 0)));
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
      tl.to(mask, { ...vars, duration: frameSeconds(frame, i, o.scene), ease: ease(frame.e) }, at);
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
      tl.to(clipTarget, { clipPath: clipPathCss(reveal, m?.clipType, m?.clipOrigin), duration: frameSeconds(frame, i, o.scene), ease: ease(frame.e) }, frame.t / 1000);
    });
    end = Math.max(end, frameEnd(scene.clip));
  }

  // The filter track writes the content's CSS filter.
  if (scene.filter?.length) {
    hasFrames = true;
    let filter = NEUTRAL_FILTER;
    o.ledger.touch(content, ['filter']);
    scene.filter.forEach((frame, i) => {
      filter = mergeFilter(filter, frame.filter);
      tl.to(content, { filter: filterCss(filter, fluid ? o.measure.scale : 1), duration: frameSeconds(frame, i, o.scene), ease: ease(frame.e) }, frame.t / 1000);
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
    if (m) gsap.set(pieces as object[], { transformOrigin: m.origin.join(' '), transformPerspective: m.perspective ?? o.perspective });
    frames.forEach((frame, i) => {
      const vars = transformVars(frame, o.level, o.measure, fluid, false);
      if (frame.color) vars['color'] = frame.color;
      // The first frame is every piece's starting state: not staggered, or late pieces would show early.
      const stagger = i === 0 ? {} : { stagger: { each: eachOf(frame), from } };
      tl.to(pieces as object[], { ...vars, duration: frameSeconds(frame, i, o.scene), ease: ease(frame.e), ...stagger }, frame.t / 1000);
    });
    const slowest = Math.max(...frames.map(eachOf));
    end = Math.max(end, frameEnd(frames) + slowest * 1000 * (pieces.length - 1));
  }

  // Loop: runs on its own wrapper after it starts, forever, back and forth (SR7 loop frames).
  const loopTarget = o.targets.loop ?? null;
  if (loopTarget && scene.loop?.length) {
    hasFrames = true;
    endless = true;
    const frames = scene.loop;
    origin(meta.loop, loopTarget);
    const first = frames[0] as KeyFrame;
    const loop = gsap.timeline({ repeat: -1, yoyo: first.yoyo !== false, onRepeat: () => o.onFrame('framerepeated', 0) });
    const startVars = transformVars(first, o.level, o.measure, fluid, false);
    o.ledger.touch(loopTarget, Object.keys(startVars));
    loop.set(loopTarget, startVars, 0);
    let cursor = 0;
    frames.slice(1).forEach((frame) => {
      const vars = transformVars(frame, o.level, o.measure, fluid, false);
      o.ledger.touch(loopTarget, Object.keys(vars));
      loop.to(loopTarget, { ...vars, duration: Math.max(0.001, frame.d / 1000), ease: ease(frame.e) }, cursor);
      cursor += Math.max(0.001, frame.d / 1000);
    });
    tl.add(loop, first.t / 1000);
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
