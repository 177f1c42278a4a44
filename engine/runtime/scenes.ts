/**
 * Layer scenes (SPEC §4 "Layers and scenes"): in, out, hover/idle and `scene_N` per layer, as paused
 * timelines (anim/timeline.ts) advanced from the one clock (DESIGN.md "One clock"), so DOM layers and the GPU
 * backdrop never drift and tests can step time. Also global-layer slide ranges, the slide loop and
 * toggle layers.
 */
import type { LayerModel, Level, SlideModel } from '../model/types.ts';
import type { FrameMeasure } from '../anim/layer-frame.ts';
import { createStyles } from '../anim/styles.ts';
import type { Timeline } from '../anim/timeline.ts';
import type { Motion } from './motion.ts';
import type { Clock } from './clock.ts';
import type { LayerHost, LayerInputType } from './ports.ts';
import { buildSceneTimeline, type FrameEvent } from './layer-timeline.ts';
import type { Hover } from './hover.ts';
import { createLazyChunk } from '../load/lazy-chunk.ts';
import { createStyleLedger, type StyleLedger } from './style-ledger.ts';

export type StageEvent = 'enterstage' | 'enteredstage' | 'leavestage' | 'leftstage' | FrameEvent;

export interface LayerEventDetail {
  readonly scene: string;
  /** Frame index (0-based) for frame events. */
  readonly frame?: number;
}

export interface ScenesDeps {
  readonly host: () => LayerHost | null;
  readonly level: () => Level;
  readonly motion: Motion;
  readonly clock: Clock;
  /** Module perspective for layer frames (SPEC §9: 600 px). */
  readonly perspective?: number;
  /**
   * Scroll-based timeline: the offset (ms) of a layer whose in scene follows the page scroll (`mod.s.ut` with
   * `settings.sbt.use`), or null for clock-driven layers.
   */
  readonly scrollDriven?: (layer: LayerModel) => number | null;
  readonly onLayerEvent: (slideKey: string, layerId: string, event: StageEvent, detail: LayerEventDetail) => void;
  /** Where a hover chunk that cannot be loaded is reported (SPEC §8 'Loading chunk failed'). */
  readonly log?: Pick<Console, 'error'>;
}

export interface Scenes {
  /**
   * Plays a scene ('in' | 'out' | 'scene_N') of every layer of a slide; starting it stops the slide's other
   * running scenes (SPEC §4). Resolves when the finite parts of all have finished. With `which`, only the layers it
   * accepts play, and only their scenes stop (a carousel's layers that stay on every card, `outOfFocus`).
   */
  play(slide: SlideModel, scene: string, which?: (layer: LayerModel) => boolean): Promise<void>;
  /**
   * Plays one scene of one layer: slide actions (playScene, toggleScenes) and the API. Unlike `play`,
   * it leaves the slide's other layers running (SPEC §4: "except for action or update calls").
   */
  playLayerScene(slideKey: string, layerId: string, scene: string): void;
  /** The scene a layer last started ('in' after the slide entered), or null when it has not started one. */
  sceneOf(slideKey: string, layerId: string): string | null;
  /**
   * Global (static) layers: shows the ones whose sStart..sEnd range holds slide `index` (0-based), hides the rest.
   * Settles when the in and out scenes it started have played their finite parts (as `play`).
   */
  syncGlobals(statics: readonly SlideModel[], index: number): Promise<void>;
  /** Scroll-based timeline: positions every scroll-driven in scene at `progress` (0..1) of its length. */
  setScrollProgress(progress: number): void;
  /**
   * Scroll-based timeline of a held module (sbt-pin.ts): positions every scroll-driven in scene at slide time
   * `ms` (plus its layer's offset), the way SR7 maps the hold. Once called, it replaces setScrollProgress.
   */
  setScrollTime(ms: number): void;
  /** Hover and toggle input from the view. */
  input(slideKey: string, layerId: string, type: LayerInputType): void;
  /** Stops a slide's running scenes and hands its elements back as React rendered them, so the next visit replays 'in'. */
  reset(slide: SlideModel): void;
  destroy(): void;
}

interface Player {
  readonly slideKey: string;
  readonly layerId: string;
  readonly scene: string;
  readonly timeline: Timeline;
  readonly end: number;
  readonly endless: boolean;
  start: number;
  finished: boolean;
  loops: number;
  readonly loop: SlideModel['loop'] | null;
  /** Settles the scene; `completed` false when it was stopped early (no entered/left event then). */
  readonly done: (completed: boolean) => void;
}

interface LayerState {
  scene: string | null;
  /** Its in scene finished (hover waits for this). */
  entered: boolean;
  /** Shown by syncGlobals (global layers only). */
  shown: boolean;
  toggled: boolean;
}

const key = (slideKey: string, layerId: string) => `${slideKey}\u0000${layerId}`;

export function createScenes(deps: ScenesDeps): Scenes {
  const players = new Map<string, Player>();
  const states = new Map<string, LayerState>();
  const ledgers = new Map<string, StyleLedger>();
  const slides = new Map<string, SlideModel>();
  const hovers = new Map<string, Hover>();
  /** Scroll-driven in scenes: their time comes from setScrollProgress, never from the clock. */
  const scrolled = new Map<string, { timeline: Timeline; end: number; offset: number; lead: number }>();
  let scrollProgress = 0;
  let scrollTime: number | null = null;
  const placeScrolled = (entry: { timeline: Timeline; end: number; offset: number; lead: number }) =>
    entry.timeline.time(Math.max(entry.lead, (scrollTime ?? scrollProgress * entry.end) + entry.offset) / 1000);
  let stopMover: (() => void) | null = null;
  // What this instance's timelines and hovers wrote on its layers, and where their next tweens start from.
  const styles = createStyles();
  // The hover looks' code (hover.ts) loads once a layer with one has entered (before that SPEC §4 ignores hovering),
  // not with every module, nor before the first slide shows; a pointer already on such a layer gets its hover when the
  // code arrives (hoverWanted: the last enter/leave per layer meanwhile).
  const hoverCode = createLazyChunk({
    type: 'hover', load: () => import('./hover.ts'), fallback: 'layers keep their idle look', after: deps.clock.after, log: deps.log ?? console,
  });
  const hoverWanted = new Map<string, boolean>();
  const withdraw: (() => void)[] = [];
  const wantHover = (layer: LayerModel) => {
    if (layer.hover && hoverCode.value() === null && withdraw.length === 0) withdraw.push(hoverCode.want(() => {}));
  };
  const hoverWhenIn = (slideKey: string, layerId: string, entering: boolean) => {
    const k = key(slideKey, layerId);
    const first = !hoverWanted.has(k);
    if (first && !entering) return;
    hoverWanted.set(k, entering);
    if (!first) return;
    withdraw.push(hoverCode.want(() => {
      const wanted = hoverWanted.get(k);
      hoverWanted.delete(k);
      if (wanted) scenes.input(slideKey, layerId, 'mouseenter');
    }));
  };

  const ledgerOf = (slideKey: string) => {
    let ledger = ledgers.get(slideKey);
    if (!ledger) ledgers.set(slideKey, (ledger = createStyleLedger(styles)));
    return ledger;
  };
  const stateOf = (slideKey: string, layerId: string) => {
    const k = key(slideKey, layerId);
    let state = states.get(k);
    if (!state) states.set(k, (state = { scene: null, entered: false, shown: false, toggled: false }));
    return state;
  };
  const layerOf = (slideKey: string, layerId: string): LayerModel | undefined => slides.get(slideKey)?.layers.find((l) => l.id === layerId);

  const tick = (now: number): boolean => {
    for (const player of [...players.values()]) {
      let ms = now - player.start;
      // Slide loop (wire `loop {u, r, s, e}`): jump back from e to s, r times (-1 endless).
      const loop = player.loop;
      if (loop?.use && loop.end > loop.start && ms > loop.end && (loop.repeat < 0 || player.loops < loop.repeat)) {
        player.start += loop.end - loop.start;
        player.loops++;
        ms = now - player.start;
      }
      player.timeline.time(ms / 1000);
      if (!player.finished && ms >= player.end) {
        player.finished = true;
        player.done(true);
        if (!player.endless && !loop?.use) {
          // Its end state stays on the elements; the timeline itself is done and must not outlive the module.
          players.delete(key(player.slideKey, player.layerId));
          player.timeline.kill();
        }
      }
    }
    if (players.size > 0) return false;
    stopMover = null;
    return true;
  };
  const ensureMover = () => {
    stopMover ??= deps.motion.run(tick);
  };

  const stopPlayer = (k: string) => {
    const player = players.get(k);
    if (!player) return;
    players.delete(k);
    player.timeline.kill();
    if (!player.finished) player.done(false);
  };

  /** Hides a layer at once (no out animation): waiting in-scenes and global layers out of their range. */
  const hide = (slideKey: string, layerId: string) => {
    const targets = deps.host()?.targets(slideKey, layerId);
    if (!targets) return;
    ledgerOf(slideKey).touch(targets.content, ['visibility', 'pointerEvents']);
    styles.set(targets.content, { visibility: 'hidden', pointerEvents: 'none' });
  };

  /** Starts one scene of one layer; resolves when its finite part has finished (at once when it has no frames). */
  const start = (slide: SlideModel, layer: LayerModel, scene: string, loop: SlideModel['loop'] | null, byAction = false, measured?: FrameMeasure | null): Promise<void> => {
    const host = deps.host();
    const k = key(slide.key, layer.id);
    stopPlayer(k);
    hovers.get(k)?.cancel();
    const state = stateOf(slide.key, layer.id);
    // A first in-frame written "w<ms>" waits for an action (SR7_225_1's menu): hidden until then.
    if (scene === 'in' && !byAction && layer.timeline['in']?.content?.[0]?.wait) {
      state.scene = null;
      hide(slide.key, layer.id);
      return Promise.resolve();
    }
    state.scene = scene;
    if (!layer.timeline[scene]) return Promise.resolve();
    // Measuring forces a layout, so only layers that animate are measured (a whole slide's at once: measureAll).
    const targets = host?.targets(slide.key, layer.id);
    const measure = targets ? (measured !== undefined ? measured : host?.measure(slide.key, layer.id)) : null;
    if (!targets || !measure) return Promise.resolve();
    const emit = (event: StageEvent, frame?: number) => deps.onLayerEvent(slide.key, layer.id, event, frame === undefined ? { scene } : { scene, frame });
    const isOut = scene === 'out';
    const scrollOffset = scene === 'in' && !byAction ? (deps.scrollDriven?.(layer) ?? null) : null;
    const build = buildSceneTimeline({
      layer,
      scene,
      targets,
      measure,
      level: deps.level(),
      perspective: deps.perspective ?? 600,
      ledger: ledgerOf(slide.key),
      styles,
      onFrame: (type, frame) => emit(type, frame),
      // enterstage / leavestage come before the scene's first frame event.
      beforeStart: () => {
        if (scrollOffset === null && (scene === 'in' || isOut)) emit(isOut ? 'leavestage' : 'enterstage');
      },
    });
    if (!build) return Promise.resolve();
    scrolled.get(k)?.timeline.kill();
    scrolled.delete(k);
    if (scrollOffset !== null) {
      const entry = { timeline: build.timeline, end: build.end, offset: scrollOffset, lead: build.lead };
      scrolled.set(k, entry);
      placeScrolled(entry);
      state.entered = true;
      wantHover(layer);
      return Promise.resolve();
    }
    if (isOut) state.entered = false;
    return new Promise<void>((resolve) => {
      players.set(k, {
        slideKey: slide.key,
        layerId: layer.id,
        scene,
        timeline: build.timeline,
        end: build.end,
        endless: build.endless,
        start: deps.clock.now() - build.lead,
        finished: false,
        loops: 0,
        loop,
        done: (completed) => {
          if (!completed) return resolve();
          if (scene === 'in') {
            state.entered = true;
            emit('enteredstage');
          } else if (isOut) emit('leftstage');
          else state.entered = true;
          if (state.entered) wantHover(layer);
          resolve();
        },
      });
      ensureMover();
    });
  };

  /**
   * The boxes of the layers that have `scene`, read in one pass before any of their timelines writes a first frame:
   * one layout for the slide instead of one per layer (putnam's first slide forced 232), and every box at rest, so a
   * container's entrance offset is not in its children's boxes whatever the layers' order.
   */
  const measureAll = (slideKey: string, layers: readonly LayerModel[], scene: (layer: LayerModel) => string | null): Map<string, FrameMeasure | null> => {
    const host = deps.host();
    const boxes = new Map<string, FrameMeasure | null>();
    if (!host) return boxes;
    for (const layer of layers) {
      const name = scene(layer);
      if (name && layer.timeline[name]) boxes.set(layer.id, host.measure(slideKey, layer.id));
    }
    return boxes;
  };

  const hoverOf = (slideKey: string, layer: LayerModel): Hover | null => {
    const code = hoverCode.value();
    if (!layer.hover || !code) return null;
    const k = key(slideKey, layer.id);
    let hover = hovers.get(k);
    if (!hover) {
      hover = code.createHover({
        hover: layer.hover,
        targets: () => deps.host()?.targets(slideKey, layer.id) ?? null,
        measure: () => deps.host()?.measure(slideKey, layer.id) ?? null,
        level: deps.level,
        motion: deps.motion,
        clock: deps.clock,
        ledger: ledgerOf(slideKey),
        styles,
      });
      hovers.set(k, hover);
    }
    return hover;
  };

  const scenes: Scenes = {
    play(slide, scene, which) {
      slides.set(slide.key, slide);
      const layers = which ? slide.layers.filter(which) : slide.layers;
      const playing = which ? new Set(layers.map((layer) => key(slide.key, layer.id))) : null;
      // SPEC §4: starting a slide scene stops the slide's other running scenes.
      for (const [k, player] of players) if (player.slideKey === slide.key && (!playing || playing.has(k))) stopPlayer(k);
      const loop = scene === 'in' ? (slide.loop ?? null) : null;
      const boxes = measureAll(slide.key, layers, () => scene);
      return Promise.all(layers.map((layer) => start(slide, layer, scene, loop, false, boxes.get(layer.id)))).then(() => undefined);
    },
    playLayerScene(slideKey, layerId, scene) {
      const slide = slides.get(slideKey);
      const layer = slide && layerOf(slideKey, layerId);
      if (slide && layer) void start(slide, layer, scene, null, true);
    },
    sceneOf: (slideKey, layerId) => states.get(key(slideKey, layerId))?.scene ?? null,
    syncGlobals(statics, index) {
      const started: Promise<unknown>[] = [];
      for (const slide of statics) {
        slides.set(slide.key, slide);
        const inRange = (layer: LayerModel) => !layer.range || (index + 1 >= layer.range.start && index + 1 <= layer.range.end);
        const shown = (layer: LayerModel) => stateOf(slide.key, layer.id).shown;
        const boxes = measureAll(slide.key, slide.layers, (layer) => (inRange(layer) === shown(layer) ? null : inRange(layer) ? 'in' : 'out'));
        for (const layer of slide.layers) {
          const state = stateOf(slide.key, layer.id);
          if (inRange(layer) && !state.shown) {
            state.shown = true;
            started.push(start(slide, layer, 'in', null, false, boxes.get(layer.id)));
          } else if (!inRange(layer) && state.shown) {
            state.shown = false;
            started.push(start(slide, layer, 'out', null, false, boxes.get(layer.id)));
          } else if (!inRange(layer) && state.scene === null) {
            // Out of range from the start: hidden without an out animation.
            hide(slide.key, layer.id);
            state.scene = 'out';
          }
        }
      }
      return Promise.all(started).then(() => undefined);
    },
    setScrollProgress(progress) {
      scrollProgress = Math.min(1, Math.max(0, progress));
      for (const entry of scrolled.values()) placeScrolled(entry);
    },
    setScrollTime(ms) {
      scrollTime = Math.max(0, ms);
      for (const entry of scrolled.values()) placeScrolled(entry);
    },
    input(slideKey, layerId, type) {
      const layer = layerOf(slideKey, layerId);
      if (!layer) return;
      const state = stateOf(slideKey, layerId);
      if (type === 'click' && layer.toggle) {
        state.toggled = !state.toggled;
        deps.host()?.setHtml?.(slideKey, layerId, state.toggled ? layer.toggle.html : layer.content.html);
        return;
      }
      if (type !== 'mouseenter' && type !== 'mouseleave' && type !== 'focusin' && type !== 'focusout') return;
      const hovering = type === 'mouseenter' || type === 'focusin';
      // SPEC §4: hover is ignored until the layer has entered and while its frames run.
      const running = players.get(key(slideKey, layerId));
      if (hovering && (!state.entered || (running && !running.finished))) return;
      if (layer.hover && hoverCode.value() === null) return hoverWhenIn(slideKey, layerId, hovering);
      const hover = hoverOf(slideKey, layer);
      if (!hover) return;
      if (hovering) hover.enter();
      else hover.leave();
    },
    reset(slide) {
      for (const [k, player] of players) if (player.slideKey === slide.key) stopPlayer(k);
      for (const layer of slide.layers) {
        const k = key(slide.key, layer.id);
        hovers.get(k)?.destroy();
        hovers.delete(k);
        scrolled.get(k)?.timeline.kill();
        scrolled.delete(k);
        const state = states.get(k);
        if (state?.toggled) deps.host()?.setHtml?.(slide.key, layer.id, layer.content.html);
        states.delete(k);
      }
      ledgers.get(slide.key)?.restore();
      ledgers.delete(slide.key);
    },
    destroy() {
      for (const k of [...players.keys()]) stopPlayer(k);
      for (const hover of hovers.values()) hover.destroy();
      hovers.clear();
      for (const entry of scrolled.values()) entry.timeline.kill();
      scrolled.clear();
      stopMover?.();
      stopMover = null;
      states.clear();
      slides.clear();
      ledgers.clear();
      for (const stop of withdraw.splice(0)) stop();
      hoverWanted.clear();
    },
  };
  return scenes;
}
