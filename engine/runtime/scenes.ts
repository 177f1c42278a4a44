import { gsap } from 'gsap';
import type { FrameValue, KeyFrame, Level, SlideModel } from '../model/types.ts';
import type { Motion } from './motion.ts';
import type { Clock } from './clock.ts';
import type { LayerHost } from './ports.ts';

export interface ScenesDeps {
  readonly host: () => LayerHost | null;
  readonly level: () => Level;
  readonly motion: Motion;
  readonly clock: Clock;
  readonly onLayerEvent: (slideKey: string, layerId: string, event: 'enterstage' | 'enteredstage' | 'leavestage' | 'leftstage') => void;
}

export interface Scenes {
  /** Plays a scene ('in' | 'out') of every layer of a slide; resolves when all have finished. */
  play(slide: SlideModel, scene: 'in' | 'out'): Promise<void>;
  /**
   * Plays one scene ('in', 'out', 'scene_N') of one layer: slide actions (playScene, toggleScenes) and the
   * API's playScene. Unknown layers or scenes are ignored.
   */
  playLayerScene(slideKey: string, layerId: string, scene: string): void;
  /** The scene a layer last started ('in' after the slide entered), or null when it has not started one. */
  sceneOf(slideKey: string, layerId: string): string | null;
  /** Stops a slide's running scenes and forgets their state, so the next visit replays 'in'. */
  reset(slide: SlideModel): void;
  destroy(): void;
}

type Vars = Record<string, number | string>;
interface Measure {
  box: { x: number; y: number; w: number; h: number };
  slide: { w: number; h: number };
  scale: number;
}

/**
 * A keyframe offset → gsap vars; keywords put the layer just outside the slide (SR7 'left'/'right'…).
 * px and percent are separate gsap channels, so setting one zeroes the other: a frame going from
 * y '50%' to y 0 must end with no offset at all.
 */
function offset(value: FrameValue, axis: 'x' | 'y', m: Measure, scale: number, vars: Vars) {
  if (value === 'inherit') return;
  const percentKey = axis === 'x' ? 'xPercent' : 'yPercent';
  let px = 0;
  let percent = 0;
  if (typeof value === 'number') px = value * scale;
  else if (typeof value === 'object') percent = value.pct;
  else if (value === 'left') px = -(m.box.x + m.box.w);
  else if (value === 'right') px = m.slide.w - m.box.x;
  else if (value === 'top') px = -(m.box.y + m.box.h);
  else if (value === 'bottom') px = m.slide.h - m.box.y;
  vars[axis] = px;
  vars[percentKey] = percent;
}

function frameVars(frame: KeyFrame, level: Level, m: Measure, fluid: boolean): Vars {
  const vars: Vars = {};
  // SR7 `fluid.tr`: px offsets follow the responsive scale unless the layer opts out.
  const scale = fluid ? m.scale : 1;
  offset(frame.x[level], 'x', m, scale, vars);
  offset(frame.y[level], 'y', m, scale, vars);
  if (frame.o !== 'inherit') vars['opacity'] = frame.o;
  if (frame.sX !== 'inherit') vars['scaleX'] = frame.sX;
  if (frame.sY !== 'inherit') vars['scaleY'] = frame.sY;
  if (frame.rX !== 'inherit') vars['rotationX'] = frame.rX;
  if (frame.rY !== 'inherit') vars['rotationY'] = frame.rY;
  if (frame.rZ !== 'inherit') vars['rotation'] = frame.rZ;
  if (frame.z) vars['z'] = frame.z;
  if (frame.skX) vars['skewX'] = frame.skX;
  if (frame.skY) vars['skewY'] = frame.skY;
  return vars;
}

/** SR7 gives a zero-length first in-frame a tiny duration so it renders (SPEC §9: 0.0075 s). */
const TINY = 0.0075;

/**
 * Layer scenes as paused gsap timelines advanced from the one clock (DESIGN.md "One clock"), so DOM
 * layers and the GPU backdrop can never drift and tests can step time.
 */
export function createScenes(deps: ScenesDeps): Scenes {
  const running = new Map<string, { timelines: gsap.core.Timeline[]; stop: () => void; settle: () => void }>();

  const build = (slide: SlideModel, scene: 'in' | 'out') => {
    const host = deps.host();
    const level = deps.level();
    const timelines: gsap.core.Timeline[] = [];
    let longest = 0;
    for (const layer of slide.layers) {
      const frames = layer.timeline[scene]?.content;
      if (!frames?.length) continue;
      // Measuring forces a DOM layout, so only layers that animate are measured.
      const targets = host?.targets(slide.key, layer.id);
      const measure = targets ? host?.measure(slide.key, layer.id) : null;
      if (!targets || !measure) continue;
      const tl = gsap.timeline({ paused: true });
      frames.forEach((frame, i) => {
        const vars = frameVars(frame, level, measure, layer.fluid.transform);
        const at = frame.t / 1000;
        // The first in-frame is the layer's starting state; a zero-length one still has to render.
        const seconds = i === 0 && scene === 'in' && frame.d <= 0 ? TINY : frame.d / 1000;
        tl.to(targets.content, { ...vars, duration: seconds, ease: frame.e }, at);
        longest = Math.max(longest, frame.t + frame.d);
      });
      tl.call(() => deps.onLayerEvent(slide.key, layer.id, scene === 'in' ? 'enteredstage' : 'leftstage'));
      deps.onLayerEvent(slide.key, layer.id, scene === 'in' ? 'enterstage' : 'leavestage');
      tl.time(0);
      timelines.push(tl);
    }
    return { timelines, longest };
  };

  return {
    play(slide, scene) {
      running.get(slide.key)?.stop();
      const { timelines, longest } = build(slide, scene);
      return new Promise<void>((resolve) => {
        const start = deps.clock.now();
        const settle = () => {
          running.delete(slide.key);
          resolve();
        };
        const stopMover = deps.motion.run((now) => {
          const seconds = (now - start) / 1000;
          for (const tl of timelines) tl.time(Math.min(seconds, tl.duration()));
          if (now - start < longest) return false;
          settle();
          return true;
        });
        running.set(slide.key, {
          timelines,
          settle,
          stop: () => {
            stopMover();
            settle();
          },
        });
      });
    },
    playLayerScene() {
      // Filled in by the timeline rewrite (issue 4).
    },
    sceneOf() {
      return null;
    },
    reset(slide) {
      const run = running.get(slide.key);
      run?.stop();
      for (const tl of run?.timelines ?? []) tl.kill();
      const host = deps.host();
      for (const layer of slide.layers) {
        const targets = host?.targets(slide.key, layer.id);
        if (targets) gsap.set(targets.content, { clearProps: 'transform,opacity' });
      }
    },
    destroy() {
      for (const run of [...running.values()]) {
        run.stop();
        for (const tl of run.timelines) tl.kill();
      }
      running.clear();
    },
  };
}
