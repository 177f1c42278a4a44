/**
 * The normalized, fully-defaulted module model. `normalizeModule()` builds it once from SR7 wire JSON
 * (see `wire.ts` for the cryptic wire keys); nothing downstream re-reads raw JSON or re-applies defaults.
 * Every per-breakpoint value is a 5-entry `Ladder` (largedesktop, desktop, notebook, tablet, mobile) with
 * `"#a"` inheritance already resolved.
 */

import type { Diagnostic } from './diagnostics.ts';
import type { SlideAction } from './types-actions.ts';
import type { ModuleModifiers } from './types-modifiers.ts';
import type { LayerFluid, LayerModel } from './types-layer.ts';
import type { CarouselSettings } from './types-carousel.ts';
import type { SbtSettings } from './types-sbt.ts';
import type { MediaOptions } from '../media/types.ts';
import type { NavInOut, ProgressBarSettings, ScrubberSettings, TabsSettings, ThumbsSettings } from './types-nav.ts';
import type { ModuleEditorFields, ModuleMode, SlideEditorFields } from './types-editor.ts';
import type { AriaLive } from './types-appearance.ts';
import type { Rec } from './read.ts';
import type { PatternOverlay } from './normalize-overlay.ts';

/** Shadows, text stroke, accessibility, SVG colouring, image fit and background video of a layer. */
export type * from './types-appearance.ts';
/** Mouse / orientation parallax, scroll effects, parallax mask (layer `mod`, module `settings.mod`). */
export type * from './types-modifiers.ts';
/** Carousel settings (wire `settings.carousel`). */
export type * from './types-carousel.ts';
/** Tabs, thumbnails, scrubber and progress bar settings. */
export type * from './types-nav.ts';
/** Scroll-based timeline settings (wire `settings.sbt`). */
export type * from './types-sbt.ts';
/** Layer timelines: keyframes, filters, track settings. */
export type * from './types-timeline.ts';
/** The layer model. */
export type * from './types-layer.ts';
/** Editor ("backend") mode: the fields only an editor gets (SPEC §1, §6). */
export type * from './types-editor.ts';

/** Responsive level index: 0 largedesktop, 1 desktop, 2 notebook, 3 tablet, 4 mobile (SR7.D.olevels). */
export type Level = 0 | 1 | 2 | 3 | 4;
/** One value per responsive level, inheritance resolved. */
export type Ladder<T> = readonly [T, T, T, T, T];

/** A percentage of the reference box (parent, grid or slide, depending on the property). */
export interface Percent {
  readonly pct: number;
}
/** A CSS-like length: a number is px. */
export type Length = number | Percent | 'auto';

export interface Sides<T> {
  readonly t: T;
  readonly r: T;
  readonly b: T;
  readonly l: T;
}

export type ModuleType = 'standard' | 'hero' | 'carousel' | 'scene';
export type WireGeneration = 'legacy' | 'compact';

/** A background or layer image fill. */
export interface ImageFill {
  readonly src: string;
  /** CSS background-size: 'cover' | 'contain' | 'auto' | explicit like '50% auto'. "100% 100%" → cover (SPEC §5). */
  readonly size: string;
  /** CSS background-position, e.g. '50% 50%'. */
  readonly position: string;
  readonly repeat: string;
}

export interface ModuleSize {
  readonly fullWidth: boolean;
  readonly fullHeight: boolean;
  /** Selectors/px whose heights are subtracted in full-height mode; a lone ',' is empty (SPEC §5). */
  readonly fullHeightOffset: string;
  /** Grid width per level; doubles as the breakpoint ladder (default 1600/1240/1024/778/480). */
  readonly width: Ladder<number>;
  /** Grid height per level in px. */
  readonly height: Ladder<number>;
  readonly minHeight: Ladder<number>;
  /** 0 = no maximum. */
  readonly maxHeight: Ladder<number>;
  /** In px; 0 = no maximum. */
  readonly maxWidth: number;
  /** Wire `maxWidth` written as a percentage (`"100%"`): the most of its container's width the module takes; 0 = none. */
  readonly maxWidthPercent: number;
  readonly upscaling: boolean;
  readonly respectRatio: boolean;
  /**
   * Wire `keepBPHeight` (default false): the module keeps its level's grid height when the window is narrower than
   * the grid; the layers scale down with the width and their grid is centred in that height.
   */
  readonly keepBreakpointHeight: boolean;
  /**
   * Room inside the module around its slides, per level, in px (wire `size.p` t/r/b/l; default 0): the module is
   * taller by top + bottom, its slides narrower by left + right and placed inside it (SR7 `updateModuleDims`); the
   * module's background fills it.
   */
  readonly padding: { readonly top: Ladder<number>; readonly right: Ladder<number>; readonly bottom: Ladder<number>; readonly left: Ladder<number> };
  /** Space above and below the module, per level, in px (wire `size.m` t/b; SR7 sets no side margins). */
  readonly margin: { readonly top: Ladder<number>; readonly bottom: Ladder<number> };
  /**
   * Fixed modules (wire `settings.fixed`, e.g. a menu overlay): pinned to the window's top-left, as wide
   * as the window, taking no height in the page; their stage is the viewport. Absent = false.
   */
  readonly fixed?: boolean;
}

/**
 * Pixel-ratio policy of the GPU stage (wire `settings.general.dpr`, FORMAT.md §9 default "dpr"; SR6 pages print the
 * same `DPR:"dpr"`). 'device' follows the screen's devicePixelRatio (capped by the renderer); 'fixed' renders at
 * `ratio` whatever the screen ("off" and 1 mean 1: sharpness traded for fill cost on weak GPUs).
 */
export type StageDpr = { readonly mode: 'device' } | { readonly mode: 'fixed'; readonly ratio: number };

export interface SlideshowSettings {
  readonly auto: boolean;
  /** Stop on hover (SR7 `sOH`). */
  readonly stopOnHover: boolean;
  /** Loop count; -1 = endless. */
  readonly loop: number;
  /** 1-based slide to stop at; -1 = never. */
  readonly stopAt: number;
  readonly shuffle: boolean;
  readonly initDelay: number;
  readonly waitApi: boolean;
  /** 'auto' or a 1-based slide number. */
  readonly firstSlide: number | 'auto';
}

export type NavAnim = 'fade' | 'left' | 'right' | 'top' | 'bottom' | 'zoomin' | 'zoomout';

export interface NavPlacement {
  readonly h: Ladder<'left' | 'center' | 'right'>;
  readonly v: Ladder<'top' | 'center' | 'bottom'>;
  readonly x: Ladder<number>;
  readonly y: Ladder<number>;
  /** Align to the slider or the layer grid. */
  readonly align: 'slider' | 'grid';
}

export interface NavElementBase {
  readonly enabled: boolean;
  /** Skin class (SR7 `key`), e.g. 'hermes'. */
  readonly skin: string;
  /** Skin CSS template with `##var##` placeholders already substituted. */
  readonly css: string;
  /** Skin HTML template (may contain `{{title}}` etc.); '' = default markup. */
  readonly html: string;
  /** Always visible (SR7 `on`); false = auto-hide. */
  readonly alwaysOn: boolean;
  readonly show: Ladder<boolean>;
  readonly anim: NavAnim;
  readonly animMs: number;
  /** Hide delay after the pointer leaves, per level (ms). */
  readonly hideDelay: Ladder<number>;
  /** Delay before the element first appears, per level (wire `dIn`, ms). */
  readonly showDelay: Ladder<number>;
}

export interface ArrowsSettings extends NavElementBase {
  readonly left: NavPlacement;
  readonly right: NavPlacement;
}

export interface BulletsSettings extends NavElementBase {
  readonly direction: Ladder<'horizontal' | 'vertical'>;
  readonly gap: number;
  readonly placement: NavPlacement;
  /** Over the slider or outside its box (wire `io`, default inner). */
  readonly inOut: NavInOut;
  /** Most bullets shown at once (wire `m`), windowed around the current slide; 0 = all. */
  readonly max: Ladder<number>;
}

export interface NavSettings {
  /** Navigation delay (SR7 `nd`, ms): requests during a running scene are queued / ignored. */
  readonly delay: number;
  readonly arrows: ArrowsSettings;
  readonly bullets: BulletsSettings;
  /**
   * Tabs, thumbnails and the scrubber: null when off (`set` not on) in a visitor's model — their readers load only for
   * a module that shows one (feature-readers.ts `navLists`); the editor's model has them all.
   */
  readonly tabs: TabsSettings | null;
  readonly thumbs: ThumbsSettings | null;
  readonly scrubber: ScrubberSettings | null;
  readonly keyboard: { readonly use: 'off' | 'horizontal' | 'vertical' };
  readonly wheel: { readonly use: boolean; readonly cooldown: number; readonly direction: 'default' | 'reverse' };
  readonly swipe: {
    readonly use: boolean;
    readonly desktop: boolean;
    readonly direction: 'horizontal' | 'vertical';
    readonly touches: number;
    /** Page scrolling is blocked while a finger is on the module (wire `bV`, default false): touch-action none. */
    readonly blockVertical: boolean;
  };
}

export interface ModuleModel {
  /** HTML id of the module element (settings.id, else `SR7_<dbid>_1`). */
  readonly htmlId: string;
  /** Database id (numeric) if known. */
  readonly dbid: number | null;
  readonly alias: string;
  readonly title: string;
  readonly type: ModuleType;
  /** Visitor (frontend, default) or editor (backend) build (SPEC §6); `NormalizeOptions.mode`. */
  readonly mode: ModuleMode;
  /** Editor mode only (types-editor.ts): the module's builder fields and the modal overlay's full look; null for visitors. */
  readonly editor: ModuleEditorFields | null;
  readonly version: string;
  /** Which SR7 data generation the input was written in. */
  readonly generation: WireGeneration;
  /** Levels the author actually designed (SR7 `uSize`); unused levels inherit. */
  readonly usedLevels: Ladder<boolean>;
  readonly size: ModuleSize;
  /** Module background (wire `settings.bg`); `overlay`: SR7's pixel pattern over it (absent = none). */
  readonly bg: { readonly color: string | null; readonly image: ImageFill | null; readonly overlay?: PatternOverlay };
  readonly slideshow: SlideshowSettings;
  /** Layers' `fluid` flags where a layer does not say (SR7 `default.fluid`). */
  readonly fluidDefault: LayerFluid;
  /** SR7 `settings.uS` (default false): whether layers whose `uS` is "default" let their text be selected. */
  readonly userSelect: boolean;
  /** Default slide length in ms (SR7 `default.len`, 9000). */
  readonly defaultSlideLength: number;
  readonly nav: NavSettings;
  /** Slideshow progress bar (wire `settings.pbar`); null when off, as the tabs are (NavSettings). */
  readonly progressBar: ProgressBarSettings | null;
  readonly general: {
    readonly perspective: number;
    readonly perspectiveType: 'global' | 'isometric' | 'local';
    /** The GPU stage's pixel ratio (wire `general.dpr`, default "dpr"); renderer/stage-resolution.ts applies it. */
    readonly dpr: StageDpr;
    /**
     * Image shown in the module's place when it cannot run here (wire `general.fallbackURL`, SPEC §3): missing
     * browser features or an unusable definition (react-ui/module-fallback.tsx). http(s) or relative; null = none.
     */
    readonly fallbackUrl: string | null;
  };
  /** Parallax / modifier settings (wire `settings.mod`, types-modifiers.ts). */
  readonly modifiers: ModuleModifiers;
  /**
   * Scroll-based timeline (wire `settings.sbt`, types-sbt.ts): layers whose `mod.s.ut` is on play their in scene
   * by the page's scroll position instead of the clock; `hold` pins the module while it scrolls. Absent = off.
   */
  readonly sbt?: SbtSettings;
  /** Carousel settings (wire `settings.carousel`) when `type` is 'carousel', else null. */
  readonly carousel: CarouselSettings | null;
  /** Viewport margin (px) before slide requests are honoured (SR7 `vPort`, default 100). */
  readonly viewportMargin: Ladder<number | Percent>;
  readonly deepLinkOut: boolean;
  readonly accessibility: boolean;
  /** Font families the module asks for. */
  readonly fonts: readonly string[];
  /** Class names the author gave the module (wire `settings.class`, a theme's CSS hook), safe tokens only. */
  readonly classNames: readonly string[];
  /** The module's custom CSS (wire `settings.codes.css`) as written; the view scopes and sanitizes it. Its JS never runs. */
  readonly customCss: string;
  /** The same list with the faces each family uses (wire `settings.fonts`), for loading them (engine/load/fonts.ts). */
  readonly fontFaces: readonly ModuleFont[];
  /** Navigable slides, in order (static/global slides and unpublished slides excluded). */
  readonly slides: readonly SlideModel[];
  /** Global (static) slides whose layers sit over every slide. */
  readonly staticSlides: readonly SlideModel[];
  /**
   * Values of the module JSON that were not understood, each with what was used instead (diagnostics.ts); empty for
   * a module read as written. `api.diagnostics()` returns them, and the page logs one collapsed summary per module.
   */
  readonly diagnostics: readonly Diagnostic[];
}

/** One web font of the module (wire `settings.fonts[<key>]`): its family and the faces it uses. */
export interface ModuleFont {
  /** The family as CSS names it ("Open Sans"). */
  readonly family: string;
  /** Weights used upright (wire `normal: {"400": true}`), ascending. */
  readonly normal: readonly number[];
  /** Weights used in italic (wire `italic`), ascending. */
  readonly italic: readonly number[];
  /** An icon set the page brings itself (wire `FontAwesome: true`): nothing to fetch. */
  readonly icon: boolean;
}

export interface SlideBackground {
  readonly color: string | null;
  /** CSS gradient string, if the slide BG is a gradient. */
  readonly gradient: string | null;
  readonly image: ImageFill | null;
  /**
   * Background video (the slide-BG layer's `bg.video`, normalize-media.ts): `src`, and the poster at `poster.src`.
   * Plays only while the slide is current (SPEC §4 "Media player"); null when the slide has none.
   */
  readonly video: MediaOptions | null;
  /**
   * The background image's width / height when the wire knows it: the slide's `imgs` entry for that src
   * (`[{src, w, h}]`, SR7's list of the slide's image sizes), else the image's own `ratio`. A justified carousel
   * sizes its cards by it (SPEC §3 size "justify"); absent or null = unknown (the view measures the image).
   */
  readonly imageRatio?: number | null;
  /** The slide-BG layer's `mF` media filter look (engine/model/media-filters.ts); absent or null = none. */
  readonly filter?: string | null;
  /**
   * SR7's pixel-pattern overlay over the background (its `bg.overlay`, else the module's for an image or colour
   * background); absent = none.
   */
  readonly overlay?: PatternOverlay;
}

/** ARIA overrides of a slide element (wire slide `acc`); empty strings / null mean "the slider's own". */
export interface SlideAccessibility {
  /** aria-label instead of "n / count: title". */
  readonly label: string;
  /** A role instead of `group`. */
  readonly role: string;
  /** aria-live on the slide, or null ("auto": the slideshow's live region decides). */
  readonly live: AriaLive | null;
  /** aria-roledescription instead of "slide" (wire `roledep`). */
  readonly roleDescription: string;
}

export interface SlideModel {
  readonly key: string;
  readonly id: string;
  /** 1-based order as stored. */
  readonly order: number;
  readonly title: string;
  readonly description: string;
  readonly thumb: string | null;
  readonly deepLink: string;
  readonly attr: { readonly id: string; readonly class: string };
  readonly publish: { readonly from: string; readonly to: string; readonly state: 'published' | 'unpublished' };
  readonly slideshow: {
    /** Slideshow stops on this slide. */
    readonly stop: boolean;
    /** Slide length in ms ("default" resolved). */
    readonly len: number;
    /** Hide after this many loops (0 = never). */
    readonly hal: number;
    /** Hidden from navigation (bullets, tabs, thumbs, scrubber, nav requests by offset). */
    readonly hfn: boolean;
  };
  /**
   * Slide loop (wire `loop {u, r, s, e}`): when `use` is on, the slide's layer timelines jump back from
   * `end` ms to `start` ms, `repeat` times (-1 endless; end default 99999).
   */
  readonly loop?: { readonly use: boolean; readonly repeat: number; readonly start: number; readonly end: number };
  readonly params: readonly { readonly v: string; readonly l: number }[];
  /**
   * Slide `acc` (SPEC §3 slide fields; normalize-slide-acc.ts): what an author changed from SR7's stock slide
   * semantics, applied to the slide element only when the module's accessibility is on (SPEC §5). Null (or absent,
   * in hand-made models) when nothing was changed.
   */
  readonly accessibility?: SlideAccessibility | null;
  /** Static slide placement, null for normal slides. */
  readonly global: null | { readonly pos: 'front' | 'back' };
  readonly background: SlideBackground;
  /** Raw background transition object (`tl.in.bg` of the slidebg layer); resolved by resolveTransition(). */
  readonly transition: Readonly<Record<string, unknown>> | null;
  /** Ken Burns / background pan (`tl.in.pan` of the slidebg layer), or null when the slide has none. */
  readonly pan: SlidePan | null;
  /**
   * Layers, slide-bg layer excluded, sorted by zIndex descending then `order` ascending: SR7 lays out the
   * children of rows/columns/groups in that order (the editor keeps flow order and zIndex in step, and
   * layers without `order` follow it). Absolute layers stack by their own zIndex.
   */
  readonly layers: readonly LayerModel[];
  /** MIX lazy mode: layers arrive later (wire `layers: []` on a non-first slide). */
  readonly lazy: boolean;
  /**
   * Lazy because its layers are read later, not because the backend has them (normalizeModuleDeferred: a page shows
   * its first slide before it reads the others' layers). Absent = not deferred.
   */
  readonly deferred?: boolean;
  /** Slide actions (wire `slide.actions`): what a click, hover or focus on a layer does (engine/runtime/actions.ts). */
  readonly actions: readonly SlideAction[];
  /**
   * Slide add-on settings (wire `slide.addOns`): add-on slug → its settings for this slide, handed to that
   * add-on's `prepareSlide` hook (engine/runtime/addon-hooks.ts). Absent in hand-made models = none.
   */
  readonly addOns?: Readonly<Record<string, Rec>>;
  /** Editor mode only (types-editor.ts): admin thumbnail, language and the full attribute set; absent for visitors. */
  readonly editor?: SlideEditorFields;
}

/**
 * A pan offset as two channels that add up (like gsap's x and xPercent): px as written in the module
 * (grid px, not responsive-scaled) plus a fraction of the stage size ("10%" → 0.1). Keeping both lets a
 * frame written in px tween to one written in % without knowing the stage size.
 */
export interface PanOffset {
  readonly px: number;
  readonly fraction: number;
}

/** One pan keyframe (SR7 `tl.in.pan.all[i]` of the slidebg layer). */
export interface PanFrame {
  /** Start in ms after the slide became current (wire `t`). */
  readonly start: number;
  /** Duration in ms (wire `d`, else `f`); 0 jumps to the frame's values at `start`. */
  readonly duration: number;
  /** Ease name (wire `e`, default "none" = linear); resolved with engine/anim/eases.ts. */
  readonly ease: string;
  /** Offset of the background (wire `x` / `y`: px, or "%" of the stage). */
  readonly x: PanOffset;
  readonly y: PanOffset;
  /** Scale factor, 1 = fitted (wire `sX` / `sY` in percent: "100%" and "115" mean 1 and 1.15; sY defaults to sX). */
  readonly scale: { readonly x: number; readonly y: number };
  /** Rotation in degrees, clockwise on screen (wire `rZ`). */
  readonly rotation: number;
  /** Blur radius in px (wire `off`); rendering it is optional. */
  readonly blur: number;
}

/**
 * Ken Burns / background pan of a slide, fully defaulted. `frames[0]` is the start state whatever its
 * timing; each later frame tweens from the state before it, in wire order. After the last frame the
 * background stays at its end state until the slide changes.
 */
export interface SlidePan {
  /** Transform origin as fractions of the stage (wire `orig`, "50%" → 0.5; default the centre). */
  readonly origin: { readonly x: number; readonly y: number };
  /** At least one frame. */
  readonly frames: readonly PanFrame[];
}

export type LayerType =
  | 'text'
  | 'button'
  | 'image'
  | 'svg'
  | 'shape'
  | 'video'
  | 'audio'
  | 'row'
  | 'column'
  | 'group'
  | 'zone'
  | 'container'
  | 'linebreak';
