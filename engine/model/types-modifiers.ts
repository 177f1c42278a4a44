/**
 * Modifiers: mouse / orientation parallax, scroll effects and the parallax mask of a layer (wire layer `mod`),
 * and the module's parallax settings (wire `settings.mod`). SPEC §1 "Scroll, mouse and touch effects",
 * §3 layer "mod (mouse, scroll, mask)", §9 "Scroll effect tween 0.001 s".
 *
 * What the real exports show (../shared/fixtures/sr7): layer `mod: {s: {u, x, y, s, e, ut, rX, rY, rZ, sc, so},
 * mask}` (home.json, a background shape moving 40 px on scroll), `mod: {s: {ut, so}}` on most layers, and
 * module `mod: {use}` / `{use, scroll}` / `{t: "mouse", d3d}` / `{om, sm}`. No export carries a per-layer mouse
 * modifier, scroll fade/blur/grayscale, parallax levels, origin or speed: for those we follow Slider
 * Revolution 6's parallax settings (`parallax.levels` 16 depths in percent, `mouse.type` mouse|scroll|
 * mousescroll|3D, `mouse.origo` enterpoint|slidercenter, `mouse.speed`), spelled in SR7's short style, and
 * SR7's own filter/keyframe letters (`o` opacity, `b` blur, `g` grayscale, as in `tl.*.all[]` and BG
 * `filter {b, g, …}`). Each such key says so in its comment.
 */
import type { Ladder } from './types.ts';

/** How module-level parallax follows the visitor (RS6 `parallax.mouse.type`; wire `settings.mod.t`). */
export type ParallaxType = 'mouse' | 'scroll' | 'mousescroll' | '3d';

/** Where the pointer offset is measured from (RS6 `parallax.mouse.origo`; wire `settings.mod.o`). */
export type ParallaxOrigin = 'enterpoint' | 'slidercenter';

/** Module parallax settings (wire `settings.mod`), fully defaulted. */
export interface ModuleModifiers {
  /**
   * Modifiers are on for this module (wire `use`; seen `true` in home.json and v7-compact-mix.json, which stores
   * only non-default keys, so the default is off). Layer modifiers run only when this is on.
   */
  readonly use: boolean;
  /** What drives mouse parallax layers (wire `t`, seen "mouse"; "3D" is read as '3d'). Default 'mouse'. */
  readonly type: ParallaxType;
  /** Pointer origin (wire `o`, RS6 `origo`; not in any export). Default 'enterpoint' as in RS6. */
  readonly origin: ParallaxOrigin;
  /**
   * Time in ms a parallax layer takes to catch up with the pointer (wire `sp`, RS6 `mouse.speed`, default 400;
   * not in any export). The engine eases exponentially: 98 % of a move is done after `speed` ms.
   */
  readonly speed: number;
  /**
   * Parallax depths in percent of the pointer offset, for layers that name a level (wire `levels`, RS6
   * `parallax.levels`, 16 entries, default 5,10,…,45,46,…,51,55; not in any export).
   */
  readonly levels: readonly number[];
  /** 3D depth (wire `d3d`, seen 27.5; RS6 `ddd_z_correction`, SPEC §9 default 3D depth 65): '3d' type tilt = d3d × 0.2°. */
  readonly depth3d: number;
  /** Scroll modifiers are switched on module-wide (wire `scroll`, seen `true` in v7-compact-mix.json); informational. */
  readonly scroll: boolean;
  /**
   * Mouse / orientation parallax is off on touch-first devices (wire `om`, seen `null` in a public SR7 carousel
   * export; read as "off on mobile", so null/absent keeps orientation effects on, like RS6 `disableOnMobile` false).
   */
  readonly mouseOffOnMobile: boolean;
  /** Scroll effects are off on touch-first devices (wire `sm`, seen `null`; read like `om`). */
  readonly scrollOffOnMobile: boolean;
}

/**
 * Mouse / orientation parallax of one layer (wire `mod.m` with `u` on): SR6's form names a depth or a module level
 * (`d`, `l`, RS6 `effects.parallax`); SR7 7.0's gives a depth per axis, its own follow time and origin (`x`, `y`, `s`,
 * `o`: starnext's layers `{u: true, x: "-1", y: 0, s: 3, e: "power3.out", o: "c"}`).
 */
export interface MouseModifier {
  /** Depth in percent of the pointer offset the layer travels (wire `mod.m.d`), or null to use `level`. */
  readonly depth: number | null;
  /** 1-based index into the module's `levels` (wire `mod.m.l`, RS6 parallax level "1"…"16"); used when `depth` is null. */
  readonly level: number;
  /**
   * SR7 7.0: the depth per axis in percent of the pointer's offset from the origin (wire `x`, `y`; a negative one moves
   * against the pointer, 0 not at all); null in SR6's form. Takes the place of `depth` and `level`.
   */
  readonly axes: { readonly x: number; readonly y: number } | null;
  /** SR7 7.0: ms this layer takes to follow the pointer (wire `s`, seconds); null: the module's `speed`. */
  readonly speed: number | null;
  /** SR7 7.0: where the pointer's offset counts from (wire `o`: "c" the module centre, "e" the enter point); null: the module's. */
  readonly origin: ParallaxOrigin | null;
}

/**
 * Scroll effect of one layer (wire `mod.s` with `u` on). The module's position in the viewport gives a progress
 * p from -1 (just entering at the bottom) through 0 (centred) to +1 (just left at the top); the layer goes from
 * its own place at p = 0 to the values below at |p| = 1 (offsets and rotations keep the sign of p).
 */
export interface ScrollModifier {
  /** Offset in grid px at |p| = 1 (wire `x` / `y`, seen y: 40; a number or a per-level ladder). */
  readonly x: Ladder<number>;
  readonly y: Ladder<number>;
  /** Rotations in degrees at |p| = 1 (wire `rX`, `rY`, `rZ`, seen 0). */
  readonly rotationX: number;
  readonly rotationY: number;
  readonly rotation: number;
  /** Scale at |p| = 1 (wire `sc`, seen 1 = unchanged). */
  readonly scale: number;
  /** Opacity at |p| = 1 (wire `o`, 0..1 or percent; not in any export, SR7's keyframe letter). Default 1 = no fade. */
  readonly opacity: number;
  /** Blur in px at |p| = 1 (wire `b`; not in any export, SR7's filter letter). Default 0. */
  readonly blur: number;
  /** Grayscale in percent at |p| = 1 (wire `g`; not in any export, SR7's filter letter). Default 0. */
  readonly grayscale: number;
  /** gsap ease of the progress curve (wire `e`, seen "power3.out"): the effect follows ease(|p|). */
  readonly ease: string;
  /**
   * Smoothing in ms (wire `s`, seen 0): how long the layer takes to catch up with the scroll position. 0 means
   * SR7's near-instant scroll tween (SPEC §9: 0.001 s), applied on the next frame.
   */
  readonly smoothing: number;
}

/** A layer's modifiers (wire `mod`); LayerModel.mod is null when the layer has none of these. */
export interface LayerModifiers {
  /** Mouse / orientation parallax, or null. */
  readonly mouse: MouseModifier | null;
  /** Scroll effect, or null (wire `mod.s.u` off). */
  readonly scroll: ScrollModifier | null;
  /**
   * The layer's own timeline follows the scroll-based timeline (wire `mod.s.ut`, RS6 `timeline.scrollBased`) with
   * an offset in ms (wire `mod.s.so`, RS6 `scrollBasedOffset`). Parsed for the scroll-based timeline (`settings.sbt`).
   */
  readonly scrollTimeline: { readonly use: boolean; readonly offset: number };
  /** Parallax mask (wire `mod.mask`, seen false; RS6 `pxmask`): the moved content is clipped to the layer box. */
  readonly mask: boolean;
}
