/**
 * The input port for modifiers (mouse / orientation parallax, scroll effects): `Environment.modifierInputs`,
 * implemented by react-ui on the module element. Injected, so the engine never touches window/document.
 */

/** Pointer over the module: px relative to the module's top-left corner, and the module's size. */
export interface PointerSample {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The module's box against the viewport (px): its top edge, its height, and the viewport height. */
export interface ViewportSample {
  readonly top: number;
  readonly height: number;
  readonly viewportHeight: number;
  /** Page scroll (px) and how far the page can scroll: fixed modules follow these, not their own box. */
  readonly pageScroll?: number;
  readonly pageScrollMax?: number;
  /**
   * A held module (scroll-based timeline `sbt.f`, sbt-pin.ts) sticks inside a taller spacer: the spacer's top
   * edge and height (px), which say how far the page has scrolled through the hold. Absent without a hold.
   */
  readonly pin?: { readonly top: number; readonly height: number };
}

/** Device orientation in degrees (DeviceOrientationEvent beta: front-back tilt, gamma: left-right tilt). */
export interface OrientationSample {
  readonly beta: number;
  readonly gamma: number;
}

/**
 * Page input for modifiers. Each subscription attaches its listeners only while subscribed, and the engine
 * subscribes only to what the module's modifiers need, so a module without modifiers adds no listener.
 */
export interface ModifierInputs {
  /** Pointer moves over the module; null when it leaves. Touch pointers are not reported (orientation is). */
  pointer(fn: (sample: PointerSample | null) => void): () => void;
  /** The module's place in the viewport: once on subscribing, then on scroll and resize while it is near the viewport. */
  viewport(fn: (sample: ViewportSample) => void): () => void;
  /** Device orientation readings; subscribing never prompts (the iOS permission request is the view's button, SPEC §7). */
  orientation(fn: (sample: OrientationSample) => void): () => void;
  /** `prefers-reduced-motion: reduce`: no parallax movement (fades and filters still follow the scroll). */
  reducedMotion(): boolean;
  /** A touch-first device (coarse pointer, no hover): parallax follows orientation; `om` / `sm` apply. */
  touch(): boolean;
}
