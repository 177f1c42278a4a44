/** Layer timelines in the normalized model: keyframes, filters and per-track settings of a scene (types.ts re-exports them). */
import type { Ladder, Length } from './types.ts';

/** A keyframe value: px number, percent, 'inherit' (keep previous), or a keyword like 'left'/'top'. */
export type FrameValue = Length | 'inherit' | 'left' | 'right' | 'top' | 'bottom' | 'center';

/** One timeline keyframe (SR7 `tl.<scene>.<target>.all[i]`). */
export interface KeyFrame {
  /** Start time in ms from the scene start. */
  readonly t: number;
  /**
   * The frame waits for an action (a `playScene`/`toggleScenes` trigger) before it starts: wire `t: "w<ms>"`,
   * where `t` then holds the `<ms>` part. Added by engine/model; absent means false.
   */
  readonly wait?: boolean;
  /** Duration in ms. */
  readonly d: number;
  /** gsap ease name. */
  readonly e: string;
  readonly x: Ladder<FrameValue>;
  readonly y: Ladder<FrameValue>;
  /**
   * Keyword offsets (`left`, `top` …) leave the layer this one sits in rather than the slide (wire `xRe`/`yRe` 1, SR7
   * `cVal`'s reference box): starnext's fruit enter from their group's left edge. Absent: the slide's.
   */
  readonly xInParent?: boolean;
  readonly yInParent?: boolean;
  readonly z: number;
  /** Opacity 0..1, or 'inherit'. */
  readonly o: number | 'inherit';
  readonly sX: number | 'inherit';
  readonly sY: number | 'inherit';
  readonly rX: number | 'inherit';
  readonly rY: number | 'inherit';
  readonly rZ: number | 'inherit';
  readonly skX: number;
  readonly skY: number;
  /** Clip reveal in percent (clip target), or null. */
  readonly clip: number | null;
  /** Pointer events while the frame runs: 'auto' or 'none'. */
  readonly pE: 'auto' | 'none' | null;
  /** CSS filter values the frame tweens to (wire `filter` object or the `filter` target's keys); absent = unchanged. */
  readonly filter?: FrameFilter;
  /**
   * Backdrop filter values the frame tweens to (the `filter` target's `bu` with `bb` blur, `br` brightness, `bg`
   * grayscale, `bs` sepia, `bi` invert: what shows through the layer); `bu` false is the neutral backdrop, so a frame
   * after a filtered one eases back. Absent = unchanged.
   */
  readonly backdrop?: FrameFilter;
  /** Text colour the frame tweens to (wire `c` on content frames / `color`), or absent = unchanged. */
  readonly color?: string;
  /** Background colour the frame tweens to (wire `bgc` / `bg`), or absent = unchanged. */
  readonly bgColor?: string;
  /** Mask overflow from this frame on (mask target wire `oflow`). */
  readonly overflow?: 'hidden' | 'visible';
  /**
   * Split targets (chars / words / lines): delay between pieces in ms for this frame, from its own wire `delay`,
   * which SR7 7.0 writes on every split keyframe in hundredths of a second (SR7.D.getKeyFrame's default 5 = 50 ms,
   * SPEC §9 "another default 5"). Absent: the track's stagger (TrackMeta#stagger, SPEC §9 default 75 ms).
   */
  readonly stagger?: number;
  /** Split targets: where this frame's stagger starts (wire `dir` on the frame, SR7 7.0). Absent: the track's direction. */
  readonly staggerFrom?: 'start' | 'end' | 'center' | 'edges' | 'random';
  /**
   * Extra plays (-1 = endless) and whether repeats run back and forth. Written as a number (wire `rep`/`repeat` with
   * `yoyo`), they repeat this frame alone; in SR7 7.0's range form (wire `rep {s, r, y, c}`) they sit on the frame that
   * closes a range (`cycle` 'end' or 'both') and repeat the whole range.
   */
  readonly repeat?: number;
  readonly yoyo?: boolean;
  /**
   * SR7 7.0 repeat range (wire `rep.s`): this frame opens it ('start', `"s"`), closes it ('end', `"e"`) or is a range
   * of its own ('both', `"se"`). The frames from an opening frame to the next closing one repeat together; frames
   * before the range play once (a loop's lead-in). `rep.sh` (draw `{a,b}` random values anew each cycle) is not
   * kept: random ranges are read as their midpoint, so every cycle is the same.
   */
  readonly cycle?: 'start' | 'end' | 'both';
  /** The range fires a framerepeated stage event on each repeat (wire `rep.c`, on the closing frame). */
  readonly cycleEvents?: boolean;
}

/** Filter values of a frame or hover state; each is absent when unchanged (SPEC §9 defaults: blur 0 px, brightness 100 %, others 0 %). */
export interface FrameFilter {
  /** Blur in px (wire `b` / `blur`). */
  readonly blur?: number;
  /** Brightness in percent (wire `r` / `brightness`; 100 = unchanged). */
  readonly brightness?: number;
  /** Grayscale in percent (wire `g` / `grayscale`). */
  readonly grayscale?: number;
  /** Sepia, invert, saturate, contrast in percent; hue rotation in degrees. */
  readonly sepia?: number;
  readonly invert?: number;
  readonly saturate?: number;
  readonly contrast?: number;
  readonly hue?: number;
}

/** Settings of one timeline track (scene × target) besides its frames. */
export interface TrackMeta {
  /** Transform origin as CSS lengths (wire `orig {x, y, z}`), e.g. ['50%', '50%', '0px']. */
  readonly origin: readonly [string, string, string];
  /** Perspective in px for 3D frames (wire `pers`), or null for the module default. */
  readonly perspective: number | null;
  /** Clip tracks: shape (wire `type`: 'r' rectangle, 'c' circle) and the side the reveal starts from (wire `orig`). */
  readonly clipType?: 'rect' | 'circle';
  readonly clipOrigin?: 'left' | 'right' | 'top' | 'bottom' | 'center' | 'middle';
  /** Split-text tracks (chars/words/lines): delay between pieces in ms (default 75) and the order. */
  readonly stagger?: number;
  readonly direction?: 'forward' | 'backward' | 'middletoedge' | 'edgetomiddle' | 'random';
}

export type TimelineTarget = 'content' | 'mask' | 'clip' | 'filter' | 'chars' | 'words' | 'lines' | 'loop' | 'pan' | 'bg';

/**
 * Attributes a loop sub-track animates on its own timing (SR7 7.0 `tl.<scene>.loop.<attribute>` beside `all`):
 * `x` the movement (x, y, z), `r` the rotation, `s` the scale, `o` the opacity, `filter` the CSS filter.
 */
export type LoopPart = 'x' | 'r' | 's' | 'o' | 'filter';

/** Frames per target for one scene ('in', 'out', 'scene_N'), and each track's settings in `meta`. */
export type SceneTimeline = Readonly<Partial<Record<TimelineTarget, readonly KeyFrame[]>>> & {
  readonly meta?: Readonly<Partial<Record<TimelineTarget, TrackMeta>>>;
  /** The loop's sub-tracks by attribute; `loop` (wire `all`) then animates the other attributes. */
  readonly loopParts?: Readonly<Partial<Record<LoopPart, readonly KeyFrame[]>>>;
};
