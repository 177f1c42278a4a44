import { createStyles } from '../anim/styles.ts';
import { resolveEase, type EaseFn } from '../anim/eases.ts';
import type { LayerModel, ModuleModel, SlideModel } from '../model/types.ts';
import type { ParallaxOrigin } from '../model/types-modifiers.ts';
import type { Motion } from './motion.ts';
import { addMousePose, addScrollPose, modifierPerspective, mouseDepth, neutralPose, orientationVector, pointerVector, scrollProgress, type Pose } from './modifier-math.ts';
import { hasActiveModifier } from './uses-modifiers.ts';
import type { LayerHost } from './ports.ts';
import type { ModifierInputs, PointerSample } from './ports-modifiers.ts';
import type { SliderStore } from './store.ts';

/** What the modifiers read of the module: their settings, the perspective, and the slides whose layers they move. */
export type ModifiersModel = Pick<ModuleModel, 'modifiers' | 'general' | 'slides' | 'staticSlides'>;

export interface ModifiersDeps {
  readonly model: ModifiersModel;
  readonly store: SliderStore;
  readonly host: () => LayerHost | null;
  readonly motion: Motion;
  /** Page input; absent (Node, SSR) → modifiers stay neutral and nothing is subscribed. */
  readonly inputs: ModifierInputs | null | undefined;
}

export interface Modifiers {
  /** Layers moved since the last frame (a relayout): measure and apply again. */
  refresh(): void;
  destroy(): void;
}

interface Entry {
  readonly key: string;
  readonly slideKey: string;
  readonly layer: LayerModel;
  readonly target: object;
  readonly depth: { readonly x: number; readonly y: number };
  /** Mouse parallax: the pointer vector as this layer follows it, at its pace from its origin (SR7 7.0 `s`, `o`). */
  readonly follower: Follower;
  readonly ease: EaseFn;
  /** Scroll progress as this layer shows it (smoothed by its own `s`). */
  progress: number;
  readonly last: Pose;
}

/** The pointer vector followed at one pace from one origin: shared by the layers that follow it alike. */
interface Follower {
  readonly origin: ParallaxOrigin;
  readonly speed: number;
  readonly vector: { x: number; y: number };
}

const NEUTRAL: Pose = neutralPose();
const SETTLED = 1e-4;
/** Exponential catch-up reaching 98 % after `ms` (e^-4 ≈ 0.018). */
const follow = (ms: number, dt: number): number => (ms > 0 ? 1 - Math.exp((-4 * dt) / ms) : 1);
const same = (a: Pose, b: Pose): boolean =>
  a.x === b.x && a.y === b.y && a.rotationX === b.rotationX && a.rotationY === b.rotationY && a.rotation === b.rotation &&
  a.scale === b.scale && a.opacity === b.opacity && a.blur === b.blur && a.grayscale === b.grayscale;
const differs = (a: Pose, b: Pose): boolean =>
  Math.abs(a.x - b.x) > 0.01 || Math.abs(a.y - b.y) > 0.01 || Math.abs(a.rotationX - b.rotationX) > 0.01 ||
  Math.abs(a.rotationY - b.rotationY) > 0.01 || Math.abs(a.rotation - b.rotation) > 0.01 || Math.abs(a.scale - b.scale) > 1e-4 ||
  Math.abs(a.opacity - b.opacity) > 1e-4 || Math.abs(a.blur - b.blur) > 0.01 || Math.abs(a.grayscale - b.grayscale) > 0.01;

/**
 * Mouse / orientation parallax and scroll effects (SPEC §1) on the one clock: inputs only set targets; a mover
 * eases the layers' modifier wrappers toward them and detaches once everything has settled, so a still pointer
 * and a still page cost no frame work (DESIGN.md "One clock").
 */
export function createModifiers(deps: ModifiersDeps): Modifiers {
  const { model, store, motion } = deps;
  const settings = model.modifiers;
  const inputs = deps.inputs ?? null;
  const all = [...model.slides, ...model.staticSlides].flatMap((slide) => slide.layers.filter((l) => hasActiveModifier(l.mod)));
  const touch = inputs?.touch() ?? false;
  const motionAllowed = !(inputs?.reducedMotion() ?? false);
  const mouseOn = settings.use && motionAllowed && !(touch && settings.mouseOffOnMobile) && all.some((l) => l.mod?.mouse);
  const scrollOn = settings.use && !(touch && settings.scrollOffOnMobile) && all.some((l) => l.mod?.scroll);
  const pointerDriven = mouseOn && settings.type !== 'scroll';
  const scrollDriven = mouseOn && (settings.type === 'scroll' || settings.type === 'mousescroll');

  // Where the pointer (or the device's tilt) points, from each origin a layer may count from.
  const aims: Record<ParallaxOrigin, { x: number; y: number }> = { enterpoint: { x: 0, y: 0 }, slidercenter: { x: 0, y: 0 } };
  // One per pace and origin, kept for the unit's life: a layer that comes in with a new slide takes the pose the
  // others already follow (SR6's form has one: the module's speed and origin).
  const followers = new Map<string, Follower>();
  const followerFor = (origin: ParallaxOrigin, speed: number): Follower => {
    const key = `${origin} ${speed}`;
    let follower = followers.get(key);
    if (!follower) followers.set(key, (follower = { origin, speed, vector: { x: 0, y: 0 } }));
    return follower;
  };
  let pointer: PointerSample | null = null;
  let enter: { x: number; y: number } | null = null;
  let baseBeta: number | null = null;
  let progress = 0;
  const size = { width: 0, height: 0 };
  let pxScale = 1;
  let entries: Entry[] = [];
  let dirty = true;
  let stop: (() => void) | null = null;
  let lastFrame: number | null = null;
  let destroyed = false;
  const scratch = neutralPose();
  const unsubscribe: (() => void)[] = [];

  const perspective = modifierPerspective(model.general, settings);
  // The modifier wrappers are this unit's alone: its own written styles, one transform string per wrapper per frame.
  const styles = createStyles();

  const write = (entry: Entry, pose: Pose) => {
    Object.assign(entry.last, pose);
    const vars: Record<string, number | string> = { x: pose.x, y: pose.y, rotationX: pose.rotationX, rotationY: pose.rotationY, rotation: pose.rotation, scale: pose.scale };
    const scroll = entry.layer.mod?.scroll;
    // 'isometric' is orthographic: 3D turns without a vanishing point (SPEC §3 general.perspectiveType).
    if (perspective > 0 && (pose.rotationX !== 0 || pose.rotationY !== 0)) vars['transformPerspective'] = perspective;
    if (scroll && scroll.opacity !== 1) vars['opacity'] = pose.opacity;
    if (scroll && (scroll.blur > 0 || scroll.grayscale > 0)) vars['filter'] = `blur(${pose.blur.toFixed(2)}px) grayscale(${pose.grayscale.toFixed(2)}%)`;
    styles.set(entry.target, vars);
  };

  const activeSlides = (): SlideModel[] => {
    const state = store.getState();
    const list = [state.slides[state.index], state.nextIndex === null ? undefined : state.slides[state.nextIndex], ...model.staticSlides];
    return list.filter((s): s is SlideModel => s !== undefined);
  };

  const collect = () => {
    dirty = false;
    const host = deps.host();
    const next: Entry[] = [];
    let measured = false;
    for (const slide of activeSlides()) {
      for (const layer of slide.layers) {
        const mod = layer.mod;
        if (!settings.use || !hasActiveModifier(mod)) continue;
        const target = host?.targets(slide.key, layer.id)?.modifier;
        // Not rendered yet (the first input can come before React commits the wrappers): look again next frame.
        if (!target) {
          dirty = true;
          continue;
        }
        if (!measured) {
          const m = host?.measure(slide.key, layer.id);
          if (m) {
            measured = true;
            pxScale = m.scale;
            size.width = m.slide.w;
            size.height = m.slide.h;
          }
        }
        const key = `${slide.key}\u0000${layer.id}`;
        const old = entries.find((e) => e.key === key);
        next.push(
          old ?? {
            key,
            slideKey: slide.key,
            layer,
            target,
            depth: mod.mouse ? mouseDepth(mod.mouse, settings) : { x: 0, y: 0 },
            follower: followerFor(mod.mouse?.origin ?? settings.origin, mod.mouse?.speed ?? settings.speed),
            ease: resolveEase(mod.scroll?.ease, 'none'),
            progress,
            last: neutralPose(),
          },
        );
      }
    }
    // Layers of a slide that is no longer shown go back to their place.
    for (const gone of entries) if (!next.includes(gone)) write(gone, neutralPose());
    entries = next;
  };

  const poseOf = (entry: Entry): Pose => {
    const out = scratch;
    Object.assign(out, NEUTRAL);
    const mod = entry.layer.mod;
    const level = store.getState().level;
    if (mod?.mouse && mouseOn) addMousePose(out, entry.depth, entry.follower.vector, size, settings);
    if (mod?.scroll && scrollOn) addScrollPose(out, mod.scroll, entry.progress, entry.ease, level, entry.layer.fluid.transform ? pxScale : 1, motionAllowed);
    return out;
  };

  const frame = (now: number): boolean => {
    if (destroyed) return true;
    const dt = lastFrame === null ? 16 : Math.max(0, now - lastFrame);
    lastFrame = now;
    if (dirty) collect();
    let settled = true;
    for (const { origin, speed, vector } of followers.values()) {
      const aim = aims[origin];
      const k = follow(speed, dt);
      for (const axis of ['x', 'y'] as const) {
        const gap = aim[axis] - vector[axis];
        if (Math.abs(gap) <= SETTLED) vector[axis] = aim[axis];
        else {
          vector[axis] += gap * k;
          settled = false;
        }
      }
    }
    for (const entry of entries) {
      const gap = progress - entry.progress;
      if (Math.abs(gap) <= SETTLED) entry.progress = progress;
      else {
        entry.progress += gap * follow(entry.layer.mod?.scroll?.smoothing ?? 0, dt);
        settled = false;
      }
    }
    // Sub-pixel steps are skipped while moving; the last frame writes the exact resting pose.
    for (const entry of entries) {
      const pose = poseOf(entry);
      if (settled ? !same(pose, entry.last) : differs(pose, entry.last)) write(entry, pose);
    }
    if (settled) {
      stop = null;
      lastFrame = null;
    }
    return settled;
  };

  const wake = () => {
    if (destroyed || stop) return;
    stop = motion.run(frame);
  };

  const aimAt = () => {
    for (const origin of ['enterpoint', 'slidercenter'] as const) {
      const v = pointerDriven && pointer ? pointerVector(pointer, origin === 'enterpoint' ? enter : null) : { x: 0, y: 0 };
      aims[origin].x = v.x;
      aims[origin].y = scrollDriven ? Math.max(-1, Math.min(1, v.y + progress)) : v.y;
    }
    wake();
  };

  if (inputs && pointerDriven && !touch) {
    unsubscribe.push(
      inputs.pointer((sample) => {
        if (sample && !pointer) enter = { x: sample.x, y: sample.y };
        pointer = sample;
        if (sample) {
          size.width = sample.width;
          size.height = sample.height;
        } else enter = null;
        aimAt();
      }),
    );
  }
  if (inputs && pointerDriven && touch) {
    unsubscribe.push(
      inputs.orientation((sample) => {
        baseBeta ??= sample.beta;
        const v = orientationVector(sample, baseBeta);
        pointer = null;
        for (const aim of Object.values(aims)) {
          aim.x = v.x;
          aim.y = scrollDriven ? Math.max(-1, Math.min(1, v.y + progress)) : v.y;
        }
        wake();
      }),
    );
  }
  if (inputs && (scrollOn || scrollDriven)) {
    unsubscribe.push(
      inputs.viewport((sample) => {
        progress = scrollProgress(sample);
        size.height = sample.height;
        if (scrollDriven) aimAt();
        else wake();
      }),
    );
  }
  if (mouseOn || scrollOn) {
    let seen = store.getState();
    unsubscribe.push(
      store.subscribe((state) => {
        if (state.index === seen.index && state.nextIndex === seen.nextIndex && state.level === seen.level && state.slides === seen.slides) return;
        seen = state;
        dirty = true;
        wake();
      }),
    );
  }

  return {
    refresh() {
      if (destroyed || !(mouseOn || scrollOn)) return;
      dirty = true;
      wake();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const off of unsubscribe.splice(0)) off();
      stop?.();
      stop = null;
      entries = [];
    },
  };
}

