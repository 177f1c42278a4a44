/**
 * Scroll-based timeline settings (wire `settings.sbt`; the SR7 editor's "Scroll Based Timeline" panel; RS6
 * `scrolltimeline`). Our reading of the keys comes from the SR7 editor's labels and RS6's runtime, which
 * SR7 continues; where neither says what a key does, its doc comment says so.
 */
export interface SbtSettings {
  /** use: on. Layers whose `mod.s.ut` is on play their in scene by the page's scroll position, not the clock. */
  readonly use: boolean;
  /**
   * f: "Hold Module in View" (RS6 `fixed`): while the page scrolls through the hold, the module stays stuck
   * to the viewport (SPEC §4 "frozen in fixed position while scrolling, then released at the top or bottom")
   * and the slide time runs from `holdStart` to `holdEnd`. Never applies to a fixed (`settings.fixed`) module.
   */
  readonly hold: boolean;
  /** fStart: "Hold From" (ms of slide time, RS6 `fixStart`, default 2000): the time reached as the hold begins. */
  readonly holdStart: number;
  /** fEnd: "Hold Until" (ms, RS6 `fixEnd`, default 4000, never below fStart): the time reached at release. */
  readonly holdEnd: number;
  /**
   * a: "Vertical Align" of the held module: 'top' (stuck to the viewport's top), 'bottom' (its bottom edge
   * stuck to the viewport's bottom). 'travel' is an SR7 choice whose behaviour we do not know: held like 'top'.
   */
  readonly align: 'top' | 'bottom' | 'travel';
  /**
   * s: "Timeline Animation Speed", as ms: how long the layer timelines take to catch up with the scroll (RS6
   * `speed`, the duration of its `gsap.to(timeline, speed, {time})`). The editor labels it ms, yet exports
   * store 0.5 where RS6's default was 500 ms, so a value up to 10 is read as seconds.
   */
  readonly speed: number;
  /** e: ease of that catch-up (RS6 `ease`; "none" = linear). */
  readonly ease: string;
  /**
   * layers: RS6 "enabled on all layers by default". SR7's editor comments this option out and writes `mod.s.ut`
   * on every layer, so the per-layer flag decides; kept for completeness, not applied.
   */
  readonly allLayers: boolean;
  /** pull: an SR7 flag whose behaviour we do not know (no editor control found); read, not applied. */
  readonly pull: boolean;
  /**
   * nL: the editor's "Traditional" (true, default) / "Advanced" (false) tabs of the hold. Traditional is the
   * RS6 mapping we implement (0 → holdStart while the module comes in, holdStart → holdEnd held, holdEnd →
   * slide end while it leaves); what Advanced changes is unknown, so it runs the same mapping.
   */
  readonly traditional: boolean;
}
