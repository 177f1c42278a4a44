/**
 * Carousel settings (wire `settings.carousel`, SR7.D.carouselSettings; FORMAT.md §9, SPEC §3 "Carousel").
 * Only read when the module's type is 'carousel'. Percent values stay percentages here (minS 50 = 50 %);
 * engine/anim/carousel.ts turns them into factors.
 */

/** Which slides' layers play (wire `showAllLayers`): only the focused one, every visible one, or as each layer says (`viOC`). */
export type CarouselLayerVisibility = 'focus' | 'all' | 'individual';

export interface CarouselShadow {
  /** Wire `bShdw.use`. */
  readonly use: boolean;
  /** Wire `bShdw.h` / `v` / `blur` / `spread`, px. */
  readonly x: number;
  readonly y: number;
  readonly blur: number;
  readonly spread: number;
  readonly color: string;
}

export interface CarouselSettings {
  /** Wire `type`: 'h' horizontal, 'v' vertical. */
  readonly axis: 'h' | 'v';
  /** Wire `align`: where the focused slide sits (left/center/right; top/bottom map to left/right on the vertical axis). */
  readonly align: 'start' | 'center' | 'end';
  /** Wire `aDir`: 'reverse' lays the next slides out before the focused one (left to right). */
  readonly reverse: boolean;
  /** Wire `maxV` (default 3, SPEC §9): slides visible at once; also the distance scale of the falloffs. */
  readonly maxVisible: number;
  /** Wire `justify` / `jMWidth`: slides keep their own ratio (ours all share the grid's), capped at the module width. */
  readonly justify: boolean;
  readonly justifyMaxWidth: boolean;
  /** Wire `stretch` (horizontal) / `stretchV` (vertical): slides as wide (tall) as the module. */
  readonly stretch: boolean;
  /** Wire `space`, px between neighbouring slides (may be negative: overlap). */
  readonly space: number;
  /** Wire `scale` + `minS` ("Lowest Scale", %) + `vScale` (distance based) + `oScale` (scale offset: keep shrunk slides edge to edge). */
  readonly scale: { readonly use: boolean; readonly lowest: number; readonly byDistance: boolean; readonly offset: boolean };
  /** Wire `opacity` + `maxO` ("Lowest Fade", %) + `varO` (distance based). */
  readonly opacity: { readonly use: boolean; readonly lowest: number; readonly byDistance: boolean };
  /** Wire `rotation` + `maxR` (highest rotation, deg) + `varR` (distance based). */
  readonly rotation: { readonly use: boolean; readonly max: number; readonly byDistance: boolean };
  /** Wire `spin` ('off' | '2d' | '3d') and `spinA` (deg between neighbours). */
  readonly spin: 'off' | '2d' | '3d';
  readonly spinAngle: number;
  /** Wire `skewX` / `skewY`, deg, on the siblings of the focused slide. */
  readonly skewX: number;
  readonly skewY: number;
  /** Wire `snap` ("Snap to Selected Alignment"): a drag ends on a whole slide. */
  readonly snap: boolean;
  /** Wire `infinity`: the slides loop. */
  readonly infinity: boolean;
  /** Wire `ease` (default power3.inOut) and `dur` (ms, default 800; capped at the slide length, SPEC §9). */
  readonly ease: string;
  readonly duration: number;
  /** Wire `overshoot` ("Overshoot Effect"): moves end with a small overshoot. */
  readonly overshoot: boolean;
  /** Wire `showAllLayers`: "false" → 'focus', "all" → 'all', "individual" → 'individual'. */
  readonly layers: CarouselLayerVisibility;
  /** Wire `bR` + `bRU`: slide border radius as CSS ('0px', '12px', '5%'). */
  readonly borderRadius: string;
  /** Wire `bShdw`: slide box shadow. */
  readonly shadow: CarouselShadow;
  /** Wire `pNV` ("Siblings Visibility", px): how much of the neighbours a vertical carousel shows. */
  readonly siblingsVisible: number;
  /** Wire `pT` / `pB` ("Space Above" / "Space Below", px): added to the module height around the slides. */
  readonly paddingTop: number;
  readonly paddingBottom: number;
}
