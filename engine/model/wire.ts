/**
 * TypeScript shapes of the raw SR7 wire format (module JSON as SR7 7.0 / plugin 6.7.x prints it or
 * `get_full_slider_object` returns it). Documentation, not validation: every field is optional and loose,
 * because compact 7.0 exports store only non-default keys and older exports store strings where numbers
 * are meant. `normalizeModule()` reads these defensively and produces `ModuleModel` (types.ts).
 * Layer, keyframe and background-animation shapes are in wire-layer.ts.
 */
import type { WireLayer } from './wire-layer.ts';

export type * from './wire-layer.ts';

/** A number that may arrive as a string, often with a unit: 1400, "1400", "65px", "-6px". */
export type WireNum = number | string;
/** A boolean as SR7 writes it: true, "true", "on", 1 … */
export type WireBool = boolean | string | number;
/** A 5-level responsive value (largedesktop…mobile); "#a" = inherit; a scalar applies to all levels. */
export type WireLadder<T> = T | readonly (T | '#a')[];
/** A colour: CSS string, `{type:"solid", orig, string}`, or a gradient `{type:"linear"|"radial", angle, colors}`. */
export type WireColor = string | { type?: string; orig?: unknown; string?: string; angle?: WireNum; colors?: unknown[]; [k: string]: unknown };

/** The module object: `SR7.JSON[htmlId]`, a `.json` export, or the REST full-object reply. */
export interface WireModule {
  /** Database id (number), or an html id like "SR7_12_1" (cut to 12). */
  id?: number | string;
  settings?: WireSettings;
  /** Slides by key (the slide id as a string). Key order is not display order: `slide.order` is. */
  slides?: Record<string, WireSlideEntry> | WireSlideEntry[];
  /** Add-on payloads by add-on slug. */
  addOns?: unknown;
  /** REST reply only: request outcome. */
  success?: boolean;
  message?: string;
  [key: string]: unknown;
}

export interface WireSettings {
  /** HTML id of the module element when the author set one ("home"); else `SR7_<dbid>_1`. */
  id?: string;
  dbid?: WireNum;
  title?: string;
  alias?: string;
  /** "slider" (older) / "standard" (newer), "hero", "carousel", "scene". */
  type?: string;
  /** Plugin version that saved the module, "6.7.20" or "7.0.1". */
  version?: string;
  /** ojsv: version of the JS object format ("7.0.2" = compact generation). */
  ojsv?: string;
  /** migrated: "sr6" when converted from a Slider Revolution 6 module. */
  migrated?: string;
  /** uSize: which of the 5 levels the author designed (unused levels inherit). */
  uSize?: WireLadder<WireBool>;
  size?: WireSize;
  /** default: module-wide layer defaults. */
  default?: { /** len: default slide length ms (9000) */ len?: WireNum; fluid?: unknown; [k: string]: unknown };
  slideshow?: WireSlideshow;
  general?: {
    perspective?: WireNum;
    perspectiveType?: string;
    /** dpr: stage pixel ratio, "dpr" (device, default) | "off" | a ratio such as 1 or "2". */
    dpr?: string | number | boolean;
    /** fallbackURL: image shown in place of the module where it cannot run (SPEC §3 "General"). */
    fallbackURL?: string;
    [k: string]: unknown;
  };
  /** vPort: viewport margin per level before the module starts ("100px", "-200px"). */
  vPort?: WireLadder<WireNum>;
  /** Fonts by family key: `{name, normal:{400:true}, italic:{400:true}, subset}`, or `true` for icon sets (FontAwesome). */
  fonts?: Record<string, unknown> | unknown[];
  bg?: { color?: WireColor; image?: unknown; [k: string]: unknown };
  nav?: WireNav;
  /** browser: deep-link and focus behaviour; useURLDeeplink = write the slide deep link to location.hash. */
  browser?: { useURLDeeplink?: WireBool; nextOnFocus?: WireBool; [k: string]: unknown };
  /** acc: accessibility flags (attributes apply only when enabled, SPEC §5). */
  acc?: unknown;
  carousel?: Record<string, unknown>;
  modal?: Record<string, unknown>;
  /** pLoader: preloader `{type:"off"|"1"…, color}`. */
  pLoader?: unknown;
  /** pbar: progress bar. */
  pbar?: unknown;
  /** sbt: scroll-based timeline. */
  sbt?: unknown;
  /** mod: scroll/mouse modifiers. */
  mod?: unknown;
  /** fs: first-slide transition override `{as, a}`. */
  fs?: unknown;
  /** thumb: module thumbnail (admin only). */
  thumb?: string;
  /** uS: user select — whether layers whose uS is "default" let their text be selected (default false). */
  uS?: WireBool;
  [key: string]: unknown;
}

export interface WireSize {
  fullWidth?: WireBool;
  fullHeight?: WireBool;
  /** fullHeightOffset: selectors / px subtracted in full-height mode; a lone "," means none (SPEC §5). */
  fullHeightOffset?: string;
  /** Grid width per level; doubles as the breakpoints. */
  width?: WireLadder<WireNum>;
  /** Grid height per level ("auto" in newer defaults for levels that inherit). */
  height?: WireLadder<WireNum>;
  /** cachedHeight: last measured heights (editor cache, ignored). */
  cachedHeight?: unknown;
  minHeight?: WireLadder<WireNum>;
  maxHeight?: WireLadder<WireNum>;
  /** maxWidth: 0 or "" = none. */
  maxWidth?: WireNum;
  upscaling?: WireBool;
  respectRatio?: WireBool;
  /** keepBPHeight: keep the breakpoint height. */
  keepBPHeight?: WireBool;
  [key: string]: unknown;
}

export interface WireSlideshow {
  auto?: WireBool;
  /** sOH: stop on hover. */
  sOH?: WireBool;
  /** loop count, -1 = endless. */
  loop?: WireNum;
  /** stopAt: 1-based slide to stop at, -1 = never. */
  stopAt?: WireNum;
  shuffle?: WireBool;
  initDelay?: WireNum;
  /** waitApi: wait for `revapi.start()`. */
  waitApi?: WireBool;
  /** firstSlide: "auto" or a 1-based number. */
  firstSlide?: WireNum;
  [key: string]: unknown;
}

/** Navigation settings (`settings.nav`, FORMAT.md §8). */
export interface WireNav {
  /** nd: navigation delay ms (1000). */
  nd?: WireNum;
  /** k: keyboard, use "off" | "horizontal" | "vertical". */
  k?: { use?: string | boolean; [k: string]: unknown };
  /** m: mouse wheel: use "off"/"on"/"carousel", cd cooldown ms (1500), r "default"|"reverse". */
  m?: { use?: WireBool; cd?: WireNum; r?: string; t?: string; [k: string]: unknown };
  /** s: swipe: use, desk (also on desktop), d direction, t touch count (1), bV block vertical page scroll. */
  s?: { use?: WireBool; desk?: WireBool; d?: string; t?: WireNum; bV?: WireBool; [k: string]: unknown };
  /** p: arrow image preview size `{w, h}`. */
  p?: unknown;
  arrows?: WireArrows;
  bullets?: WireBullets;
  tabs?: Record<string, unknown>;
  thumbs?: Record<string, unknown>;
  scrubber?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Common keys of every navigation element. */
export interface WireNavElement {
  /** set: the element is enabled. */
  set?: WireBool;
  /** key: skin class name, e.g. "hermes". */
  key?: string;
  /** t: skin template id. */
  t?: WireNum;
  /** def: skin variables `{name: {title, type, data}}` (data = default value). */
  def?: Record<string, { title?: string; type?: string; data?: unknown }>;
  /** cst: custom variable values (`<name>` and `<name>-def` flags). */
  cst?: Record<string, unknown>;
  /** css: skin CSS with `##name##` placeholders. */
  css?: string;
  /** html: skin markup template. */
  html?: string;
  /** on: always visible (false = hide when the pointer leaves). */
  on?: WireBool;
  /** s: show/hide animation ms (1000). */
  s?: WireNum;
  /** dIn / dOut: show / hide delay per level, ms. */
  dIn?: WireLadder<WireNum>;
  dOut?: WireLadder<WireNum>;
  show?: WireLadder<WireBool>;
  /** anim: fade | left | right | top | bottom | zoomin | zoomout. */
  anim?: string;
  /** a: align to "slider" or the layer "grid". */
  a?: string;
  [key: string]: unknown;
}

/** Placement of one navigation element. */
export interface WireNavPlacement {
  h?: WireLadder<string>;
  v?: WireLadder<string>;
  x?: WireLadder<WireNum>;
  y?: WireLadder<WireNum>;
  a?: string;
  anim?: string;
  [key: string]: unknown;
}

export interface WireArrows extends WireNavElement {
  /** l / r: left and right arrow placement. */
  l?: WireNavPlacement;
  r?: WireNavPlacement;
}

export interface WireBullets extends WireNavElement, WireNavPlacement {
  /** d: direction per level, "horizontal" | "vertical". */
  d?: WireLadder<string>;
  /** g: gap between bullets px (5). */
  g?: WireNum;
  a?: string;
  anim?: string;
}

/** One entry of `slides`. */
export interface WireSlideEntry {
  id?: WireNum;
  slide?: WireSlide;
  /** Layers by id; `[]` on a non-first slide = MIX lazy mode (fetched later). */
  layers?: Record<string, WireLayer> | WireLayer[];
  [key: string]: unknown;
}

export interface WireSlide {
  id?: WireNum;
  /** 1-based display order. */
  order?: WireNum;
  title?: string;
  description?: string;
  language?: string;
  thumb?: string | { src?: string; admin?: string; dimension?: string; default?: unknown; [k: string]: unknown };
  /** attr: `{class, id, data, deepLink, a/aO/t/tO (link), attr}`. */
  attr?: { class?: string; id?: string; deepLink?: string; [k: string]: unknown };
  /** publish: state "published" | "unpublished" ("" = published); from/to date strings. */
  publish?: { from?: string; to?: string; state?: string; sch?: WireBool; [k: string]: unknown };
  /** slideshow: stop here, len ms or "default", hal = hide after N loops, hfn = hidden from navigation. */
  slideshow?: { stop?: WireBool; len?: WireNum; hal?: WireNum; hom?: WireBool; hfn?: WireBool; [k: string]: unknown };
  /** loop: `{u use, r repeat (-1), s start, e end (99999)}`. */
  loop?: unknown;
  /** actions: `{a, evt, src:[layer ids], target, link, ltype, flw …}`. */
  actions?: unknown[];
  /** params: up to 10 `{v value, l length limit}`. */
  params?: unknown;
  /** global: static slide (layers over every slide); `pos` sits beside it as "front" | "back". */
  global?: WireBool | { pos?: string; [k: string]: unknown };
  pos?: string;
  /** acc: `{label, hidden, live, role}`. */
  acc?: unknown;
  /** addOns: add-on slug → that add-on's settings for this slide (PHP writes `[]` when there are none). */
  addOns?: unknown;
  [key: string]: unknown;
}
