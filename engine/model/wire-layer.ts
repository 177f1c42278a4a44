/**
 * Wire shapes of SR7 layers, timelines and background animations (FORMAT.md §7 and §9). Loose on
 * purpose: see wire.ts.
 */
import type { WireBool, WireColor, WireLadder, WireNum } from './wire.ts';

/** Four sides, each usually a 5-level ladder (`p` padding, `m` margin, border `w`). */
export interface WireSides<T> {
  t?: T;
  r?: T;
  b?: T;
  l?: T;
}

export interface WireLayer {
  id?: WireNum;
  alias?: string;
  /** text | button (older) | shape | image | video | audio | svg | container | linebreak. */
  type?: string;
  /** slidebg (the slide background), button (on text), image/video (on shape), row/column/group/zone (on container). */
  subtype?: string;
  /** pid: parent layer id; -1, "" or missing = top level. */
  pid?: WireNum | null;
  /** rTo: align to 'slide' or the layer grid ("cfc"/missing). */
  rTo?: string;
  /** HTML tag of the content element. */
  tag?: string;
  href?: string;
  target?: string;
  /** rel: "nofollow" when the link is nofollow. */
  rel?: string;
  content?: WireLayerContent;
  size?: WireLayerSize;
  pos?: WireLayerPos;
  zIndex?: WireNum;
  /** Flow order among siblings (kept in step with zIndex by the editor). */
  order?: WireNum;
  /** CSS display, scalar or per level. */
  display?: WireLadder<string>;
  /** vA: vertical align of content inside a column: top | middle | bottom. */
  vA?: string;
  /** oflow: overflow "visible" | "hidden". */
  oflow?: string | boolean;
  /** pE: pointer events "auto" | "none". */
  pE?: string;
  /** uS: user select — "default" (the module's settings.uS) or a boolean (LayerModel.userSelect). */
  uS?: WireBool | 'default';
  blend?: string;
  /** vis: visible per level. */
  vis?: WireLadder<WireBool>;
  /** viSH: shown only while the module is hovered (LayerModel.showOnHover). viOC: carousel focus visibility (carousel issue). */
  viSH?: WireBool;
  viOC?: WireBool;
  bg?: { color?: WireColor; image?: unknown; video?: unknown; type?: string; [k: string]: unknown };
  /** border: s style (ladder), c colour, w widths per side. */
  border?: { s?: WireLadder<string>; c?: WireColor; w?: WireSides<WireLadder<WireNum>>; [k: string]: unknown };
  /** radius: corner radii per side as CSS lengths. */
  radius?: WireSides<WireNum>;
  /** font: family, size (px ladder), weight (ladder), ls letter spacing (px ladder), style. */
  font?: { family?: string; size?: WireLadder<WireNum>; weight?: WireLadder<WireNum>; ls?: WireLadder<WireNum>; style?: WireBool | string; [k: string]: unknown };
  /** lh: line height px per level ("140px", 25; "normal" = no fixed line height). */
  lh?: WireLadder<WireNum>;
  color?: WireLadder<WireColor>;
  /** tA: text align per level (default "inherit"). */
  tA?: WireLadder<string>;
  /** ws: white-space per level. */
  ws?: WireLadder<string>;
  /** p / m: padding / margin per side and level. */
  p?: WireSides<WireLadder<WireNum>>;
  m?: WireSides<WireLadder<WireNum>>;
  /** attr: `{id, class, wrapClass, wrapId, iClass (inner class), aO/tO}`. */
  attr?: { id?: string; class?: string; wrapClass?: string; wrapId?: string; iClass?: string; [k: string]: unknown };
  /** tl: timelines by scene ("in", "out", "scene_N") then target (content, mask, clip, …). */
  tl?: Record<string, WireScene>;
  /** hov: hover style/frame. */
  hov?: unknown;
  /**
   * tr: static "Base Transform & Display" `{rX, rY, rZ, o, fix}`: rotations in degrees, `o` opacity 0–1 (SR7 drops a
   * 0, so 0 means unset), `fix` the iOS sort mode (d|z|x|r|p; not rendered). normalize-transform.ts.
   */
  tr?: { rX?: WireNum; rY?: WireNum; rZ?: WireNum; o?: WireNum; fix?: string };
  /** mod: mouse/scroll/mask modifiers. */
  mod?: unknown;
  /** bShdw: box shadow `{h, v, blur, spread, color|c, inset, u}`; h/v/blur/spread px ladders (normalize-appearance.ts). */
  bShdw?: unknown;
  /** tShdw (also tSh, textShadow): text shadow `{h, v, blur, color|c, u}`. */
  tShdw?: unknown;
  /** tStr (also tStroke, textStroke): text stroke `{w, c, u}`. */
  tStr?: unknown;
  /** acc: accessibility attributes `{label, hidden, role, live}` (rendered only when the module's acc is on). */
  acc?: unknown;
  /** svg: colouring of an svg layer's shapes `{c fill, stroke:{c, w width, d dash, o offset}}`. */
  svg?: unknown;
  /** sStart / sEnd: slide range of a global layer. */
  sStart?: WireNum;
  sEnd?: WireNum;
  /** listen: events the layer listens to for actions ("click"). */
  listen?: unknown;
  /** ojsv: object-format version (compact generation). */
  ojsv?: string;
  [key: string]: unknown;
}

export interface WireLayerContent {
  /** HTML text of text/button layers. */
  text?: string;
  /** trans: CSS text-transform. */
  trans?: string;
  /** src of image/video/audio/svg layers. */
  src?: string;
  poster?: string | { src?: string; [k: string]: unknown };
  /** fromStream: take the value from a feed item. */
  fromStream?: WireBool;
  [key: string]: unknown;
}

export interface WireLayerSize {
  w?: WireLadder<WireNum>;
  h?: WireLadder<WireNum>;
  minW?: WireLadder<WireNum>;
  minH?: WireLadder<WireNum>;
  /** maxW / maxH: "none" = no limit. */
  maxW?: WireLadder<WireNum>;
  maxH?: WireLadder<WireNum>;
  /** cMode: "custom" | "cover" | "fullwidth" | "fullinset". */
  cMode?: string;
  /** col: column fraction "1/3". */
  col?: string;
  /** sProp: keep proportions (images). */
  sProp?: WireBool;
  [key: string]: unknown;
}

export interface WireLayerPos {
  x?: WireLadder<WireNum>;
  y?: WireLadder<WireNum>;
  /** h: left | center | right. */
  h?: WireLadder<string>;
  /** v: top | middle (also "center", "mid") | bottom. */
  v?: WireLadder<string>;
  /** pos: "absolute" | "relative" (flow inside rows/columns/groups). */
  pos?: string;
  float?: WireLadder<string>;
  clear?: WireLadder<string>;
  [key: string]: unknown;
}

/** One scene: targets by name; other keys (alias, base) are metadata. */
export interface WireScene {
  content?: WireTarget;
  mask?: WireTarget;
  clip?: WireTarget;
  filter?: WireTarget;
  chars?: WireTarget;
  words?: WireTarget;
  lines?: WireTarget;
  loop?: WireTarget;
  /** pan: on the slide-BG layer, Ken Burns keyframes (`sX` in percent, `rZ` deg, `off` blur px) about `orig`. */
  pan?: WireTarget;
  /** bg: on the slide-BG layer, the background transition (either form). */
  bg?: WireTarget | WireBgAnimation;
  [key: string]: unknown;
}

export interface WireTarget {
  /** pers: perspective; orig: transform origin. */
  pers?: WireNum;
  orig?: unknown;
  all?: Array<WireKeyFrame | unknown[]>;
  [key: string]: unknown;
}

/** A keyframe (`getKeyFrame` defaults: t/d/f 300, e "power3.inOut"). */
export interface WireKeyFrame {
  /** t: start ms; d: duration ms; f: duration as set in the editor (ms). */
  t?: WireNum;
  d?: WireNum;
  f?: WireNum;
  /** e: gsap ease name. */
  e?: string;
  /** x / y per level: px, "%", keywords (left, right, top, bottom, center), "inherit", "[…]" wrapped, "{a,b}" random. */
  x?: WireLadder<WireNum>;
  y?: WireLadder<WireNum>;
  z?: WireNum;
  /** o: opacity 0..1 or "inherit". */
  o?: WireNum;
  /** sX/sY scale, rX/rY/rZ rotation deg, skX/skY skew deg. */
  sX?: WireNum;
  sY?: WireNum;
  rX?: WireNum;
  rY?: WireNum;
  rZ?: WireNum;
  skX?: WireNum;
  skY?: WireNum;
  /** c: clip reveal percent (clip target). */
  c?: WireNum;
  /** pE: pointer events while running: "d" default, "n" none, "a" auto. */
  pE?: string;
  /** xRe / yRe: responsive offsets; off: offset flag (on the slidebg `pan` target: blur px); oflow: mask overflow. */
  xRe?: WireNum;
  yRe?: WireNum;
  off?: WireNum;
  oflow?: string;
  [key: string]: unknown;
}

/** Background transition, legacy form (≤ 6.7.2x). */
export interface WireBgAnimationLegacy {
  /** ms: duration; rnd: random; temp: preset `{t title, p preset, m main group, g group}`. */
  ms?: WireNum;
  rnd?: WireBool;
  rndmain?: string;
  temp?: { t?: string; p?: string; m?: string; g?: string };
  /** e: engine; f: stagger from; d: stagger; p: dark/light fill; o: in/out order. */
  e?: string;
  f?: string;
  d?: WireNum;
  p?: string;
  o?: string;
  in?: Record<string, unknown>;
  out?: Record<string, unknown>;
  d3?: Record<string, unknown>;
  filter?: Record<string, unknown>;
  addOns?: unknown;
  [key: string]: unknown;
}

/** Background transition, 7.0 form: the runtime reads `all[1]` (`all[0]` is an empty placeholder). */
export interface WireBgAnimationCompact {
  ex: true;
  all: Array<Record<string, unknown> | unknown[]>;
  [key: string]: unknown;
}

export type WireBgAnimation = WireBgAnimationLegacy | WireBgAnimationCompact;
